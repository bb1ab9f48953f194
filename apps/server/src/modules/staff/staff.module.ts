import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { jobWorkerEnabled } from '../../jobs/job-worker-registry.ts';
import { defineLadderEligibilityJob, scheduleEligibility } from './ladder-eligibility.job.ts';
import { installLadderHooks } from './ladder.hooks.ts';
import { staffRoutes } from './staff.routes.ts';

/**
 * Staff time and the teacher ladder: monthly work sheets prefilled from the records, their
 * approval by the centre's manager, the approved sheets payroll pays from, the teacher log, and
 * the ladder's grades, nightly eligibility and promotions (docs/work-sheets-and-ladder.md).
 */
export async function staffModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installLadderHooks();
  await staffRoutes(app, ctx);
  defineLadderEligibilityJob();
  if (jobWorkerEnabled(ctx)) app.addHook('onReady', () => scheduleEligibility(ctx));
}
