import type { AppContext } from '../../app-context.ts';
import { defineJob, scheduleOnce } from '../../jobs/index.ts';
import { proposeMonthEverywhere } from './rewards.service.ts';

/** The monthly run of the reward rules: last month's proposals in every centre. */
export const REWARDS_MONTHLY_JOB = 'rewards.monthly';

/** The first day of the next month at 05:00 UTC, after the month's last ring days and tests. */
export function nextMonthlyRunAt(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 5));
}

/** The month before the one of `now` (UTC), as YYYY-MM. */
export function previousMonth(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Makes sure the next monthly run waits in the queue (a process starting, or a run ending). */
export async function scheduleMonthlyRewards(ctx: AppContext, at = nextMonthlyRunAt()) {
  await scheduleOnce(ctx.db, REWARDS_MONTHLY_JOB, at);
}

let defined = false;

/**
 * Defines the job (once per process): it proposes last month's rewards from the active automatic
 * rules in every centre, with no proposer (any approver in scope decides them), then queues the
 * next month's run.
 */
export function defineRewardsMonthlyJob(): void {
  if (defined) return;
  defined = true;
  defineJob<Record<string, never>>(REWARDS_MONTHLY_JOB, async (run) => {
    const month = previousMonth();
    const result = await proposeMonthEverywhere(run.ctx, month, (done, total) =>
      run.progress(done, total),
    );
    await scheduleMonthlyRewards(run.ctx);
    return { summary: { month, ...result } };
  });
}
