import { z } from 'zod';
import { MONTH_PATTERN } from '../finance/payroll-month.ts';
import { listPageQuery, type ListPage } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  REVIEW_ACTIONS,
  WORK_SHEET_STATES,
  type WorkSheetAction,
  type WorkSheetState,
} from './work-sheet-lifecycle.ts';
import type { SheetDay, SheetTotals, WorkSheetLine } from './work-sheet.ts';

const uuid = z.string().uuid();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'staff.errors.time');
const month = z.string().regex(MONTH_PATTERN, 'staff.errors.month');
const reason = z.string().trim().min(3, 'staff.errors.reason').max(500, 'staff.errors.reason');

/** The HTTP contract of the staff module's work sheets (docs/work-sheets-and-ladder.md). */
export const STAFF_API = {
  /** GET the caller's own sheet of a month (monthQuery → MyWorkSheet), computed from the records. */
  mine: '/api/work-sheets/mine',
  /** POST a line to the caller's sheet (lineInput → MyWorkSheet); the sheet is made if needed. */
  mineLines: '/api/work-sheets/mine/lines',
  /** DELETE a line of the caller's sheet (monthQuery → MyWorkSheet). */
  mineLine: '/api/work-sheets/mine/lines/:lineId',
  /** POST submit the caller's sheet (submitInput → MyWorkSheet). */
  mineSubmit: '/api/work-sheets/mine/submit',
  /** GET the sheets of the people the caller manages (sheetListQuery → ListPage<WorkSheetRow>). */
  sheets: '/api/work-sheets',
  /** GET the submitted sheets waiting for the caller's decision (→ ListPage<WorkSheetRow>). */
  waiting: '/api/work-sheets/waiting',
  /** GET the month's sheets by centre with totals (centreTotalsQuery → ListPage<CentreSheetTotals>). */
  centres: '/api/work-sheets/centres',
  /** GET the month's completeness (completenessQuery → SheetCompleteness). */
  completeness: '/api/work-sheets/completeness',
  /** GET the month's sheets as an Excel workbook (sheetListQuery). */
  export: '/api/work-sheets/export',
  /** GET one sheet with its days (→ WorkSheetDetail). */
  sheet: '/api/work-sheets/:id',
  /** POST the reviewer opens a submitted sheet (→ WorkSheetDetail): approval needs it. */
  open: '/api/work-sheets/:id/open',
  /** POST approve or return (reviewInput → WorkSheetDetail). */
  action: '/api/work-sheets/:id/actions/:action',
  /** POST approve or return several sheets at once (bulkReviewInput → BulkReviewResult). */
  bulk: '/api/work-sheets/bulk',
} as const;

export const monthQuery = z.object({ month });
export type MonthQuery = z.infer<typeof monthQuery>;

export const lineInput = z.object({
  month,
  date: day,
  startsAt: time,
  endsAt: time,
  task: z.string().trim().min(2, 'staff.errors.task').max(200, 'staff.errors.task'),
  centreId: uuid.nullish(),
  note: z.string().trim().max(500).nullish(),
});
export type LineInput = z.infer<typeof lineInput>;

export const lineParams = z.object({ lineId: uuid });

export const submitInput = z.object({ month, version: z.number().int().optional() });
export type SubmitInput = z.infer<typeof submitInput>;

export const reviewInput = z.object({
  reason: reason.optional(),
  version: z.number().int().optional(),
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const bulkReviewInput = z.object({
  action: z.enum(REVIEW_ACTIONS),
  ids: z.array(uuid).min(1, 'staff.errors.noneChosen').max(100),
  reason: reason.optional(),
});
export type BulkReviewInput = z.infer<typeof bulkReviewInput>;

export const sheetListQuery = z.object({
  month: month.optional(),
  state: z.enum([...WORK_SHEET_STATES]).optional(),
  countryId: uuid.optional(),
  centreId: uuid.optional(),
  q: z.string().trim().max(100).optional(),
  ...listPageQuery,
});
export type SheetListQuery = z.infer<typeof sheetListQuery>;

export const waitingQuery = z.object({ ...listPageQuery });

export const centreTotalsQuery = z.object({
  month,
  countryId: uuid.optional(),
  ...listPageQuery,
});
export type CentreTotalsQuery = z.infer<typeof centreTotalsQuery>;

export const completenessQuery = z.object({
  month,
  countryId: uuid.optional(),
  centreId: uuid.optional(),
  ...listPageQuery,
});
export type CompletenessQuery = z.infer<typeof completenessQuery>;

/** A sheet in a list. */
export interface WorkSheetRow {
  id: string;
  employeeId: string;
  employeeName: string;
  job: string;
  centreId: string | null;
  centreName: string | null;
  month: string;
  state: WorkSheetState;
  expectedMinutes: number;
  recordedMinutes: number;
  sessions: number;
  deviations: number;
  submittedAt: string | null;
  approvedAt: string | null;
  version: number;
}

/** A move of a sheet (its history). */
export interface WorkSheetEventRow {
  action: string;
  toState: string;
  at: string;
  byName: string | null;
  reason: string | null;
}

/** One sheet with its days: stored once submitted, computed from the records while a draft. */
export interface WorkSheetDetail extends Omit<WorkSheetRow, 'id'> {
  /** Null while the employee has not yet written anything to this month's sheet. */
  id: string | null;
  days: SheetDay[];
  totals: SheetTotals;
  lines: WorkSheetLine[];
  /** The reason of the last return, shown to the employee. */
  returnReason: string | null;
  /** The caller's own sheet. */
  mine: boolean;
  /** Whether the caller opened it since it was submitted (approval needs it). */
  opened: boolean;
  /** The employee may still add and remove lines. */
  editable: boolean;
  /** What the caller may do now (lifecycle ∩ their rights). */
  actions: WorkSheetAction[];
  events: WorkSheetEventRow[];
}

/** The caller's own sheet; `employee` is null for a user with no staff record (an administrator). */
export interface MyWorkSheet {
  employee: { id: string; name: string; centreName: string | null } | null;
  month: string;
  sheet: WorkSheetDetail | null;
}

export interface CentreSheetTotals {
  centreId: string;
  centreName: string;
  employees: number;
  draft: number;
  submitted: number;
  returned: number;
  approved: number;
  missing: number;
  expectedMinutes: number;
  recordedMinutes: number;
  sessions: number;
}

export interface SheetCompleteness {
  month: string;
  employees: number;
  draft: number;
  submitted: number;
  returned: number;
  approved: number;
  /** Active staff with no sheet for the month. */
  missing: number;
  /** Who has not submitted (no sheet, a draft or a returned sheet), paged. */
  notSubmitted: ListPage<{
    employeeId: string;
    employeeName: string;
    centreName: string | null;
    state: WorkSheetState | null;
  }>;
}

export interface BulkReviewResult {
  sheets: WorkSheetRow[];
}

// ------------------------------------------------------------------------------------------------
// Route contracts (the API document); the full shapes are the interfaces above.
// ------------------------------------------------------------------------------------------------

const idParams = z.object({ id: uuid });
const actionParams = z.object({ id: uuid, action: z.enum(REVIEW_ACTIONS) });
const row = z.object({ id: uuid, state: z.string() }).passthrough();
const detail = z.object({ id: uuid.nullable(), state: z.string() }).passthrough();
const mine = z.object({ month: z.string(), employee: z.unknown(), sheet: z.unknown() });
const page = (item: z.ZodType) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const STAFF_ROUTES = defineRouteContracts({
  'GET /api/work-sheets/mine': {
    summary: 'The caller’s own work sheet of a month, prefilled from the records',
    query: monthQuery,
    response: mine,
  },
  'POST /api/work-sheets/mine/lines': {
    summary: 'Add a line to the caller’s work sheet',
    body: lineInput,
    response: mine,
  },
  'DELETE /api/work-sheets/mine/lines/:lineId': {
    summary: 'Remove a line of the caller’s work sheet',
    params: lineParams,
    query: monthQuery,
    response: mine,
  },
  'POST /api/work-sheets/mine/submit': {
    summary: 'Submit the caller’s work sheet to their centre’s manager',
    body: submitInput,
    response: mine,
  },
  'GET /api/work-sheets': {
    summary: 'Work sheets of the people in the caller’s scope',
    query: sheetListQuery,
    response: page(row),
  },
  'GET /api/work-sheets/waiting': {
    summary: 'Submitted work sheets waiting for the caller’s decision',
    query: waitingQuery,
    response: page(row),
  },
  'GET /api/work-sheets/centres': {
    summary: 'A month’s work sheets by centre, with totals',
    query: centreTotalsQuery,
    response: page(z.object({ centreId: uuid }).passthrough()),
  },
  'GET /api/work-sheets/completeness': {
    summary: 'A month’s completeness: submitted, approved, missing',
    query: completenessQuery,
    response: z.object({ month: z.string(), employees: z.number() }).passthrough(),
  },
  'GET /api/work-sheets/export': {
    summary: 'A month’s work sheets as an Excel workbook',
    query: sheetListQuery,
    response: { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  },
  'GET /api/work-sheets/:id': {
    summary: 'One work sheet with its days',
    params: idParams,
    response: detail,
  },
  'POST /api/work-sheets/:id/open': {
    summary: 'The reviewer opens a submitted sheet (approval needs it)',
    params: idParams,
    body: null,
    response: detail,
  },
  'POST /api/work-sheets/:id/actions/:action': {
    summary: 'Approve a work sheet, or return it with a reason',
    params: actionParams,
    body: reviewInput,
    response: detail,
  },
  'POST /api/work-sheets/bulk': {
    summary: 'Approve or return several work sheets at once (all or none)',
    body: bulkReviewInput,
    response: z.object({ sheets: z.array(row) }),
  },
});

// ------------------------------------------------------------------------------------------------
// The teacher log
// ------------------------------------------------------------------------------------------------

/** The HTTP contract of the teacher log (docs/work-sheets-and-ladder.md). */
export const TEACHER_LOG_API = {
  /** GET the caller's log of today (→ MyTeacherLog). */
  mine: '/api/teacher-log/mine',
  /** POST check in now (checkInput → MyTeacherLog). */
  checkIn: '/api/teacher-log/check-in',
  /** POST leave now (checkOutInput → MyTeacherLog). */
  checkOut: '/api/teacher-log/check-out',
  /** GET a centre's day (logDayQuery → TeacherLogDay): who came, late, absent. */
  day: '/api/teacher-log/day',
  /** GET today's check-in code of a centre as a QR image, to show at the centre (→ CentreQr). */
  qr: '/api/teacher-log/qr',
} as const;

const coordinate = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const checkInput = z.object({
  location: coordinate.nullish(),
  /** The code of the QR image shown at the centre today (scanned: the check-in's proof). */
  code: z.string().trim().max(64).nullish(),
  note: z.string().trim().max(500).nullish(),
  /**
   * When the phone recorded a check-in queued offline (docs/offline.md): the arrival is that
   * time, on that day; within the last day only, never in the future.
   */
  at: z.iso.datetime({ offset: true }).optional(),
});
export type CheckInput = z.infer<typeof checkInput>;

export const logDayQuery = z.object({ centreId: uuid.optional(), date: day.optional() });

export const centreQrQuery = z.object({ centreId: uuid.optional() });

/** Today's check-in code of a centre: the address a phone opens, and its QR image. */
export interface CentreQr {
  centreId: string;
  centreName: string;
  day: string;
  url: string;
  /** A PNG data URL of the QR code of `url`. */
  image: string;
}
export type LogDayQuery = z.infer<typeof logDayQuery>;

export interface TeacherLogRow {
  id: string;
  date: string;
  arrivedAt: string;
  leftAt: string | null;
  locationState: string;
  distance: number | null;
  note: string | null;
}

export interface MyTeacherLog {
  employee: { id: string; name: string; centreName: string | null } | null;
  today: string;
  log: TeacherLogRow | null;
  /** The sessions of today's timetable, and those held (attendance recorded). */
  sessions: Array<{ ringName: string; startsAt: string; endsAt: string; held: boolean }>;
  /** The phone's location is asked (the centre's map link gives its place, or it is mandatory). */
  locationRequired: boolean;
  /** The centre refuses a check-in without the location, unless made with its QR code. */
  locationMandatory: boolean;
}

export interface TeacherLogDay {
  date: string;
  centreId: string | null;
  centreName: string | null;
  people: Array<{
    employeeId: string;
    employeeName: string;
    firstSession: string | null;
    arrivedAt: string | null;
    leftAt: string | null;
    locationState: string | null;
    late: boolean;
    /** Timetabled today and not checked in. */
    absent: boolean;
  }>;
}

const myLog = z
  .object({ today: z.string(), employee: z.unknown(), log: z.unknown() })
  .passthrough();

export const TEACHER_LOG_ROUTES = defineRouteContracts({
  'GET /api/teacher-log/mine': {
    summary: 'The caller’s teacher log of today, with today’s sessions',
    response: myLog,
  },
  'POST /api/teacher-log/check-in': {
    summary: 'Check in now (server time; the location checked against the centre’s)',
    body: checkInput,
    response: myLog,
  },
  'POST /api/teacher-log/check-out': {
    summary: 'Leave now (server time)',
    body: checkInput,
    response: myLog,
  },
  'GET /api/teacher-log/qr': {
    summary: 'Today’s check-in QR code of a centre, to show at the centre',
    query: centreQrQuery,
    response: z.object({ centreId: uuid, url: z.string(), image: z.string() }).passthrough(),
  },
  'GET /api/teacher-log/day': {
    summary: 'A centre’s teacher log of a day: arrivals, late arrivals and absences',
    query: logDayQuery,
    response: z.object({ date: z.string(), people: z.array(z.unknown()) }).passthrough(),
  },
});
