import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeProgress } from '@qc/domain';
import * as t from '../../src/db/schema/index.ts';
import { refillProgress } from '../../src/modules/rings/progress.job.ts';
import { recomputedProgress } from '../../src/modules/rings/progress.service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { today, world } from '../students/fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

const dayUrl = (ringId: string, date = today()) => `/api/rings/${ringId}/day/${date}`;

async function readingsOf(studentId: string) {
  return app.ctx.db.select().from(t.readings).where(eq(t.readings.studentId, studentId));
}

describe('ring day', () => {
  it('shows the teacher their ring with the suggested first portion', async () => {
    const res = await app.app.inject({
      method: 'GET',
      url: dayUrl(w.org.a.ring.id),
      headers: w.as.teacherA,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.students.map((s: { fullName: string }) => s.fullName)).toEqual(['S1 A']);
    expect(body.holiday).toBeNull();
    // Default: backward from An-Nas.
    expect(body.students[0].nextPortion.range.to).toEqual({ surah: 114, ayah: 6 });
  });

  it('lists only the teacher’s own rings in the picker', async () => {
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/ring-day/rings',
      headers: w.as.teacherA,
    });
    expect(res.json().items.map((r: { name: string }) => r.name)).toEqual(['Ring A']);
  });

  it('refuses another teacher’s ring, for reading and writing (404)', async () => {
    const get = await app.app.inject({
      method: 'GET',
      url: dayUrl(w.org.b.ring.id),
      headers: w.as.teacherA,
    });
    expect(get.statusCode).toBe(404);
    const put = await app.app.inject({
      method: 'PUT',
      url: dayUrl(w.org.b.ring.id),
      headers: w.as.teacherA,
      payload: {
        rows: [{ studentId: w.org.b.students[0]!.id, attendance: { status: 'present' } }],
      },
    });
    expect(put.statusCode).toBe(404);
    const none = await app.ctx.db
      .select()
      .from(t.attendance)
      .where(eq(t.attendance.ringId, w.org.b.ring.id));
    expect(none).toHaveLength(0);
  });

  it('refuses the whole save when one range is invalid, with a translated per-row message', async () => {
    const student = w.org.a.students[0]!;
    const res = await app.app.inject({
      method: 'PUT',
      url: dayUrl(w.org.a.ring.id),
      headers: { ...w.as.teacherA, 'accept-language': 'ar' },
      payload: {
        rows: [
          {
            studentId: student.id,
            attendance: { status: 'present' },
            readings: [
              {
                clientId: randomUUID(),
                kind: 'hifz',
                from: { surah: 114, ayah: 1 },
                to: { surah: 114, ayah: 6 },
              },
              {
                clientId: randomUUID(),
                kind: 'revision',
                from: { surah: 1, ayah: 1 },
                to: { surah: 1, ayah: 8 },
              },
            ],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    const err = res.json().error;
    expect(err.code).toBe('rings.day.invalidRows');
    expect(err.fields['rows.0.readings.1.range'].code).toBe('quran.invalidAyah');
    expect(err.fields['rows.0.readings.1.range'].message).toMatch(/الآية/);
    expect(await readingsOf(student.id)).toHaveLength(0);
    const att = await app.ctx.db
      .select()
      .from(t.attendance)
      .where(eq(t.attendance.studentId, student.id));
    expect(att).toHaveLength(0);
  });

  it('refuses a student of another ring and a reading for an absent student', async () => {
    const res = await app.app.inject({
      method: 'PUT',
      url: dayUrl(w.org.a.ring.id),
      headers: w.as.teacherA,
      payload: {
        rows: [
          { studentId: w.org.a.students[1]!.id, attendance: { status: 'present' } },
          {
            studentId: w.org.a.students[0]!.id,
            attendance: { status: 'absent' },
            readings: [
              {
                clientId: randomUUID(),
                kind: 'hifz',
                from: { surah: 1, ayah: 1 },
                to: { surah: 1, ayah: 7 },
              },
            ],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'rows.0.studentId',
      'rows.1.attendance',
    ]);
  });

  it('saves valid rows counted right, and a retried save never duplicates', async () => {
    const student = w.org.a.students[0]!;
    const payload = {
      rows: [
        {
          studentId: student.id,
          attendance: { status: 'present' },
          readings: [
            {
              clientId: randomUUID(),
              kind: 'hifz',
              from: { surah: 114, ayah: 1 },
              to: { surah: 112, ayah: 4 },
              grade: 'good',
            },
            {
              clientId: randomUUID(),
              kind: 'revision',
              from: { surah: 2, ayah: 1 },
              to: { surah: 2, ayah: 5 },
              mistakesMemorisation: 2,
              grade: 'very_good',
              // Written as JSON into the bulk insert: quotes, a backslash and Arabic intact.
              notes: 'راجعَ "البقرة" \\ جيدًا',
            },
          ],
        },
      ],
    };
    // 114:1 → 112:4 is reversed; the same range forwards is 112:1 → 114:6.
    const bad = await app.app.inject({
      method: 'PUT',
      url: dayUrl(w.org.a.ring.id),
      headers: w.as.teacherA,
      payload,
    });
    expect(bad.statusCode).toBe(400);
    payload.rows[0]!.readings[0]!.from = { surah: 112, ayah: 1 };
    payload.rows[0]!.readings[0]!.to = { surah: 114, ayah: 6 };
    for (let i = 0; i < 2; i++) {
      const res = await app.app.inject({
        method: 'PUT',
        url: dayUrl(w.org.a.ring.id),
        headers: w.as.teacherA,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().saved).toEqual({ attendance: 1, readings: 2, removed: 0 });
    }
    const rows = await readingsOf(student.id);
    expect(rows).toHaveLength(2);
    const hifz = rows.find((r) => r.kind === 'hifz')!;
    expect(hifz.ayahCount).toBe(4 + 5 + 6);
    expect(Number(hifz.pageCount)).toBeCloseTo(1, 1);
    const revision = rows.find((r) => r.kind === 'revision')!;
    expect(revision.ayahCount).toBe(5);
    expect(revision.mistakesMemorisation).toBe(2);
    expect(revision.notes).toBe('راجعَ "البقرة" \\ جيدًا');
    expect(revision.readOn).toBe(today());

    const day = (
      await app.app.inject({ method: 'GET', url: dayUrl(w.org.a.ring.id), headers: w.as.teacherA })
    ).json();
    const s = day.students[0];
    expect(s.attendance.status).toBe('present');
    expect(s.readings).toHaveLength(2);

    // Next day: the suggestion continues backward before Al-Ikhlas, and the page is in the plan.
    const next = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const tomorrow = (
      await app.app.inject({
        method: 'GET',
        url: dayUrl(w.org.a.ring.id, next),
        headers: w.as.teacherA,
      })
    ).json();
    expect(tomorrow.students[0].nextPortion.range.to.surah).toBe(111);

    // Removing a reading by its client id.
    const rm = await app.app.inject({
      method: 'PUT',
      url: dayUrl(w.org.a.ring.id),
      headers: w.as.teacherA,
      payload: {
        rows: [{ studentId: student.id, removeReadings: [payload.rows[0]!.readings[1]!.clientId] }],
      },
    });
    expect(rm.json().saved.removed).toBe(1);
    expect(await readingsOf(student.id)).toHaveLength(1);
    const audits = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'ring-day.save'));
    expect(audits.length).toBe(3);
  });

  it('keeps each student’s memorisation state in the save, equal to folding the history again', async () => {
    const student = w.org.a.students[0]!;
    const ring = w.org.a.ring.id;
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const kept = async () =>
      (
        await app.ctx.db
          .select()
          .from(t.studentProgress)
          .where(eq(t.studentProgress.studentId, student.id))
      )[0];
    const recomputed = async () =>
      storeProgress((await recomputedProgress(app.ctx.db, [student.id])).get(student.id)!);
    const reading = (kind: string, from: [number, number], to: [number, number], mistakes = 0) => ({
      clientId: randomUUID(),
      kind,
      from: { surah: from[0], ayah: from[1] },
      to: { surah: to[0], ayah: to[1] },
      mistakesMemorisation: mistakes,
      grade: 'good',
    });
    const save = async (date: string, readings: ReturnType<typeof reading>[]) => {
      const res = await app.app.inject({
        method: 'PUT',
        url: dayUrl(ring, date),
        headers: w.as.teacherA,
        payload: { rows: [{ studentId: student.id, attendance: { status: 'present' }, readings }] },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Days before the ones already saved: folded again from the whole history.
    await save(daysAgo(40), [
      reading('hifz', [108, 1], [110, 3]),
      reading('hifz', [78, 1], [80, 42]),
    ]);
    await save(daysAgo(20), [
      reading('hifz', [105, 1], [107, 7]),
      reading('revision', [108, 1], [110, 3], 2),
    ]);
    expect((await kept())?.state).toEqual(await recomputed());
    // Today again: the new readings fold onto the kept state.
    await save(daysAgo(0), [reading('revision', [105, 1], [107, 7], 1)]);
    const afterAppend = await kept();
    expect(afterAppend?.asOf).toBe(daysAgo(0));
    expect(afterAppend?.state).toEqual(await recomputed());

    // The day's plan from the kept state is the plan from the readings.
    const load = async () =>
      (await app.app.inject({ method: 'GET', url: dayUrl(ring), headers: w.as.teacherA })).json();
    const fromKept = await load();
    expect(fromKept.students[0].revisionPlan.length).toBeGreaterThan(0);
    await app.ctx.db
      .update(t.studentProgress)
      .set({ state: null })
      .where(eq(t.studentProgress.studentId, student.id));
    expect(await load()).toEqual(fromKept);

    // Any other write to the readings marks the state stale; the refill folds it again.
    await app.ctx.db
      .update(t.studentProgress)
      .set({ state: await recomputed() })
      .where(eq(t.studentProgress.studentId, student.id));
    const [one] = await readingsOf(student.id);
    await app.ctx.db
      .update(t.readings)
      .set({ mistakesMemorisation: 4 })
      .where(eq(t.readings.id, one!.id));
    expect((await kept())?.state).toBeNull();
    expect((await refillProgress(app.ctx)).students).toBeGreaterThanOrEqual(1);
    expect((await kept())?.state).toEqual(await recomputed());
  });

  it('flags holidays', async () => {
    await app.ctx.db.insert(t.holidays).values({
      countryId: w.org.country.id,
      name: 'عيد الفطر',
      startsOn: '2026-03-20',
      endsOn: '2026-03-22',
    });
    const res = await app.app.inject({
      method: 'GET',
      url: dayUrl(w.org.a.ring.id, '2026-03-21'),
      headers: w.as.manager,
    });
    expect(res.json().holiday.name).toBe('عيد الفطر');
  });

  it('gives the weekdays of the ring’s timetable, so a day it does not meet is flagged', async () => {
    const before = await app.app.inject({
      method: 'GET',
      url: dayUrl(w.org.a.ring2.id),
      headers: w.as.manager,
    });
    expect(before.json().meetsOn).toEqual([]);
    const ring = {
      ringId: w.org.a.ring2.id,
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
    };
    await app.ctx.db.insert(t.ringTimes).values([
      { ...ring, weekday: 1, startsAt: '16:00', endsAt: '18:00' },
      { ...ring, weekday: 3, startsAt: '16:00', endsAt: '18:00' },
      { ...ring, weekday: 1, startsAt: '19:00', endsAt: '20:00' },
    ]);
    const res = await app.app.inject({
      method: 'GET',
      url: dayUrl(w.org.a.ring2.id),
      headers: w.as.manager,
    });
    expect(res.json().meetsOn).toEqual([1, 3]);
  });
});
