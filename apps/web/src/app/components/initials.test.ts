import { describe, expect, it } from 'vitest';
import { initialsOf, nameUnits } from './initials.ts';

const ZWNJ = '\u200C';
const ar = (a: string, b: string) => `${a}${ZWNJ}${b}`;

describe('initials for avatars', () => {
  it('takes the first and the last name, not the article of the family name', () => {
    // Before, the demo's three managers all showed the word "ما".
    const managers = ['مدير النظام', 'مدير الدولة', 'مدير المركز'].map(initialsOf);
    expect(managers).toEqual([ar('م', 'ن'), ar('م', 'د'), ar('م', 'م')]);
    expect(initialsOf('محمد العلي')).toBe(ar('م', 'ع'));
    expect(initialsOf('مصطفى الأحمد')).toBe(ar('م', 'أ'));
    expect(initialsOf('مريم العمر')).toBe(ar('م', 'ع'));
    expect(initialsOf('محمد بن سعيد العلي')).toBe(ar('م', 'ع'));
    expect(initialsOf('أحمد الحسن')).toBe(ar('أ', 'ح'));
  });

  it('keeps compound names as one unit and skips lineage words', () => {
    expect(nameUnits('عبد الرحمن بن عوف')).toEqual(['عبد الرحمن', 'عوف']);
    expect(initialsOf('عبد الرحمن بن عوف')).toBe(ar('ع', 'ع'));
    expect(nameUnits('أبو بكر الصديق')).toEqual(['أبو بكر', 'الصديق']);
    expect(initialsOf('أبو بكر الصديق')).toBe(ar('أ', 'ص'));
    expect(initialsOf('فاطمة بنت محمد')).toBe(ar('ف', 'م'));
    expect(initialsOf('خالد آل سعود')).toBe(ar('خ', 'س'));
    // "عبد الله" alone is one unit: one letter.
    expect(initialsOf('عبد الله')).toBe('ع');
  });

  it('keeps Arabic letters apart so they never read as a word', () => {
    expect(initialsOf('مدير النظام')).toContain(ZWNJ);
    expect(initialsOf('Marie Curie')).toBe('MC');
    expect(initialsOf('jean de la fontaine')).toBe('JF');
    expect(initialsOf('Amina')).toBe('A');
    expect(initialsOf('   ')).toBe('');
  });
});
