/**
 * Hijri (Umm al-Qura) ↔ Gregorian conversion on top of Intl, which ships the Umm al-Qura
 * tables (ICU covers 1300–1600 AH). Dates are calendar days: they are read and written in UTC
 * so a day never shifts with the server's or browser's time zone.
 */

export type DateInput = string | Date;

export interface HijriParts {
  year: number;
  /** 1 (Muharram) .. 12 (Dhu al-Hijjah). */
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date: 'YYYY-MM-DD' (a calendar day, taken at 00:00 UTC), any other ISO string Date
 * can parse, or a Date. Throws a RangeError ('validation.invalidDate') for an invalid date.
 */
export function toDate(input: DateInput): Date {
  let date: Date;
  if (input instanceof Date) date = new Date(input.getTime());
  else {
    const text = input.trim();
    const m = ISO_DATE_RE.exec(text);
    date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : new Date(text);
    // Date.UTC rolls 2024-02-30 over to March: such a day does not exist.
    if (m && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) !== text) {
      date = new Date(Number.NaN);
    }
  }
  if (Number.isNaN(date.getTime())) throw new RangeError('validation.invalidDate');
  return date;
}

/** 'YYYY-MM-DD' of the UTC day of a date. */
export function toIsoDate(input: DateInput): string {
  return toDate(input).toISOString().slice(0, 10);
}

const hijriPartsFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Umm al-Qura year, month and day of the (UTC) day of a date. */
export function toHijriParts(input: DateInput): HijriParts {
  const parts = hijriPartsFormat.formatToParts(toDate(input));
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  const out = { year: get('year'), month: get('month'), day: get('day') };
  if (!Number.isInteger(out.year) || !Number.isInteger(out.month) || !Number.isInteger(out.day)) {
    throw new RangeError('validation.invalidDate');
  }
  return out;
}

function key(p: HijriParts): number {
  return (p.year * 13 + p.month) * 32 + p.day;
}

/** Days since 1970-01-01 of the first day of a Hijri date by the arithmetic (tabular) calendar. */
function estimateDay(year: number, month: number, day: number): number {
  // 1 Muharram 1 AH ≈ 622-07-16 (day -492148); a Hijri year is ≈ 354.367 days.
  const months = (year - 1) * 12 + (month - 1);
  return Math.floor(-492_148 + months * 29.530_59 + (day - 1));
}

/**
 * Gregorian 'YYYY-MM-DD' of an Umm al-Qura date, found by bisection over Intl around an
 * arithmetic estimate. Throws a RangeError ('validation.invalidDate') when the date does not
 * exist (e.g. the 30th of a 29-day month).
 */
export function hijriToGregorian(year: number, month: number, day: number): string {
  const ints = [year, month, day].every((n) => Number.isInteger(n));
  if (!ints || year < 1 || month < 1 || month > 12 || day < 1 || day > 30) {
    throw new RangeError('validation.invalidDate');
  }
  const target = key({ year, month, day });
  const guess = estimateDay(year, month, day);
  let lo = guess - 60;
  let hi = guess + 60;
  // Smallest day whose Hijri key is >= target.
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (key(toHijriParts(new Date(mid * DAY_MS))) < target) lo = mid + 1;
    else hi = mid;
  }
  const found = new Date(lo * DAY_MS);
  if (key(toHijriParts(found)) !== target) throw new RangeError('validation.invalidDate');
  return toIsoDate(found);
}

/** True when the Umm al-Qura date exists. */
export function isValidHijriDate(year: number, month: number, day: number): boolean {
  try {
    hijriToGregorian(year, month, day);
    return true;
  } catch {
    return false;
  }
}

/** Number of days (29 or 30) of an Umm al-Qura month. */
export function hijriMonthLength(year: number, month: number): number {
  return isValidHijriDate(year, month, 30) ? 30 : 29;
}
