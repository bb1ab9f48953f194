import {
  DASHBOARD_ROUTES,
  IDENTITY_ADMIN_ROUTES,
  IDENTITY_AUDIT_ROUTES,
  IDENTITY_USER_ROUTES,
} from '@qc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { findRoleByCode } from '../../src/modules/identity/roles.repository.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  bearer,
  createOrganisation,
  createUser,
  lastMail,
  PASSWORD,
  signIn,
  tokenFromMail,
} from './identity-helpers.ts';

describe('administration: users, roles, assignments, mobile sign-ups, audit', () => {
  let app: TestApp;
  let org: Awaited<ReturnType<typeof createOrganisation>>;
  let admin: string;
  let manager: string;
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
    manager = (await signIn(app, m.email)).accessToken;
  });
  afterAll(async () => app.close());

  const req = (method: string, url: string, token: string, payload?: object) =>
    app.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('seeds the default roles of the domain design', async () => {
    const res = await req('GET', '/api/roles', admin);
    const codes = (res.json().items as Array<{ code: string }>).map((r) => r.code);
    for (const code of [
      'super_admin',
      'org_admin',
      'country_manager',
      'centre_manager',
      'supervisor',
      'teacher',
      'tester',
      'accountant',
      'hr_officer',
      'content_editor',
      'partner',
      'guardian',
    ])
      expect(codes).toContain(code);
  });

  it('creates, edits and deletes a role, refusing bad permissions and built-in deletion', async () => {
    const created = await req('POST', '/api/roles', admin, {
      code: 'librarian',
      nameAr: 'أمين المكتبة',
      nameEn: 'Librarian',
      nameFr: 'Bibliothécaire',
      permissions: ['books:*', 'students:read'],
      defaultScope: 'centre',
    });
    expect(created.statusCode, created.body).toBe(201);
    const bad = await req('POST', '/api/roles', admin, {
      code: 'bad_role',
      nameAr: 'سيئ',
      nameEn: 'Bad',
      nameFr: 'Mauvais',
      permissions: ['not a permission'],
    });
    expect(bad.statusCode).toBe(400);
    // Each answer is the one the API document describes.
    const role = IDENTITY_ADMIN_ROUTES['POST /api/roles'].response.parse(created.json());
    const edited = await req('PATCH', `/api/roles/${role.id}`, admin, {
      version: role.version,
      permissions: ['books:read'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // What is not sent stays: the centre-level default scope is not reset by a change of rights.
    expect(edited.json()).toMatchObject({ permissions: ['books:read'], defaultScope: 'centre' });
    const stale = await req('PATCH', `/api/roles/${role.id}`, admin, {
      version: role.version,
      nameEn: 'X-role',
    });
    expect(stale.statusCode).toBe(409);
    expect((await req('DELETE', `/api/roles/${role.id}`, admin)).statusCode).toBe(200);
    const sys = await findRoleByCode(app.ctx.db, 'tester');
    expect((await req('DELETE', `/api/roles/${sys!.id}`, admin)).json().error.code).toBe(
      'identity.systemRole',
    );
    const trail = await req('GET', `/api/audit/roles/${role.id}`, admin);
    const entries = IDENTITY_AUDIT_ROUTES['GET /api/audit/:resource/:recordId'].response.parse(
      trail.json(),
    ).items;
    expect(entries.map((i) => i.action)).toEqual(['delete', 'update', 'create']);
  });

  it('offers the sensitive action in the role editor, and granting it reveals sensitive fields', async () => {
    const catalogue = (await req('GET', '/api/permissions', admin)).json();
    expect(catalogue.actions).toContain('sensitive');
    expect(catalogue.resources).toEqual(expect.arrayContaining(['students', 'guardians']));
    // Only resources with sensitive fields make the action meaningful.
    expect(catalogue.sensitive).toEqual(expect.arrayContaining(['students', 'employees']));
    expect(catalogue.sensitive).not.toContain('books');
    const student = org.a.students[0]!;
    await app.ctx.db
      .update(t.students)
      .set({ identityNumber: '99887766' })
      .where(eq(t.students.id, student.id));
    const created = await req('POST', '/api/roles', admin, {
      code: 'registrar',
      nameAr: 'مسجل',
      nameEn: 'Registrar',
      nameFr: 'Greffier',
      permissions: ['students:read'],
      defaultScope: 'organisation',
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = await createUser(app, {
      assignments: [{ role: 'registrar', level: 'organisation' }],
    });
    const before = await req(
      'GET',
      `/api/students/${student.id}`,
      (await signIn(app, user.email)).accessToken,
    );
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).not.toHaveProperty('identityNumber');
    const granted = await req('PATCH', `/api/roles/${created.json().id}`, admin, {
      version: created.json().version,
      permissions: ['students:read', 'students:sensitive'],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const after = await req(
      'GET',
      `/api/students/${student.id}`,
      (await signIn(app, user.email)).accessToken,
    );
    expect(after.json().identityNumber).toBe('99887766');
  });

  it('lets an administrator add a user who is invited by e-mail to choose a password', async () => {
    const centreManager = await findRoleByCode(app.ctx.db, 'centre_manager');
    const res = await req('POST', '/api/users', admin, {
      displayName: 'Yusuf',
      email: 'yusuf@example.org',
      locale: 'ar',
      assignments: [{ roleId: centreManager!.id, scopeLevel: 'centre', centreId: org.b.centre.id }],
    });
    expect(res.statusCode, res.body).toBe(201);
    // The answer is what the API document says it is.
    expect(IDENTITY_USER_ROUTES['POST /api/users'].response.parse(res.json())).toMatchObject({
      displayName: 'Yusuf',
      email: 'yusuf@example.org',
      status: 'active',
      kind: 'staff',
    });
    const mail = await lastMail(app, 'yusuf@example.org');
    expect(mail?.subject).toBe('حسابك جاهز');
    const token = tokenFromMail(mail?.body);
    const set = await app.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Quran2026pw' },
    });
    expect(set.statusCode).toBe(200);
    const s = await signIn(app, 'yusuf@example.org', 'Quran2026pw');
    const me = await req('GET', '/api/auth/me', s.accessToken);
    expect(me.json().assignments[0]).toMatchObject({
      roleCode: 'centre_manager',
      centreId: org.b.centre.id,
      countryId: org.country.id,
    });
    expect(me.json().permissions).toContain('students:*');
  });

  it('shows a centre manager only the users of their centre, and refuses assignments elsewhere or above', async () => {
    const list = await req('GET', '/api/users', manager);
    expect(list.statusCode).toBe(200);
    const emails = (list.json().items as Array<{ email: string }>).map((u) => u.email);
    expect(emails).not.toContain('yusuf@example.org');
    const target = await createUser(app);
    const teacherRole = await findRoleByCode(app.ctx.db, 'teacher');
    const superRole = await findRoleByCode(app.ctx.db, 'super_admin');
    const elsewhere = await req('POST', `/api/users/${target.id}/assignments`, manager, {
      roleId: teacherRole!.id,
      scopeLevel: 'ring',
      ringId: org.b.ring.id,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await req('GET', `/api/users/${target.id}`, manager)).statusCode).toBe(404);
    // An administrator puts the user in centre A; now the manager sees them.
    const inA = await req('POST', `/api/users/${target.id}/assignments`, admin, {
      roleId: teacherRole!.id,
      scopeLevel: 'ring',
      ringId: org.a.ring.id,
    });
    expect(inA.statusCode, inA.body).toBe(201);
    expect(
      IDENTITY_USER_ROUTES['POST /api/users/:id/assignments'].response.parse(inA.json()),
    ).toMatchObject({ userId: target.id, scopeLevel: 'ring', ringId: org.a.ring.id });
    const outside = await req('POST', `/api/users/${target.id}/assignments`, manager, {
      roleId: teacherRole!.id,
      scopeLevel: 'ring',
      ringId: org.b.ring.id,
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.code).toBe('identity.scopeOutside');
    const escalate = await req('POST', `/api/users/${target.id}/assignments`, manager, {
      roleId: superRole!.id,
      scopeLevel: 'centre',
      centreId: org.a.centre.id,
    });
    expect(escalate.json().error.code).toBe('identity.escalation');
    const detail = await req('GET', `/api/users/${target.id}`, manager);
    expect(detail.statusCode).toBe(200);
    const user = IDENTITY_USER_ROUTES['GET /api/users/:id'].response.parse(detail.json());
    expect(user.assignments[0]).toMatchObject({ roleCode: 'teacher', ringName: org.a.ring.name });
    const assignmentId = user.assignments[0]!.id;
    const removed = await req(
      'DELETE',
      `/api/users/${target.id}/assignments/${assignmentId}`,
      manager,
    );
    expect(removed.statusCode).toBe(200);
    expect(
      IDENTITY_USER_ROUTES['DELETE /api/users/:id/assignments/:assignmentId'].response.parse(
        removed.json(),
      ),
    ).toEqual({ ok: true });
  });

  it('disables a user, closing their sessions, with optimistic versions', async () => {
    const u = await createUser(app);
    const s = await signIn(app, u.email);
    const detail = await req('GET', `/api/users/${u.id}`, admin);
    const res = await req('PATCH', `/api/users/${u.id}`, admin, {
      version: detail.json().version,
      status: 'disabled',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(IDENTITY_USER_ROUTES['PATCH /api/users/:id'].response.parse(res.json()).status).toBe(
      'disabled',
    );
    expect((await req('GET', '/api/auth/me', s.accessToken)).statusCode).toBe(401);
    const stale = await req('PATCH', `/api/users/${u.id}`, admin, {
      version: detail.json().version,
      status: 'active',
    });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps mobile sign-ups pending until accepted (linked to a student) or rejected', async () => {
    const signup = await app.app.inject({
      method: 'POST',
      url: '/api/auth/mobile/register',
      payload: {
        fullName: 'Khadija',
        phone: '+905551112233',
        email: 'khadija@example.org',
        password: 'Mobile2026x',
        kind: 'guardian',
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const pending = await app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: '+905551112233', password: 'Mobile2026x' },
    });
    expect(pending.json().error.code).toBe('identity.accountPending');
    const list = await req('GET', '/api/mobile-signups?status=pending', manager);
    expect(list.json().total).toBe(1);
    const id = signup.json().id;
    // The centre manager of A cannot link to a student of B.
    const outside = await req('POST', `/api/mobile-signups/${id}/accept`, manager, {
      linkKind: 'student',
      linkId: org.b.students[0]!.id,
    });
    expect(outside.statusCode).toBe(403);
    const ok = await req('POST', `/api/mobile-signups/${id}/accept`, manager, {
      linkKind: 'student',
      linkId: org.a.students[0]!.id,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      IDENTITY_ADMIN_ROUTES['POST /api/mobile-signups/:id/accept'].response.parse(ok.json()),
    ).toMatchObject({ status: 'accepted', linkedKind: 'student' });
    expect(
      (await req('POST', `/api/mobile-signups/${id}/reject`, manager, { reason: 'late' }))
        .statusCode,
    ).toBe(409);
    expect((await lastMail(app, 'khadija@example.org'))?.kind).toBe('signupAccepted');
    const s = await signIn(app, '+905551112233', 'Mobile2026x');
    const me = await req('GET', '/api/auth/me', s.accessToken);
    expect(me.json().permissions).toContain('students:read');

    const other = await app.app.inject({
      method: 'POST',
      url: '/api/auth/mobile/register',
      payload: {
        fullName: 'Omar',
        phone: '+905551119999',
        password: 'Mobile2026x',
        kind: 'student',
      },
    });
    const rejected = await req('POST', `/api/mobile-signups/${other.json().id}/reject`, admin, {
      reason: 'Unknown family',
    });
    expect(rejected.statusCode).toBe(200);
    expect(
      IDENTITY_ADMIN_ROUTES['POST /api/mobile-signups/:id/reject'].response.parse(rejected.json())
        .reason,
    ).toBe('Unknown family');
    const login = await app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: '+905551119999', password: 'Mobile2026x' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('accepts a mobile sign-up as an employee of the approver’s centre only', async () => {
    const signup = await app.app.inject({
      method: 'POST',
      url: '/api/auth/mobile/register',
      payload: {
        fullName: 'Hamza',
        phone: '+905551113344',
        password: 'Mobile2026x',
        kind: 'guardian',
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const id = signup.json().id as string;
    const outside = await req('POST', `/api/mobile-signups/${id}/accept`, manager, {
      linkKind: 'employee',
      linkId: org.b.teacher.id,
    });
    expect(outside.statusCode).toBe(403);
    const ok = await req('POST', `/api/mobile-signups/${id}/accept`, manager, {
      linkKind: 'employee',
      linkId: org.a.teacher.id,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [employee] = await app.ctx.db
      .select()
      .from(t.employees)
      .where(eq(t.employees.id, org.a.teacher.id));
    const [user] = await app.ctx.db
      .select()
      .from(t.users)
      .where(eq(t.users.phone, '+905551113344'));
    expect(employee?.userId).toBe(user?.id);
    expect(user?.status).toBe('active');
    // A teacher gets the teacher's role on their own rings: their ring, and not the other one.
    const s = await signIn(app, '+905551113344', 'Mobile2026x');
    const me = await req('GET', '/api/auth/me', s.accessToken);
    expect(me.json().permissions).toContain('readings:create');
    // Their phone inputs start on their own country, though a teacher may not read countries.
    expect(me.json().permissions).not.toContain('countries:read');
    expect(me.json().phoneRegion).toBe(org.country.phoneRegion);
    // An organisation-wide administrator belongs to no country.
    expect((await req('GET', '/api/auth/me', admin)).json().phoneRegion).toBeNull();
    const rings = await req('GET', '/api/rings?pageSize=50', s.accessToken);
    expect(rings.statusCode, rings.body).toBe(200);
    expect((rings.json().items as Array<{ id: string }>).map((r) => r.id)).toEqual([org.a.ring.id]);
    const trail = await req('GET', `/api/audit/mobile-signups/${id}`, admin);
    expect((trail.json().items as Array<{ action: string }>).map((i) => i.action)).toContain(
      'accept',
    );
  });

  it('searches the audit log and refuses it to scoped users', async () => {
    const res = await req('GET', '/api/audit?resource=mobile-signups&action=accept', admin);
    expect(res.statusCode).toBe(200);
    // The answer is what the API document says it is.
    const found = IDENTITY_AUDIT_ROUTES['GET /api/audit'].response.parse(res.json()).items;
    expect(found[0]).toMatchObject({ resource: 'mobile-signups', action: 'accept' });
    expect(found[0]!.actorName).toBeTruthy();
    const today = new Date().toISOString().slice(0, 10);
    const byDate = await req('GET', `/api/audit?from=${today}&to=${today}&page=1`, admin);
    expect(byDate.json().total).toBeGreaterThan(5);
    const secrets = JSON.stringify(byDate.json());
    expect(secrets).not.toContain('passwordHash');
    expect(secrets).not.toContain('$argon2');
    const m = await createUser(app, {
      assignments: [{ role: 'org_admin', level: 'country', countryId: org.country.id }],
    });
    const scoped = await req('GET', '/api/audit', (await signIn(app, m.email)).accessToken);
    expect(scoped.json().error.code).toBe('identity.auditScope');
  });

  it('lets administrators read the outbox and manage partner organisations', async () => {
    const outbox = await req('GET', '/api/outbox?to=yusuf', admin);
    expect(
      IDENTITY_AUDIT_ROUTES['GET /api/outbox'].response.parse(outbox.json()).items[0],
    ).toMatchObject({
      to: 'yusuf@example.org',
      kind: 'invite',
      status: 'kept',
    });
    // Partners are the `partners` definition's records, on the generic API.
    const p = await req('POST', '/api/partners', admin, { name: 'Partner Foundation' });
    expect(p.statusCode, p.body).toBe(201);
    expect(p.json()).toMatchObject({ name: 'Partner Foundation', status: 'active', version: 1 });
    const user = await req('POST', '/api/users', admin, {
      displayName: 'Partner user',
      email: 'partner@example.org',
      password: 'Sharing2026x',
      partnerOrganisationId: p.json().id,
    });
    expect(user.json().kind).toBe('partner');
    const list = await req('GET', '/api/partners', admin);
    expect(list.json(), list.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(list.json().items[0]).toMatchObject({ name: 'Partner Foundation' });
    // Each partner's number of users, beside the list.
    const counts = await req('GET', `/api/partners/user-counts?ids=${p.json().id}`, admin);
    expect(counts.json(), counts.body).toEqual({ counts: { [p.json().id]: 1 } });
    const upd = await req('PATCH', `/api/partners/${p.json().id}`, admin, {
      version: 1,
      status: 'inactive',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ status: 'inactive', version: 2 });
    // Bad input is refused field by field, in the caller's language.
    const bad = await app.app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: { ...bearer(admin), 'accept-language': 'ar' },
      payload: { name: 'x', contactEmail: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['contactEmail', 'name']);
    // A centre manager holds no partners permission: neither reads nor writes them.
    expect((await req('GET', '/api/partners', manager)).statusCode).toBe(403);
    expect((await req('POST', '/api/partners', manager, { name: 'Other' })).statusCode).toBe(403);
    expect(
      (await req('GET', `/api/partners/user-counts?ids=${p.json().id}`, manager)).statusCode,
    ).toBe(403);
  });
});

describe('demo accounts', () => {
  it('seeds the demo accounts with their scopes; the teacher sees only their rings', async () => {
    const app = await createTestApp({ demo: true });
    try {
      const sum = async (email: string) => {
        const s = await signIn(app, email, 'Admin@12345');
        const res = await app.app.inject({
          method: 'GET',
          url: '/api/dashboard/summary',
          headers: bearer(s.accessToken),
        });
        // The answer is what the API document says it is.
        return DASHBOARD_ROUTES['GET /api/dashboard/summary'].response.parse(res.json());
      };
      const all = await sum('admin@example.com');
      const country = await sum('country@example.com');
      const centre = await sum('manager@example.com');
      const teacher = await sum('teacher@example.com');
      expect(all.rings).toBeGreaterThan(country.rings);
      expect(country.rings).toBeGreaterThan(centre.rings);
      expect(centre.rings).toBeGreaterThan(teacher.rings);
      expect(teacher.rings).toBeGreaterThanOrEqual(1);
      expect(teacher.students).toBeGreaterThan(0);
      expect(teacher.students).toBeLessThan(centre.students);
      const [row] = await app.ctx.db
        .select()
        .from(t.users)
        .where(eq(t.users.email, 'teacher@example.com'));
      expect(row?.isDemo).toBe(true);
      expect(PASSWORD).not.toBe('Admin@12345');
    } finally {
      await app.close();
    }
    // The whole demo organisation is seeded on the embedded database: minutes on a busy machine.
  }, 240_000);
});
