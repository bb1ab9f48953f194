import {
  boolean,
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
import type {
  CriterionEvidence,
  LadderCriteria,
  SheetDay,
  WorkSheetLine,
  WorkSheetState,
} from '@qc/domain';
import { id, recordColumns, searchIndex, searchText } from './columns.ts';
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

// ---------------------------------------------------------------------------------------------
// The teacher ladder (docs/work-sheets-and-ladder.md)
// ---------------------------------------------------------------------------------------------

/** The grades of a country's teacher ladder (resource `ladder-grades`). */
export const ladderGrades = pgTable(
  'ladder_grades',
  {
    ...recordColumns(),
    countryId: countryColumn(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    rank: integer('rank').notNull().default(1),
    payKind: text('pay_kind').notNull().default('allowance').$type<'allowance' | 'base'>(),
    /** Monthly amount, minor units of `currency`. */
    payAmount: integer('pay_amount').notNull(),
    currency: text('currency').notNull(),
    minYears: integer('min_years').notNull().default(0),
    ijazahRequired: boolean('ijazah_required').notNull().default(false),
    minEvaluation: integer('min_evaluation').notNull().default(0),
    evaluationPeriods: integer('evaluation_periods').notNull().default(0),
    minPassRate: integer('min_pass_rate').notNull().default(0),
    minTrainingExams: integer('min_training_exams').notNull().default(0),
    /** Rises with every change of a criterion; each version is kept in ladder_criteria_versions. */
    criteriaVersion: integer('criteria_version').notNull().default(1),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [
    index('ladder_grades_country_rank_idx').on(t.countryId, t.rank),
    searchIndex('ladder_grades_search_trgm', t.search),
  ],
);

/** Every version of a grade's criteria, as it was from then on (append-only). */
export const ladderCriteriaVersions = pgTable(
  'ladder_criteria_versions',
  {
    id: id(),
    gradeId: uuid('grade_id')
      .notNull()
      .references(() => ladderGrades.id),
    version: integer('version').notNull(),
    criteria: jsonb('criteria').notNull().$type<LadderCriteria>(),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [uniqueIndex('ladder_criteria_versions_grade_uq').on(t.gradeId, t.version)],
);

/**
 * A teacher's place on the ladder: their grade since a date (the last promotion's effective
 * date) and whether they hold an ijazah. One row per teacher, written through the workflow kit.
 */
export const ladderStandings = pgTable(
  'ladder_standings',
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
    gradeId: uuid('grade_id').references(() => ladderGrades.id),
    since: date('since', { mode: 'string' }),
    ijazah: boolean('ijazah').notNull().default(false),
    ijazahNote: text('ijazah_note'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('ladder_standings_employee_uq').on(t.employeeId),
    index('ladder_standings_centre_idx').on(t.centreId, t.gradeId),
  ],
);

/**
 * A promotion (append-only): from a grade to the next from an effective date, the criteria
 * version it was judged against with the evidence, and the override reason when they were not
 * met; the salary profile line it opened.
 */
export const ladderPromotions = pgTable(
  'ladder_promotions',
  {
    id: id(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    state: text('state').notNull().default('recorded'),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    fromGradeId: uuid('from_grade_id').references(() => ladderGrades.id),
    toGradeId: uuid('to_grade_id')
      .notNull()
      .references(() => ladderGrades.id),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    criteriaVersion: integer('criteria_version').notNull(),
    met: boolean('met').notNull(),
    evidence: jsonb('evidence').notNull().$type<CriterionEvidence[]>(),
    overrideReason: text('override_reason'),
    note: text('note'),
    salaryComponentId: uuid('salary_component_id'),
    byUserId: uuid('by_user_id').references(() => users.id),
    search: searchText(),
  },
  (t) => [index('ladder_promotions_employee_idx').on(t.employeeId, t.effectiveFrom)],
);

/**
 * The nightly run's verdict for each teacher: the next grade, whether its criteria are met and
 * the evidence for each (replaced at every run; derived, not a record of its own).
 */
export const ladderEligibility = pgTable(
  'ladder_eligibility',
  {
    employeeId: uuid('employee_id')
      .primaryKey()
      .references(() => employees.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    gradeId: uuid('grade_id')
      .notNull()
      .references(() => ladderGrades.id),
    criteriaVersion: integer('criteria_version').notNull(),
    met: boolean('met').notNull(),
    evidence: jsonb('evidence').notNull().$type<CriterionEvidence[]>(),
    judgedAt: at('judged_at').notNull().defaultNow(),
  },
  (t) => [index('ladder_eligibility_centre_idx').on(t.centreId, t.met)],
);
