import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TrainingResult } from '@qc/domain';
import { useTranslation } from 'react-i18next';
import type { RecordColumn } from '../../app/components/RecordTable.tsx';
import { useFormat } from '../../app/format/use-format.ts';

export function PassChip({ r }: { r: TrainingResult }) {
  const { t } = useTranslation();
  if (r.passed === null)
    return <Chip size="small" variant="outlined" label={t('training.screen.state.submitted')} />;
  return (
    <Chip
      size="small"
      color={r.passed ? 'success' : 'error'}
      variant="outlined"
      label={t(r.passed ? 'training.screen.passed' : 'training.screen.failed')}
      data-testid="result-pass"
    />
  );
}

/** Score and percentage of a result, in the reader's digits. */
export function ScoreText({ r }: { r: TrainingResult }) {
  const f = useFormat();
  if (r.score === null) return <>—</>;
  return (
    <Typography component="span" variant="body2" data-testid="result-score">
      {f.number(r.score)} / {f.number(r.maxScore)}
      {r.percent == null ? '' : ` (${f.percent(r.percent / 100, 1)})`}
    </Typography>
  );
}

/** The columns of a results list (per trainee, exam and centre). */
export function useResultColumns(
  show: { exam?: boolean; trainee?: boolean; centre?: boolean } = {},
): Array<RecordColumn<TrainingResult>> {
  const { t } = useTranslation();
  return [
    ...(show.trainee === false
      ? []
      : [
          {
            key: 'trainee',
            header: t('training.screen.trainee'),
            cell: (r: TrainingResult) => r.traineeName,
          },
        ]),
    ...(show.exam === false
      ? []
      : [
          {
            key: 'exam',
            header: t('training.screen.pickExam'),
            cell: (r: TrainingResult) => r.examTitle,
          },
        ]),
    ...(show.centre === false
      ? []
      : [
          {
            key: 'centre',
            header: t('training.screen.centre'),
            cell: (r: TrainingResult) => r.centreName,
          },
        ]),
    {
      key: 'score',
      header: t('training.screen.score'),
      cell: (r) => <ScoreText r={r} />,
      nowrap: true,
    },
    { key: 'pass', header: '', cell: (r) => <PassChip r={r} />, nowrap: true },
  ];
}
