import { isFinalJobState, type JobView } from '@qc/domain';

/**
 * The later of two answers about one job. Progress arrives both by realtime events and by
 * polls, which may cross: a final state is never replaced by a running one, and while the job
 * runs the answer that got further wins. What the newer answer leaves out (the result's name,
 * which events do not carry) is kept from the older one.
 */
export function laterJobView(previous: JobView | undefined, next: JobView): JobView {
  if (!previous || previous.id !== next.id) return next;
  if (isFinalJobState(previous.state) && !isFinalJobState(next.state)) return previous;
  if (previous.state === 'running' && next.state === 'running' && next.done < previous.done) {
    return { ...next, done: previous.done, total: Math.max(previous.total, next.total) };
  }
  if (previous.state === 'running' && next.state === 'queued') return previous;
  return {
    ...next,
    ...(next.resultName === undefined && previous.resultName !== undefined
      ? { resultName: previous.resultName }
      : {}),
  };
}

/** The share of the work done, 0 to 100 (0 while the total is not known yet). */
export function jobPercent(job: Pick<JobView, 'done' | 'total' | 'state'>): number {
  if (job.state === 'succeeded') return 100;
  if (job.total <= 0) return 0;
  return Math.min(100, Math.max(0, (job.done / job.total) * 100));
}
