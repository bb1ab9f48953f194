import { FALLBACK_LOCALE, LOCALE_CODES, type LocaleCode } from '../locales.ts';
import { interpolate, type MessageBundle, type MessageTable } from './define.ts';
import { messageInDigits } from './message-digits.ts';
import { toDigits, type DigitSystem } from '../text/arabic-digits.ts';
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
 * count unless the caller gives it already formatted. With `digits` (the user's choice, as the
 * web app sends it), the message's own digits and the numbers put in it are written in those
 * digits, as the web app writes its catalogue (`messageInDigits`); text values (a formatted
 * amount, a serial, a name) go in as they are. Without it, the catalogue's digits as written.
 */
export function translate(
  locale: LocaleCode,
  key: string,
  values?: Record<string, unknown>,
  digits?: DigitSystem,
): string {
  if (!cached || cachedSize !== bundles.length) {
    cached = buildCatalogue();
    cachedSize = bundles.length;
  }
  const fill = (messageKey: string, template: string, filled?: Record<string, unknown>) =>
    digits
      ? interpolate(
          messageInDigits(messageKey, template, digits),
          filled &&
            Object.fromEntries(
              Object.entries(filled).map(([k, v]) => [
                k,
                typeof v === 'number' ? toDigits(v, digits) : v,
              ]),
            ),
        )
      : interpolate(template, filled);
  const count = values?.['count'];
  if (typeof count === 'number') {
    for (const code of [locale, FALLBACK_LOCALE]) {
      const formKey =
        count === 0 && cached[code][`${key}_zero`] !== undefined
          ? `${key}_zero`
          : `${key}_${pluralCategory(code, count)}`;
      const form = cached[code][formKey];
      if (form !== undefined) return fill(formKey, form, { n: count, ...values });
    }
  }
  const template = cached[locale][key] ?? cached[FALLBACK_LOCALE][key] ?? key;
  return fill(key, template, values);
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
