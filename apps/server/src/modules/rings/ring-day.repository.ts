import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { executePrepared, type Db } from '../../db/client.ts';
import { jsonRows, rowsOf } from '../../db/json-rows.ts';
import { attendance, readings } from '../../db/schema/index.ts';
import type { StoredProgress } from '@qc/domain';
import type { RingRow } from './rings.repository.ts';

export type ReadingRow = typeof readings.$inferSelect;
export type AttendanceRow = typeof attendance.$inferSelect;

export interface DayStudent {
  id: string;
  fullName: string;
  status: string;
  ringId: string | null;
  memorisationDirection: string;
  portionPages: string;
}

/** A reading of the day as the ring day shows it. */
export type DayReading = Pick<
  ReadingRow,
  | 'id'
  | 'clientId'
  | 'studentId'
  | 'kind'
  | 'fromSurah'
  | 'fromAyah'
  | 'toSurah'
  | 'toAyah'
  | 'ayahCount'
  | 'mistakesMemorisation'
  | 'mistakesTajweed'
  | 'grade'
  | 'notes'
  | 'version'
> & { pageCount: number | string };

/** A student of the day with their kept memorisation state and their last new portion. */
export interface DaySnapshotStudent extends Omit<DayStudent, 'portionPages'> {
  portionPages: number | string;
  /** The kept state (`student_progress`), null when missing or stale. */
  state: StoredProgress | null;
  lastHifz: {
    fromSurah: number;
    fromAyah: number;
    toSurah: number;
    toAyah: number;
    readOn: string;
    grade: string | null;
  } | null;
}

export interface RingDaySnapshot {
  holiday: { id: string; name: string; kind: string } | null;
  weekdays: number[];
  attendance: Array<{ studentId: string; status: string; reason: string | null }>;
  readings: DayReading[];
  students: DaySnapshotStudent[];
}

/**
 * Everything the ring day reads for one ring and day, in one statement: the holiday, the
 * timetable's weekdays, the day's attendance and readings, and the students (the ring's active
 * ones and anyone recorded in it that day, by name) each with their kept memorisation state and
 * their latest new portion before the day. A load is the busiest read of the evening; as eight
 * statements it cost eight round trips and a pooled connection each (bench/README.md).
 */
export async function ringDaySnapshot(
  db: Db,
  ring: Pick<RingRow, 'id' | 'countryId' | 'centreId'>,
  date: string,
): Promise<RingDaySnapshot> {
  const answer = await executePrepared(
    db,
    'ring-day-snapshot',
    sql`
    with att as (
      select a.student_id, a.status, a.reason from attendance a
      where a.ring_id = ${ring.id} and a.attended_on = ${date}
    ), rds as (
      select r.* from readings r
      where r.ring_id = ${ring.id} and r.read_on = ${date} and r.archived_at is null
    ), ids as (
      select s.id from students s
      where s.ring_id = ${ring.id} and s.status = 'active' and s.archived_at is null
      union select student_id from att
      union select student_id from rds
    )
    select
      (select json_build_object('id', h.id, 'name', h.name, 'kind', h.kind) from holidays h
        where h.archived_at is null and h.kind = 'holiday'
          and h.starts_on <= ${date} and h.ends_on >= ${date}
          and ((h.country_id is null and h.centre_id is null)
            or (h.country_id = ${ring.countryId} and h.centre_id is null)
            or h.centre_id = ${ring.centreId})
        limit 1) as holiday,
      (select coalesce(json_agg(distinct t.weekday order by t.weekday), '[]'::json)
        from ring_times t where t.ring_id = ${ring.id} and t.archived_at is null) as weekdays,
      (select coalesce(json_agg(json_build_object(
          'studentId', att.student_id, 'status', att.status, 'reason', att.reason)), '[]'::json)
        from att) as attendance,
      (select coalesce(json_agg(json_build_object(
          'id', rds.id, 'clientId', rds.client_id, 'studentId', rds.student_id, 'kind', rds.kind,
          'fromSurah', rds.from_surah, 'fromAyah', rds.from_ayah, 'toSurah', rds.to_surah,
          'toAyah', rds.to_ayah, 'ayahCount', rds.ayah_count, 'pageCount', rds.page_count,
          'mistakesMemorisation', rds.mistakes_memorisation,
          'mistakesTajweed', rds.mistakes_tajweed, 'grade', rds.grade, 'notes', rds.notes,
          'version', rds.version) order by rds.created_at), '[]'::json)
        from rds) as readings,
      (select coalesce(json_agg(json_build_object(
          'id', s.id, 'fullName', s.full_name, 'status', s.status, 'ringId', s.ring_id,
          'memorisationDirection', s.memorisation_direction, 'portionPages', s.portion_pages,
          'state', p.state,
          'lastHifz', case when l.read_on is null then null else json_build_object(
            'fromSurah', l.from_surah, 'fromAyah', l.from_ayah, 'toSurah', l.to_surah,
            'toAyah', l.to_ayah, 'readOn', l.read_on, 'grade', l.grade) end)
          order by s.full_name), '[]'::json)
        from students s
        join ids on ids.id = s.id
        left join student_progress p on p.student_id = s.id
        left join lateral (
          select r.from_surah, r.from_ayah, r.to_surah, r.to_ayah, r.read_on, r.grade
          from readings r
          where r.student_id = s.id and r.kind = 'hifz' and r.read_on < ${date}
            and r.archived_at is null
          order by r.read_on desc, r.created_at desc limit 1
        ) l on true) as students`,
  );
  const row = rowsOf<RingDaySnapshot>(answer)[0];
  if (!row) throw new Error('the ring day statement answered no row');
  return row;
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

/**
 * What a ring day's save reads before it writes, in one statement and in this order: the kept
 * memorisation states of the students whose readings change, their rows locked until the save
 * commits (stale ones included; only the kept states are answered), who may be recorded in the
 * ring that day (its active students, anyone with attendance or a reading there that day), and
 * the readings already saved under the rows' client ids, locked too (an edit checked against a
 * version keeps it until written). Three round trips before (bench/README.md).
 */
export async function ringDaySaveReads(
  db: Db,
  ringId: string,
  date: string,
  touched: readonly string[],
  clientIds: readonly string[],
): Promise<{
  kept: Map<string, StoredProgress>;
  members: string[];
  existing: ExistingReading[];
}> {
  const answer = await db.execute(sql`
    with locked as (
      select p.student_id, p.state from student_progress p
      where p.student_id in (
        select jsonb_array_elements_text(${JSON.stringify(touched)}::jsonb)::uuid)
      order by p.student_id
      for update
    ), existing as (
      select r.* from readings r
      where r.client_id in (
        select jsonb_array_elements_text(${JSON.stringify(clientIds)}::jsonb)::uuid)
      for update
    )
    select
      (select coalesce(json_agg(json_build_object('studentId', l.student_id, 'state', l.state)
          order by l.student_id), '[]'::json) from locked l) as kept,
      (select coalesce(json_agg(m.id), '[]'::json) from (
          select s.id from students s
          where s.ring_id = ${ringId} and s.status = 'active' and s.archived_at is null
          union select a.student_id from attendance a
          where a.ring_id = ${ringId} and a.attended_on = ${date}
          union select r.student_id from readings r
          where r.ring_id = ${ringId} and r.read_on = ${date} and r.archived_at is null) m
      ) as members,
      (select coalesce(json_agg(json_build_object(
          'id', e.id, 'clientId', e.client_id, 'studentId', e.student_id, 'ringId', e.ring_id,
          'readOn', e.read_on, 'version', e.version, 'kind', e.kind, 'fromSurah', e.from_surah,
          'fromAyah', e.from_ayah, 'toSurah', e.to_surah, 'toAyah', e.to_ayah,
          'mistakesMemorisation', e.mistakes_memorisation,
          'mistakesTajweed', e.mistakes_tajweed, 'grade', e.grade, 'notes', e.notes)), '[]'::json)
        from existing e) as existing`);
  const row = rowsOf<{
    kept: Array<{ studentId: string; state: StoredProgress | null }>;
    members: string[];
    existing: ExistingReading[];
  }>(answer)[0];
  if (!row) throw new Error('the ring day save statement answered no row');
  const kept = new Map<string, StoredProgress>();
  for (const k of row.kept) if (k.state) kept.set(k.studentId, k.state);
  return { kept, members: row.members, existing: row.existing };
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
