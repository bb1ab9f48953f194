import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FileRef } from '@qc/domain';
import { searchIndex, id, recordColumns, searchText } from './columns.ts';

/**
 * What a file or image column holds: metadata of a row of `stored_files`. Declared in the domain
 * (`FileRef`) so services read a JSON column's value without importing the tables.
 */
export type StoredFileRef = FileRef;

export const countries = pgTable(
  'countries',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    currency: text('currency').notNull(),
    phoneRegion: text('phone_region').notNull(),
    /** Free-form settings of earlier versions; the typed columns below are the settings now. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('active'),
    weekStart: text('week_start').notNull().default('saturday'),
    weekendDays: text('weekend_days')
      .array()
      .notNull()
      .default(sql`'{friday}'::text[]`),
    calendar: text('calendar').notNull().default('hijri'),
    defaultLanguage: text('default_language').notNull().default('ar'),
    digits: text('digits').notNull().default('arab'),
    timeZone: text('time_zone').notNull().default('Europe/Istanbul'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('countries_code_uq').on(t.code),
    searchIndex('countries_search_trgm', t.search),
  ],
);

export const projects = pgTable(
  'projects',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    kind: text('kind').notNull().default('general'),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    status: text('status').notNull().default('active'),
    description: text('description'),
    startedOn: date('started_on', { mode: 'string' }),
    color: text('color'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('projects_code_uq').on(t.code),
    searchIndex('projects_search_trgm', t.search),
  ],
);

/**
 * The country a record belongs to (required): the first of the scope columns that the server's
 * scope check reads (country → centre → ring, `docs/identity-and-access.md`).
 */
export function countryColumn() {
  return uuid('country_id')
    .notNull()
    .references(() => countries.id);
}

/** The scope columns of a record that lies in a centre: its country and its centre, required. */
export function centreScopeColumns() {
  return {
    countryId: countryColumn(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
  };
}

export const centres = pgTable(
  'centres',
  {
    ...recordColumns(),
    countryId: countryColumn(),
    name: text('name').notNull(),
    city: text('city'),
    address: text('address'),
    kind: text('kind').notNull().default('in_person'),
    capacity: integer('capacity'),
    status: text('status').notNull().default('active'),
    openedOn: date('opened_on', { mode: 'string' }),
    phone: text('phone'),
    location: text('location'),
    /** The teacher log's check-in needs the phone's location, or the centre's QR code. */
    checkInLocationRequired: boolean('check_in_location_required').notNull().default(false),
    /** An employee (no foreign key: employees already refer to centres; the engine checks it). */
    managerId: uuid('manager_id'),
    email: text('email'),
    projectIds: uuid('project_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    photo: jsonb('photo').$type<StoredFileRef | null>(),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [
    index('centres_country_idx').on(t.countryId),
    searchIndex('centres_search_trgm', t.search),
  ],
);

/** Any member of staff: teacher, supervisor, tester, manager, accountant. */
export const employees = pgTable(
  'employees',
  {
    ...recordColumns(),
    countryId: countryColumn(),
    centreId: uuid('centre_id').references(() => centres.id),
    userId: uuid('user_id'),
    fullName: text('full_name').notNull(),
    gender: text('gender').notNull(),
    phone: text('phone'),
    email: text('email'),
    job: text('job').notNull(),
    status: text('status').notNull().default('active'),
    hiredOn: date('hired_on', { mode: 'string' }),
    identityNumber: text('identity_number'),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [
    index('employees_centre_idx').on(t.centreId),
    index('employees_user_idx').on(t.userId),
    searchIndex('employees_search_trgm', t.search),
  ],
);

/** Official holidays and special working hours, for a whole country or one centre. */
export const holidays = pgTable(
  'holidays',
  {
    ...recordColumns(),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    kind: text('kind').notNull().default('holiday'),
    /** Opening and closing time of special working hours (kind 'special_hours'). */
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [
    index('holidays_dates_idx').on(t.startsOn, t.endsOn),
    searchIndex('holidays_search_trgm', t.search),
  ],
);

type QuranRangeValue = {
  from: { surah: number; ayah: number };
  to: { surah: number; ayah: number };
};

/** An employee's assignment to a centre: job, period, hours and pay (center-employees). */
export const centreEmployees = pgTable(
  'centre_employees',
  {
    ...recordColumns(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    countryId: countryColumn(),
    job: text('job').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    hoursPerWeek: integer('hours_per_week'),
    /** Monthly pay in minor units of salary_currency. */
    salary: integer('salary'),
    salaryCurrency: text('salary_currency'),
    status: text('status').notNull().default('active'),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [
    index('centre_employees_centre_idx').on(t.centreId, t.status),
    index('centre_employees_employee_idx').on(t.employeeId),
    searchIndex('centre_employees_search_trgm', t.search),
  ],
);

/** Books and texts studied in rings and lessons (admin-book). */
export const books = pgTable(
  'books',
  {
    ...recordColumns(),
    title: text('title').notNull(),
    author: text('author'),
    kind: text('kind').notNull().default('matn'),
    publisher: text('publisher'),
    pages: integer('pages'),
    description: text('description'),
    cover: jsonb('cover').$type<StoredFileRef | null>(),
    file: jsonb('file').$type<StoredFileRef | null>(),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [searchIndex('books_search_trgm', t.search)],
);

/** The sections of a book used in plans (chapters of a matn, spans of the mushaf). */
export const bookSections = pgTable(
  'book_sections',
  {
    ...recordColumns(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    fromPage: integer('from_page'),
    toPage: integer('to_page'),
    quranRange: jsonb('quran_range').$type<QuranRangeValue | null>(),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [
    index('book_sections_book_idx').on(t.bookId, t.position),
    searchIndex('book_sections_search_trgm', t.search),
  ],
);

/** Kinds of special case (admin-special-case); special_cases.case_type holds the code. */
export const specialCaseTypes = pgTable(
  'special_case_types',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    description: text('description'),
    requiresEvidence: boolean('requires_evidence').notNull().default(true),
    /** Suggested monthly support in minor units of support_currency. */
    defaultSupport: integer('default_support'),
    supportCurrency: text('support_currency'),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('special_case_types_code_uq').on(t.code),
    searchIndex('special_case_types_search_trgm', t.search),
  ],
);

/** Kinds of stars awarded to rings and students (admin-star-type); ring_stars.star_type_id points here. */
export const starTypes = pgTable(
  'star_types',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    appliesTo: text('applies_to').notNull().default('both'),
    points: integer('points').notNull().default(1),
    color: text('color').default('#F5B301'),
    icon: jsonb('icon').$type<StoredFileRef | null>(),
    description: text('description'),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('star_types_code_uq').on(t.code),
    searchIndex('star_types_search_trgm', t.search),
  ],
);

/** Internal documentation (admin-documentation, documentations): the current text. */
export const documents = pgTable(
  'documents',
  {
    ...recordColumns(),
    title: text('title').notNull(),
    category: text('category').notNull().default('procedures'),
    summary: text('summary'),
    body: text('body'),
    attachments: jsonb('attachments')
      .$type<StoredFileRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('draft'),
    publishedOn: date('published_on', { mode: 'string' }),
    /** Revision of the content: 1 on creation, +1 whenever title, text or files change. */
    revision: integer('revision').notNull().default(1),
    search: searchText(),
  },
  (t) => [
    index('documents_category_idx').on(t.category, t.status),
    searchIndex('documents_search_trgm', t.search),
  ],
);

/** Every revision of a document's content, kept for ever. Append-only (trigger). */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    body: text('body'),
    attachments: jsonb('attachments').$type<StoredFileRef[]>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [uniqueIndex('document_versions_revision_uq').on(t.documentId, t.revision)],
);

/** The organisation's settings (cpanel): exactly one row, enforced by the unique `singleton`. */
export const organisationSettings = pgTable(
  'organisation_settings',
  {
    ...recordColumns(),
    singleton: text('singleton').notNull().default('organisation'),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    logo: jsonb('logo').$type<StoredFileRef | null>(),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    address: text('address'),
    defaultCountryId: uuid('default_country_id').references(() => countries.id),
    defaultLanguage: text('default_language').notNull().default('ar'),
    calendar: text('calendar').notNull().default('hijri'),
    digits: text('digits').notNull().default('arab'),
    hijriAdjustment: integer('hijri_adjustment').notNull().default(0),
    studentsPerRing: integer('students_per_ring').notNull().default(20),
    lateAfterMinutes: integer('late_after_minutes').notNull().default(10),
    registrationOpen: boolean('registration_open').notNull().default(true),
  },
  (t) => [uniqueIndex('organisation_settings_singleton_uq').on(t.singleton)],
);
