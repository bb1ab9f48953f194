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
  advanceCreateInput,
  advancePlan,
  advanceRepaymentInput,
  advanceRescheduleInput,
  advanceSkipInput,
  applyRepayment,
  instalmentDue,
  monthOf,
  normalizeArabic,
  pageOffset,
  reschedule,
  skipMonth,
} from '@qc/domain';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scope } from '../../access/access-types.ts';
import { recordInScope, scopeCondition } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import {
  advanceEvents,
  advanceRepayments,
  advances,
  advanceTypes,
  centres,
  employees,
  users,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { announceChange, LEDGER_SCREENS } from '../../realtime/announce.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { postPeopleEntry } from './ledger-port.ts';
import { ADVANCE_SCREENS } from './payroll-screens.ts';
import { planState } from './payroll-facts.repository.ts';

type AdvanceRow = typeof advances.$inferSelect;
const scopeColumns = { country: advances.countryId, centre: advances.centreId };

const summaryColumns = {
  a: advances,
  employeeName: employees.fullName,
  centreName: centres.name,
  typeAr: advanceTypes.nameAr,
  typeEn: advanceTypes.nameEn,
  typeFr: advanceTypes.nameFr,
};

function toSummary(r: {
  a: AdvanceRow;
  employeeName: string;
  centreName: string | null;
  typeAr: string;
  typeEn: string;
  typeFr: string;
}): AdvanceSummary {
  const a = r.a;
  const plan = advancePlan(planState(a));
  return {
    id: a.id,
    employeeId: a.employeeId,
    employeeName: r.employeeName,
    centreName: r.centreName,
    typeId: a.typeId,
    typeName: { ar: r.typeAr, en: r.typeEn, fr: r.typeFr },
    amount: a.amount,
    currency: a.currency,
    outstanding: a.outstanding,
    remainingInstalments: plan.length,
    nextMonth: plan[0]?.month ?? a.nextMonth,
    nextInstalment: plan[0]?.amount ?? null,
    status: a.status as AdvanceSummary['status'],
    grantedOn: a.grantedOn,
    version: a.version,
  };
}

function baseQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(advances)
    .innerJoin(employees, eq(employees.id, advances.employeeId))
    .innerJoin(advanceTypes, eq(advanceTypes.id, advances.typeId))
    .leftJoin(centres, eq(centres.id, advances.centreId));
}

export async function listAdvances(
  ctx: AppContext,
  caller: Caller,
  f: z.infer<typeof advanceListQuery>,
): Promise<ListPage<AdvanceSummary>> {
  const where = and(
    scopeCondition(caller.access.scopeFor('advances:read'), scopeColumns),
    f.employeeId ? eq(advances.employeeId, f.employeeId) : undefined,
    f.centreId ? eq(advances.centreId, f.centreId) : undefined,
    f.status ? eq(advances.status, f.status) : undefined,
    f.q ? like(employees.search, `%${normalizeArabic(f.q)}%`) : undefined,
  );
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(advances)
    .innerJoin(employees, eq(employees.id, advances.employeeId))
    .where(where);
  const rows = await baseQuery(ctx.db)
    .where(where)
    .orderBy(desc(advances.grantedOn), asc(advances.id))
    .limit(f.pageSize)
    .offset(pageOffset(f));
  return {
    items: rows.map(toSummary),
    total: Number(count?.n ?? 0),
    page: f.page,
    pageSize: f.pageSize,
  };
}

async function advanceInScope(tx: Db, scope: Scope, id: string, forUpdate = false) {
  const q = tx
    .select()
    .from(advances)
    .where(and(eq(advances.id, id), scopeCondition(scope, scopeColumns)));
  const [a] = forUpdate ? await q.for('update') : await q;
  if (!a) throw notFound('payroll.error.notFound');
  return a;
}

export async function readAdvance(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<AdvanceDetail> {
  await advanceInScope(ctx.db, caller.access.scopeFor('advances:read'), id);
  return advanceDetail(ctx.db, id);
}

async function advanceDetail(db: Db, id: string): Promise<AdvanceDetail> {
  const [r] = await baseQuery(db).where(eq(advances.id, id));
  if (!r) throw notFound('payroll.error.notFound');
  const events = await db
    .select({ e: advanceEvents, byName: users.displayName })
    .from(advanceEvents)
    .leftJoin(users, eq(users.id, advanceEvents.byUserId))
    .where(eq(advanceEvents.advanceId, id))
    .orderBy(asc(advanceEvents.at), asc(advanceEvents.id));
  return {
    ...toSummary(r),
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
    const [e] = await tx.select().from(employees).where(eq(employees.id, input.employeeId));
    if (!e || !recordInScope(caller.access.scopeFor('advances:create'), e))
      throw notFound('payroll.error.notFound');
    const [type] = await tx.select().from(advanceTypes).where(eq(advanceTypes.id, input.typeId));
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
    const [a] = await tx
      .insert(advances)
      .values({
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
      })
      .returning();
    await tx.insert(advanceEvents).values({
      advanceId: a!.id,
      kind: 'granted',
      month: input.startMonth,
      amount: input.amount,
      planBefore: [],
      planAfter: advancePlan(state),
      byUserId: caller.access.userId,
    });
    await recordAudit(
      tx,
      { action: 'create', resource: 'advances', recordId: a!.id, newValues: { ...input } },
      caller.request,
    );
    return a!;
  });
  // The grant is paid out of a box: the ledger's screens change too.
  announceChange(ctx.events, [ADVANCE_SCREENS, LEDGER_SCREENS], {
    id: a.id,
    action: 'created',
    scope: a,
  });
  return advanceDetail(ctx.db, a.id);
}

/** Changes an advance's plan state with a reason: the event keeps the plan before and after. */
async function changePlan(
  ctx: AppContext,
  caller: Caller,
  id: string,
  change: (a: AdvanceRow) => {
    state: ReturnType<typeof planState>;
    kind: 'skip' | 'reschedule';
    month: string;
    reason: string;
  },
) {
  const changed = await withWrites(ctx, caller, async (w) => {
    const a = await advanceInScope(w.tx, caller.access.scopeFor('advances:update'), id, true);
    if (a.status !== 'active') throw conflict('payroll.advance.repaid');
    const before = advancePlan(planState(a));
    const c = change(a);
    const after = advancePlan(c.state);
    await w.tx
      .update(advances)
      .set({
        remainingInstalments: c.state.remainingInstalments,
        nextMonth: c.state.nextMonth,
        skippedMonths: [...c.state.skippedMonths],
        version: a.version + 1,
        updatedAt: sql`now()`,
      })
      .where(eq(advances.id, id));
    await w.tx.insert(advanceEvents).values({
      advanceId: id,
      kind: c.kind,
      month: c.month,
      reason: c.reason,
      planBefore: before,
      planAfter: after,
      byUserId: caller.access.userId,
    });
    await recordAudit(
      w.tx,
      {
        action: c.kind,
        resource: 'advances',
        recordId: id,
        reason: c.reason,
        newValues: { month: c.month },
      },
      caller.request,
    );
    return a;
  });
  announceChange(ctx.events, ADVANCE_SCREENS, { id, action: 'updated', scope: changed });
  return advanceDetail(ctx.db, id);
}

/** Skips a month of the plan (every later instalment moves one month on). */
export function skipAdvanceMonth(ctx: AppContext, caller: Caller, id: string, raw: unknown) {
  const input = advanceSkipInput.parse(raw);
  return changePlan(ctx, caller, id, (a) => {
    const state = planState(a);
    if (input.month < a.nextMonth) throw conflict('payroll.advance.pastMonth');
    if (instalmentDue(state, input.month) === 0) throw conflict('payroll.advance.notInPlan');
    return {
      state: skipMonth(state, input.month),
      kind: 'skip',
      month: input.month,
      reason: input.reason,
    };
  });
}

/** Spreads what is owed over a new number of instalments from a month on. */
export function rescheduleAdvance(ctx: AppContext, caller: Caller, id: string, raw: unknown) {
  const input = advanceRescheduleInput.parse(raw);
  return changePlan(ctx, caller, id, (a) => {
    if (input.fromMonth < a.nextMonth) throw conflict('payroll.advance.pastMonth');
    return {
      state: reschedule(planState(a), input.instalments, input.fromMonth),
      kind: 'reschedule',
      month: input.fromMonth,
      reason: input.reason,
    };
  });
}

/** A repayment in cash (partial or whole): ledger entry, repayment row, plan recomputed. */
export async function repayAdvanceCash(ctx: AppContext, caller: Caller, id: string, raw: unknown) {
  const input = advanceRepaymentInput.parse(raw);
  const repaid = await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const a = await advanceInScope(tx, caller.access.scopeFor('advances:update'), id, true);
    if (a.status !== 'active') throw conflict('payroll.advance.repaid');
    if (input.currency !== a.currency)
      throw badRequest('payroll.error.wrongCurrency', { currency: a.currency });
    if (input.amount > a.outstanding)
      throw badRequest('payroll.advance.overpaid', { outstanding: a.outstanding });
    const before = planState(a);
    const month = monthOf(input.paidOn);
    const after = applyRepayment(before, input.amount, 'cash', month);
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(advanceRepayments)
      .where(eq(advanceRepayments.advanceId, id))) as [{ n: number }];
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
      `advance-repay:${id}:${Number(n) + 1}`,
    );
    await tx.insert(advanceRepayments).values({
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
    await tx
      .update(advances)
      .set({
        outstanding: after.outstanding,
        remainingInstalments: after.remainingInstalments,
        status: after.outstanding === 0 ? 'repaid' : 'active',
        version: a.version + 1,
        updatedAt: sql`now()`,
      })
      .where(eq(advances.id, id));
    await tx.insert(advanceEvents).values({
      advanceId: id,
      kind: 'repayment',
      month,
      amount: input.amount,
      planBefore: advancePlan(before),
      planAfter: advancePlan(after),
      byUserId: caller.access.userId,
    });
    await recordAudit(
      tx,
      { action: 'repay', resource: 'advances', recordId: id, newValues: { ...input } },
      caller.request,
    );
    return a;
  });
  // The repayment and the advance's plan (payroll screens), the cash received (the ledger's).
  announceChange(ctx.events, [ADVANCE_SCREENS, LEDGER_SCREENS], {
    id,
    action: 'repaid',
    scope: repaid,
  });
  return advanceDetail(ctx.db, id);
}

export async function listRepayments(
  ctx: AppContext,
  caller: Caller,
  f: z.infer<typeof repaymentListQuery>,
): Promise<ListPage<AdvanceRepaymentRow>> {
  const where = and(
    scopeCondition(caller.access.scopeFor('advances:read'), {
      country: advanceRepayments.countryId,
      centre: advanceRepayments.centreId,
    }),
    f.employeeId ? eq(advanceRepayments.employeeId, f.employeeId) : undefined,
    f.advanceId ? eq(advanceRepayments.advanceId, f.advanceId) : undefined,
    f.method ? eq(advanceRepayments.method, f.method) : undefined,
  );
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(advanceRepayments)
    .where(where);
  const rows = await ctx.db
    .select({ r: advanceRepayments, employeeName: employees.fullName })
    .from(advanceRepayments)
    .innerJoin(employees, eq(employees.id, advanceRepayments.employeeId))
    .where(where)
    .orderBy(
      desc(advanceRepayments.paidOn),
      desc(advanceRepayments.createdAt),
      asc(advanceRepayments.id),
    )
    .limit(f.pageSize)
    .offset(pageOffset(f));
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
    total: Number(count?.n ?? 0),
    page: f.page,
    pageSize: f.pageSize,
  };
}
