import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccessContext } from '../../src/access/access-context.ts';
import type { Scope } from '../../src/access/access-types.ts';
import { recordInScope, scopeCondition } from '../../src/access/scope-condition.ts';
import { resolveAccess } from '../../src/access/authenticate.ts';
import {
  loadGrants,
  loadSessionAccess,
  loadUserState,
} from '../../src/access/access.repository.ts';
import { verifyJwt } from '../../src/access/jwt.ts';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from './identity-helpers.ts';

describe('scopeCondition and request-time scopes', () => {
  let app: TestApp;
  let org: Awaited<ReturnType<typeof createOrganisation>>;
  beforeAll(async () => {
    app = await createTestApp();
    org = await createOrganisation(app);
  });
  afterAll(async () => app.close());

  const studentsIn = async (scope: Scope) =>
    (
      await app.ctx.db
        .select({ name: t.students.fullName })
        .from(t.students)
        .where(
          scopeCondition(scope, {
            country: t.students.countryId,
            centre: t.students.centreId,
            ring: t.students.ringId,
            student: t.students.id,
          }),
        )
    )
      .map((r) => r.name)
      .sort();
  const ringsIn = async (scope: Scope, withCountry = true) =>
    (
      await app.ctx.db
        .select({ name: t.rings.name })
        .from(t.rings)
        .where(
          scopeCondition(
            scope,
            withCountry
              ? { country: t.rings.countryId, centre: t.rings.centreId, ring: t.rings.id }
              : { ring: t.rings.id },
          ),
        )
    )
      .map((r) => r.name)
      .sort();
  const none = { all: false as const, countryIds: [], centreIds: [], ringIds: [] };

  it('gives everything for an organisation scope and nothing for an empty one', async () => {
    expect(await studentsIn({ all: true })).toHaveLength(6);
    expect(await studentsIn(none)).toEqual([]);
  });

  it('gives a country manager every centre and ring of the country, nothing of another', async () => {
    expect(await studentsIn({ ...none, countryIds: [org.country.id] })).toEqual([
      'S1 A',
      'S1 B',
      'S2 A',
      'S2 B',
    ]);
    // A table with only a ring column reaches the country through the rings.
    expect(await ringsIn({ ...none, countryIds: [org.country.id] }, false)).toEqual([
      'Ring A',
      'Ring A 2',
      'Ring B',
      'Ring B 2',
    ]);
  });

  it('gives a centre manager of A all of A and nothing of B', async () => {
    expect(await studentsIn({ ...none, centreIds: [org.a.centre.id] })).toEqual(['S1 A', 'S2 A']);
    expect(await ringsIn({ ...none, centreIds: [org.a.centre.id] }, false)).toEqual([
      'Ring A',
      'Ring A 2',
    ]);
  });

  it('gives a teacher only their rings and their rings’ students', async () => {
    expect(await studentsIn({ ...none, ringIds: [org.a.ring.id] })).toEqual(['S1 A']);
  });

  it('gives a guardian only their children', async () => {
    expect(await studentsIn({ ...none, studentIds: [org.b.students[1]!.id] })).toEqual(['S2 B']);
  });

  it('checks single records the same way', () => {
    const scope: Scope = { ...none, centreIds: [org.a.centre.id] };
    expect(recordInScope(scope, { countryId: org.country.id, centreId: org.a.centre.id })).toBe(
      true,
    );
    expect(recordInScope(scope, { countryId: org.country.id, centreId: org.b.centre.id })).toBe(
      false,
    );
    expect(recordInScope({ all: true }, {})).toBe(true);
  });

  it('resolves a teacher’s own rings at request time from rings.teacher_id', async () => {
    const u = await createUser(app, {
      assignments: [
        { role: 'teacher', level: 'own', centreId: org.a.centre.id, countryId: org.country.id },
      ],
      employeeId: org.a.teacher.id,
    });
    const s = await signIn(app, u.email);
    const access = await resolveAccess(app.ctx.db, app.config.secrets.jwtSecret, s.accessToken);
    expect(access?.employeeId).toBe(org.a.teacher.id);
    const scope = access!.scopeFor('students:read');
    expect(await studentsIn(scope)).toEqual(['S1 A']);
    expect(access!.can('readings:create')).toBe(true);
    expect(access!.can('students:delete')).toBe(false);
    expect(access!.scopeFor('students:delete')).toEqual({ ...none, studentIds: [] });
    // Giving the teacher the second ring shows up on the next request, nothing is cached.
    await app.ctx.db
      .update(t.rings)
      .set({ teacherId: org.a.teacher.id })
      .where(eq(t.rings.id, org.a.ring2.id));
    const again = await resolveAccess(app.ctx.db, app.config.secrets.jwtSecret, s.accessToken);
    expect(await studentsIn(again!.scopeFor('students:read'))).toEqual(['S1 A', 'S2 A']);
    await app.ctx.db
      .update(t.rings)
      .set({ teacherId: null })
      .where(and(eq(t.rings.id, org.a.ring2.id)));
  });

  it('reads a session’s state and grants in one statement, as the separate reads give them', async () => {
    const [guardian] = await app.ctx.db
      .insert(t.guardians)
      .values({ countryId: org.country.id, fullName: 'ولي أمر الجلسة' })
      .returning();
    await app.ctx.db
      .update(t.students)
      .set({ guardianId: guardian!.id })
      .where(eq(t.students.id, org.a.students[0]!.id));
    const teacher = await createUser(app, {
      assignments: [
        { role: 'teacher', level: 'own', centreId: org.a.centre.id, countryId: org.country.id },
        {
          role: 'centre_manager',
          level: 'centre',
          centreId: org.b.centre.id,
          countryId: org.country.id,
        },
      ],
      employeeId: org.a.teacher.id,
    });
    const parent = await createUser(app, { assignments: [{ role: 'guardian', level: 'own' }] });
    await app.ctx.db
      .update(t.users)
      .set({ guardianId: guardian!.id, studentId: org.b.students[0]!.id })
      .where(eq(t.users.id, parent.id));
    const plain = await createUser(app, {
      assignments: [{ role: 'country_manager', level: 'country', countryId: org.country.id }],
    });
    const bare = await createUser(app);
    const sorted = (grants: readonly object[]) =>
      grants.map((g) => JSON.stringify(g, Object.keys(g).sort())).sort();
    for (const u of [teacher, parent, plain, bare]) {
      const claims = verifyJwt(
        (await signIn(app, u.email)).accessToken,
        app.config.secrets.jwtSecret,
      )!;
      const found = await loadSessionAccess(app.ctx.db, claims.sub, claims.sid);
      const state = await loadUserState(app.ctx.db, u.id);
      expect(found?.state).toEqual({ ...state, sessionValid: true });
      expect(sorted(found!.grants)).toEqual(sorted(await loadGrants(app.ctx.db, state!)));
      // A background job acting for the teacher acts as their employee too.
      if (u === teacher) expect(state?.employeeId).toBe(org.a.teacher.id);
      if (u === teacher)
        expect(found!.grants.find((g) => g.level === 'own')?.ownRingIds).toEqual([org.a.ring.id]);
      if (u === parent)
        expect([...(found!.grants[0]?.ownStudentIds ?? [])].sort()).toEqual(
          [org.a.students[0]!.id, org.b.students[0]!.id].sort(),
        );
      // Revoked: the state says so; another user's session: nothing.
      await app.ctx.db
        .update(t.sessions)
        .set({ revokedAt: new Date().toISOString() })
        .where(eq(t.sessions.id, claims.sid));
      expect(
        (await loadSessionAccess(app.ctx.db, claims.sub, claims.sid))?.state.sessionValid,
      ).toBe(false);
      expect(
        await loadSessionAccess(app.ctx.db, plain.id === u.id ? teacher.id : plain.id, claims.sid),
      ).toBeNull();
    }
    await app.ctx.db
      .update(t.students)
      .set({ guardianId: null })
      .where(eq(t.students.id, org.a.students[0]!.id));
  });

  it('unions the scopes of the assignments that grant a permission', () => {
    const access = buildAccessContext('u', null, [
      {
        permissions: ['students:read'],
        level: 'centre',
        countryId: 'c',
        centreId: 'A',
        ringId: null,
      },
      { permissions: ['readings:*'], level: 'ring', countryId: 'c', centreId: 'B', ringId: 'R' },
      { permissions: ['*:read'], level: 'country', countryId: 'K', centreId: null, ringId: null },
    ]);
    expect(access.scopeFor('students:read')).toMatchObject({
      countryIds: ['K'],
      centreIds: ['A'],
      ringIds: [],
    });
    expect(access.scopeFor('readings:delete')).toMatchObject({
      countryIds: [],
      centreIds: [],
      ringIds: ['R'],
    });
    expect(access.can('anything:read')).toBe(true);
    expect(access.can('students:update')).toBe(false);
  });

  it('counts the dashboard inside the caller’s scope', async () => {
    const admin = await createUser(app, {
      assignments: [{ role: 'super_admin', level: 'organisation' }],
    });
    const manager = await createUser(app, {
      assignments: [
        {
          role: 'centre_manager',
          level: 'centre',
          centreId: org.b.centre.id,
          countryId: org.country.id,
        },
      ],
    });
    const nobody = await createUser(app);
    const summary = async (email: string) =>
      (
        await app.app.inject({
          method: 'GET',
          url: '/api/dashboard/summary',
          headers: bearer((await signIn(app, email)).accessToken),
        })
      ).json();
    const all = await summary(admin.email);
    expect(all).toMatchObject({
      countries: 2,
      centres: 3,
      rings: 6,
      students: 6,
      activeStudents: 6,
    });
    const mine = await summary(manager.email);
    expect(mine).toMatchObject({ centres: 1, rings: 2, students: 2, teachers: 1 });
    const zero = await summary(nobody.email);
    expect(zero).toMatchObject({ countries: 0, centres: 0, rings: 0, students: 0 });
    const ids = await app.ctx.db
      .select({ id: t.students.id })
      .from(t.students)
      .where(inArray(t.students.centreId, [org.b.centre.id]));
    expect(ids).toHaveLength(2);
  });
});
