const KEY = 'qc-chunk-reload';

/**
 * Loads a lazy chunk; when it cannot be fetched (a new version was deployed and the old file
 * is gone), reloads the page once to pick up the new version instead of breaking the screen.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    const mod = await load();
    sessionStorage.removeItem(KEY);
    return mod;
  } catch (error) {
    // Offline, a reload would only show the browser's error page: let the screen say it.
    if (globalThis.navigator?.onLine === false) throw error;
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last > 10_000) {
      sessionStorage.setItem(KEY, String(Date.now()));
      window.location.reload();
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}
