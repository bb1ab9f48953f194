import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { studentCaseEvents, students } from '../../db/schema/index.ts';
import { appendEventIn, defineEventTable, type ActBy } from '../../workflow/index.ts';

export type StudentRow = typeof students.$inferSelect;

export const studentScopeColumns = {
  country: students.countryId,
  centre: students.centreId,
  ring: students.ringId,
  student: students.id,
};

/** One student inside the scope (archived ones excluded), or undefined. */
export async function findStudentInScope(
  db: Db,
  scope: Scope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StudentRow | undefined> {
  const q = db
    .select()
    .from(students)
    .where(
      and(
        eq(students.id, id),
        isNull(students.archivedAt),
        scopeCondition(scope, studentScopeColumns),
      ),
    );
  const [row] = options.forUpdate ? await q.for('update') : await q;
  return row;
}

/**
 * The students' case events for the workflow kit: a move of a student's status (from, to), its
 * reason, the day it took effect and who decided it (the audit's actor).
 */
const caseEventsTable = defineEventTable({
  table: studentCaseEvents,
  values: (e) => ({
    studentId: e.recordId,
    fromStatus: e.fromState,
    toStatus: e.toState,
    reason: e.reason ?? '',
    occurredOn: e.details?.occurredOn as string,
    decidedBy: e.byUserId,
  }),
});

/**
 * A student's case event in the caller's unit of work, through the kit, by who acted (`by`: the
 * request's user, as the write core audits the student's change beside it).
 */
export async function insertCaseEvent(
  tx: Db,
  by: ActBy,
  e: {
    studentId: string;
    fromStatus: string | null;
    toStatus: string;
    reason: string;
    occurredOn: string;
  },
): Promise<typeof studentCaseEvents.$inferSelect> {
  return appendEventIn(tx, by, caseEventsTable, {
    recordId: e.studentId,
    action: 'status',
    fromState: e.fromStatus,
    toState: e.toStatus,
    reason: e.reason,
    details: { occurredOn: e.occurredOn },
  });
}

export async function listCaseEvents(db: Db, studentId: string) {
  return db
    .select()
    .from(studentCaseEvents)
    .where(eq(studentCaseEvents.studentId, studentId))
    .orderBy(asc(studentCaseEvents.occurredOn), asc(studentCaseEvents.createdAt));
}

/** A student's centre (a special case must live in its student's centre), or undefined. */
export async function studentCentreOf(
  db: Db,
  studentId: string,
): Promise<{ centreId: string } | undefined> {
  const [student] = await db
    .select({ centreId: students.centreId })
    .from(students)
    .where(eq(students.id, studentId));
  return student;
}
