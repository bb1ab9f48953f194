import {
  decisionRefusal,
  juzCompleted,
  longestStreak,
  monthBounds,
  REWARD_LIFECYCLE,
  rewardListQuery,
  rewardProposeInput,
  rewardRejectInput,
  rewardSourceKey,
  spanOf,
  teacherRewardsQuery,
  proposeFromRulesInput,
  type AutomaticTrigger,
  type AyahSpan,
  type ListPage,
  type MoneyByState,
  type ProposeFromRulesResult,
  type RewardDetail,
  type RewardRow,
  type RewardState,
  type TeacherRewards,
} from '@qc/domain';
import { recordInScope } from '../../access/scope-condition.ts';
import { isEmptyScope } from '../../access/access-types.ts';
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
import {
  actorOf,
  auditActionIn,
  createIn,
  holdsOver,
  jobCaller,
  transitionIn,
} from '../../workflow/index.ts';
import {
  activeCentres,
  attendanceOfMonth,
  automaticRulesOf,
  beneficiaryUserNow,
  centreById,
  employeeById,
  findBeneficiary,
  listRewardRows,
  lockCentreProposals,
  memorisedPortions,
  rewardHistory,
  rewardListWhere,
  rewardOfFactExists,
  rewardRow,
  rewardsOfTeacher,
  rewardsTable,
  rewardsVisible,
  rewardTotals,
  rewardWhere,
  ruleById,
  ruleCovers,
  testsPassed,
  type Beneficiary,
  type CentreDbRow,
  type RewardDbRow,
  type RewardInsert,
  type RuleDbRow,
} from './rewards.repository.ts';

/** What the caller may read: rewards in their `rewards:read` scope, and a teacher's own. */
const readable = (caller: Caller) =>
  rewardsVisible(caller.access.scopeFor('rewards:read'), caller.access.employeeId);

export async function listRewards(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<ListPage<RewardRow>> {
  const f = parseInput(rewardListQuery, raw);
  const where = rewardListWhere(readable(caller), f);
  const { items, total } = await listRewardRows(ctx.db, where, f, caller.locale);
  return { items, total, page: f.page, pageSize: f.pageSize };
}

export async function readReward(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<RewardDetail> {
  const stored = await rewardWhere(ctx.db, id, readable(caller));
  if (!stored) throw notFound('rewards.errors.notFound');
  const row = await rewardRow(ctx.db, id, caller.locale);
  if (!row) throw notFound('rewards.errors.notFound');
  const approveScope = caller.access.scopeFor('rewards:approve');
  const canDecide =
    recordInScope(approveScope, stored) && decisionRefusal(stored, caller.access.userId) === null;
  return { ...row, history: await rewardHistory(ctx.db, id), canDecide };
}

/**
 * Proposes a reward by hand: a student or teacher in the caller's `rewards:create` scope, with a
 * rule (its value copied; active, for this kind of beneficiary, covering their centre) or a
 * reason with points or an amount. The centre is the beneficiary's.
 */
export async function proposeReward(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<RewardDetail> {
  const input = parseInput(rewardProposeInput, raw);
  const scope = caller.access.scopeFor('rewards:create');
  const row = await withWrites(ctx, caller, async (w) => {
    const b = await findBeneficiary(w.tx, input.beneficiaryKind, input.beneficiaryId);
    if (!b || !recordInScope(scope, { ...b, studentId: b.kind === 'student' ? b.id : null }))
      throw validationFailed({ beneficiaryId: { code: 'rewards.errors.beneficiary' } });
    if (!b.centreId) throw validationFailed({ beneficiaryId: { code: 'rewards.errors.noCentre' } });
    let rule: RuleDbRow | null = null;
    if (input.ruleId) {
      rule = (await ruleById(w.tx, input.ruleId)) ?? null;
      if (
        !rule ||
        rule.archivedAt ||
        rule.status !== 'active' ||
        rule.beneficiary !== b.kind ||
        !ruleCovers(rule, { countryId: b.countryId, centreId: b.centreId })
      )
        throw validationFailed({ ruleId: { code: 'rewards.errors.rule' } });
    }
    const reason = input.reason?.trim() || null;
    const money = rule ? rule.valueKind === 'money' : input.amount != null;
    return createIn(w, {
      binding: rewardsTable,
      lifecycle: REWARD_LIFECYCLE,
      action: 'propose',
      values: {
        countryId: b.countryId,
        centreId: b.centreId,
        ringId: b.ringId,
        beneficiaryKind: b.kind,
        beneficiaryId: b.id,
        beneficiaryUserId: b.userId,
        ruleId: rule?.id ?? null,
        sourceKey: null,
        period: null,
        reason,
        points: money ? null : ((rule ? rule.points : input.points) ?? null),
        amount: money ? ((rule ? rule.amount : input.amount) ?? null) : null,
        currency: money ? ((rule ? rule.currency : input.currency) ?? null) : null,
        proposedBy: caller.access.userId,
      },
      reason,
    });
  });
  return readReward(ctx, caller, row.id);
}

/**
 * Proposes a prize won elsewhere (a competition's rank) as a reward for a student, inside the
 * caller's unit of work: the amount and its currency are the prize's, the reason says what was
 * won, and it then goes the way of every reward (approved by someone else, paid through a
 * reward transfer and the ledger, once). The caller keeps the reward's id to propose it once.
 */
export async function proposePrizeIn(
  w: Writes,
  caller: Caller,
  prize: { studentId: string; amount: number; currency: string; reason: string },
): Promise<{ id: string }> {
  const b = await findBeneficiary(w.tx, 'student', prize.studentId);
  if (!b || !b.centreId)
    throw validationFailed({ beneficiaryId: { code: 'rewards.errors.beneficiary' } });
  const row = await createIn(w, {
    binding: rewardsTable,
    lifecycle: REWARD_LIFECYCLE,
    action: 'propose',
    values: {
      countryId: b.countryId,
      centreId: b.centreId,
      ringId: b.ringId,
      beneficiaryKind: 'student',
      beneficiaryId: b.id,
      beneficiaryUserId: b.userId,
      ruleId: null,
      sourceKey: null,
      period: null,
      reason: prize.reason,
      points: null,
      amount: prize.amount,
      currency: prize.currency,
      proposedBy: caller.access.userId,
    },
    reason: prize.reason,
  });
  return { id: row.id };
}

/**
 * Approves or rejects a proposed reward: `rewards:approve` over its centre (outside the read
 * scope: 404; readable but not decidable: 403), never by its proposer nor its beneficiary.
 */
async function decide(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: 'approve' | 'reject',
  reason: string | null,
): Promise<RewardDetail> {
  const userId = caller.access.userId;
  await withWrites(ctx, caller, async (w) => {
    // The beneficiary's account as it is now, too (an account linked after the proposal).
    const beneficiaryNow = await beneficiaryUserNow(w.tx, id);
    return transitionIn(w, {
      binding: rewardsTable,
      lifecycle: REWARD_LIFECYCLE,
      action,
      id,
      visible: readable(caller),
      missing: () => notFound('rewards.errors.notFound'),
      wrongState: () => conflict('rewards.errors.notProposed'),
      refusal: (r) => {
        if (!holdsOver(caller, 'rewards:approve', rewardsTable.scopeOf(r))) return forbidden();
        const self =
          decisionRefusal(r, userId) ??
          decisionRefusal({ ...r, beneficiaryUserId: beneficiaryNow }, userId);
        return self ? new AppError(403, self) : undefined;
      },
      work: async () => ({
        changes: { decidedBy: userId, decidedAt: new Date().toISOString(), rejectReason: reason },
        reason,
      }),
    });
  });
  return readReward(ctx, caller, id);
}

export const approveReward = (ctx: AppContext, caller: Caller, id: string) =>
  decide(ctx, caller, id, 'approve', null);

export const rejectReward = (ctx: AppContext, caller: Caller, id: string, raw: unknown) =>
  decide(ctx, caller, id, 'reject', parseInput(rewardRejectInput, raw).reason);

/** The first day of the month after `month` (`YYYY-MM`). */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * For a centre and a month, proposes one reward per active automatic rule, beneficiary and fact:
 * tests passed and approved in the month (students' or teachers' own tests), juz whose every
 * ayah is memorised (hifz readings not marked "repeat") by the month's end and not before it,
 * and a longest attendance streak in the month of at least the rule's days (students). A unique
 * key per rule, beneficiary and fact makes a second run propose nothing new.
 */
export async function proposeFromRules(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<ProposeFromRulesResult> {
  const input = parseInput(proposeFromRulesInput, raw);
  const scope = caller.access.scopeFor('rewards:create');
  const { result } = await withWrites(ctx, caller, async (w) => {
    const centre = await centreById(w.tx, input.centreId);
    if (!centre || !recordInScope(scope, { countryId: centre.countryId, centreId: centre.id }))
      throw notFound('rewards.errors.notFound');
    return proposeMonth(w.tx, centre, input.month, (values) => proposeByRule(w, values));
  });
  return result;
}

/**
 * A proposal by rule through the kit; null when its fact has one already. A user's is proposed by
 * them, within the scope of `rewards:propose`; the monthly job's by nobody (`proposedBy` null, no
 * author on its history line, no actor on its audit entry), placed in the centre it runs for.
 */
async function proposeByRule(w: Writes, values: RewardInsert): Promise<RewardDbRow | null> {
  const fact = { ruleId: values.ruleId!, beneficiaryId: values.beneficiaryId };
  if (await rewardOfFactExists(w.tx, { ...fact, sourceKey: values.sourceKey! })) return null;
  const by = actorOf(w.caller);
  return createIn(w, {
    binding: rewardsTable,
    lifecycle: REWARD_LIFECYCLE,
    action: 'propose',
    values: { ...values, proposedBy: by },
    ...(by === null ? { placeChecked: true } : {}),
  });
}

/**
 * The monthly job's work: every centre's proposals for `month` (each centre in a unit of work of
 * its own, so one refused centre does not undo the others; a second run proposes nothing new).
 * It acts for nobody (no proposer: any approver in scope decides them), through the kit with the
 * job's caller, and audits one `propose-from-rules` entry per centre.
 */
export async function proposeMonthEverywhere(
  ctx: AppContext,
  month: string,
  progress: (done: number, total: number) => Promise<void> = async () => undefined,
): Promise<{ centres: number; proposed: number; existing: number }> {
  const list = await activeCentres(ctx.db);
  const sum = { centres: list.length, proposed: 0, existing: 0 };
  for (const [i, centre] of list.entries()) {
    const { result } = await withWrites(ctx, jobCaller('rewards.monthly'), async (w) => {
      const done = await proposeMonth(w.tx, centre, month, (values) => proposeByRule(w, values));
      await auditActionIn(w, {
        action: 'propose-from-rules',
        resource: rewardsTable.name,
        recordId: centre.id,
        newValues: { month, proposed: done.result.proposed, existing: done.result.existing },
      });
      return done;
    });
    sum.proposed += result.proposed;
    sum.existing += result.existing;
    await progress(i + 1, list.length);
  }
  return sum;
}

/**
 * The month's proposals of one centre, inside the caller's transaction, each written by
 * `propose` (null when the fact has a reward already): a user's through the workflow kit, the
 * monthly job's with no proposer.
 */
async function proposeMonth(
  tx: Db,
  centre: CentreDbRow,
  month: string,
  write: (values: RewardInsert) => Promise<RewardDbRow | null>,
): Promise<{ created: RewardDbRow[]; result: ProposeFromRulesResult }> {
  await lockCentreProposals(tx, centre.id);
  const created: RewardDbRow[] = [];
  const input = { month };
  const place = { countryId: centre.countryId, centreId: centre.id };
  const rules = await automaticRulesOf(tx, place);
  const { from } = monthBounds(input.month);
  const until = nextMonthStart(input.month);
  let existing = 0;
  const beneficiaries = new Map<string, Beneficiary | undefined>();
  const beneficiary = async (kind: 'student' | 'teacher', id: string) => {
    const key = `${kind}:${id}`;
    if (!beneficiaries.has(key)) beneficiaries.set(key, await findBeneficiary(tx, kind, id));
    return beneficiaries.get(key);
  };
  const propose = async (rule: RuleDbRow, b: Beneficiary | undefined, sourceKey: string) => {
    if (!b || b.centreId !== centre.id) return;
    const money = rule.valueKind === 'money';
    const r = await write({
      countryId: b.countryId,
      centreId: centre.id,
      ringId: b.ringId,
      beneficiaryKind: b.kind,
      beneficiaryId: b.id,
      beneficiaryUserId: b.userId,
      ruleId: rule.id,
      sourceKey,
      period: input.month,
      reason: null,
      points: money ? null : rule.points,
      amount: money ? rule.amount : null,
      currency: money ? rule.currency : null,
      proposedBy: null,
    });
    if (!r) {
      existing++;
      return;
    }
    created.push(r);
  };
  // Facts read once per kind, whatever the number of rules using them.
  let portions: Awaited<ReturnType<typeof memorisedPortions>> | null = null;
  let days: Awaited<ReturnType<typeof attendanceOfMonth>> | null = null;
  for (const rule of rules) {
    const trigger = rule.trigger as AutomaticTrigger;
    const kind = rule.beneficiary === 'teacher' ? 'teacher' : 'student';
    if (trigger === 'test_passed') {
      for (const t of await testsPassed(tx, centre.id, from, until, kind))
        await propose(
          rule,
          await beneficiary(kind, t.beneficiaryId),
          rewardSourceKey('test_passed', { month: input.month, testId: t.requestId }),
        );
    } else if (kind === 'student' && trigger === 'juz_memorised') {
      portions ??= await memorisedPortions(tx, centre.id, until);
      const byStudent = new Map<string, { before: AyahSpan[]; during: AyahSpan[] }>();
      for (const p of portions) {
        const entry = byStudent.get(p.studentId) ?? { before: [], during: [] };
        (p.readOn < from ? entry.before : entry.during).push(spanOf(p));
        byStudent.set(p.studentId, entry);
      }
      for (const [studentId, spans] of byStudent)
        for (const juz of juzCompleted(spans.before, spans.during))
          await propose(
            rule,
            await beneficiary('student', studentId),
            rewardSourceKey('juz_memorised', { month: input.month, juz }),
          );
    } else if (kind === 'student' && trigger === 'attendance_streak' && rule.streakDays) {
      days ??= await attendanceOfMonth(tx, centre.id, from, until);
      const byStudent = new Map<string, Array<{ day: string; status: string }>>();
      for (const d of days) byStudent.set(d.studentId, [...(byStudent.get(d.studentId) ?? []), d]);
      for (const [studentId, list] of byStudent)
        if (longestStreak(list) >= rule.streakDays)
          await propose(
            rule,
            await beneficiary('student', studentId),
            rewardSourceKey('attendance_streak', { month: input.month }),
          );
    }
  }
  return { created, result: { proposed: created.length, existing, rules: rules.length } };
}

function totalsOf(
  rows: Array<{
    state: RewardState;
    currency: string | null;
    n: number;
    amount: number;
    points: number;
  }>,
): MoneyByState[] {
  return rows.map((r) => ({
    state: r.state,
    currency: r.currency,
    count: Number(r.n),
    amount: Number(r.amount),
    points: Number(r.points),
  }));
}

/**
 * A teacher's rewards: a signed-in teacher's own (their employee record), or a teacher a manager
 * picks within their `rewards:read` scope. Totals per state and currency over every reward.
 */
export async function teacherRewards(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<TeacherRewards> {
  const f = parseInput(teacherRewardsQuery, raw);
  const teacherId = f.teacherId ?? caller.access.employeeId;
  if (!teacherId)
    return {
      teacherId: null,
      teacherName: null,
      totals: [],
      rewards: { items: [], total: 0, page: f.page, pageSize: f.pageSize },
    };
  const teacher = await employeeById(ctx.db, teacherId);
  const own = teacherId === caller.access.employeeId;
  const scope = caller.access.scopeFor('rewards:read');
  if (!teacher || (!own && (isEmptyScope(scope) || !recordInScope(scope, teacher))))
    throw notFound('rewards.errors.notFound');
  const where = rewardsOfTeacher(teacherId);
  const totals = await rewardTotals(ctx.db, where);
  const page = await listRewardRows(
    ctx.db,
    where,
    { page: f.page, pageSize: f.pageSize, sort: 'createdAt', dir: 'desc' },
    caller.locale,
  );
  return {
    teacherId,
    teacherName: teacher.fullName,
    totals: totalsOf(totals),
    rewards: { ...page, page: f.page, pageSize: f.pageSize },
  };
}
