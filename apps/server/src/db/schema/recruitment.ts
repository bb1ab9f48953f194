import type { FormAnswers } from '@qc/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, recordColumns, searchIndex, searchText, timestamps, version } from './columns.ts';
import { formVersions } from './forms.ts';
import { users } from './identity.ts';
import { centres, countryColumn, employees } from './organisation.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Jobs and recruitment (docs/jobs-and-recruitment.md; "jobs" in code means background jobs).
 * The three lookups are resource definitions; postings, applications, rounds, interviews and
 * score sheets are the module's own tables, written through the workflow kit.
 */

/** Kinds of job a posting is for (resource job-types). */
export const jobTypes = pgTable(
  'job_types',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    description: text('description'),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('job_types_code_uq').on(t.code),
    searchIndex('job_types_search_trgm', t.search),
  ],
);

/** Who a posting looks for: the staff job a hire receives, and whether it teaches. */
export const candidateTypes = pgTable(
  'candidate_types',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    job: text('job').notNull().default('teacher'),
    teaching: boolean('teaching').notNull().default(true),
    description: text('description'),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('candidate_types_code_uq').on(t.code),
    searchIndex('candidate_types_search_trgm', t.search),
  ],
);

/** The kinds of extra detail a posting's form asks for (ready questions). */
export const detailsTypes = pgTable(
  'details_types',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    kind: text('kind').notNull().default('text'),
    required: boolean('required').notNull().default(false),
    description: text('description'),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('details_types_code_uq').on(t.code),
    searchIndex('details_types_search_trgm', t.search),
  ],
);

/**
 * A job posting: its place (a centre, or a country with no centre), what it looks for, its
 * period, positions and quota, the grade's pay a hire's salary profile starts from, and its
 * application form (a form builder family, owner `recruitment`). The public address is
 * `/job-registration-link/<id>`.
 */
export const recruitmentPostings = pgTable(
  'recruitment_postings',
  {
    ...recordColumns(),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    title: text('title').notNull(),
    jobTypeId: uuid('job_type_id').references(() => jobTypes.id),
    candidateTypeIds: jsonb('candidate_type_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The staff job a hire receives when the application names no candidate type. */
    job: text('job').notNull().default('teacher'),
    positions: integer('positions').notNull().default(1),
    opensOn: date('opens_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }),
    applicationLimit: integer('application_limit'),
    /** Sanitised rich text. */
    description: text('description'),
    grade: text('grade'),
    /** Monthly base pay of the grade, in minor units of salary_currency. */
    salaryAmount: integer('salary_amount'),
    salaryCurrency: text('salary_currency'),
    hoursPerWeek: integer('hours_per_week'),
    familyId: uuid('family_id').notNull(),
    state: text('state').notNull().default('draft'),
    publishedAt: at('published_at'),
    closedAt: at('closed_at'),
    createdBy: uuid('created_by').references(() => users.id),
    search: searchText(),
  },
  (t) => [
    index('recruitment_postings_centre_idx').on(t.centreId),
    index('recruitment_postings_country_idx').on(t.countryId),
    searchIndex('recruitment_postings_search_trgm', t.search),
  ],
);

/**
 * An application through a posting's public link: who (name, contacts, identity number, and
 * their normalised keys for "one per contact" and for recognising a returning applicant or a
 * member of staff), the answers on the form version they were given on, where it came from, the
 * hash of the private status link's token, and its state. Placed where the posting is.
 */
export const recruitmentApplications = pgTable(
  'recruitment_applications',
  {
    id: id(),
    ...timestamps(),
    version: version(),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => recruitmentPostings.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    formVersionId: uuid('form_version_id')
      .notNull()
      .references(() => formVersions.id),
    answers: jsonb('answers')
      .$type<FormAnswers>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    fullName: text('full_name').notNull(),
    gender: text('gender'),
    phone: text('phone'),
    email: text('email'),
    identityNumber: text('identity_number'),
    phoneKey: text('phone_key'),
    emailKey: text('email_key'),
    identityKey: text('identity_key'),
    candidateTypeId: uuid('candidate_type_id').references(() => candidateTypes.id),
    /** A member of staff recognised by identity number or phone. */
    employeeId: uuid('employee_id').references(() => employees.id),
    /** The applicant's earlier application (by identity number or phone), when there is one. */
    returningOf: uuid('returning_of'),
    source: text('source').notNull().default('link'),
    language: text('language').notNull().default('ar'),
    tokenHash: text('token_hash').notNull(),
    state: text('state').notNull().default('new'),
    rejectionReason: text('rejection_reason'),
    hiredEmployeeId: uuid('hired_employee_id').references(() => employees.id),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    purgedAt: at('purged_at'),
    search: searchText(),
  },
  (t) => [
    index('recruitment_applications_posting_idx').on(t.postingId, t.state),
    index('recruitment_applications_centre_idx').on(t.centreId),
    index('recruitment_applications_identity_idx').on(t.identityKey),
    index('recruitment_applications_phone_idx').on(t.phoneKey),
    uniqueIndex('recruitment_applications_phone_uq')
      .on(t.postingId, t.phoneKey)
      .where(sql`${t.phoneKey} is not null`),
    uniqueIndex('recruitment_applications_email_uq')
      .on(t.postingId, t.emailKey)
      .where(sql`${t.emailKey} is not null`),
    uniqueIndex('recruitment_applications_token_uq').on(t.tokenHash),
    searchIndex('recruitment_applications_search_trgm', t.search),
  ],
);

/** Every move of a posting or an application (the kit's event rows): the timeline and funnel. */
export const recruitmentEvents = pgTable(
  'recruitment_events',
  {
    id: id(),
    recordKind: text('record_kind').notNull(),
    recordId: uuid('record_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    at: at('at').notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('recruitment_events_record_idx').on(t.recordId, t.at)],
);

/** One seat of a round's panel: a member of staff and their account. */
export interface PanelSeat {
  employeeId: string;
  userId: string;
}

/**
 * An interview round of a posting: its panel, the slots offered to the invited candidates and its
 * score sheet (a form builder family, owner `recruitment-interviews`).
 */
export const recruitmentRounds = pgTable(
  'recruitment_rounds',
  {
    ...recordColumns(),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => recruitmentPostings.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    panel: jsonb('panel')
      .$type<PanelSeat[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The panel's user ids, for "rounds I sit on" in SQL. */
    panelUserIds: uuid('panel_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    slots: jsonb('slots')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    familyId: uuid('family_id').notNull(),
    search: searchText(),
  },
  (t) => [index('recruitment_rounds_posting_idx').on(t.postingId)],
);

/** A candidate invited to a round, with the slot they picked. */
export const recruitmentInterviews = pgTable(
  'recruitment_interviews',
  {
    id: id(),
    ...timestamps(),
    version: version(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => recruitmentRounds.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => recruitmentApplications.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    slotAt: at('slot_at'),
  },
  (t) => [uniqueIndex('recruitment_interviews_uq').on(t.roundId, t.applicationId)],
);

/**
 * One panel member's score sheet for one candidate of a round: the answers on the round's sheet
 * version, the weighted percentage computed by the server, draft then submitted (locked).
 */
export const recruitmentScores = pgTable(
  'recruitment_scores',
  {
    id: id(),
    ...timestamps(),
    version: version(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => recruitmentRounds.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => recruitmentApplications.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    formVersionId: uuid('form_version_id')
      .notNull()
      .references(() => formVersions.id),
    answers: jsonb('answers')
      .$type<FormAnswers>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    percent: real('percent').notNull().default(0),
    state: text('state').notNull().default('draft'),
    submittedAt: at('submitted_at'),
  },
  (t) => [
    uniqueIndex('recruitment_scores_uq').on(t.roundId, t.applicationId, t.userId),
    index('recruitment_scores_application_idx').on(t.applicationId),
  ],
);
