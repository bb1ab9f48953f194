import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { backgroundJobs, storedFiles } from '../db/schema/index.ts';

export type JobRow = typeof backgroundJobs.$inferSelect;

/** The resource name result files are stored under in `stored_files`. */
export const JOB_FILES_RESOURCE = 'background-jobs';

const seconds = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** A job to queue, as `enqueueJob` builds it from its kind's definition. */
export interface JobInsert {
  kind: string;
  payload: unknown;
  createdBy: string | null;
  scopeLabel?: string | undefined;
  maxAttempts: number;
  runAfter?: Date | undefined;
}

export async function insertJob(tx: Db, job: JobInsert): Promise<{ id: string }> {
  const [row] = await tx
    .insert(backgroundJobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? null,
      createdBy: job.createdBy,
      scopeLabel: job.scopeLabel ?? null,
      maxAttempts: job.maxAttempts,
      ...(job.runAfter ? { runAfter: job.runAfter.toISOString() } : {}),
    })
    .returning({ id: backgroundJobs.id });
  return row!;
}

/**
 * Queues the job `values()` builds unless one of `kind` is already queued, in one transaction
 * under a transaction-level advisory lock on the kind: several processes starting together
 * queue one. `values` is called only when a job is queued (it may refuse by throwing).
 */
export async function queueOnce(db: Db, kind: string, values: () => JobInsert): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}))`);
    const [queued] = await tx
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, kind), eq(backgroundJobs.state, 'queued')))
      .limit(1);
    if (queued) return;
    await insertJob(tx, values());
  });
}

export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)).limit(1);
  return row ?? null;
}

/**
 * Ends, once and for all, running jobs whose lease ran out and that may not run again: out of
 * attempts (failed) or cancelled meanwhile. Safe from several processes at once.
 */
export async function reapExpiredJobs(db: Db): Promise<JobRow[]> {
  return db
    .update(backgroundJobs)
    .set({
      state: sql`case when ${backgroundJobs.cancelRequestedAt} is not null then 'cancelled' else 'failed' end`,
      error: sql`case when ${backgroundJobs.cancelRequestedAt} is not null then null else 'jobs.error.abandoned' end`,
      lockedBy: null,
      leaseUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(backgroundJobs.state, 'running'),
        lt(backgroundJobs.leaseUntil, sql`now()`),
        or(
          sql`${backgroundJobs.attempts} >= ${backgroundJobs.maxAttempts}`,
          isNotNull(backgroundJobs.cancelRequestedAt),
        ),
      ),
    )
    .returning();
}

/**
 * Claims one due job of these kinds for this worker: a queued job whose time has come, or a
 * running one whose lease ran out (its process died). `FOR UPDATE SKIP LOCKED` lets several
 * processes claim at once without waiting on each other or taking the same row; the claim
 * counts an attempt and starts the lease.
 */
export async function claimNextJob(
  db: Db,
  workerId: string,
  kinds: readonly string[],
  leaseMs: number,
): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  const due = db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(
      and(
        inArray(backgroundJobs.kind, [...kinds]),
        or(
          and(eq(backgroundJobs.state, 'queued'), lte(backgroundJobs.runAfter, sql`now()`)),
          and(
            eq(backgroundJobs.state, 'running'),
            lt(backgroundJobs.leaseUntil, sql`now()`),
            isNull(backgroundJobs.cancelRequestedAt),
            sql`${backgroundJobs.attempts} < ${backgroundJobs.maxAttempts}`,
          ),
        ),
      ),
    )
    .orderBy(backgroundJobs.runAfter, backgroundJobs.createdAt, backgroundJobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(backgroundJobs)
    .set({
      state: 'running',
      lockedBy: workerId,
      leaseUntil: seconds(leaseMs),
      attempts: sql`${backgroundJobs.attempts} + 1`,
      startedAt: sql`coalesce(${backgroundJobs.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(inArray(backgroundJobs.id, due))
    .returning();
  return row ?? null;
}

const heldBy = (id: string, workerId: string) =>
  and(
    eq(backgroundJobs.id, id),
    eq(backgroundJobs.lockedBy, workerId),
    eq(backgroundJobs.state, 'running'),
  );

/**
 * Renews the lease (and stores the progress when given). Null when the worker no longer holds
 * the job (its lease ran out and another process took it, or it ended).
 */
export async function renewLease(
  db: Db,
  id: string,
  workerId: string,
  leaseMs: number,
  progress?: { done: number; total: number },
): Promise<{ cancelRequested: boolean } | null> {
  const [row] = await db
    .update(backgroundJobs)
    .set({
      leaseUntil: seconds(leaseMs),
      updatedAt: sql`now()`,
      ...(progress ? { done: progress.done, total: progress.total } : {}),
    })
    .where(heldBy(id, workerId))
    .returning({ cancelRequestedAt: backgroundJobs.cancelRequestedAt });
  return row ? { cancelRequested: row.cancelRequestedAt !== null } : null;
}

/**
 * Records a successful run: the result file (in stored_files, attached to the job) and the
 * final state, in one transaction, only while this worker still holds the job. A cancel asked
 * for meanwhile wins: the job ends cancelled and keeps no file.
 */
export async function completeJob(
  db: Db,
  id: string,
  workerId: string,
  outcome: {
    resultFile?: { name: string; contentType: string; data: Buffer } | undefined;
    summary?: Record<string, unknown> | undefined;
  },
): Promise<JobRow | null> {
  return db.transaction(async (tx) => {
    const [held] = await tx.select().from(backgroundJobs).where(heldBy(id, workerId)).for('update');
    if (!held) return null;
    if (held.cancelRequestedAt) {
      const [row] = await tx
        .update(backgroundJobs)
        .set(endState('cancelled'))
        .where(eq(backgroundJobs.id, id))
        .returning();
      return row ?? null;
    }
    let resultFileId: string | null = null;
    const file = outcome.resultFile;
    if (file) {
      const [stored] = await tx
        .insert(storedFiles)
        .values({
          resource: JOB_FILES_RESOURCE,
          field: 'result',
          recordId: id,
          name: file.name,
          contentType: file.contentType,
          content: file.data,
          size: file.data.length,
          sha256: createHash('sha256').update(file.data).digest('hex'),
          uploadedBy: held.createdBy,
        })
        .returning({ id: storedFiles.id });
      resultFileId = stored!.id;
    }
    const [row] = await tx
      .update(backgroundJobs)
      .set({
        ...endState('succeeded'),
        done: sql`greatest(${backgroundJobs.done}, ${backgroundJobs.total})`,
        resultFileId,
        summary: outcome.summary ?? null,
        error: null,
      })
      .where(eq(backgroundJobs.id, id))
      .returning();
    return row ?? null;
  });
}

function endState(state: 'succeeded' | 'failed' | 'cancelled') {
  return {
    state,
    lockedBy: null,
    leaseUntil: null,
    finishedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
}

/** A failed run: back to the queue after `retryDelayMs` while attempts remain, else failed. */
export async function failJobRun(
  db: Db,
  id: string,
  workerId: string,
  failure: { code: string; detail: string; retry: boolean; retryDelayMs: number },
): Promise<JobRow | null> {
  const canRetry = failure.retry
    ? sql`(${backgroundJobs.attempts} < ${backgroundJobs.maxAttempts} and ${backgroundJobs.cancelRequestedAt} is null)`
    : sql`false`;
  const [row] = await db
    .update(backgroundJobs)
    .set({
      state: sql`case when ${backgroundJobs.cancelRequestedAt} is not null then 'cancelled' when ${canRetry} then 'queued' else 'failed' end`,
      error: sql`case when ${backgroundJobs.cancelRequestedAt} is not null or ${canRetry} then null else ${failure.code} end`,
      errorDetail: failure.detail.slice(0, 2000),
      runAfter: sql`case when ${canRetry} then ${seconds(failure.retryDelayMs)} else ${backgroundJobs.runAfter} end`,
      finishedAt: sql`case when ${canRetry} then null else now() end`,
      lockedBy: null,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, workerId))
    .returning();
  return row ?? null;
}

/** The run ended because this process is shutting down: back to the queue, attempt not counted. */
export async function releaseJob(db: Db, id: string, workerId: string): Promise<JobRow | null> {
  const [row] = await db
    .update(backgroundJobs)
    .set({
      state: sql`case when ${backgroundJobs.cancelRequestedAt} is not null then 'cancelled' else 'queued' end`,
      finishedAt: sql`case when ${backgroundJobs.cancelRequestedAt} is not null then now() else null end`,
      attempts: sql`greatest(${backgroundJobs.attempts} - 1, 0)`,
      lockedBy: null,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, workerId))
    .returning();
  return row ?? null;
}

/**
 * Cancels a job: a queued one at once; a running one is asked to stop (its worker sees the
 * request at its next progress step or lease renewal, and the job then ends cancelled).
 * Returns the job after the change, or null when it had already ended.
 */
export async function requestCancel(db: Db, id: string): Promise<JobRow | null> {
  const [queued] = await db
    .update(backgroundJobs)
    .set({ ...endState('cancelled'), cancelRequestedAt: sql`now()` })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, 'queued')))
    .returning();
  if (queued) return queued;
  const [running] = await db
    .update(backgroundJobs)
    .set({
      cancelRequestedAt: sql`coalesce(${backgroundJobs.cancelRequestedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, 'running')))
    .returning();
  return running ?? null;
}

/** The result file of a job, with its content. */
export async function jobResultFile(db: Db, job: JobRow) {
  if (!job.resultFileId) return null;
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, job.resultFileId),
        eq(storedFiles.resource, JOB_FILES_RESOURCE),
        eq(storedFiles.recordId, job.id),
      ),
    )
    .limit(1);
  return file ?? null;
}

/** How long a finished job and its result file are kept (the user downloads it meanwhile). */
export const KEEP_FINISHED_SECONDS = 14 * 24 * 60 * 60;

/**
 * Deletes jobs that ended longer ago than `olderThanSeconds` (database clock), with their
 * result files, in one transaction. Idempotent, so several processes may sweep at once.
 */
export async function deleteFinishedJobs(
  db: Db,
  olderThanSeconds = KEEP_FINISHED_SECONDS,
): Promise<number> {
  return db.transaction(async (tx) => {
    const old = and(
      inArray(backgroundJobs.state, ['succeeded', 'failed', 'cancelled']),
      lt(backgroundJobs.finishedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
    );
    await tx
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.resource, JOB_FILES_RESOURCE),
          inArray(
            storedFiles.recordId,
            tx.select({ id: backgroundJobs.id }).from(backgroundJobs).where(old),
          ),
        ),
      );
    const gone = await tx.delete(backgroundJobs).where(old).returning({ id: backgroundJobs.id });
    return gone.length;
  });
}
