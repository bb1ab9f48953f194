import type { AppContext } from '../../app-context.ts';
import { defineJob, scheduleOnce } from '../../jobs/index.ts';
import { purgeClosedApplications } from './purge.service.ts';

/** The daily erasure of closed applicants' personal data (docs/jobs-and-recruitment.md). */
export const RECRUITMENT_PURGE_JOB = 'recruitment.purge';

/** Tomorrow at 03:00 UTC. */
export function nextPurgeAt(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 3));
}

/** Makes sure the next purge waits in the queue (a process starting, or a run ending). */
export async function schedulePurge(ctx: AppContext, at = nextPurgeAt()) {
  await scheduleOnce(ctx.db, RECRUITMENT_PURGE_JOB, at);
}

let defined = false;

/**
 * Defines the job (once per process): erases the personal data of applications rejected or
 * withdrawn more than RECRUITMENT_PURGE_DAYS ago, then queues the next day's run.
 */
export function defineRecruitmentPurgeJob(): void {
  if (defined) return;
  defined = true;
  defineJob<Record<string, never>>(RECRUITMENT_PURGE_JOB, async (run) => {
    const purged = await purgeClosedApplications(
      run.ctx,
      run.ctx.config.RECRUITMENT_PURGE_DAYS,
      (done, total) => run.progress(done, total),
    );
    await schedulePurge(run.ctx);
    return { summary: { purged } };
  });
}
