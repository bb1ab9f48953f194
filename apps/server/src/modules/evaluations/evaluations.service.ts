import {
  canEvaluationTransition,
  checkAnswers,
  EVALUATION_TRANSITIONS,
  evaluationTarget,
  scoreForm,
  searchKey,
  tokenize,
  translate,
  type EvaluationAction,
  type EvaluationDetail,
  type EvaluationDraftInput,
  type EvaluationFormDetail,
  type EvaluationFormInput,
  type EvaluationFormSummary,
  type EvaluationRequestCreateInput,
  type EvaluationState,
  type EvaluationTargetKind,
  type FormAnswers,
} from '@qc/domain';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { buildAccessContext } from '../../access/access-context.ts';
import { loadGrants } from '../../access/access.repository.ts';
import { recordInScope, scopeCondition } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { employees, evaluationRequests, roleAssignments, users } from '../../db/schema/index.ts';
import {
  createForm,
  findFormVersion,
  listFormVersions,
  markAnswered,
  saveFormVersion,
  type FormVersionRow,
} from '../../forms/forms.service.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { signedFileUrl } from '../../resources/file-links.ts';
import { fileRows } from '../../resources/files.repository.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import {
  findRequest,
  resultCounts,
  toSummary,
  type EvaluationRow,
} from './evaluations.repository.ts';
import { findSubject, subjectsIn, userOfEmployee, type Subject } from './subjects.ts';

export const OWNER = 'evaluations';

const wrongState = (state: string, caller: Caller) =>
  conflict('evaluations.wrongState', {
    state: translate(caller.locale, `evaluations.state.${state}`),
  });

/** Does the caller hold `permission` where the evaluation lies? */
export function holds(caller: Caller, permission: string, row: EvaluationRow): boolean {
  return (
    caller.access.can(permission) &&
    recordInScope(caller.access.scopeFor(permission), {
      countryId: row.countryId,
      centreId: row.centreId,
      ringId: row.ringId,
    })
  );
}

// ---------------------------------------------------------------------------------------------
// Forms

function formSummary(row: FormVersionRow, results: number): EvaluationFormSummary {
  return {
    id: row.id,
    familyId: row.familyId,
    version: row.version,
    current: row.current,
    name: row.name,
    target: row.subject as EvaluationTargetKind,
    allowSelf: row.allowSelf,
    questions: row.definition.sections.reduce((n, s) => n + s.questions.length, 0),
    results,
    createdAt: row.createdAt,
  };
}

export async function listForms(
  ctx: AppContext,
  f: { target?: EvaluationTargetKind[] | undefined; all?: boolean | undefined },
): Promise<EvaluationFormSummary[]> {
  const rows = await listFormVersions(ctx.db, OWNER, { subjects: f.target, all: f.all });
  const counts = await resultCounts(
    ctx.db,
    rows.map((x) => x.id),
  );
  return rows.map((x) => formSummary(x, counts.get(x.id) ?? 0));
}

export async function readForm(ctx: AppContext, id: string): Promise<EvaluationFormDetail> {
  const row = await findFormVersion(ctx.db, OWNER, id);
  if (!row) throw notFound();
  const counts = await resultCounts(ctx.db, [row.id]);
  return { ...formSummary(row, counts.get(row.id) ?? 0), definition: row.definition };
}

export async function createEvaluationForm(
  ctx: AppContext,
  caller: Caller,
  input: EvaluationFormInput & { allowSelf: boolean; definition: FormVersionRow['definition'] },
) {
  const row = await ctx.db.transaction((tx) =>
    createForm(
      tx,
      OWNER,
      {
        name: input.name,
        subject: input.target,
        allowSelf: input.allowSelf,
        definition: input.definition,
      },
      caller.access.userId,
    ),
  );
  ctx.events.changed({ resource: 'evaluations', id: row.id, action: 'created' });
  return readForm(ctx, row.id);
}

/**
 * Edits a form (given any of its versions): in place while no evaluation uses the current
 * version, otherwise as a new version (the earlier evaluations keep theirs).
 */
export async function updateEvaluationForm(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: EvaluationFormInput & { allowSelf: boolean; definition: FormVersionRow['definition'] },
) {
  const saved = await ctx.db.transaction(async (tx) => {
    const found = await findFormVersion(tx, OWNER, id);
    if (!found) throw notFound();
    if (found.subject !== input.target) throw badRequest('evaluations.formTarget');
    return saveFormVersion(
      tx,
      OWNER,
      found.familyId,
      {
        name: input.name,
        subject: input.target,
        allowSelf: input.allowSelf,
        definition: input.definition,
      },
      caller.access.userId,
    );
  });
  ctx.events.changed({ resource: 'evaluations', id: saved.row.id, action: 'updated' });
  return { ...(await readForm(ctx, saved.row.id)), newVersion: saved.created };
}

// ---------------------------------------------------------------------------------------------
// Requests

async function checkEvaluator(db: Db, userId: string) {
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
  if (!u)
    throw new AppError(400, 'evaluations.badEvaluator', undefined, {
      evaluatorId: { code: 'evaluations.badEvaluator' },
    });
  return u;
}

/** What filling an evaluation takes: the evaluator holds it over every record evaluated. */
export const FILL_PERMISSION = 'evaluations:update';

/**
 * Refuses an evaluator who may not fill evaluations of every one of `subjects` (their own
 * grants, as they are now): being asked would otherwise let them read and mark a record
 * outside their scope.
 */
async function checkEvaluatorScope(db: Db, userId: string, subjects: readonly Subject[]) {
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.userId, userId), isNull(employees.archivedAt)))
    .limit(1);
  const grants = await loadGrants(db, {
    userId,
    employeeId: employee?.id ?? null,
    guardianId: null,
    studentId: null,
  });
  const access = buildAccessContext(userId, employee?.id ?? null, grants);
  const scope = access.can(FILL_PERMISSION) ? access.scopeFor(FILL_PERMISSION) : null;
  if (!scope || subjects.some((s) => !recordInScope(scope, s)))
    throw new AppError(400, 'evaluations.evaluatorOutOfScope', undefined, {
      evaluatorId: { code: 'evaluations.evaluatorOutOfScope' },
    });
}

/** The most records one request may cover (a country's teachers fit; beyond, split it). */
export const MAX_SUBJECTS = 500;

const tooMany = () =>
  new AppError(400, 'evaluations.tooMany', undefined, {
    subjectIds: { code: 'evaluations.tooMany' },
  });

/**
 * Creates requests for one or many records of the form's target (every one of a centre or a
 * country in bulk), all inside the caller's `evaluations:create` scope; the evaluator is told.
 */
export async function createRequests(
  ctx: AppContext,
  caller: Caller,
  input: EvaluationRequestCreateInput,
): Promise<{ created: number; ids: string[] }> {
  const scope = caller.access.scopeFor('evaluations:create');
  const form = await findFormVersion(ctx.db, OWNER, input.formId);
  if (!form) throw notFound();
  if (!form.current) throw conflict('evaluations.formRetired');
  const target = form.subject as EvaluationTargetKind;
  await checkEvaluator(ctx.db, input.evaluatorId);

  const subjects: Subject[] = [];
  for (const id of new Set(input.subjectIds ?? [])) {
    const s = await findSubject(ctx.db, target, id, null);
    if (!s) throw notFound();
    if (!recordInScope(scope, s)) throw forbidden('evaluations.subjectOutOfScope');
    subjects.push(s);
  }
  if (input.bulk?.centreId || input.bulk?.countryId) {
    // Everyone of the place, whatever the scope: a place partly outside it is refused whole.
    const everyone = await subjectsIn(ctx.db, target, input.bulk, null, MAX_SUBJECTS + 1);
    if (everyone.length > MAX_SUBJECTS) throw tooMany();
    if (everyone.some((s) => !recordInScope(scope, s)))
      throw forbidden('evaluations.subjectOutOfScope');
    subjects.push(...everyone);
  }
  const unique = [...new Map(subjects.map((s) => [s.id, s])).values()];
  if (unique.length === 0) throw badRequest('evaluations.noneInScope');
  if (unique.length > MAX_SUBJECTS) throw tooMany();
  await checkEvaluatorScope(ctx.db, input.evaluatorId, unique);

  const selfUsers = new Map<string, string | null>();
  if (form.allowSelf && evaluationTarget(target).selfEmployee)
    for (const s of unique) selfUsers.set(s.id, await userOfEmployee(ctx.db, s.selfEmployeeId));

  const rows = await ctx.db.transaction(async (tx) =>
    tx
      .insert(evaluationRequests)
      .values(
        unique.map((s) => ({
          target,
          subjectId: s.id,
          subjectName: s.name,
          countryId: s.countryId,
          centreId: s.centreId,
          ringId: s.ringId,
          selfUserId: selfUsers.get(s.id) ?? null,
          formVersionId: form.id,
          evaluatorId: input.evaluatorId,
          requestedBy: caller.access.userId,
          period: input.period,
          dueOn: input.dueOn,
          search: searchKey(`${s.name} ${form.name}`),
        })),
      )
      .returning({ id: evaluationRequests.id, subjectId: evaluationRequests.subjectId }),
  );
  ctx.events.changed({ resource: 'evaluations', action: 'created' });
  await ctx.events.notify({
    userIds: [input.evaluatorId],
    kind: 'evaluations',
    titleKey: 'evaluations.notify.requested',
    values: { subject: unique.length === 1 ? unique[0]!.name : `${unique.length} × ${form.name}` },
    link: unique.length === 1 ? `/evaluation-requests?id=${rows[0]!.id}` : '/evaluation-requests',
  });
  // Each person asked to evaluate themself is told too, with their own evaluation's link.
  for (const s of unique) {
    const self = selfUsers.get(s.id);
    const row = rows.find((x) => x.subjectId === s.id);
    if (!self || self === input.evaluatorId || !row) continue;
    await ctx.events.notify({
      userIds: [self],
      kind: 'evaluations',
      titleKey: 'evaluations.notify.selfRequested',
      values: { subject: s.name },
      link: `/evaluation-requests?id=${row.id}`,
    });
  }
  return { created: rows.length, ids: rows.map((x) => x.id) };
}

async function detailOf(ctx: AppContext, caller: Caller, id: string): Promise<EvaluationDetail> {
  const found = await findRequest(ctx.db, caller, id);
  if (!found) throw notFound();
  const form = await findFormVersion(ctx.db, OWNER, found.r.formVersionId);
  const definition = form!.definition;
  const row = found.r;
  const state = row.state as EvaluationState;
  const isEvaluator = row.evaluatorId === caller.access.userId;
  const own = isEvaluator || (await subjectUsers(ctx.db, row)).has(caller.access.userId);
  const photos = await fileRows(ctx.db, row.photoIds);
  return {
    ...toSummary(found),
    version: row.version,
    definition,
    allowSelf: form!.allowSelf,
    answers: row.answers,
    selfAnswers: row.selfAnswers,
    selfScore: row.selfAnswers ? scoreForm(definition, row.selfAnswers) : null,
    score: scoreForm(definition, row.answers),
    note: row.note,
    returnReason: row.returnReason,
    photos: photos.map((p) => ({
      id: p.id,
      name: p.name,
      size: p.size,
      url: signedFileUrl(ctx.config.API_BASE, ctx.config.secrets.jwtSecret, p.id),
    })),
    can: {
      fill: isEvaluator && canEvaluationTransition(state, 'save'),
      fillSelf:
        form!.allowSelf &&
        row.selfUserId === caller.access.userId &&
        canEvaluationTransition(state, 'save'),
      approve:
        !own &&
        canEvaluationTransition(state, 'approve') &&
        holds(caller, 'evaluations:approve', row),
      return:
        !own &&
        canEvaluationTransition(state, 'return') &&
        holds(caller, 'evaluations:approve', row),
    },
  };
}

export const readEvaluation = detailOf;

/**
 * The users an evaluation is about: the person asked to self-evaluate, and the account of the
 * record's own employee (the employee or teacher evaluated, a ring's teacher) as it is now,
 * whether or not the form has a self-evaluation. None of them may decide it.
 */
async function subjectUsers(db: Db, row: EvaluationRow): Promise<Set<string>> {
  const out = new Set<string>();
  if (row.selfUserId) out.add(row.selfUserId);
  const target = row.target as EvaluationTargetKind;
  if (evaluationTarget(target).selfEmployee) {
    const subject = await findSubject(db, target, row.subjectId, null);
    const user = await userOfEmployee(db, subject?.selfEmployeeId ?? null);
    if (user) out.add(user);
  }
  return out;
}

function answersRefused(issues: ReturnType<typeof checkAnswers>, caller: Caller) {
  const first = issues[0]!;
  return new AppError(
    400,
    'evaluations.invalidAnswers',
    { first: translate(caller.locale, first.code, first.params) },
    Object.fromEntries(
      issues.map((i) => [
        `answers.${i.questionId}`,
        { code: i.code, ...(i.params ? { params: i.params } : {}) },
      ]),
    ),
  );
}

/** Locks the request (visible to the caller) and its form for a change. */
async function lockForChange(tx: Db, caller: Caller, id: string) {
  const found = await findRequest(tx, caller, id, true);
  if (!found) throw notFound();
  const form = await findFormVersion(tx, OWNER, found.r.formVersionId);
  return { row: found.r, form: form! };
}

function requireTransition(caller: Caller, row: EvaluationRow, action: EvaluationAction) {
  if (!canEvaluationTransition(row.state as EvaluationState, action))
    throw wrongState(row.state, caller);
}

/**
 * Saves marks as they are given (a draft): the evaluator's (the request moves to "in
 * progress") or the self-evaluation of the evaluated person. A submitted or approved
 * evaluation cannot be edited.
 */
async function saveAnswers(
  tx: Db,
  caller: Caller,
  id: string,
  input: EvaluationDraftInput,
  complete: boolean,
) {
  const { row, form } = await lockForChange(tx, caller, id);
  if (input.version !== undefined && input.version !== row.version) throw conflict();
  const answers: FormAnswers = input.answers;
  const issues = checkAnswers(form.definition, answers, { complete });
  const now = new Date().toISOString();
  if (input.role === 'self') {
    if (!form.allowSelf || row.selfUserId !== caller.access.userId)
      throw forbidden('evaluations.noSelf');
    // The self-evaluation closes with the evaluator's submission (reopened if returned).
    requireTransition(caller, row, 'save');
    if (issues.length > 0) throw answersRefused(issues, caller);
    await tx
      .update(evaluationRequests)
      .set({ selfAnswers: answers, version: row.version + 1, updatedAt: now })
      .where(eq(evaluationRequests.id, id));
  } else {
    if (row.evaluatorId !== caller.access.userId) throw forbidden('evaluations.notEvaluator');
    requireTransition(caller, row, complete ? 'submit' : 'save');
    if (issues.length > 0) throw answersRefused(issues, caller);
    const score = scoreForm(form.definition, answers);
    await tx
      .update(evaluationRequests)
      .set({
        answers,
        note: input.note ?? row.note,
        total: String(score.total),
        maxTotal: String(score.max),
        percent: String(score.percent),
        state: EVALUATION_TRANSITIONS[complete ? 'submit' : 'save'].to,
        submittedAt: complete ? now : row.submittedAt,
        version: row.version + 1,
        updatedAt: now,
      })
      .where(eq(evaluationRequests.id, id));
  }
  if (Object.values(answers).some((a) => a.value !== null)) await markAnswered(tx, form.id);
  return row;
}

export async function saveDraft(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: EvaluationDraftInput,
) {
  const row = await ctx.db.transaction((tx) => saveAnswers(tx, caller, id, input, false));
  announce(ctx, row);
  return detailOf(ctx, caller, id);
}

/** Submits the evaluator's marks (with the last changes): every required paragraph marked. */
export async function submitEvaluation(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: EvaluationDraftInput | null,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = input ?? {
      role: 'evaluator' as const,
      answers: (await findRequest(tx, caller, id))?.r.answers ?? {},
    };
    return saveAnswers(tx, caller, id, { ...current, role: 'evaluator' }, true);
  });
  announce(ctx, row);
  const approvers = await approversOf(ctx.db, row);
  await notify(ctx, caller, approvers, 'submitted', row);
  return detailOf(ctx, caller, id);
}

async function decide(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: 'approve' | 'return',
  reason: string | null,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const { row } = await lockForChange(tx, caller, id);
    if (!holds(caller, 'evaluations:approve', row)) throw forbidden();
    if (
      row.evaluatorId === caller.access.userId ||
      (await subjectUsers(tx, row)).has(caller.access.userId)
    )
      throw forbidden('evaluations.ownEvaluation');
    requireTransition(caller, row, action);
    const now = new Date().toISOString();
    await tx
      .update(evaluationRequests)
      .set(
        action === 'approve'
          ? {
              state: 'approved',
              approvedAt: now,
              approvedBy: caller.access.userId,
              version: row.version + 1,
              updatedAt: now,
            }
          : { state: 'returned', returnReason: reason, version: row.version + 1, updatedAt: now },
      )
      .where(eq(evaluationRequests.id, id));
    return row;
  });
  announce(ctx, row);
  await notify(ctx, caller, [row.evaluatorId], action === 'approve' ? 'approved' : 'returned', row);
  return detailOf(ctx, caller, id);
}

export const approveEvaluation = (ctx: AppContext, caller: Caller, id: string) =>
  decide(ctx, caller, id, 'approve', null);
export const returnEvaluation = (ctx: AppContext, caller: Caller, id: string, reason: string) =>
  decide(ctx, caller, id, 'return', reason);

function announce(ctx: AppContext, row: EvaluationRow) {
  ctx.events.changed({
    resource: 'evaluations',
    id: row.id,
    action: 'updated',
    scope: { countryId: row.countryId, centreId: row.centreId, ringId: row.ringId },
  });
}

/** Whoever asked for the evaluation (they approve it, or someone of their place does). */
async function approversOf(db: Db, row: EvaluationRow): Promise<string[]> {
  void db;
  return row.requestedBy ? [row.requestedBy] : [];
}

async function notify(
  ctx: AppContext,
  caller: Caller,
  userIds: readonly string[],
  key: string,
  row: EvaluationRow,
) {
  const to = userIds.filter((u) => u !== caller.access.userId);
  if (to.length === 0) return;
  await ctx.events.notify({
    userIds: to,
    kind: 'evaluations',
    titleKey: `evaluations.notify.${key}`,
    values: { subject: row.subjectName },
    link: `/evaluation-requests?id=${row.id}`,
  });
}

/**
 * The people who may be asked to evaluate: staff whose employee record or role assignment lies
 * in the caller's scope (a supervisor of the centre), and the caller.
 */
export async function evaluatorsFor(ctx: AppContext, caller: Caller, q: string | undefined) {
  const scope = caller.access.scopeFor('evaluations:create');
  const words = tokenize(q ?? '');
  const rows = await ctx.db
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
          eq(users.id, caller.access.userId),
          scopeCondition(scope, { country: employees.countryId, centre: employees.centreId }),
          scopeCondition(scope, {
            country: roleAssignments.countryId,
            centre: roleAssignments.centreId,
          }),
        ),
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id))
    // A picker: the first 200 by name, filtered by the words typed.
    .limit(200);
  return rows
    .filter((u) => words.every((w) => searchKey(u.name).includes(w)))
    .slice(0, 30)
    .map((u) => ({ id: u.id, name: u.name, detail: null }));
}
