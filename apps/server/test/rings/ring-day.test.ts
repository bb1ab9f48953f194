import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
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
