import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { setMessageDigits, storedLanguage } from '../i18n/i18n.ts';
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
import { readerDigits, visitorAtStart, type Visitor } from './visitor-digits.ts';

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

/**
 * Holds the preferences, writes every change to local storage and follows other tabs. A visitor
 * (no session) reads the organisation's digits instead of the stored choice (`readerDigits`).
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [prefs, dispatch] = useReducer(preferencesReducer, undefined, loadStoredPreferences);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [visitor, setVisitorState] = useState<Visitor | null>(() =>
    visitorAtStart(storedLanguage()),
  );
  const setVisitor = useCallback(
    (next: Visitor | null) =>
      setVisitorState((current) =>
        current?.locale === next?.locale && current?.organisation === next?.organisation
          ? current
          : next,
      ),
    [],
  );
  const digits = readerDigits(prefs.digits, visitor);
  // What the screens read; what is stored stays the user's own choice.
  const shown = useMemo(
    () => (digits === prefs.digits ? prefs : { ...prefs, digits }),
    [prefs, digits],
  );

  useEffect(() => persist(prefs), [prefs]);
  // The messages' own digits follow too, not only the numbers the screens format.
  useEffect(() => setMessageDigits(digits), [digits]);

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
    () => ({ prefs: shown, setVisitor, set, reset, customizerOpen, setCustomizerOpen }),
    [shown, setVisitor, set, reset, customizerOpen],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
