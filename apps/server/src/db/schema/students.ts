import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, recordColumns, searchText } from './columns.ts';
import { centres, countries, projects } from './organisation.ts';

export const guardians = pgTable(
  'guardians',
  {
    ...recordColumns(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
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
    index('guardians_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

export const students = pgTable(
  'students',
  {
    ...recordColumns(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
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
    index('students_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
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
