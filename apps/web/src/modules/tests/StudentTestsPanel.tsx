import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CertificateSummary } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../app/components/DateText.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { QueryState } from '../../app/components/QueryState.tsx';
import { GradeChip, StateChip, usePortionText } from './parts.tsx';
import { RequestPanel } from './RequestPanel.tsx';
import { downloadCertificate, useLocalName, useStudentTests } from './tests-results-api.ts';

function CertificateLine({ c, onError }: { c: CertificateSummary; onError(m: string): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const localName = useLocalName();
  return (
    <ListItem
      divider
      data-testid="student-certificate"
      secondaryAction={
        <>
          <Tooltip title={t('tests.certs.download')}>
            <IconButton
              aria-label={t('tests.certs.downloadOf', { serial: c.serial })}
              onClick={() =>
                void downloadCertificate(c).catch((e: unknown) =>
                  onError(problemsOf(e, t('errors.internal')).message),
                )
              }
            >
              <PictureAsPdfOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('tests.certs.verify')}>
            <IconButton
              component="a"
              href={c.verifyUrl}
              target="_blank"
              rel="noopener"
              aria-label={t('tests.certs.verify')}
            >
              <OpenInNew />
            </IconButton>
          </Tooltip>
        </>
      }
    >
      <ListItemText
        primary={
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{localName(c.kindName)}</span>
            <GradeChip grade={c.grade} />
            {c.revokedAt && (
              <Chip
                size="small"
                color="error"
                variant="outlined"
                label={t('tests.certs.state.revoked')}
              />
            )}
          </Stack>
        }
        secondary={
          <>
            <bdi dir="ltr">{f.digits(c.serial)}</bdi> ·{' '}
            <DateText value={c.issuedAt} style="medium" />
          </>
        }
      />
    </ListItem>
  );
}

/**
 * The tests section of a student's page: every test request with its state and result, a
 * click opens it with its history (who moved it, when and why); then the certificates with
 * their PDF and public verification page.
 */
export function StudentTestsPanel({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const localName = useLocalName();
  const portionText = usePortionText();
  const tests = useStudentTests(studentId);
  const [open, setOpen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <QueryState query={tests}>
      {({ requests, certificates }) => (
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('tests.student.tests')}
              </Typography>
              {requests.length === 0 ? (
                <Typography color="text.secondary">{t('tests.student.noTests')}</Typography>
              ) : (
                <List dense disablePadding>
                  {requests.map((r) => (
                    <ListItem key={r.id} disablePadding divider>
                      <ListItemButton onClick={() => setOpen(r.id)} data-testid="student-test">
                        <ListItemText
                          primary={
                            <Stack
                              direction="row"
                              sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                            >
                              <span>{localName(r.kindName)}</span>
                              <StateChip state={r.state} />
                              {r.result && r.result.status === 'approved' && (
                                <GradeChip grade={r.result.grade} />
                              )}
                              {r.result && r.result.status !== 'approved' && (
                                <Chip
                                  size="small"
                                  variant="outlined"
                                  label={t(`tests.resultStatus.${r.result.status}`)}
                                />
                              )}
                            </Stack>
                          }
                          secondary={
                            <>
                              {portionText({ portion: r.portion })} ·{' '}
                              <DateText value={r.scheduledAt ?? r.requestedAt} style="medium" />
                              {r.result && ` · ${f.percent(r.result.percent / 100, 1)}`}
                            </>
                          }
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('tests.student.certificates')}
              </Typography>
              {certificates.length === 0 ? (
                <Typography color="text.secondary">{t('tests.student.noCertificates')}</Typography>
              ) : (
                <List dense disablePadding>
                  {certificates.map((c) => (
                    <CertificateLine key={c.id} c={c} onError={setError} />
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <RequestPanel id={open} onClose={() => setOpen(null)} />
        </Stack>
      )}
    </QueryState>
  );
}

export default StudentTestsPanel;
