import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { jobWorkerEnabled } from '../../jobs/job-worker-registry.ts';
import { defineRecruitmentPurgeJob, schedulePurge } from './recruitment-purge.job.ts';
import { recruitmentRoutes } from './recruitment.routes.ts';

/**
 * Jobs and recruitment (docs/jobs-and-recruitment.md): postings with a public application link,
 * the pipeline, scored interviews and hiring in one transaction; a daily background job erases
 * closed applicants' personal data after the configured period.
 */
export async function recruitmentModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await recruitmentRoutes(app, ctx);
  defineRecruitmentPurgeJob();
  if (jobWorkerEnabled(ctx)) app.addHook('onReady', () => schedulePurge(ctx));
}
