import { JOB_EVENTS, JOBS_API, type JobState, type JobView } from '@qc/domain';
import type { AppContext } from '../app-context.ts';
import { isoTimestamp } from '../resources/kind-storage.ts';
import type { JobRow } from './jobs.repository.ts';

/** A job as the API shows it (and as the progress event carries it). */
export function jobView(ctx: AppContext, row: JobRow, resultName?: string | null): JobView {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as JobState,
    done: row.done,
    total: row.total,
    ...(row.error ? { error: row.error } : {}),
    ...(row.resultFileId && row.state === 'succeeded'
      ? { resultUrl: `${ctx.config.API_BASE}${JOBS_API.result(row.id)}` }
      : {}),
    ...(resultName ? { resultName } : {}),
    ...(row.summary ? { summary: row.summary } : {}),
    ...(row.scopeLabel ? { scopeLabel: row.scopeLabel } : {}),
    ...(row.cancelRequestedAt && row.state === 'running' ? { cancelRequested: true } : {}),
    createdAt: isoTimestamp(row.createdAt) ?? row.createdAt,
    ...(row.finishedAt ? { finishedAt: isoTimestamp(row.finishedAt) ?? row.finishedAt } : {}),
  };
}

/** Tells the job's creator (every socket of theirs, on every server process) where it stands. */
export function announceJob(ctx: AppContext, row: JobRow, resultName?: string): void {
  if (!row.createdBy) return;
  ctx.events.toUsers([row.createdBy], JOB_EVENTS.progress, jobView(ctx, row, resultName));
}
