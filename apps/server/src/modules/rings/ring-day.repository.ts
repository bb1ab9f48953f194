import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonRows, rowsOf } from '../../db/json-rows.ts';
import { attendance, holidays, readings, ringTimes, students } from '../../db/schema/index.ts';
import type { RingRow } from './rings.repository.ts';

export type ReadingRow = typeof readings.$inferSelect;
export type AttendanceRow = typeof attendance.$inferSelect;

export async function findHoliday(db: Db, ring: RingRow, date: string) {
  const [row] = await db
    .select({ id: holidays.id, name: holidays.name, kind: holidays.kind })
    .from(holidays)
    .where(
      and(
        isNull(holidays.archivedAt),
        // Special working hours are not days off.
        eq(holidays.kind, 'holiday'),
        lte(holidays.startsOn, date),
        gte(holidays.endsOn, date),
        or(
          and(isNull(holidays.countryId), isNull(holidays.centreId)),
          and(eq(holidays.countryId, ring.countryId), isNull(holidays.centreId)),
          eq(holidays.centreId, ring.centreId),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The weekdays (0 Sunday … 6 Saturday) on which a ring meets, from its timetable. */
export async function ringWeekdays(db: Db, ringId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ weekday: ringTimes.weekday })
    .from(ringTimes)
    .where(and(eq(ringTimes.ringId, ringId), isNull(ringTimes.archivedAt)))
    .orderBy(asc(ringTimes.weekday));
  return rows.map((r) => r.weekday);
}

export interface DayStudent {
  id: string;
  fullName: string;
  status: string;
  ringId: string | null;
  memorisationDirection: string;
  portionPages: string;
}

const studentColumns = {
  id: students.id,
  fullName: students.fullName,
  status: students.status,
  ringId: students.ringId,
  memorisationDirection: students.memorisationDirection,
  portionPages: students.portionPages,
};

/** The active students of the ring, plus anyone already recorded in the ring on that day. */
export async function dayStudents(
  db: Db,
  ringId: string,
  recordedIds: readonly string[],
): Promise<DayStudent[]> {
  const inRing = and(
    eq(students.ringId, ringId),
    eq(students.status, 'active'),
    isNull(students.archivedAt),
  );
  return db
    .select(studentColumns)
    .from(students)
    .where(recordedIds.length > 0 ? or(inRing, inArray(students.id, [...recordedIds])) : inRing)
    .orderBy(asc(students.fullName));
}

/**
 * The ids of who may be recorded in the ring on a day, in one query: its active students, and
 * anyone with attendance or a reading in the ring that day (what `dayStudents` lists).
 */
export async function dayMemberIds(db: Db, ringId: string, date: string): Promise<string[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(eq(students.ringId, ringId), eq(students.status, 'active'), isNull(students.archivedAt)),
    )
    .union(
      db
        .select({ id: attendance.studentId })
        .from(attendance)
        .where(and(eq(attendance.ringId, ringId), eq(attendance.attendedOn, date))),
    )
    .union(
      db
        .select({ id: readings.studentId })
        .from(readings)
        .where(
          and(eq(readings.ringId, ringId), eq(readings.readOn, date), isNull(readings.archivedAt)),
        ),
    );
  return rows.map((r) => r.id);
}

export async function dayAttendance(
  db: Db,
  ringId: string,
  date: string,
): Promise<AttendanceRow[]> {
  return db
    .select()
    .from(attendance)
    .where(and(eq(attendance.ringId, ringId), eq(attendance.attendedOn, date)));
}

export async function dayReadings(db: Db, ringId: string, date: string): Promise<ReadingRow[]> {
  return db
    .select()
    .from(readings)
    .where(and(eq(readings.ringId, ringId), eq(readings.readOn, date), isNull(readings.archivedAt)))
    .orderBy(asc(readings.createdAt));
}

export interface HistoryReading {
  studentId: string;
  kind: string;
  fromSurah: number;
  fromAyah: number;
  toSurah: number;
  toAyah: number;
  readOn: string;
  mistakesMemorisation: number;
  grade: string | null;
  pageCount: string;
}

/** Every memorisation and revision reading of the students up to a day (for the plan). */
export async function historyOf(
  db: Db,
  studentIds: readonly string[],
  uptoInclusive: string,
): Promise<HistoryReading[]> {
  if (studentIds.length === 0) return [];
  return db
    .select({
      studentId: readings.studentId,
      kind: readings.kind,
      fromSurah: readings.fromSurah,
      fromAyah: readings.fromAyah,
      toSurah: readings.toSurah,
      toAyah: readings.toAyah,
      readOn: readings.readOn,
      mistakesMemorisation: readings.mistakesMemorisation,
      grade: readings.grade,
      pageCount: readings.pageCount,
    })
    .from(readings)
    .where(
      and(
        inArray(readings.studentId, [...studentIds]),
        inArray(readings.kind, ['hifz', 'revision']),
        lte(readings.readOn, uptoInclusive),
        isNull(readings.archivedAt),
      ),
    )
    .orderBy(asc(readings.readOn), asc(readings.createdAt));
}

/** The latest hifz reading of each student before a day. */
export async function lastHifzBefore(db: Db, studentIds: readonly string[], before: string) {
  if (studentIds.length === 0) return [];
  return db
    .selectDistinctOn([readings.studentId], {
      studentId: readings.studentId,
      fromSurah: readings.fromSurah,
      fromAyah: readings.fromAyah,
      toSurah: readings.toSurah,
      toAyah: readings.toAyah,
      readOn: readings.readOn,
      grade: readings.grade,
    })
    .from(readings)
    .where(
      and(
        inArray(readings.studentId, [...studentIds]),
        eq(readings.kind, 'hifz'),
        lt(readings.readOn, before),
        isNull(readings.archivedAt),
      ),
    )
    .orderBy(readings.studentId, desc(readings.readOn), desc(readings.createdAt));
}

export async function readingsByClientIds(
  db: Db,
  clientIds: readonly string[],
): Promise<ExistingReading[]> {
  if (clientIds.length === 0) return [];
  return (
    db
      .select({
        id: readings.id,
        clientId: readings.clientId,
        studentId: readings.studentId,
        ringId: readings.ringId,
        readOn: readings.readOn,
        version: readings.version,
        kind: readings.kind,
        fromSurah: readings.fromSurah,
        fromAyah: readings.fromAyah,
        toSurah: readings.toSurah,
        toAyah: readings.toAyah,
        mistakesMemorisation: readings.mistakesMemorisation,
        mistakesTajweed: readings.mistakesTajweed,
        grade: readings.grade,
        notes: readings.notes,
      })
      .from(readings)
      .where(inArray(readings.clientId, [...clientIds]))
      // Locked until the save ends: an edit checked against a version keeps it until written.
      .for('update')
  );
}

/** A reading already saved under a client id: where it belongs, its version and content. */
export interface ExistingReading {
  id: string;
  clientId: string | null;
  studentId: string;
  ringId: string;
  readOn: string;
  version: number;
  kind: string;
  fromSurah: number;
  fromAyah: number;
  toSurah: number;
  toAyah: number;
  mistakesMemorisation: number;
  mistakesTajweed: number;
  grade: string | null;
  notes: string | null;
}

/** Attendance of many students at once; the unique (student, ring, day) makes it an upsert. */
export async function upsertAttendance(db: Db, values: Array<typeof attendance.$inferInsert>) {
  if (values.length === 0) return;
  const rows = jsonRows(
    attendance,
    ['countryId', 'centreId', 'ringId', 'studentId', 'attendedOn', 'status', 'reason'],
    values,
  );
  await db.execute(sql`
    insert into ${attendance} ${rows.columns} ${rows.select}
    on conflict (student_id, ring_id, attended_on) do update set
      status = excluded.status, reason = excluded.reason, updated_at = now(),
      version = ${attendance}.version + 1`);
}

/** Readings of many students at once, upserted by their client-generated id. */
export async function upsertReadings(
  db: Db,
  values: Array<typeof readings.$inferInsert>,
): Promise<Array<{ id: string; clientId: string | null; studentId: string }>> {
  if (values.length === 0) return [];
  const rows = jsonRows(
    readings,
    [
      'countryId',
      'centreId',
      'ringId',
      'studentId',
      'teacherId',
      'readOn',
      'kind',
      'fromSurah',
      'fromAyah',
      'toSurah',
      'toAyah',
      'ayahCount',
      'pageCount',
      'mistakesMemorisation',
      'mistakesTajweed',
      'grade',
      'notes',
      'clientId',
    ],
    values,
  );
  return rowsOf(
    await db.execute(sql`
      insert into ${readings} ${rows.columns} ${rows.select}
      on conflict (client_id) do update set
        kind = excluded.kind, from_surah = excluded.from_surah, from_ayah = excluded.from_ayah,
        to_surah = excluded.to_surah, to_ayah = excluded.to_ayah,
        ayah_count = excluded.ayah_count, page_count = excluded.page_count,
        mistakes_memorisation = excluded.mistakes_memorisation,
        mistakes_tajweed = excluded.mistakes_tajweed, grade = excluded.grade,
        notes = excluded.notes, teacher_id = excluded.teacher_id, archived_at = null,
        updated_at = now(), version = ${readings}.version + 1
      returning id, client_id as "clientId", student_id as "studentId"`),
  );
}

/** Removes readings of the ring day by client id (only rows of that ring, day and students). */
export async function removeReadings(
  db: Db,
  ringId: string,
  date: string,
  pairs: ReadonlyArray<{ studentId: string; clientId: string }>,
): Promise<number> {
  if (pairs.length === 0) return 0;
  const rows = await db
    .delete(readings)
    .where(
      and(
        eq(readings.ringId, ringId),
        eq(readings.readOn, date),
        or(
          ...pairs.map((p) =>
            and(eq(readings.studentId, p.studentId), eq(readings.clientId, p.clientId)),
          ),
        ),
      ),
    )
    .returning({ id: readings.id });
  return rows.length;
}

/** How many times a student was late in a month (`YYYY-MM`), the day being saved included. */
export async function lateCountInMonth(db: Db, studentId: string, month: string): Promise<number> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attendance)
    .where(
      and(
        eq(attendance.studentId, studentId),
        eq(attendance.status, 'late'),
        gte(attendance.attendedOn, `${month}-01`),
        lt(attendance.attendedOn, next),
      ),
    );
  return row?.n ?? 0;
}
