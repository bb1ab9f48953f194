import type { EditConflict } from '@qc/domain';
import { offlineDb, type OfflineDb, type OutboxEntry, type OutboxError } from './offline-db.ts';

/**
 * The outbox: every write a phone may make without a network (the ring day, a check-in, a
 * judge's sheet) is put here first, in IndexedDB, with a client-generated id and an idempotency
 * key, then sent. A change leaves the outbox only when the server has stored it or the user
 * discarded it; a refusal or a conflict stays in sight with the server's reason. See
 * docs/offline.md for the rules and how a screen uses it.
 */

/** What the server's answer means for an entry. */
export type SendOutcome =
  | { kind: 'stored' }
  | { kind: 'retry' }
  | { kind: 'refused'; error: OutboxError }
  | { kind: 'conflict'; error: OutboxError };

/** Sends one entry (the page: the REST client; tests: a fake). */
export type Transport = (entry: OutboxEntry) => Promise<SendOutcome>;

/**
 * The rules: no answer (offline), a time-out, "too many", "too early", a server error, a
 * session to renew (401) or the same change still being handled (409 in progress): try again
 * later. 2xx: stored. 409 otherwise: a conflict to show. Any other refusal (400 validation,
 * 403, 404, 422): kept with its reason for the user to correct or discard, never dropped.
 */
export function classifyAnswer(status: number, error?: Partial<OutboxError>): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'stored' };
  if (
    status === 0 ||
    status === 401 ||
    status === 408 ||
    status === 425 ||
    status === 429 ||
    status >= 500 ||
    (status === 409 && error?.code === 'errors.idempotencyInProgress')
  )
    return { kind: 'retry' };
  const full: OutboxError = {
    status,
    code: error?.code ?? 'errors.badRequest',
    message: error?.message ?? '',
    ...(error?.fields ? { fields: error.fields } : {}),
    ...(status === 409 && error?.conflicts ? { conflicts: error.conflicts } : {}),
  };
  return status === 409 ? { kind: 'conflict', error: full } : { kind: 'refused', error: full };
}

/** A change to queue. */
export interface NewChange {
  kind: string;
  group?: string | null;
  method: OutboxEntry['method'];
  path: string;
  body: unknown;
  label: OutboxEntry['label'];
  date?: string;
  count?: number;
  userId: string;
}

/** Folds a new change into one of its group still waiting: the body and count to keep. */
export type MergeChange = (waiting: OutboxEntry) => { body: unknown; count: number };

const newKey = () => globalThis.crypto.randomUUID();
const CHANNEL = 'qc-outbox';

export class Outbox {
  private readonly listeners = new Set<() => void>();
  private flushing: Promise<{ sent: number; waiting: number }> | null = null;
  private again = false;
  private readonly channel: BroadcastChannel | null;

  constructor(
    private readonly db: () => Promise<OfflineDb> = offlineDb,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {
    // Only in a page: a channel would keep a test's process alive.
    this.channel =
      typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
        ? null
        : new BroadcastChannel(CHANNEL);
    // Another tab changed the outbox: read it again.
    this.channel?.addEventListener('message', () => this.notify(false));
  }

  /** Every entry, oldest first. */
  async list(): Promise<OutboxEntry[]> {
    const db = await this.db();
    return db.getAllFromIndex('outbox', 'byCreated');
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(broadcast = true): void {
    for (const l of this.listeners) l();
    if (broadcast) this.channel?.postMessage('changed');
  }

  /**
   * Queues a change. With a group and a merge, a change of the same group and user not yet in
   * flight (waiting, or refused and now corrected) takes it in instead, with a new idempotency
   * key since its content changed; one in flight is left alone and a new entry follows it.
   */
  async add(change: NewChange, merge?: MergeChange): Promise<OutboxEntry> {
    const db = await this.db();
    const tx = db.transaction('outbox', 'readwrite');
    const all = await tx.store.getAll();
    // Oldest first is the sending order: a change never gets the time of one before it.
    const latest = all.reduce((m, e) => (e.createdAt > m ? e.createdAt : m), '');
    let now = this.now();
    if (now <= latest) now = new Date(Date.parse(latest) + 1).toISOString();
    const into =
      change.group && merge
        ? all.find(
            (e) => e.group === change.group && e.userId === change.userId && e.state !== 'sending',
          )
        : undefined;
    let entry: OutboxEntry;
    if (into) {
      const merged = merge!(into);
      entry = {
        ...into,
        body: merged.body,
        count: merged.count,
        label: change.label,
        idempotencyKey: newKey(),
        updatedAt: now,
        state: 'waiting',
        error: null,
      };
    } else {
      entry = {
        id: newKey(),
        kind: change.kind,
        group: change.group ?? null,
        method: change.method,
        path: change.path,
        body: change.body,
        idempotencyKey: newKey(),
        label: change.label,
        ...(change.date ? { date: change.date } : {}),
        count: change.count ?? 1,
        userId: change.userId,
        createdAt: now,
        updatedAt: now,
        state: 'waiting',
        attempts: 0,
        lastTriedAt: null,
        error: null,
      };
    }
    await tx.store.put(entry);
    await tx.done;
    this.notify();
    return entry;
  }

  /** The user gives up a change: it is never sent. */
  async discard(id: string): Promise<void> {
    const db = await this.db();
    await db.delete('outbox', id);
    this.notify();
  }

  /** A refused or conflicting change is tried again as it is. */
  async retry(id: string): Promise<void> {
    const db = await this.db();
    const tx = db.transaction('outbox', 'readwrite');
    const entry = await tx.store.get(id);
    if (entry && entry.state !== 'sending')
      await tx.store.put({ ...entry, state: 'waiting', error: null });
    await tx.done;
    this.notify();
  }

  /**
   * A refused batch (`{ rows: [...] }`, the server naming its refused rows `rows.3.…`): the
   * user keeps the other rows and lets the refused ones go (a student moved to another ring
   * meanwhile). The rest is sent again as a new change (a new key); with no row left, the entry
   * goes. Returns how many rows were let go.
   */
  async dropRefusedRows(id: string): Promise<number> {
    const db = await this.db();
    const tx = db.transaction('outbox', 'readwrite');
    const entry = await tx.store.get(id);
    const rows = (entry?.body as { rows?: unknown[] } | undefined)?.rows;
    const refused = refusedRows(entry);
    if (!entry || !Array.isArray(rows) || refused.size === 0 || entry.state === 'sending') {
      await tx.done;
      return 0;
    }
    const kept = rows.filter((_, i) => !refused.has(i));
    if (kept.length === 0) await tx.store.delete(id);
    else
      await tx.store.put({
        ...entry,
        body: { ...(entry.body as object), rows: kept },
        count: kept.length,
        idempotencyKey: newKey(),
        updatedAt: this.now(),
        state: 'waiting',
        error: null,
      });
    await tx.done;
    this.notify();
    return rows.length - kept.length;
  }

  /**
   * A conflict resolved by keeping the user's version: each conflicting part of the change
   * (found by its client id, or the whole body for ref '') takes the server's current
   * `version`, and the change is sent again as a new one (a new key). The server then stores
   * it over the other version, unless it changed yet again (a new conflict).
   */
  async keepMine(id: string): Promise<void> {
    await this.resolve(id, (entry, conflicts) => {
      let body = entry.body;
      for (const c of conflicts) body = withVersion(body, c.ref, c.version);
      return body;
    });
  }

  /**
   * A conflict resolved by taking the server's version: the conflicting parts leave the change
   * (a batch's other rows are still sent, as a new change); with nothing left, the entry goes.
   */
  async takeTheirs(id: string): Promise<void> {
    await this.resolve(id, (entry, conflicts) => {
      if (conflicts.some((c) => c.ref === '')) return null;
      const refs = new Set(conflicts.map((c) => c.ref));
      return withoutParts(entry.body, refs);
    });
  }

  private async resolve(
    id: string,
    change: (entry: OutboxEntry, conflicts: EditConflict[]) => unknown,
  ): Promise<void> {
    const db = await this.db();
    const tx = db.transaction('outbox', 'readwrite');
    const entry = await tx.store.get(id);
    if (!entry || entry.state !== 'conflict') {
      await tx.done;
      return;
    }
    const body = change(entry, entry.error?.conflicts ?? []);
    if (body === null) await tx.store.delete(id);
    else
      await tx.store.put({
        ...entry,
        body,
        count: batchCount(body) ?? entry.count,
        idempotencyKey: newKey(),
        updatedAt: this.now(),
        state: 'waiting',
        error: null,
      });
    await tx.done;
    this.notify();
  }

  /**
   * At start: an entry left "sending" (the page closed before the answer) is waiting again. It
   * is sent with the same idempotency key, so if the server had stored it, it answers the first
   * result and nothing is doubled.
   */
  async recover(): Promise<void> {
    const db = await this.db();
    const tx = db.transaction('outbox', 'readwrite');
    let changed = false;
    for (const entry of await tx.store.getAll()) {
      if (entry.state !== 'sending') continue;
      await tx.store.put({ ...entry, state: 'waiting' });
      changed = true;
    }
    await tx.done;
    if (changed) this.notify();
  }

  /**
   * Sends the user's waiting entries, oldest first, one at a time (one flush at a time in the
   * page, and across tabs where the browser has Web Locks). Stops at the first that must wait
   * (still offline).
   */
  flush(transport: Transport, userId: string): Promise<{ sent: number; waiting: number }> {
    // Asked again while a flush runs (the connection came back while the last try was still
    // failing): one more pass once it ends, else the change would wait for the next timer.
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      let result: { sent: number; waiting: number };
      do {
        this.again = false;
        result = await this.locked(() => this.flushNow(transport, userId));
      } while (this.again);
      return result;
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private locked<T>(run: () => Promise<T>): Promise<T> {
    const locks = globalThis.navigator?.locks;
    return locks ? (locks.request(CHANNEL, run) as Promise<T>) : run();
  }

  private async flushNow(
    transport: Transport,
    userId: string,
  ): Promise<{ sent: number; waiting: number }> {
    const db = await this.db();
    let sent = 0;
    for (const candidate of await this.list()) {
      if (candidate.userId !== userId || candidate.state !== 'waiting') continue;
      const entry = await this.mark(db, candidate.id, (e) =>
        e.state === 'waiting'
          ? { ...e, state: 'sending', attempts: e.attempts + 1, lastTriedAt: this.now() }
          : null,
      );
      if (!entry) continue;
      this.notify();
      let outcome: SendOutcome;
      try {
        outcome = await transport(entry);
      } catch {
        outcome = { kind: 'retry' };
      }
      if (outcome.kind === 'stored') {
        await db.delete('outbox', entry.id);
        sent++;
      } else {
        await this.mark(db, entry.id, (e) =>
          outcome.kind === 'retry'
            ? { ...e, state: 'waiting' }
            : { ...e, state: outcome.kind, error: outcome.error },
        );
      }
      this.notify();
      if (outcome.kind === 'retry') break;
    }
    const waiting = (await this.list()).filter((e) => e.userId === userId).length;
    return { sent, waiting };
  }

  private async mark(
    db: OfflineDb,
    id: string,
    change: (e: OutboxEntry) => OutboxEntry | null,
  ): Promise<OutboxEntry | null> {
    const tx = db.transaction('outbox', 'readwrite');
    const current = await tx.store.get(id);
    const next = current ? change(current) : null;
    if (next) await tx.store.put(next);
    await tx.done;
    return next;
  }
}

/** The rows of a batch the server refused by name (`rows.3.readings.0.range` → 3). */
export function refusedRows(entry: OutboxEntry | undefined): Set<number> {
  const out = new Set<number>();
  for (const key of Object.keys(entry?.error?.fields ?? {})) {
    const match = /^rows\.(\d+)(\.|$)/.exec(key);
    if (match) out.add(Number(match[1]));
  }
  return out;
}

/** The part of a change a conflict names: the object with that client id, or the body ('') . */
export function conflictPart(body: unknown, ref: string): Record<string, unknown> | null {
  if (ref === '') return isObject(body) ? body : null;
  let found: Record<string, unknown> | null = null;
  const visit = (value: unknown): void => {
    if (found) return;
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      if (value.clientId === ref) found = value;
      else Object.values(value).forEach(visit);
    }
  };
  visit(body);
  return found;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body with `version` set on the part a conflict names. */
function withVersion(body: unknown, ref: string, version: number): unknown {
  if (ref === '') return isObject(body) ? { ...body, version } : body;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isObject(value)) return value;
    if (value.clientId === ref) return { ...value, version };
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
  };
  return visit(body);
}

/**
 * The body without the parts named (objects with those client ids); a batch's row left with
 * nothing to send goes too, and a batch with no row left is nothing (null).
 */
function withoutParts(body: unknown, refs: ReadonlySet<string>): unknown {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value
        .filter((v) => !(isObject(v) && typeof v.clientId === 'string' && refs.has(v.clientId)))
        .map(visit);
    if (!isObject(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
  };
  const kept = visit(body);
  if (!isObject(kept) || !Array.isArray(kept.rows)) return kept;
  const rows = kept.rows.filter((row) => !emptyRow(row));
  return rows.length === 0 ? null : { ...kept, rows };
}

/** A batch row with nothing left to say: no attendance, no readings, nothing removed. */
function emptyRow(row: unknown): boolean {
  if (!isObject(row)) return false;
  const none = (v: unknown) =>
    v === undefined || v === null || (Array.isArray(v) && v.length === 0);
  return none(row.attendance) && none(row.readings) && none(row.removeReadings);
}

function batchCount(body: unknown): number | undefined {
  return isObject(body) && Array.isArray(body.rows) ? body.rows.length : undefined;
}

/** The page's one outbox. */
export const outbox = new Outbox();
