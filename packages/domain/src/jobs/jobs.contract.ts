import { z } from 'zod';

/**
 * Background jobs (bulk PDFs, payroll runs, reminders): work that outlives a request, kept in
 * the database so that it survives a restart and runs once across several server processes.
 * This is the contract the server and the web app share: states, the job's view, the paths
 * and the realtime event.
 */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** States a job never leaves. */
export const JOB_FINAL_STATES: readonly JobState[] = ['succeeded', 'failed', 'cancelled'];

export function isFinalJobState(state: JobState): boolean {
  return JOB_FINAL_STATES.includes(state);
}

/** What `GET /api/jobs/:id` answers (and what the progress event carries). */
export const jobViewSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** A translation key saying why the job failed (`jobs.error.*` or the handler's own key). */
  error: z.string().optional(),
  /** The API path of the result file (`/api/jobs/:id/result`) once there is one. */
  resultUrl: z.string().optional(),
  /** The result file's name, for the download button. */
  resultName: z.string().optional(),
  /** What the handler reported besides the file (counts, ids). */
  summary: z.record(z.string(), z.unknown()).optional(),
  /** Free text the enqueuer gave to say what the job is about (a session's name...). */
  scopeLabel: z.string().optional(),
  /** A cancel was asked for while the job runs; it stops at its next step. */
  cancelRequested: z.boolean().optional(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** Paths relative to the API base (`/api`): the web client prefixes nothing else. */
export const JOBS_API = {
  job: (id: string) => `/jobs/${id}`,
  result: (id: string) => `/jobs/${id}/result`,
  cancel: (id: string) => `/jobs/${id}/cancel`,
} as const;

/** The realtime event sent to a job's creator when its progress or state changes. */
export const JOB_EVENTS = { progress: 'job:progress' } as const;

/** Payload of `job:progress`: the job's view as `GET /api/jobs/:id` would answer it now. */
export type JobProgressPayload = JobView;
