import { sql } from 'drizzle-orm';
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
import { id, recordColumns, searchText } from './columns.ts';
import { centres, countries, projects, type StoredFileRef } from './organisation.ts';
import { specialCaseTypes } from './organisation-entities.ts';
import { rings } from './rings.ts';
import { students } from './students.ts';

/** A student moved between rings (or centres): the history is kept, never edited. */
export const ringTransfers = pgTable(
  'ring_transfers',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    fromRingId: uuid('from_ring_id').references(() => rings.id),
    toRingId: uuid('to_ring_id').references(() => rings.id),
    fromCentreId: uuid('from_centre_id').references(() => centres.id),
    toCentreId: uuid('to_centre_id')
      .notNull()
      .references(() => centres.id),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    reason: text('reason').notNull(),
    transferredOn: date('transferred_on', { mode: 'string' }).notNull(),
    decidedBy: uuid('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('ring_transfers_student_idx').on(t.studentId, t.transferredOn),
    index('ring_transfers_to_centre_idx').on(t.toCentreId),
  ],
);

/** A public registration link: its form, its quota and its window. */
export const registrationLinks = pgTable(
  'registration_links',
  {
    ...recordColumns(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    projectId: uuid('project_id').references(() => projects.id),
    title: text('title').notNull(),
    description: text('description'),
    /** Which optional fields the public form asks for, and which of them are required. */
    form: jsonb('form').$type<{ fields: Array<{ name: string; required: boolean }> }>().notNull(),
    quota: integer('quota'),
    opensOn: date('opens_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }),
    status: text('status').notNull().default('open'),
  },
  (t) => [index('registration_links_centre_idx').on(t.centreId)],
);

/** A registration waiting for a decision: online (through a link) or at the centre. */
export const registrations = pgTable(
  'registrations',
  {
    ...recordColumns(),
    linkId: uuid('link_id').references(() => registrationLinks.id),
    source: text('source').notNull(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    status: text('status').notNull().default('pending'),
    fullName: text('full_name').notNull(),
    gender: text('gender').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    identityNumber: text('identity_number'),
    phone: text('phone'),
    data: jsonb('data').$type<Record<string, string | null>>().notNull(),
    /** Students that look like the same person, with the reasons, found at submission. */
    duplicates: jsonb('duplicates')
      .$type<Array<{ studentId: string; fullName: string; reasons: string[] }>>()
      .notNull(),
    studentId: uuid('student_id').references(() => students.id),
    ringId: uuid('ring_id').references(() => rings.id),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    index('registrations_centre_status_idx').on(t.centreId, t.status),
    index('registrations_link_idx').on(t.linkId),
  ],
);

/** An uploaded student sheet: the file itself, its mapping, and the report of its import. */
export const studentImports = pgTable(
  'student_imports',
  {
    ...recordColumns(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    ringId: uuid('ring_id').references(() => rings.id),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    fileBase64: text('file_base64').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, number>>().notNull(),
    status: text('status').notNull().default('previewed'),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    skippedRows: integer('skipped_rows').notNull().default(0),
    report: jsonb('report')
      .$type<
        Array<{
          row: number;
          status: string;
          errors?: Array<{ field: string; code: string }>;
          studentId?: string;
        }>
      >()
      .notNull(),
    createdBy: uuid('created_by'),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('student_imports_centre_idx').on(t.centreId),
    index('student_imports_hash_idx').on(t.fileHash),
  ],
);

/** Re-import guard: one key per imported person (identity number, or name + birth + phone). */
export const studentImportKeys = pgTable(
  'student_import_keys',
  {
    key: text('key').notNull(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    importId: uuid('import_id').references(() => studentImports.id),
  },
  (t) => [uniqueIndex('student_import_keys_uq').on(t.countryId, t.key)],
);

/** A student's special case (orphan, low-income family, disability...), with evidence files. */
export const specialCases = pgTable(
  'special_cases',
  {
    ...recordColumns(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    /** The kind of case (admin-special-case); filled on every write from `case_type_id`. */
    caseTypeId: uuid('case_type_id')
      .notNull()
      .references(() => specialCaseTypes.id),
    /** Code of that special case type, copied from it (the screens and filters speak codes). */
    caseType: text('case_type').notNull(),
    description: text('description'),
    /** Monthly support decided, in minor units of the country's currency. */
    monthlySupport: integer('monthly_support'),
    /** Stored files (`stored_files`, resource student-special-cases, field evidence) of the case. */
    evidence: jsonb('evidence')
      .$type<StoredFileRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('open'),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
  },
  (t) => [
    index('special_cases_student_idx').on(t.studentId),
    index('special_cases_centre_idx').on(t.centreId),
    index('special_cases_case_type_idx').on(t.caseTypeId),
  ],
);

/** An advanced student who assists a teacher: hours and tasks. */
export const studentCooperation = pgTable(
  'student_cooperation',
  {
    ...recordColumns(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    ringId: uuid('ring_id')
      .notNull()
      .references(() => rings.id),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    tasks: text('tasks').notNull(),
    hoursPerWeek: integer('hours_per_week').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
  },
  (t) => [index('student_cooperation_ring_idx').on(t.ringId)],
);

/** Reasons for supervisors' follow-up visits (followup-reason-search). */
export const followupReasons = pgTable(
  'followup_reasons',
  {
    ...recordColumns(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    description: text('description'),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [index('followup_reasons_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`)],
);

/** A supervisor's follow-up visit to a ring (center-followups). */
export const followups = pgTable(
  'followups',
  {
    ...recordColumns(),
    ringId: uuid('ring_id')
      .notNull()
      .references(() => rings.id),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    visitedOn: date('visited_on', { mode: 'string' }).notNull(),
    visitorUserId: uuid('visitor_user_id'),
    reasonId: uuid('reason_id').references(() => followupReasons.id),
    findings: text('findings'),
    score: integer('score'),
    actions: text('actions'),
  },
  (t) => [
    index('followups_ring_idx').on(t.ringId, t.visitedOn),
    index('followups_centre_idx').on(t.centreId),
  ],
);

/** Stars of a star type awarded to a ring or one of its students for a period (center-rings-stars). */
export const ringStars = pgTable(
  'ring_stars',
  {
    ...recordColumns(),
    ringId: uuid('ring_id')
      .notNull()
      .references(() => rings.id),
    studentId: uuid('student_id').references(() => students.id),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    /** Code of a star type (admin-star-type lookup). */
    starType: text('star_type').notNull(),
    stars: integer('stars').notNull().default(1),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    reason: text('reason'),
    awardedBy: uuid('awarded_by'),
  },
  (t) => [index('ring_stars_ring_idx').on(t.ringId, t.periodFrom)],
);
