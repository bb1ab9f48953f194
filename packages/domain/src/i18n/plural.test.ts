import { describe, expect, it } from 'vitest';
import { buildCatalogue, translate, translateCount } from './catalogue.ts';
import { pluralCategoriesOf, pluralCategory, splitPluralKey } from './plural.ts';

describe('counted messages', () => {
  it('uses the six Arabic plural categories', () => {
    expect(pluralCategoriesOf('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategoriesOf('en')).toEqual(['one', 'other']);
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((n) => pluralCategory('ar', n))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'few',
      'many',
      'many',
      'other',
    ]);
  });

  it('says Arabic counted nouns in the right form', () => {
    const ayahs = (n: number) => translateCount('ar', 'count.ayahs', n);
    expect(ayahs(1)).toBe('آية واحدة');
    expect(ayahs(2)).toBe('آيتان');
    expect(ayahs(3)).toBe('3 آيات');
    expect(ayahs(10)).toBe('10 آيات');
    expect(ayahs(11)).toBe('11 آية');
    expect(ayahs(99)).toBe('99 آية');
    expect(ayahs(100)).toBe('100 آية');
    expect(translateCount('ar', 'count.pages', 2)).toBe('صفحتان');
    expect(translateCount('ar', 'count.pages', 5)).toBe('5 صفحات');
    expect(translateCount('ar', 'count.lines', 15)).toBe('15 سطرًا');
    expect(translateCount('ar', 'count.juz', 2)).toBe('جزءان');
    expect(translateCount('ar', 'count.juz', 12)).toBe('12 جزءًا');
    expect(translateCount('ar', 'count.students', 4)).toBe('4 طلاب');
    expect(translateCount('ar', 'count.students', 20)).toBe('20 طالبًا');
  });

  it('says English and French counts, and takes a number already written in other digits', () => {
    expect(translateCount('en', 'count.pages', 1)).toBe('1 page');
    expect(translateCount('en', 'count.pages', 1.5)).toBe('1.5 pages');
    expect(translateCount('fr', 'count.pages', 1.5)).toBe('1.5 page');
    expect(translateCount('fr', 'count.ayahs', 0)).toBe('0 verset');
    expect(translate('ar', 'count.pages', { count: 7, n: '٧' })).toBe('٧ صفحات');
  });

  it('counts records, users, requests, days and the waits of the sign-in errors', () => {
    const records = (n: number) => translateCount('ar', 'count.records', n);
    expect([0, 1, 2, 3, 11, 100].map(records)).toEqual([
      'لا سجلات',
      'سجل واحد',
      'سجلان',
      '3 سجلات',
      '11 سجلًا',
      '100 سجل',
    ]);
    expect(translateCount('ar', 'count.users', 2)).toBe('مستخدمان');
    expect(translateCount('ar', 'count.requests', 12)).toBe('12 طلبًا');
    expect(translateCount('ar', 'count.permissions', 2)).toBe('صلاحيتان');
    expect(translateCount('ar', 'count.days', 30)).toBe('30 يومًا');
    expect(translateCount('en', 'count.records', 1)).toBe('1 record');
    expect(translateCount('fr', 'count.records', 2)).toBe('2 enregistrements');
    // Server errors: the count chooses the sentence, other values stay as they were.
    const locked = (n: number) =>
      translate('ar', 'identity.accountLocked', { minutes: n, count: n });
    expect(locked(1)).toContain('لمدة دقيقة واحدة.');
    expect(locked(2)).toContain('لمدة دقيقتين.');
    expect(locked(5)).toContain('لمدة 5 دقائق.');
    expect(locked(15)).toContain('لمدة 15 دقيقةً.');
    expect(translate('ar', 'identity.tooManyAttempts', { seconds: 2, count: 2 })).toBe(
      'يرجى الانتظار ثانيتين قبل المحاولة مرة أخرى.',
    );
    expect(translate('en', 'identity.tooManyAttempts', { seconds: 1, count: 1 })).toBe(
      'Please wait 1 second before trying again.',
    );
  });

  it('has every Arabic category for each counted key of the catalogue', () => {
    const ar = buildCatalogue().ar;
    const counted = new Set(
      Object.keys(ar)
        .map((k) => splitPluralKey(k)?.base)
        .filter(Boolean),
    );
    expect(counted.has('count.ayahs')).toBe(true);
    for (const base of counted)
      for (const c of pluralCategoriesOf('ar'))
        expect(ar[`${base}_${c}`], `${base}_${c}`).toBeTruthy();
  });
});
