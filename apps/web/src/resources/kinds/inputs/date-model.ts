import {
  hijriMonthLength,
  hijriToGregorian,
  isValidHijriDate,
  toHijriParts,
} from '@qc/domain/dates/hijri-date';
import { toLatinDigits } from '@qc/domain/text/arabic-digits';

/** The calendar a date is typed and picked in. Values are always stored Gregorian. */
export type InputCalendar = 'hijri' | 'gregorian';

export interface YearMonth {
  year: number;
  /** 1..12 */
  month: number;
}

/** The Hijri years Intl's Umm al-Qura tables cover. */
export const HIJRI_YEARS = { min: 1300, max: 1600 } as const;

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** 'YYYY-MM-DD' of a Gregorian day, or null when it does not exist. */
export function gregorianIso(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The day a stored value names, in a calendar. */
export function partsOf(iso: string, calendar: InputCalendar) {
  if (calendar === 'hijri') return toHijriParts(iso);
  const [y, m, d] = iso.split('-').map(Number);
  return { year: y!, month: m!, day: d! };
}

/** The stored (Gregorian) day of a day of a calendar, or null when it does not exist. */
export function isoOf(calendar: InputCalendar, year: number, month: number, day: number) {
  if (calendar === 'gregorian') return gregorianIso(year, month, day);
  if (year < HIJRI_YEARS.min || year > HIJRI_YEARS.max) return null;
  return isValidHijriDate(year, month, day) ? hijriToGregorian(year, month, day) : null;
}

/** The typed form of a stored day in a calendar: 'YYYY-MM-DD' (Hijri numbers for Hijri). */
export function dateToText(iso: string, calendar: InputCalendar): string {
  try {
    const p = partsOf(iso, calendar);
    return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  } catch {
    return iso;
  }
}

/**
 * Reads a typed day in a calendar: year first ('1446-09-12', '2025/3/12') or day first
 * ('12/9/1446', '12-03-2025'), in Latin, Arabic-Indic or Persian digits. Returns the stored
 * (Gregorian) 'YYYY-MM-DD', '' for an empty text, or null when it is not a day.
 */
export function parseDateText(text: string, calendar: InputCalendar): string | null {
  const clean = toLatinDigits(text)
    .replace(/[هـم]+\s*$/u, '')
    .trim();
  if (clean === '') return '';
  const parts = clean.split(/\s*[-/.\\\u066b\u060c ]\s*/).filter(Boolean);
  if (parts.length !== 3 || parts.some((p) => !/^\d{1,4}$/.test(p))) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const yearFirst = parts[0]!.length >= 3;
  const [year, month, day] = yearFirst ? [a, b, c] : [c, b, a];
  if (!yearFirst && parts[2]!.length < 3) return null;
  return isoOf(calendar, year, month, day);
}

/** The month before or after. */
export function shiftMonth(ym: YearMonth, by: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Number of days of a month of a calendar. */
export function monthLength(calendar: InputCalendar, ym: YearMonth): number {
  if (calendar === 'hijri') return hijriMonthLength(ym.year, ym.month);
  return new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate();
}

export interface GridDay {
  /** Day of the month in the shown calendar. */
  day: number;
  /** The stored value of that day. */
  iso: string;
}

/**
 * A month as weeks for a picker: `null` cells before the first day so that each row starts on
 * `weekStart` (0 Sunday … 6 Saturday), then the days.
 */
export function monthGrid(
  calendar: InputCalendar,
  ym: YearMonth,
  weekStart: number,
): Array<GridDay | null> {
  const days = monthLength(calendar, ym);
  const first = isoOf(calendar, ym.year, ym.month, 1);
  if (!first) return [];
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const cells: Array<GridDay | null> = Array.from(
    { length: (weekday - weekStart + 7) % 7 },
    () => null,
  );
  const start = Date.parse(`${first}T00:00:00Z`);
  for (let d = 1; d <= days; d++) {
    cells.push({ day: d, iso: new Date(start + (d - 1) * 86_400_000).toISOString().slice(0, 10) });
  }
  return cells;
}

/** First day of the week in a language: Saturday in Arabic, Monday in French, Sunday in English. */
export function weekStartOf(locale: string): number {
  if (locale.startsWith('ar')) return 6;
  if (locale.startsWith('fr')) return 1;
  return 0;
}

/** A local 'YYYY-MM-DDTHH:MM' (datetime-local) of an instant. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The instant (ISO, UTC) of a local 'YYYY-MM-DDTHH:MM', '' for empty, null when invalid. */
export function fromLocalInput(text: string): string | null {
  if (!text) return '';
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
