import type { LocaleCode } from '../locales.ts';
import type { MessageBundle } from './define.ts';

/**
 * Counted messages. A counted key has one variant per plural category of the language,
 * written as flat keys with a suffix: `count.pages_one`, `count.pages_two`, … (the format
 * i18next reads natively). Code asks for the plain key with a count, `t('count.pages',
 * { count, n })`, and the category comes from `Intl.PluralRules` of the language. Arabic has
 * all six categories (zero, one, two, few, many, other), English one and other, French one,
 * many and other.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** The categories a language distinguishes for whole and decimal numbers (CLDR, via Intl). */
export function pluralCategoriesOf(locale: LocaleCode): PluralCategory[] {
  const found = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return PLURAL_CATEGORIES.filter((c) => found.includes(c));
}

const rulesCache = new Map<LocaleCode, Intl.PluralRules>();

/** The plural category of `count` in a language: ar 0 zero, 1 one, 2 two, 3-10 few, 11-99 many. */
export function pluralCategory(locale: LocaleCode, count: number): PluralCategory {
  let rules = rulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesCache.set(locale, rules);
  }
  return rules.select(count) as PluralCategory;
}

const SUFFIX = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** `count.pages_few` → { base: 'count.pages', category: 'few' }; null for a plain key. */
export function splitPluralKey(key: string): { base: string; category: PluralCategory } | null {
  const m = SUFFIX.exec(key);
  return m ? { base: m[1]!, category: m[2] as PluralCategory } : null;
}

/** The forms of a counted noun in each language; Arabic needs all six. */
export interface CountedForms {
  en: { one: string; other: string };
  fr: { one: string; many: string; other: string };
  ar: Record<PluralCategory, string>;
}

/**
 * Counted messages of a module, the three languages side by side:
 * `defineCounted({ 'count.pages': { ar: { zero, one, two, few, many, other }, en: { one, other },
 * fr: { one, many, other } } })`. Each form may use `{{n}}` (the number written in the user's
 * digits) and any other placeholder of the message. Flattened into `key_<category>` entries.
 */
export function defineCounted<K extends string>(
  messages: Record<K, CountedForms>,
): MessageBundle<string> {
  const out: MessageBundle<string> = { ar: {}, en: {}, fr: {} };
  for (const [key, forms] of Object.entries(messages) as Array<[K, CountedForms]>) {
    for (const locale of ['ar', 'en', 'fr'] as const) {
      for (const [category, text] of Object.entries(forms[locale])) {
        out[locale][`${key}_${category}`] = text;
      }
    }
  }
  return out;
}
