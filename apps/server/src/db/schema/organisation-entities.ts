import { sql } from 'drizzle-orm';
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
import { id, recordColumns, searchText } from './columns.ts';
import { centres, countries, employees, type StoredFileRef } from './organisation.ts';

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
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
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
    index('centre_employees_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
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
  (t) => [index('books_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`)],
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
    index('book_sections_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
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
    index('special_case_types_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

/** Kinds of stars awarded to rings and students (admin-star-type); ring_stars.star_type holds the code. */
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
    index('star_types_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
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
    index('documents_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
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
