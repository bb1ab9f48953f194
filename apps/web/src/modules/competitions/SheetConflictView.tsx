import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConflictViewProps } from '../../app/offline/conflict-views.ts';
import { useFormat } from '../../app/format/use-format.ts';

/** One version of a judge's draft in the outbox's conflict view (docs/offline.md). */
export default function SheetConflictView({ value }: ConflictViewProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const events = Array.isArray(value.events) ? value.events.length : 0;
  const marks = Object.values((value.marks ?? {}) as Record<string, number>);
  return (
    <>
      {typeof value.total === 'number' && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('competitions.ui.total')}: {f.number(value.total)}
        </Typography>
      )}
      <Typography variant="body2">
        {t('competitions.ui.conflictEvents', { n: f.number(events) })}
      </Typography>
      {marks.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('competitions.ui.conflictMarks')}: {marks.map((m) => f.number(m)).join(' · ')}
        </Typography>
      )}
    </>
  );
}
