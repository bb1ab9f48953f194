import { randomUUID } from 'node:crypto';
import type {
  AdvanceDetail,
  AdvanceRepaymentRow,
  AdvanceSummary,
  ListPage,
  advanceListQuery,
  repaymentListQuery,
} from '@qc/domain';
import {
  ADVANCE_LIFECYCLE,
  advanceCreateInput,
  advancePlan,
  advanceRepaymentInput,
  advanceRescheduleInput,
  advanceSkipInput,
  applyRepayment,
  instalmentDue,
  monthOf,
  reschedule,
  skipMonth,
} from '@qc/domain';
import type { z } from 'zod';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { LEDGER_SCREENS } from '../../realtime/announce.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { createIn, readVisibility, runTransition, transitionIn } from '../../workflow/index.ts';
import { postPeopleEntry } from './ledger-port.ts';
import { planState } from './payroll-facts.repository.ts';
import {
  ANY_ROW,
  advanceIdInScope,
  advancePage,
  advancesTable,
  advanceTypeById,
  advanceWithEvents,
  employeeById,
  insertRepayment,
  repaymentCount,
  repaymentPage,
  toAdvanceSummary,
  type AdvanceRow,
  type RunRow,
} from './payroll.repository.ts';

/**
 * Advances on the workflow kit: a grant creates the record (ADVANCE_LIFECYCLE's `grant`), each
 * change of its plan (skip, reschedule, cash repayment, a run's deduction) is a transition, so
 * each leaves its `advance_events` row, an audit entry named after the action and the `payroll`
 * change event, written by the kit. Postings go through the ledger port inside the same unit.
 */

const missing = () => notFound('payroll.error.notFound');
const repaid = () => conflict('payroll.advance.repaid');

/** The ledger's screens hear of a posting made in this unit of work (after its commit). */
function announceLedger(w: Writes, a: AdvanceRow, action: string) {
  w.announce({
    resource: LEDGER_SCREENS.resource,
    readers: LEDGER_SCREENS.readers,
    id: a.id,
    action,
    scope: { countryId: a.countryId, centreId: a.centreId },
  });
}

export async function listAdvances(
  ctx: AppContext,
  caller: Caller,
  f: z.infer<typeof advanceListQuery>,
): Promise<ListPage<AdvanceSummary>> {
  const { rows, total } = await advancePage(ctx.db, {
    ...f,
    scope: caller.access.scopeFor('advances:read'),
  });
  return { items: rows.map(toAdvanceSummary), total, page: f.page, pageSize: f.pageSize };
}

export async function readAdvance(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<AdvanceDetail> {
  if (!(await advanceIdInScope(ctx.db, caller.access.scopeFor('advances:read'), id)))
    throw missing();
  return advanceDetail(ctx.db, id);
}

async function advanceDetail(db: Db, id: string): Promise<AdvanceDetail> {
  const found = await advanceWithEvents(db, id);
  if (!found) throw missing();
  const { r, events } = found;
  return {
    ...toAdvanceSummary(r),
    plan: advancePlan(planState(r.a)),
    skippedMonths: r.a.skippedMonths,
    notes: r.a.notes,
    events: events.map(({ e, byName }) => ({
      id: e.id,
      kind: e.kind as AdvanceDetail['events'][number]['kind'],
      month: e.month,
      amount: e.amount,
      reason: e.reason,
      planBefore: e.planBefore,
      planAfter: e.planAfter,
      at: e.at,
      byName: byName ?? null,
    })),
  };
}

/** Grants an advance: its plan from the type's limits, the ledger entry, the first event. */
export async function grantAdvance(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<AdvanceDetail> {
  const input = advanceCreateInput.parse(raw);
  const a = await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const e = await employeeById(tx, input.employeeId);
    if (!e || !recordInScope(caller.access.scopeFor('advances:create'), e)) throw missing();
    const type = await advanceTypeById(tx, input.typeId);
    if (!type || type.status !== 'active' || type.archivedAt)
      throw badRequest('payroll.advance.typeInactive');
    if (type.maxAmount != null && type.currency === input.currency && input.amount > type.maxAmount)
      throw badRequest('payroll.advance.tooMuch', { max: type.maxAmount });
    if (type.currency && type.currency !== input.currency)
      throw badRequest('payroll.error.wrongCurrency', { currency: type.currency });
    if (input.instalments > type.maxInstalments)
      throw badRequest('payroll.advance.tooManyInstalments', { max: type.maxInstalments });
    const state = {
      outstanding: input.amount,
      remainingInstalments: input.instalments,
      nextMonth: input.startMonth,
      skippedMonths: [] as string[],
    };
    const advanceId = randomUUID();
    const entryId = await postPeopleEntry(
      tx,
      caller,
      {
        kind: 'advance-granted',
        sourceId: advanceId,
        entryDate: input.grantedOn,
        currency: input.currency,
        amount: input.amount,
        memo: `advance ${e.fullName}`,
      },
      `advance-grant:${advanceId}`,
    );
    const a = await createIn(w, {
      binding: advancesTable,
      lifecycle: ADVANCE_LIFECYCLE,
      action: 'grant',
      values: {
        id: advanceId,
        countryId: e.countryId,
        centreId: e.centreId,
        employeeId: e.id,
        typeId: type.id,
        amount: input.amount,
        currency: input.currency,
        grantedOn: input.grantedOn,
        instalments: input.instalments,
        startMonth: input.startMonth,
        outstanding: input.amount,
        remainingInstalments: input.instalments,
        nextMonth: input.startMonth,
        notes: input.notes ?? null,
        entryId,
        createdBy: caller.access.userId,
      },
      event: {
        month: input.startMonth,
        amount: input.amount,
        planBefore: [],
        planAfter: advancePlan(state),
      },
    });
    // The grant is paid out of a box: the ledger's screens change too.
    announceLedger(w, a, 'created');
    return a;
  });
  return advanceDetail(ctx.db, a.id);
}

/**
 * Changes an advance's plan with a reason (a skip or a reschedule): the event keeps the plan
 * before and after.
 */
async function changePlan(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: 'skip' | 'reschedule',
  change: (a: AdvanceRow) => { state: ReturnType<typeof planState>; month: string; reason: string },
) {
  await runTransition(ctx, caller, {
    binding: advancesTable,
    lifecycle: ADVANCE_LIFECYCLE,
    action,
    id,
    visible: readVisibility(caller, advancesTable, 'advances:update'),
    missing,
    wrongState: repaid,
    work: async (_w, a) => {
      const c = change(a);
      return {
        changes: {
          remainingInstalments: c.state.remainingInstalments,
          nextMonth: c.state.nextMonth,
          skippedMonths: [...c.state.skippedMonths],
        },
        reason: c.reason,
        event: {
          month: c.month,
          planBefore: advancePlan(planState(a)),
          planAfter: advancePlan(c.state),
        },
      };
    },
  });
  return advanceDetail(ctx.db, id);
}

/** Skips a month of the plan (every later instalment moves one month on). */
export function skipAdvanceMonth(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<AdvanceDetail> {
  const input = advanceSkipInput.parse(raw);
  return changePlan(ctx, caller, id, 'skip', (a) => {
    const state = planState(a);
    if (input.month < a.nextMonth) throw conflict('payroll.advance.pastMonth');
    if (instalmentDue(state, input.month) === 0) throw conflict('payroll.advance.notInPlan');
    return { state: skipMonth(state, input.month), month: input.month, reason: input.reason };
  });
}

/** Spreads what is owed over a new number of instalments from a month on. */
export function rescheduleAdvance(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<AdvanceDetail> {
  const input = advanceRescheduleInput.parse(raw);
  return changePlan(ctx, caller, id, 'reschedule', (a) => {
    if (input.fromMonth < a.nextMonth) throw conflict('payroll.advance.pastMonth');
    return {
      state: reschedule(planState(a), input.instalments, input.fromMonth),
      month: input.fromMonth,
      reason: input.reason,
    };
  });
}

/** A repayment in cash (partial or whole): ledger entry, repayment row, plan recomputed. */
export async function repayAdvanceCash(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<AdvanceDetail> {
  const input = advanceRepaymentInput.parse(raw);
  await withWrites(ctx, caller, (w) =>
    transitionIn(w, {
      binding: advancesTable,
      lifecycle: ADVANCE_LIFECYCLE,
      action: 'repay',
      id,
      visible: readVisibility(caller, advancesTable, 'advances:update'),
      missing,
      wrongState: repaid,
      work: async (w, a) => {
        const tx = w.tx;
        if (input.currency !== a.currency)
          throw badRequest('payroll.error.wrongCurrency', { currency: a.currency });
        if (input.amount > a.outstanding)
          throw badRequest('payroll.advance.overpaid', { outstanding: a.outstanding });
        const before = planState(a);
        const month = monthOf(input.paidOn);
        const after = applyRepayment(before, input.amount, 'cash', month);
        const n = await repaymentCount(tx, id);
        const entryId = await postPeopleEntry(
          tx,
          caller,
          {
            kind: 'advance-cash-repayment',
            sourceId: id,
            entryDate: input.paidOn,
            centreId: a.centreId,
            currency: a.currency,
            amount: input.amount,
            memo: `advance repayment`,
          },
          `advance-repay:${id}:${n + 1}`,
        );
        await insertRepayment(tx, {
          advanceId: id,
          countryId: a.countryId,
          centreId: a.centreId,
          employeeId: a.employeeId,
          amount: input.amount,
          currency: a.currency,
          method: 'cash',
          month,
          paidOn: input.paidOn,
          entryId,
          notes: input.notes ?? null,
          createdBy: caller.access.userId,
        });
        // The cash received: the ledger's screens change too.
        announceLedger(w, a, 'repaid');
        return {
          to: after.outstanding === 0 ? 'repaid' : 'active',
          changes: {
            outstanding: after.outstanding,
            remainingInstalments: after.remainingInstalments,
          },
          event: {
            month,
            amount: input.amount,
            planBefore: advancePlan(before),
            planAfter: advancePlan(after),
          },
        };
      },
    }),
  );
  return advanceDetail(ctx.db, id);
}

/**
 * A salary deduction of an advance by a run being posted, inside the posting's unit of work:
 * repayment row, plan recomputed, event. The advance was locked with the run's others (in id
 * order); the right to deduct is the posting's, already checked on the run, so neither the
 * advance's place nor the caller's scope over it is asked again.
 */
export async function deductAdvance(
  w: Writes,
  d: { advance: AdvanceRow; amount: number; run: RunRow; entryId: string | null },
): Promise<void> {
  await transitionIn(w, {
    binding: advancesTable,
    lifecycle: ADVANCE_LIFECYCLE,
    action: 'deduct',
    id: d.advance.id,
    visible: ANY_ROW,
    missing,
    wrongState: repaid,
    refusal: () => undefined,
    work: async (w, a) => {
      const before = planState(a);
      const after = applyRepayment(before, d.amount, 'salary', d.run.month);
      await insertRepayment(w.tx, {
        advanceId: a.id,
        countryId: a.countryId,
        centreId: a.centreId,
        employeeId: a.employeeId,
        amount: d.amount,
        currency: a.currency,
        method: 'salary',
        month: d.run.month,
        paidOn: new Date().toISOString().slice(0, 10),
        payrollRunId: d.run.id,
        entryId: d.entryId,
        createdBy: w.caller.access.userId,
      });
      return {
        to: after.outstanding === 0 ? 'repaid' : 'active',
        changes: {
          outstanding: after.outstanding,
          remainingInstalments: after.remainingInstalments,
          nextMonth: after.nextMonth,
          skippedMonths: [...after.skippedMonths],
        },
        event: {
          month: d.run.month,
          amount: d.amount,
          planBefore: advancePlan(before),
          planAfter: advancePlan(after),
        },
      };
    },
  });
}

export async function listRepayments(
  ctx: AppContext,
  caller: Caller,
  f: z.infer<typeof repaymentListQuery>,
): Promise<ListPage<AdvanceRepaymentRow>> {
  const { rows, total } = await repaymentPage(ctx.db, {
    ...f,
    scope: caller.access.scopeFor('advances:read'),
  });
  return {
    items: rows.map(({ r, employeeName }) => ({
      id: r.id,
      advanceId: r.advanceId,
      employeeName,
      amount: r.amount,
      currency: r.currency,
      method: r.method as AdvanceRepaymentRow['method'],
      month: r.month,
      paidOn: r.paidOn,
      payrollRunId: r.payrollRunId,
      entryId: r.entryId,
    })),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}
