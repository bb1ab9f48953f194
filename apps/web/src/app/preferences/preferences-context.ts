import { createContext, useContext } from 'react';
import type { PreferenceName, Preferences } from './preferences.ts';
import type { Visitor } from './visitor-digits.ts';

export interface PreferencesValue {
  /** The preferences, with a visitor's digits the organisation's (`readerDigits`). */
  prefs: Preferences;
  /** Who reads: a visitor (no session) or, with null, a signed-in user (`AccountSync`). */
  setVisitor(visitor: Visitor | null): void;
  set<K extends PreferenceName>(name: K, value: Preferences[K]): void;
  reset(): void;
  /** The customizer drawer. */
  customizerOpen: boolean;
  setCustomizerOpen(open: boolean): void;
}

export const PreferencesContext = createContext<PreferencesValue | null>(null);

/** The interface preferences and their setters (see preferences.ts for the rules). */
export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}
