import { sql } from 'drizzle-orm';
import type { RegistrationField } from '@qc/domain';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchIndex, id, recordColumns, searchText } from './columns.ts';
import {
  centreScopeColumns,
  centres,
  countryColumn,
  projects,
  specialCaseTypes,
  type StoredFileRef,
} from './organisation.ts';
import { rings } from './rings.ts';

export const guardians = pgTable(
  'guardians',
  {
    ...recordColumns(),
    countryId: countryColumn(),
    /** The family's centre; empty when its children study in several centres. */
    centreId: uuid('centre_id').references(() => centres.id),
    fullName: text('full_name').notNull(),
    relation: text('relation').notNull().default('father'),
    phone: text('phone'),
    email: text('email'),
    identityNumber: text('identity_number'),
    search: searchText(),
  },
  (t) => [
    index('guardians_phone_idx').on(t.phone),
    index('guardians_centre_idx').on(t.centreId),
    searchIndex('guardians_search_trgm', t.search),
  ],
);

export const students = pgTable(
  'students',
  {
    ...recordColumns(),
    ...centreScopeColumns(),
    ringId: uuid('ring_id'),
    projectId: uuid('project_id').references(() => projects.id),
    guardianId: uuid('guardian_id').references(() => guardians.id),
    fullName: text('full_name').notNull(),
    fullNameLatin: text('full_name_latin'),
    fatherName: text('father_name'),
    gender: text('gender').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    nationality: text('nationality'),
    identityNumber: text('identity_number'),
    phone: text('phone'),
    address: text('address'),
    schoolGrade: text('school_grade'),
    status: text('status').notNull().default('applicant'),
    levelAtEntry: text('level_at_entry'),
    joinedOn: date('joined_on', { mode: 'string' }),
    notes: text('notes'),
    /** Memorisation order: 'backward' from An-Nas (default) or 'forward' from Al-Fatihah. */
    memorisationDirection: text('memorisation_direction').notNull().default('backward'),
    /** Usual size of a new portion, in pages. */
    portionPages: numeric('portion_pages', { precision: 4, scale: 2 }).notNull().default('1'),
    search: searchText(),
  },
  (t) => [
    index('students_centre_status_idx').on(t.centreId, t.status),
    index('students_country_status_idx').on(t.countryId, t.status),
    index('students_ring_idx').on(t.ringId),
    index('students_guardian_idx').on(t.guardianId),
    index('students_identity_idx').on(t.identityNumber),
    index('students_phone_idx').on(t.phone),
    searchIndex('students_search_trgm', t.search),
  ],
);

/** Every change of a student's status, with its reason, date and who decided. Append-only. */
export const studentCaseEvents = pgTable(
  'student_case_events',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    decidedBy: uuid('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('student_case_events_student_idx').on(t.studentId, t.occurredOn)],
);

/** A public registration link: its form, its quota and its window. */
export const registrationLinks = pgTable(
  'registration_links',
  {
    ...recordColumns(),
    ...centreScopeColumns(),
    projectId: uuid('project_id').references(() => projects.id),
    title: text('title').notNull(),
    description: text('description'),
    /** Which optional fields the public form asks for, and which of them are required. */
    form: jsonb('form')
      .$type<{ fields: Array<{ name: RegistrationField; required: boolean }> }>()
      .notNull(),
    quota: integer('quota'),
    opensOn: date('opens_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
  },
  (t) => [index('registration_links_centre_idx').on(t.centreId)],
);

/** A registration waiting for a decision: online (through a link) or at the centre. */
export const registrations = pgTable(
  'registrations',
  {
    ...recordColumns(),
    linkId: uuid('link_id').references(() => registrationLinks.id),
    source: text('source').$type<'online' | 'centre'>().notNull(),
    ...centreScopeColumns(),
    status: text('status')
      .$type<'pending' | 'accepted' | 'rejected'>()
      .notNull()
      .default('pending'),
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
    ...centreScopeColumns(),
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
    countryId: countryColumn(),
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
    ...centreScopeColumns(),
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
    ...centreScopeColumns(),
    tasks: text('tasks').notNull(),
    hoursPerWeek: integer('hours_per_week').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
  },
  (t) => [index('student_cooperation_ring_idx').on(t.ringId)],
);
