import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from '../students/fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

const add = (ringId: string, slot: object, headers = w.as.manager) =>
  app.app.inject({ method: 'POST', url: `/api/rings/${ringId}/times`, headers, payload: slot });

describe('ring times', () => {
  it('adds slots and refuses a clash for the same teacher, in French', async () => {
    const res = await add(w.org.a.ring.id, { weekday: 1, startsAt: '16:00', endsAt: '17:30' });
    expect(res.statusCode, res.body).toBe(201);
    // A second ring taught by the same teacher, overlapping on Monday.
    const [other] = await app.ctx.db
      .insert(t.rings)
      .values({
        countryId: w.org.country.id,
        centreId: w.org.a.centre.id,
        teacherId: w.org.a.teacher.id,
        name: 'حلقة المساء',
        gender: 'male',
      })
      .returning();
    const clash = await app.app.inject({
      method: 'POST',
      url: `/api/rings/${other!.id}/times`,
      headers: { ...w.as.manager, 'accept-language': 'fr' },
      payload: { weekday: 1, startsAt: '17:00', endsAt: '18:00' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('rings.times.clash');
    expect(clash.json().error.message).toContain('Ring A');
    // Touching ends do not clash; another weekday does not clash.
    expect(
      (await add(other!.id, { weekday: 1, startsAt: '17:30', endsAt: '18:30' })).statusCode,
    ).toBe(201);
    expect(
      (await add(other!.id, { weekday: 2, startsAt: '16:00', endsAt: '17:30' })).statusCode,
    ).toBe(201);
    // The same ring cannot overlap itself either.
    expect(
      (await add(w.org.a.ring.id, { weekday: 1, startsAt: '16:30', endsAt: '16:45' })).statusCode,
    ).toBe(409);
    // Another teacher's ring at the same time is fine.
    expect(
      (await add(w.org.a.ring2.id, { weekday: 1, startsAt: '16:00', endsAt: '17:30' })).statusCode,
    ).toBe(201);
  });

  it('refuses an end before the start and rings outside the scope', async () => {
    const bad = await add(w.org.a.ring.id, { weekday: 3, startsAt: '18:00', endsAt: '17:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.endsAt.code).toBe('rings.times.invalidSlot');
    expect(
      (await add(w.org.b.ring.id, { weekday: 3, startsAt: '10:00', endsAt: '11:00' })).statusCode,
    ).toBe(404);
    // A teacher may read times but not add them.
    expect(
      (
        await add(
          w.org.a.ring.id,
          { weekday: 4, startsAt: '10:00', endsAt: '11:00' },
          w.as.teacherA,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('lists the timetable of a teacher, and deleting frees the slot', async () => {
    const list = await app.app.inject({
      method: 'GET',
      url: `/api/ring-times?teacherId=${w.org.a.teacher.id}`,
      headers: w.as.manager,
    });
    const items = list.json().items as Array<{
      id: string;
      weekday: number;
      startsAt: string;
      ringName: string;
    }>;
    expect(items.length).toBe(3);
    expect(items[0]!.startsAt.startsWith('16:00')).toBe(true);
    const del = await app.app.inject({
      method: 'DELETE',
      url: `/api/ring-times/${items[0]!.id}`,
      headers: w.as.manager,
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await add(w.org.a.ring.id, { weekday: 1, startsAt: '16:30', endsAt: '16:45' })).statusCode,
    ).toBe(201);
    const teacherView = await app.app.inject({
      method: 'GET',
      url: '/api/ring-times',
      headers: w.as.teacherB,
    });
    expect(teacherView.json().items).toEqual([]);
  });
});
