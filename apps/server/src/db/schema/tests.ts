import type { EligibilityProblem, QuranRange } from '@qc/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, recordColumns, searchIndex, searchText, version } from './columns.ts';
import { users } from './identity.ts';
import { centreScopeColumns, centres, countryColumn, employees } from './organisation.ts';
import { rings } from './rings.ts';
import { students } from './students.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Kinds of test (resource `test-kinds`): the rules a request, a sheet and a grade follow. */
export const testKinds = pgTable(
  'test_kinds',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    category: text('category').notNull(),
    portionType: text('portion_type').notNull().default('juz'),
    passMark: integer('pass_mark').notNull().default(60),
    bandGood: integer('band_good').notNull().default(70),
    bandVeryGood: integer('band_very_good').notNull().default(80),
    bandExcellent: integer('band_excellent').notNull().default(90),
    waitingDays: integer('waiting_days').notNull().default(14),
    requiredKindIds: uuid('required_kind_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    needsExternalExaminer: boolean('needs_external_examiner').notNull().default(false),
    status: text('status').notNull().default('active'),
    description: text('description'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('test_kinds_code_uq').on(t.code),
    searchIndex('test_kinds_search_trgm', t.search),
  ],
);

/** Criteria of a kind (resource `test-criteria`). */
export const testCriteria = pgTable(
  'test_criteria',
  {
    ...recordColumns(),
    kindId: uuid('kind_id')
      .notNull()
      .references(() => testKinds.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    scoring: text('scoring').notNull().default('deductions'),
    maxMarks: numeric('max_marks', { precision: 7, scale: 2 }).notNull(),
    deductMemorisation: numeric('deduct_memorisation', { precision: 6, scale: 2 })
      .notNull()
      .default('0'),
    deductTajweed: numeric('deduct_tajweed', { precision: 6, scale: 2 }).notNull().default('0'),
    deductHesitation: numeric('deduct_hesitation', { precision: 6, scale: 2 })
      .notNull()
      .default('0'),
    sortOrder: integer('sort_order').notNull().default(0),
    search: searchText(),
  },
  (t) => [
    index('test_criteria_kind_idx').on(t.kindId),
    searchIndex('test_criteria_search_trgm', t.search),
  ],
);

/** Examiners (resource `examiners`): staff qualified for some kinds. */
export const examiners = pgTable(
  'examiners',
  {
    ...recordColumns(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    kindIds: uuid('kind_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status').notNull().default('active'),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [
    index('examiners_employee_idx').on(t.employeeId),
    index('examiners_centre_idx').on(t.centreId),
    searchIndex('examiners_search_trgm', t.search),
  ],
);

/** Weekly availability windows of an examiner (resource `examiner-availability`). */
export const examinerAvailability = pgTable(
  'examiner_availability',
  {
    ...recordColumns(),
    examinerId: uuid('examiner_id')
      .notNull()
      .references(() => examiners.id),
    weekday: text('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (t) => [index('examiner_availability_examiner_idx').on(t.examinerId)],
);

/** A test request and its place in the lifecycle (the workflow's own table). */
export const testRequests = pgTable(
  'test_requests',
  {
    id: id(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    subject: text('subject').notNull().default('student'),
    studentId: uuid('student_id').references(() => students.id),
    teacherId: uuid('teacher_id').references(() => employees.id),
    ...centreScopeColumns(),
    ringId: uuid('ring_id').references(() => rings.id),
    kindId: uuid('kind_id')
      .notNull()
      .references(() => testKinds.id),
    portion: jsonb('portion').$type<QuranRange | null>(),
    /** Absolute ayah indices of the portion (1..6236), for overlap checks in SQL. */
    portionFrom: smallint('portion_from'),
    portionTo: smallint('portion_to'),
    state: text('state').notNull().default('requested'),
    requestedBy: uuid('requested_by').references(() => users.id),
    overrideReason: text('override_reason'),
    eligibilityProblems: jsonb('eligibility_problems')
      .$type<EligibilityProblem[]>()
      .notNull()
      .default([]),
    notes: text('notes'),
    examinerId: uuid('examiner_id').references(() => examiners.id),
    scheduledAt: at('scheduled_at'),
    durationMinutes: integer('duration_minutes'),
    place: text('place'),
    onlineLink: text('online_link'),
    /** When the request reached a final state (failed, no-show...): the waiting period counts from it. */
    closedAt: at('closed_at'),
    search: searchText(),
  },
  (t) => [
    index('test_requests_state_idx').on(t.state, t.createdAt),
    index('test_requests_centre_idx').on(t.centreId, t.createdAt),
    index('test_requests_student_idx').on(t.studentId, t.kindId),
    index('test_requests_examiner_idx').on(t.examinerId, t.scheduledAt),
    searchIndex('test_requests_search_trgm', t.search),
  ],
);

/** Every transition of a request: who, when, why. Append-only (trigger). */
export const testRequestEvents = pgTable(
  'test_request_events',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => testRequests.id),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    at: at('at').notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id),
    reason: text('reason'),
  },
  (t) => [index('test_request_events_request_idx').on(t.requestId, t.at)],
);

export interface StoredCriterionScore {
  criterionId: string;
  maxMarks: number;
  deducted: number;
  score: number;
}

/** The examiner's result of a request: marks per criterion, totals computed by the server. */
export const testResults = pgTable(
  'test_results',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => testRequests.id),
    examinerId: uuid('examiner_id').references(() => examiners.id),
    status: text('status').notNull().default('pending'),
    criteria: jsonb('criteria').$type<StoredCriterionScore[]>().notNull(),
    marks: jsonb('marks').$type<Record<string, number>>().notNull().default({}),
    mistakeCounts: jsonb('mistake_counts').$type<Record<string, number>>().notNull(),
    total: numeric('total', { precision: 8, scale: 2 }).notNull(),
    maxTotal: numeric('max_total', { precision: 8, scale: 2 }).notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    grade: text('grade').notNull(),
    passed: boolean('passed').notNull(),
    notes: text('notes'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    submittedBy: uuid('submitted_by').references(() => users.id),
    returnReason: text('return_reason'),
    approvedAt: at('approved_at'),
    approvedBy: uuid('approved_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('test_results_request_uq').on(t.requestId),
    index('test_results_submitted_idx').on(t.status, t.submittedAt),
    index('test_results_grade_idx').on(t.grade),
  ],
);

/** Mistakes marked on ayahs in a result (replaced when a returned result is submitted again). */
export const testMistakes = pgTable(
  'test_mistakes',
  {
    id: id(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => testResults.id),
    requestId: uuid('request_id')
      .notNull()
      .references(() => testRequests.id),
    studentId: uuid('student_id').references(() => students.id),
    surah: smallint('surah').notNull(),
    ayah: smallint('ayah').notNull(),
    ayahIndex: smallint('ayah_index').notNull(),
    type: text('type').notNull(),
    note: text('note'),
  },
  (t) => [
    index('test_mistakes_result_idx').on(t.resultId),
    index('test_mistakes_student_idx').on(t.studentId, t.ayahIndex),
  ],
);

/** Certificates: issued once; only a one-time revocation may change a row (trigger). */
export const testCertificates = pgTable(
  'test_certificates',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => testRequests.id),
    serial: text('serial').notNull(),
    language: text('language').notNull(),
    grade: text('grade').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id),
    revokedAt: at('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('test_certificates_request_uq').on(t.requestId),
    uniqueIndex('test_certificates_serial_uq').on(t.serial),
    index('test_certificates_issued_idx').on(t.issuedAt),
  ],
);

/** Requests from another country, sent by the public form and reviewed by staff. */
export const testExternalRequests = pgTable(
  'test_external_requests',
  {
    id: id(),
    createdAt: at('created_at').notNull().defaultNow(),
    fullName: text('full_name').notNull(),
    gender: text('gender').notNull(),
    countryName: text('country_name').notNull(),
    city: text('city'),
    phone: text('phone').notNull(),
    email: text('email'),
    category: text('category').notNull(),
    portionText: text('portion_text').notNull(),
    notes: text('notes'),
    language: text('language').notNull().default('ar'),
    state: text('state').notNull().default('new'),
    decidedAt: at('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id),
    reason: text('reason'),
    search: searchText(),
    /** Written through the workflow kit, which versions every row it writes. */
    version: version(),
  },
  (t) => [index('test_external_requests_state_idx').on(t.state, t.createdAt)],
);
