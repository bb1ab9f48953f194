import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns, searchText } from './columns.ts';

/** What a file or image column holds: metadata of a row of `stored_files`. */
export interface StoredFileRef {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

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
    index('countries_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
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
    index('projects_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

export const centres = pgTable(
  'centres',
  {
    ...recordColumns(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    city: text('city'),
    address: text('address'),
    kind: text('kind').notNull().default('in_person'),
    capacity: integer('capacity'),
    status: text('status').notNull().default('active'),
    openedOn: date('opened_on', { mode: 'string' }),
    phone: text('phone'),
    location: text('location'),
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
    index('centres_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

/** Any member of staff: teacher, supervisor, tester, manager, accountant. */
export const employees = pgTable(
  'employees',
  {
    ...recordColumns(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
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
    index('employees_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
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
    index('holidays_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
