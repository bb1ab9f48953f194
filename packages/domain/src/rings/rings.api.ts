import { z } from 'zod';
import { listPageQuery } from '../platform/list-page.ts';
import type { QuranRange } from '../quran/index.ts';
import {
  ATTENDANCE_STATUSES,
  READING_GRADES,
  READING_KINDS,
  type AttendanceStatus,
  type ReadingGrade,
  type ReadingKind,
} from './reading.ts';

/**
 * The HTTP contract of the rings module: every endpoint's input schema and output shape. Server
 * routes parse with these schemas and declare these outputs; screens type their calls with them,
 * so a change on one side that the other does not follow fails the type check.
 */

// ---------- Ring day: GET/PUT /api/rings/:id/day/:date ----------

export const ringDayParams = z.object({ id: z.uuid(), date: z.iso.date() });

export const readingPosition = z.object({ surah: z.number().int(), ayah: z.number().int() });

export const ringDaySaveInput = z.object({
  rows: z
    .array(
      z.object({
        studentId: z.uuid(),
        attendance: z
          .object({
            status: z.enum(ATTENDANCE_STATUSES),
            reason: z.string().trim().max(500).nullish(),
          })
          .nullish(),
        readings: z
          .array(
            z.object({
              clientId: z.uuid(),
              kind: z.enum(READING_KINDS),
              from: readingPosition,
              to: readingPosition,
              mistakesMemorisation: z.number().int().min(0).max(99).default(0),
              mistakesTajweed: z.number().int().min(0).max(99).default(0),
              grade: z.enum(READING_GRADES).nullish(),
              notes: z.string().trim().max(1000).nullish(),
              /**
               * The version of the saved reading this edit was made on (absent for a reading
               * new on the client): the reading changed meanwhile answers 409 with both
               * versions (docs/offline.md, "Conflicts").
               */
              version: z.number().int().min(1).optional(),
            }),
          )
          .max(20)
          .default([]),
        removeReadings: z.array(z.uuid()).max(50).default([]),
      }),
    )
    .min(1)
    .max(300),
});
export type RingDaySaveInput = z.infer<typeof ringDaySaveInput>;

/** A day may be recorded up to "tomorrow" in UTC, so every time zone can record its today. */
export function isFutureRingDay(date: string, now = Date.now()): boolean {
  const tomorrow = new Date(now + 86_400_000).toISOString().slice(0, 10);
  return date > tomorrow;
}

export interface RingDayReading {
  id: string;
  clientId: string | null;
  kind: ReadingKind;
  from: { surah: number; ayah: number };
  to: { surah: number; ayah: number };
  ayahCount: number;
  pageCount: number;
  mistakesMemorisation: number;
  mistakesTajweed: number;
  grade: ReadingGrade | null;
  notes: string | null;
  /** Sent back with an edit of this reading, so one changed meanwhile is a conflict. */
  version: number;
}

export interface RingDayStudent {
  id: string;
  fullName: string;
  status: string;
  inRing: boolean;
  attendance: { status: AttendanceStatus; reason: string | null } | null;
  readings: RingDayReading[];
  lastHifz: { range: QuranRange; readOn: string; grade: string | null } | null;
  nextPortion: { range: QuranRange; ayahCount: number; pageCount: number } | null;
  revisionPlan: Array<{ range: QuranRange; pages: number[]; due: boolean }>;
}

/** The ring day as GET /api/rings/:id/day/:date returns it. */
export interface RingDayView {
  ring: { id: string; name: string; centreId: string; teacherId: string | null };
  date: string;
  holiday: { id: string; name: string; kind: string } | null;
  /** Weekdays (0 Sunday … 6 Saturday) of the ring's timetable; empty when it has none. */
  meetsOn?: number[];
  students: RingDayStudent[];
}

/** PUT /api/rings/:id/day/:date: how much was written, and the readings saved (with their measure). */
export interface RingDaySaved {
  saved: { attendance: number; readings: number; removed: number };
  readings: Array<{
    id: string;
    studentId: string;
    clientId: string | null;
    ayahCount: number;
    pageCount: number;
  }>;
}

/** GET /api/ring-day/rings: the rings whose day the caller may open (a teacher: their own). */
export interface RingChoice {
  id: string;
  name: string;
  centreId: string;
  centreName: string;
}

// ---------- Transfers: GET/POST /api/ring-transfers, POST /api/students/:id/transfer ----------

export const ringTransferInput = z.object({
  toRingId: z.uuid(),
  reason: z.string().trim().min(3).max(1000),
  date: z.iso.date(),
});
export type RingTransferInput = z.infer<typeof ringTransferInput>;

export const ringTransferListQuery = z.object({
  studentId: z.uuid().optional(),
  centreId: z.uuid().optional(),
  ...listPageQuery,
});

export interface RingTransfer {
  id: string;
  studentId: string;
  studentName: string;
  fromRingId: string | null;
  fromRingName: string | null;
  toRingId: string | null;
  toRingName: string | null;
  reason: string;
  transferredOn: string;
}

/** POST /api/students/:id/transfer: the transfer written. */
export interface RingTransferMade {
  id: string;
  studentId: string;
  fromRingId: string | null;
  toRingId: string | null;
  fromCentreId: string | null;
  toCentreId: string;
  reason: string;
  transferredOn: string;
  createdAt: string;
}

// ---------- Stars' ranking: GET /api/ring-stars/ranking ----------
// The awards themselves are the `ring-stars` definition (generic API at /api/ring-stars).

export const starRankingQuery = z.object({
  ringId: z.uuid().optional(),
  centreId: z.uuid().optional(),
  studentId: z.uuid().optional(),
});

/** The five rings with the most stars among every award the query's filters match. */
export interface StarRanking {
  ringId: string;
  ringName: string;
  stars: number;
}

// Weekly times are the `ring-times` definition (generic API at /api/ring-times; its list also
// takes `teacherId` and `projectCode`, see the rings module's hooks).

// ---------- Ring figures: GET /api/rings-info, /api/rings-info/:id ----------

export const ringsInfoQuery = z.object({
  project: z.string().trim().max(30).optional(),
  centreId: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
});

export interface RingFigures {
  id: string;
  name: string;
  centreId: string;
  centreName: string;
  projectCode: string | null;
  projectName: string | null;
  teacherId: string | null;
  teacherName: string | null;
  capacity: number | null;
  level: string | null;
  gender: string;
  students: number;
  attendanceRate: number | null;
  pages30: number;
  readings30: number;
  lastDay: string | null;
  slots: Array<{ weekday: number; startsAt: string; endsAt: string }>;
  stars: number;
  followups: number;
}

export interface RingInfo extends RingFigures {
  members: Array<{
    id: string;
    fullName: string;
    status: string;
    memorisedPages: number;
    attendanceRate: number | null;
    pages30: number;
    lastReadOn: string | null;
  }>;
}

// ---------- Readings search: GET /api/readings ----------

export const readingSearchQuery = z.object({
  studentId: z.uuid().optional(),
  ringId: z.uuid().optional(),
  centreId: z.uuid().optional(),
  kind: z.enum(READING_KINDS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  surah: z.coerce.number().int().min(1).max(114).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ReadingSearchQuery = z.infer<typeof readingSearchQuery>;

export interface ReadingHit {
  id: string;
  readOn: string;
  kind: string;
  studentId: string;
  studentName: string;
  ringId: string;
  ringName: string;
  fromSurah: number;
  fromAyah: number;
  toSurah: number;
  toAyah: number;
  ayahCount: number;
  pageCount: number;
  mistakesMemorisation: number;
  mistakesTajweed: number;
  grade: string | null;
}

/** A page of readings; `totalCapped` when the count stopped at its cap. */
export interface ReadingSearchPage {
  items: ReadingHit[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}
