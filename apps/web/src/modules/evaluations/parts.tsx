import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { EVALUATION_TARGETS, type EvaluationState, type EvaluationTargetKind } from '@qc/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/locale-context.ts';

const COLORS: Record<EvaluationState, 'default' | 'info' | 'warning' | 'success' | 'primary'> = {
  requested: 'default',
  'in-progress': 'info',
  submitted: 'primary',
  approved: 'success',
  returned: 'warning',
};

/** An evaluation's state, with the overdue flag beside it. */
export function StateChip({ state, overdue }: { state: EvaluationState; overdue?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 0.5 }}>
      <Chip size="small" color={COLORS[state]} label={t(`evaluations.state.${state}`)} />
      {overdue && (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={t('evaluations.ui.overdue')}
          data-testid="overdue"
        />
      )}
    </Stack>
  );
}

/** A target kind's name in the reader's language (singular or plural). */
export function useTargetLabel() {
  const { locale } = useLocale();
  return (target: EvaluationTargetKind, plural = false) =>
    EVALUATION_TARGETS[target].label[plural ? 'plural' : 'singular'][locale];
}
