import type { SaveRow } from './ring-day-model.ts';

/**
 * The ring day's offline queue. Every save goes here first (localStorage), then is sent; a save
 * that cannot reach the server stays and is sent again when the connection is back. One entry
 * per ring and date holds the latest state of each edited student, so sending it again is
 * harmless: the server upserts readings by their client id.
 */
export interface QueuedDay {
  ringId: string;
  date: string;
  rows: SaveRow[];
  queuedAt: string;
  /** Set when the server refused the rows (400): kept for the teacher to correct, not resent. */
  error?: { code: string; fields?: Record<string, { code: string; message: string }> } | null;
}

export type SendResult =
  | { kind: 'ok' }
  | { kind: 'offline' }
  | { kind: 'refused'; error: NonNullable<QueuedDay['error']> }
  | { kind: 'gone' };

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export const QUEUE_KEY = 'ringDayQueue';

export class RingDayQueue {
  constructor(
    private readonly store: KeyValueStore,
    private readonly key = QUEUE_KEY,
  ) {}

  list(): QueuedDay[] {
    try {
      const raw = this.store.getItem(this.key);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as QueuedDay[]) : [];
    } catch {
      return [];
    }
  }

  private write(days: QueuedDay[]): void {
    this.store.setItem(this.key, JSON.stringify(days));
  }

  /** Adds rows for a ring day, merging with what is already waiting for it. */
  enqueue(ringId: string, date: string, rows: SaveRow[], now = new Date().toISOString()): void {
    const days = this.list();
    let day = days.find((d) => d.ringId === ringId && d.date === date);
    if (!day) {
      day = { ringId, date, rows: [], queuedAt: now };
      days.push(day);
    }
    for (const row of rows) {
      const i = day.rows.findIndex((r) => r.studentId === row.studentId);
      if (i < 0) {
        day.rows.push(row);
        continue;
      }
      const prev = day.rows[i]!;
      const kept = new Set(row.readings.map((r) => r.clientId));
      const removed = [...new Set([...prev.removeReadings, ...row.removeReadings])].filter(
        (id) => !kept.has(id),
      );
      day.rows[i] = { ...row, removeReadings: removed };
    }
    day.error = null;
    this.write(days);
  }

  pending(ringId?: string, date?: string): number {
    return this.list()
      .filter((d) => (!ringId || d.ringId === ringId) && (!date || d.date === date))
      .reduce((n, d) => n + d.rows.length, 0);
  }

  find(ringId: string, date: string): QueuedDay | undefined {
    return this.list().find((d) => d.ringId === ringId && d.date === date);
  }

  /**
   * Sends every waiting day in order. Stops at the first one that cannot reach the server
   * (still offline); drops days the server accepted or no longer knows (404); keeps refused
   * ones with their error for the screen.
   */
  async flush(
    send: (day: QueuedDay) => Promise<SendResult>,
  ): Promise<{ sent: number; waiting: number }> {
    let sent = 0;
    for (const day of this.list()) {
      if (day.error) continue;
      const result = await send(day);
      if (result.kind === 'offline') break;
      const days = this.list();
      const i = days.findIndex((d) => d.ringId === day.ringId && d.date === day.date);
      if (i < 0) continue;
      // Rows added while this one was in flight are kept for the next round.
      const current = days[i]!;
      const unchanged = JSON.stringify(current.rows) === JSON.stringify(day.rows);
      if (result.kind === 'ok' || result.kind === 'gone') {
        if (unchanged) days.splice(i, 1);
        sent += result.kind === 'ok' ? 1 : 0;
      } else {
        current.error = result.error;
      }
      this.write(days);
    }
    return { sent, waiting: this.pending() };
  }
}

/** Classifies a fetch outcome for the queue. */
export function classify(status: number | null, body?: unknown): SendResult {
  if (status === null || status === 0 || status === 408 || status === 429 || status >= 500)
    return { kind: 'offline' };
  if (status >= 200 && status < 300) return { kind: 'ok' };
  if (status === 404 || status === 403 || status === 401)
    return status === 401 ? { kind: 'offline' } : { kind: 'gone' };
  const error = (body as { error?: QueuedDay['error'] } | undefined)?.error;
  return { kind: 'refused', error: error ?? { code: 'errors.badRequest' } };
}
