import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DONATIONS_API, DONOR_API, type MissedInstalmentRow } from '@qc/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupField } from '../../app/components/LookupField.tsx';
import { MonthField } from '../../app/components/MonthField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { api } from '../../app/http/client.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { JobProgress } from '../../app/jobs/JobProgress.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import { DONATIONS_KEY, donationsPath } from './donations-api.ts';
import { useRemindAll, useRemindOne, useStartImpact } from './donor-portal-api.ts';

const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

/** The missed instalments with a reminder each or all at once. */
function MissedPanel() {
  const { t } = useTranslation();
  const f = useFormat();
  const money = useMoney();
  const count = useCount();
  const missed = useQuery({
    queryKey: [DONATIONS_KEY, 'missed'],
    queryFn: () => api.get<{ items: MissedInstalmentRow[] }>(donationsPath(DONATIONS_API.missed)),
  });
  const one = useRemindOne();
  const all = useRemindAll();
  const [done, setDone] = useState<Set<string>>(new Set());
  const error = one.error ?? all.error;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {t('donations.reminders.missed')}
          </Typography>
          <Button variant="contained" disabled={all.isPending} onClick={() => all.mutate()}>
            {t('donations.reminders.remindAll')}
          </Button>
        </Stack>
        {all.data && (
          <Alert severity="success" role="status" sx={{ mb: 1 }}>
            {count('donations.reminders.sentCount', all.data.sent)}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {problemsOf(error, t('errors.internal')).message}
          </Alert>
        )}
        <QueryState
          query={missed}
          isEmpty={(d) => d.items.length === 0}
          empty={<Typography>{t('donations.reminders.none')}</Typography>}
        >
          {(d) => (
            <RecordTable
              rows={d.items}
              rowKey={(m) => m.id}
              label={t('donations.reminders.missed')}
              columns={[
                {
                  key: 'benefactor',
                  header: t('donations.ui.benefactor'),
                  cell: (m) => m.benefactorName,
                  primary: true,
                },
                { key: 'type', header: t('donations.ui.type'), cell: (m) => m.typeName },
                {
                  key: 'due',
                  header: t('donations.portal.due'),
                  cell: (m) => f.date(m.dueOn, 'medium'),
                  nowrap: true,
                },
                {
                  key: 'amount',
                  header: t('donations.ui.amount'),
                  cell: (m) => money(m.amount, m.currency),
                  nowrap: true,
                },
                {
                  key: 'remind',
                  header: '',
                  nowrap: true,
                  cell: (m) =>
                    done.has(m.id) ? (
                      t('donations.reminders.reminded')
                    ) : (
                      <Button
                        size="small"
                        disabled={one.isPending}
                        onClick={() =>
                          one.mutate(m.id, {
                            onSuccess: () => setDone((s) => new Set(s).add(m.id)),
                          })
                        }
                      >
                        {t('donations.reminders.remind')}
                      </Button>
                    ),
                },
              ]}
            />
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** Sends a benefactor the link to their own page. */
function LinkPanel() {
  const { t } = useTranslation();
  const [who, setWho] = useState<LookupItem | null>(null);
  const send = useMutation({
    mutationFn: (id: string) => api.post(donationsPath(DONOR_API.sendLink, { id }), {}),
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('donations.reminders.sendLink')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <LookupField
            resource="benefactors"
            label={t('donations.ui.benefactor')}
            value={who}
            onChange={(v) => (setWho(v), send.reset())}
            size="small"
            fullWidth
          />
          <Button
            variant="outlined"
            disabled={!who || send.isPending}
            onClick={() => who && send.mutate(who.id)}
          >
            {t('donations.ui.send')}
          </Button>
        </Stack>
        {send.isSuccess && (
          <Alert severity="success" role="status" sx={{ mt: 1 }}>
            {t('donations.reminders.linkSent')}
          </Alert>
        )}
        {send.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problemsOf(send.error, t('errors.internal')).message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** Starts the month's impact reports (a background job) and follows its progress. */
function ImpactPanel() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(lastMonth());
  const start = useStartImpact();
  const error = start.error ? problemsOf(start.error, t('errors.internal')) : null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('donations.impact.title')}
        </Typography>
        {start.data ? (
          <JobProgress
            jobId={start.data.jobId}
            title={t('donations.impact.start')}
            countKey="donations.impact.progress"
            onRetry={() => start.mutate(month)}
          />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <MonthField
              label={t('donations.impact.month')}
              size="small"
              value={month}
              onChange={setMonth}
              error={error?.fields.month}
            />
            <Button
              variant="contained"
              disabled={start.isPending || !month}
              onClick={() => start.mutate(month)}
            >
              {t('donations.impact.start')}
            </Button>
          </Stack>
        )}
        {error && !error.fields.month && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {error.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** /donation-reminders: reminders of missed instalments, donors' links, impact reports. */
export default function RemindersScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('donations.reminders.title')}>
      <Stack spacing={2}>
        <MissedPanel />
        <LinkPanel />
        <ImpactPanel />
      </Stack>
    </Screen>
  );
}
