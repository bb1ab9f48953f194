import { z } from 'zod';
import { listPageSchema } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import type { QuranRange } from '../quran/quran-position.ts';
import { ATTENDANCE_STATUSES, READING_GRADES, READING_KINDS } from './reading.ts';
import {
  readingPosition,
  readingSearchQuery,
  ringDayParams,
  ringDaySaveInput,
  ringsInfoQuery,
  ringTransferInput,
  ringTransferListQuery,
  starRankingQuery,
  type ReadingSearchPage,
  type RingChoice,
  type RingDaySaved,
  type RingDayView,
  type RingFigures,
  type RingInfo,
  type RingTransfer,
  type RingTransferMade,
  type StarRanking,
} from './rings.api.ts';

/**
 * The route contracts of the rings module's workflows (the API document reads them; the routes
 * parse with the same input schemas). Answers are typed with the output types the routes
 * return, so the compiler holds the document to them.
 */

const idParams = z.object({ id: z.uuid() });
const rangeSchema: z.ZodType<QuranRange> = z.object({ from: readingPosition, to: readingPosition });
const portion = z.object({
  range: rangeSchema,
  ayahCount: z.number().int(),
  pageCount: z.number(),
});

const ringDaySchema: z.ZodType<RingDayView> = z.object({
  ring: z.object({
    id: z.uuid(),
    name: z.string(),
    centreId: z.uuid(),
    teacherId: z.uuid().nullable(),
  }),
  date: z.string(),
  holiday: z.object({ id: z.uuid(), name: z.string(), kind: z.string() }).nullable(),
  meetsOn: z.array(z.number().int()).optional(),
  students: z.array(
    z.object({
      id: z.uuid(),
      fullName: z.string(),
      status: z.string(),
      inRing: z.boolean(),
      attendance: z
        .object({ status: z.enum(ATTENDANCE_STATUSES), reason: z.string().nullable() })
        .nullable(),
      readings: z.array(
        z.object({
          id: z.uuid(),
          clientId: z.uuid().nullable(),
          kind: z.enum(READING_KINDS),
          from: readingPosition,
          to: readingPosition,
          ayahCount: z.number().int(),
          pageCount: z.number(),
          mistakesMemorisation: z.number().int(),
          mistakesTajweed: z.number().int(),
          grade: z.enum(READING_GRADES).nullable(),
          notes: z.string().nullable(),
          version: z.number().int(),
        }),
      ),
      lastHifz: z
        .object({ range: rangeSchema, readOn: z.string(), grade: z.string().nullable() })
        .nullable(),
      nextPortion: portion.nullable(),
      revisionPlan: z.array(
        z.object({ range: rangeSchema, pages: z.array(z.number().int()), due: z.boolean() }),
      ),
    }),
  ),
});

const ringDaySavedSchema: z.ZodType<RingDaySaved> = z.object({
  saved: z.object({
    attendance: z.number().int(),
    readings: z.number().int(),
    removed: z.number().int(),
  }),
  readings: z.array(
    z.object({
      id: z.uuid(),
      studentId: z.uuid(),
      clientId: z.uuid().nullable(),
      ayahCount: z.number().int(),
      pageCount: z.number(),
    }),
  ),
});

const ringChoiceSchema: z.ZodType<RingChoice> = z.object({
  id: z.uuid(),
  name: z.string(),
  centreId: z.uuid(),
  centreName: z.string(),
});

const transferSchema: z.ZodType<RingTransfer> = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  studentName: z.string(),
  fromRingId: z.uuid().nullable(),
  fromRingName: z.string().nullable(),
  toRingId: z.uuid().nullable(),
  toRingName: z.string().nullable(),
  reason: z.string(),
  transferredOn: z.string(),
});

const transferMadeSchema: z.ZodType<RingTransferMade> = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  fromRingId: z.uuid().nullable(),
  toRingId: z.uuid().nullable(),
  fromCentreId: z.uuid().nullable(),
  toCentreId: z.uuid(),
  reason: z.string(),
  transferredOn: z.string(),
  createdAt: z.string(),
});

const rankingSchema: z.ZodType<StarRanking> = z.object({
  ringId: z.uuid(),
  ringName: z.string(),
  stars: z.number().int(),
});

const figuresShape = {
  id: z.uuid(),
  name: z.string(),
  centreId: z.uuid(),
  centreName: z.string(),
  projectCode: z.string().nullable(),
  projectName: z.string().nullable(),
  teacherId: z.uuid().nullable(),
  teacherName: z.string().nullable(),
  capacity: z.number().int().nullable(),
  level: z.string().nullable(),
  gender: z.string(),
  students: z.number().int(),
  attendanceRate: z.number().nullable(),
  pages30: z.number(),
  readings30: z.number().int(),
  lastDay: z.string().nullable(),
  slots: z.array(z.object({ weekday: z.number().int(), startsAt: z.string(), endsAt: z.string() })),
  stars: z.number().int(),
  followups: z.number().int(),
};
const figuresSchema: z.ZodType<RingFigures> = z.object(figuresShape);
const ringInfoSchema: z.ZodType<RingInfo> = z.object({
  ...figuresShape,
  members: z.array(
    z.object({
      id: z.uuid(),
      fullName: z.string(),
      status: z.string(),
      memorisedPages: z.number(),
      attendanceRate: z.number().nullable(),
      pages30: z.number(),
      lastReadOn: z.string().nullable(),
    }),
  ),
});

const readingPageSchema: z.ZodType<ReadingSearchPage> = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      readOn: z.string(),
      kind: z.string(),
      studentId: z.uuid(),
      studentName: z.string(),
      ringId: z.uuid(),
      ringName: z.string(),
      fromSurah: z.number().int(),
      fromAyah: z.number().int(),
      toSurah: z.number().int(),
      toAyah: z.number().int(),
      ayahCount: z.number().int(),
      pageCount: z.number(),
      mistakesMemorisation: z.number().int(),
      mistakesTajweed: z.number().int(),
      grade: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const RINGS_ROUTES = defineRouteContracts({
  'GET /api/rings/:id/day/:date': {
    summary: "A ring's day: its students, attendance, readings, last hifz, next portion and plan",
    params: ringDayParams,
    response: ringDaySchema,
  },
  'PUT /api/rings/:id/day/:date': {
    summary: "Save a ring day's attendance and readings at once (all or nothing)",
    params: ringDayParams,
    body: ringDaySaveInput,
    response: ringDaySavedSchema,
  },
  'GET /api/ring-day/rings': {
    summary: 'The rings whose day the caller may open',
    response: z.object({ items: z.array(ringChoiceSchema) }),
  },
  'GET /api/ring-transfers': {
    summary: 'The transfer history in scope, newest first',
    query: ringTransferListQuery,
    response: listPageSchema(transferSchema),
  },
  'POST /api/students/:id/transfer': {
    summary: 'Move a student to another ring (a student on the waiting list starts)',
    params: idParams,
    body: ringTransferInput,
    response: transferMadeSchema,
    status: 201,
  },
  'GET /api/ring-stars/ranking': {
    summary: 'The five rings with the most stars among the awards that match',
    query: starRankingQuery,
    response: z.object({ items: z.array(rankingSchema) }),
  },
  'GET /api/rings-info': {
    summary: 'The open rings in scope with their figures of the last 30 days and weekly slots',
    query: ringsInfoQuery,
    response: z.object({ items: z.array(figuresSchema) }),
  },
  'GET /api/rings-info/:id': {
    summary: "One ring's figures, timetable and students",
    params: idParams,
    response: ringInfoSchema,
  },
  'GET /api/readings': {
    summary: 'Readings in scope, filtered and paged',
    query: readingSearchQuery,
    response: readingPageSchema,
  },
});
