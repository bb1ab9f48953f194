import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ThankCertificateSummary } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { isApiError } from '../../app/http/api-error.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { downloadCertificate, useIssueCertificate, useThankCertificates } from './training-api.ts';

function IssueDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const issue = useIssueCertificate();
  const [kind, setKind] = useState<'completion' | 'contribution'>('completion');
  const [trainee, setTrainee] = useState<LookupItem | null>(null);
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [holder, setHolder] = useState('');
  const [language, setLanguage] = useState<'ar' | 'en' | 'fr'>('ar');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('training.cert.issue')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={t('training.cert.reason')}
            value={kind}
            onChange={(e) => setKind(e.target.value as typeof kind)}
          >
            <MenuItem value="completion">{t('training.cert.kind.completion')}</MenuItem>
            <MenuItem value="contribution">{t('training.cert.kind.contribution')}</MenuItem>
          </TextField>
          <LookupField
            resource="trainees"
            label={t('training.screen.trainee')}
            value={trainee}
            onChange={setTrainee}
          />
          {kind === 'contribution' && !trainee && (
            <>
              <TextField
                label={t('training.cert.holder')}
                value={holder}
                onChange={(e) => setHolder(e.target.value)}
              />
              <LookupField
                resource="centres"
                label={t('training.screen.centre')}
                value={centre}
                onChange={setCentre}
              />
            </>
          )}
          <TextField
            select
            label={t('training.cert.language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as typeof language)}
          >
            <MenuItem value="ar">العربية</MenuItem>
            <MenuItem value="en">English</MenuItem>
            <MenuItem value="fr">Français</MenuItem>
          </TextField>
          {issue.isError && (
            <Alert severity="error">
              {isApiError(issue.error) ? issue.error.message : t('errors.internal')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={issue.isPending}
          onClick={() =>
            issue.mutate(
              {
                kind,
                language,
                ...(trainee ? { traineeId: trainee.id } : { holder, centreId: centre?.id }),
              },
              { onSuccess: onClose },
            )
          }
        >
          {t('training.cert.issue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Thank certificates (educational-thank-certificate): those issued in the caller's scope, each
 * with its serial and PDF (verified publicly at /verify/<serial>), and the issue dialog for a
 * trainee who completed the programme or a contributor.
 */
export default function ThankCertificatesScreen() {
  const { t } = useTranslation();
  const phone = usePhone();
  const canIssue = useCan('thank-certificates:create');
  const [page, setPage] = useState(1);
  const [issuing, setIssuing] = useState(false);
  const list = useThankCertificates(page);
  const pdf = (c: ThankCertificateSummary) => (
    <IconButton
      aria-label={t('training.cert.download')}
      onClick={() => void downloadCertificate(c)}
    >
      <DownloadOutlined />
    </IconButton>
  );
  return (
    <Screen
      actions={
        canIssue && (
          <Button variant="contained" onClick={() => setIssuing(true)} data-testid="cert-issue">
            {t('training.cert.issue')}
          </Button>
        )
      }
    >
      {issuing && <IssueDialog onClose={() => setIssuing(false)} />}
      <QueryState
        query={list}
        isEmpty={(p) => p.total === 0}
        empty={<EmptyState title={t('training.cert.none')} />}
      >
        {(p) => (
          <Stack spacing={1}>
            <RecordTable
              rows={p.items}
              rowKey={(c) => c.id}
              label={t('training.cert.title')}
              phone={phone}
              rowTestId="thank-certificate"
              columns={[
                {
                  key: 'serial',
                  header: '#',
                  cell: (c) => <span dir="ltr">{c.serial}</span>,
                  nowrap: true,
                },
                { key: 'holder', header: t('training.cert.holder'), cell: (c) => c.holder },
                {
                  key: 'kind',
                  header: t('training.cert.reason'),
                  cell: (c) => t(`training.cert.kind.${c.kind}`),
                },
                {
                  key: 'centre',
                  header: t('training.screen.centre'),
                  cell: (c) => c.centreName ?? '—',
                },
                {
                  key: 'date',
                  header: '',
                  cell: (c) => <DateText value={c.issuedAt} />,
                  nowrap: true,
                },
                { key: 'pdf', header: '', cell: pdf, nowrap: true },
              ]}
              card={(c) => (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Stack sx={{ flex: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{c.holder}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      <span dir="ltr">{c.serial}</span> · <DateText value={c.issuedAt} />
                    </Typography>
                  </Stack>
                  {pdf(c)}
                </Stack>
              )}
            />
            <ListPager page={p.page} pageSize={p.pageSize} total={p.total} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Screen>
  );
}
