import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { offlineDb, resetOfflineDbForTests } from '../../app/offline/offline-db.ts';
import { readCopy } from '../../app/offline/offline-data.ts';
import { outbox } from '../../app/offline/outbox.ts';
import {
  entriesOfDay,
  errorsByStudent,
  mergeRows,
  migrateLegacyQueue,
  queueDay,
  queuedRows,
} from './ring-day-offline.ts';
import type { SaveRow } from './ring-day-model.ts';

beforeEach(async () => {
  resetOfflineDbForTests();
  const db = await offlineDb();
  await db.clear('outbox');
  await db.clear('data');
});

const row = (
  studentId: string,
  readings: string[] = [],
  removeReadings: string[] = [],
): SaveRow => ({
  studentId,
  attendance: { status: 'present' },
  readings: readings.map((clientId) => ({
    clientId,
    kind: 'hifz',
    from: { surah: 1, ayah: 1 },
    to: { surah: 1, ayah: 7 },
    mistakesMemorisation: 0,
    mistakesTajweed: 0,
    grade: null,
  })),
  removeReadings,
});

function memoryStorage(init: Record<string, string>) {
  const m = new Map(Object.entries(init));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    removeItem: (k: string) => void m.delete(k),
    key: (i: number) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
    has: (k: string) => m.has(k),
  };
}

const day = { ringId: 'r1', ringName: 'Ring A', date: '2026-03-01' };

describe('the ring day on the outbox', () => {
  it('keeps the latest state per student while the day waits', async () => {
    await queueDay('u1', day, [row('s1', ['a']), row('s2')]);
    await queueDay('u1', day, [row('s1', ['a', 'b'], ['old'])]);
    const entries = entriesOfDay(await outbox.list(), 'r1', '2026-03-01');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ count: 2, method: 'PUT', path: '/rings/r1/day/2026-03-01' });
    const rows = queuedRows(entries);
    expect(rows.find((r) => r.studentId === 's1')!.readings.map((r) => r.clientId)).toEqual([
      'a',
      'b',
    ]);
    expect(rows.find((r) => r.studentId === 's1')!.removeReadings).toEqual(['old']);
  });

  it('forgets a removal once the reading is back', () => {
    const merged = mergeRows([row('s1', [], ['a'])], [row('s1', ['a'])]);
    expect(merged[0]!.removeReadings).toEqual([]);
  });

  it('points the server’s per-row refusal at its student', async () => {
    const entry = await queueDay('u1', day, [row('s1'), row('s2', ['x'])]);
    const refused = {
      ...entry,
      state: 'refused' as const,
      error: {
        status: 400,
        code: 'errors.validation',
        message: 'Check the rows',
        fields: {
          'rows.1.readings.0.range': { code: 'quran.invalidAyah', message: 'No such ayah' },
        },
      },
    };
    expect([...errorsByStudent([refused])]).toEqual([['s2', 'No such ayah']]);
  });

  it('moves the old localStorage queue and day copies into IndexedDB once', async () => {
    const view = { ring: { id: 'r1', name: 'Ring A' }, date: '2026-03-01', students: [] };
    const storage = memoryStorage({
      ringDayQueue: JSON.stringify([
        { ringId: 'r1', date: '2026-03-01', rows: [row('s1', ['a'])], queuedAt: 'x' },
      ]),
      'ringDay:r1:2026-03-01': JSON.stringify(view),
      language: '"ar"',
    });
    expect(await migrateLegacyQueue('u1', storage)).toBe(1);
    expect(storage.has('ringDayQueue')).toBe(false);
    expect(storage.has('ringDay:r1:2026-03-01')).toBe(false);
    expect(storage.has('language')).toBe(true);
    const [entry] = await outbox.list();
    expect(entry).toMatchObject({ kind: 'ring-day', userId: 'u1', state: 'waiting', count: 1 });
    expect(await readCopy('ring-day:day:r1:2026-03-01')).toEqual(view);
    expect(await migrateLegacyQueue('u1', storage)).toBe(0);
  });
});
