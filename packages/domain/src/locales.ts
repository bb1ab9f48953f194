/**
 * The single locale table shared by server and client: code, direction, Intl locale and
 * calendar. Everything that depends on language (html dir/lang, MUI direction, RTL style
 * cache, date formatting, server messages) reads it from here.
 */
export const LOCALES = [
  { code: 'ar', label: 'العربية', dir: 'rtl', intl: 'ar', calendar: 'islamic-umalqura' },
  { code: 'en', label: 'English', dir: 'ltr', intl: 'en-GB', calendar: 'gregory' },
  { code: 'fr', label: 'Français', dir: 'ltr', intl: 'fr-FR', calendar: 'gregory' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: LocaleCode = 'ar';
export const FALLBACK_LOCALE: LocaleCode = 'en';
export const LOCALE_CODES = LOCALES.map((l) => l.code) as readonly LocaleCode[];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function getLocale(code: string | undefined | null): Locale {
  return LOCALES.find((l) => l.code === code) ?? LOCALES.find((l) => l.code === FALLBACK_LOCALE)!;
}

/**
 * Picks the best supported locale from an Accept-Language header value
 * ("fr-CA,fr;q=0.9,en;q=0.8"), or the default when none matches.
 */
export function pickLocale(header: string | undefined | null): LocaleCode {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: (tag ?? '').toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((x) => x.tag && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocaleCode(base)) return base;
  }
  return DEFAULT_LOCALE;
}
