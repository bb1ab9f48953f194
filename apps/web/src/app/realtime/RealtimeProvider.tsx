import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context.ts';
import { api } from '../http/client.ts';
import { loadCatalogue } from '../i18n/i18n.ts';
import { RealtimeClient, type ConnectionState } from './realtime-client.ts';
import { RealtimeContext, type RealtimeValue } from './realtime-context.ts';

/** A `changed` event: open lists and records of this resource refresh. */
export interface ChangedEvent {
  resource: string;
  id?: string;
  action: string;
}

function subscribeOnline(cb: () => void) {
  globalThis.addEventListener('online', cb);
  globalThis.addEventListener('offline', cb);
  return () => {
    globalThis.removeEventListener('online', cb);
    globalThis.removeEventListener('offline', cb);
  };
}

/** An administrator's changes to interface texts come in bursts; one reload follows each. */
const CATALOGUE_RELOAD_DELAY_MS = 500;

/**
 * Connects to the realtime server while someone is signed in. A `changed` event invalidates
 * every react-query key that starts with its resource (`[resource, 'list', …]`,
 * `[resource, 'detail', id]`); a change of the interface texts (`i18n`) reloads the
 * translation catalogue, so every open screen shows the new wording.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const client = useMemo(
    () => new RealtimeClient({ token: () => api.tokens.get(), refreshToken: api.refresh }),
    [],
  );
  const [state, setState] = useState<ConnectionState>(client.state);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => globalThis.navigator?.onLine ?? true,
    () => true,
  );

  useEffect(() => client.onState(setState), [client]);

  useEffect(() => {
    if (status === 'authenticated') client.connect();
    else if (status === 'anonymous') client.disconnect();
  }, [client, status]);

  useEffect(() => () => client.disconnect(), [client]);

  useEffect(() => {
    let reload: ReturnType<typeof setTimeout> | undefined;
    const off = client.on('changed', (payload) => {
      const event = payload as Partial<ChangedEvent> | null;
      if (!event || typeof event.resource !== 'string') return;
      void queryClient.invalidateQueries({ queryKey: [event.resource] });
      if (event.resource === 'i18n') {
        clearTimeout(reload);
        reload = setTimeout(() => {
          // A failed reload keeps the texts on screen; the next change or start fetches again.
          loadCatalogue().catch(() => undefined);
        }, CATALOGUE_RELOAD_DELAY_MS);
      }
    });
    return () => {
      clearTimeout(reload);
      off();
    };
  }, [client, queryClient]);

  const value = useMemo<RealtimeValue>(
    () => ({ state, offline: !online, client }),
    [state, online, client],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
