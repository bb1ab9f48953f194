import {
  emptyProgress,
  foldReadings,
  foldsOnto,
  loadProgress,
  storeProgress,
  type ProgressReading,
  type ProgressState,
  type StoredProgress,
} from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { historyOf, type HistoryReading } from './ring-day.repository.ts';
import { storeProgressStates } from './progress.repository.ts';
import type { DayRowInput } from './ring-day.service.ts';
import { toProgressReading } from './ring-day.service.ts';

/** Every reading a student has, whatever its day (the history of a whole state). */
const ALL_DAYS = '9999-12-31';

/** The states folded from the students' whole histories (for the ones missing or stale). */
export async function recomputedProgress(
  db: Db,
  studentIds: readonly string[],
  upto = ALL_DAYS,
): Promise<Map<string, ProgressState>> {
  const out = new Map<string, ProgressState>();
  if (studentIds.length === 0) return out;
  const byStudent = new Map<string, HistoryReading[]>();
  for (const h of await historyOf(db, studentIds, upto)) {
    const list = byStudent.get(h.studentId) ?? [];
    list.push(h);
    byStudent.set(h.studentId, list);
  }
  for (const id of studentIds)
    out.set(id, foldReadings(emptyProgress(), (byStudent.get(id) ?? []).map(toProgressReading)));
  return out;
}

/**
 * The memorisation state of each student as of `date` (the ring day's load), from the kept
 * states the load read with its day (`stored`, null when missing or stale): the kept one when it
 * holds nothing after that day, otherwise folded from the student's readings up to it.
 */
export async function progressAsOf(
  db: Db,
  students: ReadonlyArray<{ id: string; stored: StoredProgress | null }>,
  date: string,
): Promise<Map<string, ProgressState>> {
  const out = new Map<string, ProgressState>();
  for (const { id, stored } of students)
    if (stored && (stored.asOf === null || stored.asOf <= date)) out.set(id, loadProgress(stored));
  const rest = students.filter((s) => !out.has(s.id)).map((s) => s.id);
  for (const [id, state] of await recomputedProgress(db, rest, date)) out.set(id, state);
  return out;
}

/** The students whose readings a ring day save writes or removes. */
export function progressTouched(rows: readonly DayRowInput[]): string[] {
  return [
    ...new Set(
      rows
        .filter((r) => r.readings.length > 0 || r.removeReadings.length > 0)
        .map((r) => r.studentId),
    ),
  ].sort();
}

/**
 * After a ring day's readings are written (in its transaction, the students' rows locked by
 * `ringDaySaveReads` before the writes): each touched student's state moves
 * forward by the day's new readings when it can (kept, not stale, nothing edited or removed,
 * nothing dated before it); otherwise it is folded again from the whole history. Stored again,
 * which undoes the trigger's mark for these students.
 */
export async function keepProgress(
  tx: Db,
  date: string,
  rows: readonly DayRowInput[],
  before: ReadonlyMap<string, StoredProgress>,
  fresh: ReadonlySet<string>,
): Promise<void> {
  const touched = progressTouched(rows);
  const next: Array<{ studentId: string; state: StoredProgress }> = [];
  const again: string[] = [];
  for (const studentId of touched) {
    const own = rows.filter((r) => r.studentId === studentId);
    const readings = own.flatMap((r) => r.readings);
    const day: ProgressReading[] = readings.map((rd) => ({
      kind: rd.kind,
      range: { from: rd.from, to: rd.to },
      readOn: date,
      mistakesMemorisation: rd.mistakesMemorisation,
      grade: rd.grade ?? null,
    }));
    const stored = before.get(studentId);
    const state = stored ? loadProgress(stored) : null;
    const appends =
      state !== null &&
      own.every((r) => r.removeReadings.length === 0) &&
      readings.every((rd) => fresh.has(rd.clientId)) &&
      foldsOnto(state, day);
    if (appends) next.push({ studentId, state: storeProgress(foldReadings(state, day)) });
    else again.push(studentId);
  }
  for (const [studentId, state] of await recomputedProgress(tx, again))
    next.push({ studentId, state: storeProgress(state) });
  await storeProgressStates(tx, next);
}
