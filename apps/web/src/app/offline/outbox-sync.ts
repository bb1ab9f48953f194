import { api, isApiError } from '../http/client.ts';
import { classifyAnswer, outbox, type SendOutcome, type Transport } from './outbox.ts';

/** The Background Sync tag the service worker answers (docs/offline.md). */
export const SYNC_TAG = 'qc-outbox';
/** While something waits and the page is in sight, it is tried again this often. */
const RETRY_EVERY_MS = 30_000;

/** Sends an entry through the REST client (token, its renewal, the language) with its key. */
export const apiTransport: Transport = async (entry): Promise<SendOutcome> => {
  const opts = { headers: { 'idempotency-key': entry.idempotencyKey } };
  try {
    if (entry.method === 'PUT') await api.put(entry.path, entry.body, opts);
    else if (entry.method === 'PATCH') await api.patch(entry.path, entry.body, opts);
    else await api.post(entry.path, entry.body, opts);
    return { kind: 'stored' };
  } catch (error) {
    if (!isApiError(error)) return { kind: 'retry' };
    const fields = error.fields
      ? Object.fromEntries(
          Object.entries(error.fields).map(([k, v]) => [
            k,
            { code: v.code ?? '', message: v.message },
          ]),
        )
      : undefined;
    return classifyAnswer(error.status, {
      code: error.code,
      message: error.message,
      ...(fields ? { fields } : {}),
      ...(error.conflicts ? { conflicts: error.conflicts } : {}),
    });
  }
};

let userId: string | null = null;

/** Sends what waits now (after a save, from the list's button); nothing when signed out. */
export async function sendOutboxNow(): Promise<{ sent: number; waiting: number }> {
  if (!userId) return { sent: 0, waiting: 0 };
  return outbox.flush(apiTransport, userId);
}

/**
 * Asks the service worker to wake the app when the connection is back (Background Sync, where
 * the browser has it: Chromium). Never the only way: the app also sends at start, on `online`
 * and on a timer.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined
    )?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // Not allowed or not there: the other triggers remain.
  }
}

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Starts sending the signed-in user's outbox: at once (after putting back what a closed page
 * left in flight), when the browser comes back online, when the page comes back in sight, every
 * 30 seconds while something waits and the page is in sight, and when the service worker says
 * the connection is back (Background Sync). Returns the stop.
 */
export function startOutboxSync(user: string): () => void {
  userId = user;
  const send = () => void sendOutboxNow().catch(() => undefined);
  void outbox
    .recover()
    .then(send)
    .catch(() => undefined);
  const onVisible = () => {
    if (document.visibilityState === 'visible') send();
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'outbox-sync') send();
  };
  globalThis.addEventListener('online', send);
  document.addEventListener('visibilitychange', onVisible);
  globalThis.navigator?.serviceWorker?.addEventListener('message', onMessage);
  const timer = globalThis.setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    void outbox
      .list()
      .then((all) => {
        if (all.some((e) => e.userId === user && e.state === 'waiting')) send();
      })
      .catch(() => undefined);
  }, RETRY_EVERY_MS);
  return () => {
    if (userId === user) userId = null;
    globalThis.removeEventListener('online', send);
    document.removeEventListener('visibilitychange', onVisible);
    globalThis.navigator?.serviceWorker?.removeEventListener('message', onMessage);
    globalThis.clearInterval(timer);
  };
}
