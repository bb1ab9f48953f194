import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/**
 * Who changed what, when, with old and new values. Append-only: the migration installs a
 * trigger that refuses UPDATE and DELETE on this table.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    oldValues: jsonb('old_values').$type<Record<string, unknown> | null>(),
    newValues: jsonb('new_values').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_record_idx').on(t.resource, t.recordId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/** Small key/value store for the platform itself (e.g. demo seed marker). */
export const systemState = pgTable('system_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

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

/**
 * Idempotency keys of writes that a phone may send twice (the offline outbox resends after a
 * lost answer): one row per user and key, holding the first answer, replayed for a repeat
 * (apps/server/src/http/idempotency.ts, docs/offline.md). `status` is null while the first
 * request is still being handled. Kept 7 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    /** The method and path the key was first used on: the same key on another is refused. */
    route: text('route').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
