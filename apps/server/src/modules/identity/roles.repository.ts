import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AssignmentLevel, DefaultRole, RoleRecord } from '@qc/domain';
import type { AuditActor } from '../../audit/audit.ts';
import { auditIn } from '../../workflow/index.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  countries,
  rings,
  roleAssignments,
  roleDefaultGrants,
  roles,
} from '../../db/schema/index.ts';

export type RoleRow = typeof roles.$inferSelect;

/** A stored role as the domain's: its default scope is text holding one of the domain's levels. */
export const roleRecordOf = (row: RoleRow): RoleRecord => ({
  ...row,
  defaultScope: row.defaultScope as AssignmentLevel,
});
export type AssignmentRow = typeof roleAssignments.$inferSelect;

/**
 * Brings the built-in roles up to `defaults` (DEFAULT_ROLES), in one transaction, at every
 * start: inserts the roles that do not exist yet, and gives each built-in role (`is_system`)
 * the default permissions it has never been offered, recording each offer in
 * `role_default_grants`. A permission offered once is never offered again, so one an
 * administrator took away stays away; nothing is ever taken from a role, and a custom role is
 * never touched. Two processes starting at once: the built-in rows are locked (`for update`)
 * and an offer is recorded under a unique key, so each permission is added once.
 */
export async function ensureRoles(db: Db, defaults: DefaultRole[]): Promise<void> {
  if (defaults.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(
        defaults.map((r) => ({
          code: r.code,
          nameAr: r.name.ar,
          nameEn: r.name.en,
          nameFr: r.name.fr,
          permissions: [...new Set(r.permissions)],
          defaultScope: r.defaultScope,
          isSystem: true,
        })),
      )
      .onConflictDoNothing({ target: roles.code });
    const codes = defaults.map((r) => r.code);
    const builtIn = await tx
      .select({ id: roles.id, code: roles.code, permissions: roles.permissions })
      .from(roles)
      .where(and(eq(roles.isSystem, true), inArray(roles.code, codes)))
      .orderBy(asc(roles.code))
      .for('update');
    const offered = await tx
      .select({ roleCode: roleDefaultGrants.roleCode, permission: roleDefaultGrants.permission })
      .from(roleDefaultGrants)
      .where(inArray(roleDefaultGrants.roleCode, codes));
    const done = new Set(offered.map((g) => `${g.roleCode}\n${g.permission}`));
    const permissionsOf = new Map(defaults.map((r) => [r.code, r.permissions]));
    const missing = builtIn.flatMap((role) =>
      [...new Set(permissionsOf.get(role.code))]
        .filter((permission) => !done.has(`${role.code}\n${permission}`))
        .map((permission) => ({ roleCode: role.code, permission })),
    );
    if (missing.length === 0) return;
    const recorded = await tx
      .insert(roleDefaultGrants)
      .values(missing)
      .onConflictDoNothing()
      .returning({
        roleCode: roleDefaultGrants.roleCode,
        permission: roleDefaultGrants.permission,
      });
    for (const role of builtIn) {
      const held = new Set(role.permissions);
      const add = recorded
        .filter((g) => g.roleCode === role.code && !held.has(g.permission))
        .map((g) => g.permission);
      if (add.length === 0) continue;
      await tx
        .update(roles)
        .set({
          permissions: [...role.permissions, ...add],
          updatedAt: sql`now()`,
          version: sql`${roles.version} + 1`,
        })
        .where(eq(roles.id, role.id));
    }
  });
}

export async function listRoles(db: Db): Promise<RoleRow[]> {
  return db.select().from(roles).where(isNull(roles.archivedAt)).orderBy(asc(roles.createdAt));
}

export async function findRole(db: Db, id: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

export async function findRoleByCode(db: Db, code: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.code, code));
  return row;
}

export async function insertRole(db: Db, values: typeof roles.$inferInsert): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  return row!;
}

export async function updateRole(
  db: Db,
  id: string,
  values: Partial<typeof roles.$inferInsert>,
  expectedVersion: number,
): Promise<RoleRow | undefined> {
  const [row] = await db
    .update(roles)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${roles.version} + 1` })
    .where(and(eq(roles.id, id), eq(roles.version, expectedVersion)))
    .returning();
  return row;
}

export async function deleteRole(db: Db, id: string): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}

export async function countAssignmentsOfRole(db: Db, roleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(roleAssignments)
    .where(eq(roleAssignments.roleId, roleId));
  return row?.n ?? 0;
}

const assignmentColumns = {
  id: roleAssignments.id,
  userId: roleAssignments.userId,
  roleId: roles.id,
  roleCode: roles.code,
  roleName: { ar: roles.nameAr, en: roles.nameEn, fr: roles.nameFr },
  scopeLevel: roleAssignments.scopeLevel,
  countryId: roleAssignments.countryId,
  centreId: roleAssignments.centreId,
  ringId: roleAssignments.ringId,
  countryName: countries.nameAr,
  countryNames: { ar: countries.nameAr, en: countries.nameEn, fr: countries.nameFr },
  centreName: centres.name,
  ringName: rings.name,
  createdAt: roleAssignments.createdAt,
};

/** The assignments of several users at once (a page of the users list), with their names. */
export async function listAssignmentsOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select(assignmentColumns)
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .leftJoin(countries, eq(countries.id, roleAssignments.countryId))
    .leftJoin(centres, eq(centres.id, roleAssignments.centreId))
    .leftJoin(rings, eq(rings.id, roleAssignments.ringId))
    .where(inArray(roleAssignments.userId, userIds))
    .orderBy(asc(roleAssignments.createdAt));
}

/** A user's assignments with their role and the names of their scope. */
export async function listAssignmentsOfUser(db: Db, userId: string) {
  return db
    .select({
      id: roleAssignments.id,
      roleId: roles.id,
      roleCode: roles.code,
      roleName: { ar: roles.nameAr, en: roles.nameEn, fr: roles.nameFr },
      scopeLevel: roleAssignments.scopeLevel,
      countryId: roleAssignments.countryId,
      centreId: roleAssignments.centreId,
      ringId: roleAssignments.ringId,
      countryName: countries.nameAr,
      countryNames: { ar: countries.nameAr, en: countries.nameEn, fr: countries.nameFr },
      centreName: centres.name,
      ringName: rings.name,
      createdAt: roleAssignments.createdAt,
    })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .leftJoin(countries, eq(countries.id, roleAssignments.countryId))
    .leftJoin(centres, eq(centres.id, roleAssignments.centreId))
    .leftJoin(rings, eq(rings.id, roleAssignments.ringId))
    .where(eq(roleAssignments.userId, userId))
    .orderBy(asc(roleAssignments.createdAt));
}

export async function insertAssignment(
  db: Db,
  values: typeof roleAssignments.$inferInsert,
): Promise<AssignmentRow> {
  const [row] = await db.insert(roleAssignments).values(values).returning();
  return row!;
}

export async function findAssignment(db: Db, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(roleAssignments).where(eq(roleAssignments.id, id));
  return row;
}

export async function deleteAssignment(db: Db, id: string): Promise<void> {
  await db.delete(roleAssignments).where(eq(roleAssignments.id, id));
}

/** The country of a centre and the centre and country of a ring, to fill an assignment. */
export async function centrePlace(db: Db, centreId: string) {
  const [row] = await db
    .select({ countryId: centres.countryId })
    .from(centres)
    .where(eq(centres.id, centreId));
  return row;
}

export async function ringPlace(db: Db, ringId: string) {
  const [row] = await db
    .select({ countryId: rings.countryId, centreId: rings.centreId })
    .from(rings)
    .where(eq(rings.id, ringId));
  return row;
}

export async function countryExists(db: Db, countryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId));
  return !!row;
}

/** A new role and its audit, in one transaction. */
export async function createRoleAudited(
  db: Db,
  values: typeof roles.$inferInsert,
  request: AuditActor,
): Promise<RoleRow> {
  return db.transaction(async (tx) => {
    const role = await insertRole(tx, values);
    await auditIn(
      tx,
      { request },
      { action: 'create', resource: 'roles', recordId: role.id, newValues: role },
    );
    return role;
  });
}

/**
 * A role's change at the version read and its audit (before and after), in one transaction;
 * undefined when the role changed meanwhile (nothing written).
 */
export async function updateRoleAudited(
  db: Db,
  before: RoleRow,
  values: Partial<typeof roles.$inferInsert>,
  expectedVersion: number,
  request: AuditActor,
): Promise<RoleRow | undefined> {
  return db.transaction(async (tx) => {
    const after = await updateRole(tx, before.id, values, expectedVersion);
    if (!after) return undefined;
    await auditIn(
      tx,
      { request },
      {
        action: 'update',
        resource: 'roles',
        recordId: before.id,
        oldValues: before,
        newValues: after,
      },
    );
    return after;
  });
}

/** A role deleted and its audit, in one transaction. */
export async function deleteRoleAudited(db: Db, role: RoleRow, request: AuditActor) {
  await db.transaction(async (tx) => {
    await deleteRole(tx, role.id);
    await auditIn(
      tx,
      { request },
      { action: 'delete', resource: 'roles', recordId: role.id, oldValues: role },
    );
  });
}

/** A new role assignment and its audit (with the role's code), in one transaction. */
export async function insertAssignmentAudited(
  db: Db,
  values: typeof roleAssignments.$inferInsert,
  roleCode: string,
  request: AuditActor,
): Promise<AssignmentRow> {
  return db.transaction(async (tx) => {
    const row = await insertAssignment(tx, values);
    await auditIn(
      tx,
      { request },
      {
        action: 'create',
        resource: 'role-assignments',
        recordId: row.id,
        newValues: { ...row, roleCode },
      },
    );
    return row;
  });
}

/** A role assignment deleted and its audit (with the role's code), in one transaction. */
export async function deleteAssignmentAudited(
  db: Db,
  row: AssignmentRow,
  roleCode: string | undefined,
  request: AuditActor,
) {
  await db.transaction(async (tx) => {
    await deleteAssignment(tx, row.id);
    await auditIn(
      tx,
      { request },
      {
        action: 'delete',
        resource: 'role-assignments',
        recordId: row.id,
        oldValues: { ...row, roleCode },
      },
    );
  });
}
