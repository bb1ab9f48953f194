export { JobProgress, type JobProgressProps } from './JobProgress.tsx';
export { useJob, jobQueryKey, JOB_POLL_MS, JOB_POLL_CONNECTED_MS } from './use-job.ts';
export { laterJobView, jobPercent } from './job-view.ts';
