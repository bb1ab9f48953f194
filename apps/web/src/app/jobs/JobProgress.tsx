import { isFinalJobState, type JobView } from '@qc/domain';
import Download from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/use-format.ts';
import { isApiError } from '../http/api-error.ts';
import { useCount } from '../i18n/use-count.ts';
import { jobPercent } from './job-view.ts';
import { useJob } from './use-job.ts';

export interface JobProgressProps {
  jobId: string;
  /** Called once when the job ends (succeeded, failed or cancelled). */
  onDone?: (job: JobView) => void;
  /** What the job is, shown above the bar (e.g. "Certificates of the session"). */
  title?: ReactNode;
  /**
   * A counted message saying "{{done}} of {{n}} …" (`key_<plural category>`, the count is the
   * total); default `jobs.progress.count` ("12 of 500 items").
   */
  countKey?: string;
  /** Starts the work again (a new job) after a failure or a cancel: shows a retry button. */
  onRetry?: () => void;
  /** Offer to cancel while the job waits or runs (default true). */
  cancellable?: boolean;
}

/**
 * A background job's progress: a bar with "12 of 500" in the user's digits and language
 * (right to left in Arabic), the job's state, a cancel button while it runs, the reason and a
 * retry when it failed, and a download button once it has a result file. Follows the job by
 * realtime events with polling as the fallback (`useJob`).
 */
export function JobProgress({
  jobId,
  onDone,
  title,
  countKey = 'jobs.progress.count',
  onRetry,
  cancellable = true,
}: JobProgressProps) {
  const { t } = useTranslation();
  const count = useCount();
  const f = useFormat();
  const { job, error, isLoading, refetch, cancel, download } = useJob(jobId);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);

  const told = useRef<string | null>(null);
  const latestOnDone = useRef(onDone);
  useEffect(() => {
    latestOnDone.current = onDone;
  });
  useEffect(() => {
    if (job && isFinalJobState(job.state) && told.current !== job.id) {
      told.current = job.id;
      latestOnDone.current?.(job);
    }
  }, [job]);

  if (!job) {
    return (
      <Box role="status" aria-live="polite" sx={{ py: 1 }}>
        {title && (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {title}
          </Typography>
        )}
        {error && !isLoading ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {isApiError(error) ? error.message : t('jobs.progress.unreachable')}
          </Alert>
        ) : (
          <>
            <LinearProgress aria-label={t('jobs.progress.label')} />
            <Typography variant="caption" color="text.secondary">
              {t('jobs.progress.loading')}
            </Typography>
          </>
        )}
      </Box>
    );
  }

  const final = isFinalJobState(job.state);
  const percent = jobPercent(job);
  const known = job.total > 0 || job.state === 'succeeded';
  const counted = count(countKey, job.total, { done: f.number(job.done) });
  const save = async () => {
    setDownloadError(null);
    setDownloading(true);
    try {
      await download();
    } catch (err) {
      setDownloadError(err);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      {title && (
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      )}
      <Box role="status" aria-live="polite">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {job.cancelRequested && !final
              ? t('jobs.state.cancelling')
              : t(`jobs.state.${job.state}`)}
          </Typography>
          {job.total > 0 && (
            <Typography variant="body2" color="text.secondary">
              {counted}
            </Typography>
          )}
        </Stack>
        {!final || job.state === 'succeeded' ? (
          <LinearProgress
            aria-label={t('jobs.progress.label')}
            aria-valuetext={job.total > 0 ? counted : t(`jobs.state.${job.state}`)}
            variant={known ? 'determinate' : 'indeterminate'}
            value={percent}
            color={job.state === 'succeeded' ? 'success' : 'primary'}
          />
        ) : null}
      </Box>

      {job.state === 'failed' && (
        <Alert severity="error">{t(job.error ?? 'jobs.error.failed')}</Alert>
      )}
      {job.state === 'cancelled' && <Alert severity="info">{t('jobs.state.cancelled')}</Alert>}
      {cancel.error ? (
        <Alert severity="error">
          {isApiError(cancel.error) ? cancel.error.message : t('errors.internal')}
        </Alert>
      ) : null}
      {downloadError ? (
        <Alert severity="error">
          {isApiError(downloadError) ? downloadError.message : t('errors.internal')}
        </Alert>
      ) : null}

      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {job.state === 'succeeded' && job.resultUrl && (
          <Button
            variant="contained"
            startIcon={<Download />}
            onClick={() => void save()}
            disabled={downloading}
          >
            {t('jobs.action.download')}
          </Button>
        )}
        {cancellable && !final && !job.cancelRequested && (
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => cancel.mutate()}
            disabled={cancel.isPending}
          >
            {t('jobs.action.cancel')}
          </Button>
        )}
        {onRetry && (job.state === 'failed' || job.state === 'cancelled') && (
          <Button variant="outlined" onClick={onRetry}>
            {t('jobs.action.retry')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
