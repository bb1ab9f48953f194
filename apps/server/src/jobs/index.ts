/**
 * Background jobs: durable work with progress that survives a restart and runs once across
 * several server processes. See docs/jobs.md.
 *
 *   defineJob<P>(kind, handler)          at module load (a module's *.module.ts)
 *   enqueueJob(tx, { kind, payload, createdBy, scopeLabel? })   inside the caller's transaction
 *   scheduleOnce(db, kind, runAfter)     a recurring job: one waits in the queue
 *   GET /api/jobs/:id, GET /api/jobs/:id/result, POST /api/jobs/:id/cancel
 */
export {
  defineJob,
  PermanentJobError,
  type JobOutcome,
  type JobRun,
  type JobHandler,
} from './job-registry.ts';
export { enqueueJob, scheduleOnce, type EnqueueInput } from './enqueue.ts';
export { drainJobs, jobWorkerOf, runNextJob } from './job-worker-registry.ts';
export { JobWorker, type JobWorkerOptions, type RunResult } from './job-worker.ts';
export { jobView } from './job-view.ts';
export { jobsModule } from './jobs.module.ts';
