import {
  normalizeArabic,
  REWARD_EVENT_OF,
  type BeneficiaryKind,
  type RewardAction,
  type RewardEvent,
  type RewardListQuery,
  type RewardRow,
  type RewardTrigger,
} from '@qc/domain';
import { and, asc, desc, eq, gte, inArray, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Scope } from '../../access/access-types.ts';
import type { Db } from '../../db/client.ts';
import {
  attendance,
  centres,
  employees,
  journalEntries,
  readings,
  rewardEvents,
  rewardRules,
  rewards,
  students,
  testRequests,
  testResults,
  users,
} from '../../db/schema/index.ts';
import { defineOwnedTable } from '../../workflow/index.ts';

export type RewardDbRow = typeof rewards.$inferSelect;
export type RuleDbRow = typeof rewardRules.$inferSelect;
export type CentreDbRow = typeof centres.$inferSelect;

/** The columns of a reward that say where it lives (scope). */
export const rewardScopeColumns = {
  country: rewards.countryId,
  centre: rewards.centreId,
  ring: rewards.ringId,
};

/**
 * The words a reward is found by: its beneficiary's name (first: the list sorts by it), its
 * rule's names and its reason.
 */
export async function rewardSearchWords(
  tx: Db,
  r: {
    beneficiaryKind: BeneficiaryKind;
    beneficiaryId: string;
    ruleId?: string | null;
    reason?: string | null;
  },
): Promise<string> {
  const [person] =
    r.beneficiaryKind === 'student'
      ? await tx
          .select({ name: students.fullName })
          .from(students)
          .where(eq(students.id, r.beneficiaryId))
      : await tx
          .select({ name: employees.fullName })
          .from(employees)
          .where(eq(employees.id, r.beneficiaryId));
  const rule = r.ruleId ? await ruleById(tx, r.ruleId) : undefined;
  return [person?.name, rule?.nameAr, rule?.nameEn, rule?.nameFr, r.reason]
    .filter(Boolean)
    .join(' ');
}

/**
 * The rewards table, bound once to the workflow kit: every proposal, decision, payment and
 * reversal goes through it (REWARD_LIFECYCLE), which writes the version, the search text, the
 * `reward_events` history line (the transfer and entry given by the action's work), the audit
 * entry named after the action and, after the commit, the change event `rewards` (read with
 * `rewards:read`) in the reward's country, centre and ring.
 */
export const rewardsTable = defineOwnedTable({
  name: 'rewards',
  table: rewards,
  scopeColumns: rewardScopeColumns,
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId, ringId: r.ringId }),
  searchWords: rewardSearchWords,
  events: {
    table: rewardEvents,
    values: (e) => ({
      rewardId: e.recordId,
      kind: REWARD_EVENT_OF[e.action as RewardAction],
      // The clock's time, not the transaction's: several moves in one transaction (a seed, a
      // batch) keep their order in the history.
      at: sql`clock_timestamp()`,
      byUserId: e.byUserId,
      reason: e.reason,
      transferId: (e.details?.transferId as string | undefined) ?? null,
      entryId: (e.details?.entryId as string | undefined) ?? null,
    }),
  },
});

/** Rewards in a scope (their country, centre and ring), and a teacher's own when given. */
export function rewardsVisible(scope: Scope, ownEmployeeId: string | null): SQL {
  const inScope = scopeCondition(scope, rewardScopeColumns);
  const own = ownEmployeeId
    ? and(eq(rewards.beneficiaryKind, 'teacher'), eq(rewards.beneficiaryId, ownEmployeeId))
    : undefined;
  return own ? (or(inScope, own) as SQL) : inScope;
}

/** Rewards in a scope by their country and centre only (a transfer's reach). */
export const rewardsPlacedIn = (scope: Scope): SQL =>
  scopeCondition(scope, { country: rewards.countryId, centre: rewards.centreId });

/** The rewards a transfer paid and that are still paid by it. */
export const rewardsPaidBy = (transferId: string): SQL => eq(rewards.transferId, transferId);

/** The list's filters, within what the caller may read. */
export function rewardListWhere(visible: SQL, f: RewardListQuery): SQL | undefined {
  return and(
    visible,
    f.state ? eq(rewards.state, f.state) : undefined,
    f.beneficiaryKind ? eq(rewards.beneficiaryKind, f.beneficiaryKind) : undefined,
    f.centreId ? eq(rewards.centreId, f.centreId) : undefined,
    f.currency ? eq(rewards.currency, f.currency) : undefined,
    f.money === 'true' ? sql`${rewards.amount} is not null` : undefined,
    f.money === 'false' ? sql`${rewards.amount} is null` : undefined,
    f.q ? like(rewards.search, `%${normalizeArabic(f.q)}%`) : undefined,
  );
}

/** A teacher's rewards (as beneficiary). */
export const rewardsOfTeacher = (employeeId: string): SQL =>
  and(eq(rewards.beneficiaryKind, 'teacher'), eq(rewards.beneficiaryId, employeeId)) as SQL;

/** Count, amount and points per state and currency of the rewards matching `where`. */
export async function rewardTotals(db: Db, where: SQL) {
  return db
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
}

export async function employeeById(db: Db, id: string) {
  const [e] = await db.select().from(employees).where(eq(employees.id, id));
  return e;
}

export async function centreById(db: Db, id: string): Promise<CentreDbRow | undefined> {
  const [c] = await db.select().from(centres).where(eq(centres.id, id));
  return c;
}

export async function activeCentres(db: Db): Promise<CentreDbRow[]> {
  return db.select().from(centres).where(isNull(centres.archivedAt)).orderBy(asc(centres.id));
}

/**
 * Serialises the proposals of one centre (a manager's request and the monthly job for the same
 * month), so that each fact is looked up, then proposed, once between them.
 */
export async function lockCentreProposals(tx: Db, centreId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rewards:propose:${centreId}`}))`);
}

/** Whether a reward by rule already exists for the fact (rule, beneficiary and source key). */
export async function rewardOfFactExists(
  tx: Db,
  fact: { ruleId: string; beneficiaryId: string; sourceKey: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: rewards.id })
    .from(rewards)
    .where(
      and(
        eq(rewards.ruleId, fact.ruleId),
        eq(rewards.beneficiaryId, fact.beneficiaryId),
        eq(rewards.sourceKey, fact.sourceKey),
      ),
    )
    .limit(1);
  return !!row;
}

/** The user account of a reward's beneficiary as it is now (one linked after the proposal). */
export async function beneficiaryUserNow(tx: Db, rewardId: string): Promise<string | null> {
  const [r] = await tx
    .select({ kind: rewards.beneficiaryKind, id: rewards.beneficiaryId })
    .from(rewards)
    .where(eq(rewards.id, rewardId));
  if (!r) return null;
  return (await findBeneficiary(tx, r.kind, r.id))?.userId ?? null;
}

/** The rewards chosen for a transfer within its reach, locked for the payment, by id. */
export async function lockRewardsToPay(
  tx: Db,
  ids: readonly string[],
  visible: SQL,
): Promise<RewardDbRow[]> {
  return tx
    .select()
    .from(rewards)
    .where(and(inArray(rewards.id, [...ids]), visible))
    .orderBy(asc(rewards.id))
    .for('update');
}

/** The rewards still paid by a transfer, by id. */
export async function rewardIdsPaidBy(tx: Db, transferId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: rewards.id })
    .from(rewards)
    .where(rewardsPaidBy(transferId))
    .orderBy(asc(rewards.id));
  return rows.map((r) => r.id);
}

const proposer = alias(users, 'proposer');

/** A reward as the screens read it: its beneficiary's, centre's, rule's and proposer's names. */
function rowQuery(db: Db) {
  return db
    .select({
      r: rewards,
      studentName: students.fullName,
      teacherName: employees.fullName,
      centreName: centres.name,
      ruleAr: rewardRules.nameAr,
      ruleEn: rewardRules.nameEn,
      ruleFr: rewardRules.nameFr,
      trigger: rewardRules.trigger,
      proposedByName: proposer.displayName,
    })
    .from(rewards)
    .innerJoin(centres, eq(centres.id, rewards.centreId))
    .leftJoin(
      students,
      and(eq(rewards.beneficiaryKind, 'student'), eq(students.id, rewards.beneficiaryId)),
    )
    .leftJoin(
      employees,
      and(eq(rewards.beneficiaryKind, 'teacher'), eq(employees.id, rewards.beneficiaryId)),
    )
    .leftJoin(rewardRules, eq(rewardRules.id, rewards.ruleId))
    .leftJoin(proposer, eq(proposer.id, rewards.proposedBy));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof rowQuery>['execute']>>[number];

function toRow(j: JoinedRow, locale: 'ar' | 'en' | 'fr'): RewardRow {
  const r = j.r;
  const ruleName = j.ruleAr
    ? ({ ar: j.ruleAr, en: j.ruleEn, fr: j.ruleFr }[locale] ?? j.ruleAr)
    : null;
  return {
    id: r.id,
    state: r.state,
    beneficiaryKind: r.beneficiaryKind,
    beneficiaryId: r.beneficiaryId,
    beneficiaryName: (r.beneficiaryKind === 'student' ? j.studentName : j.teacherName) ?? '',
    centreId: r.centreId,
    centreName: j.centreName,
    ruleId: r.ruleId,
    ruleName,
    trigger: (j.trigger as RewardTrigger | null) ?? null,
    reason: r.reason,
    period: r.period,
    points: r.points,
    amount: r.amount,
    currency: r.currency,
    proposedBy: r.proposedBy,
    proposedByName: j.proposedByName ?? null,
    createdAt: r.createdAt,
    transferId: r.transferId,
  };
}

const SORTS = {
  createdAt: rewards.createdAt,
  amount: rewards.amount,
  state: rewards.state,
  beneficiary: rewards.search,
} as const;

/** One page of rewards matching `where`, with the count of every matching row. */
export async function listRewardRows(
  db: Db,
  where: SQL | undefined,
  page: { page: number; pageSize: number; sort: keyof typeof SORTS; dir: 'asc' | 'desc' },
  locale: 'ar' | 'en' | 'fr',
): Promise<{ items: RewardRow[]; total: number }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rewards)
    .where(where);
  const column = SORTS[page.sort];
  const rows = await rowQuery(db)
    .where(where)
    .orderBy(page.dir === 'asc' ? asc(column) : desc(column), asc(rewards.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { items: rows.map((j) => toRow(j, locale)), total: Number(count?.n ?? 0) };
}

export async function rewardRow(
  db: Db,
  id: string,
  locale: 'ar' | 'en' | 'fr',
): Promise<RewardRow | undefined> {
  const [j] = await rowQuery(db).where(eq(rewards.id, id));
  return j ? toRow(j, locale) : undefined;
}

/** A reward within a scope condition, locked for a write when asked. */
export async function rewardWhere(
  tx: Db,
  id: string,
  scope: SQL,
  forUpdate = false,
): Promise<RewardDbRow | undefined> {
  const q = tx
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, id), scope));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** The history of a reward, oldest first, with who did each move and the transfer's entry. */
export async function rewardHistory(db: Db, id: string): Promise<RewardEvent[]> {
  const rows = await db
    .select({
      e: rewardEvents,
      byName: users.displayName,
      entryNumber: journalEntries.number,
    })
    .from(rewardEvents)
    .leftJoin(users, eq(users.id, rewardEvents.byUserId))
    .leftJoin(journalEntries, eq(journalEntries.id, rewardEvents.entryId))
    .where(eq(rewardEvents.rewardId, id))
    .orderBy(asc(rewardEvents.at), asc(rewardEvents.id));
  return rows.map(({ e, byName, entryNumber }) => ({
    kind: e.kind,
    at: e.at,
    byName: byName ?? null,
    reason: e.reason,
    transferId: e.transferId,
    transferNumber: entryNumber != null && e.transferId ? `RT-${entryNumber}` : null,
    entryId: e.entryId,
    entryNumber: entryNumber ?? null,
  }));
}

/** Who a reward is for: the place, the ring (students), the name and the user account. */
export interface Beneficiary {
  kind: BeneficiaryKind;
  id: string;
  name: string;
  countryId: string;
  centreId: string | null;
  ringId: string | null;
  userId: string | null;
}

export async function findBeneficiary(
  tx: Db,
  kind: BeneficiaryKind,
  id: string,
): Promise<Beneficiary | undefined> {
  if (kind === 'student') {
    const [s] = await tx
      .select({
        id: students.id,
        name: students.fullName,
        countryId: students.countryId,
        centreId: students.centreId,
        ringId: students.ringId,
        userId: users.id,
        archivedAt: students.archivedAt,
      })
      .from(students)
      .leftJoin(users, eq(users.studentId, students.id))
      .where(eq(students.id, id))
      .limit(1);
    if (!s || s.archivedAt) return undefined;
    return { kind, ...s };
  }
  const [e] = await tx
    .select({
      id: employees.id,
      name: employees.fullName,
      countryId: employees.countryId,
      centreId: employees.centreId,
      userId: employees.userId,
      archivedAt: employees.archivedAt,
    })
    .from(employees)
    .where(eq(employees.id, id))
    .limit(1);
  if (!e || e.archivedAt) return undefined;
  return { kind, ...e, ringId: null };
}

export async function ruleById(tx: Db, id: string): Promise<RuleDbRow | undefined> {
  const [r] = await tx.select().from(rewardRules).where(eq(rewardRules.id, id));
  return r;
}

/** A rule applies to a place when it is the organisation's, the place's country's or its centre's. */
export function ruleCovers(
  rule: Pick<RuleDbRow, 'countryId' | 'centreId'>,
  place: { countryId: string; centreId: string },
): boolean {
  if (rule.centreId) return rule.centreId === place.centreId;
  if (rule.countryId) return rule.countryId === place.countryId;
  return true;
}

/** The active automatic rules that apply to a centre. */
export async function automaticRulesOf(
  tx: Db,
  place: { countryId: string; centreId: string },
): Promise<RuleDbRow[]> {
  const rows = await tx
    .select()
    .from(rewardRules)
    .where(
      and(
        eq(rewardRules.status, 'active'),
        isNull(rewardRules.archivedAt),
        inArray(rewardRules.trigger, ['juz_memorised', 'test_passed', 'attendance_streak']),
        or(
          eq(rewardRules.centreId, place.centreId),
          and(isNull(rewardRules.centreId), eq(rewardRules.countryId, place.countryId)),
          and(isNull(rewardRules.centreId), isNull(rewardRules.countryId)),
        ),
      ),
    )
    .orderBy(asc(rewardRules.createdAt), asc(rewardRules.id));
  return rows;
}

export type RewardInsert = Omit<typeof rewards.$inferInsert, 'search'> & {
  countryId: string;
  centreId: string;
  beneficiaryKind: BeneficiaryKind;
  beneficiaryId: string;
  /** Who proposed it; null for the monthly job. */
  proposedBy: string | null;
};

// ---------------------------------------------------------------------------------------------
// Facts of a month, for "propose from rules"
// ---------------------------------------------------------------------------------------------

/** Tests passed and approved in the month, of the centre's students or teachers. */
export async function testsPassed(
  tx: Db,
  centreId: string,
  from: string,
  until: string,
  subject: BeneficiaryKind,
): Promise<Array<{ requestId: string; beneficiaryId: string }>> {
  const rows = await tx
    .select({
      requestId: testRequests.id,
      studentId: testRequests.studentId,
      teacherId: testRequests.teacherId,
    })
    .from(testResults)
    .innerJoin(testRequests, eq(testRequests.id, testResults.requestId))
    .where(
      and(
        eq(testRequests.centreId, centreId),
        eq(testRequests.subject, subject),
        eq(testResults.status, 'approved'),
        eq(testResults.passed, true),
        gte(testResults.approvedAt, from),
        lt(testResults.approvedAt, until),
      ),
    )
    .orderBy(asc(testRequests.id));
  return rows.flatMap((r) => {
    const id = subject === 'student' ? r.studentId : r.teacherId;
    return id ? [{ requestId: r.requestId, beneficiaryId: id }] : [];
  });
}

/** The memorisation (hifz) portions of the centre's active students up to a day, each with its day. */
export async function memorisedPortions(
  tx: Db,
  centreId: string,
  until: string,
): Promise<
  Array<{
    studentId: string;
    readOn: string;
    fromSurah: number;
    fromAyah: number;
    toSurah: number;
    toAyah: number;
  }>
> {
  return tx
    .select({
      studentId: readings.studentId,
      readOn: readings.readOn,
      fromSurah: readings.fromSurah,
      fromAyah: readings.fromAyah,
      toSurah: readings.toSurah,
      toAyah: readings.toAyah,
    })
    .from(readings)
    .innerJoin(students, eq(students.id, readings.studentId))
    .where(
      and(
        eq(students.centreId, centreId),
        eq(students.status, 'active'),
        eq(readings.kind, 'hifz'),
        isNull(readings.archivedAt),
        sql`(${readings.grade} is null or ${readings.grade} <> 'repeat')`,
        lt(readings.readOn, until),
      ),
    );
}

/** The month's attendance of the centre's active students (their ring days). */
export async function attendanceOfMonth(
  tx: Db,
  centreId: string,
  from: string,
  until: string,
): Promise<Array<{ studentId: string; day: string; status: string }>> {
  return tx
    .select({
      studentId: attendance.studentId,
      day: attendance.attendedOn,
      status: attendance.status,
    })
    .from(attendance)
    .innerJoin(students, eq(students.id, attendance.studentId))
    .where(
      and(
        eq(attendance.centreId, centreId),
        eq(students.status, 'active'),
        isNull(attendance.archivedAt),
        gte(attendance.attendedOn, from),
        lt(attendance.attendedOn, until),
      ),
    );
}
