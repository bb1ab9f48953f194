import { getLocale } from '../locales.ts';
import { attendanceRate } from '../rings/progress.ts';
import type { AttendanceStatus } from '../rings/reading.ts';
import type { ImpactStudent } from './donor-portal.schemas.ts';

/** The first and the last day (inclusive) of a month `yyyy-mm`, and the next month's first day. */
export function impactMonth(month: string): { from: string; to: string; next: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1));
  const last = new Date(Date.UTC(y, m, 0));
  return {
    from: `${month}-01`,
    to: last.toISOString().slice(0, 10),
    next: next.toISOString().slice(0, 10),
  };
}

/**
 * A report's month in both calendars, Hijri first as `formatDate(…, { calendar: 'both' })`
 * writes a day: the Hijri months the Gregorian month spans, then the month itself.
 * formatImpactMonth('2026-10', 'en') → "Rabiʻ II 1448 AH – Jumada I 1448 AH (October 2026)".
 */
export function formatImpactMonth(month: string, locale: 'ar' | 'en' | 'fr'): string {
  const { from, to } = impactMonth(month);
  const digits = locale === 'ar' ? 'arab' : 'latn';
  const fmt = (calendar: 'islamic-umalqura' | 'gregory', day: string) =>
    new Intl.DateTimeFormat(`${getLocale(locale).intl}-u-ca-${calendar}-nu-${digits}`, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
  const first = fmt('islamic-umalqura', from);
  const last = fmt('islamic-umalqura', to);
  return `${first === last ? first : `${first} – ${last}`} (${fmt('gregory', from)})`;
}

const COMPOUND_FIRST = new Set(['عبد', 'abd', 'abdul', 'abdel']);

/**
 * The first name of a full name: its first word, or its first two when the first is "عبد"
 * (عبد الله, عبد الرحمن). Never the family name.
 */
export function firstNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length > 2 && COMPOUND_FIRST.has(words[0]!.toLowerCase()))
    return `${words[0]} ${words[1]}`;
  return words[0]!;
}

/** What the records say of one student over a period, before privacy filtering. */
export interface StudentRecords {
  fullName: string;
  identityNumber?: string | null;
  photoUrl?: string | null;
  photoConsent: boolean;
  /** Hifz readings of the period (a reading graded `repeat` does not count). */
  readings: ReadonlyArray<{ kind: string; grade: string | null; pageCount: number }>;
  attendance: readonly AttendanceStatus[];
  testsPassed: number;
  certificates: number;
}

/**
 * One student's impact as a sponsor may see it: the figures from the records, the first name
 * only, no identity number, a photo only with consent.
 */
export function impactOfStudent(r: StudentRecords): ImpactStudent {
  let pages = 0;
  for (const x of r.readings) if (x.kind === 'hifz' && x.grade !== 'repeat') pages += x.pageCount;
  return {
    firstName: firstNameOf(r.fullName),
    photoUrl: r.photoConsent && r.photoUrl ? r.photoUrl : null,
    pagesMemorised: Math.round(pages * 100) / 100,
    attendanceRate: attendanceRate(r.attendance),
    daysRecorded: r.attendance.filter((s) => s !== 'excused').length,
    testsPassed: r.testsPassed,
    certificates: r.certificates,
  };
}
