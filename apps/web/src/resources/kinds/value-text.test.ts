import {
  bookSectionsResource,
  centreEmployeesResource,
  centresResource,
} from '@qc/domain/organisation/index';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { describe, expect, it } from 'vitest';
import { createFormatters } from '../../app/format/formatters.ts';
import { valueText, type TextContext } from './value-text.ts';

function ctx(locale: 'ar' | 'en', record: Record<string, unknown> = {}): TextContext {
  const messages: Record<string, string> = {
    'resources.centres.enum.kind.online': locale === 'ar' ? 'إلكتروني' : 'Online',
    'common.yes': locale === 'ar' ? 'نعم' : 'Yes',
  };
  return {
    t: (key) => messages[key] ?? key,
    f: createFormatters({
      locale,
      calendar: 'gregorian',
      digits: locale === 'ar' ? 'arab' : 'latn',
      timeZone: 'UTC',
    }),
    locale,
    refLabel: (_resource, id) => (id === 'c1' ? 'تركيا' : undefined),
    record,
  };
}

const text = (def: ResourceDefinition, name: string, value: unknown, c: TextContext) =>
  valueText(def, name, def.fields[name]!, value, c);

describe('values as words', () => {
  it('names enum values and referenced records through the catalogue and the refs', () => {
    expect(text(centresResource, 'kind', 'online', ctx('en'))).toBe('Online');
    expect(text(centresResource, 'countryId', 'c1', ctx('en'))).toBe('تركيا');
    expect(text(centresResource, 'countryId', 'unknown', ctx('en'))).toBe('');
  });

  it('writes numbers in the user digits with their unit', () => {
    expect(text(centresResource, 'capacity', 120, ctx('en'))).toBe('120 students');
    expect(text(centresResource, 'capacity', 120, ctx('ar'))).toBe('١٢٠ طالب');
  });

  it('writes money from minor units in the currency of the record', () => {
    const c = ctx('en', { salaryCurrency: 'TRY' });
    expect(text(centreEmployeesResource, 'salary', 1_500_050, c)).toMatch(/15,000\.50/);
    expect(text(centreEmployeesResource, 'salary', 1_500_050, c)).toMatch(/TRY|₺/);
  });

  it('names Quran spans with surah names', () => {
    const range = { from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 5 } };
    expect(text(bookSectionsResource, 'quranRange', range, ctx('ar'))).toBe('البقرة ١–٥');
    expect(text(bookSectionsResource, 'quranRange', { nonsense: true }, ctx('ar'))).toBe('');
  });

  it('gives nothing for no value', () => {
    expect(text(centresResource, 'name', null, ctx('en'))).toBe('');
    expect(text(centresResource, 'projectIds', [], ctx('en'))).toBe('');
  });
});
