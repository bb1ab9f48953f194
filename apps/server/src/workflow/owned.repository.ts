import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { OwnedPgTable, OwnedTable, WorkflowEvent } from './owned-table.ts';

/**
 * The kit's only Drizzle: one insert, one update, one lock and one event row for any bound
 * module-owned table. The binding's table is generic here, so values are passed as the table's
 * insert type and Drizzle's column-keyed types are met with one cast each.
 */

type Values = Record<string, unknown>;

/** The row locked for a write (`FOR UPDATE`), when `visible` lets the caller see it. */
export async function lockOwnedRow<T extends OwnedPgTable>(
  tx: Db,
  binding: OwnedTable<T>,
  id: string,
  visible: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const table = binding.table as OwnedPgTable;
  const rows = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), visible))
    .for('update');
  return rows[0] as T['$inferSelect'] | undefined;
}

/** Inserts a row with its search text; returns it. */
export async function insertOwnedRow<T extends OwnedPgTable>(
  tx: Db,
  binding: OwnedTable<T>,
  values: T['$inferInsert'],
  search: string | undefined,
): Promise<T['$inferSelect']> {
  const row: Values = { ...(values as Values) };
  if (search !== undefined) row.search = search;
  const [inserted] = await tx
    .insert(binding.table as OwnedPgTable)
    .values(row as never)
    .returning();
  return inserted as T['$inferSelect'];
}

/**
 * Updates a row that was read (and locked) at `version`, bumping it (unless `keepVersion`) and
 * `updatedAt` when the table has one; undefined when the stored version moved meanwhile (a 409
 * for the caller).
 */
export async function updateOwnedRow<T extends OwnedPgTable>(
  tx: Db,
  binding: OwnedTable<T>,
  id: string,
  version: number,
  changes: Partial<T['$inferInsert']>,
  search: string | undefined,
  { keepVersion = false }: { keepVersion?: boolean } = {},
): Promise<T['$inferSelect'] | undefined> {
  const table = binding.table as OwnedPgTable;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set: Values = { ...(changes as Values), version: keepVersion ? version : version + 1 };
  if ('updatedAt' in columns) set.updatedAt = sql`now()`;
  if (search !== undefined) set.search = search;
  const [updated] = await tx
    .update(table)
    .set(set as never)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning();
  return updated as T['$inferSelect'] | undefined;
}

/** Appends one row to the binding's event table. */
export async function insertOwnedEvent<T extends OwnedPgTable>(
  tx: Db,
  binding: OwnedTable<T>,
  event: WorkflowEvent,
): Promise<void> {
  if (!binding.events) return;
  await tx.insert(binding.events.table).values(binding.events.values(event) as never);
}

/** Appends one row to an event table (a definition's lifecycle's); returns it. */
export async function insertEventRow<T extends PgTable>(
  tx: Db,
  table: T,
  values: Record<string, unknown>,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .insert(table)
    .values(values as never)
    .returning();
  return row as T['$inferSelect'];
}

/** Whether the bound table has a column (by its TypeScript name). */
export function hasColumn<T extends OwnedPgTable>(binding: OwnedTable<T>, name: string): boolean {
  return name in (getTableColumns(binding.table as OwnedPgTable) as Record<string, PgColumn>);
}
