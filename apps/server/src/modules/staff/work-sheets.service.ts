import { randomUUID } from 'node:crypto';
import {
  computeSheet,
  lineInput,
  lineProblems,
  REVIEW_ACTIONS,
  reviewInput,
  SHEET_EDITABLE,
  submitInput,
  translate,
  WORK_SHEET_LIFECYCLE,
  type BulkReviewInput,
  type BulkReviewResult,
  type CentreSheetTotals,
  type CentreTotalsQuery,
  type CompletenessQuery,
  type ListPage,
  type MyWorkSheet,
  type ReviewAction,
  type SheetCompleteness,
  type SheetListQuery,
  type WorkSheetAction,
  type WorkSheetDetail,
  type WorkSheetLine,
  type WorkSheetRow,
} from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import { NO_SCOPE } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import {
  AppError,
  conflict,
  forbidden,
  notFound,
  parseInput,
  validationFailed,
} from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { createIn, holdsOver, lockOwned, transitionIn, updateOwned } from '../../workflow/index.ts';
import {
  centreName,
  centreTotals,
  completenessCounts,
  countryCalendar,
  employeeById,
  employeeCentres,
  listSheets,
  managerUsersOf,
  monthRecords,
  notSubmitted,
  ownSheets,
  sheetById,
  sheetEvents,
  sheetInView,
  sheetOf,
  sheetRows,
  sheetVisible,
  userOfEmployee,
  workSheetsTable,
  type EmployeeDbRow,
  type WorkSheetDbRow,
} from './work-sheets.repository.ts';
import { presenceOf } from './teacher-log.repository.ts';

const scopeOf = (caller: Caller, permission: string): Scope =>
  caller.access.can(permission) ? caller.access.scopeFor(permission) : NO_SCOPE;

/** The caller's own staff record, or null (an administrator has none). */
async function ownEmployee(db: Db, caller: Caller): Promise<EmployeeDbRow | null> {
  const id = caller.access.employeeId;
  if (!id) return null;
  return (await employeeById(db, id)) ?? null;
}

/** The days and totals of a sheet: stored once submitted, computed from the records before. */
async function daysOf(
  db: Db,
  employee: EmployeeDbRow,
  month: string,
  row: WorkSheetDbRow | null,
  lines: readonly WorkSheetLine[],
) {
  if (row?.days) {
    return {
      days: row.days,
      totals: {
        expectedMinutes: row.expectedMinutes,
        recordedMinutes: row.recordedMinutes,
        sessions: row.sessions,
        deviations: row.deviations,
      },
    };
  }
  const calendar = await countryCalendar(db, employee.countryId);
  const records = await monthRecords(db, employee, month, calendar.timeZone);
  return computeSheet({
    month,
    today: calendar.today,
    weekend: calendar.weekend,
    ...records,
    presence: await presenceOf(db, employee.id, month, calendar.timeZone),
    lines,
  });
}

function actionsFor(caller: Caller, row: WorkSheetDbRow | null, mine: boolean): WorkSheetAction[] {
  const state = row?.state ?? 'draft';
  return WORK_SHEET_LIFECYCLE.actionsFrom(state).filter((a) => {
    if (a === 'create') return false;
    if (a === 'submit') return mine;
    return (
      !mine &&
      row !== null &&
      holdsOver(caller, 'work-sheets:approve', workSheetsTable.scopeOf(row))
    );
  });
}

async function detailOf(
  db: Db,
  caller: Caller,
  employee: EmployeeDbRow,
  month: string,
  row: WorkSheetDbRow | null,
): Promise<WorkSheetDetail> {
  const lines = row?.lines ?? [];
  const { days, totals } = await daysOf(db, employee, month, row, lines);
  const mine = caller.access.employeeId === employee.id;
  const centreId = row ? row.centreId : employee.centreId;
  return {
    id: row?.id ?? null,
    employeeId: employee.id,
    employeeName: employee.fullName,
    job: employee.job,
    centreId: centreId ?? null,
    centreName: await centreName(db, centreId ?? null),
    month,
    state: row?.state ?? 'draft',
    expectedMinutes: totals.expectedMinutes,
    recordedMinutes: totals.recordedMinutes,
    sessions: totals.sessions,
    deviations: totals.deviations,
    submittedAt: row?.submittedAt ?? null,
    approvedAt: row?.approvedAt ?? null,
    version: row?.version ?? 0,
    days,
    totals,
    lines,
    returnReason: row?.state === 'returned' ? row.returnReason : null,
    mine,
    opened: row ? row.openedBy.includes(caller.access.userId) : false,
    editable: mine && (!row || SHEET_EDITABLE.includes(row.state)),
    actions: actionsFor(caller, row, mine),
    events: row ? await sheetEvents(db, row.id) : [],
  };
}

function refuseFutureMonth(month: string, today: string) {
  if (month > today.slice(0, 7))
    throw validationFailed({ month: { code: 'staff.errors.futureMonth' } });
}

// ------------------------------------------------------------------------------------------------
// The employee's own sheet
// ------------------------------------------------------------------------------------------------

export async function mySheet(
  ctx: AppContext,
  caller: Caller,
  month: string,
): Promise<MyWorkSheet> {
  const employee = await ownEmployee(ctx.db, caller);
  if (!employee) return { employee: null, month, sheet: null };
  const calendar = await countryCalendar(ctx.db, employee.countryId);
  refuseFutureMonth(month, calendar.today);
  const row = (await sheetOf(ctx.db, employee.id, month)) ?? null;
  return {
    employee: {
      id: employee.id,
      name: employee.fullName,
      centreName: await centreName(ctx.db, employee.centreId),
    },
    month,
    sheet: await detailOf(ctx.db, caller, employee, month, row),
  };
}

function requireEmployee(employee: EmployeeDbRow | null): EmployeeDbRow {
  if (!employee) throw forbidden('staff.errors.noEmployee');
  return employee;
}

/** The caller's sheet of the month, locked; made (draft) when they write to it first. */
async function lockOrCreate(w: Writes, employee: EmployeeDbRow, month: string) {
  const found = await sheetOf(w.tx, employee.id, month);
  if (found) return lockOwned(w, workSheetsTable, found.id, ownSheets(employee.id));
  return createIn(w, {
    binding: workSheetsTable,
    lifecycle: WORK_SHEET_LIFECYCLE,
    action: 'create',
    placeChecked: true,
    values: {
      countryId: employee.countryId,
      centreId: employee.centreId,
      employeeId: employee.id,
      month,
    },
  });
}

export async function addLine(
  ctx: AppContext,
  caller: Caller,
  body: unknown,
): Promise<MyWorkSheet> {
  const input = parseInput(lineInput, body);
  const employee = requireEmployee(await ownEmployee(ctx.db, caller));
  await withWrites(ctx, caller, async (w) => {
    const calendar = await countryCalendar(w.tx, employee.countryId);
    refuseFutureMonth(input.month, calendar.today);
    if (input.centreId) {
      const mine = await employeeCentres(w.tx, employee.id);
      if (!mine.includes(input.centreId) && input.centreId !== employee.centreId)
        throw validationFailed({ centreId: { code: 'staff.errors.notInCentre' } });
    }
    const row = await lockOrCreate(w, employee, input.month);
    if (!SHEET_EDITABLE.includes(row.state)) throw conflict('staff.errors.locked');
    const { days } = await daysOf(w.tx, employee, input.month, null, row.lines);
    const dayMinutes = days.find((d) => d.date === input.date)?.recordedMinutes ?? 0;
    const line = {
      date: input.date,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      task: input.task,
      centreId: input.centreId ?? null,
      note: input.note ?? null,
    };
    const problems = lineProblemsOf(line, input.month, calendar.today, row.lines, dayMinutes);
    if (problems) throw problems;
    const lines = [...row.lines, { id: randomUUID(), ...line }].sort(
      (a, b) => a.date.localeCompare(b.date) || a.startsAt.localeCompare(b.startsAt),
    );
    await writeLines(w, employee, row, lines);
  });
  return mySheet(ctx, caller, input.month);
}

function lineProblemsOf(
  line: Omit<WorkSheetLine, 'id'>,
  month: string,
  today: string,
  lines: readonly WorkSheetLine[],
  dayMinutes: number,
): AppError | null {
  const found = lineProblems(line, { month, today, lines, dayMinutes });
  const keys = Object.keys(found);
  if (keys.length === 0) return null;
  return validationFailed(Object.fromEntries(keys.map((k) => [k, { code: found[k]! }])));
}

async function writeLines(
  w: Writes,
  employee: EmployeeDbRow,
  row: WorkSheetDbRow,
  lines: WorkSheetLine[],
) {
  const { totals } = await daysOf(w.tx, employee, row.month, null, lines);
  await updateOwned(w, workSheetsTable, row, {
    lines,
    expectedMinutes: totals.expectedMinutes,
    recordedMinutes: totals.recordedMinutes,
    sessions: totals.sessions,
    deviations: totals.deviations,
  });
}

export async function removeLine(
  ctx: AppContext,
  caller: Caller,
  lineId: string,
  month: string,
): Promise<MyWorkSheet> {
  const employee = requireEmployee(await ownEmployee(ctx.db, caller));
  await withWrites(ctx, caller, async (w) => {
    const found = await sheetOf(w.tx, employee.id, month);
    if (!found) throw notFound('staff.errors.lineNotFound');
    const row = await lockOwned(w, workSheetsTable, found.id, ownSheets(employee.id));
    if (!SHEET_EDITABLE.includes(row.state)) throw conflict('staff.errors.locked');
    if (!row.lines.some((l) => l.id === lineId)) throw notFound('staff.errors.lineNotFound');
    await writeLines(
      w,
      employee,
      row,
      row.lines.filter((l) => l.id !== lineId),
    );
  });
  return mySheet(ctx, caller, month);
}

export async function submitMine(
  ctx: AppContext,
  caller: Caller,
  body: unknown,
): Promise<MyWorkSheet> {
  const input = parseInput(submitInput, body);
  const employee = requireEmployee(await ownEmployee(ctx.db, caller));
  await withWrites(ctx, caller, async (w) => {
    const calendar = await countryCalendar(w.tx, employee.countryId);
    refuseFutureMonth(input.month, calendar.today);
    const before = await sheetOf(w.tx, employee.id, input.month);
    // The version the screen read (0: no sheet yet); another tab's change since is a 409.
    if (input.version !== undefined && (before?.version ?? 0) !== input.version) throw conflict();
    const created = await lockOrCreate(w, employee, input.month);
    await transitionIn(w, {
      binding: workSheetsTable,
      lifecycle: WORK_SHEET_LIFECYCLE,
      action: 'submit',
      id: created.id,
      visible: ownSheets(employee.id),
      wrongState: () => conflict('staff.errors.locked'),
      refusal: (r) =>
        r.employeeId === caller.access.employeeId ? undefined : forbidden('staff.errors.notOwner'),
      work: async (u, r) => {
        const { days, totals } = await daysOf(u.tx, employee, r.month, null, r.lines);
        const managers = await managerUsersOf(u.tx, r.centreId);
        return {
          changes: {
            days,
            expectedMinutes: totals.expectedMinutes,
            recordedMinutes: totals.recordedMinutes,
            sessions: totals.sessions,
            deviations: totals.deviations,
            submittedAt: new Date().toISOString(),
            openedBy: [],
            returnReason: null,
          },
          notify: {
            userIds: managers,
            titleKey: 'staff.ui.waitingTitle',
            link: '/users-manager-work-sheet-component',
            kind: 'work-sheets',
          },
        };
      },
    });
  });
  return mySheet(ctx, caller, input.month);
}

// ------------------------------------------------------------------------------------------------
// Reviewers
// ------------------------------------------------------------------------------------------------

function visibleTo(caller: Caller) {
  return sheetVisible(scopeOf(caller, 'work-sheets:read'), caller.access.employeeId);
}

export async function readSheet(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<WorkSheetDetail> {
  const row = await sheetInView(ctx.db, id, visibleTo(caller));
  if (!row) throw notFound('staff.errors.notFound');
  const employee = await employeeById(ctx.db, row.employeeId);
  if (!employee) throw notFound('staff.errors.notFound');
  return detailOf(ctx.db, caller, employee, row.month, row);
}

/** The reviewer opens a submitted sheet: kept on the sheet (approval needs it) and audited. */
export async function openSheet(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<WorkSheetDetail> {
  const approveScope = scopeOf(caller, 'work-sheets:approve');
  await withWrites(ctx, caller, async (w) => {
    const row = await lockOwned(w, workSheetsTable, id, sheetVisible(approveScope, null), () =>
      notFound('staff.errors.notFound'),
    );
    if (row.state !== 'submitted' || row.openedBy.includes(caller.access.userId)) return;
    if (row.employeeId === caller.access.employeeId) throw forbidden('staff.errors.ownSheet');
    await updateOwned(
      w,
      workSheetsTable,
      row,
      { openedBy: [...row.openedBy, caller.access.userId] },
      { keepVersion: true, audit: { action: 'open' } },
    );
  });
  return readSheet(ctx, caller, id);
}

/** Approve or return one sheet inside the caller's unit of work. */
async function reviewIn(
  w: Writes,
  caller: Caller,
  id: string,
  action: ReviewAction,
  reason: string | undefined,
  version: number | undefined,
) {
  return transitionIn(w, {
    binding: workSheetsTable,
    lifecycle: WORK_SHEET_LIFECYCLE,
    action,
    id,
    visible: sheetVisible(scopeOf(caller, 'work-sheets:approve'), null),
    missing: () => notFound('staff.errors.notFound'),
    wrongState: () => conflict('staff.errors.wrongState'),
    refusal: (r) => {
      if (!holdsOver(caller, 'work-sheets:approve', workSheetsTable.scopeOf(r))) return forbidden();
      if (r.employeeId === caller.access.employeeId) return forbidden('staff.errors.ownSheet');
      if (!r.openedBy.includes(caller.access.userId)) return conflict('staff.errors.notOpened');
      if (version !== undefined && r.version !== version) return conflict();
      return undefined;
    },
    work: async (u, r) => {
      const user = await userOfEmployee(u.tx, r.employeeId);
      const notify = user
        ? {
            userIds: [user],
            titleKey: `staff.state.${action === 'approve' ? 'approved' : 'returned'}`,
            link: '/work-sheet-component',
            kind: 'work-sheets',
          }
        : null;
      return action === 'approve'
        ? {
            changes: { approvedAt: new Date().toISOString(), approvedBy: caller.access.userId },
            notify,
          }
        : { changes: { returnReason: reason ?? null }, reason: reason ?? null, notify };
    },
  });
}

export async function reviewSheet(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: string,
  body: unknown,
): Promise<WorkSheetDetail> {
  if (!(REVIEW_ACTIONS as readonly string[]).includes(action)) throw notFound();
  const input = parseInput(reviewInput, body);
  await withWrites(ctx, caller, (w) =>
    reviewIn(w, caller, id, action as ReviewAction, input.reason, input.version),
  );
  return readSheet(ctx, caller, id);
}

/**
 * Approve or return several sheets: all or none (one refusal rolls the others back), the refusal
 * naming the sheet's employee.
 */
export async function reviewMany(
  ctx: AppContext,
  caller: Caller,
  input: BulkReviewInput,
): Promise<BulkReviewResult> {
  const ids = [...new Set(input.ids)];
  await withWrites(ctx, caller, async (w) => {
    for (const id of ids) {
      try {
        await reviewIn(w, caller, id, input.action, input.reason, undefined);
      } catch (error) {
        if (!(error instanceof AppError) || error.fields) throw error;
        const row = await sheetById(w.tx, id);
        const employee = row ? await employeeById(w.tx, row.employeeId) : undefined;
        throw new AppError(error.statusCode, 'staff.errors.bulkRefused', {
          name: employee?.fullName ?? id,
          problem: translate(caller.locale, error.code, error.params ?? {}),
        });
      }
    }
  });
  return { sheets: await sheetRows(ctx.db, ids) };
}

export async function listAll(
  ctx: AppContext,
  caller: Caller,
  q: SheetListQuery,
): Promise<ListPage<WorkSheetRow>> {
  const { items, total } = await listSheets(
    ctx.db,
    { scope: scopeOf(caller, 'work-sheets:read'), ...q },
    q,
  );
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export async function listWaiting(
  ctx: AppContext,
  caller: Caller,
  q: { page: number; pageSize: number },
): Promise<ListPage<WorkSheetRow>> {
  const { items, total } = await listSheets(
    ctx.db,
    {
      scope: scopeOf(caller, 'work-sheets:approve'),
      state: 'submitted',
      notEmployeeId: caller.access.employeeId,
    },
    q,
  );
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export async function listByCentre(
  ctx: AppContext,
  caller: Caller,
  q: CentreTotalsQuery,
): Promise<ListPage<CentreSheetTotals>> {
  const { items, total } = await centreTotals(ctx.db, scopeOf(caller, 'work-sheets:read'), q, q);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export async function completeness(
  ctx: AppContext,
  caller: Caller,
  q: CompletenessQuery,
): Promise<SheetCompleteness> {
  const scope = scopeOf(caller, 'work-sheets:read');
  const counts = await completenessCounts(ctx.db, scope, q);
  const missing = await notSubmitted(ctx.db, scope, q, q);
  return {
    month: q.month,
    employees: counts.employees,
    draft: counts.byState.draft ?? 0,
    submitted: counts.byState.submitted ?? 0,
    returned: counts.byState.returned ?? 0,
    approved: counts.byState.approved ?? 0,
    missing: counts.missing,
    notSubmitted: { ...missing, page: q.page, pageSize: q.pageSize },
  };
}

/** Every matching sheet (for the Excel export). */
export async function exportRows(
  ctx: AppContext,
  caller: Caller,
  q: SheetListQuery,
): Promise<WorkSheetRow[]> {
  const scope = scopeOf(caller, 'work-sheets:export');
  const { items } = await listSheets(ctx.db, { ...q, scope }, null);
  return items;
}
