import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { RECRUITMENT_API, type PublicApplicationStatus } from '@qc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../app/components/ConfirmDialog.tsx';
import { DateText } from '../../app/components/DateText.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { api } from '../../app/http/client.ts';
import { recPath } from './recruitment-api.ts';

const OUTCOME_COLOURS = { hired: 'success', rejected: 'default', withdrawn: 'default' } as const;

/**
 * The applicant's private page (/job-registration-link/status/:token): no account, the link is
 * the key. The timeline of their application, the interview slot to pick when invited, the
 * withdrawal, and always where they stand, the final outcome included.
 */
export function ApplicationStatusScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['public-job-application', token];
  const status = useQuery({
    queryKey: key,
    queryFn: () =>
      api.get<PublicApplicationStatus>(recPath(RECRUITMENT_API.publicStatus, { token }), {
        skipAuth: true,
      }),
  });
  const [withdrawing, setWithdrawing] = useState(false);
  const done = (s: PublicApplicationStatus) => queryClient.setQueryData(key, s);
  const withdraw = useMutation({
    mutationFn: () =>
      api.post<PublicApplicationStatus>(
        recPath(RECRUITMENT_API.publicWithdraw, { token }),
        undefined,
        { skipAuth: true },
      ),
    onSuccess: done,
  });
  const slot = useMutation({
    mutationFn: (slotAt: string) =>
      api.post<PublicApplicationStatus>(
        recPath(RECRUITMENT_API.publicSlot, { token }),
        { slotAt },
        { skipAuth: true },
      ),
    onSuccess: done,
  });
  if (status.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress />
      </Box>
    );
  if (status.isError)
    return (
      <ErrorState error={status.error} title={t('recruitment.ui.statusNotFound')} fullScreen />
    );
  const s = status.data;
  const final = s.state === 'hired' || s.state === 'rejected' || s.state === 'withdrawn';
  const failed = withdraw.error ?? slot.error;
  return (
    <Box
      component="section"
      sx={{ maxWidth: 640, mx: 'auto', px: { xs: 1, sm: 2 }, pt: { xs: 7, sm: 9 }, pb: 4 }}
    >
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="overline" color="text.secondary">
            {t('recruitment.ui.yourApplication')}
          </Typography>
          <Typography variant="h5" component="h1" dir="auto">
            {s.postingTitle}
          </Typography>
          <Typography color="text.secondary" dir="auto" gutterBottom>
            {s.fullName}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, my: 1.5 }}>
            <Typography>{t('recruitment.ui.currentState')}</Typography>
            <Chip
              data-testid="application-state"
              color={final ? OUTCOME_COLOURS[s.state as keyof typeof OUTCOME_COLOURS] : 'primary'}
              label={t(`recruitment.state.${s.state}`)}
            />
          </Stack>
          {final && (
            <Alert severity={s.state === 'hired' ? 'success' : 'info'} sx={{ mb: 2 }}>
              {t(`recruitment.ui.outcome.${s.state}`)}
            </Alert>
          )}
          <Stepper orientation="vertical" activeStep={s.timeline.length - 1} sx={{ mb: 2 }}>
            {s.timeline.map((e, i) => (
              <Step key={`${e.state}-${i}`} completed>
                <StepLabel optional={<DateText value={e.at} style="medium" />}>
                  {t(`recruitment.state.${e.state}`)}
                </StepLabel>
              </Step>
            ))}
          </Stepper>
          {s.slotAt && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('recruitment.ui.slotPicked')} <DateText value={s.slotAt} withTime wrap />
            </Alert>
          )}
          {s.slots.length > 0 && (
            <Box sx={{ mb: 2 }}>
              <Typography variant="subtitle1" component="h2" gutterBottom>
                {t('recruitment.ui.pickSlot')}
              </Typography>
              <Stack spacing={1}>
                {s.slots.map((x) => (
                  <Button
                    key={x}
                    variant="outlined"
                    size="large"
                    disabled={slot.isPending}
                    onClick={() => slot.mutate(x)}
                  >
                    <DateText value={x} withTime wrap />
                  </Button>
                ))}
              </Stack>
            </Box>
          )}
          {failed && (
            <Alert severity="error">{problemsOf(failed, t('errors.internal')).message}</Alert>
          )}
          {s.canWithdraw && (
            <Button color="error" onClick={() => setWithdrawing(true)} sx={{ mt: 1 }}>
              {t('recruitment.ui.withdraw')}
            </Button>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={withdrawing}
        title={t('recruitment.ui.withdraw')}
        message={t('recruitment.ui.withdrawConfirm')}
        confirmLabel={t('recruitment.ui.withdraw')}
        destructive
        onConfirm={() =>
          withdraw.mutateAsync().then(
            () => undefined,
            () => undefined,
          )
        }
        onClose={() => setWithdrawing(false)}
      />
    </Box>
  );
}

export default ApplicationStatusScreen;
