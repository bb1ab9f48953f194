import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { ActBy } from './action-audit.ts';
import { insertEventRow } from './owned.repository.ts';
import type { WorkflowEvent } from './owned-table.ts';

/**
 * The event table of a lifecycle whose records are not a bound table (a definition's records,
 * written through the write core: the students' case events), and how a kit event maps onto its
 * columns, as a binding's `events` does.
 */
export interface EventTable<T extends PgTable> {
  readonly table: T;
  values(e: WorkflowEvent): Record<string, unknown>;
}

/** Declares an event table's binding. */
export function defineEventTable<T extends PgTable>(binding: EventTable<T>): EventTable<T> {
  return Object.freeze(binding);
}

/**
 * Appends one event row in the unit of work (`tx`), by who acted as the audit names them
 * (`by`: the request's user, or `userId`, or null for nobody). A module writes no event row by
 * hand: a bound table's come from its transitions, a definition's lifecycle's from here, beside
 * the record's audited change of the write core.
 */
export async function appendEventIn<T extends PgTable>(
  tx: Db,
  by: ActBy,
  binding: EventTable<T>,
  event: Omit<WorkflowEvent, 'byUserId'>,
): Promise<T['$inferSelect']> {
  const byUserId = by.userId !== undefined ? by.userId : (by.request?.access?.userId ?? null);
  return insertEventRow(tx, binding.table, binding.values({ ...event, byUserId }));
}
