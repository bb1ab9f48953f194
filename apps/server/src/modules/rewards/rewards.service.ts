import {
  decisionRefusal,
  juzCompleted,
  longestStreak,
  monthBounds,
  normalizeArabic,
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
import { and, asc, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { recordInScope, scopeCondition } from '../../access/scope-condition.ts';
import { isEmptyScope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import { centres, employees, rewards } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound, parseInput, validationFailed } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import {
  attendanceOfMonth,
  automaticRulesOf,
  findBeneficiary,
  insertEvent,
  insertReward,
  listRewardRows,
  memorisedPortions,
  rewardHistory,
  rewardRow,
  rewardScopeColumns,
  rewardWhere,
  ruleById,
  ruleCovers,
  testsPassed,
  type Beneficiary,
  type RewardDbRow,
  type RuleDbRow,
} from './rewards.repository.ts';

/** Tells open lists and records that a reward changed (after the commit). */
export function announceReward(
  ctx: AppContext,
  row: Pick<RewardDbRow, 'id' | 'countryId' | 'centreId' | 'ringId'>,
  action: string,
) {
  ctx.events.changed({
    resource: 'rewards',
    id: row.id,
    action,
    scope: { countryId: row.countryId, centreId: row.centreId, ringId: row.ringId },
  });
}

/** What the caller may read: rewards in their `rewards:read` scope, and a teacher's own. */
function readable(caller: Caller): SQL {
  const inScope = scopeCondition(caller.access.scopeFor('rewards:read'), rewardScopeColumns);
  const own = caller.access.employeeId
    ? and(
        eq(rewards.beneficiaryKind, 'teacher'),
        eq(rewards.beneficiaryId, caller.access.employeeId),
      )
    : undefined;
  return own ? (or(inScope, own) as SQL) : inScope;
}

const searchOf = (b: Beneficiary, rule: RuleDbRow | null, reason: string | null) =>
  normalizeArabic(
    [b.name, rule?.nameAr, rule?.nameEn, rule?.nameFr, reason].filter(Boolean).join(' '),
  );

export async function listRewards(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<ListPage<RewardRow>> {
  const f = parseInput(rewardListQuery, raw);
  const where = and(
    readable(caller),
    f.state ? eq(rewards.state, f.state) : undefined,
    f.beneficiaryKind ? eq(rewards.beneficiaryKind, f.beneficiaryKind) : undefined,
    f.centreId ? eq(rewards.centreId, f.centreId) : undefined,
    f.currency ? eq(rewards.currency, f.currency) : undefined,
    f.money === 'true' ? sql`${rewards.amount} is not null` : undefined,
    f.money === 'false' ? sql`${rewards.amount} is null` : undefined,
    f.q ? like(rewards.search, `%${normalizeArabic(f.q)}%`) : undefined,
  );
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
    const inserted = await insertReward(w.tx, {
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
      search: searchOf(b, rule, reason),
    });
    const r = inserted!;
    await insertEvent(w.tx, { rewardId: r.id, kind: 'proposed', byUserId: caller.access.userId });
    await recordAudit(
      w.tx,
      {
        action: 'propose',
        resource: 'rewards',
        recordId: r.id,
        newValues: {
          beneficiaryKind: r.beneficiaryKind,
          beneficiaryId: r.beneficiaryId,
          ruleId: r.ruleId,
          points: r.points,
          amount: r.amount,
          currency: r.currency,
        },
        reason,
      },
      caller.request,
    );
    return r;
  });
  announceReward(ctx, row, 'created');
  return readReward(ctx, caller, row.id);
}

/**
 * Approves or rejects a proposed reward: `rewards:approve` over its centre (outside the read
 * scope: 404; readable but not decidable: 403), never by its proposer nor its beneficiary.
 */
async function decide(
  ctx: AppContext,
  caller: Caller,
  id: string,
  to: Extract<RewardState, 'approved' | 'rejected'>,
  reason: string | null,
): Promise<RewardDetail> {
  const row = await withWrites(ctx, caller, async (w) => {
    const r = await rewardWhere(w.tx, id, readable(caller), true);
    if (!r) throw notFound('rewards.errors.notFound');
    if (!recordInScope(caller.access.scopeFor('rewards:approve'), r)) throw forbidden();
    // The beneficiary's account as it is now, too (an account linked after the proposal).
    const now = await findBeneficiary(w.tx, r.beneficiaryKind, r.beneficiaryId);
    const refusal =
      decisionRefusal(r, caller.access.userId) ??
      decisionRefusal({ ...r, beneficiaryUserId: now?.userId ?? null }, caller.access.userId);
    if (refusal) throw new AppError(refusal === 'rewards.errors.selfDecision' ? 403 : 409, refusal);
    const [updated] = await w.tx
      .update(rewards)
      .set({
        state: to,
        decidedBy: caller.access.userId,
        decidedAt: sql`now()`,
        rejectReason: reason,
        version: r.version + 1,
        updatedAt: sql`now()`,
      })
      .where(eq(rewards.id, id))
      .returning();
    await insertEvent(w.tx, { rewardId: id, kind: to, byUserId: caller.access.userId, reason });
    await recordAudit(
      w.tx,
      {
        action: to === 'approved' ? 'approve' : 'reject',
        resource: 'rewards',
        recordId: id,
        oldValues: { state: r.state },
        newValues: { state: to },
        reason,
      },
      caller.request,
    );
    return updated!;
  });
  announceReward(ctx, row, 'updated');
  return readReward(ctx, caller, id);
}

export const approveReward = (ctx: AppContext, caller: Caller, id: string) =>
  decide(ctx, caller, id, 'approved', null);

export const rejectReward = (ctx: AppContext, caller: Caller, id: string, raw: unknown) =>
  decide(ctx, caller, id, 'rejected', parseInput(rewardRejectInput, raw).reason);

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
  const { created, result } = await withWrites(ctx, caller, async (w) => {
    const [centre] = await w.tx.select().from(centres).where(eq(centres.id, input.centreId));
    if (!centre || !recordInScope(scope, { countryId: centre.countryId, centreId: centre.id }))
      throw notFound('rewards.errors.notFound');
    return proposeMonth(w.tx, centre, input.month, caller.access.userId, caller.request);
  });
  for (const r of created) announceReward(ctx, r, 'created');
  return result;
}

/**
 * The monthly job's work: every centre's proposals for `month` (each centre in a transaction of
 * its own, so one refused centre does not undo the others; a second run proposes nothing new).
 */
export async function proposeMonthEverywhere(
  ctx: AppContext,
  month: string,
  progress: (done: number, total: number) => Promise<void> = async () => undefined,
): Promise<{ centres: number; proposed: number; existing: number }> {
  const list = await ctx.db
    .select()
    .from(centres)
    .where(isNull(centres.archivedAt))
    .orderBy(asc(centres.id));
  const sum = { centres: list.length, proposed: 0, existing: 0 };
  for (const [i, centre] of list.entries()) {
    const { created, result } = await ctx.db.transaction((tx) =>
      proposeMonth(tx, centre, month, null),
    );
    for (const r of created) announceReward(ctx, r, 'created');
    sum.proposed += result.proposed;
    sum.existing += result.existing;
    await progress(i + 1, list.length);
  }
  return sum;
}

/**
 * The month's proposals of one centre, inside the caller's transaction: `proposedBy` is the
 * user who asked, or null for the monthly job (then any approver in scope may decide them).
 */
async function proposeMonth(
  tx: Db,
  centre: typeof centres.$inferSelect,
  month: string,
  proposedBy: string | null,
  request?: Caller['request'],
): Promise<{ created: RewardDbRow[]; result: ProposeFromRulesResult }> {
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
    const r = await insertReward(tx, {
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
      proposedBy,
      search: searchOf(b, rule, null),
    });
    if (!r) {
      existing++;
      return;
    }
    created.push(r);
    await insertEvent(tx, { rewardId: r.id, kind: 'proposed', byUserId: proposedBy });
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
  await recordAudit(
    tx,
    {
      action: 'propose-from-rules',
      resource: 'rewards',
      recordId: centre.id,
      newValues: { month: input.month, proposed: created.length, existing },
    },
    request,
  );
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
  const [teacher] = await ctx.db.select().from(employees).where(eq(employees.id, teacherId));
  const own = teacherId === caller.access.employeeId;
  const scope = caller.access.scopeFor('rewards:read');
  if (!teacher || (!own && (isEmptyScope(scope) || !recordInScope(scope, teacher))))
    throw notFound('rewards.errors.notFound');
  const where = and(eq(rewards.beneficiaryKind, 'teacher'), eq(rewards.beneficiaryId, teacherId));
  const totals = await ctx.db
    .select({
      state: rewards.state,
      currency: rewards.currency,
      n: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${rewards.amount}), 0)::bigint`,
      points: sql<number>`coalesce(sum(${rewards.points}), 0)::bigint`,
    })
    .from(rewards)
    .where(where)
    .groupBy(rewards.state, rewards.currency)
    .orderBy(rewards.state, rewards.currency);
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
