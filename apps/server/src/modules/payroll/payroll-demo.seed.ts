import { addMonths, searchKey } from '@qc/domain';
import type { AccessContext, Scope } from '../../access/access-types.ts';
import { noRealtime } from '../../realtime/events.ts';
import type { AppContext } from '../../app-context.ts';
import { Random } from '../../db/seed/random.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { createDemoAccount, findUserByEmail } from '../identity/index.ts';
import { grantAdvance, repayAdvanceCash, skipAdvanceMonth } from './advances.service.ts';
import { chargesOfMonths, demoCurrency, insertDemoDefinitions } from './payroll-demo.repository.ts';
import { approveRun, createRun, postRun } from './payroll.service.ts';
import { generateMonth, payCharge } from './student-money.service.ts';

/** Base pay and allowances of the demo staff by job, in minor units (×100). */
const PAY: Record<string, number> = {
  teacher: 1_500_000,
  assistant_teacher: 900_000,
  supervisor: 1_800_000,
  manager: 2_400_000,
  accountant: 1_700_000,
};

/** A caller acting for the demo accountant (the services check scope as for anyone). */
function demoCaller(userId: string, scope: Scope): Caller {
  const access: AccessContext = {
    userId,
    employeeId: null,
    permissions: new Set(['student-money:*', 'advances:*', 'salaries:*']),
    can: () => true,
    scopeFor: () => scope,
  };
  return { access, locale: 'ar', request: { ip: '127.0.0.1', id: 'demo-seed', access } };
}

/**
 * The demo organisation's money of people, in Arabic: advance types, a salary profile for the
 * staff of the first country, a monthly fee per centre with a sibling discount; then, as the
 * demo accountant (accountant@example.com, the first centre): two months of fees and stipends
 * with payments, advances (one with a skipped month and a cash repayment) and three payroll
 * runs of the first centre (posted two months ago, approved last month, a draft this month),
 * approved and posted by the demo country manager (country@example.com): not their drafter.
 */
export const payrollDemoStep: DemoSeedStep = async (database, world, options) => {
  const db = database.db;
  const rnd = new Random(27182);
  // The first centre (where the finance demo puts the accountant and a cash box) and its country.
  const firstCentre = world.centres[0];
  if (!firstCentre) return;
  const first = { id: firstCentre.countryId };
  const currency = await demoCurrency(db, first.id, firstCentre.id);
  const centres = world.centres.filter((c) => c.countryId === first.id);
  const staff = world.employees.filter((e) => e.countryId === first.id && e.centreId);
  const ringsOf = (id: string) => world.rings.filter((r) => r.teacherId === id).length;
  const components: Parameters<typeof insertDemoDefinitions>[1]['components'] = [];
  for (const e of staff) {
    const base = PAY[e.job] ?? 1_200_000;
    const row = (name: string, kind: string, basis: string, amount: number) => ({
      employeeId: e.id,
      countryId: e.countryId,
      centreId: e.centreId,
      name,
      kind,
      basis,
      amount,
      currency,
      search: searchKey(`${name} ${e.fullName}`),
    });
    components.push(row('الراتب الأساسي', 'base', 'fixed', base));
    if (ringsOf(e.id) > 0) {
      components.push(row('بدل الحلقات', 'allowance', 'per_ring', 150_000));
      components.push(row('بدل حضور الجلسات', 'allowance', 'per_session', 5_000));
      if (rnd.int(0, 2) === 0)
        components.push(row('حافز عدد الطلاب', 'allowance', 'per_student', 2_000));
    } else components.push(row('بدل المواصلات', 'allowance', 'fixed', 100_000));
    components.push(row('التأمينات', 'deduction', 'fixed', Math.round(base * 0.05)));
  }
  const { types } = await insertDemoDefinitions(db, {
    types: [
      ['SALARY', 'سلفة على الراتب', 'Salary advance', 'Avance sur salaire', 3_000_000, 6],
      ['EMERGENCY', 'سلفة طارئة', 'Emergency advance', 'Avance d’urgence', 5_000_000, 10],
      ['EID', 'سلفة العيد', 'Eid advance', 'Avance de l’Aïd', 1_500_000, 3],
    ].map(([code, ar, en, fr, max, n]) => ({
      code: code as string,
      nameAr: ar as string,
      nameEn: en as string,
      nameFr: fr as string,
      maxAmount: max as number,
      currency,
      maxInstalments: n as number,
      search: searchKey(`${code} ${ar} ${en} ${fr}`),
    })),
    components,
    feeRules: centres.map((c, i) => ({
      countryId: c.countryId,
      centreId: c.id,
      monthlyFee: [50_000, 75_000, 40_000][i % 3]!,
      currency,
      siblingDiscountPercent: 25,
      search: searchKey(c.name),
    })),
  });

  // The workflows, as the demo accountant of the first centre.
  const centre = firstCentre;
  if (!options.withAccounts) return;
  // The finance demo creates the accountant of the first centre; without it, this step does.
  let user = await findUserByEmail(db, 'accountant@example.com');
  user ??= await createDemoAccount(db, {
    email: 'accountant@example.com',
    displayName: 'المحاسب',
    role: 'accountant',
    scope: { level: 'centre', countryId: centre.countryId, centreId: centre.id },
  });
  // No browser listens while the demo is seeded: the services' change events go nowhere.
  const ctx = { db, database, events: noRealtime } as Pick<
    AppContext,
    'db' | 'database' | 'events'
  > as AppContext;
  const caller = demoCaller(user.id, {
    all: false,
    countryIds: [],
    centreIds: [centre.id],
    ringIds: [],
  });
  const now = new Date().toISOString().slice(0, 7);
  const [m2, m1] = [addMonths(now, -2), addMonths(now, -1)];

  for (const month of [m1, now]) await generateMonth(ctx, caller, { month });
  const charges = await chargesOfMonths(db, centre.id, [m1, now]);
  for (const c of charges) {
    const roll = rnd.int(0, 9);
    const amount =
      c.month === m1
        ? roll < 7
          ? c.amount
          : roll < 9
            ? Math.floor(c.amount / 2)
            : 0
        : roll < 3
          ? c.amount
          : 0;
    if (amount > 0)
      await payCharge(ctx, caller, c.id, {
        amount,
        currency: c.currency,
        paidOn: `${c.month}-0${rnd.int(1, 9)}`,
        method: 'cash',
      });
  }

  const teachers = staff.filter((e) => e.centreId === centre.id && ringsOf(e.id) > 0).slice(0, 3);
  const reasons = ['ظروف علاج الوالدة', 'مصاريف بداية العام الدراسي', 'إصلاح المنزل بعد الأمطار'];
  for (const [i, e] of teachers.entries()) {
    const a = await grantAdvance(ctx, caller, {
      employeeId: e.id,
      typeId: types[i % 2]!.id,
      amount: [600_000, 1_200_000, 450_000][i]!,
      currency,
      instalments: [3, 6, 3][i]!,
      startMonth: m2,
      grantedOn: `${addMonths(m2, -1)}-${20 - i}`,
      notes: reasons[i],
    });
    if (i === 0)
      await skipAdvanceMonth(ctx, caller, a.id, {
        month: m1,
        reason: 'طلب الموظف تأجيل القسط لظرف عائلي',
      });
    if (i === 2)
      await repayAdvanceCash(ctx, caller, a.id, { amount: 100_000, currency, paidOn: `${m1}-15` });
  }

  // Runs are approved by someone other than who drafted them: the demo country manager.
  const manager = await findUserByEmail(db, 'country@example.com');
  const approver = manager
    ? demoCaller(manager.id, {
        all: false,
        countryIds: [centre.countryId],
        centreIds: [],
        ringIds: [],
      })
    : null;
  const run2 = await createRun(ctx, caller, {
    countryId: centre.countryId,
    centreId: centre.id,
    month: m2,
  });
  const run1 = await createRun(ctx, caller, {
    countryId: centre.countryId,
    centreId: centre.id,
    month: m1,
  });
  if (approver) {
    await approveRun(ctx, approver, run2.id);
    await postRun(ctx, approver, run2.id);
    await approveRun(ctx, approver, run1.id);
  }
  await createRun(ctx, caller, {
    countryId: centre.countryId,
    centreId: centre.id,
    month: now,
    fixed30: true,
  });
};
