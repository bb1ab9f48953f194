import { and, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alias } from 'drizzle-orm/pg-core';
import { employees, projects, ringTimes, rings } from '../../db/schema/index.ts';

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

/**
 * Locks a ring's row for a change of its weekly slots and answers its teachers: the slot writes
 * of one ring, and a change of its teacher (the rings hook, whose write has the row locked
 * already), take the ring first and its teachers after, always in that order.
 */
export async function lockRing(db: Db, ringId: string) {
  const [row] = await db
    .select({ id: rings.id, teacherId: rings.teacherId, assistantId: rings.assistantId })
    .from(rings)
    .where(eq(rings.id, ringId))
    .for('update');
  return row;
}

/** The slots of the rings a teacher teaches or assists (the timetable of one teacher). */
export function slotsOfTeacher(employeeId: string): SQL {
  return sql`${ringTimes.ringId} in (select ${rings.id} from ${rings}
    where ${rings.teacherId} = ${employeeId} or ${rings.assistantId} = ${employeeId})`;
}

/** The slots of the rings of the project with this code (ring-time-maher: 'maher'). */
export function slotsOfProject(code: string): SQL {
  return sql`${ringTimes.ringId} in (select ${rings.id} from ${rings}
    join ${projects} on ${projects.id} = ${rings.projectId} where ${projects.code} = ${code})`;
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
