import type {
  ListPage,
  MoneyTotals,
  StudentChargeRow,
  StudentMoneySummaryRow,
  studentChargeListQuery,
  studentMoneySummaryQuery,
} from '@qc/domain';
import {
  normalizeArabic,
  pageOffset,
  siblingFee,
  siblingRanks,
  studentMoneyGenerateInput,
  studentPaymentInput,
} from '@qc/domain';
import { and, asc, eq, gt, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import {
  centres,
  countries,
  rings,
  specialCases,
  studentCharges,
  studentFeeRules,
  studentPayments,
  students,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { announceChange, LEDGER_SCREENS } from '../../realtime/announce.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { postPeopleEntry } from './ledger-port.ts';
import { STUDENT_MONEY_SCREENS } from './payroll-screens.ts';

const chargeScope = {
  country: studentCharges.countryId,
  centre: studentCharges.centreId,
  ring: studentCharges.ringId,
  student: studentCharges.studentId,
};

/**
 * A month's fees and stipends for every active student in the caller's scope (or one centre):
 * the fee of the student's centre less the sibling discount, and the monthly support of each
 * open special case as a stipend. One of each kind per student and month: generating again
 * adds only what is missing. One ledger entry per centre and kind.
 */
export async function generateMonth(ctx: AppContext, caller: Caller, raw: unknown) {
  const input = studentMoneyGenerateInput.parse(raw);
  const scope = caller.access.scopeFor('student-money:create');
  const { counts, groups } = await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const place = and(
      scopeCondition(scope, {
        country: students.countryId,
        centre: students.centreId,
        ring: students.ringId,
      }),
      input.centreId ? eq(students.centreId, input.centreId) : undefined,
      eq(students.status, 'active'),
      isNull(students.archivedAt),
    );
    const pupils = await tx
      .select({
        id: students.id,
        countryId: students.countryId,
        centreId: students.centreId,
        ringId: students.ringId,
        guardianId: students.guardianId,
        birthDate: students.birthDate,
      })
      .from(students)
      .where(place);
    const rules = await tx
      .select()
      .from(studentFeeRules)
      .where(and(eq(studentFeeRules.status, 'active'), isNull(studentFeeRules.archivedAt)));
    const ruleOf = new Map(rules.map((r) => [r.centreId, r]));
    // Siblings are counted over the whole family's active students, not only the scope's.
    const guardianIds = [...new Set(pupils.flatMap((p) => (p.guardianId ? [p.guardianId] : [])))];
    const family = guardianIds.length
      ? await tx
          .select({
            id: students.id,
            guardianId: students.guardianId,
            birthDate: students.birthDate,
          })
          .from(students)
          .where(
            and(
              inArray(students.guardianId, guardianIds),
              eq(students.status, 'active'),
              isNull(students.archivedAt),
            ),
          )
      : [];
    const ranks = siblingRanks([...family, ...pupils.filter((p) => !p.guardianId)]);
    const fees: Array<typeof studentCharges.$inferInsert> = [];
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
    const cases = pupils.length
      ? await tx
          .select({ c: specialCases, currency: countries.currency })
          .from(specialCases)
          .innerJoin(countries, eq(countries.id, specialCases.countryId))
          .where(
            and(
              inArray(
                specialCases.studentId,
                pupils.map((p) => p.id),
              ),
              eq(specialCases.status, 'open'),
              gt(specialCases.monthlySupport, 0),
              isNull(specialCases.archivedAt),
            ),
          )
      : [];
    const pupilOf = new Map(pupils.map((p) => [p.id, p]));
    const stipends: Array<typeof studentCharges.$inferInsert> = [];
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
    const inserted = [...fees, ...stipends].length
      ? await tx
          .insert(studentCharges)
          .values([...fees, ...stipends])
          .onConflictDoNothing()
          .returning()
      : [];
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
      if (entryId)
        await tx.update(studentCharges).set({ entryId }).where(inArray(studentCharges.id, g.ids));
    }
    await recordAudit(
      tx,
      {
        action: 'generate',
        resource: 'student-money',
        newValues: {
          month: input.month,
          centreId: input.centreId ?? null,
          created: inserted.length,
        },
      },
      caller.request,
    );
    const count = (kind: string) => inserted.filter((c) => c.kind === kind).length;
    const counts = {
      fees: count('fee'),
      stipends: count('stipend'),
      skipped: fees.length + stipends.length - inserted.length,
    };
    return { counts, groups: [...groups.values()] };
  });
  // Each centre that got charges (and their entries) hears of it once.
  const centres = new Map(groups.map((g) => [g.centreId, g]));
  for (const g of centres.values())
    announceChange(ctx.events, [STUDENT_MONEY_SCREENS, LEDGER_SCREENS], {
      action: 'created',
      scope: g,
    });
  return counts;
}

/** Records a payment against a charge: never more than is outstanding, in its currency. */
export async function payCharge(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<StudentChargeRow> {
  const input = studentPaymentInput.parse(raw);
  const charge = await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const [c] = await tx
      .select()
      .from(studentCharges)
      .where(
        and(
          eq(studentCharges.id, id),
          scopeCondition(caller.access.scopeFor('student-money:create'), chargeScope),
        ),
      )
      .for('update');
    if (!c) throw notFound('payroll.error.notFound');
    if (input.currency !== c.currency)
      throw badRequest('payroll.error.wrongCurrency', { currency: c.currency });
    const outstanding = c.amount - c.paid;
    if (input.amount > outstanding) throw badRequest('payroll.money.overpaid', { outstanding });
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(studentPayments)
      .where(eq(studentPayments.chargeId, id))) as [{ n: number }];
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
      `student-payment:${id}:${Number(n) + 1}`,
    );
    await tx.insert(studentPayments).values({
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
    await tx
      .update(studentCharges)
      .set({ paid: c.paid + input.amount })
      .where(eq(studentCharges.id, id));
    await recordAudit(
      tx,
      { action: 'pay', resource: 'student-money', recordId: id, newValues: { ...input } },
      caller.request,
    );
    return c;
  });
  announceChange(ctx.events, [STUDENT_MONEY_SCREENS, LEDGER_SCREENS], {
    id,
    action: 'paid',
    scope: charge,
  });
  const [row] = (await chargeRows(ctx, caller, { page: 1, pageSize: 1 }, eq(studentCharges.id, id)))
    .items;
  return row!;
}

async function chargeRows(
  ctx: AppContext,
  caller: Caller,
  p: { page: number; pageSize: number },
  where: SQL | undefined,
): Promise<ListPage<StudentChargeRow> & { totals: MoneyTotals[] }> {
  const all = and(scopeCondition(caller.access.scopeFor('student-money:read'), chargeScope), where);
  const from = ctx.db
    .select({
      c: studentCharges,
      studentName: students.fullName,
      ringName: rings.name,
      centreName: centres.name,
    })
    .from(studentCharges)
    .innerJoin(students, eq(students.id, studentCharges.studentId))
    .innerJoin(centres, eq(centres.id, studentCharges.centreId))
    .leftJoin(rings, eq(rings.id, studentCharges.ringId));
  const totals = await ctx.db
    .select({
      currency: studentCharges.currency,
      charged: sql<number>`coalesce(sum(${studentCharges.amount}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${studentCharges.paid}), 0)::bigint`,
      n: sql<number>`count(*)::int`,
    })
    .from(studentCharges)
    .innerJoin(students, eq(students.id, studentCharges.studentId))
    .where(all)
    .groupBy(studentCharges.currency)
    .orderBy(studentCharges.currency);
  const rows = await from
    .where(all)
    .orderBy(
      sql`${studentCharges.month} desc`,
      asc(students.fullName),
      asc(studentCharges.kind),
      asc(studentCharges.id),
    )
    .limit(p.pageSize)
    .offset(pageOffset(p));
  return {
    items: rows.map(({ c, studentName, ringName, centreName }) => ({
      id: c.id,
      studentId: c.studentId,
      studentName,
      ringName,
      centreName,
      month: c.month,
      kind: c.kind as StudentChargeRow['kind'],
      gross: c.gross,
      discount: c.discount,
      amount: c.amount,
      paid: c.paid,
      outstanding: c.amount - c.paid,
      currency: c.currency,
    })),
    total: totals.reduce((s, t) => s + Number(t.n), 0),
    page: p.page,
    pageSize: p.pageSize,
    totals: totals.map((t) => ({
      currency: t.currency,
      charged: Number(t.charged),
      paid: Number(t.paid),
      outstanding: Number(t.charged) - Number(t.paid),
    })),
  };
}

export function listCharges(
  ctx: AppContext,
  caller: Caller,
  f: z.infer<typeof studentChargeListQuery>,
) {
  return chargeRows(
    ctx,
    caller,
    f,
    and(
      f.month ? eq(studentCharges.month, f.month) : undefined,
      f.studentId ? eq(studentCharges.studentId, f.studentId) : undefined,
      f.ringId ? eq(studentCharges.ringId, f.ringId) : undefined,
      f.centreId ? eq(studentCharges.centreId, f.centreId) : undefined,
      f.kind ? eq(studentCharges.kind, f.kind) : undefined,
      f.outstanding === 'true' ? sql`${studentCharges.paid} < ${studentCharges.amount}` : undefined,
      f.outstanding === 'false'
        ? sql`${studentCharges.paid} = ${studentCharges.amount}`
        : undefined,
      f.q ? like(students.search, `%${normalizeArabic(f.q)}%`) : undefined,
    ),
  );
}

/**
 * Paid and outstanding per student, ring or centre (and currency), counted over every row.
 * `outstanding` and the totals are the fees still owed by families; stipends are shown apart.
 */
export async function summary(
  ctx: AppContext,
  caller: Caller,
  f: z.infer<typeof studentMoneySummaryQuery>,
): Promise<ListPage<StudentMoneySummaryRow> & { totals: MoneyTotals[] }> {
  const key =
    f.groupBy === 'student'
      ? studentCharges.studentId
      : f.groupBy === 'ring'
        ? studentCharges.ringId
        : studentCharges.centreId;
  const name =
    f.groupBy === 'student'
      ? sql<string>`max(${students.fullName})`
      : f.groupBy === 'ring'
        ? sql<string>`coalesce(max(${rings.name}), '')`
        : sql<string>`max(${centres.name})`;
  const search =
    f.groupBy === 'student'
      ? students.search
      : f.groupBy === 'ring'
        ? rings.search
        : centres.search;
  const where = and(
    scopeCondition(caller.access.scopeFor('student-money:read'), chargeScope),
    f.month ? eq(studentCharges.month, f.month) : undefined,
    f.centreId ? eq(studentCharges.centreId, f.centreId) : undefined,
    f.ringId ? eq(studentCharges.ringId, f.ringId) : undefined,
    f.q ? like(search, `%${normalizeArabic(f.q)}%`) : undefined,
  );
  const sum = (kind: string, col: 'amount' | 'paid') =>
    sql<number>`coalesce(sum(case when ${studentCharges.kind} = ${kind} then ${col === 'amount' ? studentCharges.amount : studentCharges.paid} else 0 end), 0)::bigint`;
  const grouped = ctx.db
    .select({
      key: sql<string>`coalesce(${key}::text, '')`.as('key'),
      currency: studentCharges.currency,
      name: name.as('name'),
      fees: sum('fee', 'amount').as('fees'),
      feesPaid: sum('fee', 'paid').as('fees_paid'),
      stipends: sum('stipend', 'amount').as('stipends'),
      stipendsPaid: sum('stipend', 'paid').as('stipends_paid'),
    })
    .from(studentCharges)
    .innerJoin(students, eq(students.id, studentCharges.studentId))
    .innerJoin(centres, eq(centres.id, studentCharges.centreId))
    .leftJoin(rings, eq(rings.id, studentCharges.ringId))
    .where(where)
    .groupBy(key, studentCharges.currency)
    .as('g');
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(grouped);
  const rows = await ctx.db
    .select()
    .from(grouped)
    .orderBy(sql`${grouped.name} asc`, sql`${grouped.key} asc`, sql`${grouped.currency} asc`)
    .limit(f.pageSize)
    .offset(pageOffset(f));
  const totals = await ctx.db
    .select({
      currency: grouped.currency,
      charged: sql<number>`sum(${grouped.fees})::bigint`,
      paid: sql<number>`sum(${grouped.feesPaid})::bigint`,
    })
    .from(grouped)
    .groupBy(grouped.currency)
    .orderBy(grouped.currency);
  return {
    items: rows.map((r) => ({
      key: r.key,
      group: f.groupBy,
      name: r.name,
      currency: r.currency,
      fees: Number(r.fees),
      feesPaid: Number(r.feesPaid),
      stipends: Number(r.stipends),
      stipendsPaid: Number(r.stipendsPaid),
      outstanding: Number(r.fees) - Number(r.feesPaid),
    })),
    total: Number(count?.n ?? 0),
    page: f.page,
    pageSize: f.pageSize,
    totals: totals.map((t) => ({
      currency: t.currency,
      charged: Number(t.charged),
      paid: Number(t.paid),
      outstanding: Number(t.charged) - Number(t.paid),
    })),
  };
}
