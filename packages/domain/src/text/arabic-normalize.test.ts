import { describe, expect, it } from 'vitest';
import { normalizeArabic } from './arabic-normalize.ts';

describe('normalizeArabic', () => {
  it('folds alef forms to bare alef', () => {
    expect(normalizeArabic('أحمد')).toBe('احمد');
    expect(normalizeArabic('إبراهيم')).toBe('ابراهيم');
    expect(normalizeArabic('آمنة')).toBe('امنه');
    expect(normalizeArabic('ٱلرحمن')).toBe('الرحمن');
  });

  it('folds hamza seats and drops the standalone hamza', () => {
    expect(normalizeArabic('مؤمن')).toBe('مومن');
    expect(normalizeArabic('رئيس')).toBe('رييس');
    expect(normalizeArabic('سماء')).toBe('سما');
    expect(normalizeArabic('علاء')).toBe(normalizeArabic('علا'));
  });

  it('folds taa marbuta and alef maqsura', () => {
    expect(normalizeArabic('فاطمة')).toBe('فاطمه');
    expect(normalizeArabic('مصطفى')).toBe('مصطفي');
  });

  it('removes tashkeel, superscript alef, Quranic marks and tatweel', () => {
    expect(normalizeArabic('أَحْمَد')).toBe('احمد');
    expect(normalizeArabic('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeArabic('الرَّحْمَٰنِ')).toBe('الرحمن');
    expect(normalizeArabic('يسٓ')).toBe('يس');
    expect(normalizeArabic('ذَٰلِكَ ٱلْكِتَٰبُ لَا رَيْبَ ۛ فِيهِ ۛ')).toBe('ذلك الكتب لا ريب فيه');
    expect(normalizeArabic('محـــمد')).toBe('محمد');
  });

  it('converts Arabic-Indic and Persian digits', () => {
    expect(normalizeArabic('١٢٣')).toBe('123');
    expect(normalizeArabic('۱۲۳')).toBe('123');
    expect(normalizeArabic('٠٥٥٥ ١٢٣ ٤٥٦')).toBe('0555 123 456');
  });

  it('folds Persian/Urdu letter forms', () => {
    expect(normalizeArabic('کتاب')).toBe('كتاب');
    expect(normalizeArabic('علی')).toBe('علي');
  });

  it('lower-cases Latin and removes accents', () => {
    expect(normalizeArabic('Ahmed AL-Amine')).toBe('ahmed al-amine');
    expect(normalizeArabic('Éloïse')).toBe('eloise');
  });

  it('collapses whitespace, removes invisible marks and trims', () => {
    expect(normalizeArabic('  عبد \t  الله \n ')).toBe('عبد الله');
    expect(normalizeArabic('\u200fمحمد\u200c')).toBe('محمد');
    expect(normalizeArabic('')).toBe('');
  });

  it('is idempotent', () => {
    for (const s of ['أَحْمَد', 'فاطمة', 'مصطفى', 'سماء', 'کتاب ۱۲۳', 'Éloïse  Ü', 'مؤمن ئ']) {
      expect(normalizeArabic(normalizeArabic(s))).toBe(normalizeArabic(s));
    }
  });
});
