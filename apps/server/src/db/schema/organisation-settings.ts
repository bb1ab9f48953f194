import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, recordColumns } from './columns.ts';
import { countries, type StoredFileRef } from './organisation.ts';

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

/** An administrator's replacement for one message of the catalogue, in one language. */
export const i18nOverrides = pgTable(
  'i18n_overrides',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

/** Binary content (PostgreSQL bytea), as a Buffer on both engines. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files and images of resource fields, kept in the database so that backups, restores and
 * several server processes need nothing else. A file is uploaded first (unclaimed, visible to
 * its uploader only), then claimed by the record that stores it (`record_id`), after which
 * whoever may read that record may download it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    resource: text('resource').notNull(),
    field: text('field').notNull(),
    recordId: uuid('record_id'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytes('content').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('stored_files_record_idx').on(t.resource, t.recordId)],
);
