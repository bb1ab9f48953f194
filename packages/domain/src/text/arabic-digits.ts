/** Digit systems used in the interface: Western "123" or Arabic-Indic "١٢٣". */
export type DigitSystem = 'latn' | 'arab';

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Replaces Latin digits with Arabic-Indic ones (٠١٢٣٤٥٦٧٨٩); other characters are kept. */
export function toArabicDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) =>
    String.fromCharCode(ARABIC_INDIC_ZERO + d.charCodeAt(0) - 48),
  );
}

/**
 * Replaces Arabic-Indic (٠-٩) and Persian/Urdu (۰-۹) digits with Latin ones; other characters
 * are kept.
 */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/**
 * A whole number typed in any digits ("١٢", "۱۲", "12", " 12 "), or null for anything else:
 * the counts of forms (instalments, points) read as the amounts are.
 */
export function parseWholeNumber(text: string): number | null {
  const t = toLatinDigits(text.trim());
  return /^-?\d+$/.test(t) && Number.isSafeInteger(Number(t)) ? Number(t) : null;
}

/** Writes the digits of a string in the chosen system. */
export function toDigits(value: string | number, digits: DigitSystem): string {
  const text = String(value);
  return digits === 'arab' ? toArabicDigits(toLatinDigits(text)) : toLatinDigits(text);
}

/**
 * The digits a language is written in when nobody chose: Arabic-Indic in Arabic, Latin in the
 * others. A signed-in user's choice wins over it; visitors and documents read the
 * organisation's setting, which only changes Arabic text (see `surfaceDigits`).
 */
export function defaultDigits(locale: string): DigitSystem {
  return locale === 'ar' || locale.startsWith('ar-') ? 'arab' : 'latn';
}

/**
 * The digits of text no signed-in user reads (the public site, e-mails, PDFs): the
 * organisation's setting for Arabic, Latin for English and French (whose readers do not write
 * Arabic-Indic digits), the language's default when the organisation has not said.
 */
export function surfaceDigits(locale: string, organisation?: DigitSystem | string | null) {
  if (defaultDigits(locale) === 'latn') return 'latn';
  return organisation === 'latn' || organisation === 'arab' ? organisation : 'arab';
}

/** How numbers are written: the language (LocaleCode or BCP 47 tag) and the digits. */
export interface NumberStyle {
  /** 'ar' | 'en' | 'fr' or any BCP 47 tag; 'ar' by default. */
  locale?: string;
  /** Digit system; the language's default (`defaultDigits`) when not given. */
  digits?: DigitSystem;
}

/** The Intl options a caller may give a plain number: never a currency or a percent style. */
export type PlainNumberOptions = Omit<
  Intl.NumberFormatOptions,
  'style' | 'currency' | 'currencyDisplay' | 'currencySign' | 'unit' | 'unitDisplay'
>;

export interface FormatNumberOptions extends NumberStyle {
  /** Fraction digits, grouping, compact notation… (money and percentages have their own). */
  format?: PlainNumberOptions;
}

const INTL_TAGS: Record<string, string> = { ar: 'ar', en: 'en-GB', fr: 'fr-FR' };

/** The Intl tag of a language with its digits: 'ar-u-nu-arab', 'en-GB-u-nu-latn'. */
export function numberTag(style: NumberStyle = {}): string {
  const locale = style.locale ?? 'ar';
  const digits = style.digits ?? defaultDigits(locale);
  return `${INTL_TAGS[locale] ?? locale}-u-nu-${digits}`;
}

/** Unicode isolates: the text keeps its own direction inside a line of the other one. */
const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';

/** Wraps a number-with-a-sign in the isolate of its language's direction. */
export function isolate(text: string, locale: string): string {
  return `${defaultDigits(locale) === 'arab' ? RLI : LRI}${text}${PDI}`;
}

/** Formats a number in the language's grouping and decimal signs, with the chosen digits. */
export function formatNumber(n: number | bigint | string, options: FormatNumberOptions = {}) {
  return new Intl.NumberFormat(numberTag(options), options.format).format(
    n as Parameters<Intl.NumberFormat['format']>[0],
  );
}

export interface FormatPercentOptions extends NumberStyle {
  /** Decimals kept; 0 by default ("67٪"). */
  maximumFractionDigits?: number;
  /** Wrap in Unicode isolates (default) for mixed-direction text; off for a bare cell. */
  isolate?: boolean;
}

/** The one percent sign of each language: ٪ in Arabic (whatever the digits), % elsewhere. */
const PERCENT_SIGN: Record<string, string> = { ar: '\u066A', fr: '\u202F%' };

/**
 * A ratio (0.5) as a percentage ("٥٠٪", "50٪", "50%", "50 %"): always the same sign in a
 * language, isolated so the sign stays on its side of the number in a line of the other
 * direction.
 */
export function formatPercent(ratio: number, options: FormatPercentOptions = {}): string {
  const locale = options.locale ?? 'ar';
  const lang = locale.slice(0, 2);
  const n = formatNumber(Math.round(ratio * 100 * 10 ** 6) / 10 ** 6, {
    ...options,
    format: { maximumFractionDigits: options.maximumFractionDigits ?? 0 },
  });
  const text = `${n}${PERCENT_SIGN[lang] ?? '%'}`;
  return options.isolate === false ? text : isolate(text, locale);
}
