import { useMemo } from 'react';
import { useLocale } from '../i18n/locale-context.ts';
import { usePreferences } from '../preferences/preferences-context.ts';
import { createFormatters, type Formatters } from './formatters.ts';

/** Dates, numbers and digits as the user prefers them (calendar, digits, language). */
export function useFormat(): Formatters {
  const { locale } = useLocale();
  const { prefs } = usePreferences();
  return useMemo(
    () => createFormatters({ locale, calendar: prefs.calendar, digits: prefs.digits }),
    [locale, prefs.calendar, prefs.digits],
  );
}
