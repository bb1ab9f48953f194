import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../access/access-types.ts';
import { scopeCondition, type ScopeColumns } from '../access/scope-condition.ts';
import type { Db } from '../db/client.ts';

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
  /** The items waiting for this caller: count and the oldest's date, within `caller.scope`. */
  count: (db: Db, caller: WaitingCaller) => Promise<WaitingCount>;
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

/**
 * Counts a module's waiting rows inside the caller's scope (the helper a module's waiting
 * source calls from its repository, so every source counts the same way).
 */
export async function countWaiting(db: Db, scope: Scope, q: WaitingQuery): Promise<WaitingCount> {
  const res = (await db.execute(
    sql`select count(*)::int as n, min(${q.since})::text as oldest from ${q.from} where (${scopeCondition(scope, q.columns)}) and (${q.where})`,
  )) as unknown as { rows?: Array<{ n: number; oldest: string | null }> };
  const row = res.rows?.[0];
  return { count: Number(row?.n ?? 0), oldestAt: row?.oldest ?? null };
}
