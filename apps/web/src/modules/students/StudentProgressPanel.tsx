import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';
import { withOfflineCopy } from '../../app/offline/offline-data.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { useMeasureText } from '../../app/format/quran-measure.ts';
import { MemorisedMap } from './MemorisedMap.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { useListText } from '../../app/format/use-list-text.ts';
import { useRangeText } from '../../app/format/use-range-text.ts';
import { fetchProgress, studentsKeys } from './students-api.ts';

function Figure({
  label,
  value,
  hint,
}: {
  label: string;
  value: ReactNode;
  hint?: string | undefined;
}) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 150px', minWidth: 0, overflowWrap: 'anywhere' }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="h6" component="div">
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The progress part of the student page: figures (pages memorised, juz completed, pages per
 * week, attendance, forecast completion), the memorised map, the revision plan (spaced
 * repetition: what is due first) and the next portion suggested from the last reading.
 */
export function StudentProgressPanel({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const measureText = useMeasureText();
  const rangeText = useRangeText();
  const listText = useListText();
  // Kept on the device once read: a teacher opens it again with no network (docs/offline.md).
  const progress = useQuery({
    queryKey: studentsKeys.progress(studentId),
    queryFn: () =>
      withOfflineCopy(`students:progress:${studentId}`, () => fetchProgress(studentId)),
    networkMode: 'always',
  });
  return (
    <QueryState query={progress}>
      {(p) => (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Figure
              label={t('progress.memorisedPages')}
              value={<bdi>{`${f.number(p.memorisedPages)} / ${f.number(604)}`}</bdi>}
              hint={[
                f.percent(p.memorisedShare, 1),
                p.prior.pages > 0
                  ? t('progress.priorPages', { pages: count('count.pages', p.prior.pages) })
                  : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <Figure
              label={t('progress.juzCompleted')}
              value={count('count.juz', p.completedJuz.length)}
              hint={
                p.completedJuz.length > 0
                  ? count('count.juzNumbers', p.completedJuz.length, {
                      list: listText(p.completedJuz.map((j) => f.number(j))),
                    })
                  : undefined
              }
            />
            <Figure
              label={t('progress.pagesPerWeek')}
              value={f.number(p.pagesPerWeek, { maximumFractionDigits: 1 })}
            />
            <Figure
              label={t('progress.attendanceRate')}
              value={p.attendanceRate === null ? '—' : f.percent(p.attendanceRate, 0)}
            />
            <Figure
              label={t('progress.forecast')}
              value={
                p.forecastCompletion ? (
                  <Box component="span" sx={{ fontSize: '1rem' }}>
                    {f.date(p.forecastCompletion, 'short')}
                  </Box>
                ) : (
                  '—'
                )
              }
            />
          </Stack>
          {p.prior.text !== null && (
            <Alert severity={p.prior.understood ? 'info' : 'warning'} data-testid="prior-note">
              {p.prior.understood
                ? t('progress.priorCounted', {
                    juz: count('count.juzNumbers', p.prior.juz.length, {
                      list: listText(p.prior.juz.map((j) => f.number(j))),
                    }),
                  })
                : t('progress.priorUnread', { text: p.prior.text })}
            </Alert>
          )}
          <MemorisedMap pages={p.pages} surahs={p.surahs} />
          <Box>
            <Typography variant="h6" component="h2">
              {t('progress.revisionPlan')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('progress.revisionPlanHelp')}
            </Typography>
            {p.revisionPlan.length === 0 ? (
              <Typography variant="body2">{t('progress.nothingToRevise')}</Typography>
            ) : (
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {p.revisionPlan.map((r) => (
                  <Chip
                    key={r.pages.join('-')}
                    color={r.due ? 'warning' : 'default'}
                    variant={r.due ? 'filled' : 'outlined'}
                    label={`${rangeText(r.range)} · ${count('count.pages', r.pages.length)}`}
                  />
                ))}
              </Stack>
            )}
            {p.nextPortion && (
              <Typography sx={{ mt: 1.5 }}>
                <strong>{t('progress.nextPortion')}:</strong> {rangeText(p.nextPortion.range)} ·{' '}
                {measureText(p.nextPortion.ayahCount, p.nextPortion.pageCount)}
              </Typography>
            )}
          </Box>
        </Stack>
      )}
    </QueryState>
  );
}
