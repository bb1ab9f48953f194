import {
  USER_KINDS,
  USER_STATUSES,
  type UserAssignment,
  type UserKind,
  type UserStatus,
  type UserView,
} from '@qc/domain';
import { and, asc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AuditActor } from '../../audit/audit.ts';
import { auditIn } from '../../workflow/index.ts';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { listAssignmentsOfUsers } from './roles.repository.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import {
  countries,
  employees,
  guardians,
  roleAssignments,
  students,
  users,
} from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;

/** What any caller may see of a user: never the password hash nor the TOTP secrets. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  displayName: users.displayName,
  locale: users.locale,
  avatarUrl: users.avatarUrl,
  status: users.status,
  kind: users.kind,
  emailVerifiedAt: users.emailVerifiedAt,
  totpEnabledAt: users.totpEnabledAt,
  isDemo: users.isDemo,
  partnerOrganisationId: users.partnerOrganisationId,
  guardianId: users.guardianId,
  studentId: users.studentId,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  version: users.version,
};

/**
 * A stored status or kind, as one the domain knows: the columns are text, so a value the
 * domain does not name is a fault to report, not an answer to send.
 */
function known<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((v) => v === value);
  if (found === undefined)
    throw new Error(`users: a stored ${what} the domain does not know: ${value}`);
  return found;
}

export const userStatusOf = (value: string): UserStatus => known(USER_STATUSES, value, 'status');
export const userKindOf = (value: string): UserKind => known(USER_KINDS, value, 'kind');

/** A user as the users list and a user's page show them, with their assignments. */
export function userViewOf(
  u: NonNullable<Awaited<ReturnType<typeof findUserWhere>>>,
  assignments: UserAssignment[],
): UserView {
  return {
    ...u,
    status: userStatusOf(u.status),
    kind: userKindOf(u.kind),
    twoFactorEnabled: !!u.totpEnabledAt,
    assignments,
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

export async function insertUser(db: Db, values: UserInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Updates a user; with `expectedVersion`, a stale version updates nothing (undefined). */
export async function updateUser(
  db: Db,
  id: string,
  values: Partial<UserInsert>,
  expectedVersion?: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${users.version} + 1` })
    .where(
      and(
        eq(users.id, id),
        expectedVersion === undefined ? undefined : eq(users.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

export async function employeeOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: employees.id, centreId: employees.centreId, countryId: employees.countryId })
    .from(employees)
    .where(eq(employees.userId, userId))
    .limit(1);
  return row;
}

/**
 * The phone region of a user's own country: the country of their first assignment placed in
 * one (`countryId`), else of their staff record, else of the student or guardian they are.
 * Null when they belong to no country (an organisation-wide administrator).
 */
export async function phoneRegionOfUser(
  db: Db,
  userId: string,
  countryId: string | null,
): Promise<string | null> {
  const [row] = await db
    .select({ region: countries.phoneRegion })
    .from(countries)
    .where(
      eq(
        countries.id,
        sql`coalesce(
          ${countryId}::uuid,
          (select ${employees.countryId} from ${employees} where ${employees.userId} = ${userId} limit 1),
          (select ${students.countryId} from ${students} join ${users} on ${users.studentId} = ${students.id} where ${users.id} = ${userId}),
          (select ${guardians.countryId} from ${guardians} join ${users} on ${users.guardianId} = ${guardians.id} where ${users.id} = ${userId})
        )`,
      ),
    );
  return row?.region ?? null;
}

export async function linkEmployee(db: Db, employeeId: string, userId: string) {
  const [row] = await db
    .update(employees)
    .set({ userId, updatedAt: sql`now()` })
    .where(eq(employees.id, employeeId))
    .returning({ id: employees.id });
  return row;
}

export interface UserListQuery {
  search?: string | undefined;
  status?: string | undefined;
  kind?: string | undefined;
  partnerOrganisationId?: string | undefined;
  /** Users holding this role (at any place). */
  roleId?: string | undefined;
  page: number;
  pageSize: number;
  /** Row scope: which users the caller may see (built from role assignments). */
  scope: SQL;
}

export async function listUsers(
  db: Db,
  q: UserListQuery,
): Promise<{ items: UserView[]; total: number }> {
  const term = q.search?.trim();
  const where = and(
    q.scope,
    q.status ? eq(users.status, q.status) : undefined,
    q.kind ? eq(users.kind, q.kind) : undefined,
    q.partnerOrganisationId ? eq(users.partnerOrganisationId, q.partnerOrganisationId) : undefined,
    q.roleId ? userHasAssignmentWhere(db, eq(roleAssignments.roleId, q.roleId)) : undefined,
    term
      ? or(
          ilike(users.displayName, `%${term}%`),
          ilike(users.email, `%${term}%`),
          ilike(users.phone, `%${term}%`),
        )
      : undefined,
  );
  const [items, totals] = await Promise.all([
    db
      .select(publicUserColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.displayName))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  const assignments = await listAssignmentsOfUsers(
    db,
    items.map((u) => u.id),
  );
  return {
    items: items.map((u) =>
      userViewOf(
        u,
        assignments.filter((a) => a.userId === u.id),
      ),
    ),
    total: totals[0]?.n ?? 0,
  };
}

/** Users that hold at least one assignment matching the condition on role_assignments. */
export function userHasAssignmentWhere(db: Db, condition: SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(roleAssignments)
      .where(and(eq(roleAssignments.userId, sql.raw('"users"."id"')), condition)),
  );
}

/**
 * A user's own account changes written and audited (the changed fields, before and after) in one
 * transaction; undefined when the user is gone.
 */
export async function updateOwnAccount(
  db: Db,
  request: AuditActor,
  id: string,
  changes: Partial<UserInsert>,
  oldValues: Record<string, unknown>,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await updateUser(tx, id, changes);
    await auditIn(
      tx,
      { request },
      { action: 'update', resource: 'users', recordId: id, oldValues, newValues: changes },
    );
    return row;
  });
}

/** A condition on the users table, as `userScopeCondition` builds it. */
export type UserCondition = SQL;

/** users.id qualified by hand: drizzle leaves columns unqualified in a single-table select. */
const USERS_ID = sql.raw('"users"."id"');

/**
 * Which users an administrator sees: everyone with an organisation-wide scope; otherwise the
 * users holding an assignment, or linked to an employee, inside their scope.
 */
export function userScopeCondition(db: Db, scope: Scope): UserCondition {
  if (scope.all) return sql`true`;
  const byAssignment = userHasAssignmentWhere(
    db,
    scopeCondition(scope, {
      country: roleAssignments.countryId,
      centre: roleAssignments.centreId,
      ring: roleAssignments.ringId,
    }),
  );
  const byEmployee = sql`exists (select 1 from ${employees} where ${employees.userId} = ${USERS_ID} and ${scopeCondition(
    scope,
    { country: employees.countryId, centre: employees.centreId },
  )})`;
  return or(byAssignment, byEmployee)!;
}

/** A user's public columns when the user meets the condition (an administrator's scope). */
export async function findUserWhere(db: Db, id: string, condition: UserCondition) {
  const [row] = await db
    .select(publicUserColumns)
    .from(users)
    .where(sql`${users.id} = ${id} and ${condition}`);
  return row;
}

/**
 * An administrator's new user in one transaction: the row, the link of the staff record
 * `employeeId` to it (none found: 404 `identity.linkNotFound`, nothing kept), its audit (the
 * user as `shown`), then `assign`, which gives the user their assignments with the assignments
 * service's checks (a refusal throws and nothing is kept).
 */
export async function createUserAudited(
  db: Db,
  values: UserInsert,
  employeeId: string | undefined,
  request: AuditActor,
  shown: (row: UserRow) => Record<string, unknown>,
  assign: (tx: Db, userId: string) => Promise<void>,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const created = await insertUser(tx, values);
    if (employeeId && !(await linkEmployee(tx, employeeId, created.id)))
      throw notFound('identity.linkNotFound');
    await auditIn(
      tx,
      { request },
      { action: 'create', resource: 'users', recordId: created.id, newValues: shown(created) },
    );
    await assign(tx, created.id);
    return created;
  });
}

/**
 * An administrator's change of a user at the version read, in one transaction: the row, the
 * user's sessions revoked when the status is no longer active, and the audit (before and
 * after, as `shown`). Undefined when the version is stale (nothing written).
 */
export async function updateUserAudited(
  db: Db,
  before: UserRow,
  changes: Partial<UserInsert>,
  version: number,
  request: AuditActor,
  shown: (row: UserRow) => Record<string, unknown>,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const after = await updateUser(tx, before.id, changes, version);
    if (!after) return undefined;
    if (changes.status && changes.status !== 'active')
      await revokeUserSessions(tx, before.id, `status-${changes.status}`);
    await auditIn(
      tx,
      { request },
      {
        action: 'update',
        resource: 'users',
        recordId: before.id,
        oldValues: shown(before),
        newValues: shown(after),
      },
    );
    return after;
  });
}
