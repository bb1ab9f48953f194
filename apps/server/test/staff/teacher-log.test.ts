import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { isAbsent } from '../../src/modules/staff/teacher-log.service.ts';
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

  it('shows the centre today’s QR code; a check-in with it is recorded as such, a wrong one refused', async () => {
    const [e] = await app.ctx.db
      .insert(t.employees)
      .values({
        countryId: org.country.id,
        centreId: org.b.centre.id,
        fullName: 'محفظ يمسح الرمز',
        gender: 'male',
        job: 'teacher',
      })
      .returning();
    const scanner = bearer(
      (
        await signIn(
          app,
          (
            await createUser(app, {
              assignments: [{ role: 'teacher', level: 'own' }],
              employeeId: e!.id,
            })
          ).email,
        )
      ).accessToken,
    );
    expect((await get('/api/teacher-log/qr', scanner)).statusCode).toBe(403);
    const other = await get(`/api/teacher-log/qr?centreId=${org.b.centre.id}`, managerA);
    expect(other.statusCode).toBe(404);
    const qr = await get(`/api/teacher-log/qr?centreId=${org.b.centre.id}`, managerB);
    expect(qr.statusCode, qr.body).toBe(200);
    expect(qr.json().image).toMatch(/^data:image\/png;base64,/);
    const code = new URL(qr.json().url).searchParams.get('code')!;
    // Centre A's code is not centre B's.
    const codeA = new URL(
      (await get(`/api/teacher-log/qr?centreId=${org.a.centre.id}`, managerA)).json().url,
    ).searchParams.get('code')!;
    const wrong = await post('/api/teacher-log/check-in', scanner, { code: codeA });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code.code).toBe('staff.errors.badCode');
    expect(
      await app.ctx.db.select().from(t.teacherLogs).where(eq(t.teacherLogs.employeeId, e!.id)),
    ).toEqual([]);
    const ok = await post('/api/teacher-log/check-in', scanner, { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().log.locationState).toBe('qr');
  });

  it('refuses a check-in without a location where the centre requires it, but takes the QR code', async () => {
    const staff = async (name: string) => {
      const [e] = await app.ctx.db
        .insert(t.employees)
        .values({
          countryId: org.country.id,
          centreId: org.a.centre.id,
          fullName: name,
          gender: 'male',
          job: 'teacher',
        })
        .returning();
      const user = await createUser(app, {
        assignments: [{ role: 'teacher', level: 'own' }],
        employeeId: e!.id,
      });
      return { id: e!.id, h: bearer((await signIn(app, user.email)).accessToken) };
    };
    const noPhone = await staff('محفظ بلا موقع');
    const located = await staff('محفظ بموقعه');
    const scanned = await staff('محفظ يمسح رمز المركز');
    const admin = bearer(
      (
        await signIn(
          app,
          (await createUser(app, { assignments: [{ role: 'org_admin', level: 'organisation' }] }))
            .email,
        )
      ).accessToken,
    );
    const version = async () =>
      (
        await app.ctx.db
          .select({ v: t.centres.version })
          .from(t.centres)
          .where(eq(t.centres.id, org.a.centre.id))
      )[0]!.v;
    const patch = async (h: Record<string, string>) =>
      app.app.inject({
        method: 'PATCH',
        url: `/api/centres/${org.a.centre.id}`,
        headers: h,
        payload: { checkInLocationRequired: true, version: await version() },
      });
    // Before the setting the centre does not require the location.
    expect((await get('/api/teacher-log/mine', noPhone.h)).json().locationMandatory).toBe(false);
    // A teacher does not edit the centre; whoever edits centres turns the setting on.
    expect([403, 404]).toContain((await patch(noPhone.h)).statusCode);
    const on = await patch(admin);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().checkInLocationRequired).toBe(true);
    expect((await get('/api/teacher-log/mine', noPhone.h)).json()).toMatchObject({
      locationRequired: true,
      locationMandatory: true,
    });

    const refused = await post('/api/teacher-log/check-in', noPhone.h, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.location.code).toBe('staff.errors.locationRequired');
    expect(
      await app.ctx.db.select().from(t.teacherLogs).where(eq(t.teacherLogs.employeeId, noPhone.id)),
    ).toEqual([]);

    const near = await post('/api/teacher-log/check-in', located.h, {
      location: { lat: 41.0083, lng: 28.9785 },
    });
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json().log.locationState).toBe('at-centre');

    const qr = await get(`/api/teacher-log/qr?centreId=${org.a.centre.id}`, managerA);
    const code = new URL(qr.json().url).searchParams.get('code')!;
    const withCode = await post('/api/teacher-log/check-in', scanned.h, { code });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.json().log.locationState).toBe('qr');
  });
});

describe('absent on a centre’s day', () => {
  const local = { today: '2026-11-30', now: '10:15' };
  it('is a timetabled teacher not in once their first session’s time has come, not before', () => {
    expect(isAbsent('2026-11-30', '16:00', local)).toBe(false);
    expect(isAbsent('2026-11-30', '10:15', local)).toBe(true);
    expect(isAbsent('2026-11-30', '08:00', local)).toBe(true);
    expect(isAbsent('2026-11-29', '16:00', local)).toBe(true);
    expect(isAbsent('2026-12-01', '08:00', local)).toBe(false);
    expect(isAbsent('2026-11-29', null, local)).toBe(false);
  });
});
