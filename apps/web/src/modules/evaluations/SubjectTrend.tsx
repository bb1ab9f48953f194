import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { EvaluationTargetKind } from '@qc/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTrendChart } from '../../app/charts/index.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useTrend } from './evaluations-api.ts';

/** A target record's official results, their average per period, as a chart. */
export function SubjectTrend({
  target,
  subjectId,
  name,
}: {
  target: EvaluationTargetKind;
  subjectId: string;
  name: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const trend = useTrend(target, subjectId);
  return (
    <Box component="section" data-testid="subject-trend">
      <Typography variant="h6" component="h2">
        {t('evaluations.ui.trend')}: {name}
      </Typography>
      <QueryState
        query={trend}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState dense title={t('evaluations.ui.noResults')} />}
      >
        {({ items }) => (
          <Suspense fallback={<CircularProgress aria-busy="true" />}>
            <LazyTrendChart
              label={`${t('evaluations.ui.trend')}: ${name}`}
              percent
              // Each period by its month's name, in the reader's language and digits.
              categories={items.map((p) => f.month(p.period))}
              series={[{ label: name, data: items.map((p) => p.percent) }]}
            />
            {/* The number of periods drawn, for tests and assistive summaries. */}
            <span hidden data-testid="trend-points">
              {items.length}
            </span>
          </Suspense>
        )}
      </QueryState>
    </Box>
  );
}
