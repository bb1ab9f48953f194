import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  PREFERENCE_STORAGE_NAMES,
  preferencesReducer,
  readPreferences,
  type Preferences,
} from './preferences.ts';

const base = (): Preferences => ({ ...DEFAULT_PREFERENCES });

describe('interface preferences (specification sections 4 and 9)', () => {
  it('defaults: light, default skin, boxed, vertical expanded, sticky blurred navbar, static footer', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({
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
    });
  });

  it('switching to horizontal navigation turns a hidden navbar sticky and expands the navigation', () => {
    let s = base();
    s = preferencesReducer(s, { type: 'set', name: 'navbarType', value: 'hidden' });
    s = preferencesReducer(s, { type: 'set', name: 'navCollapsed', value: true });
    expect(s).toMatchObject({ navbarType: 'hidden', navCollapsed: true });
    s = preferencesReducer(s, { type: 'set', name: 'navigation', value: 'horizontal' });
    expect(s).toMatchObject({
      navigation: 'horizontal',
      navbarType: 'sticky',
      navCollapsed: false,
    });
  });

  it('keeps a static navbar static when switching to horizontal', () => {
    let s = preferencesReducer(base(), { type: 'set', name: 'navbarType', value: 'static' });
    s = preferencesReducer(s, { type: 'set', name: 'navigation', value: 'horizontal' });
    expect(s.navbarType).toBe('static');
  });

  it('never hides the navbar or collapses the menu of the horizontal layout', () => {
    let s = preferencesReducer(base(), { type: 'set', name: 'navigation', value: 'horizontal' });
    s = preferencesReducer(s, { type: 'set', name: 'navbarType', value: 'hidden' });
    s = preferencesReducer(s, { type: 'set', name: 'navCollapsed', value: true });
    expect(s).toMatchObject({ navbarType: 'sticky', navCollapsed: false });
  });

  it('refuses values that are not allowed and leaves the state untouched', () => {
    const s = base();
    const next = preferencesReducer(s, { type: 'set', name: 'theme', value: 'purple' as never });
    expect(next).toBe(s);
  });

  it('reset brings every default back', () => {
    let s = preferencesReducer(base(), { type: 'set', name: 'theme', value: 'dark' });
    s = preferencesReducer(s, { type: 'set', name: 'skin', value: 'bordered' });
    expect(preferencesReducer(s, { type: 'reset' })).toEqual(DEFAULT_PREFERENCES);
  });

  it('reads stored values, ignores junk, and repairs an impossible stored combination', () => {
    const stored: Record<string, unknown> = {
      theme: 'system',
      skin: 'bordered',
      navigation: 'horizontal',
      navbarType: 'hidden',
      contentWidth: 'huge',
      digits: 'arab',
    };
    const prefs = readPreferences((name) => stored[name]);
    expect(prefs).toMatchObject({
      theme: 'system',
      skin: 'bordered',
      navigation: 'horizontal',
      navbarType: 'sticky',
      contentWidth: 'boxed',
      digits: 'arab',
    });
  });

  it('every preference has its own storage name', () => {
    const names = Object.values(PREFERENCE_STORAGE_NAMES);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(PREFERENCE_STORAGE_NAMES).sort()).toEqual(
      Object.keys(DEFAULT_PREFERENCES).sort(),
    );
  });
});
