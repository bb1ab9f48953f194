import { describeRange, type QuranRange } from '@qc/domain';
import { useCallback } from 'react';
import { useLocale } from '../i18n/locale-context.ts';
import { usePreferences } from '../preferences/preferences-context.ts';

/** Names a Quran range in the UI language and the user's digits ("البقرة ١–٢٠"). */
export function useRangeText(): (range: QuranRange) => string {
  const { locale } = useLocale();
  const { prefs } = usePreferences();
  return useCallback(
    (range: QuranRange) => {
      try {
        return describeRange(range, { locale, digits: prefs.digits });
      } catch {
        return '';
      }
    },
    [locale, prefs.digits],
  );
}
