import { DEFAULT_ROLES } from '@qc/domain';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AssignmentScopeLevel } from '../../src/access/access-types.ts';
import * as t from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/identity/passwords.ts';
import { ensureRoles, findRoleByCode } from '../../src/modules/identity/roles.repository.ts';
import type { TestApp } from '../helpers/test-app.ts';

export const PASSWORD = 'Secret123abc';

/** The latest message kept in the outbox for an address. */
export async function lastMail(app: TestApp, to: string) {
  const [row] = await app.ctx.db
    .select()
    .from(t.outbox)
    .where(eq(t.outbox.to, to))
    .orderBy(desc(t.outbox.createdAt))
    .limit(1);
  return row;
}

export function tokenFromMail(body: string | null | undefined): string {
  const match = /token=([\w-]+)/.exec(body ?? '');
  expect(match, 'a link with a token in the mail').toBeTruthy();
  return match![1]!;
}

/** The refresh cookie value from a response's set-cookie header. */
export function refreshCookie(res: {
  cookies: Array<{ name: string; value: string }>;
}): string | undefined {
  return res.cookies.find((c) => c.name === 'qc_refresh')?.value;
}

let counter = 0;

/** A verified, active user created directly in the database, with optional role assignments. */
export async function createUser(
  app: TestApp,
  options: {
    email?: string;
    assignments?: Array<{
      role: string;
      level: AssignmentScopeLevel;
      countryId?: string;
      centreId?: string;
      ringId?: string;
    }>;
    employeeId?: string;
  } = {},
) {
  await ensureRoles(app.ctx.db, DEFAULT_ROLES);
  const email = options.email ?? `user${++counter}-${Date.now()}@example.org`;
  const [user] = await app.ctx.db
    .insert(t.users)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      displayName: `User ${counter}`,
      status: 'active',
      emailVerifiedAt: new Date().toISOString(),
    })
    .returning();
  for (const a of options.assignments ?? []) {
    const role = await findRoleByCode(app.ctx.db, a.role);
    await app.ctx.db.insert(t.roleAssignments).values({
      userId: user!.id,
      roleId: role!.id,
      scopeLevel: a.level,
      countryId: a.countryId ?? null,
      centreId: a.centreId ?? null,
      ringId: a.ringId ?? null,
    });
  }
  if (options.employeeId)
    await app.ctx.db
      .update(t.employees)
      .set({ userId: user!.id })
      .where(eq(t.employees.id, options.employeeId));
  return { id: user!.id, email };
}

/** Signs in and returns the access token and the refresh cookie. */
export async function signIn(app: TestApp, identifier: string, password = PASSWORD) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    accessToken: res.json().accessToken as string,
    refresh: refreshCookie(res)!,
    body: res.json(),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A small organisation: one country, two centres, each with a teacher, a ring and students. */
export async function createOrganisation(app: TestApp) {
  const db = app.ctx.db;
  const [country] = await db
    .insert(t.countries)
    .values({
      code: `C${++counter}`,
      nameAr: 'دولة',
      nameEn: 'Country',
      nameFr: 'Pays',
      currency: 'TRY',
      phoneRegion: 'TR',
    })
    .returning();
  const [otherCountry] = await db
    .insert(t.countries)
    .values({
      code: `D${++counter}`,
      nameAr: 'دولة ٢',
      nameEn: 'Country 2',
      nameFr: 'Pays 2',
      currency: 'USD',
      phoneRegion: 'SY',
    })
    .returning();
  const make = async (countryId: string, name: string) => {
    const [centre] = await db.insert(t.centres).values({ countryId, name }).returning();
    const [teacher] = await db
      .insert(t.employees)
      .values({
        countryId,
        centreId: centre!.id,
        fullName: `Teacher ${name}`,
        gender: 'male',
        job: 'teacher',
      })
      .returning();
    const [ring] = await db
      .insert(t.rings)
      .values({
        countryId,
        centreId: centre!.id,
        teacherId: teacher!.id,
        name: `Ring ${name}`,
        gender: 'male',
      })
      .returning();
    const [ring2] = await db
      .insert(t.rings)
      .values({ countryId, centreId: centre!.id, name: `Ring ${name} 2`, gender: 'male' })
      .returning();
    const students = await db
      .insert(t.students)
      .values([
        {
          countryId,
          centreId: centre!.id,
          ringId: ring!.id,
          fullName: `S1 ${name}`,
          gender: 'male',
          status: 'active',
        },
        {
          countryId,
          centreId: centre!.id,
          ringId: ring2!.id,
          fullName: `S2 ${name}`,
          gender: 'male',
          status: 'active',
        },
      ])
      .returning();
    return { centre: centre!, teacher: teacher!, ring: ring!, ring2: ring2!, students };
  };
  const a = await make(country!.id, 'A');
  const b = await make(country!.id, 'B');
  const c = await make(otherCountry!.id, 'C');
  return { country: country!, otherCountry: otherCountry!, a, b, c };
}
