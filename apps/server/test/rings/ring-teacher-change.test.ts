import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from '../students/fixtures.ts';

/**
 * A ring's teacher changed through the generic rings form: refused when the new teacher already
 * teaches another ring at one of this ring's weekly times (the same rule as adding a time).
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

/** A weekly slot, through the generic API of the `ring-times` definition. */
const slot = (ringId: string, weekday: number, startsAt: string, endsAt: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/ring-times',
    headers: w.as.manager,
    payload: { ringId, weekday, startsAt, endsAt },
  });

const setTeacher = async (ringId: string, teacherId: string, language = 'ar') => {
  const ring = (
    await app.app.inject({ method: 'GET', url: `/api/rings/${ringId}`, headers: w.as.manager })
  ).json();
  return app.app.inject({
    method: 'PATCH',
    url: `/api/rings/${ringId}`,
    headers: { ...w.as.manager, 'accept-language': language },
    payload: { version: ring.version, teacherId },
  });
};

describe('changing a ring’s teacher', () => {
  it('is refused when the teacher is busy at the ring’s times, allowed otherwise', async () => {
    // Ring A (teacher A) meets on Saturday 16:00–17:30; ring A 2 (no teacher) at 17:00–18:00.
    expect((await slot(w.org.a.ring.id, 6, '16:00', '17:30')).statusCode).toBe(201);
    expect((await slot(w.org.a.ring2.id, 6, '17:00', '18:00')).statusCode).toBe(201);
    const clash = await setTeacher(w.org.a.ring2.id, w.org.a.teacher.id, 'en');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('rings.times.teacherClash');
    expect(clash.json().error.message).toContain('Ring A');
    // Nothing changed.
    const still = (
      await app.app.inject({
        method: 'GET',
        url: `/api/rings/${w.org.a.ring2.id}`,
        headers: w.as.manager,
      })
    ).json();
    expect(still.teacherId).toBeNull();
    // Moving ring A 2 to Sunday frees the teacher for it.
    const times = (
      await app.app.inject({
        method: 'GET',
        url: `/api/ring-times?ringId=${w.org.a.ring2.id}`,
        headers: w.as.manager,
      })
    ).json().items;
    const removed = await app.app.inject({
      method: 'DELETE',
      url: `/api/ring-times/${times[0].id}?version=${times[0].version}`,
      headers: w.as.manager,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await slot(w.org.a.ring2.id, 0, '17:00', '18:00')).statusCode).toBe(201);
    const ok = await setTeacher(w.org.a.ring2.id, w.org.a.teacher.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().teacherId).toBe(w.org.a.teacher.id);
  });
});
