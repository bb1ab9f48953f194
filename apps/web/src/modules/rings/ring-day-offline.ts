import type { RingChoice } from '@qc/domain';
import { todayIso } from '../../app/format/today.ts';
import type { OutboxEntry } from '../../app/offline/offline-db.ts';
import { readCopy, withOfflineCopy, writeCopy } from '../../app/offline/offline-data.ts';
import { isNetworkError } from '../../app/offline/offline-data.ts';
import { outbox } from '../../app/offline/outbox.ts';
import { fetchDay, fetchRings } from './ring-day-api.ts';
import type { DayView, SaveRow } from './ring-day-model.ts';

/**
 * The ring day on the shared offline services (docs/offline.md): its saves go to the outbox
 * (one entry per ring and date, merged while it waits), its data is kept in IndexedDB (the
 * teacher's rings, each ring's day), and the queue the screen kept in localStorage before is
 * moved into the outbox once.
 */

export const RING_DAY_KIND = 'ring-day';
export const RINGS_COPY = 'ring-day:rings';
const dayCopy = (ringId: string, date: string) => `ring-day:day:${ringId}:${date}`;
/** The ring's latest day seen, to open another date offline with its students. */
const lastDayCopy = (ringId: string) => `ring-day:last:${ringId}`;

export const dayGroup = (ringId: string, date: string) => `ring-day:${ringId}:${date}`;
export const dayPath = (ringId: string, date: string) => `/rings/${ringId}/day/${date}`;

/**
 * Folds newer rows into older ones: each student keeps their latest state; readings removed
 * earlier stay removed unless the newer state has them again.
 */
export function mergeRows(prev: SaveRow[], rows: SaveRow[]): SaveRow[] {
  const out = [...prev];
  for (const row of rows) {
    const i = out.findIndex((r) => r.studentId === row.studentId);
    if (i < 0) {
      out.push(row);
      continue;
    }
    const kept = new Set(row.readings.map((r) => r.clientId));
    const removed = [...new Set([...out[i]!.removeReadings, ...row.removeReadings])].filter(
      (id) => !kept.has(id),
    );
    out[i] = { ...row, removeReadings: removed };
  }
  return out;
}

const rowsOf = (entry: OutboxEntry) => (entry.body as { rows: SaveRow[] }).rows;

/** Queues a ring day's edited rows for sending. */
export function queueDay(
  userId: string,
  day: { ringId: string; ringName: string; date: string },
  rows: SaveRow[],
): Promise<OutboxEntry> {
  return outbox.add(
    {
      kind: RING_DAY_KIND,
      group: dayGroup(day.ringId, day.date),
      method: 'PUT',
      path: dayPath(day.ringId, day.date),
      body: { rows },
      label: { key: 'offline.kind.ringDay', values: { ring: day.ringName } },
      date: day.date,
      count: rows.length,
      userId,
    },
    (waiting) => {
      const merged = mergeRows(rowsOf(waiting), rows);
      return { body: { rows: merged }, count: merged.length };
    },
  );
}

/** The outbox entries of one ring day, oldest first. */
export function entriesOfDay(entries: OutboxEntry[], ringId: string, date: string): OutboxEntry[] {
  const group = dayGroup(ringId, date);
  return entries.filter((e) => e.kind === RING_DAY_KIND && e.group === group);
}

/** The rows still waiting for a day, every entry folded in order. */
export function queuedRows(entries: OutboxEntry[]): SaveRow[] {
  return entries.reduce<SaveRow[]>((rows, e) => mergeRows(rows, rowsOf(e)), []);
}

/** The server's per-row refusals ("rows.3.readings.0.range") by student. */
export function errorsByStudent(entries: OutboxEntry[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of entries) {
    for (const [key, f] of Object.entries(entry.error?.fields ?? {})) {
      const row = rowsOf(entry)[Number(key.split('.')[1])];
      if (row && !out.has(row.studentId)) out.set(row.studentId, f.message);
    }
    if (entry.error && Object.keys(entry.error.fields ?? {}).length === 0)
      for (const row of rowsOf(entry))
        if (!out.has(row.studentId)) out.set(row.studentId, entry.error.message);
  }
  return out;
}

/** The teacher's rings: from the server, kept; offline, the kept copy. */
export const ringsOffline = () => withOfflineCopy<RingChoice[]>(RINGS_COPY, fetchRings);

/**
 * A ring's day: from the server, kept; offline, the kept copy of that day, else the ring's latest
 * day kept, moved to the date with nothing recorded (its students, their next portions as then).
 */
export async function dayOffline(ringId: string, date: string): Promise<DayView> {
  try {
    const view = await fetchDay(ringId, date);
    void writeCopy(dayCopy(ringId, date), view);
    void writeCopy(lastDayCopy(ringId), view);
    return view;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const copy = await readCopy<DayView>(dayCopy(ringId, date));
    if (copy) return copy;
    const last = await readCopy<DayView>(lastDayCopy(ringId));
    if (!last) throw error;
    return {
      ...last,
      date,
      holiday: null,
      students: last.students.map((s) => ({ ...s, attendance: null, readings: [] })),
    };
  }
}

/** The queue the ring day kept in localStorage before the outbox (moved once, then removed). */
const LEGACY_QUEUE = 'ringDayQueue';
const LEGACY_COPY = /^ringDay:([^:]+):(\d{4}-\d{2}-\d{2})$/;

interface LegacyDay {
  ringId: string;
  date: string;
  rows: SaveRow[];
}

export async function migrateLegacyQueue(
  userId: string,
  storage:
    | Pick<Storage, 'getItem' | 'removeItem' | 'key' | 'length'>
    | undefined = globalThis.localStorage,
): Promise<number> {
  if (!storage) return 0;
  let moved = 0;
  const raw = storage.getItem(LEGACY_QUEUE);
  if (raw) {
    let days: LegacyDay[] = [];
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) days = parsed as LegacyDay[];
    } catch {
      days = [];
    }
    const rings = (await readCopy<RingChoice[]>(RINGS_COPY)) ?? [];
    for (const day of days) {
      if (!day?.ringId || !day.date || !Array.isArray(day.rows) || day.rows.length === 0) continue;
      const ringName = rings.find((r) => r.id === day.ringId)?.name ?? '';
      await queueDay(userId, { ringId: day.ringId, ringName, date: day.date }, day.rows);
      moved++;
    }
    storage.removeItem(LEGACY_QUEUE);
  }
  // The day copies kept beside it move to IndexedDB too.
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && LEGACY_COPY.test(key)) keys.push(key);
  }
  for (const key of keys) {
    const [, ringId, date] = LEGACY_COPY.exec(key)!;
    try {
      const view = JSON.parse(storage.getItem(key) ?? 'null') as DayView | null;
      if (view && !(await readCopy(dayCopy(ringId!, date!))))
        await writeCopy(dayCopy(ringId!, date!), view);
    } catch {
      // A broken copy is dropped.
    }
    storage.removeItem(key);
  }
  return moved;
}

/**
 * Kept for offline use when the signed-in app starts online: the teacher's rings and today's
 * day of each (students, recent readings, next portions). The old localStorage queue moves first.
 */
export async function warmRingDay(userId: string): Promise<void> {
  await migrateLegacyQueue(userId);
  const rings = await ringsOffline();
  const today = todayIso();
  for (const ring of rings.slice(0, 12)) await dayOffline(ring.id, today);
}
