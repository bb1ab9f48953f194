import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCount } from '../i18n/use-count.ts';

/**
 * What a teacher counts in a portion: its ayahs exactly, and its pages rounded to the nearest
 * half page ("about 1 page and a half"). Below half a page only the ayahs are given, never
 * "0.43 pages".
 */
export function roundedPages(pageCount: number): number {
  return Math.round(pageCount * 2) / 2;
}

/** "9 ayahs · about 1.5 pages", "3 ayahs", in the language's counted forms. */
export function useMeasureText(): (ayahCount: number, pageCount: number) => string {
  const { t } = useTranslation();
  const count = useCount();
  return useCallback(
    (ayahCount, pageCount) => {
      const ayahs = count('count.ayahs', ayahCount);
      const pages = roundedPages(pageCount);
      if (pageCount < 0.5) return ayahs;
      const whole = Math.floor(pages);
      // Half pages are said as teachers say them: «نصف صفحة», «صفحتان ونصف», never "0.5".
      const said =
        whole === 0
          ? t('rings.measure.halfPage')
          : pages > whole
            ? t('rings.measure.andHalf', { pages: count('count.pages', whole) })
            : count('count.pages', whole);
      return t('rings.day.measure', { ayahs, pages: said });
    },
    [t, count],
  );
}
