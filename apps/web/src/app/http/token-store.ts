import { STORAGE } from '../config.ts';
import { localStore } from '../storage/local-store.ts';

type Listener = (token: string | null) => void;

/**
 * The access token, kept in local storage under `accessToken` (the specification's name) so
 * every tab and the realtime connection share it. Listeners hear changes from this tab and,
 * through the storage event, from the others.
 */
export class TokenStore {
  private memory: string | null;
  private readonly listeners = new Set<Listener>();

  constructor() {
    this.memory = localStore.get(STORAGE.accessToken);
    globalThis.addEventListener?.('storage', (event: StorageEvent) => {
      if (event.key !== STORAGE.accessToken && event.key !== null) return;
      this.memory = localStore.get(STORAGE.accessToken);
      this.emit();
    });
  }

  get(): string | null {
    return localStore.get(STORAGE.accessToken) ?? this.memory;
  }

  set(token: string | null): void {
    this.memory = token;
    if (token) localStore.set(STORAGE.accessToken, token);
    else localStore.remove(STORAGE.accessToken);
    this.emit();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    const token = this.memory;
    for (const l of this.listeners) l(token);
  }
}

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** True when the token has expired or will within `skewSeconds`. Unreadable tokens are kept. */
export function tokenExpired(token: string, nowMs = Date.now(), skewSeconds = 15): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 <= nowMs + skewSeconds * 1000;
}
