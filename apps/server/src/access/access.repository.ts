import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { executePrepared, type Db } from '../db/client.ts';
import { rowsOf } from '../db/json-rows.ts';
import { rings, roleAssignments, roles, students } from '../db/schema/index.ts';
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

/**
 * An active user's state without a session (for work done later on their behalf: a background
 * job they asked for acts with their rights as they are when it runs).
 */
export async function loadUserState(db: Db, userId: string): Promise<AuthState | null> {
  // Written out with aliases: in a one-table select the query builder leaves column names
  // unqualified, and the employee subquery's `user_id = id` then compared the employee with
  // itself (every background job ran as a user without their employee).
  const answer = await db.execute(sql`
    select u.id as "userId", u.status, u.guardian_id as "guardianId",
      u.student_id as "studentId",
      (select em.id from employees em where em.user_id = u.id and em.archived_at is null
        order by em.created_at limit 1) as "employeeId"
    from users u where u.id = ${userId}`);
  const row = rowsOf<Omit<AuthState, 'sessionValid'>>(answer)[0];
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

interface SessionAccessRow {
  user_id: string;
  status: string;
  guardian_id: string | null;
  student_id: string | null;
  session_valid: boolean;
  employee_id: string | null;
  grants: {
    permissions: string[];
    level: string;
    countryId: string | null;
    centreId: string | null;
    ringId: string | null;
  }[];
  own_ring_ids: string[] | null;
  own_student_ids: string[] | null;
}

/**
 * The user and session behind an access token, with `loadGrants`, in one statement: the user, the
 * session's validity, the employee, the grants and, when a grant is `own`, the teacher's rings
 * and the guardian's children. Every request runs it (the route guard), so it is one round trip
 * where the two functions are two to four; it returns exactly what they return together
 * (`access.repository.test.ts` compares them).
 */
export async function loadSessionAccess(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ state: AuthState; grants: Grant[] } | null> {
  const answer = await executePrepared(
    db,
    'session-access',
    sql`
    select u.id as user_id, u.status, u.guardian_id, u.student_id,
      (s.revoked_at is null and s.expires_at > now()) as session_valid,
      e.id as employee_id,
      g.grants,
      case when g.has_own and e.id is not null then
        (select coalesce(json_agg(ri.id), '[]'::json) from rings ri
          where ri.archived_at is null and (ri.teacher_id = e.id or ri.assistant_id = e.id))
      end as own_ring_ids,
      case when g.has_own and u.guardian_id is not null then
        (select coalesce(json_agg(st.id), '[]'::json) from students st
          where st.guardian_id = u.guardian_id)
      end as own_student_ids
    from users u
    join sessions s on s.user_id = u.id and s.id = ${sessionId}
    left join lateral (
      select em.id from employees em
      where em.user_id = u.id and em.archived_at is null
      order by em.created_at limit 1
    ) e on true
    cross join lateral (
      select coalesce(json_agg(json_build_object(
          'permissions', r.permissions, 'level', ra.scope_level, 'countryId', ra.country_id,
          'centreId', ra.centre_id, 'ringId', ra.ring_id)), '[]'::json) as grants,
        coalesce(bool_or(ra.scope_level = 'own'), false) as has_own
      from role_assignments ra join roles r on r.id = ra.role_id
      where ra.user_id = u.id and r.archived_at is null
    ) g
    where u.id = ${userId}`,
  );
  const row = rowsOf<SessionAccessRow>(answer)[0];
  if (!row) return null;
  const state: AuthState = {
    userId: row.user_id,
    status: row.status,
    sessionValid: row.session_valid === true,
    employeeId: row.employee_id,
    guardianId: row.guardian_id,
    studentId: row.student_id,
  };
  const grants: Grant[] = row.grants.map((g) => ({
    permissions: g.permissions,
    level: g.level as AssignmentScopeLevel,
    countryId: g.countryId,
    centreId: g.centreId,
    ringId: g.ringId,
  }));
  if (!grants.some((g) => g.level === 'own')) return { state, grants };
  const ownRingIds = row.own_ring_ids ?? [];
  const ownStudentIds = [...(row.own_student_ids ?? [])];
  if (state.studentId && !ownStudentIds.includes(state.studentId))
    ownStudentIds.push(state.studentId);
  return {
    state,
    grants: grants.map((g) => (g.level === 'own' ? { ...g, ownRingIds, ownStudentIds } : g)),
  };
}

/** Ring ids visible to an employee as teacher or assistant (for screens that need them). */
export async function ringsOfEmployee(db: Db, employeeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: rings.id })
    .from(rings)
    .where(or(eq(rings.teacherId, employeeId), eq(rings.assistantId, employeeId)));
  return rows.map((r) => r.id);
}
