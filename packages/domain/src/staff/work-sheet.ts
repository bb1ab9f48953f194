import { daysInMonth, monthBounds } from '../finance/payroll-month.ts';
import { minutesOf } from '../rings/ring-times.ts';

/**
 * A month's work sheet, computed from what the records already show (docs/work-sheets-and-ladder.md):
 * the ring sessions the employee held (a day on which attendance was recorded in a ring they teach),
 * the tests they examined, the training they sat, their presence in the teacher log, and the lines
 * they add themselves. Expected hours come from the ring timetable (or, for staff without rings,
 * the weekly hours of their assignment), less holidays, clamped to special hours (Ramadan hours).
 * Pure: the server gathers the facts, the screens show the answer.
 */

export const MINUTES_PER_DAY = 24 * 60;

/** A weekly slot of a ring the employee teaches (weekday 0 = Sunday, as the timetable). */
export interface SheetSlot {
  ringId: string;
  ringName: string;
  weekday: number;
  startsAt: string;
  endsAt: string;
}

/** A holiday (no work expected) or special hours (work expected only between two times). */
export interface SheetHoliday {
  name: string;
  startsOn: string;
  endsOn: string;
  kind: 'holiday' | 'special_hours';
  opensAt: string | null;
  closesAt: string | null;
}

/** A ring session held: attendance recorded on that day. */
export interface SheetSession {
  date: string;
  ringId: string;
  ringName: string;
}

/** Another recorded activity with its length (a test examined, a training exam sat). */
export interface SheetActivity {
  date: string;
  label: string;
  minutes: number;
}

/** A day of the teacher log: arrival and leaving (server times, HH:MM in the country's zone). */
export interface SheetPresence {
  date: string;
  arrivedAt: string;
  leftAt: string | null;
}

/** A line the employee adds: a task, its times, the centre and a note. */
export interface WorkSheetLine {
  id: string;
  date: string;
  startsAt: string;
  endsAt: string;
  task: string;
  centreId: string | null;
  note: string | null;
}

export interface SheetFacts {
  month: string;
  /** Today in the country's time zone (days after it expect nothing yet). */
  today: string;
  /** Weekend days by weekday number (0 = Sunday). */
  weekend: readonly number[];
  slots: readonly SheetSlot[];
  holidays: readonly SheetHoliday[];
  sessions: readonly SheetSession[];
  tests: readonly SheetActivity[];
  trainings: readonly SheetActivity[];
  presence: readonly SheetPresence[];
  lines: readonly WorkSheetLine[];
  /** Weekly hours of the employee's assignment, for staff with no timetabled ring. */
  assignmentHoursPerWeek: number | null;
}

export const SHEET_ENTRY_KINDS = ['session', 'test', 'training', 'presence', 'line'] as const;
export type SheetEntryKind = (typeof SHEET_ENTRY_KINDS)[number];

export interface SheetEntry {
  kind: SheetEntryKind;
  label: string;
  minutes: number;
  startsAt: string | null;
  endsAt: string | null;
  /** The line's id (kind `line`), so the employee can remove it. */
  lineId: string | null;
  note: string | null;
}

/**
 * Why a day deviates: a timetabled session with no record (`missed`), a session recorded outside
 * the timetable or on a holiday (`outside-timetable`), more than 24 hours recorded (`over-24h`).
 */
export const SHEET_FLAGS = ['missed', 'outside-timetable', 'over-24h'] as const;
export type SheetFlag = (typeof SHEET_FLAGS)[number];

export interface SheetDay {
  date: string;
  weekday: number;
  weekend: boolean;
  /** The holiday or special hours' name that day. */
  holiday: string | null;
  expectedMinutes: number;
  recordedMinutes: number;
  entries: SheetEntry[];
  flags: SheetFlag[];
}

export interface SheetTotals {
  expectedMinutes: number;
  recordedMinutes: number;
  sessions: number;
  deviations: number;
}

/** `HH:MM` of a time (drops the seconds the database gives). */
export function hhmm(time: string): string {
  return time.slice(0, 5);
}

/** Weekday (0 = Sunday) of an ISO date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** Weekday numbers of the country's weekend names (`friday` → 5). */
export function weekendNumbers(names: readonly string[]): number[] {
  return names
    .map((n) => WEEKDAY_NAMES.indexOf(n as (typeof WEEKDAY_NAMES)[number]))
    .filter((n) => n >= 0);
}

/** Every day of a `YYYY-MM` month. */
export function daysOfMonth(month: string): string[] {
  return Array.from(
    { length: daysInMonth(month) },
    (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`,
  );
}

function holidayOn(holidays: readonly SheetHoliday[], date: string): SheetHoliday | undefined {
  // A holiday wins over special hours on the same day.
  const on = holidays.filter((h) => h.startsOn <= date && h.endsOn >= date);
  return on.find((h) => h.kind === 'holiday') ?? on[0];
}

/** A slot's minutes that day: none on a holiday, clamped to special hours. */
function slotMinutes(slot: { startsAt: string; endsAt: string }, holiday?: SheetHoliday): number {
  let from = minutesOf(slot.startsAt);
  let to = minutesOf(slot.endsAt);
  if (holiday?.kind === 'holiday') return 0;
  if (holiday?.kind === 'special_hours' && holiday.opensAt && holiday.closesAt) {
    from = Math.max(from, minutesOf(holiday.opensAt));
    to = Math.min(to, minutesOf(holiday.closesAt));
  }
  return Math.max(0, to - from);
}

/** A line's length in minutes. */
export function lineMinutes(line: { startsAt: string; endsAt: string }): number {
  return Math.max(0, minutesOf(line.endsAt) - minutesOf(line.startsAt));
}

/** The days of the sheet with what was expected, what was recorded and the deviations. */
export function computeSheet(facts: SheetFacts): { days: SheetDay[]; totals: SheetTotals } {
  const weekend = new Set(facts.weekend);
  const workdays = Math.max(1, 7 - weekend.size);
  const hasTimetable = facts.slots.length > 0;
  const days = daysOfMonth(facts.month).map((date): SheetDay => {
    const weekday = weekdayOf(date);
    const holiday = holidayOn(facts.holidays, date);
    const closed = holiday?.kind === 'holiday';
    const slots = facts.slots.filter((s) => s.weekday === weekday);
    let expected = 0;
    if (hasTimetable) expected = slots.reduce((s, slot) => s + slotMinutes(slot, holiday), 0);
    else if (facts.assignmentHoursPerWeek && !weekend.has(weekday) && !closed) {
      const perDay = Math.round((facts.assignmentHoursPerWeek * 60) / workdays);
      const window =
        holiday?.kind === 'special_hours' && holiday.opensAt && holiday.closesAt
          ? slotMinutes({ startsAt: holiday.opensAt, endsAt: holiday.closesAt })
          : perDay;
      expected = Math.min(perDay, window);
    }
    const entries: SheetEntry[] = [];
    const flags = new Set<SheetFlag>();
    const sessions = facts.sessions.filter((s) => s.date === date);
    for (const s of sessions) {
      const own = slots.filter((slot) => slot.ringId === s.ringId);
      const any = facts.slots.find((slot) => slot.ringId === s.ringId);
      if (own.length === 0 || closed) flags.add('outside-timetable');
      const minutes =
        own.length > 0
          ? own.reduce((sum, slot) => sum + slotMinutes(slot, closed ? undefined : holiday), 0)
          : any
            ? slotMinutes(any)
            : 0;
      entries.push({
        kind: 'session',
        label: s.ringName,
        minutes,
        startsAt: own[0] ? hhmm(own[0].startsAt) : null,
        endsAt: own[0] ? hhmm(own[own.length - 1]!.endsAt) : null,
        lineId: null,
        note: null,
      });
    }
    if (date <= facts.today && !closed)
      for (const slot of slots)
        if (slotMinutes(slot, holiday) > 0 && !sessions.some((s) => s.ringId === slot.ringId))
          flags.add('missed');
    for (const t of facts.tests.filter((a) => a.date === date)) entries.push(activity('test', t));
    for (const t of facts.trainings.filter((a) => a.date === date))
      entries.push(activity('training', t));
    for (const p of facts.presence.filter((a) => a.date === date))
      entries.push({
        kind: 'presence',
        label: '',
        // Presence shows when the teacher was there; the work is counted by what they did.
        minutes: 0,
        startsAt: hhmm(p.arrivedAt),
        endsAt: p.leftAt ? hhmm(p.leftAt) : null,
        lineId: null,
        note: null,
      });
    for (const line of facts.lines.filter((l) => l.date === date))
      entries.push({
        kind: 'line',
        label: line.task,
        minutes: lineMinutes(line),
        startsAt: hhmm(line.startsAt),
        endsAt: hhmm(line.endsAt),
        lineId: line.id,
        note: line.note,
      });
    const recorded = entries.reduce((s, e) => s + e.minutes, 0);
    if (recorded > MINUTES_PER_DAY) flags.add('over-24h');
    return {
      date,
      weekday,
      weekend: weekend.has(weekday),
      holiday: holiday?.name ?? null,
      expectedMinutes: expected,
      recordedMinutes: recorded,
      entries,
      flags: SHEET_FLAGS.filter((f) => flags.has(f)),
    };
  });
  return {
    days,
    totals: {
      expectedMinutes: days.reduce((s, d) => s + d.expectedMinutes, 0),
      recordedMinutes: days.reduce((s, d) => s + d.recordedMinutes, 0),
      sessions: days.reduce((s, d) => s + d.entries.filter((e) => e.kind === 'session').length, 0),
      deviations: days.filter((d) => d.flags.length > 0).length,
    },
  };
}

function activity(kind: 'test' | 'training', a: SheetActivity): SheetEntry {
  return {
    kind,
    label: a.label,
    minutes: a.minutes,
    startsAt: null,
    endsAt: null,
    lineId: null,
    note: null,
  };
}

/** The month of today (`YYYY-MM`). */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/**
 * Why a new line cannot be added (a message key by field), or nothing: the date must lie in the
 * sheet's month and not after today, the end after the start, no overlap with another line of the
 * day, and the day's recorded time (records and lines) at most 24 hours.
 */
export function lineProblems(
  line: Omit<WorkSheetLine, 'id'>,
  sheet: { month: string; today: string; lines: readonly WorkSheetLine[]; dayMinutes: number },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const { from, to } = monthBounds(sheet.month);
  if (line.date < from || line.date > to) problems.date = 'staff.errors.lineOutsideMonth';
  else if (line.date > sheet.today) problems.date = 'staff.errors.futureDay';
  const minutes = minutesOf(line.endsAt) - minutesOf(line.startsAt);
  if (minutes <= 0) problems.endsAt = 'staff.errors.endBeforeStart';
  else {
    const start = minutesOf(line.startsAt);
    const end = minutesOf(line.endsAt);
    const overlaps = sheet.lines.some(
      (l) => l.date === line.date && minutesOf(l.startsAt) < end && start < minutesOf(l.endsAt),
    );
    if (overlaps) problems.startsAt = 'staff.errors.lineOverlap';
    else if (sheet.dayMinutes + minutes > MINUTES_PER_DAY)
      problems.endsAt = 'staff.errors.dayOver24';
  }
  return problems;
}
