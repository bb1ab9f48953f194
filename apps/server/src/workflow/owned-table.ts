import { searchKey } from '@qc/domain';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ScopeColumns, ScopedRecord } from '../access/scope-condition.ts';
import type { Db } from '../db/client.ts';

/**
 * The columns every module-owned table the kit writes has: its id and its version (bumped by
 * every write, so a screen that read an older one gets 409).
 */
export type OwnedPgTable = PgTable & { id: PgColumn; version: PgColumn };

/** One row of an event table, as the kit gives it to the binding to map onto its columns. */
export interface WorkflowEvent {
  recordId: string;
  action: string;
  fromState: string | null;
  toState: string;
  byUserId: string | null;
  reason: string | null;
  /**
   * The module's own columns of this event row (a month, an amount, a plan before and after),
   * given by the transition's work (`TransitionOutcome.event`) or `createIn`'s `event`; the
   * binding's `values` maps them onto its table.
   */
  details?: Record<string, unknown>;
}

/**
 * A module-owned table, bound once: how its rows are placed (scope), found (search words),
 * announced (change event name) and told (event rows). Every insert and update of the table goes
 * through the kit's writes with this binding, which write the version, the search text, the audit
 * entry, the event row and, after the commit, the change event: a module writes none of them.
 */
export interface OwnedTable<T extends OwnedPgTable> {
  /**
   * The record kind's name: the audit entries' resource and the change events' resource, which
   * is also the first element of the web's query keys that show these rows (so they refresh).
   */
  readonly name: string;
  /**
   * The audit entries' resource when it is not `name`: a module whose screens all key on its
   * own name (`payroll`) keeps each table's entries apart (`advances`, `payroll-runs`), as the
   * audit screen filters them and the module reads them back.
   */
  readonly auditResource?: string;
  /**
   * Whose `<reader>:read` lets a user hear of a change, when it is not `<name>:read` (the
   * module's screens key on the module's name, e.g. `rewards`, read with `reward-transfers:read`).
   */
  readonly readers?: readonly string[];
  readonly table: T;
  /** The table's place columns, for the caller's scope in SQL (lock and lists). */
  readonly scopeColumns: ScopeColumns;
  /** A row's place (country, centre, ring, student), for scope checks and change events. */
  scopeOf(row: T['$inferSelect']): ScopedRecord;
  /**
   * The words a row is found by (names, codes); the kit stores `searchKey` of them in `search`.
   * Reads may use the transaction (a referenced record's name).
   */
  searchWords?(tx: Db, row: T['$inferSelect'] | T['$inferInsert']): Promise<string> | string;
  /** The table of the lifecycle's event rows, and how a kit event maps onto its columns. */
  readonly events?: {
    readonly table: PgTable;
    values(e: WorkflowEvent): Record<string, unknown>;
  };
  /** Column of the state (default `state`) and, if the table has one, of the closing time. */
  readonly stateColumn?: keyof T['$inferSelect'] & string;
  readonly closedAtColumn?: keyof T['$inferSelect'] & string;
  /** Columns never written to the audit log (large or secret values). */
  readonly auditOmits?: readonly string[];
}

/** Declares a module-owned table's binding (checked by the kit's scan test for every writer). */
export function defineOwnedTable<T extends OwnedPgTable>(binding: OwnedTable<T>): OwnedTable<T> {
  return Object.freeze(binding);
}

/** The stored search text of a row, when the binding declares its words. */
export async function ownedSearchText<T extends OwnedPgTable>(
  tx: Db,
  binding: OwnedTable<T>,
  row: T['$inferSelect'] | T['$inferInsert'],
): Promise<string | undefined> {
  if (!binding.searchWords) return undefined;
  return searchKey(await binding.searchWords(tx, row));
}

/** A `where` condition in SQL, or undefined for none (the caller's visibility). */
export type Visible = SQL | undefined;

/** A row's stored version. */
export function ownedRowVersion(row: object): number {
  return Number((row as { version?: unknown }).version);
}
