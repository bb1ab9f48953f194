import { TEACHER_JOBS, type LadderCriteria } from '@qc/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  countries,
  employees,
  ladderCriteriaVersions,
  ladderGrades,
  ladderStandings,
  teacherLogs,
  users,
} from '../../db/schema/index.ts';

/** A demo account by its e-mail. */
export async function demoUserByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

/** The demo's countries with their currency. */
export async function demoCountries(db: Db) {
  return db.select({ id: countries.id, currency: countries.currency }).from(countries);
}

/**
 * Bulk-loads a country's ladder grades with their first criteria version (demo data: an empty
 * database, no caller; search words are recomputed after with reindexSearch).
 */
export async function insertDemoGrades(
  db: Db,
  rows: Array<typeof ladderGrades.$inferInsert & LadderCriteria>,
): Promise<Array<{ id: string; rank: number }>> {
  const made = await db.insert(ladderGrades).values(rows).returning();
  await db.insert(ladderCriteriaVersions).values(
    made.map((g) => ({
      gradeId: g.id,
      version: 1,
      criteria: {
        minYears: g.minYears,
        ijazahRequired: g.ijazahRequired,
        minEvaluation: g.minEvaluation,
        evaluationPeriods: g.evaluationPeriods,
        minPassRate: g.minPassRate,
        minTrainingExams: g.minTrainingExams,
      },
      createdBy: null,
    })),
  );
  return made.map((g) => ({ id: g.id, rank: g.rank }));
}

/** The active teachers of some centres, by name. */
export async function demoTeachersOf(db: Db, centreIds: readonly string[]) {
  if (centreIds.length === 0) return [];
  return db
    .select({
      id: employees.id,
      countryId: employees.countryId,
      centreId: employees.centreId,
      hiredOn: employees.hiredOn,
    })
    .from(employees)
    .where(
      and(inArray(employees.centreId, [...centreIds]), inArray(employees.job, [...TEACHER_JOBS])),
    )
    .orderBy(asc(employees.fullName), asc(employees.id));
}

/** The teachers' first standing: the first grade since they were hired (bulk demo load). */
export async function insertDemoStandings(
  db: Db,
  rows: Array<typeof ladderStandings.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await db.insert(ladderStandings).values(rows);
}

/** A country's weekend days and time zone (the demo's teacher log). */
export async function demoCalendar(db: Db, countryId: string) {
  const [row] = await db
    .select({ weekendDays: countries.weekendDays, timeZone: countries.timeZone })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row;
}

/**
 * Bulk-loads past days of the teacher log (demo data): each arrival and leaving given as the
 * country's local time of that day.
 */
export async function insertDemoLogs(
  db: Db,
  timeZone: string,
  rows: Array<{
    countryId: string;
    centreId: string | null;
    employeeId: string;
    day: string;
    arrives: string;
    leaves: string;
    locationState: string;
    distanceM: number | null;
    note: string | null;
  }>,
): Promise<void> {
  const at = (day: string, time: string) =>
    sql<string>`((${day} || ' ' || ${time})::timestamp at time zone ${timeZone})`;
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(teacherLogs)
      .values(
        rows.slice(i, i + 500).map((r) => ({
          countryId: r.countryId,
          centreId: r.centreId,
          employeeId: r.employeeId,
          day: r.day,
          arrivedAt: at(r.day, r.arrives),
          leftAt: at(r.day, r.leaves),
          locationState: r.locationState,
          distanceM: r.distanceM,
          note: r.note,
        })),
      )
      .onConflictDoNothing();
}
