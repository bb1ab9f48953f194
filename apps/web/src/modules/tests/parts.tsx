import Chip from '@mui/material/Chip';
import {
  describeRange,
  juzRange,
  TOTAL_JUZ,
  type GradeBand,
  type QuranPosition,
  type QuranRange,
  type TestRequestState,
} from '@qc/domain';
import { useFormat } from '../../app/format/use-format.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences/preferences-context.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';

const JUZ_NUMBERS = Array.from({ length: TOTAL_JUZ }, (_, i) => i + 1);

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
  const f = useFormat();
  return useCallback(
    (r: { portion: QuranRange | null }) => {
      if (!r.portion) return t('tests.ui.noPortion');
      const { from, to } = r.portion;
      if (from.surah === 1 && from.ayah === 1 && to.surah === 114 && to.ayah === 6)
        return t('tests.ui.wholeQuran');
      // Whole juz read as such: «الجزء ٣٠», «الأجزاء ٢٨–٣٠».
      const same = (a: QuranPosition, b: QuranPosition) => a.surah === b.surah && a.ayah === b.ayah;
      const first = JUZ_NUMBERS.find((n) => same(juzRange(n).from, from));
      const last = JUZ_NUMBERS.find((n) => same(juzRange(n).to, to));
      if (first && last && first <= last)
        return first === last
          ? t('tests.ui.juzOne', { n: f.number(first) })
          : t('tests.ui.juzSpan', { from: f.number(first), to: f.number(last) });
      return describeRange(r.portion, { locale, digits: prefs.digits });
    },
    [t, f, locale, prefs.digits],
  );
}
