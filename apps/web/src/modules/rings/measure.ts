import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCount } from '../../app/i18n/use-count.ts';

/**
 * What a teacher counts in a portion: its ayahs exactly, and its pages rounded to the nearest
 * half page ("about 1.5 pages"). Below half a page only the ayahs are given, never "0.43 pages".
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
      return pageCount < 0.5
        ? ayahs
        : t('rings.day.measure', { ayahs, pages: count('count.pages', pages) });
    },
    [t, count],
  );
}
