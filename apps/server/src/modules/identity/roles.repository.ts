import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DefaultRole } from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { centres, countries, rings, roleAssignments, roles } from '../../db/schema/index.ts';

export type RoleRow = typeof roles.$inferSelect;
export type AssignmentRow = typeof roleAssignments.$inferSelect;

/** Inserts the default roles that do not exist yet; never overwrites an edited role. */
export async function ensureRoles(db: Db, defaults: DefaultRole[]): Promise<void> {
  await db
    .insert(roles)
    .values(
      defaults.map((r) => ({
        code: r.code,
        nameAr: r.name.ar,
        nameEn: r.name.en,
        nameFr: r.name.fr,
        permissions: r.permissions,
        defaultScope: r.defaultScope,
        isSystem: true,
      })),
    )
    .onConflictDoNothing({ target: roles.code });
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
