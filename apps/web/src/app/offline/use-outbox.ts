import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from './offline-db.ts';
import { outbox } from './outbox.ts';

/**
 * The outbox's entries for a screen, read again whenever it changes (in this tab or another).
 * `loaded` is false until the first read from IndexedDB.
 */
let snapshot: { loaded: boolean; entries: OutboxEntry[] } = { loaded: false, entries: [] };
const listeners = new Set<() => void>();
let subscribed = false;
let reading = 0;

function refresh(): void {
  const id = ++reading;
  void outbox
    .list()
    .then((entries) => {
      if (id !== reading) return;
      snapshot = { loaded: true, entries };
      for (const l of listeners) l();
    })
    .catch(() => {
      snapshot = { loaded: true, entries: snapshot.entries };
      for (const l of listeners) l();
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!subscribed) {
    subscribed = true;
    outbox.subscribe(refresh);
    refresh();
  }
  return () => listeners.delete(listener);
}

export function useOutbox(): { loaded: boolean; entries: OutboxEntry[] } {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
