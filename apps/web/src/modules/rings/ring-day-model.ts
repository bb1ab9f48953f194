import {
  checkReading,
  formatRange,
  parseRangeResult,
  suggestedGrade,
  type AttendanceStatus,
  type QuranRange,
  type ReadingGrade,
  type ReadingKind,
  type RingDayStudent,
  type RingDayView,
} from '@qc/domain';

/** The ring day as the server sends it (GET /api/rings/:id/day/:date). */
export type DayView = RingDayView;
export type DayStudent = RingDayStudent;

/** One reading as edited on the screen; numbers may be empty while typing. */
export interface EditReading {
  clientId: string;
  kind: ReadingKind;
  fromSurah: number | null;
  fromAyah: number | null;
  toSurah: number | null;
  toAyah: number | null;
  mistakesMemorisation: number;
  mistakesTajweed: number;
  grade: ReadingGrade | null;
  /** The saved version this edit is made on (none for a reading new here): sent with it. */
  version?: number;
}

export interface EditRow {
  studentId: string;
  attendance: AttendanceStatus | null;
  readings: EditReading[];
  /** Client ids of saved readings the teacher removed. */
  removed: string[];
  dirty: boolean;
}

export type Measure =
  | { ok: true; ayahCount: number; pageCount: number }
  | { ok: false; code: string; field: string }
  | { ok: null };

/** Live check of a reading while it is typed: empty → nothing to say yet. */
export function measure(r: EditReading): Measure {
  if (r.fromSurah == null || r.fromAyah == null || r.toSurah == null || r.toAyah == null)
    return { ok: null };
  const check = checkReading({
    kind: r.kind,
    range: {
      from: { surah: r.fromSurah, ayah: r.fromAyah },
      to: { surah: r.toSurah, ayah: r.toAyah },
    },
    mistakesMemorisation: r.mistakesMemorisation,
    mistakesTajweed: r.mistakesTajweed,
    grade: r.grade,
  });
  return check.ok ? { ok: true, ayahCount: check.ayahCount, pageCount: check.pageCount } : check;
}

export function newId(): string {
  return globalThis.crypto.randomUUID();
}

export function rowFromServer(s: DayStudent): EditRow {
  return {
    studentId: s.id,
    attendance: s.attendance?.status ?? null,
    readings: s.readings.map((r) => ({
      clientId: r.clientId ?? newId(),
      kind: r.kind,
      fromSurah: r.from.surah,
      fromAyah: r.from.ayah,
      toSurah: r.to.surah,
      toAyah: r.to.ayah,
      mistakesMemorisation: r.mistakesMemorisation,
      mistakesTajweed: r.mistakesTajweed,
      grade: r.grade,
      version: r.version,
    })),
    removed: [],
    dirty: false,
  };
}

/** A new reading, filled with a suggested portion when there is one. */
export function newReading(kind: ReadingKind, range?: QuranRange | null): EditReading {
  return {
    clientId: newId(),
    kind,
    fromSurah: range?.from.surah ?? null,
    fromAyah: range?.from.ayah ?? null,
    toSurah: range?.to.surah ?? null,
    toAyah: range?.to.ayah ?? null,
    mistakesMemorisation: 0,
    mistakesTajweed: 0,
    grade: null,
  };
}

export interface SaveRow {
  studentId: string;
  attendance?: { status: AttendanceStatus } | null;
  readings: Array<{
    clientId: string;
    kind: ReadingKind;
    from: { surah: number; ayah: number };
    to: { surah: number; ayah: number };
    mistakesMemorisation: number;
    mistakesTajweed: number;
    grade: ReadingGrade | null;
    version?: number;
  }>;
  removeReadings: string[];
}

/** The PUT row of an edited student; readings still incomplete are left out. */
export function toSaveRow(row: EditRow): SaveRow {
  return {
    studentId: row.studentId,
    ...(row.attendance ? { attendance: { status: row.attendance } } : {}),
    readings: row.readings
      .filter((r) => measure(r).ok === true)
      .map((r) => ({
        clientId: r.clientId,
        kind: r.kind,
        from: { surah: r.fromSurah!, ayah: r.fromAyah! },
        to: { surah: r.toSurah!, ayah: r.toAyah! },
        mistakesMemorisation: r.mistakesMemorisation,
        mistakesTajweed: r.mistakesTajweed,
        grade: effectiveGrade(r),
        ...(r.version !== undefined ? { version: r.version } : {}),
      })),
    removeReadings: row.removed,
  };
}

/** Rows that cannot be saved yet (an invalid range): the screen marks them and waits. */
export function rowProblems(row: EditRow): string[] {
  const out: string[] = [];
  for (const r of row.readings) {
    const m = measure(r);
    if (m.ok === false) out.push(m.code);
  }
  if ((row.attendance === 'absent' || row.attendance === 'excused') && row.readings.length > 0)
    out.push('rings.day.absentWithReading');
  return out;
}

/** The range of an edited reading, when all four numbers are there. */
export function rangeOf(r: EditReading): QuranRange | null {
  if (r.fromSurah == null || r.fromAyah == null || r.toSurah == null || r.toAyah == null)
    return null;
  return {
    from: { surah: r.fromSurah, ayah: r.fromAyah },
    to: { surah: r.toSurah, ayah: r.toAyah },
  };
}

/** The range as typed in the quick field ("2:1–20"), or '' when incomplete. */
export function rangeText(r: EditReading): string {
  const range = rangeOf(r);
  return range ? formatRange(range) : '';
}

/**
 * Applies what the teacher typed in the quick range field ("2:1-20", "٢:١-٢:٢٠", "2:255", "2"):
 * the reading with its new range, or the problem's translation key.
 */
export function applyRangeText(
  r: EditReading,
  text: string,
): { ok: true; reading: EditReading } | { ok: false; code: string } {
  const parsed = parseRangeResult(text);
  if (!parsed.ok) return { ok: false, code: parsed.code };
  const { from, to } = parsed.range;
  return {
    ok: true,
    reading: {
      ...r,
      fromSurah: from.surah,
      fromAyah: from.ayah,
      toSurah: to.surah,
      toAyah: to.ayah,
    },
  };
}

/** The grade to save: the teacher's choice, else the one the mistakes suggest. */
export function effectiveGrade(r: EditReading): ReadingGrade {
  return r.grade ?? suggestedGrade(r.mistakesMemorisation);
}

/** Figures of the day for the summary bar: attendance counts, readings, ayahs and pages. */
export function daySummary(rows: readonly EditRow[]) {
  const out = {
    present: 0,
    late: 0,
    absent: 0,
    excused: 0,
    unmarked: 0,
    readings: 0,
    ayahs: 0,
    pages: 0,
  };
  for (const row of rows) {
    if (row.attendance) out[row.attendance]++;
    else out.unmarked++;
    for (const r of row.readings) {
      const m = measure(r);
      if (m.ok !== true) continue;
      out.readings++;
      out.ayahs += m.ayahCount;
      out.pages += m.pageCount;
    }
  }
  out.pages = Math.round(out.pages * 100) / 100;
  return out;
}
