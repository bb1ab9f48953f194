import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  getLocale,
  isLocaleCode,
  LOCALE_CODES,
  type LocaleCode,
} from '@qc/domain/locales';
import { messagesInDigits } from '@qc/domain/i18n/message-digits';
import type { DigitSystem } from '@qc/domain/text/arabic-digits';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE } from '../config.ts';
import { api } from '../http/client.ts';
import { PREFERENCE_STORAGE_NAMES } from '../preferences/preferences.ts';
import { readerDigits, visitorAtStart } from '../preferences/visitor-digits.ts';
import { localStore, prefKey, setCookie } from '../storage/local-store.ts';

export type Catalogue = Partial<Record<LocaleCode, Record<string, string>>>;

/** The one i18next instance: flat dotted keys, `{{name}}` placeholders, fallback English. */
export const i18n: I18n = i18next.createInstance();

/** The stored language (`language`), else Arabic. */
export function storedLanguage(): LocaleCode {
  const stored = localStore.get(STORAGE.language);
  return isLocaleCode(stored) ? stored : DEFAULT_LOCALE;
}

/** Sets `<html lang dir>` from the locale table. */
export function applyDocumentLocale(code: LocaleCode): void {
  if (typeof document === 'undefined') return;
  const locale = getLocale(code);
  document.documentElement.lang = locale.code;
  document.documentElement.dir = locale.dir;
  // The installed app's names in the language (the manifest boot.js linked).
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `/manifest.${locale.code}.webmanifest`);
}

function cachedCatalogue(): Catalogue | null {
  const cached = localStore.getJson<Catalogue>(STORAGE.messages);
  return cached && typeof cached === 'object' && cached.en ? cached : null;
}

/** The catalogue last installed, kept to install it again in other digits. */
let installed: Catalogue = {};
/** The digits the messages are written in: the user's preference (`setMessageDigits`). */
let messageDigits: DigitSystem = 'latn';

function install(catalogue: Catalogue): void {
  installed = catalogue;
  for (const code of LOCALE_CODES) {
    const table = catalogue[code];
    if (table)
      i18n.addResourceBundle(
        code,
        'translation',
        messagesInDigits(table, messageDigits),
        true,
        true,
      );
  }
}

/** The digits the messages are written in (the API client tells the server). */
export function messageDigitsChoice(): DigitSystem {
  return messageDigits;
}

/**
 * Writes the messages' digits in the user's preference (the preferences call it when the
 * choice is read and whenever it changes), and shows the screens again in them.
 */
export function setMessageDigits(digits: DigitSystem): void {
  if (digits === messageDigits) return;
  messageDigits = digits;
  if (!i18n.isInitialized) return;
  install(installed);
  void i18n.changeLanguage(i18n.language);
}

/** Fetches the catalogue (POST /api/get-i18n), caches it under `messages` and installs it. */
export async function loadCatalogue(): Promise<void> {
  const catalogue = await api.post<Catalogue>('/get-i18n', undefined, { skipAuth: true });
  localStore.setJson(STORAGE.messages, catalogue);
  install(catalogue);
  // Re-render with the fresh messages (a cached copy may have been shown first).
  await i18n.changeLanguage(i18n.language);
}

/**
 * Starts the translation layer: the stored language, the cached catalogue at once when there
 * is one (refreshed in the background), otherwise waits for the server's.
 */
export async function startI18n(): Promise<void> {
  const language = storedLanguage();
  // The stored digits choice, a visitor's the organisation's, before the first screen (the
  // preferences confirm it later).
  const digits = localStore.getJson(prefKey(PREFERENCE_STORAGE_NAMES.digits));
  messageDigits = readerDigits(
    digits === 'arab' || digits === 'latn' ? digits : messageDigits,
    visitorAtStart(language),
  );
  applyDocumentLocale(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALE_CODES],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
    resources: {},
  });
  const cached = cachedCatalogue();
  if (cached) {
    install(cached);
    void loadCatalogue().catch(() => undefined);
    return;
  }
  try {
    await loadCatalogue();
  } catch {
    // Offline on a first visit: keys show until the catalogue can be fetched.
  }
}

/** Switches the language: i18next, `<html lang dir>`, the stored `language` and its cookie. */
export async function changeLanguage(code: LocaleCode): Promise<void> {
  localStore.set(STORAGE.language, code);
  setCookie(STORAGE.language, code);
  applyDocumentLocale(code);
  await i18n.changeLanguage(code);
}
