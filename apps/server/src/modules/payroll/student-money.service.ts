import type {
  ListPage,
  MoneyTotals,
  StudentChargeRow,
  StudentMoneyGenerated,
  StudentMoneySummaryRow,
  studentChargeListQuery,
  studentMoneySummaryQuery,
} from '@qc/domain';
import {
  siblingFee,
  siblingRanks,
  studentMoneyGenerateInput,
  studentPaymentInput,
} from '@qc/domain';
import type { z } from 'zod';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { LEDGER_SCREENS } from '../../realtime/announce.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { auditActionIn, lockOwned, updateOwned } from '../../workflow/index.ts';
import { postPeopleEntry } from './ledger-port.ts';
import { studentChargeScopeColumns, studentChargesTable } from './payroll.repository.ts';
import {
  activeFeeRules,
  activePupils,
  activeSiblings,
  chargePage,
  chargeSummary,
  insertMissingCharges,
  insertStudentPayment,
  paymentCount,
  setChargesEntry,
  supportedCases,
  type StudentChargeInsert,
} from './student-money.repository.ts';

/**
 * Student money on the workflow kit. A payment changes its charge through the kit
 * (`studentChargesTable`): the charge is locked in the caller's scope, its `paid` written with
 * the version, the audit entry `pay` (resource `student-money`) and the `payroll` change event to
 * `student-money:read`. A month's generation inserts many charges at once, skipping those that
 * exist: it leaves one audit entry for the batch (`generate`, with what it created) and one
 * change event per centre, in the same unit of work. Postings go through the ledger port inside
 * the unit, and the ledger's screens hear of them after the commit.
 */

/** The ledger's screens hear of a posting made in this unit of work (after its commit). */
function announceLedger(
  w: Writes,
  id: string | undefined,
  action: string,
  place: { countryId: string; centreId: string },
) {
  w.announce({
    resource: LEDGER_SCREENS.resource,
    readers: LEDGER_SCREENS.readers,
    ...(id ? { id } : {}),
    action,
    scope: { countryId: place.countryId, centreId: place.centreId },
  });
}

/**
 * A month's fees and stipends for every active student in the caller's scope (or one centre):
 * the fee of the student's centre less the sibling discount, and the monthly support of each
 * open special case as a stipend. One of each kind per student and month: generating again
 * adds only what is missing. One ledger entry per centre and kind.
 */
export async function generateMonth(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<StudentMoneyGenerated> {
  const input = studentMoneyGenerateInput.parse(raw);
  const scope = caller.access.scopeFor('student-money:create');
  return withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const pupils = await activePupils(tx, scope, input.centreId);
    const rules = await activeFeeRules(tx);
    const ruleOf = new Map(rules.map((r) => [r.centreId, r]));
    // Siblings are counted over the whole family's active students, not only the scope's.
    const guardianIds = [...new Set(pupils.flatMap((p) => (p.guardianId ? [p.guardianId] : [])))];
    const family = await activeSiblings(tx, guardianIds);
    const ranks = siblingRanks([...family, ...pupils.filter((p) => !p.guardianId)]);
    const fees: StudentChargeInsert[] = [];
    for (const p of pupils) {
      const rule = ruleOf.get(p.centreId);
      if (!rule) continue;
      const { discount, net } = siblingFee(
        rule.monthlyFee,
        ranks.get(p.id) ?? 1,
        rule.siblingDiscountPercent,
      );
      fees.push({
        countryId: p.countryId,
        centreId: p.centreId,
        ringId: p.ringId,
        studentId: p.id,
        month: input.month,
        kind: 'fee',
        gross: rule.monthlyFee,
        discount,
        amount: net,
        currency: rule.currency,
        createdBy: caller.access.userId,
      });
    }
    const cases = await supportedCases(
      tx,
      pupils.map((p) => p.id),
    );
    const pupilOf = new Map(pupils.map((p) => [p.id, p]));
    const stipends: StudentChargeInsert[] = [];
    const seen = new Set<string>();
    for (const { c, currency } of cases) {
      const first = `${input.month}-01`;
      if (c.startsOn && c.startsOn.slice(0, 7) > input.month) continue;
      if (c.endsOn && c.endsOn < first) continue;
      if (seen.has(c.studentId)) continue;
      seen.add(c.studentId);
      const p = pupilOf.get(c.studentId)!;
      stipends.push({
        countryId: p.countryId,
        centreId: p.centreId,
        ringId: p.ringId,
        studentId: p.id,
        specialCaseId: c.id,
        month: input.month,
        kind: 'stipend',
        gross: c.monthlySupport!,
        discount: 0,
        amount: c.monthlySupport!,
        currency,
        createdBy: caller.access.userId,
      });
    }
    if (fees.length === 0 && stipends.length === 0) throw conflict('payroll.money.noRule');
    const inserted = await insertMissingCharges(tx, [...fees, ...stipends]);
    // One entry per centre, kind and currency, keyed so a retry posts once.
    const groups = new Map<
      string,
      {
        centreId: string;
        countryId: string;
        kind: string;
        currency: string;
        amount: number;
        ids: string[];
      }
    >();
    for (const c of inserted) {
      const k = `${c.centreId}:${c.kind}:${c.currency}`;
      const g = groups.get(k) ?? {
        centreId: c.centreId,
        countryId: c.countryId,
        kind: c.kind,
        currency: c.currency,
        amount: 0,
        ids: [],
      };
      g.amount += c.amount;
      g.ids.push(c.id);
      groups.set(k, g);
    }
    for (const g of groups.values()) {
      if (g.amount === 0) continue;
      const entryId = await postPeopleEntry(
        tx,
        caller,
        {
          kind: g.kind === 'fee' ? 'fees-charged' : 'stipends-charged',
          sourceId: g.ids[0]!,
          entryDate: `${input.month}-01`,
          currency: g.currency,
          amount: g.amount,
          memo: `${g.kind} ${input.month}`,
        },
        `student-charges:${g.centreId}:${g.kind}:${input.month}:${g.ids.sort()[0]}`,
      );
      if (entryId) await setChargesEntry(tx, g.ids, entryId);
    }
    await auditActionIn(w, {
      action: 'generate',
      resource: studentChargesTable.auditResource ?? studentChargesTable.name,
      newValues: { month: input.month, centreId: input.centreId ?? null, created: inserted.length },
    });
    // Each centre that got charges (and their entries) hears of it once.
    const centres = new Map([...groups.values()].map((g) => [g.centreId, g] as const));
    for (const g of centres.values()) {
      w.announce({
        resource: studentChargesTable.name,
        readers: studentChargesTable.readers ?? [],
        action: 'created',
        scope: { countryId: g.countryId, centreId: g.centreId },
      });
      announceLedger(w, undefined, 'created', g);
    }
    const count = (kind: string) => inserted.filter((c) => c.kind === kind).length;
    return {
      fees: count('fee'),
      stipends: count('stipend'),
      skipped: fees.length + stipends.length - inserted.length,
    };
  });
}

/** Records a payment against a charge: never more than is outstanding, in its currency. */
export async function payCharge(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<StudentChargeRow> {
  const input = studentPaymentInput.parse(raw);
  await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const c = await lockOwned(
      w,
      studentChargesTable,
      id,
      scopeCondition(caller.access.scopeFor('student-money:create'), studentChargeScopeColumns),
      () => notFound('payroll.error.notFound'),
    );
    if (input.currency !== c.currency)
      throw badRequest('payroll.error.wrongCurrency', { currency: c.currency });
    const outstanding = c.amount - c.paid;
    if (input.amount > outstanding) throw badRequest('payroll.money.overpaid', { outstanding });
    const n = await paymentCount(tx, id);
    const entryId = await postPeopleEntry(
      tx,
      caller,
      {
        kind: c.kind === 'fee' ? 'fee-paid' : 'stipend-paid',
        sourceId: id,
        entryDate: input.paidOn,
        centreId: c.centreId,
        currency: c.currency,
        amount: input.amount,
        memo: `${c.kind} ${c.month}`,
      },
      `student-payment:${id}:${n + 1}`,
    );
    await insertStudentPayment(tx, {
      chargeId: id,
      countryId: c.countryId,
      centreId: c.centreId,
      amount: input.amount,
      currency: c.currency,
      paidOn: input.paidOn,
      method: input.method,
      entryId,
      createdBy: caller.access.userId,
    });
    await updateOwned(
      w,
      studentChargesTable,
      c,
      { paid: c.paid + input.amount },
      { audit: { action: 'pay' } },
    );
    announceLedger(w, id, 'paid', c);
  });
  const [row] = (
    await chargePage(
      ctx.db,
      caller.access.scopeFor('student-money:read'),
      { page: 1, pageSize: 1 },
      { id },
    )
  ).items;
  return row!;
}

export function listCharges(
  ctx: AppContext,
  caller: Caller,
  f: z.infer<typeof studentChargeListQuery>,
): Promise<ListPage<StudentChargeRow> & { totals: MoneyTotals[] }> {
  return chargePage(ctx.db, caller.access.scopeFor('student-money:read'), f, f);
}

/**
 * Paid and outstanding per student, ring or centre (and currency), counted over every row.
 * `outstanding` and the totals are the fees still owed by families; stipends are shown apart.
 */
export function summary(
  ctx: AppContext,
  caller: Caller,
  f: z.infer<typeof studentMoneySummaryQuery>,
): Promise<ListPage<StudentMoneySummaryRow> & { totals: MoneyTotals[] }> {
  return chargeSummary(ctx.db, caller.access.scopeFor('student-money:read'), f);
}
