import { useMemo } from 'react';
import { useLocale } from '../i18n/locale-context.ts';

/** Joins words as the language writes a list ("Sat, Sun" / "السبت، الأحد"). */
export function useListText(): (items: readonly string[]) => string {
  const { intl } = useLocale();
  return useMemo(() => {
    const format = new Intl.ListFormat(intl, { style: 'narrow', type: 'unit' });
    return (items: readonly string[]) => format.format(items);
  }, [intl]);
}
