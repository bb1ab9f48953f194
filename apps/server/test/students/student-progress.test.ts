import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from './fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

const reading = (
  kind: string,
  fs: number,
  fa: number,
  ts: number,
  ta: number,
  extra: object = {},
) => ({
  clientId: randomUUID(),
  kind,
  from: { surah: fs, ayah: fa },
  to: { surah: ts, ayah: ta },
  grade: 'good',
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const s = w.org.a.students[0]!.id;
  await app.ctx.db.update(t.students).set({ search: 's1 a' }).where(eq(t.students.id, s));
  const save = (date: string, readings: object[], status = 'present') =>
    app.app.inject({
      method: 'PUT',
      url: `/api/rings/${w.org.a.ring.id}/day/${date}`,
      headers: w.as.teacherA,
      payload: { rows: [{ studentId: s, attendance: { status }, readings }] },
    });
  // Juz 'Amma from An-Nas backwards over a few days, one revision, one absence.
  expect((await save('2026-01-04', [reading('hifz', 78, 1, 114, 6)])).statusCode).toBe(200);
  expect((await save('2026-01-05', [reading('hifz', 67, 1, 67, 30)])).statusCode).toBe(200);
  expect((await save('2026-01-06', [], 'absent')).statusCode).toBe(200);
  expect(
    (await save('2026-02-20', [reading('revision', 78, 1, 80, 42, { mistakesMemorisation: 3 })]))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => app?.close());

describe('student progress', () => {
  it('gives the memorised map, juz completed, pace, attendance, forecast and revision plan', async () => {
    const s = w.org.a.students[0]!.id;
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/students/${s}/progress?date=2026-03-01`,
      headers: w.as.teacherA,
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.completedJuz).toEqual([30]);
    expect(p.pages).toHaveLength(604);
    expect(p.surahs).toHaveLength(114);
    expect(p.surahs[113]).toBe('stale'); // An-Nas, memorised in January, not revised since
    expect(p.surahs[77]).toBe('recent'); // An-Naba, revised on 20 February
    expect(p.surahs[66]).toBe('stale'); // Al-Mulk memorised
    expect(p.surahs[0]).toBe('none');
    expect(p.attendanceRate).toBeCloseTo(0.75, 2);
    expect(p.memorisedPages).toBeGreaterThanOrEqual(23);
    expect(p.revisionPlan.length).toBeGreaterThan(0);
    expect(p.nextPortion.range.from).toEqual({ surah: 66, ayah: 1 });
    expect(p.forecastCompletion === null || typeof p.forecastCompletion === 'string').toBe(true);
  });

  it('searches readings in scope only', async () => {
    const mine = await app.app.inject({
      method: 'GET',
      url: '/api/readings?kind=hifz',
      headers: w.as.teacherA,
    });
    expect(mine.json().total).toBe(2);
    expect(mine.json().items[0]).toMatchObject({
      studentName: 'S1 A',
      fromSurah: 67,
      ayahCount: 30,
    });
    const bySurah = await app.app.inject({
      method: 'GET',
      url: '/api/readings?surah=80',
      headers: w.as.teacherA,
    });
    expect(bySurah.json().total).toBe(2);
    const byName = await app.app.inject({
      method: 'GET',
      url: `/api/readings?q=${encodeURIComponent('s1')}`,
      headers: w.as.manager,
    });
    expect(byName.json().total).toBe(3);
    const other = await app.app.inject({
      method: 'GET',
      url: '/api/readings',
      headers: w.as.teacherB,
    });
    expect(other.json().total).toBe(0);
    const progressOther = await app.app.inject({
      method: 'GET',
      url: `/api/students/${w.org.a.students[0]!.id}/progress`,
      headers: w.as.teacherB,
    });
    expect(progressOther.statusCode).toBe(404);
  });
});

describe('what a student knew on entry', () => {
  const progressOf = async (id: string) => {
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/students/${id}/progress?date=2026-03-01`,
      headers: w.as.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const setEntry = (id: string, levelAtEntry: string | null, direction = 'backward') =>
    app.ctx.db
      .update(t.students)
      .set({ levelAtEntry, joinedOn: '2026-01-01', memorisationDirection: direction })
      .where(eq(t.students.id, id));

  it('counts juz memorised before joining in the map and the figures, marked as prior', async () => {
    const s = w.org.a.students[1]!.id;
    await setEntry(s, 'خمسة أجزاء');
    const p = await progressOf(s);
    // Five juz from An-Nas backwards: 26 to 30.
    expect(p.prior).toMatchObject({ text: 'خمسة أجزاء', juz: [26, 27, 28, 29, 30] });
    expect(p.prior.understood).toBe(true);
    expect(p.completedJuz).toEqual([26, 27, 28, 29, 30]);
    expect(p.memorisedPages).toBe(p.prior.pages);
    expect(p.memorisedPages).toBeGreaterThan(95);
    expect(p.pages[603]).toBe('prior');
    expect(p.pages[0]).toBe('none');
    expect(p.pages.filter((x: string) => x === 'prior')).toHaveLength(p.prior.pages);
    // Known on entry is not pace: nothing was memorised here.
    expect(p.pagesPerWeek).toBe(0);
  });

  it('reads named juz and the forward direction, and says when it cannot read the text', async () => {
    const s = w.org.a.students[1]!.id;
    await setEntry(s, 'جزءا عمّ وتبارك');
    expect((await progressOf(s)).prior.juz).toEqual([29, 30]);
    await setEntry(s, '3 juz', 'forward');
    const forward = await progressOf(s);
    expect(forward.prior.juz).toEqual([1, 2, 3]);
    expect(forward.pages[0]).toBe('prior');
    await setEntry(s, 'يحفظ قليلًا');
    const unread = await progressOf(s);
    expect(unread.prior).toMatchObject({ text: 'يحفظ قليلًا', juz: [], understood: false });
    expect(unread.memorisedPages).toBe(0);
    await setEntry(s, null);
    expect((await progressOf(s)).prior).toMatchObject({ text: null, juz: [], understood: true });
  });

  it('shows a page read here since joining by its own state, not as prior', async () => {
    const s = w.org.a.students[0]!.id;
    await setEntry(s, 'جزء عم');
    const p = await progressOf(s);
    expect(p.prior.juz).toEqual([30]);
    expect(p.completedJuz).toEqual([30]);
    // Juz 'Amma was memorised and revised in this ring after joining.
    expect(p.pages[603]).not.toBe('prior');
  });
});
