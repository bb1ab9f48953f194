import type { LocaleCode } from '../locales.ts';

/** A flat message table: dotted keys to ICU-free strings with {{name}} placeholders. */
export type MessageTable = Record<string, string>;

/**
 * A module's messages in the three languages, as the catalogue reads them (one table per
 * language). Written with `defineMessagesSideBySide`: a missing language is a compile error, and
 * `npm run i18n:check` catches empty strings and keys used by screens that do not exist.
 */
export type MessageBundle<K extends string> = Record<LocaleCode, Record<K, string>>;

/** Replaces {{name}} placeholders with values; unknown placeholders are left as they are. */
export function interpolate(template: string, values?: Record<string, unknown>): string {
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** One message in the three languages, side by side (a missing one is a compile error). */
export type SideBySide = Readonly<Record<LocaleCode, string>>;

/**
 * The one format of every bundle: each key with its three languages side by side,
 * `defineMessagesSideBySide({ 'x.saved': { en: 'Saved', ar: 'حُفظ', fr: 'Enregistré' } })`,
 * so a translator or reviewer sees a message's three wordings together.
 */
export function defineMessagesSideBySide<K extends string>(
  messages: Readonly<Record<K, SideBySide>>,
): MessageBundle<K> {
  const bundle = { en: {}, ar: {}, fr: {} } as MessageBundle<K>;
  for (const key of Object.keys(messages) as K[]) {
    const message = messages[key];
    bundle.en[key] = message.en;
    bundle.ar[key] = message.ar;
    bundle.fr[key] = message.fr;
  }
  return bundle;
}

/**
 * One bundle of several, later keys over earlier ones: a module's messages written in more than
 * one file (`mergeMessages(ringsUiMessages, defineMessagesSideBySide({ ... }))`).
 */
export function mergeMessages<A extends string, B extends string>(
  first: MessageBundle<A>,
  second: MessageBundle<B>,
): MessageBundle<A | B> {
  return {
    en: { ...first.en, ...second.en },
    ar: { ...first.ar, ...second.ar },
    fr: { ...first.fr, ...second.fr },
  } as MessageBundle<A | B>;
}
