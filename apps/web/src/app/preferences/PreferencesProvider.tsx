import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { setMessageDigits } from '../i18n/i18n.ts';
import { localStore, prefKey, setCookie } from '../storage/local-store.ts';
import { PreferencesContext, type PreferencesValue } from './preferences-context.ts';
import {
  PREFERENCE_NAMES,
  PREFERENCE_STORAGE_NAMES,
  preferencesReducer,
  readPreferences,
  type PreferenceName,
  type Preferences,
} from './preferences.ts';

const storageKeyOf = (name: PreferenceName) => prefKey(PREFERENCE_STORAGE_NAMES[name]);

/** Preferences as stored: one local-storage key per preference, prefixed with the app title. */
export function loadStoredPreferences(): Preferences {
  return readPreferences((name) => localStore.getJson(storageKeyOf(name)));
}

function persist(prefs: Preferences): void {
  for (const name of PREFERENCE_NAMES) localStore.setJson(storageKeyOf(name), prefs[name]);
  // The theme also lives in a cookie (30 days) so the first paint can follow it.
  setCookie(storageKeyOf('theme'), prefs.theme);
}

/** Holds the preferences, writes every change to local storage and follows other tabs. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [prefs, dispatch] = useReducer(preferencesReducer, undefined, loadStoredPreferences);
  const [customizerOpen, setCustomizerOpen] = useState(false);

  useEffect(() => persist(prefs), [prefs]);
  // The messages' own digits follow the choice too, not only the numbers the screens format.
  useEffect(() => setMessageDigits(prefs.digits), [prefs.digits]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key && !event.key.startsWith(prefKey(''))) return;
      dispatch({ type: 'merge', values: loadStoredPreferences() });
    };
    globalThis.addEventListener('storage', onStorage);
    return () => globalThis.removeEventListener('storage', onStorage);
  }, []);

  const set = useCallback(
    <K extends PreferenceName>(name: K, value: Preferences[K]) =>
      dispatch({ type: 'set', name, value }),
    [],
  );
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  const value = useMemo<PreferencesValue>(
    () => ({ prefs, set, reset, customizerOpen, setCustomizerOpen }),
    [prefs, set, reset, customizerOpen],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
