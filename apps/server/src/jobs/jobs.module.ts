import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { installJobWorker } from './job-worker-registry.ts';
import { jobsRoutes } from './jobs.routes.ts';

/** Background jobs: the API of a job and, when enabled, the worker loop of this process. */
export async function jobsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await jobsRoutes(app, ctx);
  installJobWorker(app, ctx);
}
