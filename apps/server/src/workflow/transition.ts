import { reasonGiven, type Lifecycle } from '@qc/domain';
import { sql } from 'drizzle-orm';
import { recordInScope, scopeCondition } from '../access/scope-condition.ts';
import type { AppContext } from '../app-context.ts';
import type { AppError } from '../http/errors.ts';
import { conflict, forbidden, validationFailed } from '../http/errors.ts';
import type { NotificationInput } from '../realtime/events.ts';
import type { Caller } from '../resources/resource-caller.ts';
import { withWrites, type Writes } from '../resources/resource.service.ts';
import { actorOf } from './nobody.ts';
import { insertOwnedEvent } from './owned.repository.ts';
import type { OwnedPgTable, OwnedTable, Visible } from './owned-table.ts';
import { insertOwned, lockOwned, updateOwned } from './owned-writes.ts';

/**
 * The one transition path of a declared lifecycle over a module-owned table:
 *
 *   lock the row inside the caller's visibility (404 outside) → check the lifecycle (409) →
 *   check the caller's right (403) → the module's work, in the write transaction → the state and
 *   version, the event row, the audit entry named after the action → after the commit, the change
 *   event and the notification.
 *
 * A module declares its lifecycle (domain, `defineLifecycle`) and its table's binding
 * (`defineOwnedTable`) and writes none of these steps by hand. See docs/adding-a-workflow.md.
 */

type Values = Record<string, unknown>;

/** What a transition's work decides. */
export interface TransitionOutcome<S extends string, T extends OwnedPgTable> {
  /** The state reached; may be left out when the action leads to one state only. */
  to?: S;
  /** Other columns written with the state (a date, an examiner, a result's id). */
  changes?: Partial<T['$inferInsert']>;
  /** The reason kept on the event row and the audit entry. */
  reason?: string | null;
  /** A notification, sent once the transaction has committed. */
  notify?: NotificationInput | null;
  /** The module's own columns of the event row (`WorkflowEvent.details`). */
  event?: Record<string, unknown>;
  /**
   * More readers of the change event than the binding's (a posting also moves the ledger's
   * screens, keyed on the same name and read with `finance:read`).
   */
  readers?: readonly string[];
}

export interface TransitionSpec<
  S extends string,
  A extends string,
  P extends string,
  T extends OwnedPgTable,
> {
  binding: OwnedTable<T>;
  lifecycle: Lifecycle<S, A, P>;
  action: A;
  id: string;
  /**
   * Which rows the caller may act on at all (a row outside is a 404, as if it did not exist).
   * Default: the scope of the caller's `<lifecycle>:read` permission over the binding's columns.
   */
  visible?: Visible;
  /**
   * The caller's right to do the action on this row, beyond the state table: undefined when
   * allowed, else the refusal. Default: the action's permission, with the row's place in its scope.
   */
  refusal?: (row: T['$inferSelect']) => AppError | undefined;
  /** The refusal of a row the caller may not see or that does not exist (default 404). */
  missing?: () => AppError;
  /** The refusal of an action the row's state does not allow (default `errors.wrongState`). */
  wrongState?: (state: string) => AppError;
  /** The module's own work, inside the transaction, once the checks have passed. */
  work?: (w: Writes, row: T['$inferSelect']) => Promise<TransitionOutcome<S, T>>;
}

/** Whether the caller holds `permission` over a place. */
export function holdsOver(
  caller: Caller,
  permission: string,
  place: Parameters<typeof recordInScope>[1],
) {
  const access = caller.access;
  return access.can(permission) && recordInScope(access.scopeFor(permission), place);
}

/** The default visibility: the scope of the caller's `<name>:read` permission. */
export function readVisibility<T extends OwnedPgTable>(
  caller: Caller,
  binding: OwnedTable<T>,
  permission = `${binding.name}:read`,
): Visible {
  const access = caller.access;
  return scopeCondition(
    access.can(permission)
      ? access.scopeFor(permission)
      : { all: false, countryIds: [], centreIds: [], ringIds: [], studentIds: [] },
    binding.scopeColumns,
  );
}

function stateOf<T extends OwnedPgTable>(binding: OwnedTable<T>, row: T['$inferSelect']): string {
  return String((row as Values)[binding.stateColumn ?? 'state']);
}

/**
 * One transition inside the caller's unit of work (for a workflow that does more than one
 * transition in a transaction). Most callers use `runTransition`, which opens the unit.
 */
export async function transitionIn<
  S extends string,
  A extends string,
  P extends string,
  T extends OwnedPgTable,
>(w: Writes, spec: TransitionSpec<S, A, P, T>): Promise<T['$inferSelect']> {
  const { binding, lifecycle, action, caller } = { ...spec, caller: w.caller };
  const def = lifecycle.actions[action];
  const row = await lockOwned(
    w,
    binding,
    spec.id,
    spec.visible ?? readVisibility(caller, binding),
    spec.missing,
  );
  const from = stateOf(binding, row);
  if (!lifecycle.isState(from) || !lifecycle.can(from, action))
    throw spec.wrongState?.(from) ?? conflict('errors.wrongState', { state: from });
  const refusal = spec.refusal
    ? spec.refusal(row)
    : holdsOver(caller, def.permission, binding.scopeOf(row))
      ? undefined
      : forbidden();
  if (refusal) throw refusal;
  const out: TransitionOutcome<S, T> = (await spec.work?.(w, row)) ?? {};
  const to = out.to ?? (def.to.length === 1 ? def.to[0] : undefined);
  if (to === undefined || !lifecycle.leadsTo(action, to))
    throw new Error(`Lifecycle ${lifecycle.name}: "${action}" cannot lead to "${String(to)}"`);
  const reason = out.reason ?? null;
  if (def.reasonRequired && !reasonGiven(reason))
    throw validationFailed({ reason: { code: 'errors.reasonRequired' } });
  const changes: Values = { ...(out.changes as Values), [binding.stateColumn ?? 'state']: to };
  if (binding.closedAtColumn && lifecycle.isFinal(to)) changes[binding.closedAtColumn] = sql`now()`;
  const after = await updateOwned(w, binding, row, changes as Partial<T['$inferInsert']>, {
    audit: { action, reason },
    ...(out.readers ? { readers: out.readers } : {}),
  });
  await insertOwnedEvent(w.tx, binding, {
    recordId: spec.id,
    action,
    fromState: from,
    toState: to,
    byUserId: actorOf(caller),
    reason,
    ...(out.event ? { details: out.event } : {}),
  });
  const notify = out.notify;
  if (notify && notify.userIds.length > 0) w.notifyAfterCommit(notify);
  return after;
}

/** Runs one transition in its own transaction; returns the row after it. */
export function runTransition<
  S extends string,
  A extends string,
  P extends string,
  T extends OwnedPgTable,
>(ctx: AppContext, caller: Caller, spec: TransitionSpec<S, A, P, T>): Promise<T['$inferSelect']> {
  return withWrites(ctx, caller, (w) => transitionIn(w, spec));
}

/**
 * Creates a record of a lifecycle (its creating action, `from: [null]`), inside the caller's
 * unit of work: the place must lie in the scope of the action's permission (403), the state is
 * the action's, the event row, the audit entry named after the action and the change event follow.
 */
export async function createIn<
  S extends string,
  A extends string,
  P extends string,
  T extends OwnedPgTable,
>(
  w: Writes,
  spec: {
    binding: OwnedTable<T>;
    lifecycle: Lifecycle<S, A, P>;
    action: A;
    values: T['$inferInsert'];
    reason?: string | null;
    /** The module's own columns of the event row (`WorkflowEvent.details`). */
    event?: Record<string, unknown>;
    /**
     * The module placed the row and checked the caller's right itself, so the place is not held
     * against the scope of the action's permission (an employee's own work sheet: theirs by their
     * staff record, whatever their roles' scopes).
     */
    placeChecked?: boolean;
    /** A notification about the new row, sent once the transaction has committed. */
    notify?: (
      row: T['$inferSelect'],
    ) => Promise<NotificationInput | null> | NotificationInput | null;
  },
): Promise<T['$inferSelect']> {
  const { binding, lifecycle, action } = spec;
  const def = lifecycle.actions[action];
  if (!lifecycle.can(null, action) || def.to.length !== 1)
    throw new Error(`Lifecycle ${lifecycle.name}: "${action}" does not create a record`);
  const to = def.to[0]!;
  const values = { ...(spec.values as Values), [binding.stateColumn ?? 'state']: to };
  const row = await insertOwned(w, binding, values as T['$inferInsert'], {
    ...(spec.placeChecked ? {} : { permission: def.permission }),
    audit: { action, reason: spec.reason ?? null },
  });
  await insertOwnedEvent(w.tx, binding, {
    recordId: String((row as Values).id),
    action,
    fromState: null,
    toState: to,
    byUserId: actorOf(w.caller),
    reason: spec.reason ?? null,
    ...(spec.event ? { details: spec.event } : {}),
  });
  const notify = await spec.notify?.(row);
  if (notify && notify.userIds.length > 0) w.notifyAfterCommit(notify);
  return row;
}
