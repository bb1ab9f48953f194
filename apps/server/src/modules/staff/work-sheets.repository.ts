import type {
  SheetActivity,
  SheetFacts,
  SheetHoliday,
  SheetSession,
  SheetSlot,
  WorkSheetEventRow,
  WorkSheetRow,
  WorkSheetState,
} from '@qc/domain';
import { monthBounds, normalizeArabic, pageOffset, weekendNumbers } from '@qc/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  like,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  attendance,
  centreEmployees,
  centres,
  countries,
  employees,
  examiners,
  holidays,
  ringTimes,
  rings,
  testKinds,
  testRequests,
  trainees,
  trainingExams,
  trainingSittings,
  users,
  workSheetEvents,
  workSheets,
} from '../../db/schema/index.ts';
import { defineOwnedTable, type WorkflowEvent } from '../../workflow/index.ts';

export type WorkSheetDbRow = typeof workSheets.$inferSelect;
export type EmployeeDbRow = typeof employees.$inferSelect;

export const sheetScopeColumns = { country: workSheets.countryId, centre: workSheets.centreId };

/** The work sheets, bound once to the workflow kit (its screens key on `work-sheets`). */
export const workSheetsTable = defineOwnedTable({
  name: 'work-sheets',
  table: workSheets,
  scopeColumns: sheetScopeColumns,
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId ?? null }),
  searchWords: async (tx, r) => {
    const [e] = await tx
      .select({ name: employees.fullName })
      .from(employees)
      .where(eq(employees.id, r.employeeId));
    return [e?.name ?? '', r.month].join(' ');
  },
  events: {
    table: workSheetEvents,
    values: (e: WorkflowEvent) => ({
      sheetId: e.recordId,
      action: e.action,
      fromState: e.fromState,
      toState: e.toState,
      // The clock's time: several moves in one transaction keep their order.
      at: sql`clock_timestamp()`,
      byUserId: e.byUserId,
      reason: e.reason,
    }),
  },
  auditOmits: ['days'],
});

// ------------------------------------------------------------------------------------------------
// People
// ------------------------------------------------------------------------------------------------

export async function employeeById(db: Db, id: string): Promise<EmployeeDbRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  return row;
}

export async function centreName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: centres.name }).from(centres).where(eq(centres.id, id));
  return row?.name ?? null;
}

/** Today, the weekend and the zone of a country (its settings). */
export async function countryCalendar(
  db: Db,
  countryId: string,
): Promise<{ today: string; now: string; weekend: number[]; timeZone: string }> {
  const [row] = await db
    .select({
      weekendDays: countries.weekendDays,
      timeZone: countries.timeZone,
      today: sql<string>`to_char((now() at time zone ${countries.timeZone})::date, 'YYYY-MM-DD')`,
      now: sql<string>`to_char(now() at time zone ${countries.timeZone}, 'HH24:MI')`,
    })
    .from(countries)
    .where(eq(countries.id, countryId));
  return {
    today: row?.today ?? new Date().toISOString().slice(0, 10),
    now: row?.now ?? new Date().toISOString().slice(11, 16),
    weekend: weekendNumbers(row?.weekendDays ?? ['friday']),
    timeZone: row?.timeZone ?? 'UTC',
  };
}

// ------------------------------------------------------------------------------------------------
// What the records say about an employee's month
// ------------------------------------------------------------------------------------------------

/**
 * The facts of an employee's month, in a handful of queries: their rings' timetable, the
 * holidays of their country and centre, the sessions held (a day with attendance recorded in a
 * ring they teach or assist), the tests they examined, the training exams they sat and the weekly
 * hours of their assignments. Lines and presence are added by the caller.
 */
export async function monthRecords(
  db: Db,
  employee: Pick<EmployeeDbRow, 'id' | 'countryId' | 'centreId'>,
  month: string,
  timeZone: string,
): Promise<
  Pick<
    SheetFacts,
    'slots' | 'holidays' | 'sessions' | 'tests' | 'trainings' | 'assignmentHoursPerWeek'
  >
> {
  const { from, to } = monthBounds(month);
  const teaches = or(eq(rings.teacherId, employee.id), eq(rings.assistantId, employee.id));
  const ringRows = await db
    .select({ id: rings.id, name: rings.name, status: rings.status, archivedAt: rings.archivedAt })
    .from(rings)
    .where(teaches);
  const ringIds = ringRows.map((r) => r.id);
  const live = ringRows.filter((r) => r.status === 'active' && !r.archivedAt).map((r) => r.id);
  const nameOf = new Map(ringRows.map((r) => [r.id, r.name]));
  const slotRows = live.length
    ? await db
        .select({
          ringId: ringTimes.ringId,
          weekday: ringTimes.weekday,
          startsAt: ringTimes.startsAt,
          endsAt: ringTimes.endsAt,
        })
        .from(ringTimes)
        .where(and(inArray(ringTimes.ringId, live), isNull(ringTimes.archivedAt)))
        .orderBy(asc(ringTimes.weekday), asc(ringTimes.startsAt))
    : [];
  const slots: SheetSlot[] = slotRows.map((s) => ({
    ringId: s.ringId,
    ringName: nameOf.get(s.ringId) ?? '',
    weekday: s.weekday,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
  }));
  const holidayRows = await db
    .select()
    .from(holidays)
    .where(
      and(
        isNull(holidays.archivedAt),
        lte(holidays.startsOn, to),
        gte(holidays.endsOn, from),
        or(
          and(isNull(holidays.countryId), isNull(holidays.centreId)),
          and(eq(holidays.countryId, employee.countryId), isNull(holidays.centreId)),
          employee.centreId ? eq(holidays.centreId, employee.centreId) : undefined,
        ),
      ),
    )
    .orderBy(asc(holidays.startsOn));
  const hol: SheetHoliday[] = holidayRows.map((h) => ({
    name: h.name,
    startsOn: h.startsOn,
    endsOn: h.endsOn,
    kind: h.kind === 'special_hours' ? 'special_hours' : 'holiday',
    opensAt: h.opensAt,
    closesAt: h.closesAt,
  }));
  const sessionRows = ringIds.length
    ? await db
        .selectDistinct({ ringId: attendance.ringId, date: attendance.attendedOn })
        .from(attendance)
        .where(
          and(
            inArray(attendance.ringId, ringIds),
            gte(attendance.attendedOn, from),
            lte(attendance.attendedOn, to),
          ),
        )
        .orderBy(asc(attendance.attendedOn), asc(attendance.ringId))
    : [];
  const sessions: SheetSession[] = sessionRows.map((s) => ({
    date: s.date,
    ringId: s.ringId,
    ringName: nameOf.get(s.ringId) ?? '',
  }));
  const localDay = (column: SQL | PgColumn) =>
    sql<string>`to_char((${column} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const testDay = localDay(testRequests.scheduledAt);
  const testRows = await db
    .select({
      date: testDay,
      minutes: testRequests.durationMinutes,
      label: testKinds.nameAr,
    })
    .from(testRequests)
    .innerJoin(examiners, eq(examiners.id, testRequests.examinerId))
    .innerJoin(testKinds, eq(testKinds.id, testRequests.kindId))
    .where(
      and(
        eq(examiners.employeeId, employee.id),
        inArray(testRequests.state, ['taken', 'passed', 'failed', 'certified']),
        sql`${testDay} between ${from} and ${to}`,
      ),
    )
    .orderBy(asc(testRequests.scheduledAt));
  const tests: SheetActivity[] = testRows.map((t) => ({
    date: t.date,
    label: t.label,
    minutes: t.minutes ?? 30,
  }));
  const sitDay = localDay(trainingSittings.startedAt);
  const sitRows = await db
    .select({
      date: sitDay,
      label: trainingExams.title,
      minutes: sql<number>`greatest(0, round(extract(epoch from (coalesce(${trainingSittings.submittedAt}, ${trainingSittings.deadlineAt}) - ${trainingSittings.startedAt})) / 60))::int`,
    })
    .from(trainingSittings)
    .innerJoin(trainees, eq(trainees.id, trainingSittings.traineeId))
    .innerJoin(trainingExams, eq(trainingExams.id, trainingSittings.examId))
    .where(and(eq(trainees.employeeId, employee.id), sql`${sitDay} between ${from} and ${to}`))
    .orderBy(asc(trainingSittings.startedAt));
  const trainings: SheetActivity[] = sitRows.map((t) => ({
    date: t.date,
    label: t.label,
    minutes: Number(t.minutes),
  }));
  const [assignment] = await db
    .select({ hours: sql<number | null>`sum(${centreEmployees.hoursPerWeek})::int` })
    .from(centreEmployees)
    .where(
      and(
        eq(centreEmployees.employeeId, employee.id),
        eq(centreEmployees.status, 'active'),
        isNull(centreEmployees.archivedAt),
        lte(centreEmployees.startsOn, to),
        or(isNull(centreEmployees.endsOn), gte(centreEmployees.endsOn, from)),
      ),
    );
  return {
    slots,
    holidays: hol,
    sessions,
    tests,
    trainings,
    assignmentHoursPerWeek: assignment?.hours ?? null,
  };
}

// ------------------------------------------------------------------------------------------------
// Sheets
// ------------------------------------------------------------------------------------------------

export async function sheetOf(
  db: Db,
  employeeId: string,
  month: string,
): Promise<WorkSheetDbRow | undefined> {
  const [row] = await db
    .select()
    .from(workSheets)
    .where(and(eq(workSheets.employeeId, employeeId), eq(workSheets.month, month)));
  return row;
}

export async function sheetById(db: Db, id: string): Promise<WorkSheetDbRow | undefined> {
  const [row] = await db.select().from(workSheets).where(eq(workSheets.id, id));
  return row;
}

/** The sheet's id is this, and the caller may see it (their scope, or their own sheet). */
export function sheetVisible(scope: Scope, ownEmployeeId: string | null): SQL {
  const inScope = scopeCondition(scope, sheetScopeColumns);
  return ownEmployeeId ? (or(inScope, eq(workSheets.employeeId, ownEmployeeId)) as SQL) : inScope;
}

/** The employee's own sheets (their own, whatever their roles' scopes). */
export function ownSheets(employeeId: string): SQL {
  return eq(workSheets.employeeId, employeeId);
}

export async function sheetInView(
  db: Db,
  id: string,
  visible: SQL,
): Promise<WorkSheetDbRow | undefined> {
  const [row] = await db
    .select()
    .from(workSheets)
    .where(and(eq(workSheets.id, id), visible));
  return row;
}

export async function sheetEvents(db: Db, sheetId: string): Promise<WorkSheetEventRow[]> {
  const rows = await db
    .select({
      action: workSheetEvents.action,
      toState: workSheetEvents.toState,
      at: workSheetEvents.at,
      byName: users.displayName,
      reason: workSheetEvents.reason,
    })
    .from(workSheetEvents)
    .leftJoin(users, eq(users.id, workSheetEvents.byUserId))
    .where(eq(workSheetEvents.sheetId, sheetId))
    .orderBy(asc(workSheetEvents.at), asc(workSheetEvents.id));
  return rows;
}

const rowColumns = {
  id: workSheets.id,
  employeeId: workSheets.employeeId,
  employeeName: employees.fullName,
  job: employees.job,
  centreId: workSheets.centreId,
  centreName: centres.name,
  month: workSheets.month,
  state: workSheets.state,
  expectedMinutes: workSheets.expectedMinutes,
  recordedMinutes: workSheets.recordedMinutes,
  sessions: workSheets.sessions,
  deviations: workSheets.deviations,
  submittedAt: workSheets.submittedAt,
  approvedAt: workSheets.approvedAt,
  version: workSheets.version,
};

export interface SheetFilter {
  scope: Scope;
  month?: string | undefined;
  state?: WorkSheetState | undefined;
  countryId?: string | undefined;
  centreId?: string | undefined;
  q?: string | undefined;
  /** Leave out this employee's sheets (a reviewer's own). */
  notEmployeeId?: string | null;
}

function filterOf(f: SheetFilter): SQL | undefined {
  const words = f.q ? normalizeArabic(f.q) : '';
  return and(
    scopeCondition(f.scope, sheetScopeColumns),
    f.month ? eq(workSheets.month, f.month) : undefined,
    f.state ? eq(workSheets.state, f.state) : undefined,
    f.countryId ? eq(workSheets.countryId, f.countryId) : undefined,
    f.centreId ? eq(workSheets.centreId, f.centreId) : undefined,
    words ? like(workSheets.search, `%${words}%`) : undefined,
    f.notEmployeeId ? ne(workSheets.employeeId, f.notEmployeeId) : undefined,
  );
}

/** A page of sheets, newest month first, then by name (stable: the id last). */
export async function listSheets(
  db: Db,
  f: SheetFilter,
  paging: { page: number; pageSize: number } | null,
): Promise<{ items: WorkSheetRow[]; total: number }> {
  const where = filterOf(f);
  const query = db
    .select(rowColumns)
    .from(workSheets)
    .innerJoin(employees, eq(employees.id, workSheets.employeeId))
    .leftJoin(centres, eq(centres.id, workSheets.centreId))
    .where(where)
    .orderBy(desc(workSheets.month), asc(employees.fullName), asc(workSheets.id));
  const items = paging
    ? await query.limit(paging.pageSize).offset(pageOffset(paging))
    : await query.limit(10_000);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(workSheets).where(where);
  return { items, total: Number(n) };
}

/** The rows of these sheets (after a bulk decision). */
export async function sheetRows(db: Db, ids: readonly string[]): Promise<WorkSheetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(rowColumns)
    .from(workSheets)
    .innerJoin(employees, eq(employees.id, workSheets.employeeId))
    .leftJoin(centres, eq(centres.id, workSheets.centreId))
    .where(inArray(workSheets.id, [...ids]))
    .orderBy(asc(employees.fullName), asc(workSheets.id));
}

/** Active staff in a scope (the employees' own place), for completeness. */
function staffWhere(
  scope: Scope,
  f: { countryId?: string | undefined; centreId?: string | undefined },
) {
  return and(
    scopeCondition(scope, { country: employees.countryId, centre: employees.centreId }),
    eq(employees.status, 'active'),
    isNull(employees.archivedAt),
    f.countryId ? eq(employees.countryId, f.countryId) : undefined,
    f.centreId ? eq(employees.centreId, f.centreId) : undefined,
  );
}

/** Counts of a month's sheets by state, and the active staff with none. */
export async function completenessCounts(
  db: Db,
  scope: Scope,
  f: { month: string; countryId?: string | undefined; centreId?: string | undefined },
): Promise<{ employees: number; byState: Record<string, number>; missing: number }> {
  const staff = staffWhere(scope, f);
  const [{ n: staffCount } = { n: 0 }] = await db
    .select({ n: count() })
    .from(employees)
    .where(staff);
  const states = await db
    .select({ state: workSheets.state, n: count() })
    .from(workSheets)
    .innerJoin(employees, eq(employees.id, workSheets.employeeId))
    .where(and(staff, eq(workSheets.month, f.month)))
    .groupBy(workSheets.state);
  const byState = Object.fromEntries(states.map((s) => [s.state, Number(s.n)]));
  const withSheet = states.reduce((s, r) => s + Number(r.n), 0);
  return { employees: Number(staffCount), byState, missing: Number(staffCount) - withSheet };
}

/** Active staff who have not submitted the month's sheet (none, a draft or a returned one). */
export async function notSubmitted(
  db: Db,
  scope: Scope,
  f: { month: string; countryId?: string | undefined; centreId?: string | undefined },
  paging: { page: number; pageSize: number },
): Promise<{
  items: Array<{
    employeeId: string;
    employeeName: string;
    centreName: string | null;
    state: WorkSheetState | null;
  }>;
  total: number;
}> {
  const where = and(
    staffWhere(scope, f),
    or(isNull(workSheets.id), inArray(workSheets.state, ['draft', 'returned'])),
  );
  const base = db
    .select({
      employeeId: employees.id,
      employeeName: employees.fullName,
      centreName: centres.name,
      state: workSheets.state,
    })
    .from(employees)
    .leftJoin(
      workSheets,
      and(eq(workSheets.employeeId, employees.id), eq(workSheets.month, f.month)),
    )
    .leftJoin(centres, eq(centres.id, employees.centreId))
    .where(where)
    .orderBy(asc(employees.fullName), asc(employees.id));
  const items = await base.limit(paging.pageSize).offset(pageOffset(paging));
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(employees)
    .leftJoin(
      workSheets,
      and(eq(workSheets.employeeId, employees.id), eq(workSheets.month, f.month)),
    )
    .where(where);
  return { items, total: Number(n) };
}

/** A month's sheets by centre, with totals, over the centres of the scope (paged by name). */
export async function centreTotals(
  db: Db,
  scope: Scope,
  f: { month: string; countryId?: string | undefined },
  paging: { page: number; pageSize: number },
) {
  const centreWhere = and(
    scopeCondition(scope, { country: centres.countryId, centre: centres.id }),
    isNull(centres.archivedAt),
    f.countryId ? eq(centres.countryId, f.countryId) : undefined,
  );
  const page = await db
    .select({ centreId: centres.id, centreName: centres.name })
    .from(centres)
    .where(centreWhere)
    .orderBy(asc(centres.name), asc(centres.id))
    .limit(paging.pageSize)
    .offset(pageOffset(paging));
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(centres).where(centreWhere);
  const ids = page.map((c) => c.centreId);
  const staff = ids.length
    ? await db
        .select({ centreId: employees.centreId, n: count() })
        .from(employees)
        .where(
          and(
            inArray(employees.centreId, ids),
            eq(employees.status, 'active'),
            isNull(employees.archivedAt),
          ),
        )
        .groupBy(employees.centreId)
    : [];
  const sheets = ids.length
    ? await db
        .select({
          centreId: workSheets.centreId,
          state: workSheets.state,
          n: count(),
          expected: sql<number>`coalesce(sum(${workSheets.expectedMinutes}), 0)::int`,
          recorded: sql<number>`coalesce(sum(${workSheets.recordedMinutes}), 0)::int`,
          sessions: sql<number>`coalesce(sum(${workSheets.sessions}), 0)::int`,
        })
        .from(workSheets)
        .where(and(inArray(workSheets.centreId, ids), eq(workSheets.month, f.month)))
        .groupBy(workSheets.centreId, workSheets.state)
    : [];
  const items = page.map((c) => {
    const mine = sheets.filter((s) => s.centreId === c.centreId);
    const by = (state: string) => Number(mine.find((s) => s.state === state)?.n ?? 0);
    const employeesCount = Number(staff.find((s) => s.centreId === c.centreId)?.n ?? 0);
    const withSheet = mine.reduce((s, r) => s + Number(r.n), 0);
    return {
      centreId: c.centreId,
      centreName: c.centreName,
      employees: employeesCount,
      draft: by('draft'),
      submitted: by('submitted'),
      returned: by('returned'),
      approved: by('approved'),
      missing: Math.max(0, employeesCount - withSheet),
      expectedMinutes: mine.reduce((s, r) => s + Number(r.expected), 0),
      recordedMinutes: mine.reduce((s, r) => s + Number(r.recorded), 0),
      sessions: mine.reduce((s, r) => s + Number(r.sessions), 0),
    };
  });
  return { items, total: Number(n) };
}

/**
 * The sheets of these employees for the month, any state (payroll pays from approved ones): their id, the
 * minutes recorded and the sessions held.
 */
export async function sheetsOfMonth(
  db: Db,
  employeeIds: readonly string[],
  month: string,
): Promise<
  Array<{
    id: string;
    employeeId: string;
    state: WorkSheetState;
    recordedMinutes: number;
    sessions: number;
  }>
> {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      id: workSheets.id,
      employeeId: workSheets.employeeId,
      state: workSheets.state,
      recordedMinutes: workSheets.recordedMinutes,
      sessions: workSheets.sessions,
    })
    .from(workSheets)
    .where(and(inArray(workSheets.employeeId, [...employeeIds]), eq(workSheets.month, month)));
}

/** The centres an employee works at (their record's and their active assignments'). */
export async function employeeCentres(db: Db, employeeId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ centreId: centreEmployees.centreId })
    .from(centreEmployees)
    .where(
      and(
        eq(centreEmployees.employeeId, employeeId),
        eq(centreEmployees.status, 'active'),
        isNull(centreEmployees.archivedAt),
      ),
    );
  return rows.map((r) => r.centreId);
}

/** The user accounts of a centre's manager (told when a sheet waits for them). */
export async function managerUsersOf(db: Db, centreId: string | null): Promise<string[]> {
  if (!centreId) return [];
  const rows = await db
    .select({ userId: employees.userId })
    .from(centres)
    .innerJoin(employees, eq(employees.id, centres.managerId))
    .where(eq(centres.id, centreId));
  return rows.map((r) => r.userId).filter((u): u is string => Boolean(u));
}

/** The user account of an employee, if linked. */
export async function userOfEmployee(db: Db, employeeId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: employees.userId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return row?.userId ?? null;
}
