import { getLocale, isLocaleCode, type LocaleCode } from '@qc/domain/locales';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { changeLanguage, i18n, storedLanguage } from './i18n.ts';
import { LocaleContext, type LocaleValue } from './locale-context.ts';

type Listener = (code: LocaleCode) => void;
const listeners = new Set<Listener>();

/** Lets non-React code (the auth layer) hear language switches made in the interface. */
export function onLocaleChosen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setState] = useState<LocaleCode>(() =>
    isLocaleCode(i18n.language) ? i18n.language : storedLanguage(),
  );

  useEffect(() => {
    const onChanged = (lng: string) => {
      if (isLocaleCode(lng)) setState(lng);
    };
    i18n.on('languageChanged', onChanged);
    return () => i18n.off('languageChanged', onChanged);
  }, []);

  const setLocale = useCallback((code: LocaleCode) => {
    void changeLanguage(code);
    setState(code);
    for (const l of listeners) l(code);
  }, []);

  const value = useMemo<LocaleValue>(() => {
    const l = getLocale(locale);
    return { locale, dir: l.dir, intl: l.intl, setLocale };
  }, [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
