import { isDeepStrictEqual } from 'node:util';
import {
  isFutureRingDay,
  type EditConflict,
  type RingDayReading,
  type RingDaySaved,
  type RingDaySaveInput,
  type RingDayView,
} from '@qc/domain';
import {
  attended,
  checkReading,
  emptyProgress,
  measureRange,
  revisionPlanOf,
  suggestNextPortion,
  type AttendanceStatus,
  type PortionDirection,
  type ProgressReading,
  type QuranRange,
  type ReadingGrade,
  type ReadingKind,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { auditIn } from '../../workflow/index.ts';
import { timed } from '../../http/server-timing.ts';
import type { Db } from '../../db/client.ts';
import { AppError, EditConflictError, notFound, type FieldIssue } from '../../http/errors.ts';
import type { Caller, RequestMeta } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import {
  lateCountInMonth,
  ringDaySaveReads,
  removeReadings,
  ringDaySnapshot,
  upsertAttendance,
  upsertReadings,
  type DayReading,
  type ExistingReading,
  type HistoryReading,
} from './ring-day.repository.ts';
import { enqueueGuardianMessage } from '../messaging/index.ts';
import { findRingInScope, type RingRow } from './rings.repository.ts';
import { keepProgress, progressAsOf, progressTouched } from './progress.service.ts';

const rangeOf = (r: {
  fromSurah: number;
  fromAyah: number;
  toSurah: number;
  toAyah: number;
}): QuranRange => ({
  from: { surah: r.fromSurah, ayah: r.fromAyah },
  to: { surah: r.toSurah, ayah: r.toAyah },
});

function readingView(r: DayReading): RingDayReading {
  return {
    id: r.id,
    clientId: r.clientId,
    kind: r.kind as ReadingKind,
    from: { surah: r.fromSurah, ayah: r.fromAyah },
    to: { surah: r.toSurah, ayah: r.toAyah },
    ayahCount: r.ayahCount,
    pageCount: Number(r.pageCount),
    mistakesMemorisation: r.mistakesMemorisation,
    mistakesTajweed: r.mistakesTajweed,
    grade: r.grade as ReadingGrade | null,
    notes: r.notes,
    version: r.version,
  };
}

export function toProgressReading(r: HistoryReading): ProgressReading & { pageCount: number } {
  return {
    kind: r.kind as ReadingKind,
    range: rangeOf(r),
    readOn: r.readOn,
    mistakesMemorisation: r.mistakesMemorisation,
    grade: r.grade as ReadingGrade | null,
    pageCount: Number(r.pageCount),
  };
}

export function nextPortionView(
  last:
    | { fromSurah: number; fromAyah: number; toSurah: number; toAyah: number; grade: string | null }
    | null
    | undefined,
  direction: string,
  pages: number,
) {
  const range = suggestNextPortion(
    last ? { range: rangeOf(last), grade: last.grade as ReadingGrade | null } : null,
    direction === 'forward' ? 'forward' : ('backward' as PortionDirection),
    pages > 0 ? pages : 1,
  );
  return range ? { range, ...measureRange(range) } : null;
}

/** Everything the ring day screen shows for one ring and one date. */
export async function loadRingDay(db: Db, ring: RingRow, date: string): Promise<RingDayView> {
  const day = await timed('day', () => ringDaySnapshot(db, ring, date));
  // The revision plan from each student's kept memorisation state (folded from the history
  // only where it is stale, missing or holds a later day).
  const progress = await timed('progress', () =>
    progressAsOf(
      db,
      day.students.map((s) => ({ id: s.id, stored: s.state })),
      date,
    ),
  );
  const attBy = new Map(day.attendance.map((a) => [a.studentId, a]));
  const readingsBy = new Map<string, RingDayReading[]>();
  for (const r of day.readings) {
    const list = readingsBy.get(r.studentId) ?? [];
    list.push(readingView(r));
    readingsBy.set(r.studentId, list);
  }
  return {
    ring: { id: ring.id, name: ring.name, centreId: ring.centreId, teacherId: ring.teacherId },
    date,
    holiday: day.holiday,
    // The weekdays of its timetable (empty when it has none), to flag a day it does not meet.
    meetsOn: day.weekdays,
    students: day.students.map((s) => {
      const l = s.lastHifz;
      const a = attBy.get(s.id);
      return {
        id: s.id,
        fullName: s.fullName,
        status: s.status,
        inRing: s.ringId === ring.id,
        attendance: a ? { status: a.status as AttendanceStatus, reason: a.reason } : null,
        readings: readingsBy.get(s.id) ?? [],
        lastHifz: l ? { range: rangeOf(l), readOn: l.readOn, grade: l.grade } : null,
        nextPortion: nextPortionView(l, s.memorisationDirection, Number(s.portionPages)),
        revisionPlan: revisionPlanOf(progress.get(s.id) ?? emptyProgress(), date).map((p) => ({
          range: p.range,
          pages: p.pages,
          due: p.due,
        })),
      };
    }),
  };
}

export interface DayReadingInput {
  clientId: string;
  kind: ReadingKind;
  from: { surah: number; ayah: number };
  to: { surah: number; ayah: number };
  mistakesMemorisation: number;
  mistakesTajweed: number;
  grade?: ReadingGrade | null | undefined;
  notes?: string | null | undefined;
  version?: number | undefined;
}

export interface DayRowInput {
  studentId: string;
  attendance?: { status: AttendanceStatus; reason?: string | null | undefined } | null | undefined;
  readings: DayReadingInput[];
  removeReadings: string[];
}

/** A saved reading as the ring day sends it (what a conflict shows as the server's version). */
function readingInput(r: ExistingReading): Record<string, unknown> {
  return {
    kind: r.kind,
    from: { surah: r.fromSurah, ayah: r.fromAyah },
    to: { surah: r.toSurah, ayah: r.toAyah },
    mistakesMemorisation: r.mistakesMemorisation,
    mistakesTajweed: r.mistakesTajweed,
    grade: r.grade,
    notes: r.notes,
  };
}

/**
 * The readings edited on a version that is no longer the saved one (changed meanwhile, on the
 * web or another phone), unless the edit says what is already saved. A reading sent without a
 * version is new on the client (or its own retry): stored as it comes.
 */
function editConflicts(
  rows: DayRowInput[],
  existing: ReadonlyMap<string | null, ExistingReading>,
): EditConflict[] {
  const out: EditConflict[] = [];
  for (const rd of rows.flatMap((r) => r.readings)) {
    const prior = existing.get(rd.clientId);
    if (!prior || rd.version === undefined || prior.version === rd.version) continue;
    const current = readingInput(prior);
    const mine = readingInput({
      ...prior,
      kind: rd.kind,
      fromSurah: rd.from.surah,
      fromAyah: rd.from.ayah,
      toSurah: rd.to.surah,
      toAyah: rd.to.ayah,
      mistakesMemorisation: rd.mistakesMemorisation,
      mistakesTajweed: rd.mistakesTajweed,
      grade: rd.grade ?? null,
      notes: rd.notes === undefined ? prior.notes : rd.notes,
    });
    if (isDeepStrictEqual(current, mine)) continue;
    out.push({ ref: rd.clientId, version: prior.version, current });
  }
  return out;
}

/**
 * Checks a ring day's rows before anything is written: every student belongs to the ring
 * (its active students, and anyone already recorded in the ring that day: a student
 * transferred out keeps the day they were here), ranges exist in the Quran, an absent student
 * has no reading, a row id is not reused for another student or day; any problem refuses the
 * whole save with per-row messages. An edit of a reading changed meanwhile (its `version` is
 * no longer the saved one) refuses it with a 409 carrying the saved versions
 * (`editConflicts`). Answers the saved readings of the rows' client ids (locked) and each
 * reading's measure.
 */
function checkRingDay(
  ring: RingRow,
  date: string,
  rows: DayRowInput[],
  read: { members: readonly string[]; existing: readonly ExistingReading[] },
) {
  const fields: Record<string, FieldIssue> = {};
  const members = new Set(read.members);
  const allClientIds = rows.flatMap((r) => r.readings.map((x) => x.clientId));
  const existing = new Map(read.existing.map((e) => [e.clientId, e]));
  const measures = new Map<string, { ayahCount: number; pageCount: number }>();
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (!members.has(row.studentId)) {
      fields[`rows.${i}.studentId`] = { code: 'rings.day.studentNotInRing' };
      return;
    }
    if (row.attendance && !attended(row.attendance.status) && row.readings.length > 0) {
      fields[`rows.${i}.attendance`] = { code: 'rings.day.absentWithReading' };
    }
    row.readings.forEach((rd, j) => {
      const check = checkReading({
        kind: rd.kind,
        range: { from: rd.from, to: rd.to },
        mistakesMemorisation: rd.mistakesMemorisation,
        mistakesTajweed: rd.mistakesTajweed,
        grade: rd.grade ?? null,
      });
      if (!check.ok) {
        fields[`rows.${i}.readings.${j}.${check.field}`] = { code: check.code };
        return;
      }
      const prior = existing.get(rd.clientId);
      if (
        seen.has(rd.clientId) ||
        (prior &&
          (prior.studentId !== row.studentId || prior.ringId !== ring.id || prior.readOn !== date))
      ) {
        fields[`rows.${i}.readings.${j}.clientId`] = { code: 'rings.day.clientIdReused' };
        return;
      }
      seen.add(rd.clientId);
      measures.set(rd.clientId, { ayahCount: check.ayahCount, pageCount: check.pageCount });
    });
  });
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'rings.day.invalidRows', undefined, fields);
  const conflicts = editConflicts(rows, existing);
  if (conflicts.length > 0) throw new EditConflictError('rings.day.changedMeanwhile', conflicts);
  return { existing, measures, allClientIds };
}

/**
 * Saves attendance and readings of many students at once, once `checkRingDay` has passed them:
 * nothing is written when any row is refused. Rows are upserted by their client-generated id,
 * so a retried save (an offline queue sending again) never duplicates a reading. Each part's
 * time is measured (`timed`: check, write, audit) when the server measures its parts.
 */
async function writeRingDay(
  tx: Db,
  ring: RingRow,
  date: string,
  rows: DayRowInput[],
  teacherId: string | null,
  request: RequestMeta,
  read: { members: readonly string[]; existing: readonly ExistingReading[] },
) {
  const { existing, measures, allClientIds } = await timed('check', async () =>
    checkRingDay(ring, date, rows, read),
  );
  const attendanceRows = rows.flatMap((row) =>
    row.attendance
      ? [
          {
            countryId: ring.countryId,
            centreId: ring.centreId,
            ringId: ring.id,
            studentId: row.studentId,
            attendedOn: date,
            status: row.attendance.status,
            reason: row.attendance.reason ?? null,
          },
        ]
      : [],
  );
  const { removed, saved } = await timed('write', async () => {
    await upsertAttendance(tx, attendanceRows);
    const removed = await removeReadings(
      tx,
      ring.id,
      date,
      rows.flatMap((row) =>
        row.removeReadings.map((clientId) => ({ studentId: row.studentId, clientId })),
      ),
    );
    const readingRows = rows.flatMap((row) =>
      row.readings.map((rd) => {
        const m = measures.get(rd.clientId)!;
        return {
          countryId: ring.countryId,
          centreId: ring.centreId,
          ringId: ring.id,
          studentId: row.studentId,
          teacherId: teacherId ?? ring.teacherId,
          readOn: date,
          kind: rd.kind,
          fromSurah: rd.from.surah,
          fromAyah: rd.from.ayah,
          toSurah: rd.to.surah,
          toAyah: rd.to.ayah,
          ayahCount: m.ayahCount,
          pageCount: m.pageCount.toFixed(2),
          mistakesMemorisation: rd.mistakesMemorisation,
          mistakesTajweed: rd.mistakesTajweed,
          grade: rd.grade ?? null,
          notes: rd.notes ?? null,
          clientId: rd.clientId,
        };
      }),
    );
    const saved = (await upsertReadings(tx, readingRows)).map((r) => ({
      ...r,
      ...measures.get(r.clientId!)!,
    }));
    return { removed, saved };
  });
  const attendanceCount = attendanceRows.length;
  await timed('audit', () =>
    auditIn(
      tx,
      { request },
      {
        action: 'ring-day.save',
        resource: 'rings',
        recordId: ring.id,
        newValues: {
          date,
          attendance: attendanceCount,
          readings: saved.map((s) => ({
            id: s.id,
            studentId: s.studentId,
            ayahCount: s.ayahCount,
          })),
          removed,
        },
      },
    ),
  );
  return {
    saved: { attendance: attendanceCount, readings: saved.length, removed },
    readings: saved,
    // The readings new to the database (not edits of saved ones), for the kept progress.
    fresh: new Set(allClientIds.filter((id) => !existing.has(id))),
  };
}

/**
 * PUT /api/rings/:id/day/:date's work: a day in the future is a 400, a ring outside the caller's
 * `readings:create` scope a 404, attendance rows without `attendance:create` a 403; then the
 * whole day is written in one transaction (see `writeRingDay`).
 */
export async function saveRingDay(
  ctx: AppContext,
  caller: Caller,
  ringId: string,
  date: string,
  input: RingDaySaveInput,
): Promise<RingDaySaved> {
  const access = caller.access;
  const scope = access.scopeFor('readings:create');
  if (isFutureRingDay(date))
    throw new AppError(400, 'rings.day.future', undefined, {
      date: { code: 'rings.day.future' },
    });
  return timed('transaction', () =>
    withWrites(ctx, caller, async (w) => {
      const ring = await timed('ring', () => findRingInScope(w.tx, scope, ringId));
      if (!ring) throw notFound();
      if (input.rows.some((r) => r.attendance) && !access.can('attendance:create')) {
        throw new AppError(403, 'errors.forbidden');
      }
      // The kept memorisation states of the students whose readings change, locked until the
      // save commits, then moved forward by the day's readings (progress.service.ts); who may
      // be recorded that day, and the readings already saved under the rows' ids (locked).
      const read = await timed('lock', () =>
        ringDaySaveReads(
          w.tx,
          ring.id,
          date,
          progressTouched(input.rows),
          input.rows.flatMap((r) => r.readings.map((x) => x.clientId)),
        ),
      );
      const { fresh, ...out } = await writeRingDay(
        w.tx,
        ring,
        date,
        input.rows,
        access.employeeId,
        caller.request,
        read,
      );
      await timed('progress', () => keepProgress(w.tx, date, input.rows, read.kept, fresh));
      await timed('guardians', () =>
        tellGuardians(ctx, w.tx, ring, date, input.rows, caller.access.userId),
      );
      return out;
    }),
  );
}

/** A third late arrival in a month tells the guardian (once that month). */
export const LATE_ALERT_COUNT = 3;

/**
 * The guardians hear of the day in the same transaction (docs/messages.md): an absence writes
 * one message per student and day (saving the day again writes none), and the third late
 * arrival of a month one for that month.
 */
async function tellGuardians(
  ctx: AppContext,
  tx: Db,
  ring: RingRow,
  date: string,
  rows: DayRowInput[],
  userId: string,
) {
  for (const row of rows) {
    const status = row.attendance?.status;
    if (status === 'absent')
      await enqueueGuardianMessage(ctx, tx, {
        event: 'student-absent',
        sourceId: `${ring.id}:${date}:${row.studentId}`,
        studentId: row.studentId,
        params: { date: { day: date }, ringName: ring.name },
        triggeredBy: userId,
        triggeredVia: 'ring-day',
      });
    if (status === 'late') {
      const month = date.slice(0, 7);
      const count = await lateCountInMonth(tx, row.studentId, month);
      if (count >= LATE_ALERT_COUNT)
        await enqueueGuardianMessage(ctx, tx, {
          event: 'student-late',
          sourceId: `${row.studentId}:${month}`,
          studentId: row.studentId,
          params: { count: String(count), month: { month } },
          triggeredBy: userId,
          triggeredVia: 'ring-day',
        });
    }
  }
}
