import { formatDate, type CalendarChoice } from '@qc/domain/dates/date-format';
import {
  formatNumber,
  toDigits,
  type DigitSystem,
  type PlainNumberOptions,
} from '@qc/domain/text/arabic-digits';
import { createFormat } from '@qc/domain/text/format';
import { getLocale, type LocaleCode } from '@qc/domain/locales';

export interface FormatSettings {
  locale: LocaleCode;
  calendar: CalendarChoice;
  digits: DigitSystem;
  /** Time zone for timestamps (default: the browser's). */
  timeZone?: string;
}

export interface Formatters {
  /** A calendar day ('YYYY-MM-DD' or an ISO timestamp) in Hijri, Gregorian or both. */
  date(iso: string | Date | null | undefined, style?: 'full' | 'long' | 'medium' | 'short'): string;
  /** A moment: its day in the chosen calendar(s) and the local time. */
  dateTime(iso: string | Date | null | undefined): string;
  /** A number with the chosen digits and the language's grouping (never money nor a percent). */
  number(n: number | null | undefined, format?: PlainNumberOptions): string;
  /**
   * Money from minor units, the one way every surface writes it ("١٬٢٥٠٫٥٠ دولار",
   * "1,250.50 USD"), isolated for mixed-direction lines: the domain's `formatMoney`.
   */
  money(minor: number, currency: string): string;
  /**
   * An amount finer than the currency's minor unit (a message's cost in millionths: scale 6),
   * with the decimals it needs up to `maxDecimals`: the domain's `formatFineMoney`.
   */
  fineMoney(
    amount: number,
    currency: string,
    scale: number,
    options?: { maxDecimals?: number; currency?: 'symbol' | 'none' },
  ): string;
  /** A ratio (0.5) as a percentage with the language's one sign ("٥٠٪", "50%", "50 %"). */
  percent(ratio: number, maximumFractionDigits?: number): string;
  /** Any text with its digits written in the chosen system. */
  digits(s: string | number | null | undefined): string;
  /** A month ('YYYY-MM', a period of evaluations or payroll) by its name: "October 2026". */
  month(period: string | null | undefined): string;
  /**
   * The Hijri days a Gregorian month ('YYYY-MM') covers ("٢١ جمادى الأولى – ٢٠ جمادى الآخرة
   * ١٤٤٨ هـ"), for a user who reads Hijri dates; empty for one who chose Gregorian only.
   */
  hijriSpan(period: string | null | undefined): string;
  /** "3 minutes ago" in the language and digits chosen. */
  relative(iso: string | Date): string;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Formatting that honours the user's calendar (Hijri, Gregorian, both) and digits (Latin or
 * Arabic-Indic) on top of the domain's formatters (`@qc/domain` dates and digits).
 */
export function createFormatters(s: FormatSettings): Formatters {
  const intl = getLocale(s.locale).intl;
  const core = createFormat({ locale: s.locale, digits: s.digits });
  const timeZone = s.timeZone ?? browserZone();
  const isCalendarDay = (v: string | Date) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
  const safe = (fn: () => string) => {
    try {
      return fn();
    } catch {
      return '';
    }
  };
  return {
    date: (iso, style = 'long') =>
      iso == null || iso === ''
        ? ''
        : safe(() =>
            formatDate(iso, {
              locale: s.locale,
              calendar: s.calendar,
              digits: s.digits,
              style,
              // A calendar day is the same everywhere; a timestamp is shown in local time.
              timeZone: isCalendarDay(iso) ? 'UTC' : timeZone,
            }),
          ),
    dateTime: (iso) => {
      if (iso == null || iso === '') return '';
      return safe(() => {
        const day = formatDate(iso, {
          locale: s.locale,
          calendar: s.calendar,
          digits: s.digits,
          style: 'medium',
          timeZone,
        });
        const time = new Intl.DateTimeFormat(`${intl}-u-nu-${s.digits}`, {
          timeStyle: 'short',
          timeZone,
        }).format(new Date(iso));
        return `${day} ${time}`;
      });
    },
    number: (n, format) =>
      n == null || Number.isNaN(n)
        ? ''
        : formatNumber(n, { digits: s.digits, locale: s.locale, ...(format ? { format } : {}) }),
    money: (minor, currency) => core.money(minor, currency),
    fineMoney: (amount, currency, scale, options) =>
      core.fineMoney(amount, currency, scale, options),
    percent: (ratio, maximumFractionDigits) => core.percent(ratio, maximumFractionDigits),
    digits: (v) => (v == null ? '' : toDigits(v, s.digits)),
    month: (period) => {
      if (!period || !/^\d{4}-\d{2}$/.test(period)) return period ?? '';
      return safe(() =>
        new Intl.DateTimeFormat(`${intl}-u-ca-gregory-nu-${s.digits}`, {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${period}-01T00:00:00Z`)),
      );
    },
    hijriSpan: (period) => {
      if (s.calendar === 'gregorian' || !period || !/^\d{4}-\d{2}$/.test(period)) return '';
      const [y, m] = period.split('-').map(Number) as [number, number];
      return safe(() =>
        new Intl.DateTimeFormat(`${intl}-u-ca-islamic-umalqura-nu-${s.digits}`, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).formatRange(new Date(Date.UTC(y, m - 1, 1)), new Date(Date.UTC(y, m, 0))),
      );
    },
    relative: (iso) =>
      safe(() => {
        const seconds = Math.round((new Date(iso).getTime() - Date.now()) / 1000);
        const rtf = new Intl.RelativeTimeFormat(`${intl}-u-nu-${s.digits}`, { numeric: 'auto' });
        const abs = Math.abs(seconds);
        if (abs < 60) return rtf.format(seconds, 'second');
        if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
        if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
        if (abs < 30 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
        return formatDate(iso, {
          locale: s.locale,
          calendar: s.calendar,
          digits: s.digits,
          style: 'medium',
          timeZone,
        });
      }),
  };
}
