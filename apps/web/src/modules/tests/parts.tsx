import Chip from '@mui/material/Chip';
import { describeRange, type GradeBand, type QuranRange, type TestRequestState } from '@qc/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences/preferences-context.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

const STATE_COLOURS: Record<TestRequestState, ChipColor> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'default',
  scheduled: 'primary',
  taken: 'secondary',
  passed: 'success',
  failed: 'error',
  certified: 'success',
  cancelled: 'default',
  'no-show': 'default',
};

/** A request's state as a chip with its whole word. */
export function StateChip({ state }: { state: TestRequestState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATE_COLOURS[state]}
      variant={state === 'certified' ? 'filled' : 'outlined'}
      label={t(`tests.state.${state}`)}
      data-testid="request-state"
    />
  );
}

export function GradeChip({ grade }: { grade: GradeBand }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={grade === 'fail' ? 'error' : 'success'}
      label={t(`tests.grade.${grade}`)}
    />
  );
}

/**
 * A portion in words: the range with surah names in the reader's language and digits, "the
 * whole Quran", or "no portion" (a theoretical test).
 */
export function usePortionText() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { prefs } = usePreferences();
  return useCallback(
    (r: { portion: QuranRange | null }) => {
      if (!r.portion) return t('tests.ui.noPortion');
      const { from, to } = r.portion;
      if (from.surah === 1 && from.ayah === 1 && to.surah === 114 && to.ayah === 6)
        return t('tests.ui.wholeQuran');
      return describeRange(r.portion, { locale, digits: prefs.digits });
    },
    [t, locale, prefs.digits],
  );
}
