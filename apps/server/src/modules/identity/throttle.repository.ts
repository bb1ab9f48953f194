import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/index.ts';

export type ThrottleRow = typeof loginThrottle.$inferSelect;

export async function readThrottle(db: Db, keys: string[]): Promise<ThrottleRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
}

/**
 * Counts one failure for a key and sets its delay and lock, in one statement so concurrent
 * processes count every failure. A key idle for `windowSeconds` starts again from one.
 */
export async function recordThrottleFailure(
  db: Db,
  key: string,
  policy: { windowSeconds: number; delayAfter: number; lockAfter: number; lockSeconds: number },
): Promise<ThrottleRow> {
  const window = sql`make_interval(secs => ${policy.windowSeconds}::int)`;
  const fresh = sql`${loginThrottle.lastFailureAt} < now() - ${window}`;
  const failures = sql`(case when ${fresh} then 1 else ${loginThrottle.failures} + 1 end)`;
  const delayAfter = sql`${policy.delayAfter}::int`;
  const lockAfter = sql`${policy.lockAfter}::int`;
  const delayFor = (n: SQL) =>
    sql`(case when ${n} >= ${delayAfter} then now() + make_interval(secs => least(60, power(2, ${n} - ${delayAfter}))::double precision) else null end)`;
  const lockFor = (n: SQL) =>
    sql`(case when ${n} >= ${lockAfter} then now() + make_interval(secs => ${policy.lockSeconds}::int) else null end)`;
  const [row] = await db
    .insert(loginThrottle)
    .values({
      key,
      failures: 1,
      lastFailureAt: sql`now()`,
      nextAttemptAt: delayFor(sql`1`),
      lockedUntil: lockFor(sql`1`),
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        lastFailureAt: sql`now()`,
        nextAttemptAt: delayFor(failures),
        lockedUntil: lockFor(failures),
      },
    })
    .returning();
  return row!;
}

export async function clearThrottle(db: Db, keys: string[]) {
  if (keys.length > 0) await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}
