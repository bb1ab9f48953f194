import { describe, expect, it } from 'vitest';
import { measure, newReading, rowProblems, toSaveRow, type EditRow } from './ring-day-model.ts';

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
