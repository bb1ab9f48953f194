import { describe, expect, it } from 'vitest';
import { classify, RingDayQueue, type SendResult } from './ring-day-queue.ts';
import { measure, newReading, rowProblems, toSaveRow, type EditRow } from './ring-day-model.ts';

function memoryStore() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  };
}

const row = (studentId: string, readings: string[] = [], removeReadings: string[] = []) => ({
  studentId,
  attendance: { status: 'present' as const },
  readings: readings.map((clientId) => ({
    clientId,
    kind: 'hifz' as const,
    from: { surah: 1, ayah: 1 },
    to: { surah: 1, ayah: 7 },
    mistakesMemorisation: 0,
    mistakesTajweed: 0,
    grade: null,
  })),
  removeReadings,
});

describe('ring day offline queue', () => {
  it('keeps the latest state per student and survives a reload', async () => {
    const store = memoryStore();
    const q = new RingDayQueue(store);
    q.enqueue('r1', '2026-03-01', [row('s1', ['a']), row('s2')]);
    q.enqueue('r1', '2026-03-01', [row('s1', ['a', 'b'], ['old'])]);
    const again = new RingDayQueue(store);
    expect(again.pending()).toBe(2);
    const day = again.find('r1', '2026-03-01')!;
    expect(day.rows.find((r) => r.studentId === 's1')!.readings.map((r) => r.clientId)).toEqual([
      'a',
      'b',
    ]);
    expect(day.rows.find((r) => r.studentId === 's1')!.removeReadings).toEqual(['old']);
  });

  it('sends when online, keeps when offline, keeps refused rows with their error', async () => {
    const q = new RingDayQueue(memoryStore());
    q.enqueue('r1', '2026-03-01', [row('s1', ['a'])]);
    q.enqueue('r2', '2026-03-01', [row('s9', ['z'])]);
    let result: SendResult = { kind: 'offline' };
    const send = async () => result;
    expect(await q.flush(send)).toEqual({ sent: 0, waiting: 2 });
    const refuseR1 = async (d: { ringId: string }): Promise<SendResult> =>
      d.ringId === 'r1'
        ? { kind: 'refused', error: { code: 'rings.day.invalidRows' } }
        : { kind: 'ok' };
    expect(await q.flush(refuseR1)).toEqual({ sent: 1, waiting: 1 });
    expect(q.find('r1', '2026-03-01')!.error!.code).toBe('rings.day.invalidRows');
    // A refused day waits for a correction: editing clears the error and it is sent again.
    q.enqueue('r1', '2026-03-01', [row('s1', ['a'])]);
    result = { kind: 'ok' };
    expect(await q.flush(send)).toEqual({ sent: 1, waiting: 0 });
  });

  it('classifies responses', () => {
    expect(classify(null).kind).toBe('offline');
    expect(classify(503).kind).toBe('offline');
    expect(classify(200).kind).toBe('ok');
    expect(classify(404).kind).toBe('gone');
    expect(classify(400, { error: { code: 'x' } })).toEqual({
      kind: 'refused',
      error: { code: 'x' },
    });
  });
});

describe('ring day rows', () => {
  it('measures readings live and leaves incomplete ones out of the save', () => {
    const good = newReading('hifz', { from: { surah: 1, ayah: 1 }, to: { surah: 1, ayah: 7 } });
    expect(measure(good)).toEqual({ ok: true, ayahCount: 7, pageCount: 1 });
    const typing = { ...newReading('revision'), fromSurah: 2, fromAyah: 1 };
    expect(measure(typing)).toEqual({ ok: null });
    const bad = { ...good, toAyah: 8 };
    expect(measure(bad)).toMatchObject({ ok: false, code: 'quran.invalidAyah' });
    const edit: EditRow = {
      studentId: 's',
      attendance: 'present',
      readings: [good, typing, bad],
      removed: [],
      dirty: true,
    };
    expect(toSaveRow(edit).readings.map((r) => r.clientId)).toEqual([good.clientId]);
    expect(rowProblems(edit)).toEqual(['quran.invalidAyah']);
    expect(rowProblems({ ...edit, readings: [good], attendance: 'absent' })).toEqual([
      'rings.day.absentWithReading',
    ]);
  });
});
