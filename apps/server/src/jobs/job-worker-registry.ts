import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { JobWorker, type JobWorkerOptions, type RunResult } from './job-worker.ts';

const workers = new WeakMap<AppContext, JobWorker>();

/** The one worker of an application (created on first use, not started). */
export function jobWorkerOf(ctx: AppContext, options: JobWorkerOptions = {}): JobWorker {
  let worker = workers.get(ctx);
  if (!worker) {
    worker = new JobWorker(ctx, {
      leaseMs: ctx.config.JOBS_LEASE_SECONDS * 1000,
      pollMs: ctx.config.JOBS_POLL_MS,
      ...options,
    });
    workers.set(ctx, worker);
  }
  return worker;
}

/** Claims and runs one due job in this application now (tests, the command line). */
export function runNextJob(ctx: AppContext): Promise<RunResult> {
  return jobWorkerOf(ctx).runNextJob();
}

/** Runs due jobs until none is left; returns how many ran. */
export function drainJobs(ctx: AppContext, max?: number): Promise<number> {
  return jobWorkerOf(ctx).drain(max);
}

/** Whether this process runs jobs: JOBS_WORKER on, or auto outside tests. */
export function jobWorkerEnabled(ctx: AppContext): boolean {
  const setting = ctx.config.JOBS_WORKER;
  return setting === 'on' || (setting === 'auto' && ctx.config.NODE_ENV !== 'test');
}

/** Starts the worker loop when the server is ready and stops it cleanly when it closes. */
export function installJobWorker(app: FastifyInstance, ctx: AppContext): void {
  if (!jobWorkerEnabled(ctx)) return;
  const worker = jobWorkerOf(ctx, { log: app.log });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
