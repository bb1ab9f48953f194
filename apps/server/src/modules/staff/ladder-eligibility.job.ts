import type { AppContext } from '../../app-context.ts';
import { defineJob, scheduleOnce } from '../../jobs/index.ts';
import { judgeEveryone, LADDER_ELIGIBILITY_JOB } from './ladder.service.ts';

/** Tomorrow at 02:00 UTC. */
export function nextEligibilityAt(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 2));
}

/** Makes sure the next nightly run waits in the queue (a process starting, or a run ending). */
export async function scheduleEligibility(ctx: AppContext, at = nextEligibilityAt()) {
  await scheduleOnce(ctx.db, LADDER_ELIGIBILITY_JOB, at);
}

let defined = false;

/**
 * Defines the nightly eligibility job (once per process): who meets their next grade's criteria,
 * with the evidence for each (docs/work-sheets-and-ladder.md); then queues the next night's run.
 * It writes only the derived verdicts, so running it twice after a crash changes nothing more.
 */
export function defineLadderEligibilityJob(): void {
  if (defined) return;
  defined = true;
  defineJob<Record<string, never>>(LADDER_ELIGIBILITY_JOB, async (run) => {
    const judged = await judgeEveryone(run.ctx, (done, total) => run.progress(done, total));
    await scheduleEligibility(run.ctx);
    return { summary: { judged } };
  });
}
