import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/use-format.ts';

/** Says a counted noun: `count('count.pages', 2)` is صفحتان in Arabic, "2 pages" in English. */
export type CountText = (key: string, count: number, values?: Record<string, unknown>) => string;

/**
 * Counted messages (`key_<plural category>` in the catalogue, see the domain's
 * `i18n/plural.ts`): i18next picks the form by the language's plural rules from the number
 * passed as `count`, and `{{n}}` is that number in the user's digits.
 */
export function useCount(): CountText {
  const { t } = useTranslation();
  const f = useFormat();
  return useCallback(
    (key, count, values) =>
      t(key, { ...values, count, n: f.number(count, { maximumFractionDigits: 2 }) }),
    [t, f],
  );
}
