import { asc, isNull, sql } from 'drizzle-orm';
import type { StoredProgress } from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { studentProgress } from '../../db/schema/index.ts';

/** Stores the states (in the writer's transaction, after its readings are written). */
export async function storeProgressStates(
  db: Db,
  rows: ReadonlyArray<{ studentId: string; state: StoredProgress }>,
): Promise<void> {
  if (rows.length === 0) return;
  const states = jsonRows(
    studentProgress,
    ['studentId', 'asOf', 'state'],
    rows.map((r) => ({ studentId: r.studentId, asOf: r.state.asOf, state: r.state })),
  );
  await db.execute(sql`
    insert into ${studentProgress} ${states.columns} ${states.select}
    on conflict (student_id) do update set
      as_of = excluded.as_of, state = excluded.state, updated_at = now()`);
}

/**
 * One batch of the refill (progress.job.ts), in a transaction of its own: up to `limit` stale
 * students, their rows locked (skipping any a ring day's save holds), folded by `fold` from
 * their readings and stored. Answers how many it filled; 0 when none is stale.
 */
export async function refillStaleProgress(
  db: Db,
  limit: number,
  fold: (
    tx: Db,
    studentIds: string[],
  ) => Promise<Array<{ studentId: string; state: StoredProgress }>>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ studentId: studentProgress.studentId })
      .from(studentProgress)
      .where(isNull(studentProgress.state))
      .orderBy(asc(studentProgress.studentId))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    await storeProgressStates(
      tx,
      await fold(
        tx,
        rows.map((r) => r.studentId),
      ),
    );
    return rows.length;
  });
}
