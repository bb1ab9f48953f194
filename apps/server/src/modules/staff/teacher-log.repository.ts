import type { SheetPresence } from '@qc/domain';
import { monthBounds } from '@qc/domain';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attendance,
  centres,
  countries,
  employees,
  ringTimes,
  rings,
  teacherLogs,
} from '../../db/schema/index.ts';
import { defineOwnedTable } from '../../workflow/index.ts';

export type TeacherLogDbRow = typeof teacherLogs.$inferSelect;

/** The teacher log's days, bound once to the workflow kit (its screens key on `teacher-log`). */
export const teacherLogsTable = defineOwnedTable({
  name: 'teacher-log',
  readers: ['work-sheets', 'employees'],
  table: teacherLogs,
  scopeColumns: { country: teacherLogs.countryId, centre: teacherLogs.centreId },
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId ?? null }),
  searchWords: async (tx, r) => {
    const [e] = await tx
      .select({ name: employees.fullName })
      .from(employees)
      .where(eq(employees.id, r.employeeId));
    return e?.name ?? '';
  },
});

export async function logOf(
  db: Db,
  employeeId: string,
  day: string,
): Promise<TeacherLogDbRow | undefined> {
  const [row] = await db
    .select()
    .from(teacherLogs)
    .where(and(eq(teacherLogs.employeeId, employeeId), eq(teacherLogs.day, day)));
  return row;
}

/** A log's times as `HH:MM` in the zone. */
export async function logTimes(
  db: Db,
  id: string,
  timeZone: string,
): Promise<{ arrivedAt: string; leftAt: string | null }> {
  const [row] = await db
    .select({
      arrivedAt: sql<string>`to_char(${teacherLogs.arrivedAt} at time zone ${timeZone}, 'HH24:MI')`,
      leftAt: sql<
        string | null
      >`to_char(${teacherLogs.leftAt} at time zone ${timeZone}, 'HH24:MI')`,
    })
    .from(teacherLogs)
    .where(eq(teacherLogs.id, id));
  return row ?? { arrivedAt: '', leftAt: null };
}

/** The centre's map link (its coordinates, when it gives them, make the location checked). */
export async function centreLink(db: Db, centreId: string | null): Promise<string | null> {
  return (await centrePlace(db, centreId)).location;
}

/** The centre's map link and whether its check-ins must give the phone's location (or its QR). */
export async function centrePlace(
  db: Db,
  centreId: string | null,
): Promise<{ location: string | null; locationMandatory: boolean }> {
  if (!centreId) return { location: null, locationMandatory: false };
  const [row] = await db
    .select({
      location: centres.location,
      locationMandatory: centres.checkInLocationRequired,
    })
    .from(centres)
    .where(eq(centres.id, centreId));
  return { location: row?.location ?? null, locationMandatory: row?.locationMandatory ?? false };
}

/** The server's time now (the log's clock). */
export async function serverNow(db: Db): Promise<string> {
  const [row] = await db
    .select({ now: sql<string>`now()::text` })
    .from(countries)
    .limit(1);
  return row?.now ?? new Date().toISOString();
}

/**
 * A day's timetabled sessions of these employees' rings (weekday 0 = Sunday), each with whether
 * it was held (attendance recorded that day).
 */
export async function sessionsOfDay(
  db: Db,
  employeeIds: readonly string[],
  day: string,
  weekday: number,
): Promise<
  Array<{ employeeId: string; ringName: string; startsAt: string; endsAt: string; held: boolean }>
> {
  if (employeeIds.length === 0) return [];
  const ids = [...employeeIds];
  const rows = await db
    .select({
      teacherId: rings.teacherId,
      assistantId: rings.assistantId,
      ringId: rings.id,
      ringName: rings.name,
      startsAt: ringTimes.startsAt,
      endsAt: ringTimes.endsAt,
    })
    .from(ringTimes)
    .innerJoin(rings, eq(rings.id, ringTimes.ringId))
    .where(
      and(
        eq(ringTimes.weekday, weekday),
        isNull(ringTimes.archivedAt),
        eq(rings.status, 'active'),
        isNull(rings.archivedAt),
        or(inArray(rings.teacherId, ids), inArray(rings.assistantId, ids)),
      ),
    )
    .orderBy(asc(ringTimes.startsAt));
  const ringIds = [...new Set(rows.map((r) => r.ringId))];
  const held = ringIds.length
    ? await db
        .selectDistinct({ ringId: attendance.ringId })
        .from(attendance)
        .where(and(inArray(attendance.ringId, ringIds), eq(attendance.attendedOn, day)))
    : [];
  const heldSet = new Set(held.map((h) => h.ringId));
  return rows.flatMap((r) =>
    [r.teacherId, r.assistantId]
      .filter((e): e is string => !!e && ids.includes(e))
      .map((employeeId) => ({
        employeeId,
        ringName: r.ringName,
        startsAt: r.startsAt.slice(0, 5),
        endsAt: r.endsAt.slice(0, 5),
        held: heldSet.has(r.ringId),
      })),
  );
}

/** Active staff of a centre. */
export async function staffOfCentre(db: Db, centreId: string) {
  return db
    .select({ id: employees.id, name: employees.fullName })
    .from(employees)
    .where(
      and(
        eq(employees.centreId, centreId),
        eq(employees.status, 'active'),
        isNull(employees.archivedAt),
      ),
    )
    .orderBy(asc(employees.fullName), asc(employees.id));
}

/** A centre's logs of a day, times as `HH:MM` in the zone. */
export async function logsOfDay(db: Db, centreId: string, day: string, timeZone: string) {
  return db
    .select({
      employeeId: teacherLogs.employeeId,
      arrivedAt: sql<string>`to_char(${teacherLogs.arrivedAt} at time zone ${timeZone}, 'HH24:MI')`,
      leftAt: sql<
        string | null
      >`to_char(${teacherLogs.leftAt} at time zone ${timeZone}, 'HH24:MI')`,
      locationState: teacherLogs.locationState,
    })
    .from(teacherLogs)
    .where(and(eq(teacherLogs.centreId, centreId), eq(teacherLogs.day, day)));
}

export async function centreOf(db: Db, centreId: string) {
  const [row] = await db
    .select({ id: centres.id, name: centres.name, countryId: centres.countryId })
    .from(centres)
    .where(eq(centres.id, centreId));
  return row;
}

/** An employee's presence of a month (the work sheet shows it beside what they did). */
export async function presenceOf(
  db: Db,
  employeeId: string,
  month: string,
  timeZone: string,
): Promise<SheetPresence[]> {
  const { from, to } = monthBounds(month);
  const rows = await db
    .select({
      date: teacherLogs.day,
      arrivedAt: sql<string>`to_char(${teacherLogs.arrivedAt} at time zone ${timeZone}, 'HH24:MI')`,
      leftAt: sql<
        string | null
      >`to_char(${teacherLogs.leftAt} at time zone ${timeZone}, 'HH24:MI')`,
    })
    .from(teacherLogs)
    .where(
      and(
        eq(teacherLogs.employeeId, employeeId),
        gte(teacherLogs.day, from),
        lte(teacherLogs.day, to),
      ),
    )
    .orderBy(asc(teacherLogs.day));
  return rows;
}

/** The log row with this id (the caller's own, found by their staff record). */
export function eqLogId(id: string): SQL {
  return eq(teacherLogs.id, id);
}
