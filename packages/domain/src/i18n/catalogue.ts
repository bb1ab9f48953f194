import { FALLBACK_LOCALE, LOCALE_CODES, type LocaleCode } from '../locales.ts';
import { interpolate, type MessageBundle, type MessageTable } from './define.ts';
import { pluralCategory } from './plural.ts';
import { DOMAIN_MODULES } from '../modules.ts';
import { resourceMessages } from '../resources/labels.ts';
import { RESOURCES } from '../resources/registry.ts';
import { routesMessages } from '../platform/routes.messages.ts';

/**
 * Every message bundle, derived from the modules' manifests: the catalogue served by
 * POST /api/get-i18n, the server's error messages and the i18n check all read this list.
 */
const bundles: MessageBundle<string>[] = [
  // Each module's messages, from its manifest (`<module>/module.ts`, listed in `modules.ts`).
  ...DOMAIN_MODULES.flatMap((m) => m.messages),
  // Every resource's labels, generated from its definition, and every route's title.
  resourceMessages(RESOURCES),
  routesMessages,
];

export function registerMessages(bundle: MessageBundle<string>): void {
  if (!bundles.includes(bundle)) bundles.push(bundle);
}

export function buildCatalogue(): Record<LocaleCode, MessageTable> {
  const out = Object.fromEntries(LOCALE_CODES.map((c) => [c, {} as MessageTable])) as Record<
    LocaleCode,
    MessageTable
  >;
  for (const bundle of bundles) {
    for (const code of LOCALE_CODES) Object.assign(out[code], bundle[code]);
  }
  return out;
}

let cached: Record<LocaleCode, MessageTable> | undefined;
let cachedSize = -1;

/**
 * Translates a key in a locale, falling back to English and then to the key itself. With a
 * numeric `count` among the values, a counted key (`key_<category>`) gives the form of that
 * count's plural category in the language (as i18next does in the web app); `{{n}}` is the
 * count unless the caller gives it already formatted.
 */
export function translate(
  locale: LocaleCode,
  key: string,
  values?: Record<string, unknown>,
): string {
  if (!cached || cachedSize !== bundles.length) {
    cached = buildCatalogue();
    cachedSize = bundles.length;
  }
  const count = values?.['count'];
  if (typeof count === 'number') {
    for (const code of [locale, FALLBACK_LOCALE]) {
      const form =
        (count === 0 ? cached[code][`${key}_zero`] : undefined) ??
        cached[code][`${key}_${pluralCategory(code, count)}`];
      if (form !== undefined) return interpolate(form, { n: count, ...values });
    }
  }
  const template = cached[locale][key] ?? cached[FALLBACK_LOCALE][key] ?? key;
  return interpolate(template, values);
}

/** A counted noun in a locale: `translateCount('ar', 'count.pages', 2)` is صفحتان. */
export function translateCount(
  locale: LocaleCode,
  key: string,
  count: number,
  values?: Record<string, unknown>,
): string {
  return translate(locale, key, { ...values, count });
}
