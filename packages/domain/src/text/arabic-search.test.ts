import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKey, tokenize } from './arabic-search.ts';

describe('tokenize / searchKey', () => {
  it('splits normalised text into unique tokens', () => {
    expect(tokenize('أحمد  بن   أحمد')).toEqual(['احمد', 'بن']);
    expect(tokenize('Ahmed, al-Amine!')).toEqual(['ahmed', 'al', 'amine']);
    expect(tokenize('')).toEqual([]);
    expect(searchKey('فاطمة الزهراء')).toBe('فاطمه الزهرا');
  });

  it('gives the same tokens for "عبدالله" and "عبد الله"', () => {
    expect(tokenize('عبد الله')).toEqual(['عبدالله', 'الله']);
    expect(tokenize('عبدالله')).toEqual(['عبدالله', 'الله']);
    expect(tokenize('عبد الرحمن')).toEqual(tokenize('عبدالرحمن'));
    expect(tokenize('عبد ربه')).toEqual(['عبد', 'ربه']);
  });

  it('searchKey is stable when tokenised again', () => {
    for (const s of ['عبد الله محمد', 'أَحْمَد', 'Zaïd ١٢', 'عبدالرحمن']) {
      expect(tokenize(searchKey(s))).toEqual(tokenize(s));
      expect(searchKey(searchKey(s))).toBe(searchKey(s));
    }
  });
});

describe('matchesSearch', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['احمد', 'أحمد'],
    ['أَحْمَد', 'احمد'],
    ['احمد', 'أَحْمَد'],
    ['فاطمة', 'فاطمه'],
    ['فاطمه', 'فاطمة'],
    ['مصطفى', 'مصطفي'],
    ['مصطفي', 'مصطفى'],
    ['محـــمد', 'محمد'],
    ['محمد', 'محـــمد'],
    ['عبدالله', 'عبد الله'],
    ['عبد الله', 'عبدالله'],
    ['عبد الرحمن بن عوف', 'الرحمن'],
    ['عبدالرحمن', 'عبد'],
    ['عبدالرحمن', 'عبد الر'],
    ['إسلام', 'اسلام'],
    ['رقم ١٢٣', '123'],
    ['رقم ۱۲۳', '١٢٣'],
    ['Éloïse Martin', 'eloise'],
  ])('"%s" is found by "%s"', (haystack, query) => {
    expect(matchesSearch(haystack, query)).toBe(true);
  });

  it('matches query tokens as prefixes, in any order', () => {
    expect(matchesSearch('محمد بن أحمد الحسني', 'الحس مح')).toBe(true);
    expect(matchesSearch('محمد بن أحمد', 'حمد')).toBe(false);
    expect(matchesSearch('محمد بن أحمد', 'محمد علي')).toBe(false);
  });

  it('an empty query matches everything', () => {
    expect(matchesSearch('محمد', '')).toBe(true);
    expect(matchesSearch('', '   ')).toBe(true);
    expect(matchesSearch('', 'محمد')).toBe(false);
  });

  it('works against a stored search key', () => {
    const key = searchKey('عبدُ اللهِ بنُ مسعودٍ');
    expect(matchesSearch(key, 'عبدالله مسعود')).toBe(true);
    expect(matchesSearch(key, 'عبد الله')).toBe(true);
    expect(matchesSearch(key, 'ابن')).toBe(false);
  });
});
