import type { QuranRange } from '@qc/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConflictViewProps } from '../../app/offline/conflict-views.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useRangeText } from '../../app/format/use-range-text.ts';

/** One version of a ring day's reading in the outbox's conflict view (docs/offline.md). */
export default function ReadingConflictView({ value }: ConflictViewProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const rangeText = useRangeText();
  const range = { from: value.from, to: value.to } as QuranRange;
  const grade = typeof value.grade === 'string' ? t(`rings.grade.${value.grade}`) : null;
  const notes = typeof value.notes === 'string' && value.notes ? value.notes : null;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(`rings.kind.${String(value.kind)}`)}
      </Typography>
      <Typography variant="body2">{rangeText(range)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('rings.day.mistakes')}: {f.number(Number(value.mistakesMemorisation ?? 0))} ·{' '}
        {t('rings.day.tajweed')}: {f.number(Number(value.mistakesTajweed ?? 0))}
      </Typography>
      {grade && <Typography variant="body2">{grade}</Typography>}
      {notes && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {notes}
        </Typography>
      )}
    </>
  );
}
