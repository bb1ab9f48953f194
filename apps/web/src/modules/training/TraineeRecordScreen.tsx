import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { PassChip, ScoreText, useResultColumns } from './parts.tsx';
import { useTraineeRecord } from './training-api.ts';

/**
 * One trainee's full record (educational-student-test-full?id=): enrolment, the sections
 * completed and the current one, every exam result and the thank certificates issued.
 */
export default function TraineeRecordScreen() {
  const { t } = useTranslation();
  const phone = usePhone();
  const [params] = useSearchParams();
  const id = params.get('id');
  const record = useTraineeRecord(id);
  const columns = useResultColumns({ trainee: false });
  if (!id)
    return (
      <Screen>
        <EmptyState title={t('training.screen.trainee')} />
      </Screen>
    );
  return (
    <Screen maxWidth={900}>
      <QueryState query={record}>
        {(r) => {
          const done = r.completedSections.length;
          const total = done + (r.currentSection ? 1 : 0);
          return (
            <Stack spacing={2}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h6" data-testid="trainee-name">
                    {r.trainee.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <DateText value={r.trainee.enrolledOn} />
                  </Typography>
                  <Typography variant="subtitle2" sx={{ mt: 2 }}>
                    {t('training.screen.progress')}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={total === 0 ? 0 : (done * 100) / total}
                    sx={{ height: 8, borderRadius: 1, my: 1 }}
                  />
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {r.completedSections.map((s) => (
                      <Chip key={s.id} size="small" color="success" label={s.title} />
                    ))}
                    {r.currentSection && (
                      <Chip
                        size="small"
                        color="primary"
                        variant="outlined"
                        label={r.currentSection.title}
                      />
                    )}
                  </Stack>
                </CardContent>
              </Card>
              <Typography variant="h6">{t('training.screen.record')}</Typography>
              {r.results.length === 0 ? (
                <EmptyState dense title={t('training.screen.noResults')} />
              ) : (
                <RecordTable
                  rows={r.results}
                  rowKey={(x) => x.id}
                  columns={columns}
                  label={t('training.screen.record')}
                  phone={phone}
                  card={(x) => (
                    <Stack spacing={0.5}>
                      <Typography sx={{ fontWeight: 600 }}>{x.examTitle}</Typography>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <ScoreText r={x} />
                        <PassChip r={x} />
                      </Stack>
                    </Stack>
                  )}
                />
              )}
              {r.certificates.length > 0 && (
                <>
                  <Typography variant="h6">{t('training.cert.title')}</Typography>
                  {r.certificates.map((c) => (
                    <Typography key={c.id} variant="body2">
                      {c.serial} · {t(`training.cert.kind.${c.kind}`)} ·{' '}
                      <DateText value={c.issuedAt} />
                    </Typography>
                  ))}
                </>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Screen>
  );
}
