import { IDENTITY_USER_ROUTES } from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoleByCode } from '../../src/modules/identity/roles.repository.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  bearer,
  createOrganisation,
  createUser,
  lastMail,
  signIn,
  tokenFromMail,
} from './identity-helpers.ts';

/**
 * What the identity screens need from the API beyond the flows: the users list with each
 * user's role chips and a role filter, the places an administrator may give a role at, an
 * administrator's "send a password-reset link", and the shared form schemas' answers.
 */
describe('identity API for the administration screens', () => {
  let app: TestApp;
  let org: Awaited<ReturnType<typeof createOrganisation>>;
  let admin: string;
  let manager: string;
  let managerId: string;
  let teacherInA: { id: string; email: string };
  let userInB: { id: string; email: string };
  beforeAll(async () => {
    app = await createTestApp();
    org = await createOrganisation(app);
    const a = await createUser(app, {
      assignments: [{ role: 'super_admin', level: 'organisation' }],
    });
    admin = (await signIn(app, a.email)).accessToken;
    const m = await createUser(app, {
      assignments: [
        {
          role: 'centre_manager',
          level: 'centre',
          centreId: org.a.centre.id,
          countryId: org.country.id,
        },
      ],
    });
    managerId = m.id;
    manager = (await signIn(app, m.email)).accessToken;
    teacherInA = await createUser(app, {
      assignments: [
        {
          role: 'teacher',
          level: 'ring',
          ringId: org.a.ring.id,
          centreId: org.a.centre.id,
          countryId: org.country.id,
        },
      ],
    });
    userInB = await createUser(app, {
      assignments: [
        {
          role: 'supervisor',
          level: 'centre',
          centreId: org.b.centre.id,
          countryId: org.country.id,
        },
      ],
    });
  });
  afterAll(async () => app.close());

  const req = (method: string, url: string, token: string, payload?: object) =>
    app.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('lists users with their assignments (role and place names) and filters by role', async () => {
    const res = await req('GET', '/api/users?pageSize=200', admin);
    expect(res.statusCode, res.body).toBe(200);
    // The answer is what the API document says it is.
    const items = IDENTITY_USER_ROUTES['GET /api/users'].response.parse(res.json()).items;
    const teacher = items.find((u) => u.id === teacherInA.id)!;
    expect(teacher.twoFactorEnabled).toBe(false);
    expect(teacher.assignments).toHaveLength(1);
    expect(teacher.assignments[0]).toMatchObject({
      roleCode: 'teacher',
      scopeLevel: 'ring',
      ringName: org.a.ring.name,
      centreName: org.a.centre.name,
    });
    expect(teacher.assignments[0]!.countryNames?.en).toBe('Country');
    expect(JSON.stringify(items)).not.toContain('passwordHash');

    const supervisor = await findRoleByCode(app.ctx.db, 'supervisor');
    const filtered = await req('GET', `/api/users?roleId=${supervisor!.id}`, admin);
    const ids = (filtered.json().items as Array<{ id: string }>).map((u) => u.id);
    expect(ids).toEqual([userInB.id]);
  });

  it('offers only the places inside the caller’s scope for assignments', async () => {
    const centres = await req('GET', '/api/users/places?level=centre', manager);
    expect(centres.statusCode, centres.body).toBe(200);
    const places = IDENTITY_USER_ROUTES['GET /api/users/places'].response;
    expect(places.parse(centres.json()).items.map((c) => c.id)).toEqual([org.a.centre.id]);
    const rings = await req('GET', '/api/users/places?level=ring', manager);
    const ringIds = places.parse(rings.json()).items.map((r) => r.id);
    expect(ringIds.sort()).toEqual([org.a.ring.id, org.a.ring2.id].sort());
    // A centre manager cannot give a role for a whole country.
    const countries = await req('GET', '/api/users/places?level=country', manager);
    expect(countries.json().items).toEqual([]);

    const all = await req('GET', '/api/users/places?level=country', admin);
    const names = places.parse(all.json()).items.map((c) => c.names?.en);
    expect(names).toEqual(expect.arrayContaining(['Country', 'Country 2']));
    const search = await req(
      'GET',
      `/api/users/places?level=ring&centreId=${org.b.centre.id}&q=${encodeURIComponent('2')}`,
      admin,
    );
    expect((search.json().items as Array<{ id: string }>).map((r) => r.id)).toEqual([
      org.b.ring2.id,
    ]);
    const bad = await req('GET', '/api/users/places?level=planet', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('lets an administrator e-mail a password-reset link, inside their scope only', async () => {
    const outside = await req('POST', `/api/users/${userInB.id}/password-reset`, manager);
    expect(outside.statusCode).toBe(404);

    const res = await req('POST', `/api/users/${teacherInA.id}/password-reset`, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      IDENTITY_USER_ROUTES['POST /api/users/:id/password-reset'].response.parse(res.json()).email,
    ).toBe(teacherInA.email);
    const mail = await lastMail(app, teacherInA.email);
    expect(mail?.kind).toBe('reset');
    const token = tokenFromMail(mail?.body);
    const reset = await app.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NewSecret456' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await signIn(app, teacherInA.email, 'NewSecret456');

    const trail = await req('GET', `/api/audit/users/${teacherInA.id}`, admin);
    const actions = (trail.json().items as Array<{ action: string; actorId: string }>).map(
      (e) => e.action,
    );
    expect(actions).toContain('send-password-reset');
  });

  it('answers the shared form schemas with field keys in the caller’s language', async () => {
    const noContact = await app.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...bearer(admin), 'accept-language': 'fr' },
      payload: { displayName: 'Sans contact' },
    });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().error.fields.email.code).toBe('identity.emailOrPhone');
    expect(noContact.json().error.fields.email.message).toContain('e-mail');

    const phoneOnly = await req('POST', '/api/users', admin, {
      displayName: 'Phone only',
      phone: '+905320000001',
    });
    expect(phoneOnly.statusCode).toBe(400);
    expect(phoneOnly.json().error.fields.password.code).toBe('identity.passwordNeeded');

    const teacherRole = await findRoleByCode(app.ctx.db, 'teacher');
    const noCentre = await req('POST', `/api/users/${teacherInA.id}/assignments`, admin, {
      roleId: teacherRole!.id,
      scopeLevel: 'centre',
    });
    expect(noCentre.statusCode).toBe(400);
    expect(noCentre.json().error.fields.centreId.code).toBe('identity.invalidScope');

    const badCode = await req('POST', '/api/roles', admin, {
      code: 'Bad Code',
      nameAr: 'دور',
      nameEn: 'Role',
      nameFr: 'Rôle',
      permissions: [],
    });
    expect(badCode.json().error.fields.code.code).toBe('identity.roleCodeFormat');
  });

  it('keeps the manager’s own list to their centre', async () => {
    const res = await req('GET', '/api/users?pageSize=200', manager);
    const ids = (res.json().items as Array<{ id: string }>).map((u) => u.id);
    expect(ids).toContain(teacherInA.id);
    expect(ids).toContain(managerId);
    expect(ids).not.toContain(userInB.id);
  });
});
