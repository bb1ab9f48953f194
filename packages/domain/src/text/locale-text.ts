import type { LocaleText } from '../resources/fields.ts';

/** A text in the three languages, in the catalogue's order: `l('الاسم', 'Name', 'Nom')`. */
export const l = (ar: string, en: string, fr: string): LocaleText => ({ ar, en, fr });

/**
 * A managed record's public text in a language: its own when written, else the Arabic one (the
 * organisation's default) with its language, so the page can mark it as Arabic (`lang`, `dir`)
 * rather than pass it off as the visitor's. Null when not written at all.
 */
export function textInLanguage(
  texts: { ar?: string | null; en?: string | null; fr?: string | null },
  lang: 'ar' | 'en' | 'fr',
): { text: string; lang: 'ar' | 'en' | 'fr' } | null {
  const own = texts[lang]?.trim();
  if (own) return { text: own, lang };
  const ar = texts.ar?.trim();
  return ar ? { text: ar, lang: 'ar' } : null;
}
