import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';

/**
 * The teacher log (docs/work-sheets-and-ladder.md): check in and out at the server's time, the
 * phone's location checked against the centre's (outside recorded as such), the centre's day for
 * its manager with the absent, and the presence on the work sheet.
 */
describe('teacher log', () => {
  let app: TestApp;
  let org: Awaited<ReturnType<typeof createOrganisation>>;
  let teacher: Record<string, string>;
  let teacherB: Record<string, string>;
  let managerA: Record<string, string>;
  let managerB: Record<string, string>;
  const post = (url: string, h: Record<string, string>, payload: object = {}) =>
    app.app.inject({ method: 'POST', url, headers: h, payload });
  const get = (url: string, h: Record<string, string>) =>
    app.app.inject({ method: 'GET', url, headers: h });

  beforeAll(async () => {
    app = await createTestApp();
    org = await createOrganisation(app);
    // Centre A's map link gives its place; centre B's does not.
    await app.ctx.db
      .update(t.centres)
      .set({ location: 'https://maps.example.org/?q=41.0082,28.9784' })
      .where(eq(t.centres.id, org.a.centre.id));
    const sign = async (u: { email: string }) => bearer((await signIn(app, u.email)).accessToken);
    teacher = await sign(
      await createUser(app, {
        assignments: [{ role: 'teacher', level: 'own' }],
        employeeId: org.a.teacher.id,
      }),
    );
    teacherB = await sign(
      await createUser(app, {
        assignments: [{ role: 'teacher', level: 'own' }],
        employeeId: org.b.teacher.id,
      }),
    );
    managerA = await sign(
      await createUser(app, {
        assignments: [{ role: 'centre_manager', level: 'centre', centreId: org.a.centre.id }],
      }),
    );
    managerB = await sign(
      await createUser(app, {
        assignments: [{ role: 'centre_manager', level: 'centre', centreId: org.b.centre.id }],
      }),
    );
  });
  afterAll(async () => app.close());

  it('records a check-in far from the centre as outside, once, then the leaving', async () => {
    const before = (await get('/api/teacher-log/mine', teacher)).json();
    expect(before).toMatchObject({ log: null, locationRequired: true });
    const far = await post('/api/teacher-log/check-in', teacher, {
      location: { lat: 41.02, lng: 28.99 },
    });
    expect(far.statusCode, far.body).toBe(200);
    expect(far.json().log.locationState).toBe('outside');
    expect(far.json().log.distance).toBeGreaterThan(200);
    const again = await post('/api/teacher-log/check-in', teacher, {
      location: { lat: 41.0082, lng: 28.9784 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('staff.errors.alreadyIn');
    const out = await post('/api/teacher-log/check-out', teacher, {});
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().log.leftAt).toMatch(/^\d{2}:\d{2}$/);
    expect((await post('/api/teacher-log/check-out', teacher, {})).statusCode).toBe(409);
  });

  it('checks a centre without a known place in without a location check', async () => {
    const res = await post('/api/teacher-log/check-in', teacherB, {});
    expect(res.json().log.locationState).toBe('not-required');
  });

  it('shows the centre’s day to its manager only, and the presence on the work sheet', async () => {
    const day = (await get(`/api/teacher-log/day?centreId=${org.a.centre.id}`, managerA)).json();
    const row = day.people.find((p: { employeeId: string }) => p.employeeId === org.a.teacher.id);
    expect(row).toMatchObject({ locationState: 'outside', absent: false });
    expect(row.arrivedAt).toMatch(/^\d{2}:\d{2}$/);
    expect(
      (await get(`/api/teacher-log/day?centreId=${org.a.centre.id}`, managerB)).statusCode,
    ).toBe(404);
    const month = day.date.slice(0, 7);
    const sheet = (await get(`/api/work-sheets/mine?month=${month}`, teacher)).json().sheet;
    const today = sheet.days.find((d: { date: string }) => d.date === day.date);
    expect(today.entries.map((e: { kind: string }) => e.kind)).toContain('presence');
  });
});
