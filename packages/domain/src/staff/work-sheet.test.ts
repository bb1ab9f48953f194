import { describe, expect, it } from 'vitest';
import { WORK_SHEET_LIFECYCLE } from './work-sheet-lifecycle.ts';
import { computeSheet, lineProblems, type SheetFacts } from './work-sheet.ts';

// November 2026: the 1st is a Sunday (weekday 0).
const base: SheetFacts = {
  month: '2026-11',
  today: '2026-11-10',
  weekend: [5],
  slots: [
    { ringId: 'r1', ringName: 'حلقة الفجر', weekday: 0, startsAt: '16:00:00', endsAt: '18:00:00' },
    { ringId: 'r1', ringName: 'حلقة الفجر', weekday: 2, startsAt: '16:00:00', endsAt: '17:30:00' },
  ],
  holidays: [],
  sessions: [],
  tests: [],
  trainings: [],
  presence: [],
  lines: [],
  assignmentHoursPerWeek: null,
};

describe('work sheet prefill', () => {
  it('expects the timetable and counts the sessions held from the ring day', () => {
    const { days, totals } = computeSheet({
      ...base,
      sessions: [
        { date: '2026-11-01', ringId: 'r1', ringName: 'حلقة الفجر' },
        { date: '2026-11-03', ringId: 'r1', ringName: 'حلقة الفجر' },
      ],
    });
    // Sundays (1, 8, 15, 22, 29) × 120 + Tuesdays (3, 10, 17, 24) × 90.
    expect(totals.expectedMinutes).toBe(5 * 120 + 4 * 90);
    expect(totals.recordedMinutes).toBe(120 + 90);
    expect(totals.sessions).toBe(2);
    expect(days[0]!.entries[0]).toMatchObject({ kind: 'session', minutes: 120, startsAt: '16:00' });
    // Sunday the 8th and Tuesday the 10th were timetabled and nothing was recorded.
    expect(days[7]!.flags).toEqual(['missed']);
    expect(days[9]!.flags).toEqual(['missed']);
    // Days after today expect work but are not yet missed.
    expect(days[14]!.flags).toEqual([]);
    expect(totals.deviations).toBe(2);
  });

  it('takes holidays out of the expected hours and clamps special hours', () => {
    const { days, totals } = computeSheet({
      ...base,
      holidays: [
        {
          name: 'إجازة',
          startsOn: '2026-11-08',
          endsOn: '2026-11-10',
          kind: 'holiday',
          opensAt: null,
          closesAt: null,
        },
        {
          name: 'دوام رمضان',
          startsOn: '2026-11-15',
          endsOn: '2026-11-30',
          kind: 'special_hours',
          opensAt: '16:30:00',
          closesAt: '17:30:00',
        },
      ],
    });
    expect(days[7]).toMatchObject({ holiday: 'إجازة', expectedMinutes: 0, flags: [] });
    // 1st: 120; 3rd: 90; 8th and 10th off; 15, 22, 29 and 17, 24 clamped to one hour.
    expect(totals.expectedMinutes).toBe(120 + 90 + 5 * 60);
  });

  it('flags a session outside the timetable and a day over 24 hours', () => {
    const { days } = computeSheet({
      ...base,
      sessions: [{ date: '2026-11-02', ringId: 'r1', ringName: 'حلقة الفجر' }],
      lines: [
        {
          id: 'l1',
          date: '2026-11-04',
          startsAt: '00:00',
          endsAt: '23:59',
          task: 'x',
          centreId: null,
          note: null,
        },
      ],
      tests: [{ date: '2026-11-04', label: 'اختبار', minutes: 60 }],
    });
    expect(days[1]!.flags).toEqual(['outside-timetable']);
    expect(days[1]!.entries[0]!.minutes).toBe(120);
    expect(days[3]!.flags).toEqual(['over-24h']);
  });

  it('spreads an assignment’s weekly hours over the working days for staff without rings', () => {
    const { days, totals } = computeSheet({ ...base, slots: [], assignmentHoursPerWeek: 30 });
    expect(days[5]!.expectedMinutes).toBe(0); // Friday
    expect(days[0]!.expectedMinutes).toBe(300);
    expect(totals.expectedMinutes).toBe((30 - 4) * 300);
  });
});

describe('a new line', () => {
  const sheet = {
    month: '2026-11',
    today: '2026-11-10',
    dayMinutes: 0,
    lines: [
      {
        id: 'a',
        date: '2026-11-02',
        startsAt: '09:00',
        endsAt: '11:00',
        task: 'إعداد',
        centreId: null,
        note: null,
      },
    ],
  };
  const line = { date: '2026-11-02', task: 'x', centreId: null, note: null };
  it('is refused when it overlaps, ends before it starts, lies in the future or another month', () => {
    expect(lineProblems({ ...line, startsAt: '10:00', endsAt: '12:00' }, sheet)).toEqual({
      startsAt: 'staff.errors.lineOverlap',
    });
    expect(lineProblems({ ...line, startsAt: '12:00', endsAt: '11:00' }, sheet)).toEqual({
      endsAt: 'staff.errors.endBeforeStart',
    });
    expect(
      lineProblems({ ...line, date: '2026-11-11', startsAt: '12:00', endsAt: '13:00' }, sheet),
    ).toEqual({ date: 'staff.errors.futureDay' });
    expect(
      lineProblems({ ...line, date: '2026-10-31', startsAt: '12:00', endsAt: '13:00' }, sheet),
    ).toEqual({ date: 'staff.errors.lineOutsideMonth' });
    expect(lineProblems({ ...line, startsAt: '11:00', endsAt: '12:00' }, sheet)).toEqual({});
  });
  it('is refused when the day would pass 24 hours', () => {
    expect(
      lineProblems(
        { ...line, startsAt: '12:00', endsAt: '14:00' },
        { ...sheet, dayMinutes: 23 * 60 },
      ),
    ).toEqual({ endsAt: 'staff.errors.dayOver24' });
  });
});

describe('the work sheet lifecycle', () => {
  it('locks an approved sheet and lets a returned one be submitted again', () => {
    expect(WORK_SHEET_LIFECYCLE.actionsFrom('approved')).toEqual([]);
    expect(WORK_SHEET_LIFECYCLE.can('returned', 'submit')).toBe(true);
    expect(WORK_SHEET_LIFECYCLE.can('draft', 'approve')).toBe(false);
    expect(WORK_SHEET_LIFECYCLE.actions.return.reasonRequired).toBe(true);
  });
});
