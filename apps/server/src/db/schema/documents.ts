import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Serial counters of printed documents: one row per series (CERT, RCPT…) and year. A serial is
 * taken by incrementing the row inside the issuing transaction (the update holds the row's
 * lock until commit), so serials are unique, in order, and without gaps: a rolled-back
 * issue gives its number back.
 */
export const documentSerials = pgTable(
  'document_serials',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * Every document issued (certificate, receipt…), by serial. Append-only in the database: a
 * trigger refuses DELETE, and UPDATE except the one-time setting of the revocation.
 * `public_fields` is what the public verification page may show (holder's name, title,
 * grade…); nothing else of this table is ever shown to the public.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    serial: text('serial').primaryKey(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    subjectResource: text('subject_resource').notNull(),
    subjectId: text('subject_id').notNull(),
    issuedBy: uuid('issued_by'),
    /** [label, value] pairs, in the issuer's order (a jsonb object would sort its keys). */
    publicFields: jsonb('public_fields').$type<Array<[string, string]>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`now()`),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    revokedBy: uuid('revoked_by'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('issued_documents_subject_idx').on(t.subjectResource, t.subjectId)],
);
