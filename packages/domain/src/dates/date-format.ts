import { getLocale, isLocaleCode } from '../locales.ts';
import { defaultDigits, type DigitSystem } from '../text/arabic-digits.ts';
import { toDate, type DateInput } from './hijri-date.ts';

export type CalendarChoice = 'hijri' | 'gregorian' | 'both';

export interface FormatDateOptions {
  /** 'ar' | 'en' | 'fr' (mapped through LOCALES) or any BCP 47 tag. Default 'ar'. */
  locale?: string;
  /** Default 'gregorian'. 'both' gives "Hijri (Gregorian)". */
  calendar?: CalendarChoice;
  /** The language's default (`defaultDigits`: Arabic-Indic in Arabic) when not given. */
  digits?: DigitSystem;
  /** Intl date style; default 'long' ("1 Ramadan 1445 AH"). */
  style?: 'full' | 'long' | 'medium' | 'short';
  /** Time zone for Date values and timestamps; default 'UTC' (calendar days). */
  timeZone?: string;
}

function intlTag(locale: string): string {
  return isLocaleCode(locale) ? getLocale(locale).intl : locale;
}

function format(date: Date, calendar: 'islamic-umalqura' | 'gregory', o: FormatDateOptions) {
  const locale = o.locale ?? 'ar';
  const tag = `${intlTag(locale)}-u-ca-${calendar}-nu-${o.digits ?? defaultDigits(locale)}`;
  return new Intl.DateTimeFormat(tag, {
    dateStyle: o.style ?? 'long',
    timeZone: o.timeZone ?? 'UTC',
  }).format(date);
}

/**
 * Formats a date in the Umm al-Qura Hijri calendar, the Gregorian calendar or both, always
 * naming the calendar and numbering system explicitly (a bare 'ar-SA' is not reliable).
 * formatDate('2024-03-11', { locale: 'ar', calendar: 'hijri', digits: 'arab' }) →
 * "١ رمضان ١٤٤٥ هـ".
 */
export function formatDate(input: DateInput, options: FormatDateOptions = {}): string {
  const date = toDate(input);
  const calendar = options.calendar ?? 'gregorian';
  if (calendar === 'hijri') return format(date, 'islamic-umalqura', options);
  if (calendar === 'gregorian') return format(date, 'gregory', options);
  return `${format(date, 'islamic-umalqura', options)} (${format(date, 'gregory', options)})`;
}
