import { and, asc, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { alias } from 'drizzle-orm/pg-core';
import { employees, projects, ringTimes, rings } from '../../db/schema/index.ts';
import { ringScopeColumns } from './rings.repository.ts';

export interface SlotInput {
  weekday: number;
  startsAt: string;
  endsAt: string;
}

/** Serialises timetable changes of one teacher: concurrent clashing inserts cannot both pass. */
export async function lockTeacher(db: Db, employeeId: string): Promise<void> {
  await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .for('update');
}

/**
 * The first slot that overlaps the given one on the same weekday, either in the same ring or
 * in another ring taught (or assisted) by the same teacher.
 */
export async function findClash(
  db: Db,
  ringId: string,
  teacherIds: string[],
  slot: SlotInput,
  exceptId?: string,
) {
  const people: SQL[] = [eq(rings.id, ringId)];
  for (const t of teacherIds) people.push(eq(rings.teacherId, t), eq(rings.assistantId, t));
  const [row] = await db
    .select({ id: ringTimes.id, ringId: rings.id, ringName: rings.name })
    .from(ringTimes)
    .innerJoin(rings, eq(rings.id, ringTimes.ringId))
    .where(
      and(
        isNull(ringTimes.archivedAt),
        isNull(rings.archivedAt),
        eq(ringTimes.weekday, slot.weekday),
        lt(ringTimes.startsAt, slot.endsAt),
        gt(ringTimes.endsAt, slot.startsAt),
        or(...people),
        exceptId ? ne(ringTimes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertRingTime(db: Db, ringId: string, slot: SlotInput) {
  const [row] = await db
    .insert(ringTimes)
    .values({ ringId, ...slot })
    .returning();
  return row!;
}

export async function findRingTimeInScope(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select({ time: ringTimes, ring: rings })
    .from(ringTimes)
    .innerJoin(rings, eq(rings.id, ringTimes.ringId))
    .where(
      and(
        eq(ringTimes.id, id),
        isNull(ringTimes.archivedAt),
        scopeCondition(scope, ringScopeColumns),
      ),
    );
  return row;
}

export async function archiveRingTime(db: Db, id: string) {
  await db
    .update(ringTimes)
    .set({ archivedAt: new Date().toISOString() })
    .where(eq(ringTimes.id, id));
}

export interface RingTimesFilter {
  ringId?: string | undefined;
  teacherId?: string | undefined;
  centreId?: string | undefined;
  projectId?: string | undefined;
  /** Rings of the project with this code (ring-time-maher: 'maher'). */
  projectCode?: string | undefined;
}

/**
 * The timetable: every slot in scope with its ring and teacher, by weekday and time. Not paged on
 * purpose: the timetable screen draws the whole week of the rings in scope at once (a bounded
 * set, a few slots per ring), and a page of a week would hide clashes.
 */
export async function listRingTimes(db: Db, scope: Scope, f: RingTimesFilter) {
  return db
    .select({
      id: ringTimes.id,
      weekday: ringTimes.weekday,
      startsAt: ringTimes.startsAt,
      endsAt: ringTimes.endsAt,
      ringId: rings.id,
      ringName: rings.name,
      centreId: rings.centreId,
      projectId: rings.projectId,
      teacherId: rings.teacherId,
      teacherName: employees.fullName,
    })
    .from(ringTimes)
    .innerJoin(rings, eq(rings.id, ringTimes.ringId))
    .leftJoin(employees, eq(employees.id, rings.teacherId))
    .leftJoin(projects, eq(projects.id, rings.projectId))
    .where(
      and(
        isNull(ringTimes.archivedAt),
        isNull(rings.archivedAt),
        scopeCondition(scope, ringScopeColumns),
        f.ringId ? eq(rings.id, f.ringId) : undefined,
        f.teacherId
          ? or(eq(rings.teacherId, f.teacherId), eq(rings.assistantId, f.teacherId))
          : undefined,
        f.centreId ? eq(rings.centreId, f.centreId) : undefined,
        f.projectId ? eq(rings.projectId, f.projectId) : undefined,
        f.projectCode ? eq(projects.code, f.projectCode) : undefined,
      ),
    )
    .orderBy(asc(ringTimes.weekday), asc(ringTimes.startsAt), asc(rings.name))
    .limit(2000);
}

/**
 * The first ring of these teachers (taught or assisted, other than `ringId`) with a slot that
 * overlaps one of `ringId`'s slots: what a change of the ring's teacher would clash with.
 */
export async function findTeacherClash(db: Db, ringId: string, teacherIds: string[]) {
  if (teacherIds.length === 0) return undefined;
  const mine = alias(ringTimes, 'mine');
  const [row] = await db
    .select({ ringId: rings.id, ringName: rings.name })
    .from(ringTimes)
    .innerJoin(rings, eq(rings.id, ringTimes.ringId))
    .innerJoin(
      mine,
      and(
        eq(mine.ringId, ringId),
        isNull(mine.archivedAt),
        eq(mine.weekday, ringTimes.weekday),
        lt(ringTimes.startsAt, mine.endsAt),
        gt(ringTimes.endsAt, mine.startsAt),
      ),
    )
    .where(
      and(
        isNull(ringTimes.archivedAt),
        isNull(rings.archivedAt),
        ne(rings.id, ringId),
        or(...teacherIds.flatMap((t) => [eq(rings.teacherId, t), eq(rings.assistantId, t)])),
      ),
    )
    .limit(1);
  return row;
}
