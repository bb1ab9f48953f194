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

/** Writes the digits of a string in the chosen system. */
export function toDigits(value: string | number, digits: DigitSystem): string {
  const text = String(value);
  return digits === 'arab' ? toArabicDigits(toLatinDigits(text)) : toLatinDigits(text);
}

export interface FormatNumberOptions {
  /** Digit system; Latin by default. */
  digits?: DigitSystem;
  /** BCP 47 locale for grouping and decimal marks; 'ar' by default. */
  locale?: string;
  /** Any other Intl.NumberFormat option (fraction digits, grouping, style…). */
  format?: Intl.NumberFormatOptions;
}

/** Formats a number for display with an explicit digit system (Intl `-u-nu-` extension). */
export function formatNumber(n: number, options: FormatNumberOptions = {}): string {
  const { digits = 'latn', locale = 'ar', format } = options;
  return new Intl.NumberFormat(`${locale}-u-nu-${digits}`, format).format(n);
}
