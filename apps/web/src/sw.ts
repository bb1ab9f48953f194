/**
 * The service worker (docs/offline.md), built by vite-plugin-pwa's injectManifest strategy with
 * Workbox's modules:
 * - precaches the app shell and the teacher's screens (the list the build injects in
 *   `self.__WB_MANIFEST`, chosen in vite.config.ts), so the app opens with no network;
 * - navigations go to the network first (a server-rendered public page stays the server's),
 *   the precached shell when there is no answer within a few seconds;
 * - other built files (`/assets/`, hashed, never changing) are kept once fetched;
 * - a new version waits until the user accepts it (`SKIP_WAITING` from the page), never swapped
 *   under a teacher mid-session;
 * - Background Sync (`qc-outbox`): an open page is told to send its outbox; with no page open,
 *   the worker sends the waiting changes itself, after renewing the session with its cookie.
 *
 * Typed without the WebWorker library (it clashes with the DOM one the app is checked with):
 * the few worker types used are declared here.
 */
import { classifyAnswer, Outbox, type SendOutcome } from './app/offline/outbox.ts';
import type { OutboxEntry, OutboxError } from './app/offline/offline-db.ts';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEventLike extends ExtendableEventLike {
  tag: string;
}
interface WindowClientLike {
  postMessage(message: unknown): void;
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<WindowClientLike[]>;
  };
  navigator: Navigator;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
}

declare const self: WorkerScope;

/** Seconds a navigation waits for the network before the precached shell answers. */
const NAVIGATION_TIMEOUT_MS = 4000;
const SYNC_TAG = 'qc-outbox';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install controls the open page at once (nothing to swap); later ones wait.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function networkOrShell(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } catch {
    return (await matchPrecache('/index.html')) ?? Response.error();
  } finally {
    clearTimeout(timer);
  }
}

registerRoute(
  new NavigationRoute(({ request }) => networkOrShell(request), {
    denylist: [/^\/api\//, /^\/socket\.io\//],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === globalThis.location.origin &&
    url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'qc-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
);

// ---------- Background Sync ----------

/** The user a token belongs to (its `sub`), to send only their changes. */
function subjectOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { sub?: string }).sub ?? null;
  } catch {
    return null;
  }
}

async function sendWithoutPage(): Promise<void> {
  const language = self.navigator.language || 'ar';
  const refreshed = await fetch('/api/auth/refresh', {
    method: 'POST',
    credentials: 'include',
    headers: { 'accept-language': language },
  });
  // No session (signed out) or still no network: the page sends it at its next start.
  if (!refreshed.ok) return;
  const { accessToken } = (await refreshed.json()) as { accessToken: string };
  const userId = subjectOf(accessToken);
  if (!userId) return;
  const transport = async (entry: OutboxEntry): Promise<SendOutcome> => {
    const res = await fetch(`/api${entry.path}`, {
      method: entry.method,
      credentials: 'include',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'accept-language': language,
        'idempotency-key': entry.idempotencyKey,
      },
      body: JSON.stringify(entry.body),
    });
    if (res.ok) return { kind: 'stored' };
    const body = (await res.json().catch(() => null)) as { error?: Partial<OutboxError> } | null;
    return classifyAnswer(res.status, body?.error ?? {});
  };
  const outbox = new Outbox();
  await outbox.recover();
  const { waiting } = await outbox.flush(transport, userId);
  // Still something that must wait: ask to be woken again.
  if (waiting > 0) throw new Error('outbox still waiting');
}

self.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      if (clients.length === 0) return sendWithoutPage();
      for (const client of clients) client.postMessage({ type: 'outbox-sync' });
      return undefined;
    }),
  );
});
