import { and, countDistinct, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  attendance,
  centres,
  countries,
  readings,
  rings,
  students,
} from '../../db/schema/index.ts';

export interface SummaryScopes {
  countries: Scope;
  centres: Scope;
  rings: Scope;
  students: Scope;
  employees: Scope;
  readings: Scope;
  attendance: Scope;
}

const count = async (q: Promise<Array<{ n: number }>>) => (await q)[0]?.n ?? 0;

/** The figures of the home dashboard, each counted inside the caller's scope for it. */
export async function dashboardSummary(
  db: Db,
  s: SummaryScopes,
  weekStart: string,
  monthStart: string,
) {
  const n = sql<number>`count(*)::int`;
  const [
    countryCount,
    centreCount,
    ringCount,
    studentCount,
    activeStudents,
    teachers,
    readingsWeek,
    pages,
    att,
  ] = await Promise.all([
    count(
      db
        .select({ n })
        .from(countries)
        .where(
          and(isNull(countries.archivedAt), scopeCondition(s.countries, { country: countries.id })),
        ),
    ),
    count(
      db
        .select({ n })
        .from(centres)
        .where(
          and(
            isNull(centres.archivedAt),
            scopeCondition(s.centres, { country: centres.countryId, centre: centres.id }),
          ),
        ),
    ),
    count(
      db
        .select({ n })
        .from(rings)
        .where(
          and(
            isNull(rings.archivedAt),
            scopeCondition(s.rings, {
              country: rings.countryId,
              centre: rings.centreId,
              ring: rings.id,
            }),
          ),
        ),
    ),
    count(
      db
        .select({ n })
        .from(students)
        .where(and(isNull(students.archivedAt), studentsIn(s.students))),
    ),
    count(
      db
        .select({ n })
        .from(students)
        .where(
          and(isNull(students.archivedAt), eq(students.status, 'active'), studentsIn(s.students)),
        ),
    ),
    count(
      db
        .select({ n: sql<number>`${countDistinct(rings.teacherId)}::int` })
        .from(rings)
        .where(
          and(
            isNull(rings.archivedAt),
            scopeCondition(s.employees, {
              country: rings.countryId,
              centre: rings.centreId,
              ring: rings.id,
            }),
          ),
        ),
    ),
    count(
      db
        .select({ n })
        .from(readings)
        .where(and(gte(readings.readOn, weekStart), readingsIn(s.readings))),
    ),
    count(
      db
        .select({ n: sql<number>`coalesce(round(sum(${readings.pageCount}))::int, 0)` })
        .from(readings)
        .where(
          and(gte(readings.readOn, monthStart), eq(readings.kind, 'hifz'), readingsIn(s.readings)),
        ),
    ),
    db
      .select({
        total: sql<number>`count(*)::int`,
        present: sql<number>`count(*) filter (where ${attendance.status} in ('present', 'late'))::int`,
      })
      .from(attendance)
      .where(
        and(
          gte(attendance.attendedOn, monthStart),
          scopeCondition(s.attendance, {
            country: attendance.countryId,
            centre: attendance.centreId,
            ring: attendance.ringId,
            student: attendance.studentId,
          }),
        ),
      ),
  ]);
  const total = att[0]?.total ?? 0;
  return {
    countries: countryCount,
    centres: centreCount,
    rings: ringCount,
    students: studentCount,
    activeStudents,
    teachers,
    readingsThisWeek: readingsWeek,
    pagesThisMonth: pages,
    attendanceRate: total > 0 ? Math.round(((att[0]?.present ?? 0) / total) * 1000) / 10 : null,
  };
}

function studentsIn(scope: Scope) {
  return scopeCondition(scope, {
    country: students.countryId,
    centre: students.centreId,
    ring: students.ringId,
    student: students.id,
  });
}

function readingsIn(scope: Scope) {
  return scopeCondition(scope, {
    country: readings.countryId,
    centre: readings.centreId,
    ring: readings.ringId,
    student: readings.studentId,
  });
}
