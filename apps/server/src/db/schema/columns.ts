import { sql } from 'drizzle-orm';
import { index, integer, text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';

/** Primary key: a random UUID, so rows can be created by several processes and restored as-is. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** created_at / updated_at, in UTC. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Optimistic concurrency: every update must name the version it read; a stale one is a 409. */
export const version = () => integer('version').notNull().default(1);

/** Records that others refer to are archived instead of deleted. */
export const archivedAt = () => timestamp('archived_at', { withTimezone: true, mode: 'string' });

/** Arabic-normalised search text (see normalizeArabic in the domain package), trigram-indexed. */
export const searchText = () => text('search').notNull().default('');

/** The columns every plain business record carries. */
export const recordColumns = () => ({
  id: id(),
  ...timestamps(),
  version: version(),
  archivedAt: archivedAt(),
});

/** The trigram index over a table's search text, so `like '%word%'` searches use an index. */
export const searchIndex = (name: string, column: PgColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);
