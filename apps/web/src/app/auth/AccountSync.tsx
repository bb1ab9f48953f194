import { VISITOR_API, type VisitorDefaults } from '@qc/domain/organisation/visitor';
import { useEffect, useRef, useState } from 'react';
import { api } from '../http/client.ts';
import { useLocale } from '../i18n/locale-context.ts';
import { onLocaleChosen } from '../i18n/LocaleProvider.tsx';
import { usePreferences } from '../preferences/preferences-context.ts';
import { isPreferenceValue } from '../preferences/preferences.ts';
import {
  storedOrganisationDigits,
  storeOrganisationDigits,
} from '../preferences/visitor-digits.ts';
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
 * Signed out, the screens are written in the organisation's digits for visitors
 * (GET /api/public/visitor-defaults, kept for the next visit).
 */
export function AccountSync() {
  const { status, user } = useAuth();
  const { locale } = useLocale();
  const { set, setVisitor } = usePreferences();
  const adoptedFor = useRef<string | null>(null);
  const [organisation, setOrganisation] = useState(storedOrganisationDigits);
  const anonymous = status === 'anonymous';

  // Asked once per visit while signed out (a plain request: the signed-out first script stays
  // small); the last answer is kept for the next visit's first screen.
  useEffect(() => {
    if (!anonymous) return;
    const controller = new AbortController();
    api
      .get<VisitorDefaults>(VISITOR_API.defaults.slice('/api'.length), {
        signal: controller.signal,
        skipAuth: true,
      })
      .then((answer) => {
        storeOrganisationDigits(answer.digits);
        setOrganisation(answer.digits);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [anonymous]);

  useEffect(() => {
    if (status === 'authenticated') setVisitor(null);
    else if (status === 'anonymous') setVisitor({ locale, organisation });
  }, [status, locale, organisation, setVisitor]);

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
