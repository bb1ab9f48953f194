/** The two looks of the sign-in pages: a card, or a split page with an illustration. */
export type AuthVariant = 'card' | 'split';

export interface AuthPaths {
  login: string;
  register: string;
  registerSteps: string;
  forgot: string;
  reset: string;
  verify: string;
  twoSteps: string;
}

/**
 * Where the links of a sign-in page lead: pages of the same look, so a visitor who started
 * on a card keeps seeing cards. `/login` (the main entry) is the split sign-in.
 */
export function authPaths(variant: AuthVariant): AuthPaths {
  const v = variant === 'card' ? 'v1' : 'v2';
  return {
    login: variant === 'card' ? '/authentication/login-v1' : '/login',
    register: `/authentication/register-${v}`,
    registerSteps: '/authentication/register-multi-steps',
    forgot: `/authentication/forgot-password-${v}`,
    reset: `/authentication/reset-password-${v}`,
    verify: `/authentication/verify-email-${v}`,
    twoSteps: `/authentication/two-steps-${v}`,
  };
}

/** A password step that asked for a second step: kept for this tab only (5 minutes at most). */
export interface PendingChallenge {
  challengeToken: string;
  redirect: string;
  identifier: string;
  expiresAt: number;
}

const KEY = 'identity.challenge';

export function saveChallenge(c: Omit<PendingChallenge, 'expiresAt'>, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...c, expiresAt: now + 5 * 60_000 }));
  } catch {
    // Private mode: the state passed with the navigation is enough.
  }
}

export function readChallenge(now = Date.now()): PendingChallenge | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const c = JSON.parse(raw) as PendingChallenge;
    if (typeof c.challengeToken !== 'string' || c.expiresAt < now) return null;
    return c;
  } catch {
    return null;
  }
}

export function clearChallenge(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
