import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ResultEntry } from '@qc/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import {
  downloadCertificate,
  downloadResults,
  useCompetitions,
  useResults,
} from './competitions-api.ts';
import { CompetitionStateChip } from './parts.tsx';

/** After publication: the ranked certificate to print and the prize proposed as a reward. */
function AfterResults({ e, currency }: { e: ResultEntry; currency: string | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!e.certificateSerial && !e.prize) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {e.certificateSerial && (
        <Button
          size="small"
          startIcon={<WorkspacePremiumOutlined />}
          onClick={() => void downloadCertificate(e.nominationId)}
          data-testid="certificate-pdf"
        >
          <bdi dir="ltr">{e.certificateSerial}</bdi>
        </Button>
      )}
      {e.prize && currency ? (
        <Chip
          size="small"
          variant="outlined"
          label={`${t('competitions.ui.prize')}: ${f.money(e.prize, currency)}`}
          {...(e.rewardId
            ? {
                component: RouterLink,
                to: `/reward-detail-component?id=${e.rewardId}`,
                clickable: true,
              }
            : {})}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Results of every category of a competition (result-quranic-competition-all; the Maher contest's
 * in maher-contest-result-all): ranks, draw numbers, scores, the judges' marks once approved, and
 * the Excel export. Provisional until the competition's approver approves.
 */
export function ResultsScreen({ maher = false }: { maher?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const s = useSearchState();
  const canExport = useCan('competitions:export');
  const list = useCompetitions({ kind: maher ? 'maher' : 'general', pageSize: 100 });
  const ranked = (list.data?.items ?? []).filter((c) =>
    ['provisional', 'approved', 'published', 'archived'].includes(c.state),
  );
  const id = s.get('id') || ranked[0]?.id || '';
  const results = useResults(id);
  const rankCell = (e: ResultEntry) =>
    e.rank === null ? '—' : `${f.number(e.rank)}${e.tied ? ` (${t('competitions.ui.tied')})` : ''}`;
  return (
    <Screen
      actions={
        canExport && id ? (
          <Button startIcon={<FileDownloadOutlined />} onClick={() => void downloadResults(id)}>
            {t('competitions.ui.export')}
          </Button>
        ) : null
      }
    >
      <Stack sx={{ gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('competitions.ui.competition')}
          value={ranked.some((c) => c.id === id) ? id : ''}
          onChange={(e) => s.set({ id: e.target.value })}
          sx={{ maxWidth: 480 }}
        >
          {ranked.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name} · {f.digits(c.season)}
            </MenuItem>
          ))}
        </TextField>
        {!id && <Alert severity="info">{t('competitions.ui.noResults')}</Alert>}
        {id && (
          <QueryState query={results}>
            {(r) => (
              <Stack sx={{ gap: 2 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <CompetitionStateChip state={r.state} />
                  {!r.frozen && (
                    <Alert severity="warning" sx={{ py: 0 }}>
                      {t('competitions.ui.provisional')}
                    </Alert>
                  )}
                </Stack>
                {r.categories.map((k) => (
                  <Stack key={k.id} sx={{ gap: 1 }}>
                    <Typography variant="h6" component="h2">
                      {k.name}
                    </Typography>
                    <RecordTable
                      rows={k.entries}
                      rowKey={(e) => e.nominationId}
                      label={k.name}
                      phone={phone}
                      rowTestId="result-row"
                      columns={[
                        {
                          key: 'rank',
                          header: t('competitions.ui.rank'),
                          cell: rankCell,
                          nowrap: true,
                        },
                        {
                          key: 'draw',
                          header: t('competitions.ui.drawNumber'),
                          cell: (e) => (e.drawNumber ? f.number(e.drawNumber) : '—'),
                          nowrap: true,
                        },
                        {
                          key: 'student',
                          header: t('competitions.ui.student'),
                          cell: (e) => e.studentName,
                        },
                        {
                          key: 'centre',
                          header: t('competitions.ui.centre'),
                          cell: (e) => e.centreName,
                        },
                        {
                          key: 'score',
                          header: t('competitions.ui.score'),
                          cell: (e) => (e.score === null ? '—' : f.number(e.score)),
                          nowrap: true,
                        },
                        {
                          key: 'judges',
                          header: t('competitions.ui.judgesMarks'),
                          cell: (e) =>
                            e.judges.length
                              ? e.judges.map((j) => `${j.judge}: ${f.number(j.total)}`).join(' · ')
                              : e.missingSheets
                                ? t('competitions.ui.missingSheets', {
                                    n: f.number(e.missingSheets),
                                  })
                                : '',
                        },
                        {
                          key: 'after',
                          header: t('competitions.ui.certificate'),
                          cell: (e) => <AfterResults e={e} currency={r.currency} />,
                        },
                        {
                          key: 'flag',
                          header: '',
                          cell: (e) =>
                            e.divergent ? (
                              <Chip
                                size="small"
                                color="warning"
                                label={t('competitions.ui.divergentShort')}
                              />
                            ) : null,
                        },
                      ]}
                      card={(e) => (
                        <Card variant="outlined">
                          <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                              <Typography sx={{ fontWeight: 600 }}>
                                {rankCell(e)} · {e.studentName}
                              </Typography>
                              <Typography>{e.score === null ? '—' : f.number(e.score)}</Typography>
                            </Stack>
                            <Typography variant="body2" color="text.secondary">
                              {e.centreName}
                              {e.judges.length > 0 &&
                                ` · ${e.judges.map((j) => `${j.judge}: ${f.number(j.total)}`).join(' · ')}`}
                            </Typography>
                            <AfterResults e={e} currency={r.currency} />
                          </CardContent>
                        </Card>
                      )}
                    />
                  </Stack>
                ))}
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
    </Screen>
  );
}

export default ResultsScreen;
