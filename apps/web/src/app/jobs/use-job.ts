import { isFinalJobState, JOB_EVENTS, JOBS_API, type JobView } from '@qc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../http/client.ts';
import { useRealtime, useRealtimeEvent } from '../realtime/index.ts';
import { laterJobView } from './job-view.ts';

/** Poll this often while the realtime connection is down (the fallback). */
export const JOB_POLL_MS = 2000;
/** And this often while it is up, in case an event was missed (another server process). */
export const JOB_POLL_CONNECTED_MS = 15_000;

export const jobQueryKey = (jobId: string) => ['jobs', 'detail', jobId] as const;

/**
 * A background job's state and progress: pushed by the server's `job:progress` events to the
 * job's creator, with polling as the fallback (often while the realtime connection is down,
 * rarely while it is up), until the job ends. Also cancels the job and downloads its result.
 */
export function useJob(jobId: string | null | undefined) {
  const queryClient = useQueryClient();
  const { state: connection } = useRealtime();
  const key = jobQueryKey(jobId ?? '');
  const query = useQuery({
    queryKey: key,
    enabled: Boolean(jobId),
    queryFn: async ({ signal }) => {
      const fresh = await api.get<JobView>(JOBS_API.job(jobId!), { signal });
      return laterJobView(queryClient.getQueryData<JobView>(key), fresh);
    },
    staleTime: 0,
    refetchInterval: (q) => {
      const job = q.state.data;
      if (job && isFinalJobState(job.state)) return false;
      return connection === 'open' ? JOB_POLL_CONNECTED_MS : JOB_POLL_MS;
    },
  });

  useRealtimeEvent<JobView>(JOB_EVENTS.progress, (payload) => {
    if (!jobId || payload.id !== jobId) return;
    queryClient.setQueryData<JobView>(key, (previous) => laterJobView(previous, payload));
    // The final answer of the API names the result file; events do not.
    if (isFinalJobState(payload.state)) void queryClient.invalidateQueries({ queryKey: key });
  });

  const cancel = useMutation({
    mutationFn: () => api.post<JobView>(JOBS_API.cancel(jobId!)),
    onSuccess: (job) => {
      queryClient.setQueryData<JobView>(key, (previous) => laterJobView(previous, job));
    },
  });

  const download = useCallback(
    () => api.download(JOBS_API.result(jobId!), query.data?.resultName),
    [jobId, query.data?.resultName],
  );

  return {
    job: query.data,
    /** The last load failed (the job is unknown, or the network is down). */
    error: query.error,
    isLoading: query.isLoading,
    refetch: query.refetch,
    cancel,
    download,
  };
}
