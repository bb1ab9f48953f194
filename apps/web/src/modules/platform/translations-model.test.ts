import { describe, expect, it } from 'vitest';
import {
  filterRows,
  keepsPlaceholders,
  messageRows,
  placeholdersOf,
} from './translations-model.ts';

const catalogue = {
  ar: {
    'resources.centres.title': 'المراكز',
    'common.save': 'حفظ',
    'x.count': '{{count}} إلى {{max}}',
  },
  en: {
    'resources.centres.title': 'Centres',
    'common.save': 'Save',
    'x.count': '{{count}} to {{max}}',
  },
  fr: {
    'resources.centres.title': 'Centres',
    'common.save': 'Enregistrer',
    'x.count': '{{count}} à {{max}}',
  },
};

describe('interface texts', () => {
  const rows = messageRows(catalogue, [
    { locale: 'ar', key: 'common.save', value: 'احفظ', default: 'حفظ', updatedAt: '' },
  ]);

  it('lists every key once, sorted, with the built-in text of what is overridden', () => {
    expect(rows.map((r) => r.key)).toEqual(['common.save', 'resources.centres.title', 'x.count']);
    expect(rows[0]!.defaults).toEqual({ ar: 'حفظ' });
    expect(rows[1]!.defaults).toEqual({});
  });

  it('finds messages by part of the key or by words, Arabic-normalised', () => {
    expect(filterRows(rows, { q: 'centres.ti', onlyOverridden: false }).map((r) => r.key)).toEqual([
      'resources.centres.title',
    ]);
    // "مراكز" without the article, and "enreg" in French.
    expect(filterRows(rows, { q: 'مراكز', onlyOverridden: false })).toHaveLength(1);
    expect(filterRows(rows, { q: 'enreg', onlyOverridden: false })[0]!.key).toBe('common.save');
    expect(filterRows(rows, { q: '', onlyOverridden: true }).map((r) => r.key)).toEqual([
      'common.save',
    ]);
  });

  it('asks an override to keep the placeholders of the original', () => {
    expect(placeholdersOf('{{max}} and {{ count }}')).toEqual(['count', 'max']);
    expect(keepsPlaceholders('{{count}} to {{max}}', 'من {{count}} حتى {{max}}')).toBe(true);
    expect(keepsPlaceholders('{{count}} to {{max}}', '{{count}}')).toBe(false);
  });
});
