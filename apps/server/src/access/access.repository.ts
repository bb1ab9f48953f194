import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  employees,
  rings,
  roleAssignments,
  roles,
  sessions,
  students,
  users,
} from '../db/schema/index.ts';
import type { AssignmentScopeLevel } from './access-types.ts';
import type { Grant } from './access-context.ts';

export interface AuthState {
  userId: string;
  status: string;
  sessionValid: boolean;
  employeeId: string | null;
  guardianId: string | null;
  studentId: string | null;
}

/** The user and session behind an access token, read fresh on every request. */
export async function loadAuthState(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<AuthState | null> {
  const rows = await db
    .select({
      userId: users.id,
      status: users.status,
      guardianId: users.guardianId,
      studentId: users.studentId,
      revokedAt: sessions.revokedAt,
      sessionValid: sql<boolean>`(${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
      employeeId: sql<
        string | null
      >`(select ${employees.id} from ${employees} where ${employees.userId} = ${users.id} and ${employees.archivedAt} is null order by ${employees.createdAt} limit 1)`,
    })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(users.id, userId), eq(sessions.id, sessionId)));
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.userId,
    status: row.status,
    sessionValid: row.sessionValid === true,
    employeeId: row.employeeId,
    guardianId: row.guardianId,
    studentId: row.studentId,
  };
}

/**
 * An active user's state without a session (for work done later on their behalf: a background
 * job they asked for acts with their rights as they are when it runs).
 */
export async function loadUserState(db: Db, userId: string): Promise<AuthState | null> {
  const rows = await db
    .select({
      userId: users.id,
      status: users.status,
      guardianId: users.guardianId,
      studentId: users.studentId,
      employeeId: sql<
        string | null
      >`(select ${employees.id} from ${employees} where ${employees.userId} = ${users.id} and ${employees.archivedAt} is null order by ${employees.createdAt} limit 1)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const row = rows[0];
  if (!row) return null;
  return { ...row, sessionValid: false };
}

/** The user's grants: each role assignment with its role's permissions and resolved scope. */
export async function loadGrants(
  db: Db,
  user: Pick<AuthState, 'userId' | 'employeeId' | 'guardianId' | 'studentId'>,
): Promise<Grant[]> {
  const rows = await db
    .select({
      permissions: roles.permissions,
      level: roleAssignments.scopeLevel,
      countryId: roleAssignments.countryId,
      centreId: roleAssignments.centreId,
      ringId: roleAssignments.ringId,
    })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .where(and(eq(roleAssignments.userId, user.userId), isNull(roles.archivedAt)));
  const grants: Grant[] = rows.map((r) => ({ ...r, level: r.level as AssignmentScopeLevel }));
  if (!grants.some((g) => g.level === 'own')) return grants;

  let ownRingIds: string[] = [];
  if (user.employeeId) {
    const ringRows = await db
      .select({ id: rings.id })
      .from(rings)
      .where(
        and(
          isNull(rings.archivedAt),
          or(eq(rings.teacherId, user.employeeId), eq(rings.assistantId, user.employeeId)),
        ),
      );
    ownRingIds = ringRows.map((r) => r.id);
  }
  const ownStudentIds: string[] = [];
  if (user.guardianId) {
    const childRows = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.guardianId, user.guardianId));
    ownStudentIds.push(...childRows.map((r) => r.id));
  }
  if (user.studentId && !ownStudentIds.includes(user.studentId)) ownStudentIds.push(user.studentId);
  return grants.map((g) => (g.level === 'own' ? { ...g, ownRingIds, ownStudentIds } : g));
}

/** Ring ids visible to an employee as teacher or assistant (for screens that need them). */
export async function ringsOfEmployee(db: Db, employeeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: rings.id })
    .from(rings)
    .where(or(eq(rings.teacherId, employeeId), eq(rings.assistantId, employeeId)));
  return rows.map((r) => r.id);
}
