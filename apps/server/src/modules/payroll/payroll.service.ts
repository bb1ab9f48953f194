import { randomUUID } from 'node:crypto';
import type {
  ListPage,
  PayrollRunCreateInput,
  PayrollRunDetail,
  PayrollRunSummary,
  PayslipRow,
  payrollRunListQuery,
} from '@qc/domain';
import {
  computePayslip,
  SHEET_BASES,
  daysInMonth,
  monthBounds,
  PAYROLL_RUN_LIFECYCLE,
  payrollRunCreateInput,
  payslipChanges,
} from '@qc/domain';
import type { z } from 'zod';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { LEDGER_SCREENS } from '../../realtime/announce.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import {
  createIn,
  lockOwned,
  readVisibility,
  runTransition,
  transitionIn,
} from '../../workflow/index.ts';
import { deductAdvance } from './advances.service.ts';
import { postPeopleEntry } from './ledger-port.ts';
import {
  employeesOfRun,
  lockAdvances,
  monthFacts,
  runPreparers,
  type EmployeeMonth,
} from './payroll-facts.repository.ts';
import {
  advancesTakenBy,
  centreById,
  currencyOfPlace,
  payslipInScope,
  payslipsOfEmployee,
  payslipsOfRun,
  payrollRunsTable,
  replacePayslips,
  runClashes,
  runInScope,
  runPage,
  runSummaryRow,
  runTotals,
  toRunSummary,
  type AdvanceRow,
  type PayslipInsert,
  type RunRow,
} from './payroll.repository.ts';

/**
 * Payroll runs on the workflow kit (PAYROLL_RUN_LIFECYCLE): creating, computing, computing
 * again, approving and posting a run are its actions, so each leaves an audit entry named after
 * it (resource `payroll-runs`, which the separation of duties reads back) and the `payroll`
 * change event, written by the kit; the service writes neither.
 */

export const PAYROLL_RUN_JOB = 'payroll.run';
/** Employees computed per transaction (the job's progress step). */
export const PAYROLL_BATCH = 200;

const missing = () => notFound('payroll.error.notFound');

/** Days of the month an employee hired on `hiredOn` was employed (proration of fixed pay). */
export function daysEmployed(hiredOn: string | null, month: string, fixed30: boolean): number {
  const monthDays = fixed30 ? 30 : daysInMonth(month);
  if (!hiredOn || hiredOn.slice(0, 7) < month) return monthDays;
  if (hiredOn.slice(0, 7) > month) return 0;
  const day = Number(hiredOn.slice(8, 10));
  return Math.max(0, Math.min(monthDays, daysInMonth(month) - day + 1));
}

/**
 * Days of the month a line paid from `from` to `to` (inclusive ISO dates, null: open) covers,
 * counted as the month's days or, with the fixed 30-day month, as thirtieths (a line running to
 * the month's end takes what is left of the 30). A line outside the month covers none.
 */
export function daysPaid(
  month: string,
  fixed30: boolean,
  from: string | null,
  to: string | null,
): number {
  const real = daysInMonth(month);
  const monthDays = fixed30 ? 30 : real;
  if ((from && from.slice(0, 7) > month) || (to && to.slice(0, 7) < month)) return 0;
  const skipped = from && from.slice(0, 7) === month ? Number(from.slice(8, 10)) - 1 : 0;
  const endsInside = to !== null && to.slice(0, 7) === month && Number(to.slice(8, 10)) < real;
  const end = endsInside ? Math.min(Number(to!.slice(8, 10)), monthDays) : monthDays;
  return Math.max(0, end - skipped);
}

/**
 * Computes (again) the payslips of some employees of a draft run, in the transaction given:
 * the batch's old payslips are replaced, so running a batch twice (a retried job) gives the
 * same rows. Employees whose profile is in another currency than the run's are refused.
 */
export async function computeBatch(
  tx: Db,
  run: RunRow,
  employeeIds: readonly string[],
): Promise<void> {
  if (employeeIds.length === 0) return;
  const facts = await monthFacts(tx, employeeIds, run.month);
  await replacePayslips(tx, run.id, employeeIds, payslipsOfBatch(run, facts));
}

/**
 * The payslips of a batch of a run from the employees' month facts; refuses (throws) a profile
 * in another currency than the run's, or a work sheet not approved for a profile paid from it.
 */
export function payslipsOfBatch(run: RunRow, facts: readonly EmployeeMonth[]): PayslipInsert[] {
  const rows: PayslipInsert[] = [];
  for (const f of facts) {
    if (f.components.some((c) => c.currency !== run.currency))
      throw conflict('payroll.run.mixedCurrencies');
    const days = daysEmployed(f.hiredOn, run.month, run.fixed30);
    if (days === 0) continue;
    // Paid from the work sheet: only an approved one (the run names whose is not).
    const fromSheet = f.components.some((c) => SHEET_BASES.includes(c.basis));
    if (fromSheet && f.sheet?.state !== 'approved')
      throw conflict('payroll.run.sheetNotApproved', { name: f.name });
    // A line starting or ending inside the month (a ladder promotion) pays its own days.
    const components = f.components.map((c) =>
      c.validFrom || c.validTo
        ? {
            ...c,
            days: daysPaid(
              run.month,
              run.fixed30,
              [c.validFrom, f.hiredOn]
                .filter((d): d is string => Boolean(d))
                .sort()
                .at(-1) ?? null,
              c.validTo,
            ),
          }
        : c,
    );
    const slip = computePayslip(
      components,
      {
        ringsTaught: f.ringsTaught,
        sessionsHeld: f.sessionsHeld,
        students: f.students,
        daysEmployed: days,
        sheet: fromSheet && f.sheet ? f.sheet : null,
      },
      { month: run.month, fixed30: run.fixed30 },
      f.advances,
    );
    rows.push({
      runId: run.id,
      countryId: run.countryId,
      centreId: f.centreId,
      employeeId: f.employeeId,
      month: run.month,
      currency: run.currency,
      gross: slip.gross,
      deductions: slip.deductions,
      advanceDeduction: slip.advanceDeduction,
      net: slip.net,
      previousNet: f.previous?.net ?? null,
      lines: slip.lines,
      changes: payslipChanges(f.previous?.lines ?? null, slip.lines),
      advanceTaken: slip.advanceTaken,
    });
  }
  return rows;
}

/**
 * Ends a run's computation (`compute`: computing → draft) or computes a draft again
 * (`recompute`), inside the caller's unit of work: the payslips of every employee the run pays
 * (unless `batched`, when a job computed them batch by batch), then the run's totals.
 */
function computeIn(
  w: Writes,
  id: string,
  action: 'compute' | 'recompute',
  { batched = false }: { batched?: boolean } = {},
) {
  return transitionIn(w, {
    binding: payrollRunsTable,
    lifecycle: PAYROLL_RUN_LIFECYCLE,
    action,
    id,
    visible: readVisibility(w.caller, payrollRunsTable, 'salaries:create'),
    missing,
    wrongState: () => conflict('payroll.run.notDraft'),
    work: async (w, run) => {
      if (!batched) {
        // Everyone the run pays now; whoever it paid before and no longer does loses the payslip.
        await replacePayslips(w.tx, run.id, null, []);
        await computeBatch(w.tx, run, await employeesOfRun(w.tx, run));
      }
      return { changes: await runTotals(w.tx, run.id) };
    },
  });
}

/**
 * A new run. A centre's run is computed at once (a draft); a country's is computed by a
 * background job (status `computing` until it ends). A centre run and its country's run of
 * the same month exclude each other, so nobody is paid twice.
 */
export async function createRun(
  ctx: AppContext,
  caller: Caller,
  raw: PayrollRunCreateInput,
): Promise<PayrollRunSummary> {
  const input = payrollRunCreateInput.parse(raw);
  const scope = caller.access.scopeFor('salaries:create');
  const id = await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const centreId: string | null = input.centreId ?? null;
    // A centre's run takes the centre's country.
    let countryId = input.countryId ?? '';
    if (centreId) {
      const c = await centreById(tx, centreId);
      if (!c || (input.countryId && c.countryId !== input.countryId)) throw missing();
      countryId = c.countryId;
    }
    const place = { countryId, centreId };
    if (!recordInScope(scope, place)) throw missing();
    // Country and centre runs of one month exclude each other.
    if (await runClashes(tx, place, input.month)) throw conflict('payroll.run.exists');
    const currency = await currencyOfPlace(tx, place);
    const runId = randomUUID();
    // A country's run is computed by a job, enqueued in this transaction (so with the run).
    const job = centreId
      ? null
      : await enqueueJob(tx, {
          kind: PAYROLL_RUN_JOB,
          payload: { runId },
          createdBy: caller.access.userId,
          scopeLabel: input.month,
        });
    await createIn(w, {
      binding: payrollRunsTable,
      lifecycle: PAYROLL_RUN_LIFECYCLE,
      action: 'create',
      values: {
        id: runId,
        countryId,
        centreId,
        month: input.month,
        fixed30: input.fixed30,
        currency,
        jobId: job?.id ?? null,
        createdBy: caller.access.userId,
      },
    });
    if (centreId) await computeIn(w, runId, 'compute');
    return runId;
  });
  return readRunSummary(ctx.db, id);
}

/**
 * Ends a country run's computation once its job has computed every batch: the totals, and the
 * run a draft. The job acts for whoever created the run (`caller`).
 */
export async function finishComputedRun(ctx: AppContext, caller: Caller, id: string) {
  await withWrites(ctx, caller, (w) => computeIn(w, id, 'compute', { batched: true }));
}

/** Recomputes a draft from today's profiles, attendance and advances. */
export async function recomputeRun(ctx: AppContext, caller: Caller, id: string) {
  await withWrites(ctx, caller, (w) => computeIn(w, id, 'recompute'));
  return readRunSummary(ctx.db, id);
}

export async function approveRun(ctx: AppContext, caller: Caller, id: string) {
  await runTransition(ctx, caller, {
    binding: payrollRunsTable,
    lifecycle: PAYROLL_RUN_LIFECYCLE,
    action: 'approve',
    id,
    visible: readVisibility(caller, payrollRunsTable, 'salaries:approve'),
    missing,
    wrongState: (state) =>
      conflict(state === 'computing' ? 'payroll.run.computing' : 'payroll.run.alreadyApproved'),
    work: async (w, run) => {
      // Separation of duties, as for vouchers: whoever created or computed the run does not approve it.
      if ((await runPreparers(w.tx, run)).has(caller.access.userId))
        throw new AppError(403, 'payroll.run.selfApproval');
      return {
        changes: { approvedAt: new Date().toISOString(), approvedBy: caller.access.userId },
      };
    },
  });
  return readRunSummary(ctx.db, id);
}

/**
 * Posts an approved run in one transaction: the ledger entry (idempotency key of the run), the
 * advance instalments deducted (a repayment per advance, the plan recomputed, an event), the
 * run marked posted. The run's row is locked first: a second request waits, then finds the
 * run posted and answers it unchanged, so a run never posts twice.
 */
export async function postRun(ctx: AppContext, caller: Caller, id: string) {
  const visible = readVisibility(caller, payrollRunsTable, 'salaries:approve');
  await withWrites(ctx, caller, async (w) => {
    const current = await lockOwned(w, payrollRunsTable, id, visible, missing);
    if (current.status === 'posted') return;
    await transitionIn(w, {
      binding: payrollRunsTable,
      lifecycle: PAYROLL_RUN_LIFECYCLE,
      action: 'post',
      id,
      visible,
      missing,
      wrongState: () => conflict('payroll.run.notApproved'),
      work: async (w, run) => {
        const tx = w.tx;
        // The instalments the payslips took, locked, never more than each advance still owes
        // (a cash repayment since the draft): the entry credits exactly what the advances lose.
        const taken = (await advancesTakenBy(tx, run.id)).flat();
        const locked = await lockAdvances(
          tx,
          taken.map((t) => t.advanceId),
        );
        const deductions: Array<{ advance: AdvanceRow; amount: number }> = [];
        for (const t of taken) {
          const a = locked.get(t.advanceId);
          const amount = a && a.status === 'active' ? Math.min(t.amount, a.outstanding) : 0;
          if (a && amount > 0) deductions.push({ advance: a, amount });
        }
        const advanceDeduction = deductions.reduce((sum, d) => sum + d.amount, 0);
        const entryId = await postPeopleEntry(
          tx,
          caller,
          {
            kind: 'payroll',
            sourceId: run.id,
            entryDate: monthBounds(run.month).to,
            currency: run.currency,
            gross: run.gross,
            deductions: run.deductions,
            advanceDeduction,
            net: run.net,
            memo: `payroll ${run.month}`,
          },
          `payroll-run:${run.id}`,
        );
        for (const d of deductions) await deductAdvance(w, { ...d, run, entryId });
        // A posting is a journal entry: the ledger's screens change too.
        w.announce({
          resource: LEDGER_SCREENS.resource,
          readers: LEDGER_SCREENS.readers,
          id: run.id,
          action: 'posted',
          scope: { countryId: run.countryId, centreId: run.centreId },
        });
        return {
          changes: {
            postedAt: new Date().toISOString(),
            postedBy: caller.access.userId,
            entryId,
          },
        };
      },
    });
  });
  return readRunSummary(ctx.db, id);
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export async function readRunSummary(db: Db, id: string): Promise<PayrollRunSummary> {
  const r = await runSummaryRow(db, id);
  if (!r) throw missing();
  return toRunSummary(r);
}

export async function listRuns(
  ctx: AppContext,
  caller: Caller,
  f: z.infer<typeof payrollRunListQuery>,
): Promise<ListPage<PayrollRunSummary>> {
  const { rows, total } = await runPage(ctx.db, {
    ...f,
    scope: caller.access.scopeFor('salaries:read'),
  });
  return { items: rows, total, page: f.page, pageSize: f.pageSize };
}

export async function readRun(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<PayrollRunDetail> {
  const run = await runInScope(ctx.db, caller.access.scopeFor('salaries:read'), id);
  if (!run) throw missing();
  const summary = await readRunSummary(ctx.db, id);
  const preparedByCaller = (await runPreparers(ctx.db, run)).has(caller.access.userId);
  return { ...summary, preparedByCaller, payslips: await payslipsOfRun(ctx.db, id) };
}

/** A payslip the caller may read (its run in their salaries:read scope). */
export async function readPayslip(ctx: AppContext, caller: Caller, id: string) {
  const found = await payslipInScope(ctx.db, caller.access.scopeFor('salaries:read'), id);
  if (!found) throw missing();
  return found;
}

export async function employeePayslips(
  ctx: AppContext,
  caller: Caller,
  employeeId: string,
): Promise<{ items: PayslipRow[] }> {
  // Bounded: one payslip a month; five years at most on the employee's page.
  return {
    items: await payslipsOfEmployee(ctx.db, caller.access.scopeFor('salaries:read'), employeeId),
  };
}
