import { addMonths, searchKey } from '@qc/domain';
import type { AccessContext, Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { noRealtime } from '../../realtime/events.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { findUserByEmail } from '../identity/index.ts';
import {
  firstCashBox,
  generalFund,
  insertDemoRules,
  rewardIdsOf,
  type DemoRewardRule,
} from './rewards-demo.repository.ts';
import { createTransfer } from './reward-transfers.service.ts';
import { approveReward, proposeFromRules, proposeReward, rejectReward } from './rewards.service.ts';

/** A caller acting for a demo user (the services check scope as for anyone). */
function demoCaller(userId: string, scope: Scope, employeeId: string | null = null): Caller {
  const access: AccessContext = {
    userId,
    employeeId,
    permissions: new Set(['rewards:*', 'reward-transfers:*']),
    can: () => true,
    scopeFor: () => scope,
  };
  return { access, locale: 'ar', request: { ip: '127.0.0.1', id: 'demo-seed', access } };
}

const centreScope = (centreId: string): Scope => ({
  all: false,
  countryIds: [],
  centreIds: [centreId],
  ringIds: [],
});

/**
 * The demo's rewards, in Arabic: organisation-wide rules (a juz memorised, a test passed, ten
 * days of attendance, a teacher's test, a manual one in money); then, with the demo accounts,
 * the first centre's manager proposes from the rules for last month and this month and by hand
 * (a student and a teacher, in money), the country manager approves most and rejects one with a
 * reason, and the accountant pays some approved money rewards from the centre's cash box (one
 * posted transfer). Every other centre gets proposed rewards, so each state shows somewhere.
 */
export const rewardsDemoStep: DemoSeedStep = async (database, world, options) => {
  const db = database.db;
  const firstCentre = world.centres[0];
  if (!firstCentre) return;
  const box = await firstCashBox(db, firstCentre.id);
  const currency = box?.currency ?? 'TRY';
  const rule = (ar: string, en: string, fr: string, values: Partial<DemoRewardRule>) => ({
    nameAr: ar,
    nameEn: en,
    nameFr: fr,
    search: searchKey(`${ar} ${en} ${fr}`),
    ...values,
  });
  const rules = await insertDemoRules(db, [
    rule('مكافأة حفظ جزء', 'Juz memorised', 'Juz mémorisé', {
      trigger: 'juz_memorised',
      beneficiary: 'student',
      valueKind: 'points',
      points: 100,
    }),
    rule('مكافأة اجتياز اختبار', 'Test passed', 'Examen réussi', {
      trigger: 'test_passed',
      beneficiary: 'student',
      valueKind: 'money',
      amount: 5_000,
      currency,
      countryId: firstCentre.countryId,
    }),
    rule('حضور عشرة أيام متصلة', 'Ten days of attendance', 'Dix jours de présence', {
      trigger: 'attendance_streak',
      streakDays: 10,
      beneficiary: 'student',
      valueKind: 'points',
      points: 20,
    }),
    rule('مكافأة المحفّظ المتميز', 'Outstanding teacher', 'Enseignant remarquable', {
      trigger: 'manual',
      beneficiary: 'teacher',
      valueKind: 'money',
      amount: 50_000,
      currency,
      countryId: firstCentre.countryId,
    }),
    rule('جائزة ختم القرآن', 'Completing the Quran', 'Khatm du Coran', {
      trigger: 'manual',
      beneficiary: 'student',
      valueKind: 'money',
      amount: 100_000,
      currency,
      countryId: firstCentre.countryId,
      centreId: firstCentre.id,
    }),
  ]);
  if (!options.withAccounts) return;

  const ctx = { db, database, events: noRealtime } as Pick<
    AppContext,
    'db' | 'database' | 'events'
  > as AppContext;
  const userOf = (email: string) => findUserByEmail(db, email);
  const manager = await userOf('manager@example.com');
  const country = await userOf('country@example.com');
  const accountant = await userOf('accountant@example.com');
  if (!manager || !country) return;
  const proposer = demoCaller(manager.id, centreScope(firstCentre.id));
  const approver = demoCaller(country.id, {
    all: false,
    countryIds: [firstCentre.countryId],
    centreIds: [],
    ringIds: [],
  });
  const now = new Date().toISOString().slice(0, 7);
  for (const month of [addMonths(now, -1), now])
    await proposeFromRules(ctx, proposer, { centreId: firstCentre.id, month });

  const students = world.students.filter((s) => s.centreId === firstCentre.id);
  const teachers = world.employees.filter(
    (e) => e.centreId === firstCentre.id && world.rings.some((r) => r.teacherId === e.id),
  );
  const teacherRule = rules.find((r) => r.beneficiary === 'teacher');
  const khatm = rules.find((r) => r.centreId === firstCentre.id);
  const reasons = [
    'تفوق في مسابقة الحي القرآنية',
    'حسن الخلق ومساعدة زملائه في الحلقة',
    'إتقان التجويد في العرض الشهري',
    'المواظبة على الحضور رغم بعد المسافة',
  ];
  const manual: string[] = [];
  for (const [i, s] of students.slice(0, 8).entries()) {
    const r = await proposeReward(ctx, proposer, {
      beneficiaryKind: 'student',
      beneficiaryId: s.id,
      ...(i === 0 && khatm
        ? { ruleId: khatm.id }
        : {
            reason: reasons[i % reasons.length],
            amount: [10_000, 15_000, 7_500][i % 3],
            currency,
          }),
    });
    manual.push(r.id);
  }
  for (const t of teachers.slice(0, 2)) {
    const r = await proposeReward(ctx, proposer, {
      beneficiaryKind: 'teacher',
      beneficiaryId: t.id,
      ...(teacherRule ? { ruleId: teacherRule.id } : { reason: reasons[0], points: 10 }),
    });
    manual.push(r.id);
  }
  // The country manager decides: approve most, reject one with its reason, leave two proposed.
  for (const [i, id] of manual.entries()) {
    if (i === manual.length - 3)
      await rejectReward(ctx, approver, id, {
        reason: 'سبق منحه مكافأة عن الإنجاز نفسه هذا الشهر',
      });
    else if (i < manual.length - 4 || i === manual.length - 1)
      await approveReward(ctx, approver, id);
  }
  const byRule = await rewardIdsOf(db, firstCentre.id, { state: 'proposed', limit: 6 });
  for (const r of byRule.slice(0, 3)) await approveReward(ctx, approver, r.id);

  // One posted transfer: some approved money rewards of the centre, from its cash box.
  if (accountant && box) {
    const general = await generalFund(db);
    const payable = await rewardIdsOf(db, firstCentre.id, {
      state: 'approved',
      currency,
      limit: 3,
    });
    if (general && payable.length)
      await createTransfer(ctx, demoCaller(accountant.id, centreScope(firstCentre.id)), {
        rewardIds: payable.map((r) => r.id),
        fundId: general.id,
        accountId: box.id,
        memo: 'صرف مكافآت الطلاب المعتمدة',
      });
  }

  // The other centres: a proposed reward of their first student, for the managers' lists.
  for (const c of world.centres.slice(1)) {
    const s = world.students.find((x) => x.centreId === c.id);
    if (!s) continue;
    await proposeReward(ctx, demoCaller(manager.id, centreScope(c.id)), {
      beneficiaryKind: 'student',
      beneficiaryId: s.id,
      reason: 'تميّز في الحفظ هذا الشهر',
      points: 30,
    });
  }
};
