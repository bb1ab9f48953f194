import { isApiError } from '../http/client.ts';
import { offlineDb } from './offline-db.ts';

/**
 * Copies of the data a teacher needs without a network (their rings, each ring's day with its
 * students, their recent readings and next portions), in IndexedDB. Refreshed at every read
 * online; read when the network is not there; limited to what the signed-in user's own
 * requests returned (the server's scope); cleared at sign-out and when another user signs in.
 */

const OWNER = 'owner';

export async function readCopy<T>(key: string): Promise<T | undefined> {
  try {
    const db = await offlineDb();
    return (await db.get('data', key))?.value as T | undefined;
  } catch {
    return undefined;
  }
}

export async function writeCopy(key: string, value: unknown): Promise<void> {
  try {
    const db = await offlineDb();
    await db.put('data', { key, value, savedAt: new Date().toISOString() });
  } catch {
    // A private window or a full disk: the app still works online.
  }
}

/** No answer at all (offline, the connection dropped): an error a kept copy may stand in for. */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

/**
 * Reads from the server and keeps a copy; without a network, the copy (if there is one). Any
 * answer of the server (a 404, a 403) is not hidden behind an old copy.
 */
export async function withOfflineCopy<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  try {
    const value = await fetcher();
    void writeCopy(key, value);
    return value;
  } catch (error) {
    if (isNetworkError(error)) {
      const copy = await readCopy<T>(key);
      if (copy !== undefined) return copy;
    }
    throw error;
  }
}

/** Forgets every copy (sign-out). The outbox is kept: its changes are the user's, not copies. */
export async function clearOfflineData(): Promise<void> {
  try {
    const db = await offlineDb();
    await db.clear('data');
  } catch {
    // Nothing kept.
  }
}

/** The copies belong to one user: another signing in on the device starts without them. */
export async function claimOfflineData(userId: string): Promise<void> {
  const owner = await readCopy<string>(OWNER);
  if (owner === userId) return;
  await clearOfflineData();
  await writeCopy(OWNER, userId);
}

/** The signed-in user's session as last read (GET /api/auth/me), to open the app offline. */
export async function keepSession(me: { user: { id: string } }): Promise<void> {
  await claimOfflineData(me.user.id);
  await writeCopy('me', me);
}

export function keptSession<T>(): Promise<T | undefined> {
  return readCopy<T>('me');
}
