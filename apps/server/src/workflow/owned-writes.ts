import { isDeepStrictEqual } from 'node:util';
import { recordInScope } from '../access/scope-condition.ts';
import { recordAudit } from '../audit/audit.ts';
import { conflict, forbidden, notFound, type AppError } from '../http/errors.ts';
import type { Writes } from '../resources/resource.service.ts';
import { insertOwnedRow, lockOwnedRow, updateOwnedRow } from './owned.repository.ts';
import {
  ownedRowVersion,
  ownedSearchText,
  type OwnedPgTable,
  type OwnedTable,
  type Visible,
} from './owned-table.ts';

/**
 * The one write path of module-owned tables, inside a unit of work (`withWrites`): every insert
 * and update stores the search text the binding declares, bumps the version, writes the audit
 * entry and keeps the change event for after the commit. See docs/adding-a-workflow.md.
 */

type Values = Record<string, unknown>;

export interface OwnedWriteOptions {
  /** The audit entry's action (default `create` / `update`) and reason. */
  audit?: { action: string; reason?: string | null };
  /**
   * The permission whose scope the row's place must lie in (403 otherwise). Default for an
   * insert: none (the module placed it from records it found in scope); an update's row was found
   * within the caller's visibility when it was locked.
   */
  permission?: string;
  /** The version the client read: a different stored version is a 409. */
  expectedVersion?: number;
  /**
   * Leaves the version as it is (an update only): for a change to a column no client sends back,
   * such as a photo appended to a list the record's form does not edit, so that a form opened
   * before it still saves. The row is still locked, audited and announced.
   */
  keepVersion?: boolean;
  /**
   * More readers of this write's change event than the binding's: a change that also moves other
   * screens keyed on the same name (a voucher's posting moves the ledger's balances, read with
   * `finance:read`) is told to their readers in the same one event.
   */
  readers?: readonly string[];
}

/** The readers of a write's change event: the binding's, with the write's own added. */
function readersOf<T extends OwnedPgTable>(binding: OwnedTable<T>, options: OwnedWriteOptions) {
  const readers = [...new Set([...(binding.readers ?? []), ...(options.readers ?? [])])];
  return readers.length > 0 ? { readers } : {};
}

/** Values for the audit log: the columns given, without the search text and omitted columns. */
function auditValues<T extends OwnedPgTable>(
  binding: OwnedTable<T>,
  row: Values,
  keys: readonly string[],
): Values {
  const omit = new Set(['search', 'version', 'updatedAt', ...(binding.auditOmits ?? [])]);
  return Object.fromEntries(keys.filter((k) => !omit.has(k)).map((k) => [k, row[k] ?? null]));
}

function requirePlace<T extends OwnedPgTable>(
  w: Writes,
  binding: OwnedTable<T>,
  row: T['$inferSelect'] | T['$inferInsert'],
  permission: string | undefined,
) {
  if (!permission) return;
  const access = w.caller.access;
  const place = binding.scopeOf(row as T['$inferSelect']);
  if (!access.can(permission) || !recordInScope(access.scopeFor(permission), place))
    throw forbidden();
}

/**
 * What every write of a bound row leaves: its audit entry (under the binding's audit resource)
 * and, after the commit, its change event placed where the row lives.
 */
async function leaveTrace<T extends OwnedPgTable>(
  w: Writes,
  binding: OwnedTable<T>,
  options: OwnedWriteOptions,
  row: T['$inferSelect'],
  change: 'created' | 'updated',
  audit: { action: string; oldValues?: Values; newValues: Values },
): Promise<void> {
  const id = String((row as Values).id);
  await recordAudit(
    w.tx,
    {
      ...audit,
      resource: binding.auditResource ?? binding.name,
      recordId: id,
      reason: options.audit?.reason ?? null,
    },
    w.caller.request,
  );
  w.announce({
    resource: binding.name,
    ...readersOf(binding, options),
    id,
    action: change,
    scope: binding.scopeOf(row),
  });
}

/**
 * The row, locked for this unit's writes, when `visible` lets the caller see it (404 if not;
 * `missing` gives the module's own 404, e.g. with its message).
 */
export async function lockOwned<T extends OwnedPgTable>(
  w: Writes,
  binding: OwnedTable<T>,
  id: string,
  visible: Visible,
  missing?: () => AppError,
): Promise<T['$inferSelect']> {
  const row = await lockOwnedRow(w.tx, binding, id, visible);
  if (!row) throw missing?.() ?? notFound();
  return row;
}

/** Inserts a row of a module-owned table with its search text, audit entry and change event. */
export async function insertOwned<T extends OwnedPgTable>(
  w: Writes,
  binding: OwnedTable<T>,
  values: T['$inferInsert'],
  options: OwnedWriteOptions = {},
): Promise<T['$inferSelect']> {
  requirePlace(w, binding, values, options.permission);
  const search = await ownedSearchText(w.tx, binding, values);
  const row = await insertOwnedRow(w.tx, binding, values, search);
  const stored = row as Values;
  await leaveTrace(w, binding, options, row, 'created', {
    action: options.audit?.action ?? 'create',
    newValues: auditValues(binding, stored, Object.keys(values as Values)),
  });
  return row;
}

/**
 * Changes a row read (and locked) by `lockOwned`: only the columns that differ are written, with
 * the version bump, the search text, the audit entry (old and new values of what changed) and the
 * change event. Changes equal to the stored values write nothing.
 */
export async function updateOwned<T extends OwnedPgTable>(
  w: Writes,
  binding: OwnedTable<T>,
  before: T['$inferSelect'],
  changes: Partial<T['$inferInsert']>,
  options: OwnedWriteOptions = {},
): Promise<T['$inferSelect']> {
  const old = before as Values;
  const version = ownedRowVersion(before);
  if (options.expectedVersion !== undefined && version !== options.expectedVersion)
    throw conflict();
  const changed = Object.keys(changes as Values).filter(
    (k) => !isDeepStrictEqual((changes as Values)[k] ?? null, old[k] ?? null),
  );
  if (changed.length === 0 && !options.audit) return before;
  requirePlace(
    w,
    binding,
    { ...old, ...(changes as Values) } as T['$inferSelect'],
    options.permission,
  );
  const merged = { ...old, ...(changes as Values) } as T['$inferSelect'];
  const search = await ownedSearchText(w.tx, binding, merged);
  const after = await updateOwnedRow(w.tx, binding, String(old.id), version, changes, search, {
    keepVersion: options.keepVersion ?? false,
  });
  if (!after) throw conflict();
  await leaveTrace(w, binding, options, after, 'updated', {
    action: options.audit?.action ?? 'update',
    oldValues: auditValues(binding, old, changed),
    newValues: auditValues(binding, after as Values, changed),
  });
  return after;
}
