import { and, asc, between, count, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  employees,
  examinerAvailability,
  examiners,
  testMistakes,
  testRequests,
  testResults,
} from '../../db/schema/index.ts';

/** The examiner's sheet and the examiners' loads: results, mistakes, examiners and their tests. */

export type ExaminerWindow = typeof examinerAvailability.$inferSelect;

/** A request's result with its examiner's name, if one was submitted. */
export async function resultWithExaminer(db: Db, requestId: string) {
  const [row] = await db
    .select({ r: testResults, examinerName: employees.fullName })
    .from(testResults)
    .leftJoin(examiners, eq(examiners.id, testResults.examinerId))
    .leftJoin(employees, eq(employees.id, examiners.employeeId))
    .where(eq(testResults.requestId, requestId));
  return row;
}

/** A request's kind and portion bounds (ayah indices), if the request exists. */
export async function requestKindAndPortion(db: Db, requestId: string) {
  const [row] = await db
    .select({
      kindId: testRequests.kindId,
      from: testRequests.portionFrom,
      to: testRequests.portionTo,
    })
    .from(testRequests)
    .where(eq(testRequests.id, requestId));
  return row;
}

/** A result's mistakes in the order of the text. */
export async function mistakesOfResult(db: Db, resultId: string) {
  return db
    .select()
    .from(testMistakes)
    .where(eq(testMistakes.resultId, resultId))
    .orderBy(asc(testMistakes.ayahIndex));
}

/**
 * A student's mistakes in earlier tests on the ayahs `from`..`to` (indices), other than those of
 * request `exceptRequestId`: in the order of the text, the latest first on each ayah, at most 500.
 */
export async function pastMistakesOn(
  db: Db,
  studentId: string,
  exceptRequestId: string,
  from: number,
  to: number,
) {
  return db
    .select({
      surah: testMistakes.surah,
      ayah: testMistakes.ayah,
      type: testMistakes.type,
      at: testResults.submittedAt,
    })
    .from(testMistakes)
    .innerJoin(testResults, eq(testResults.id, testMistakes.resultId))
    .where(
      and(
        eq(testMistakes.studentId, studentId),
        ne(testMistakes.requestId, exceptRequestId),
        between(testMistakes.ayahIndex, from, to),
      ),
    )
    .orderBy(asc(testMistakes.ayahIndex), desc(testResults.submittedAt))
    .limit(500);
}

/** How many scheduled tests each examiner has, by examiner id (absent: none). */
export async function upcomingLoad(db: Db, examinerIds: string[]) {
  const out = new Map<string, number>();
  if (examinerIds.length === 0) return out;
  const rows = await db
    .select({ id: testRequests.examinerId, n: count() })
    .from(testRequests)
    .where(and(inArray(testRequests.examinerId, examinerIds), eq(testRequests.state, 'scheduled')))
    .groupBy(testRequests.examinerId);
  for (const r of rows) if (r.id) out.set(r.id, Number(r.n));
  return out;
}

/** The active, unarchived examiners qualified for a kind, with their name and centre's name. */
export async function activeExaminersOfKind(db: Db, kindId: string) {
  return db
    .select({ x: examiners, name: employees.fullName, centreName: centres.name })
    .from(examiners)
    .innerJoin(employees, eq(employees.id, examiners.employeeId))
    .leftJoin(centres, eq(centres.id, examiners.centreId))
    .where(
      and(
        isNull(examiners.archivedAt),
        eq(examiners.status, 'active'),
        sql`${kindId}::uuid = any(${examiners.kindIds})`,
      ),
    );
}

/** The declared (unarchived) availability windows of the examiners. */
export async function availabilityOf(db: Db, examinerIds: string[]): Promise<ExaminerWindow[]> {
  return db
    .select()
    .from(examinerAvailability)
    .where(
      and(
        inArray(examinerAvailability.examinerId, examinerIds),
        isNull(examinerAvailability.archivedAt),
      ),
    );
}

/**
 * The examiners (of `examinerIds`) with another scheduled test overlapping `start`..`end` (a
 * test without a duration counts as 30 minutes), one entry per such test.
 */
export async function examinersBusyBetween(
  db: Db,
  examinerIds: string[],
  exceptRequestId: string,
  start: Date,
  end: Date,
): Promise<string[]> {
  const clashes = await db
    .select({ id: testRequests.examinerId })
    .from(testRequests)
    .where(
      and(
        inArray(testRequests.examinerId, examinerIds),
        eq(testRequests.state, 'scheduled'),
        ne(testRequests.id, exceptRequestId),
        sql`${testRequests.scheduledAt} < ${end.toISOString()}::timestamptz`,
        sql`${testRequests.scheduledAt} + make_interval(mins => coalesce(${testRequests.durationMinutes}, 30)) > ${start.toISOString()}::timestamptz`,
      ),
    );
  return clashes.map((c) => c.id!);
}

/** The unarchived examiners in a scope (optionally of a kind, of a centre), by name. */
export async function examinersInScope(
  db: Db,
  scope: Scope,
  f: { kindId?: string | undefined; centreId?: string | undefined },
) {
  return db
    .select({ x: examiners, name: employees.fullName, centreName: centres.name })
    .from(examiners)
    .innerJoin(employees, eq(employees.id, examiners.employeeId))
    .leftJoin(centres, eq(centres.id, examiners.centreId))
    .where(
      and(
        isNull(examiners.archivedAt),
        scopeCondition(scope, { country: examiners.countryId, centre: examiners.centreId }),
        f.kindId ? sql`${f.kindId}::uuid = any(${examiners.kindIds})` : undefined,
        f.centreId ? eq(examiners.centreId, f.centreId) : undefined,
      ),
    )
    .orderBy(asc(employees.fullName));
}

/** How many tests each examiner has scheduled in `from`..`to` (end excluded), by examiner id. */
export async function scheduledBetween(
  db: Db,
  examinerIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const r of await db
    .select({ id: testRequests.examinerId, n: count() })
    .from(testRequests)
    .where(
      and(
        inArray(testRequests.examinerId, examinerIds),
        gte(testRequests.scheduledAt, from.toISOString()),
        lt(testRequests.scheduledAt, to.toISOString()),
      ),
    )
    .groupBy(testRequests.examinerId))
    if (r.id) out.set(r.id, Number(r.n));
  return out;
}

/** How many results each examiner has submitted since `since`, by examiner id. */
export async function examinedSince(
  db: Db,
  examinerIds: string[],
  since: Date,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const r of await db
    .select({ id: testResults.examinerId, n: count() })
    .from(testResults)
    .where(
      and(
        inArray(testResults.examinerId, examinerIds),
        gte(testResults.submittedAt, since.toISOString()),
      ),
    )
    .groupBy(testResults.examinerId))
    if (r.id) out.set(r.id, Number(r.n));
  return out;
}
