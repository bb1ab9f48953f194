import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (src/sw.ts) from the signed-in shell, after the page has loaded:
 * the sign-in page's JavaScript never carries it. A new version waits (`waiting`) until the
 * user accepts it ("a new version is ready"), then the page reloads once on it.
 *
 * An automated browser (`navigator.webdriver`) registers it only when the test asks
 * (`localStorage['qc-sw'] = 'on'`): otherwise every end-to-end context would download the
 * precache, and the suite's time is counted.
 */
let workbox: Workbox | null = null;
let waiting = false;
const listeners = new Set<() => void>();

export function updateWaiting(): boolean {
  return waiting;
}

export function onUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function wanted(): boolean {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return false;
  if (!navigator.webdriver) return true;
  try {
    return localStorage.getItem('qc-sw') === 'on';
  } catch {
    return false;
  }
}

export function registerServiceWorker(): void {
  if (workbox || !wanted()) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const l of listeners) l();
  });
  void workbox.register().catch(() => {
    // Not allowed here (a private window): the app works online as before.
  });
}

/** The user accepted the new version: it takes over, and the page reloads once on it. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => globalThis.location.reload());
  workbox.messageSkipWaiting();
}
