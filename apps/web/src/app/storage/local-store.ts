import { APP_KEY } from '../config.ts';

/**
 * Local storage that never throws (private mode, quota, no window in tests): a failed read is
 * "nothing stored", a failed write is ignored.
 */
export const localStore = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage full or disabled: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to do.
    }
  },
  getJson<T>(key: string): T | null {
    const raw = localStore.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    localStore.set(key, JSON.stringify(value));
  },
};

/** A preference key: the app title, a dash, the name (`quran-centres-theme`). */
export const prefKey = (name: string): string => `${APP_KEY}-${name}`;

/** Cookie values last 30 days (specification section 9). */
export const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** Writes a first-party cookie for 30 days (read by the boot script and the server). */
export function setCookie(name: string, value: string, maxAge = COOKIE_MAX_AGE_SECONDS): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const wanted = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(wanted)) return decodeURIComponent(part.slice(wanted.length));
  }
  return null;
}
