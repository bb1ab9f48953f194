import type { Db } from '../db/client.ts';
import { jobDefinition } from './job-registry.ts';
import { insertJob, queueOnce, type JobInsert } from './jobs.repository.ts';

export interface EnqueueInput<P> {
  kind: string;
  payload: P;
  /** The user the job belongs to: only they (and administrators) see it and hear its progress. */
  createdBy: string | null;
  /** Says what the job is about, for lists and logs (a session's name...). */
  scopeLabel?: string;
  /** Not before this time (a delayed job). */
  runAfter?: Date;
}

/**
 * Puts a job in the queue inside the caller's transaction: it exists if and only if that
 * transaction commits, so a refused request leaves no job behind. The kind must be defined
 * (`defineJob`) in this process.
 */
export async function enqueueJob<P>(tx: Db, input: EnqueueInput<P>): Promise<{ id: string }> {
  return insertJob(tx, jobValues(input));
}

/** The row of a job to queue; the kind must be defined (`defineJob`) in this process. */
function jobValues<P>(input: EnqueueInput<P>): JobInsert {
  const definition = jobDefinition(input.kind);
  if (!definition) throw new Error(`unknown job kind: ${input.kind}`);
  return {
    kind: input.kind,
    payload: input.payload,
    createdBy: input.createdBy,
    scopeLabel: input.scopeLabel,
    maxAttempts: definition.maxAttempts,
    runAfter: input.runAfter,
  };
}

/**
 * Makes sure one job of `kind` waits in the queue (a recurring job: a process starting, or the
 * job ending, calls it with the next time). Under a transaction-level advisory lock on the kind,
 * so several processes starting together queue one, and a job already queued is left as it is
 * (jobs.repository.ts's `queueOnce`).
 */
export async function scheduleOnce(db: Db, kind: string, runAfter: Date): Promise<void> {
  await queueOnce(db, kind, () => jobValues({ kind, payload: {}, createdBy: null, runAfter }));
}
