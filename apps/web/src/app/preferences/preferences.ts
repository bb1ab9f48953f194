import type { CalendarChoice } from '@qc/domain/dates/date-format';
import type { DigitSystem } from '@qc/domain/text/arabic-digits';

export type ThemeMode = 'light' | 'dark' | 'system';
export type Skin = 'default' | 'bordered';
export type NavigationStyle = 'vertical' | 'horizontal';
export type BarType = 'sticky' | 'static' | 'hidden';
export type ContentWidth = 'boxed' | 'wide';

/** The interface preferences of sections 4 and 9 of the specification, plus calendar and digits. */
export interface Preferences {
  theme: ThemeMode;
  skin: Skin;
  semiDarkNav: boolean;
  navigation: NavigationStyle;
  navCollapsed: boolean;
  navbarType: BarType;
  navbarBlur: boolean;
  horizontalNavType: Exclude<BarType, 'hidden'>;
  contentWidth: ContentWidth;
  footerType: BarType;
  calendar: CalendarChoice;
  digits: DigitSystem;
}

/** Section 9: light theme, default skin, boxed, vertical expanded, sticky blurred navbar, static footer. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  theme: 'light',
  skin: 'default',
  semiDarkNav: false,
  navigation: 'vertical',
  navCollapsed: false,
  navbarType: 'sticky',
  navbarBlur: true,
  horizontalNavType: 'sticky',
  contentWidth: 'boxed',
  footerType: 'static',
  calendar: 'both',
  digits: 'latn',
});

export type PreferenceName = keyof Preferences;

/** Allowed values of each preference, used to validate what storage hands back. */
export const PREFERENCE_CHOICES: { [K in PreferenceName]: readonly Preferences[K][] } = {
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  semiDarkNav: [false, true],
  navigation: ['vertical', 'horizontal'],
  navCollapsed: [false, true],
  navbarType: ['sticky', 'static', 'hidden'],
  navbarBlur: [false, true],
  horizontalNavType: ['sticky', 'static'],
  contentWidth: ['boxed', 'wide'],
  footerType: ['sticky', 'static', 'hidden'],
  calendar: ['hijri', 'gregorian', 'both'],
  digits: ['latn', 'arab'],
};

export const PREFERENCE_NAMES = Object.keys(DEFAULT_PREFERENCES) as PreferenceName[];

export function isPreferenceValue<K extends PreferenceName>(
  name: K,
  value: unknown,
): value is Preferences[K] {
  return (PREFERENCE_CHOICES[name] as readonly unknown[]).includes(value);
}

export type PreferenceAction =
  | { type: 'set'; name: PreferenceName; value: Preferences[PreferenceName] }
  | { type: 'merge'; values: Partial<Preferences> }
  | { type: 'reset' };

/** Sets one preference, keeping the rules that tie preferences together. */
function setOne<K extends PreferenceName>(
  state: Preferences,
  name: K,
  value: Preferences[K],
): Preferences {
  if (!isPreferenceValue(name, value) || state[name] === value) return state;
  const next: Preferences = { ...state, [name]: value };
  // Section 4: switching to horizontal navigation turns a hidden navbar into a sticky one and
  // expands the navigation.
  if (name === 'navigation' && value === 'horizontal') {
    if (next.navbarType === 'hidden') next.navbarType = 'sticky';
    next.navCollapsed = false;
  }
  // The horizontal layout carries its menu in the navbar: it can never be hidden there.
  if (name === 'navbarType' && value === 'hidden' && next.navigation === 'horizontal') {
    next.navbarType = 'sticky';
  }
  // Collapsing is a vertical-navigation state; horizontal navigation is always expanded.
  if (name === 'navCollapsed' && value === true && next.navigation === 'horizontal') {
    next.navCollapsed = false;
  }
  return next;
}

/** The preferences reducer: pure, so every rule is tested without a browser. */
export function preferencesReducer(state: Preferences, action: PreferenceAction): Preferences {
  switch (action.type) {
    case 'set':
      return setOne(state, action.name, action.value);
    case 'merge': {
      let next = state;
      for (const name of PREFERENCE_NAMES) {
        if (name in action.values) next = setOne(next, name, action.values[name] as never);
      }
      return next;
    }
    case 'reset':
      return { ...DEFAULT_PREFERENCES };
  }
}

/**
 * Reads stored preferences (one value per key, see `storageKey`), ignoring anything that is
 * not an allowed value, and applies the rules once so a stored combination is always valid.
 */
export function readPreferences(read: (name: PreferenceName) => unknown): Preferences {
  const values: Partial<Preferences> = {};
  for (const name of PREFERENCE_NAMES) {
    const v = read(name);
    if (isPreferenceValue(name, v)) (values as Record<string, unknown>)[name] = v;
  }
  return preferencesReducer({ ...DEFAULT_PREFERENCES }, { type: 'merge', values });
}

/** The local-storage key of each preference: the app title, a dash, the name. */
export const PREFERENCE_STORAGE_NAMES: Record<PreferenceName, string> = {
  theme: 'theme',
  skin: 'skin',
  semiDarkNav: 'semi-dark-nav',
  navigation: 'navigation',
  navCollapsed: 'vertical-nav-collapsed',
  navbarType: 'navbar-type',
  navbarBlur: 'navbar-blur',
  horizontalNavType: 'horizontal-nav-type',
  contentWidth: 'content-width',
  footerType: 'footer-type',
  calendar: 'calendar',
  digits: 'digits',
};
