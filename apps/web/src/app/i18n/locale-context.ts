import type { LocaleCode } from '@qc/domain/locales';
import { createContext, useContext } from 'react';

export interface LocaleValue {
  locale: LocaleCode;
  dir: 'rtl' | 'ltr';
  /** The Intl locale of the language (`ar`, `en-GB`, `fr-FR`). */
  intl: string;
  setLocale(code: LocaleCode): void;
}

export const LocaleContext = createContext<LocaleValue | null>(null);

/** The UI language, its direction, and the switch (no reload: lang, dir, theme, style cache). */
export function useLocale(): LocaleValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale outside LocaleProvider');
  return value;
}
