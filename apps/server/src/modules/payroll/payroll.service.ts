import type {
  ListPage,
  PayrollRunCreateInput,
  PayrollRunDetail,
  PayrollRunSummary,
  PayslipRow,
  payrollRunListQuery,
} from '@qc/domain';
import {
  applyRepayment,
  advancePlan,
  computePayslip,
  daysInMonth,
  monthBounds,
  pageOffset,
  payrollRunCreateInput,
  payslipChanges,
} from '@qc/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordInScope, scopeCondition } from '../../access/scope-condition.ts';
import type { Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import {
  advanceEvents,
  advanceRepayments,
  advances,
  centres,
  countries,
  employees,
  payrollRuns,
  payslips,
  salaryComponents,
} from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { announceChange, LEDGER_SCREENS, type ScreenTopic } from '../../realtime/announce.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { postPeopleEntry } from './ledger-port.ts';
import { ADVANCE_SCREENS, RUN_SCREENS } from './payroll-screens.ts';
import {
  employeesOfRun,
  lockAdvances,
  monthFacts,
  planState,
  runPreparers,
} from './payroll-facts.repository.ts';

export const PAYROLL_RUN_JOB = 'payroll.run';
/** Employees computed per transaction (the job's progress step). */
export const PAYROLL_BATCH = 200;

type RunRow = typeof payrollRuns.$inferSelect;
const runScopeColumns = { country: payrollRuns.countryId, centre: payrollRuns.centreId };

/** Days of the month an employee hired on `hiredOn` was employed (proration of fixed pay). */
export function daysEmployed(hiredOn: string | null, month: string, fixed30: boolean): number {
  const monthDays = fixed30 ? 30 : daysInMonth(month);
  if (!hiredOn || hiredOn.slice(0, 7) < month) return monthDays;
  if (hiredOn.slice(0, 7) > month) return 0;
  const day = Number(hiredOn.slice(8, 10));
  return Math.max(0, Math.min(monthDays, daysInMonth(month) - day + 1));
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
  await tx
    .delete(payslips)
    .where(and(eq(payslips.runId, run.id), inArray(payslips.employeeId, [...employeeIds])));
  const rows: Array<typeof payslips.$inferInsert> = [];
  for (const f of facts) {
    if (f.components.some((c) => c.currency !== run.currency))
      throw conflict('payroll.run.mixedCurrencies');
    const days = daysEmployed(f.hiredOn, run.month, run.fixed30);
    if (days === 0) continue;
    const slip = computePayslip(
      f.components,
      {
        ringsTaught: f.ringsTaught,
        sessionsHeld: f.sessionsHeld,
        students: f.students,
        daysEmployed: days,
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
  if (rows.length) await tx.insert(payslips).values(rows);
}

/** Sums the run's payslips into its totals and makes it a draft. */
export async function finishRun(tx: Db, runId: string): Promise<void> {
  await tx.execute(sql`
    update ${payrollRuns} r set
      employees = s.n, gross = s.gross, deductions = s.deductions,
      advance_deduction = s.adv, net = s.net, status = 'draft', version = r.version + 1
    from (
      select count(*)::int as n, coalesce(sum(gross), 0)::bigint as gross,
        coalesce(sum(deductions), 0)::bigint as deductions,
        coalesce(sum(advance_deduction), 0)::bigint as adv, coalesce(sum(net), 0)::bigint as net
      from ${payslips} where run_id = ${runId}
    ) s
    where r.id = ${runId}`);
}

/** The currency of the place's profiles (one, or a refusal). */
async function currencyOf(tx: Db, place: { countryId: string; centreId: string | null }) {
  const rows = await tx
    .selectDistinct({ currency: salaryComponents.currency })
    .from(salaryComponents)
    .innerJoin(employees, eq(employees.id, salaryComponents.employeeId))
    .where(
      and(
        eq(employees.countryId, place.countryId),
        place.centreId ? eq(employees.centreId, place.centreId) : undefined,
        eq(salaryComponents.status, 'active'),
        isNull(salaryComponents.archivedAt),
        eq(employees.status, 'active'),
      ),
    );
  if (rows.length === 0) throw conflict('payroll.run.empty');
  if (rows.length > 1) throw conflict('payroll.run.mixedCurrencies');
  return rows[0]!.currency;
}

/**
 * A new run in draft. A centre's run is computed at once; a country's is computed by a
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
      const [c] = await tx.select().from(centres).where(eq(centres.id, centreId));
      if (!c || (input.countryId && c.countryId !== input.countryId))
        throw notFound('payroll.error.notFound');
      countryId = c.countryId;
    }
    if (!recordInScope(scope, { countryId, centreId })) throw notFound('payroll.error.notFound');
    // Country and centre runs of one month exclude each other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`payroll:${countryId}:${input.month}`}))`,
    );
    const clash = await tx
      .select({ id: payrollRuns.id })
      .from(payrollRuns)
      .where(
        and(
          eq(payrollRuns.countryId, countryId),
          eq(payrollRuns.month, input.month),
          centreId
            ? sql`(${payrollRuns.centreId} is null or ${payrollRuns.centreId} = ${centreId})`
            : undefined,
        ),
      )
      .limit(1);
    if (clash.length) throw conflict('payroll.run.exists');
    const currency = await currencyOf(tx, { countryId: countryId, centreId });
    const [run] = await tx
      .insert(payrollRuns)
      .values({
        countryId: countryId,
        centreId,
        month: input.month,
        fixed30: input.fixed30,
        currency,
        status: centreId ? 'draft' : 'computing',
        createdBy: caller.access.userId,
      })
      .returning();
    if (centreId) {
      const ids = await employeesOfRun(tx, { countryId: countryId, centreId });
      await computeBatch(tx, run!, ids);
      await finishRun(tx, run!.id);
    } else {
      const job = await enqueueJob(tx, {
        kind: PAYROLL_RUN_JOB,
        payload: { runId: run!.id },
        createdBy: caller.access.userId,
        scopeLabel: input.month,
      });
      await tx.update(payrollRuns).set({ jobId: job.id }).where(eq(payrollRuns.id, run!.id));
    }
    await recordAudit(
      tx,
      {
        action: 'create',
        resource: 'payroll-runs',
        recordId: run!.id,
        newValues: {
          countryId: countryId,
          centreId,
          month: input.month,
          fixed30: input.fixed30,
        },
      },
      caller.request,
    );
    return run!.id;
  });
  return announceRun(ctx, id, 'created');
}

/** The run, if it is in the caller's scope for the permission (else 404). */
async function runInScope(tx: Db, scope: Scope, id: string, forUpdate = false): Promise<RunRow> {
  const q = tx
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.id, id), scopeCondition(scope, runScopeColumns)));
  const [run] = forUpdate ? await q.for('update') : await q;
  if (!run) throw notFound('payroll.error.notFound');
  return run;
}

/** Recomputes a draft from today's profiles, attendance and advances. */
export async function recomputeRun(ctx: AppContext, caller: Caller, id: string) {
  await withWrites(ctx, caller, async (w) => {
    const run = await runInScope(w.tx, caller.access.scopeFor('salaries:create'), id, true);
    if (run.status !== 'draft') throw conflict('payroll.run.notDraft');
    await w.tx.delete(payslips).where(eq(payslips.runId, run.id));
    const ids = await employeesOfRun(w.tx, run);
    await computeBatch(w.tx, run, ids);
    await finishRun(w.tx, run.id);
    await recordAudit(
      w.tx,
      { action: 'recompute', resource: 'payroll-runs', recordId: id },
      caller.request,
    );
  });
  return announceRun(ctx, id, 'updated');
}

export async function approveRun(ctx: AppContext, caller: Caller, id: string) {
  await withWrites(ctx, caller, async (w) => {
    const run = await runInScope(w.tx, caller.access.scopeFor('salaries:approve'), id, true);
    if (run.status === 'computing') throw conflict('payroll.run.computing');
    if (run.status !== 'draft') throw conflict('payroll.run.alreadyApproved');
    // Separation of duties, as for vouchers: whoever created or computed the run does not approve it.
    if ((await runPreparers(w.tx, run)).has(caller.access.userId))
      throw new AppError(403, 'payroll.run.selfApproval');
    await w.tx
      .update(payrollRuns)
      .set({
        status: 'approved',
        approvedAt: sql`now()`,
        approvedBy: caller.access.userId,
        version: run.version + 1,
      })
      .where(eq(payrollRuns.id, id));
    await recordAudit(
      w.tx,
      { action: 'approve', resource: 'payroll-runs', recordId: id },
      caller.request,
    );
  });
  return announceRun(ctx, id, 'approved');
}

/**
 * Posts an approved run in one transaction: the ledger entry (idempotency key of the run), the
 * advance instalments deducted (a repayment per advance, the plan recomputed, an event), the
 * run marked posted. The run's row is locked first: a second request waits, then finds the
 * run posted and answers it unchanged, so a run never posts twice.
 */
export async function postRun(ctx: AppContext, caller: Caller, id: string) {
  const posted = await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const run = await runInScope(tx, caller.access.scopeFor('salaries:approve'), id, true);
    if (run.status === 'posted') return false;
    if (run.status !== 'approved') throw conflict('payroll.run.notApproved');
    // The instalments the payslips took, locked, never more than each advance still owes
    // (a cash repayment since the draft): the entry credits exactly what the advances lose.
    const slips = await tx
      .select({ taken: payslips.advanceTaken })
      .from(payslips)
      .where(eq(payslips.runId, run.id));
    const locked = await lockAdvances(
      tx,
      slips.flatMap((s) => s.taken.map((t) => t.advanceId)),
    );
    const deductions: Array<{ advance: typeof advances.$inferSelect; amount: number }> = [];
    for (const s of slips)
      for (const t of s.taken) {
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
    for (const d of deductions) await deductAdvance(tx, caller, { ...d, run, entryId });
    await tx
      .update(payrollRuns)
      .set({
        status: 'posted',
        postedAt: sql`now()`,
        postedBy: caller.access.userId,
        entryId,
        version: run.version + 1,
      })
      .where(eq(payrollRuns.id, id));
    await recordAudit(
      tx,
      {
        action: 'post',
        resource: 'payroll-runs',
        recordId: id,
        newValues: { entryId, net: run.net },
      },
      caller.request,
    );
    return true;
  });
  // A posting deducts advances' instalments and is a journal entry: three kinds of screens.
  if (!posted) return readRunSummary(ctx.db, id);
  return announceRun(ctx, id, 'posted', [ADVANCE_SCREENS, LEDGER_SCREENS]);
}

/** After the commit: the run's screens (and others it changed) hear of it; returns the run. */
export async function announceRun(
  ctx: AppContext,
  id: string,
  action: string,
  also: readonly ScreenTopic[] = [],
): Promise<PayrollRunSummary> {
  const run = await readRunSummary(ctx.db, id);
  announceChange(ctx.events, [RUN_SCREENS, ...also], { id, action, scope: run });
  return run;
}

/** A salary deduction of an advance by a posted run: repayment row, plan recomputed, event. */
async function deductAdvance(
  tx: Db,
  caller: Caller,
  d: { advance: typeof advances.$inferSelect; amount: number; run: RunRow; entryId: string | null },
) {
  const a = d.advance;
  const amount = d.amount;
  const before = planState(a);
  const after = applyRepayment(before, amount, 'salary', d.run.month);
  await tx.insert(advanceRepayments).values({
    advanceId: a.id,
    countryId: a.countryId,
    centreId: a.centreId,
    employeeId: a.employeeId,
    amount,
    currency: a.currency,
    method: 'salary',
    month: d.run.month,
    paidOn: new Date().toISOString().slice(0, 10),
    payrollRunId: d.run.id,
    entryId: d.entryId,
    createdBy: caller.access.userId,
  });
  await tx
    .update(advances)
    .set({
      outstanding: after.outstanding,
      remainingInstalments: after.remainingInstalments,
      nextMonth: after.nextMonth,
      skippedMonths: [...after.skippedMonths],
      status: after.outstanding === 0 ? 'repaid' : 'active',
      version: a.version + 1,
      updatedAt: sql`now()`,
    })
    .where(eq(advances.id, a.id));
  await tx.insert(advanceEvents).values({
    advanceId: a.id,
    kind: 'repayment',
    month: d.run.month,
    amount,
    reason: null,
    planBefore: advancePlan(before),
    planAfter: advancePlan(after),
    byUserId: caller.access.userId,
  });
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

const summaryColumns = {
  run: payrollRuns,
  countryName: countries.nameAr,
  centreName: centres.name,
};

function toSummary(r: {
  run: RunRow;
  countryName: string;
  centreName: string | null;
}): PayrollRunSummary {
  const run = r.run;
  return {
    id: run.id,
    countryId: run.countryId,
    countryName: r.countryName,
    centreId: run.centreId,
    centreName: r.centreName,
    month: run.month,
    fixed30: run.fixed30,
    status: run.status as PayrollRunSummary['status'],
    currency: run.currency,
    employees: run.employees,
    gross: run.gross,
    deductions: run.deductions,
    advanceDeduction: run.advanceDeduction,
    net: run.net,
    jobId: run.jobId,
    entryId: run.entryId,
    createdAt: run.createdAt,
    approvedAt: run.approvedAt,
    postedAt: run.postedAt,
    version: run.version,
  };
}

export async function readRunSummary(db: Db, id: string): Promise<PayrollRunSummary> {
  const [r] = await db
    .select(summaryColumns)
    .from(payrollRuns)
    .innerJoin(countries, eq(countries.id, payrollRuns.countryId))
    .leftJoin(centres, eq(centres.id, payrollRuns.centreId))
    .where(eq(payrollRuns.id, id));
  if (!r) throw notFound('payroll.error.notFound');
  return toSummary(r);
}

export async function listRuns(
  ctx: AppContext,
  caller: Caller,
  f: z.infer<typeof payrollRunListQuery>,
): Promise<ListPage<PayrollRunSummary>> {
  const where = and(
    scopeCondition(caller.access.scopeFor('salaries:read'), runScopeColumns),
    f.countryId ? eq(payrollRuns.countryId, f.countryId) : undefined,
    f.centreId ? eq(payrollRuns.centreId, f.centreId) : undefined,
    f.month ? eq(payrollRuns.month, f.month) : undefined,
    f.status ? eq(payrollRuns.status, f.status) : undefined,
  );
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(payrollRuns)
    .where(where);
  const rows = await ctx.db
    .select(summaryColumns)
    .from(payrollRuns)
    .innerJoin(countries, eq(countries.id, payrollRuns.countryId))
    .leftJoin(centres, eq(centres.id, payrollRuns.centreId))
    .where(where)
    .orderBy(desc(payrollRuns.month), desc(payrollRuns.createdAt), asc(payrollRuns.id))
    .limit(f.pageSize)
    .offset(pageOffset(f));
  return {
    items: rows.map(toSummary),
    total: Number(count?.n ?? 0),
    page: f.page,
    pageSize: f.pageSize,
  };
}

const slipColumns = {
  slip: payslips,
  employeeName: employees.fullName,
  centreName: centres.name,
  runStatus: payrollRuns.status,
};

function toSlip(r: {
  slip: typeof payslips.$inferSelect;
  employeeName: string;
  centreName: string | null;
  runStatus: string;
}): PayslipRow {
  const s = r.slip;
  return {
    id: s.id,
    runId: s.runId,
    month: s.month,
    employeeId: s.employeeId,
    employeeName: r.employeeName,
    centreName: r.centreName,
    currency: s.currency,
    gross: s.gross,
    deductions: s.deductions,
    advanceDeduction: s.advanceDeduction,
    net: s.net,
    previousNet: s.previousNet,
    lines: s.lines,
    changes: s.changes,
    runStatus: r.runStatus as PayslipRow['runStatus'],
  };
}

export async function readRun(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<PayrollRunDetail> {
  const run = await runInScope(ctx.db, caller.access.scopeFor('salaries:read'), id);
  const summary = await readRunSummary(ctx.db, id);
  const preparedByCaller = (await runPreparers(ctx.db, run)).has(caller.access.userId);
  const rows = await ctx.db
    .select(slipColumns)
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .leftJoin(centres, eq(centres.id, payslips.centreId))
    .where(eq(payslips.runId, id))
    .orderBy(asc(employees.fullName), asc(payslips.id));
  return { ...summary, preparedByCaller, payslips: rows.map(toSlip) };
}

/** A payslip the caller may read (its run in their salaries:read scope). */
export async function readPayslip(ctx: AppContext, caller: Caller, id: string) {
  const [r] = await ctx.db
    .select(slipColumns)
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .leftJoin(centres, eq(centres.id, payslips.centreId))
    .where(
      and(
        eq(payslips.id, id),
        scopeCondition(caller.access.scopeFor('salaries:read'), runScopeColumns),
      ),
    );
  if (!r) throw notFound('payroll.error.notFound');
  return { row: toSlip(r), serial: r.slip.serial };
}

export async function employeePayslips(ctx: AppContext, caller: Caller, employeeId: string) {
  const rows = await ctx.db
    .select(slipColumns)
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .leftJoin(centres, eq(centres.id, payslips.centreId))
    .where(
      and(
        eq(payslips.employeeId, employeeId),
        scopeCondition(caller.access.scopeFor('salaries:read'), runScopeColumns),
      ),
    )
    .orderBy(desc(payslips.month), asc(payslips.id))
    // Bounded: one payslip a month; five years at most on the employee's page.
    .limit(60);
  return { items: rows.map(toSlip) };
}
