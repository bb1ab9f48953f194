import type { EditConflict } from '@qc/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A change waiting on the device to be sent (the outbox, docs/offline.md). */
export interface OutboxEntry {
  /** Client-generated id of the entry. */
  id: string;
  /** What kind of change (a key of OUTBOX_KINDS' labels): 'ring-day', 'teacher-log.check-in'. */
  kind: string;
  /**
   * Entries of one group are merged while they wait (the ring day: one ring on one date), so
   * a day edited three times offline sends the latest state once. Null: never merged.
   */
  group: string | null;
  method: 'POST' | 'PUT' | 'PATCH';
  /** The API path, after `/api` (`/rings/<id>/day/<date>`). */
  path: string;
  body: unknown;
  /** Sent as `Idempotency-Key`: the server handles a resend of this entry once. */
  idempotencyKey: string;
  /** What the list of waiting changes says about it: a message key and its values. */
  label: { key: string; values?: Record<string, string | number> };
  /** A date the change is about, shown with the label (the ring's day). */
  date?: string;
  /** How many changes the entry holds (the ring day: students edited). */
  count: number;
  /** The user who made it: only they send it. */
  userId: string;
  createdAt: string;
  updatedAt: string;
  /**
   * waiting: to be sent; sending: in flight (a page closed meanwhile leaves it so, and it is sent
   * again with the same key at the next start); refused: the server said no (validation, scope:
   * `error` says why), kept until corrected or discarded; conflict: the record changed meanwhile.
   */
  state: 'waiting' | 'sending' | 'refused' | 'conflict';
  attempts: number;
  lastTriedAt: string | null;
  error: OutboxError | null;
}

export interface OutboxError {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, { code: string; message: string }>;
  /** A conflict (409): each record changed meanwhile, as it is on the server now. */
  conflicts?: EditConflict[];
}

/** A copy of data the teacher needs offline (their rings, a ring's day), by key. */
export interface CachedData {
  key: string;
  value: unknown;
  savedAt: string;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { byCreated: string } };
  data: { key: string; value: CachedData };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const NAME = 'qc-offline';
let opening: Promise<OfflineDb> | null = null;

/** The device's offline database (IndexedDB through idb), opened once per page. */
export function offlineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(NAME, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
      outbox.createIndex('byCreated', 'createdAt');
      db.createObjectStore('data', { keyPath: 'key' });
    },
    blocking() {
      // Another tab opens a newer version: let it.
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** For tests: forget the open connection (a fresh fake IndexedDB each time). */
export function resetOfflineDbForTests(): void {
  opening = null;
}
