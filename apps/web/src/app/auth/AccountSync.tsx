import { useEffect, useRef } from 'react';
import { api } from '../http/client.ts';
import { onLocaleChosen } from '../i18n/LocaleProvider.tsx';
import { usePreferences } from '../preferences/preferences-context.ts';
import { isPreferenceValue } from '../preferences/preferences.ts';
import { useAuth } from './auth-context.ts';

/** Saves interface choices to the signed-in account (PATCH /api/account), quietly. */
export function saveAccountPreferences(preferences: Record<string, unknown>): void {
  if (!api.tokens.get()) return;
  void api.patch('/account', { preferences }).catch(() => undefined);
}

/**
 * Keeps the account and the interface in step: on sign-in the account's saved calendar and
 * digits are applied; a language chosen while signed in is saved to the account, so it
 * follows the user to other devices (the customizer saves calendar and digits itself).
 */
export function AccountSync() {
  const { status, user } = useAuth();
  const { set } = usePreferences();
  const adoptedFor = useRef<string | null>(null);

  useEffect(() => {
    if (status !== 'authenticated' || !user) {
      if (status === 'anonymous') adoptedFor.current = null;
      return;
    }
    if (adoptedFor.current === user.id) return;
    adoptedFor.current = user.id;
    const p = user.preferences ?? {};
    if (isPreferenceValue('calendar', p.calendar)) set('calendar', p.calendar);
    if (isPreferenceValue('digits', p.digits)) set('digits', p.digits);
  }, [status, user, set]);

  useEffect(() => {
    if (status !== 'authenticated') return;
    return onLocaleChosen((locale) => {
      void api.patch('/account', { locale }).catch(() => undefined);
    });
  }, [status]);

  return null;
}
