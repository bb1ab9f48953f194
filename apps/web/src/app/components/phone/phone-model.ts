import { toLatinDigits } from '@qc/domain/text/arabic-digits';
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';

/** Section 5: input up to 25 characters; national number 2 to 17 digits; extension up to 250. */
export const PHONE_LIMITS = {
  maxInput: 25,
  minNational: 2,
  maxNational: 17,
  maxExtension: 250,
} as const;

/** Section 9: type-to-find in the country list resets after 700 ms. */
export const TYPE_TO_FIND_MS = 700;
/** Section 9: the country list opens upward when less than 200 px are left below. */
export const OPEN_UPWARD_BELOW_PX = 200;

/**
 * How typed text is read: `auto` (international when it starts with +, else national in the
 * chosen country), `national` (always in the chosen country), `international` (always with a
 * country calling code; the chosen country's is assumed when none is typed).
 */
export type PhoneMode = 'auto' | 'national' | 'international';

/** The phone input's output (section 3). */
export interface PhoneValue {
  /** What the user typed. */
  text: string;
  /** The detected country (or the chosen one while nothing says otherwise). */
  country: CountryCode | null;
  nationalNumber: string;
  extension: string;
  /** Matches the country's patterns for real numbers. */
  valid: boolean;
  /** Has a possible length for the country. */
  possible: boolean;
  /** E.164 (+905321234567), empty while it cannot be built. */
  formatted: string;
}

export const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === 'string' && (getCountries() as string[]).includes(value);

/** Keeps what a phone number can contain (digits in any script become Latin); 25 at most. */
export function cleanPhoneText(text: string, allowed?: RegExp): string {
  const latin = toLatinDigits(text);
  const kept = [...latin].filter((c) =>
    allowed ? allowed.test(c) : /[0-9+()\-.\s#*xXextEXT;,]/.test(c),
  );
  return kept.join('').slice(0, PHONE_LIMITS.maxInput);
}

/** Reads typed text in a mode and a chosen country. */
export function parsePhone(text: string, mode: PhoneMode, country: CountryCode): PhoneValue {
  const clean = cleanPhoneText(text).trim();
  const empty: PhoneValue = {
    text,
    country,
    nationalNumber: '',
    extension: '',
    valid: false,
    possible: false,
    formatted: '',
  };
  if (!clean) return empty;
  let parsed;
  if (mode === 'national') {
    parsed = parsePhoneNumberFromString(clean.replace(/^\+/, ''), country);
  } else if (mode === 'international') {
    const withCode = clean.startsWith('+') ? clean : `+${getCountryCallingCode(country)}${clean}`;
    parsed = parsePhoneNumberFromString(withCode);
  } else {
    parsed = clean.startsWith('+')
      ? parsePhoneNumberFromString(clean)
      : parsePhoneNumberFromString(clean, country);
  }
  if (!parsed) return empty;
  const national = parsed.nationalNumber;
  const lengthOk =
    national.length >= PHONE_LIMITS.minNational && national.length <= PHONE_LIMITS.maxNational;
  const extension = (parsed.ext ?? '').slice(0, PHONE_LIMITS.maxExtension);
  return {
    text,
    country: parsed.country ?? country,
    nationalNumber: national,
    extension,
    valid: lengthOk && parsed.isValid(),
    possible: lengthOk && parsed.isPossible(),
    formatted: parsed.number,
  };
}

/**
 * Choosing another country while the text carries a calling code swaps that code
 * ("+963 12" → "+33 12"); text without one is left as it is.
 */
export function switchCallingCode(text: string, from: CountryCode, to: CountryCode): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('+')) return text;
  const digits = trimmed.replace(/^\+\s*/, '');
  const current =
    parsePhoneNumberFromString(cleanPhoneText(trimmed))?.countryCallingCode ??
    getCountryCallingCode(from);
  if (!digits.replace(/\D/g, '').startsWith(current)) return text;
  let seen = 0;
  let cut = 0;
  while (seen < current.length && cut < digits.length) {
    if (/\d/.test(digits[cut]!)) seen++;
    cut++;
  }
  return `+${getCountryCallingCode(to)}${digits.slice(cut)}`;
}

/** The display form of a valid number in a mode (used when the field loses focus). */
export function displayPhone(value: PhoneValue, mode: PhoneMode, chosen: CountryCode): string {
  if (!value.valid) return value.text;
  const parsed = parsePhoneNumberFromString(value.formatted);
  if (!parsed) return value.text;
  const national =
    mode === 'national' ||
    (mode === 'auto' && !value.text.trim().startsWith('+') && parsed.country === chosen);
  return national ? parsed.formatNational() : parsed.formatInternational();
}

export interface CountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** Every country with its name in the UI language and its calling code, sorted by name. */
export function countryOptions(locale: string, only?: readonly CountryCode[]): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const codes = (only && only.length > 0 ? only : getCountries()).filter(isCountryCode);
  return codes
    .map((code) => ({
      code,
      name: names?.of(code) ?? code,
      callingCode: getCountryCallingCode(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * Type-to-find: letters typed within 700 ms of each other add up to one search; a pause
 * starts a new one. Returns the search so far.
 */
export function createTypeahead(timeoutMs = TYPE_TO_FIND_MS, now: () => number = Date.now) {
  let buffer = '';
  let last = -Infinity;
  return (char: string): string => {
    const t = now();
    buffer = t - last > timeoutMs ? char : buffer + char;
    last = t;
    return buffer;
  };
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .toLowerCase();

/** The first country whose name (or code) starts with the search, from `from` on, wrapping. */
export function findCountryIndex(
  options: readonly CountryOption[],
  search: string,
  from = 0,
): number {
  const q = fold(search);
  if (!q) return -1;
  for (let k = 0; k < options.length; k++) {
    const i = (from + k) % options.length;
    const o = options[i]!;
    if (fold(o.name).startsWith(q) || o.code.toLowerCase().startsWith(q)) return i;
  }
  return -1;
}

/** Section 9: open the list upward when less than 200 px remain below the field. */
export const opensUpward = (spaceBelow: number): boolean => spaceBelow < OPEN_UPWARD_BELOW_PX;

/**
 * The visitor-country service's answer: "1" first on success, then the two-letter country
 * code ("1;TR;TUR;Turkey"). Anything else is no answer.
 */
export function parseLookupAnswer(answer: string): CountryCode | null {
  if (!answer.startsWith('1')) return null;
  const m = /^1[^A-Za-z]*([A-Za-z]{2})/.exec(answer);
  const code = m?.[1]?.toUpperCase();
  return isCountryCode(code) ? code : null;
}

/**
 * Asks the optional visitor-country service, with a short time-out. Any failure logs
 * "unable to fetch the country" (never shown to the user) and answers null, so the caller
 * keeps the default country.
 */
export async function lookupVisitorCountry(
  url: string,
  options: { timeoutMs?: number; fetch?: typeof globalThis.fetch } = {},
): Promise<CountryCode | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 1500);
  try {
    const res = await (options.fetch ?? globalThis.fetch)(url, { signal: controller.signal });
    if (!res.ok) throw new Error(String(res.status));
    const country = parseLookupAnswer(await res.text());
    if (!country) throw new Error('no country');
    return country;
  } catch {
    console.warn('unable to fetch the country');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
