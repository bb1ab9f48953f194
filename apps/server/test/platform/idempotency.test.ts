import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { today, world } from '../students/fixtures.ts';

/**
 * Idempotency keys (docs/offline.md): the offline outbox may send a change twice (a retry after
 * a lost answer); the server handles it once and answers the first result again.
 */
let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

const dayUrl = (ringId: string) => `/api/rings/${ringId}/day/${today()}`;
const key = () => `k-${randomUUID()}`;

function dayBody(studentId: string, clientId: string, toAyah = 6) {
  return {
    rows: [
      {
        studentId,
        attendance: { status: 'present' },
        readings: [
          {
            clientId,
            kind: 'hifz',
            from: { surah: 114, ayah: 1 },
            to: { surah: 114, ayah: toAyah },
            mistakesMemorisation: 1,
            mistakesTajweed: 0,
            grade: 'good',
          },
        ],
        removeReadings: [],
      },
    ],
  };
}

const put = (url: string, headers: Record<string, string>, payload: object) =>
  app.app.inject({ method: 'PUT', url, headers, payload });

async function daySaves(ringId: string) {
  const rows = await app.ctx.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.action, 'ring-day.save'), eq(t.auditLog.recordId, ringId)));
  return rows.length;
}

describe('idempotency keys', () => {
  it('handles a ring day sent twice with one key once, and answers the first result again', async () => {
    const ring = w.org.a.ring.id;
    const student = w.org.a.students[0]!.id;
    const clientId = randomUUID();
    const k = key();
    const before = await daySaves(ring);
    const first = await put(
      dayUrl(ring),
      { ...w.as.teacherA, 'idempotency-key': k },
      dayBody(student, clientId),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await put(
      dayUrl(ring),
      { ...w.as.teacherA, 'idempotency-key': k },
      dayBody(student, clientId),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // The save ran once: one audit entry, one reading.
    expect(await daySaves(ring)).toBe(before + 1);
    const readings = await app.ctx.db
      .select()
      .from(t.readings)
      .where(eq(t.readings.clientId, clientId));
    expect(readings).toHaveLength(1);
  });

  it('refuses the same key with another body (422, translated) and changes nothing', async () => {
    const ring = w.org.a.ring.id;
    const student = w.org.a.students[0]!.id;
    const k = key();
    const clientId = randomUUID();
    expect(
      (
        await put(
          dayUrl(ring),
          { ...w.as.teacherA, 'idempotency-key': k },
          dayBody(student, clientId),
        )
      ).statusCode,
    ).toBe(200);
    const other = randomUUID();
    const res = await put(
      dayUrl(ring),
      { ...w.as.teacherA, 'idempotency-key': k, 'accept-language': 'fr' },
      dayBody(student, other),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('errors.idempotencyKeyReused');
    expect(res.json().error.message).toMatch(/clé de renvoi/);
    const stored = await app.ctx.db.select().from(t.readings).where(eq(t.readings.clientId, other));
    expect(stored).toHaveLength(0);
  });

  it('refuses a malformed key with a translated 400', async () => {
    const res = await put(
      dayUrl(w.org.a.ring.id),
      { ...w.as.teacherA, 'idempotency-key': 'bad key!', 'accept-language': 'ar' },
      dayBody(w.org.a.students[0]!.id, randomUUID()),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('errors.idempotencyKeyInvalid');
    expect(res.json().error.message).toMatch(/مفتاح/);
  });

  it('keeps nothing for a refused save: the corrected save with the same key is stored', async () => {
    const ring = w.org.a.ring.id;
    const student = w.org.a.students[0]!.id;
    const k = key();
    const clientId = randomUUID();
    const bad = await put(
      dayUrl(ring),
      { ...w.as.teacherA, 'idempotency-key': k },
      dayBody(student, clientId, 99),
    );
    expect(bad.statusCode).toBe(400);
    const left = await app.ctx.db
      .select()
      .from(t.idempotencyKeys)
      .where(eq(t.idempotencyKeys.key, k));
    expect(left).toHaveLength(0);
    const good = await put(
      dayUrl(ring),
      { ...w.as.teacherA, 'idempotency-key': k },
      dayBody(student, clientId),
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps each user’s keys apart, and scope is still checked (another teacher’s ring is a 404)', async () => {
    const k = key();
    const mine = await put(
      dayUrl(w.org.b.ring.id),
      { ...w.as.teacherB, 'idempotency-key': k },
      dayBody(w.org.b.students[0]!.id, randomUUID()),
    );
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = await put(
      dayUrl(w.org.b.ring.id),
      { ...w.as.teacherA, 'idempotency-key': k },
      dayBody(w.org.b.students[0]!.id, randomUUID()),
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('answers 409 while the first request is still running, and takes over an abandoned one', async () => {
    const ring = w.org.a.ring.id;
    const student = w.org.a.students[0]!.id;
    const k = key();
    const body = dayBody(student, randomUUID());
    const first = await put(dayUrl(ring), { ...w.as.teacherA, 'idempotency-key': k }, body);
    expect(first.statusCode).toBe(200);
    // As if the first were still being handled.
    await app.ctx.db
      .update(t.idempotencyKeys)
      .set({ status: null, response: null })
      .where(eq(t.idempotencyKeys.key, k));
    const running = await put(dayUrl(ring), { ...w.as.teacherA, 'idempotency-key': k }, body);
    expect(running.statusCode).toBe(409);
    expect(running.json().error.code).toBe('errors.idempotencyInProgress');
    // As if the process had stopped in the middle three minutes ago.
    await app.ctx.db
      .update(t.idempotencyKeys)
      .set({ createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(t.idempotencyKeys.key, k));
    const retaken = await put(dayUrl(ring), { ...w.as.teacherA, 'idempotency-key': k }, body);
    expect(retaken.statusCode, retaken.body).toBe(200);
  });

  it('checks a teacher in once when the check-in is sent twice with one key', async () => {
    const k = key();
    const post = () =>
      app.app.inject({
        method: 'POST',
        url: '/api/teacher-log/check-in',
        headers: { ...w.as.teacherA, 'idempotency-key': k },
        payload: {},
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(200);
    const again = await post();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const logs = await app.ctx.db
      .select()
      .from(t.teacherLogs)
      .where(eq(t.teacherLogs.employeeId, w.org.a.teacher.id));
    expect(logs).toHaveLength(1);
    // Without the key, a second check-in is still the usual conflict.
    const plain = await app.app.inject({
      method: 'POST',
      url: '/api/teacher-log/check-in',
      headers: w.as.teacherA,
      payload: {},
    });
    expect(plain.statusCode).toBe(409);
  });

  it('keeps the answer in the change’s own transaction: a failure after the commit replays it, one record', async () => {
    const k = key();
    const post = () =>
      app.app.inject({
        method: 'POST',
        url: '/api/teacher-log/check-in',
        headers: { ...w.as.teacherB, 'idempotency-key': k },
        payload: {},
      });
    // The check-in commits, then the request fails before answering (as a process stopping
    // right after the commit would): its change events are sent after the commit.
    const events = app.ctx.events;
    const changed = events.changed.bind(events);
    events.changed = () => {
      throw new Error('stopped after the commit');
    };
    let first;
    try {
      first = await post();
    } finally {
      events.changed = changed;
    }
    expect(first.statusCode).toBe(500);
    // The key holds the answer written with the check-in.
    const [kept] = await app.ctx.db
      .select()
      .from(t.idempotencyKeys)
      .where(eq(t.idempotencyKeys.key, k));
    expect(kept?.status).toBe(200);
    // The retry gets the stored answer: nothing runs again (a second check-in would be a 409).
    const again = await post();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().log).not.toBeNull();
    const logs = await app.ctx.db
      .select()
      .from(t.teacherLogs)
      .where(eq(t.teacherLogs.employeeId, w.org.b.teacher.id));
    expect(logs).toHaveLength(1);
  });

  it('checks in at the phone’s time a check-in queued offline, once, within the last day only', async () => {
    await app.ctx.db.delete(t.teacherLogs).where(eq(t.teacherLogs.employeeId, w.org.a.teacher.id));
    const post = (payload: object, k: string, lang = 'en') =>
      app.app.inject({
        method: 'POST',
        url: '/api/teacher-log/check-in',
        headers: { ...w.as.teacherA, 'idempotency-key': k, 'accept-language': lang },
        payload,
      });
    const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
    const future = await post({ at: hours(1) }, key(), 'ar');
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.at.code).toBe('staff.errors.badArrivalTime');
    expect(future.json().error.fields.at.message).toMatch(/دون اتصال/);
    expect((await post({ at: hours(-30) }, key())).statusCode).toBe(400);
    const at = hours(-2);
    const k = key();
    const first = await post({ at }, k);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post({ at }, k);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const logs = await app.ctx.db
      .select()
      .from(t.teacherLogs)
      .where(eq(t.teacherLogs.employeeId, w.org.a.teacher.id));
    expect(logs).toHaveLength(1);
    expect(new Date(logs[0]!.arrivedAt).toISOString()).toBe(at);
  });
});
