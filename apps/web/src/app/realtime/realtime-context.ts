import { createContext, useContext, useEffect, useRef } from 'react';
import type { ConnectionState, RealtimeClient } from './realtime-client.ts';

export interface RealtimeValue {
  state: ConnectionState;
  /** The browser reports no network at all. */
  offline: boolean;
  client: RealtimeClient | null;
}

export const RealtimeContext = createContext<RealtimeValue>({
  state: 'closed',
  offline: false,
  client: null,
});

/** The realtime connection's state (closed, opening, open) and whether the browser is offline. */
export function useRealtime(): RealtimeValue {
  return useContext(RealtimeContext);
}

/** Runs `handler` for every `name` event the server sends while the component is mounted. */
export function useRealtimeEvent<T = unknown>(name: string, handler: (payload: T) => void): void {
  const { client } = useRealtime();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!client) return;
    return client.on(name, (payload) => latest.current(payload as T));
  }, [client, name]);
}
