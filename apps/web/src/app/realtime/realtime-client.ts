import type { Socket } from 'socket.io-client';
import { STORAGE } from '../config.ts';
import { localStore } from '../storage/local-store.ts';

/** Section 4: closed, opening, open (socket.io reconnects on its own). */
export type ConnectionState = 'closed' | 'opening' | 'open';

type Handler = (payload: unknown) => void;

export interface RealtimeOptions {
  /** The current access token (read at every connection attempt). */
  token(): string | null;
  /** Asked for a fresh token when the server refuses the connection. */
  refreshToken?(): Promise<string | null>;
}

/** Where the realtime server lives: local storage `realtimeServer`, or this page's origin. */
export function realtimeAddress(): string | undefined {
  const stored = localStore.get(STORAGE.realtimeServer);
  return stored && /^(https?|wss?):\/\//.test(stored) ? stored : undefined;
}

/**
 * The socket.io client of the specification: the address from local storage (default same
 * origin), path /socket.io, the access token as the query parameter `token` (and in the
 * handshake's auth), socket.io's default reconnection (1 s growing to 5 s, randomisation 0.5,
 * unlimited attempts, 20 s time-out) and its default transports. socket.io-client is loaded
 * only once someone is signed in, so public pages never pay for it.
 */
export class RealtimeClient {
  private socket: Socket | null = null;
  private starting: Promise<void> | null = null;
  private wanted = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stateValue: ConnectionState = 'closed';
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly stateListeners = new Set<(s: ConnectionState) => void>();

  constructor(private readonly options: RealtimeOptions) {}

  get state(): ConnectionState {
    return this.stateValue;
  }

  onState(listener: (s: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Listens to a server event; returns the function that stops listening. */
  on(event: string, handler: Handler): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  connect(): void {
    this.wanted = true;
    if (this.socket) {
      if (!this.socket.connected && !this.socket.active) this.socket.connect();
      return;
    }
    this.starting ??= this.start().finally(() => (this.starting = null));
  }

  disconnect(): void {
    this.wanted = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.socket?.disconnect();
    this.setState('closed');
  }

  private async start(): Promise<void> {
    this.setState('opening');
    const { io } = await import('socket.io-client');
    if (!this.wanted) {
      this.setState('closed');
      return;
    }
    const token = () => this.options.token() ?? '';
    const options = {
      path: '/socket.io',
      query: { token: token() },
      auth: (cb: (data: object) => void) => cb({ token: token() }),
    };
    const address = realtimeAddress();
    const socket = address ? io(address, options) : io(options);
    this.socket = socket;
    socket.io.on('reconnect_attempt', () => {
      socket.io.opts.query = { token: token() };
      this.setState('opening');
    });
    socket.on('connect', () => this.setState('open'));
    socket.on('disconnect', () => this.setState(socket.active ? 'opening' : 'closed'));
    socket.on('connect_error', () => {
      if (socket.active) {
        this.setState('opening');
        return;
      }
      // Refused by the server (an expired token, most often): refresh, then try again.
      this.setState('closed');
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (!this.wanted) return;
        void (this.options.refreshToken?.() ?? Promise.resolve(null)).finally(() => {
          if (this.wanted && !socket.connected) {
            this.setState('opening');
            socket.connect();
          }
        });
      }, 5000);
    });
    socket.onAny((event: string, payload: unknown) => {
      for (const h of this.handlers.get(event) ?? []) h(payload);
    });
  }

  private setState(next: ConnectionState): void {
    if (next === this.stateValue) return;
    this.stateValue = next;
    for (const l of this.stateListeners) l(next);
  }
}
