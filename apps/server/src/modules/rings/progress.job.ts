import { storeProgress } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { defineJob, scheduleOnce } from '../../jobs/index.ts';
import { refillStaleProgress } from './progress.repository.ts';
import { recomputedProgress } from './progress.service.ts';

/** The refill of stale kept memorisation states (docs/students-and-rings.md). */
export const PROGRESS_REFILL_JOB = 'rings.progress-refill';

/** Students folded per transaction. */
const BATCH = 200;

/**
 * Folds every stale student's state again from their readings, a batch at a time, until none
 * is left: the students whose readings were written other than by the ring day (an edit of a
 * reading, an import, a restore) and, after the migration, everyone. Until it has run a
 * stale student's ring day is folded from the readings on every load, as before the summary.
 */
export async function refillProgress(ctx: AppContext): Promise<{ students: number }> {
  let students = 0;
  for (;;) {
    const n = await refillStaleProgress(ctx.db, BATCH, async (tx, ids) =>
      [...(await recomputedProgress(tx, ids))].map(([studentId, state]) => ({
        studentId,
        state: storeProgress(state),
      })),
    );
    if (n === 0) return { students };
    students += n;
  }
}

/** The next run: tomorrow at 01:00 UTC (or `at`). */
export async function scheduleProgressRefill(ctx: AppContext, at?: Date): Promise<void> {
  const now = new Date();
  const next =
    at ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 1));
  await scheduleOnce(ctx.db, PROGRESS_REFILL_JOB, next);
}

let defined = false;

/** Defines the job once per process: refill, then queue tomorrow's run. */
export function defineProgressRefillJob(): void {
  if (defined) return;
  defined = true;
  defineJob<Record<string, never>>(PROGRESS_REFILL_JOB, async (run) => {
    const result = await refillProgress(run.ctx);
    await scheduleProgressRefill(run.ctx);
    return { summary: result };
  });
}
