import type { JobView } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { requireAccess } from '../access/require-access.ts';
import { conflict, notFound, parseInput } from '../http/errors.ts';
import { canCancelJob, canSeeJob } from './job-access.ts';
import { announceJob, jobView } from './job-view.ts';
import { jobWorkerOf } from './job-worker-registry.ts';
import { findJob, jobResultFile, requestCancel } from './jobs.repository.ts';

const params = z.object({ id: z.uuid('errors.notFound') });

/**
 * The jobs API: a job's state and progress, its result file and its cancel. Any signed-in
 * user may call them; the job must be theirs (or they an administrator), else 404.
 */
export async function jobsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = `${ctx.config.API_BASE}/jobs/:id`;

  const visibleJob = async (
    id: string,
    userOk: (job: NonNullable<Awaited<ReturnType<typeof findJob>>>) => boolean,
  ) => {
    const job = await findJob(ctx.db, id);
    if (!job || !userOk(job)) throw notFound();
    return job;
  };

  app.get(base, { config: { signedIn: true } }, async (request): Promise<JobView> => {
    const access = requireAccess(request);
    const { id } = parseInput(params, request.params);
    const job = await visibleJob(id, (j) => canSeeJob(access, j));
    const file = job.state === 'succeeded' ? await jobResultFile(ctx.db, job) : null;
    return jobView(ctx, job, file?.name);
  });

  app.get(`${base}/result`, { config: { signedIn: true } }, async (request, reply) => {
    const access = requireAccess(request);
    const { id } = parseInput(params, request.params);
    const job = await visibleJob(id, (j) => canSeeJob(access, j));
    const file = job.state === 'succeeded' ? await jobResultFile(ctx.db, job) : null;
    if (!file) throw notFound('jobs.error.noResult');
    return reply
      .header('content-type', file.contentType)
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .send(file.content);
  });

  app.post(`${base}/cancel`, { config: { signedIn: true } }, async (request): Promise<JobView> => {
    const access = requireAccess(request);
    const { id } = parseInput(params, request.params);
    const job = await visibleJob(id, (j) => canSeeJob(access, j));
    if (!canCancelJob(access, job)) throw notFound();
    const changed = await requestCancel(ctx.db, id);
    if (!changed) throw conflict('jobs.error.finished');
    // A run in this process stops at once; one elsewhere at its next step or lease renewal.
    jobWorkerOf(ctx).cancelLocal(id);
    announceJob(ctx, changed);
    return jobView(ctx, changed);
  });
}
