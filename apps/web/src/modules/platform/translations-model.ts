import { LOCALE_CODES, type LocaleCode } from '@qc/domain/locales';
import { searchKey, tokenize } from '@qc/domain/text/arabic-search';

export type Catalogue = Partial<Record<LocaleCode, Record<string, string>>>;

/** An administrator's replacement of one message in one language (GET /api/i18n-overrides). */
export interface Override {
  locale: LocaleCode;
  key: string;
  value: string;
  /** The built-in text it replaces. */
  default: string | null;
  updatedAt: string;
}

/** One message of the catalogue in the three languages, and which of them are overridden. */
export interface MessageRow {
  key: string;
  text: Record<LocaleCode, string>;
  /** The built-in text of each overridden language. */
  defaults: Partial<Record<LocaleCode, string>>;
  /** Normalised words of the key and the three texts (for the search). */
  words: string[];
}

/** Arabic words also without their article ("المراكز" is found by "مراكز"). */
function withoutArticle(tokens: string[]): string[] {
  const out = [...tokens];
  for (const token of tokens)
    if (token.startsWith('ال') && token.length > 3) out.push(token.slice(2));
  return out;
}

/** The rows of the screen: every key of the catalogue (as served, overrides included), sorted. */
export function messageRows(catalogue: Catalogue, overrides: readonly Override[]): MessageRow[] {
  const keys = new Set<string>();
  for (const code of LOCALE_CODES)
    for (const key of Object.keys(catalogue[code] ?? {})) keys.add(key);
  const defaults = new Map<string, Partial<Record<LocaleCode, string>>>();
  for (const o of overrides) {
    const entry = defaults.get(o.key) ?? {};
    entry[o.locale] = o.default ?? '';
    defaults.set(o.key, entry);
  }
  return [...keys].sort().map((key) => {
    const text = Object.fromEntries(
      LOCALE_CODES.map((code) => [code, catalogue[code]?.[key] ?? '']),
    ) as Record<LocaleCode, string>;
    return {
      key,
      text,
      defaults: defaults.get(key) ?? {},
      words: withoutArticle(
        tokenize(`${key.replace(/[._/:-]/g, ' ')} ${searchKey(Object.values(text).join(' '))}`),
      ),
    };
  });
}

export interface RowFilter {
  q: string;
  onlyOverridden: boolean;
}

/**
 * Rows matching a search: part of the key (`resources.centres`), or words of any language,
 * Arabic-normalised (hamza forms, taa marbuta, alef maqsura, diacritics and tatweel fold).
 */
export function filterRows(rows: readonly MessageRow[], filter: RowFilter): MessageRow[] {
  const raw = filter.q.trim().toLowerCase();
  const wanted = tokenize(raw);
  return rows.filter((row) => {
    if (filter.onlyOverridden && Object.keys(row.defaults).length === 0) return false;
    if (!raw) return true;
    if (row.key.toLowerCase().includes(raw)) return true;
    return wanted.length > 0 && wanted.every((w) => row.words.some((h) => h.startsWith(w)));
  });
}

/** The `{{name}}` placeholders of a message, sorted (an override must keep the same ones). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}

/** Does a replacement keep the original's placeholders? */
export function keepsPlaceholders(original: string, replacement: string): boolean {
  return placeholdersOf(original).join() === placeholdersOf(replacement).join();
}
