import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../components/ErrorState.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { useAuth } from './auth-context.ts';

/** `/login?redirect=<where the visitor was going>`. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}

/** A safe place to go after sign-in: a path of this app, never another site. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  return value.startsWith('/login') ? '/' : value;
}

let signedOutOnPurpose = false;

/**
 * The user chose to sign out: the sign-in page opens plain, not as a way back to the page they
 * left (the server's sign-in page reloads the app, which forgets this).
 */
export function markSignOut(): void {
  signedOutOnPurpose = true;
}

/** Renders its children for a signed-in user; sends anyone else to /login and back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, reload } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader fullScreen />;
  if (status === 'error') return <ErrorState fullScreen onRetry={() => void reload()} />;
  if (status === 'anonymous') {
    return <Navigate to={signedOutOnPurpose ? '/login' : loginPathFor(location)} replace />;
  }
  return <>{children}</>;
}
