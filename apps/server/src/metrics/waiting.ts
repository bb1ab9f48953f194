import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../access/access-types.ts';
import { scopeCondition, type ScopeColumns } from '../access/scope-condition.ts';
import { readWithoutParallelWorkers, type Db } from '../db/client.ts';
import { rowsOf as rowsIn } from '../db/json-rows.ts';

/**
 * "Items waiting for the caller's action": a module declares, in its `ServerModule` entry's
 * `waiting` list, what waits for a decision it owns (a test request to approve, a voucher to
 * approve...). The administration dashboard shows every source the caller holds the permission
 * of, first, with the count and the oldest item's age, each counted inside the caller's scope
 * for that permission. See docs/reports.md.
 */
export interface WaitingSource {
  /** Unique across modules: `<module>.<what>`. */
  key: string;
  /** Translation key of the line on the dashboard ("Test requests awaiting approval"). */
  labelKey: string;
  /** The permission that acts on the items; its scope is the caller's scope here. */
  permission: string;
  /** The screen where the items are acted on. */
  path: string;
  /**
   * The rows waiting for this caller (`caller.userId` leaves out their own); they are counted
   * inside `caller.scope`, with the oldest's date, by `countWaiting` or, all sources at once,
   * by `countAllWaiting`.
   */
  query: (caller: WaitingCaller) => WaitingQuery;
}

export interface WaitingCaller {
  userId: string;
  /** The caller's scope for the source's permission. */
  scope: Scope;
}

export interface WaitingCount {
  count: number;
  /** When the oldest waiting item started waiting (ISO timestamp), null when none. */
  oldestAt: string | null;
}

/** What a module's source counts: its rows waiting, where they live and since when. */
export interface WaitingQuery {
  from: SQL;
  columns: ScopeColumns;
  where: SQL;
  since: SQL;
}

/** One source's statement: its rows waiting inside `scope`, counted, and the oldest's date. */
const waitingStatement = (scope: Scope, q: WaitingQuery): SQL =>
  sql`select count(*)::int as n, min(${q.since})::text as oldest from ${q.from} where (${scopeCondition(scope, q.columns)}) and (${q.where})`;

interface WaitingRow {
  i?: number | string;
  n: number | string;
  oldest: string | null;
}

async function rowsOf(db: Db, query: SQL): Promise<WaitingRow[]> {
  return rowsIn<WaitingRow>(await db.execute(query));
}

const countOf = (row: WaitingRow | undefined): WaitingCount => ({
  count: Number(row?.n ?? 0),
  oldestAt: row?.oldest ?? null,
});

/** Counts a module's waiting rows inside the caller's scope (the statement of one source). */
export async function countWaiting(db: Db, scope: Scope, q: WaitingQuery): Promise<WaitingCount> {
  return countOf((await rowsOf(db, waitingStatement(scope, q)))[0]);
}

/** A source asked of `countAllWaiting`: its rows and the caller's scope for its permission. */
export interface WaitingAsk {
  scope: Scope;
  query: WaitingQuery;
}

/** A source's count, or the error that source alone raised. */
export type WaitingResult = { ok: true; value: WaitingCount } | { ok: false; error: unknown };

/**
 * The statement of several sources at once: each source's own statement as a derived table
 * tagged with its place, under one `union all`.
 */
export function composedWaitingQuery(asks: readonly WaitingAsk[]): SQL {
  return sql.join(
    asks.map(
      (a, i) =>
        sql`(select ${i}::int as i, w.n, w.oldest from (${waitingStatement(a.scope, a.query)}) w)`,
    ),
    sql` union all `,
  );
}

/**
 * Every source's count in one statement (`composedWaitingQuery`), the same as `countWaiting`
 * gives each alone. Should that statement fail, each source is counted again on its own, so
 * only the source at fault answers its error (`onComposedError` hears of the composed failure).
 */
export async function countAllWaiting(
  db: Db,
  asks: readonly WaitingAsk[],
  onComposedError?: (err: unknown) => void,
): Promise<WaitingResult[]> {
  const alone = async (a: WaitingAsk): Promise<WaitingResult> => {
    try {
      return { ok: true, value: await countWaiting(db, a.scope, a.query) };
    } catch (error) {
      return { ok: false, error };
    }
  };
  if (asks.length <= 1) return Promise.all(asks.map(alone));
  let rows: WaitingRow[];
  try {
    rows = rowsIn<WaitingRow>(await readWithoutParallelWorkers(db, composedWaitingQuery(asks)));
  } catch (err) {
    onComposedError?.(err);
    return Promise.all(asks.map(alone));
  }
  const byAsk = new Map(rows.map((r) => [Number(r.i), r]));
  return asks.map((_, i) => ({ ok: true, value: countOf(byAsk.get(i)) }));
}
