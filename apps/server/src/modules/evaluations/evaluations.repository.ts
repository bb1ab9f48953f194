import {
  isOverdue,
  pageOffset,
  SCORE_BANDS,
  tokenize,
  type EvaluationFollowUp,
  type EvaluationRequestListQuery,
  type EvaluationResultQuery,
  type EvaluationState,
  type EvaluationSummary,
  type EvaluationTargetKind,
} from '@qc/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  employees,
  evaluationActions,
  evaluationRequests,
  formVersions,
  roleAssignments,
  users,
} from '../../db/schema/index.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { defineOwnedTable } from '../../workflow/index.ts';

export type EvaluationRow = typeof evaluationRequests.$inferSelect;
const r = evaluationRequests;

/**
 * The evaluation requests' binding for the workflow kit: placed where the evaluated record lies
 * (country, centre, ring), found by the record's and the form's names, announced as
 * `evaluations` (the screens' query keys). No event table: the audit log keeps each action.
 */
export const evaluationRequestsTable = defineOwnedTable({
  name: 'evaluations',
  table: evaluationRequests,
  scopeColumns: { country: r.countryId, centre: r.centreId, ring: r.ringId },
  scopeOf: (row) => ({ countryId: row.countryId, centreId: row.centreId, ringId: row.ringId }),
  searchWords: async (tx, row) =>
    `${row.subjectName} ${await formNameOf(tx, row.formVersionId)}`.trim(),
  // A sheet saves its draft as the evaluator types: the answers stay on the record (and its
  // score in the audit entry), not copied into an audit entry at every save.
  auditOmits: ['answers', 'selfAnswers'],
});

/** The name of a form version. */
async function formNameOf(db: Db, formVersionId: string): Promise<string> {
  const [f] = await db
    .select({ name: formVersions.name })
    .from(formVersions)
    .where(eq(formVersions.id, formVersionId));
  return f?.name ?? '';
}

/** An active staff account (who may be asked to evaluate), or null. */
export async function activeStaffUser(db: Db, userId: string) {
  const [u] = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.status, 'active'),
        eq(users.kind, 'staff'),
        isNull(users.archivedAt),
      ),
    )
    .limit(1);
  return u ?? null;
}

/** The (not archived) employee record of a user account, if any. */
export async function employeeIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [e] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.userId, userId), isNull(employees.archivedAt)))
    .limit(1);
  return e?.id ?? null;
}

/**
 * Active staff whose employee record or role assignment lies in `scope`, and `selfId`: the first
 * 200 by name (a picker, filtered further by the words typed).
 */
export async function staffIn(db: Db, scope: Scope, selfId: string) {
  return db
    .selectDistinct({ id: users.id, name: users.displayName })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(roleAssignments, eq(roleAssignments.userId, users.id))
    .where(
      and(
        eq(users.status, 'active'),
        eq(users.kind, 'staff'),
        isNull(users.archivedAt),
        or(
          eq(users.id, selfId),
          scopeCondition(scope, { country: employees.countryId, centre: employees.centreId }),
          scopeCondition(scope, {
            country: roleAssignments.countryId,
            centre: roleAssignments.centreId,
          }),
        ),
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id))
    .limit(200);
}

export const today = () => new Date().toISOString().slice(0, 10);

/**
 * The evaluations a caller may see: those in their `evaluations:read` scope, the ones they
 * are asked to fill, and the ones they self-evaluate in.
 */
export function visibleTo(caller: Caller): SQL {
  const a = caller.access;
  const parts: SQL[] = [eq(r.evaluatorId, a.userId), eq(r.selfUserId, a.userId)];
  if (a.can('evaluations:read'))
    parts.push(
      scopeCondition(a.scopeFor('evaluations:read'), {
        country: r.countryId,
        centre: r.centreId,
        ring: r.ringId,
      }),
    );
  return or(...parts)!;
}

function summaryQuery(db: Db) {
  return db
    .select({
      r,
      formName: formVersions.name,
      formVersion: formVersions.version,
      evaluatorName: users.displayName,
      centreName: centres.name,
    })
    .from(r)
    .innerJoin(formVersions, eq(formVersions.id, r.formVersionId))
    .innerJoin(users, eq(users.id, r.evaluatorId))
    .leftJoin(centres, eq(centres.id, r.centreId));
}

type Raw = Awaited<ReturnType<ReturnType<typeof summaryQuery>['where']>>[number];

const num = (v: string | null) => (v === null ? null : Number(v));

export function toSummary(x: Raw, on = today()): EvaluationSummary {
  const state = x.r.state as EvaluationState;
  return {
    id: x.r.id,
    target: x.r.target as EvaluationTargetKind,
    subjectId: x.r.subjectId,
    subjectName: x.r.subjectName,
    centreId: x.r.centreId,
    centreName: x.centreName,
    formId: x.r.formVersionId,
    formName: x.formName,
    formVersion: x.formVersion,
    evaluatorId: x.r.evaluatorId,
    evaluatorName: x.evaluatorName,
    period: x.r.period,
    dueOn: x.r.dueOn,
    state,
    overdue: isOverdue(state, x.r.dueOn, on),
    percent: num(x.r.percent),
    total: num(x.r.total),
    max: num(x.r.maxTotal),
    submittedAt: x.r.submittedAt,
    approvedAt: x.r.approvedAt,
  };
}

const words = (q: string | undefined) =>
  (q ? tokenize(q) : []).map((w) => sql`(' ' || ${r.search}) like ${`% ${w}%`}`);

function requestWhere(caller: Caller, f: EvaluationRequestListQuery): SQL | undefined {
  const open: EvaluationState[] = ['requested', 'in-progress', 'returned'];
  return and(
    f.mine
      ? or(eq(r.evaluatorId, caller.access.userId), eq(r.selfUserId, caller.access.userId))
      : visibleTo(caller),
    f.target?.length ? inArray(r.target, f.target) : undefined,
    f.centreId ? eq(r.centreId, f.centreId) : undefined,
    f.state === 'open'
      ? inArray(r.state, open)
      : f.state === 'overdue'
        ? and(inArray(r.state, open), lt(r.dueOn, today()))
        : f.state
          ? eq(r.state, f.state)
          : undefined,
    ...words(f.q),
  );
}

/** A page of requests, overdue and open ones first by due date. */
export async function listRequests(db: Db, caller: Caller, f: EvaluationRequestListQuery) {
  const where = requestWhere(caller, f);
  const [items, [total]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(
        sql`case when ${r.state} in ('requested','in-progress','returned') then 0 when ${r.state} = 'submitted' then 1 else 2 end`,
        asc(r.dueOn),
        asc(r.id),
      )
      .limit(f.pageSize)
      .offset(pageOffset(f)),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return { items: items.map((x) => toSummary(x)), total: Number(total?.n ?? 0) };
}

/** The condition of result searches: official (approved) results unless asked otherwise. */
export function resultWhere(caller: Caller, f: Omit<EvaluationResultQuery, 'page' | 'pageSize'>) {
  const band = f.band ? SCORE_BANDS[f.band] : null;
  return and(
    visibleTo(caller),
    f.official ? eq(r.state, 'approved') : undefined,
    f.target?.length ? inArray(r.target, f.target) : undefined,
    f.formFamilyId ? eq(formVersions.familyId, f.formFamilyId) : undefined,
    f.centreId ? eq(r.centreId, f.centreId) : undefined,
    f.countryId ? eq(r.countryId, f.countryId) : undefined,
    f.evaluatorId ? eq(r.evaluatorId, f.evaluatorId) : undefined,
    f.subjectId ? eq(r.subjectId, f.subjectId) : undefined,
    f.from ? gte(r.period, f.from) : undefined,
    f.to ? lte(r.period, f.to) : undefined,
    band ? and(gte(r.percent, String(band[0])), lt(r.percent, String(band[1]))) : undefined,
    ...words(f.q),
  );
}

export async function listResults(db: Db, caller: Caller, f: EvaluationResultQuery) {
  const where = resultWhere(caller, f);
  const [items, [total]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(desc(r.period), desc(r.approvedAt), asc(r.id))
      .limit(f.pageSize)
      .offset(pageOffset(f)),
    db
      .select({ n: count() })
      .from(r)
      .innerJoin(formVersions, eq(formVersions.id, r.formVersionId))
      .where(where),
  ]);
  return { items: items.map((x) => toSummary(x)), total: Number(total?.n ?? 0) };
}

/** Every matching result, page by page (exports). */
export async function* allResults(
  db: Db,
  caller: Caller,
  f: Omit<EvaluationResultQuery, 'page' | 'pageSize'>,
) {
  const where = resultWhere(caller, f);
  for (let offset = 0; ; offset += 500) {
    const rows = await summaryQuery(db)
      .where(where)
      .orderBy(desc(r.period), asc(r.id))
      .limit(500)
      .offset(offset);
    for (const x of rows) yield toSummary(x);
    if (rows.length < 500) return;
  }
}

/** The results with their answers and form (weakest paragraphs, comparison): newest first. */
export async function resultsWithAnswers(
  db: Db,
  caller: Caller,
  f: Omit<EvaluationResultQuery, 'page' | 'pageSize'>,
  limit: number,
) {
  return db
    .select({ r, definition: formVersions.definition })
    .from(r)
    .innerJoin(formVersions, eq(formVersions.id, r.formVersionId))
    .where(resultWhere(caller, f))
    .orderBy(desc(r.period), desc(r.approvedAt), asc(r.id))
    .limit(limit);
}

/** One request with its form, visible to the caller (or any, `caller` null). */
export async function findRequest(db: Db, caller: Caller | null, id: string) {
  const [row] = await summaryQuery(db)
    .where(and(eq(r.id, id), caller ? visibleTo(caller) : undefined))
    .limit(1);
  return row ?? null;
}

/**
 * The latest official results of some records of a target, with their forms, newest first (a
 * comparison of at most six records: a few results a period each).
 */
export async function approvedResultsOf(
  db: Db,
  caller: Caller,
  target: EvaluationTargetKind,
  subjectIds: readonly string[],
  formFamilyId: string | undefined,
) {
  return db
    .select({ r, definition: formVersions.definition })
    .from(r)
    .innerJoin(formVersions, eq(formVersions.id, r.formVersionId))
    .where(
      and(
        visibleTo(caller),
        eq(r.state, 'approved'),
        eq(r.target, target),
        inArray(r.subjectId, [...subjectIds]),
        formFamilyId ? eq(formVersions.familyId, formFamilyId) : undefined,
      ),
    )
    .orderBy(desc(r.period), desc(r.approvedAt))
    .limit(600);
}

/** The average percentage of the official results of a target record, per period. */
export async function trendOf(db: Db, caller: Caller, target: string, subjectId: string) {
  const rows = await db
    .select({
      period: r.period,
      percent: sql<string>`round(avg(${r.percent}), 2)`,
      results: count(),
    })
    .from(r)
    .where(
      and(
        visibleTo(caller),
        eq(r.state, 'approved'),
        eq(r.target, target),
        eq(r.subjectId, subjectId),
      ),
    )
    .groupBy(r.period)
    .orderBy(asc(r.period));
  return rows.map((x) => ({ period: x.period, percent: Number(x.percent), results: x.results }));
}

/** How many evaluations use each version of the owner's forms. */
export async function resultCounts(db: Db, versionIds: readonly string[]) {
  if (versionIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: r.formVersionId, n: count() })
    .from(r)
    .where(inArray(r.formVersionId, [...versionIds]))
    .groupBy(r.formVersionId);
  return new Map(rows.map((x) => [x.id, Number(x.n)]));
}

/** A stored follow-up action as the API answers it. */
function actionOf(row: typeof evaluationActions.$inferSelect): EvaluationFollowUp {
  return { ...row, status: row.status === 'done' ? 'done' : 'open' };
}

export async function insertAction(
  db: Db,
  values: typeof evaluationActions.$inferInsert,
): Promise<EvaluationFollowUp> {
  const [row] = await db.insert(evaluationActions).values(values).returning();
  return actionOf(row!);
}

/** One follow-up action, or null. */
export async function findAction(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(evaluationActions)
    .where(eq(evaluationActions.id, id))
    .limit(1);
  return row ?? null;
}

/** Marks a follow-up action open or done (when done, with the time). */
export async function updateActionStatus(
  db: Db,
  id: string,
  status: 'open' | 'done',
): Promise<EvaluationFollowUp> {
  const now = new Date().toISOString();
  const [row] = await db
    .update(evaluationActions)
    .set({ status, doneAt: status === 'done' ? now : null, updatedAt: now })
    .where(eq(evaluationActions.id, id))
    .returning();
  return actionOf(row!);
}

/** Follow-up actions with their request's target, visible to the caller. */
export async function listActions(
  db: Db,
  caller: Caller,
  f: {
    target?: string | undefined;
    subjectId?: string | undefined;
    requestId?: string | undefined;
    open?: boolean | undefined;
  },
) {
  const a = evaluationActions;
  const rows = await db
    .select({ a, subjectName: r.subjectName })
    .from(a)
    .innerJoin(r, eq(r.id, a.requestId))
    .where(
      and(
        visibleTo(caller),
        f.target ? eq(r.target, f.target) : undefined,
        f.subjectId ? eq(r.subjectId, f.subjectId) : undefined,
        f.requestId ? eq(a.requestId, f.requestId) : undefined,
        f.open ? eq(a.status, 'open') : undefined,
      ),
    )
    // A target's actions: bounded by its results (a few a period); the open ones first.
    .orderBy(asc(a.status), asc(a.dueOn), asc(a.id))
    .limit(200);
  const on = today();
  return rows.map((x) => ({
    id: x.a.id,
    requestId: x.a.requestId,
    subjectName: x.subjectName,
    title: x.a.title,
    ownerName: x.a.ownerName,
    dueOn: x.a.dueOn,
    status: x.a.status as 'open' | 'done',
    overdue: x.a.status === 'open' && x.a.dueOn < on,
  }));
}
