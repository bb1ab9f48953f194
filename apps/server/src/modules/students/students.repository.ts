import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { studentCaseEvents, students } from '../../db/schema/index.ts';

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

export async function insertCaseEvent(
  db: Db,
  values: typeof studentCaseEvents.$inferInsert,
): Promise<typeof studentCaseEvents.$inferSelect> {
  const [row] = await db.insert(studentCaseEvents).values(values).returning();
  return row!;
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
