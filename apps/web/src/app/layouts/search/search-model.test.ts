import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../routes/nav.ts';
import { recordLink, searchScreens } from './search-model.ts';

const item = (path: string, module: string): NavItem => ({
  path,
  to: path,
  titleKey: `route.${path}`,
  module,
  order: 100,
  shortcut: false,
});

const titles: Record<string, string> = {
  'route./ring-day': 'يوم الحلقة',
  'route./student-registrations-online': 'التسجيلات الإلكترونية',
  'route./student-excel-files': 'استيراد وتصدير إكسل',
};
const modules: Record<string, string> = { rings: 'الحلقات', students: 'الطلاب' };

describe('navbar search over screens', () => {
  const items = [
    item('/ring-day', 'rings'),
    item('/student-registrations-online', 'students'),
    item('/student-excel-files', 'students'),
  ];
  const search = (q: string) =>
    searchScreens(
      items,
      q,
      (i) => titles[i.titleKey]!,
      (i) => modules[i.module]!,
    ).map((i) => i.path);

  it('matches titles across hamza, taa marbuta and diacritic variants', () => {
    expect(search('الحلقه')).toEqual(['/ring-day']);
    expect(search('اِستيراد')).toEqual(['/student-excel-files']);
    expect(search('الالكترونيه')).toEqual(['/student-registrations-online']);
  });

  it('matches the module title too, after title matches', () => {
    expect(search('الطلاب')).toEqual(['/student-excel-files', '/student-registrations-online']);
  });

  it('finds nothing for an empty query or a stranger', () => {
    expect(search('')).toEqual([]);
    expect(search('مالية')).toEqual([]);
  });

  it('sends each kind of record to its page', () => {
    expect(recordLink({ kind: 'students', id: 'a b' })).toBe('/student-page-component?id=a%20b');
    expect(recordLink({ kind: 'rings', id: 'r1' })).toBe('/ring-day?ring=r1');
    expect(recordLink({ kind: 'unknown', id: 'x' })).toBe('/');
  });
});
