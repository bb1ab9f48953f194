import { permits } from '@qc/domain/identity/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, isApiError } from '../http/client.ts';
import { AuthContext } from './auth-context.ts';
import type { AuthStatus, AuthUser, AuthValue, MeResponse, SignInResult } from './auth-types.ts';

interface SessionState {
  status: AuthStatus;
  me: MeResponse | null;
}

type LoginAnswer =
  | { accessToken: string; user: AuthUser; twoFactorRequired?: undefined }
  | { twoFactorRequired: true; challengeToken: string };

const listeners = new Set<() => void>();

/** Signed out: the copies kept for offline use go (the outbox of unsent changes stays). */
function forgetOfflineData(): Promise<void> {
  return import('../offline/offline-data.ts')
    .then((m) => m.clearOfflineData())
    .catch(() => undefined);
}

/** Called by the REST client when the server refuses to refresh the session. */
export function notifySessionEnded(): void {
  for (const l of listeners) l();
}

/**
 * The session: with a stored `accessToken` it reads GET /api/auth/me (the client refreshes an
 * expired token first), otherwise the visitor is anonymous at once (no request, no 401 noise
 * on public pages). Signing in stores the token, signing out closes the server session and
 * forgets every cached query. Other tabs follow through the token store.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() => ({
    status: api.tokens.get() ? 'loading' : 'anonymous',
    me: null,
  }));
  const loadId = useRef(0);
  /** A token this tab just stored itself: the store's echo must not reload the session. */
  const ownToken = useRef<string | null>(null);

  const loadMe = useCallback(async () => {
    const id = ++loadId.current;
    if (!api.tokens.get()) {
      setState({ status: 'anonymous', me: null });
      return;
    }
    setState((s) => (s.status === 'authenticated' ? s : { status: 'loading', me: s.me }));
    try {
      const me = await api.get<MeResponse>('/auth/me');
      if (id === loadId.current) setState({ status: 'authenticated', me });
      // Kept on the device to open the app offline (docs/offline.md); a chunk of its own.
      void import('../offline/offline-data.ts').then((m) => m.keepSession(me));
    } catch (error) {
      if (id !== loadId.current) return;
      if (isApiError(error) && error.status === 401) {
        api.tokens.set(null);
        setState({ status: 'anonymous', me: null });
        return;
      }
      // No network: the session as last read on this device, if there is one.
      const kept =
        isApiError(error) && error.status === 0
          ? await import('../offline/offline-data.ts').then((m) => m.keptSession<MeResponse>())
          : undefined;
      if (id !== loadId.current) return;
      setState((s) =>
        s.me
          ? { status: 'authenticated', me: s.me }
          : kept
            ? { status: 'authenticated', me: kept }
            : { status: 'error', me: null },
      );
    }
  }, []);

  useEffect(() => {
    void loadMe();
  }, [loadMe]);

  // The session ended (refresh refused) or the token changed in another tab.
  useEffect(() => {
    const ended = () => {
      loadId.current++;
      setState({ status: 'anonymous', me: null });
      queryClient.clear();
      void forgetOfflineData();
    };
    listeners.add(ended);
    let last = api.tokens.get();
    const unsubscribe = api.tokens.subscribe((token) => {
      const had = last;
      last = token;
      if (token && token === ownToken.current) return;
      if (!token && had) ended();
      else if (token && !had) void loadMe();
    });
    return () => {
      listeners.delete(ended);
      unsubscribe();
    };
  }, [loadMe, queryClient]);

  const acceptSession = useCallback(async (accessToken: string): Promise<AuthUser> => {
    ownToken.current = accessToken;
    api.tokens.set(accessToken);
    const me = await api.get<MeResponse>('/auth/me');
    loadId.current++;
    setState({ status: 'authenticated', me });
    return me.user;
  }, []);

  const signIn = useCallback(
    async (identifier: string, password: string): Promise<SignInResult> => {
      const answer = await api.post<LoginAnswer>(
        '/auth/login',
        { identifier, password },
        { skipAuth: true },
      );
      if (answer.twoFactorRequired) {
        return { status: 'twoFactor', challengeToken: answer.challengeToken };
      }
      const user = await acceptSession(answer.accessToken);
      return { status: 'signedIn', user };
    },
    [acceptSession],
  );

  const completeTwoFactor = useCallback(
    async (challengeToken: string, code: string): Promise<AuthUser> => {
      const answer = await api.post<{ accessToken: string; user: AuthUser }>(
        '/auth/login/two-factor',
        { challengeToken, code },
        { skipAuth: true },
      );
      return acceptSession(answer.accessToken);
    },
    [acceptSession],
  );

  const signOut = useCallback(async () => {
    try {
      await api.post('/auth/logout');
    } catch {
      // Signed out locally whatever the server says.
    }
    loadId.current++;
    api.tokens.set(null);
    setState({ status: 'anonymous', me: null });
    queryClient.clear();
    await forgetOfflineData();
  }, [queryClient]);

  const value = useMemo<AuthValue>(() => {
    const permissions = state.me?.permissions ?? [];
    return {
      status: state.status,
      user: state.me?.user ?? null,
      permissions,
      assignments: state.me?.assignments ?? [],
      employeeId: state.me?.employeeId ?? null,
      phoneRegion: state.me?.phoneRegion ?? null,
      can: (wanted) => {
        const list = typeof wanted === 'string' ? [wanted] : wanted;
        return list.length === 0 || list.some((p) => permits(permissions, p));
      },
      canEverywhere: (wanted) => permits(state.me?.everywhere ?? [], wanted),
      signIn,
      completeTwoFactor,
      signOut,
      reload: loadMe,
    };
  }, [state, signIn, completeTwoFactor, signOut, loadMe]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
