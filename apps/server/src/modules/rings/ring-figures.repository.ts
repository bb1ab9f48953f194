import { searchKey } from '@qc/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  attendance,
  centres,
  employees,
  followups,
  projects,
  readings,
  ringStars,
  ringTimes,
  rings,
  students,
} from '../../db/schema/index.ts';
import { ringScopeColumns } from './rings.repository.ts';

export interface RingFiguresFilter {
  projectCode?: string | undefined;
  centreId?: string | undefined;
  ringId?: string | undefined;
  q?: string | undefined;
}

/**
 * Open rings in scope with their figures over the last 30 days (from `since`): active
 * students, attendance rate, pages memorised (hifz), readings, the last day recorded, stars and
 * follow-up visits. At most 300 rings, by centre and name.
 */
export async function ringFigures(db: Db, scope: Scope, f: RingFiguresFilter, since: string) {
  const tokens = f.q ? searchKey(f.q).split(' ').filter(Boolean) : [];
  return db
    .select({
      id: rings.id,
      name: rings.name,
      centreId: rings.centreId,
      centreName: centres.name,
      projectCode: projects.code,
      projectNameAr: projects.nameAr,
      projectNameEn: projects.nameEn,
      projectNameFr: projects.nameFr,
      teacherId: rings.teacherId,
      teacherName: employees.fullName,
      capacity: rings.capacity,
      level: rings.level,
      gender: rings.gender,
      students: sql<number>`(select count(*)::int from ${students} where ${students.ringId} = ${rings}.id and ${students.status} = 'active' and ${students.archivedAt} is null)`,
      attended: sql<number>`(select count(*) filter (where ${attendance.status} in ('present', 'late'))::int from ${attendance} where ${attendance.ringId} = ${rings}.id and ${attendance.attendedOn} >= ${since})`,
      marked: sql<number>`(select count(*)::int from ${attendance} where ${attendance.ringId} = ${rings}.id and ${attendance.attendedOn} >= ${since})`,
      pages30: sql<string>`(select coalesce(sum(${readings.pageCount}), 0) from ${readings} where ${readings.ringId} = ${rings}.id and ${readings.readOn} >= ${since} and ${readings.kind} = 'hifz' and ${readings.archivedAt} is null)`,
      readings30: sql<number>`(select count(*)::int from ${readings} where ${readings.ringId} = ${rings}.id and ${readings.readOn} >= ${since} and ${readings.archivedAt} is null)`,
      lastDay: sql<
        string | null
      >`(select max(${attendance.attendedOn})::text from ${attendance} where ${attendance.ringId} = ${rings}.id)`,
      stars: sql<number>`(select coalesce(sum(${ringStars.stars}), 0)::int from ${ringStars} where ${ringStars.ringId} = ${rings}.id and ${ringStars.archivedAt} is null)`,
      followups: sql<number>`(select count(*)::int from ${followups} where ${followups.ringId} = ${rings}.id and ${followups.archivedAt} is null)`,
    })
    .from(rings)
    .innerJoin(centres, eq(centres.id, rings.centreId))
    .leftJoin(projects, eq(projects.id, rings.projectId))
    .leftJoin(employees, eq(employees.id, rings.teacherId))
    .where(
      and(
        isNull(rings.archivedAt),
        f.ringId ? eq(rings.id, f.ringId) : eq(rings.status, 'active'),
        scopeCondition(scope, ringScopeColumns),
        f.projectCode ? eq(projects.code, f.projectCode) : undefined,
        f.centreId ? eq(rings.centreId, f.centreId) : undefined,
        ...tokens.map((t) => sql`${rings.search} like ${`%${t}%`}`),
      ),
    )
    .orderBy(asc(centres.name), asc(rings.name))
    .limit(300);
}

/** The weekly slots of some rings. */
export async function slotsOfRings(db: Db, ringIds: readonly string[]) {
  if (ringIds.length === 0) return [];
  return db
    .select({
      ringId: ringTimes.ringId,
      weekday: ringTimes.weekday,
      startsAt: ringTimes.startsAt,
      endsAt: ringTimes.endsAt,
    })
    .from(ringTimes)
    .where(and(inArray(ringTimes.ringId, [...ringIds]), isNull(ringTimes.archivedAt)))
    .orderBy(asc(ringTimes.weekday), asc(ringTimes.startsAt));
}

/**
 * The active students of a ring with their attendance and hifz of the last 30 days. (The
 * subqueries name the outer table explicitly: in a one-table select Drizzle leaves columns
 * unqualified, and `id` would then mean the subquery's own table.)
 */
export async function ringMembers(db: Db, ringId: string, since: string) {
  return db
    .select({
      id: students.id,
      fullName: students.fullName,
      status: students.status,
      attended: sql<number>`(select count(*) filter (where ${attendance.status} in ('present', 'late'))::int from ${attendance} where ${attendance.studentId} = ${students}.id and ${attendance.attendedOn} >= ${since})`,
      marked: sql<number>`(select count(*)::int from ${attendance} where ${attendance.studentId} = ${students}.id and ${attendance.attendedOn} >= ${since})`,
      pages30: sql<string>`(select coalesce(sum(${readings.pageCount}), 0) from ${readings} where ${readings.studentId} = ${students}.id and ${readings.readOn} >= ${since} and ${readings.kind} = 'hifz' and ${readings.archivedAt} is null)`,
      lastReadOn: sql<
        string | null
      >`(select max(${readings.readOn})::text from ${readings} where ${readings.studentId} = ${students}.id and ${readings.archivedAt} is null)`,
    })
    .from(students)
    .where(
      and(eq(students.ringId, ringId), eq(students.status, 'active'), isNull(students.archivedAt)),
    )
    .orderBy(asc(students.fullName));
}
