import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SheetDay, WorkSheetLine, WorkSheetState } from '@qc/domain';
import { id, searchIndex, searchText } from './columns.ts';
import { users } from './identity.ts';
import { centres, countryColumn, employees } from './organisation.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * One employee's work sheet of a month (docs/work-sheets-and-ladder.md). Its days are computed
 * from the records while it is a draft; submitting stores them (`days` and the totals), so what
 * the manager approves and payroll pays is what the employee sent.
 */
export const workSheets = pgTable(
  'work_sheets',
  {
    id: id(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    countryId: countryColumn(),
    /** The employee's centre when the sheet was made (the manager who approves it). */
    centreId: uuid('centre_id').references(() => centres.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    month: text('month').notNull(),
    state: text('state').notNull().default('draft').$type<WorkSheetState>(),
    lines: jsonb('lines').notNull().default([]).$type<WorkSheetLine[]>(),
    /** The days as submitted (null while a draft: computed from the records). */
    days: jsonb('days').$type<SheetDay[] | null>(),
    expectedMinutes: integer('expected_minutes').notNull().default(0),
    recordedMinutes: integer('recorded_minutes').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    deviations: integer('deviations').notNull().default(0),
    submittedAt: at('submitted_at'),
    approvedAt: at('approved_at'),
    approvedBy: uuid('approved_by').references(() => users.id),
    returnReason: text('return_reason'),
    /** Users who opened the sheet since it was last submitted (approval needs it). */
    openedBy: uuid('opened_by')
      .array()
      .notNull()
      .default([] as string[]),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('work_sheets_employee_month_uq').on(t.employeeId, t.month),
    index('work_sheets_centre_month_idx').on(t.centreId, t.month, t.state),
    index('work_sheets_country_month_idx').on(t.countryId, t.month),
    searchIndex('work_sheets_search_trgm', t.search),
  ],
);

/** Every move of a work sheet (append-only). */
export const workSheetEvents = pgTable(
  'work_sheet_events',
  {
    id: id(),
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => workSheets.id),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    at: at('at').notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id),
    reason: text('reason'),
  },
  (t) => [index('work_sheet_events_sheet_idx').on(t.sheetId, t.at)],
);

/**
 * A member of staff's day in the teacher log: arrival and leaving (the server's time), where the
 * phone was against the centre's place, and a note. One row per employee and day.
 */
export const teacherLogs = pgTable(
  'teacher_logs',
  {
    id: id(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    /** The day in the country's time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    arrivedAt: at('arrived_at').notNull(),
    leftAt: at('left_at'),
    /** at-centre, outside, unknown (no location sent) or not-required. */
    locationState: text('location_state').notNull(),
    distanceM: integer('distance_m'),
    note: text('note'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('teacher_logs_employee_day_uq').on(t.employeeId, t.day),
    index('teacher_logs_centre_day_idx').on(t.centreId, t.day),
  ],
);
