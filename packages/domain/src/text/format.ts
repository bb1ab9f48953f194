/**
 * Numbers, money, percentages and dates for people: the one formatting API of every surface
 * (the web app, the server-rendered public site, e-mails, PDFs, messages). It binds the
 * language, the digits and the calendar once; each function underneath (`formatNumber`,
 * `formatMoney`, `formatPercent`, `formatDate`) takes the same `NumberStyle` when called alone.
 *
 * Which digits: a signed-in user's choice; for visitors and documents `surfaceDigits` (the
 * organisation's setting in Arabic, Latin in English and French).
 */
import { formatDate, type CalendarChoice } from '../dates/date-format.ts';
import type { DateInput } from '../dates/hijri-date.ts';
import { formatFineMoney, formatMoney, type FormatMoneyOptions } from '../finance/money.ts';
import {
  defaultDigits,
  formatNumber,
  formatPercent,
  toDigits,
  type DigitSystem,
  type PlainNumberOptions,
} from './arabic-digits.ts';

export interface FormatStyle {
  /** 'ar' | 'en' | 'fr'. */
  locale: string;
  /** The language's default when not given. */
  digits?: DigitSystem;
  /** Dates: Hijri, Gregorian or both; Gregorian by default. */
  calendar?: CalendarChoice;
  /** Dates of a moment (not a calendar day): the zone they are shown in; UTC by default. */
  timeZone?: string;
}

export interface Format {
  readonly locale: string;
  readonly digits: DigitSystem;
  /** A plain number: "١٬٢٥٠", "1,250", "1 250". */
  number(n: number, options?: PlainNumberOptions): string;
  /** Minor units of a currency: "١٬٢٥٠٫٥٠ ل.ت"… see `formatMoney`. */
  money(
    minor: number,
    currency: string,
    options?: Pick<FormatMoneyOptions, 'currency' | 'isolate'>,
  ): string;
  /**
   * An amount finer than the currency's minor unit, in units of 10^-scale of it (a message's
   * cost in millionths: scale 6), with up to `maxDecimals` decimals: "٠٫٠٠٧٥ دولار".
   */
  fineMoney(
    amount: number,
    currency: string,
    scale: number,
    options?: Pick<FormatMoneyOptions, 'currency' | 'isolate'> & { maxDecimals?: number },
  ): string;
  /** A ratio (0.5) as a percentage with the language's one percent sign. */
  percent(ratio: number, maximumFractionDigits?: number): string;
  /** A calendar day or a moment in the calendar(s) chosen. */
  date(input: DateInput, style?: 'full' | 'long' | 'medium' | 'short'): string;
  /** Any text (a serial, a month "2026-10") with its digits in the chosen system. */
  digitsOf(text: string | number): string;
}

/** The formatting functions of one reader: language, digits and calendar bound once. */
export function createFormat(style: FormatStyle): Format {
  const locale = style.locale;
  const digits = style.digits ?? defaultDigits(locale);
  const base = { locale, digits };
  return {
    locale,
    digits,
    number: (n, options) => formatNumber(n, { ...base, ...(options ? { format: options } : {}) }),
    money: (minor, currency, options) =>
      formatMoney({ amount: minor, currency }, { ...base, ...options }),
    fineMoney: (amount, currency, scale, options) =>
      formatFineMoney({ amount, currency, scale }, { ...base, ...options }),
    percent: (ratio, maximumFractionDigits) =>
      formatPercent(ratio, {
        ...base,
        ...(maximumFractionDigits === undefined ? {} : { maximumFractionDigits }),
      }),
    date: (input, dateStyle = 'long') =>
      formatDate(input, {
        ...base,
        calendar: style.calendar ?? 'gregorian',
        style: dateStyle,
        ...(style.timeZone ? { timeZone: style.timeZone } : {}),
      }),
    digitsOf: (text) => toDigits(text, digits),
  };
}
