import {
  canEvaluationTransition,
  checkAnswers,
  EVALUATION_LIFECYCLE,
  evaluationTarget,
  scoreForm,
  searchKey,
  tokenize,
  translate,
  type EvaluationDetail,
  type EvaluationDraftInput,
  type EvaluationFormDetail,
  type EvaluationFormSaved,
  type EvaluationFormInput,
  type EvaluationFormSummary,
  type EvaluationPick,
  type EvaluationRequestCreateInput,
  type EvaluationState,
  type EvaluationTargetKind,
  type FormAnswers,
} from '@qc/domain';
import { buildAccessContext } from '../../access/access-context.ts';
import { loadGrants } from '../../access/access.repository.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import {
  createForm,
  findCurrentVersion,
  findFormVersion,
  listFormVersions,
  markAnswered,
  saveFormVersion,
  type FormVersionRow,
} from '../../forms/forms.service.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { NotificationInput } from '../../realtime/events.ts';
import { signedFileUrl } from '../../resources/file-links.ts';
import { claimFiles, fileRows, insertFile } from '../../resources/files.repository.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { createIn, lockOwned, runTransition, updateOwned } from '../../workflow/index.ts';
import {
  activeStaffUser,
  employeeIdOfUser,
  evaluationRequestsTable,
  findRequest,
  resultCounts,
  staffIn,
  toSummary,
  visibleTo,
  type EvaluationRow,
} from './evaluations.repository.ts';
import { findSubject, subjectsIn, userOfEmployee, type Subject } from './subjects.repository.ts';

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
): Promise<EvaluationFormDetail> {
  // The form versions belong to the shared form builder (forms.service), written in its tables.
  const row = await withWrites(ctx, caller, (w) =>
    createForm(
      w.tx,
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
): Promise<EvaluationFormSaved> {
  const saved = await withWrites(ctx, caller, async (w) => {
    const found = await findFormVersion(w.tx, OWNER, id);
    if (!found) throw notFound();
    if (found.subject !== input.target) throw badRequest('evaluations.formTarget');
    return saveFormVersion(
      w.tx,
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
  const u = await activeStaffUser(db, userId);
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
  const employeeId = await employeeIdOfUser(db, userId);
  const grants = await loadGrants(db, {
    userId,
    employeeId,
    guardianId: null,
    studentId: null,
  });
  const access = buildAccessContext(userId, employeeId, grants);
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
 * Each request is created by the lifecycle's `request` action (workflow kit: search words,
 * audit entry, change event).
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

  const ids = await withWrites(ctx, caller, async (w) => {
    const created: string[] = [];
    for (const s of unique) {
      const self = selfUsers.get(s.id) ?? null;
      const row = await createIn(w, {
        binding: evaluationRequestsTable,
        lifecycle: EVALUATION_LIFECYCLE,
        action: 'request',
        values: {
          target,
          subjectId: s.id,
          subjectName: s.name,
          countryId: s.countryId,
          centreId: s.centreId,
          ringId: s.ringId,
          selfUserId: self,
          formVersionId: form.id,
          evaluatorId: input.evaluatorId,
          requestedBy: caller.access.userId,
          period: input.period,
          dueOn: input.dueOn,
        },
        // Each person asked to evaluate themself is told, with their own evaluation's link.
        notify: (r) =>
          self && self !== input.evaluatorId
            ? {
                userIds: [self],
                kind: 'evaluations',
                titleKey: 'evaluations.notify.selfRequested',
                values: { subject: s.name },
                link: `/evaluation-requests?id=${r.id}`,
              }
            : null,
      });
      created.push(row.id);
    }
    // One notification to the evaluator for the whole request (not one per record), so it is
    // kept on the unit of work and sent after the commit like the kit's own.
    w.notifyAfterCommit({
      userIds: [input.evaluatorId],
      kind: 'evaluations',
      titleKey: 'evaluations.notify.requested',
      values: {
        subject: unique.length === 1 ? unique[0]!.name : `${unique.length} × ${form.name}`,
      },
      link: unique.length === 1 ? `/evaluation-requests?id=${created[0]!}` : '/evaluation-requests',
    });
    return created;
  });
  return { created: ids.length, ids };
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
        canEvaluationTransition(state, 'save-self'),
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

type FillAction = 'save' | 'save-self' | 'submit';

/**
 * Why the caller may not do `action` on the evaluation (its state aside), or undefined: filling
 * is the evaluator's, the self-evaluation the evaluated person's, deciding needs
 * `evaluations:approve` where the evaluation lies (and, checked in the transaction, not being
 * whom it is about).
 */
function refusalFor(
  caller: Caller,
  row: EvaluationRow,
  action: FillAction | 'approve' | 'return',
): AppError | undefined {
  const me = caller.access.userId;
  const rule = EVALUATION_LIFECYCLE.actions[action];
  if (rule.only === 'evaluator')
    return row.evaluatorId === me ? undefined : forbidden('evaluations.notEvaluator');
  if (rule.only === 'self')
    return row.selfUserId === me ? undefined : forbidden('evaluations.noSelf');
  return holds(caller, rule.permission, row) ? undefined : forbidden();
}

/** The transition path's common part for this module: its visibility and its refusals. */
function transitionOf(caller: Caller, id: string, action: FillAction | 'approve' | 'return') {
  return {
    binding: evaluationRequestsTable,
    lifecycle: EVALUATION_LIFECYCLE,
    action,
    id,
    visible: visibleTo(caller),
    wrongState: (state: string) => wrongState(state, caller),
    refusal: (row: EvaluationRow) => refusalFor(caller, row, action),
  };
}

/** The form version an evaluation is filled with. */
async function formOf(w: Writes, row: EvaluationRow) {
  return (await findFormVersion(w.tx, OWNER, row.formVersionId))!;
}

/**
 * Saves marks as they are given (a draft) or submits them, through the lifecycle: the
 * evaluator's (`save`: the request moves to "in progress"; `submit`: every required paragraph
 * marked) or the self-evaluation of the evaluated person (`save-self`, the state kept). A
 * submitted or approved evaluation cannot be edited (409); a stale version is a 409 too.
 */
async function fill(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: EvaluationDraftInput | null,
  action: FillAction,
) {
  await runTransition(ctx, caller, {
    ...transitionOf(caller, id, action),
    work: async (w, row) => {
      if (input?.version !== undefined && input.version !== row.version) throw conflict();
      let form = await formOf(w, row);
      // The form changed after this evaluation was drafted: its marks were given on questions
      // that may be gone. It is not submitted (409); the next draft saved moves it onto the
      // current version, keeping the answers of the questions that remain.
      let moved: { formVersionId: string } | null = null;
      if (!form.current) {
        if (action === 'submit') throw conflict('evaluations.formChanged');
        const current = await findCurrentVersion(w.tx, OWNER, form.familyId);
        if (current) {
          form = current;
          moved = { formVersionId: current.id };
        }
      }
      const kept = new Set(form.definition.sections.flatMap((x) => x.questions.map((q) => q.id)));
      const onForm = (a: FormAnswers): FormAnswers =>
        moved ? Object.fromEntries(Object.entries(a).filter(([q]) => kept.has(q))) : a;
      const answers: FormAnswers = onForm(input?.answers ?? row.answers);
      const complete = action === 'submit';
      const issues = checkAnswers(form.definition, answers, { complete });
      if (action === 'save-self' && !form.allowSelf) throw forbidden('evaluations.noSelf');
      if (issues.length > 0) throw answersRefused(issues, caller);
      if (Object.values(answers).some((a) => a.value !== null)) await markAnswered(w.tx, form.id);
      if (action === 'save-self')
        // The self-evaluation closes with the evaluator's submission (reopened if returned).
        return {
          to: row.state as EvaluationState,
          changes: {
            selfAnswers: answers,
            ...(moved && { ...moved, answers: onForm(row.answers) }),
          },
        };
      const score = scoreForm(form.definition, answers);
      return {
        changes: {
          ...moved,
          ...(moved && row.selfAnswers ? { selfAnswers: onForm(row.selfAnswers) } : {}),
          answers,
          note: input?.note ?? row.note,
          total: String(score.total),
          maxTotal: String(score.max),
          percent: String(score.percent),
          ...(complete ? { submittedAt: new Date().toISOString() } : {}),
        },
        // The requester is told it waits for approval.
        notify: complete ? notification(caller, approversOf(row), 'submitted', row) : null,
      };
    },
  });
  return detailOf(ctx, caller, id);
}

export function saveDraft(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: EvaluationDraftInput,
): Promise<EvaluationDetail> {
  return fill(ctx, caller, id, input, input.role === 'self' ? 'save-self' : 'save');
}

/** Submits the evaluator's marks (with the last changes): every required paragraph marked. */
export function submitEvaluation(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: EvaluationDraftInput | null,
): Promise<EvaluationDetail> {
  return fill(ctx, caller, id, input, 'submit');
}

async function decide(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: 'approve' | 'return',
  reason: string | null,
) {
  await runTransition(ctx, caller, {
    ...transitionOf(caller, id, action),
    work: async (w, row) => {
      // Nobody decides an evaluation about themself (needs the database: not a lifecycle rule).
      if (
        row.evaluatorId === caller.access.userId ||
        (await subjectUsers(w.tx, row)).has(caller.access.userId)
      )
        throw forbidden('evaluations.ownEvaluation');
      const notify = notification(
        caller,
        [row.evaluatorId],
        action === 'approve' ? 'approved' : 'returned',
        row,
      );
      return action === 'approve'
        ? {
            changes: { approvedAt: new Date().toISOString(), approvedBy: caller.access.userId },
            notify,
          }
        : { changes: { returnReason: reason }, reason, notify };
    },
  });
  return detailOf(ctx, caller, id);
}

export const approveEvaluation = (
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<EvaluationDetail> => decide(ctx, caller, id, 'approve', null);
export const returnEvaluation = (
  ctx: AppContext,
  caller: Caller,
  id: string,
  reason: string,
): Promise<EvaluationDetail> => decide(ctx, caller, id, 'return', reason);

/** Whoever asked for the evaluation (they approve it, or someone of their place does). */
function approversOf(row: EvaluationRow): string[] {
  return row.requestedBy ? [row.requestedBy] : [];
}

/** A notification about the evaluation to some users (never the caller), or null. */
function notification(
  caller: Caller,
  userIds: readonly string[],
  key: string,
  row: EvaluationRow,
): NotificationInput | null {
  const to = userIds.filter((u) => u !== caller.access.userId);
  if (to.length === 0) return null;
  return {
    userIds: to,
    kind: 'evaluations',
    titleKey: `evaluations.notify.${key}`,
    values: { subject: row.subjectName },
    link: `/evaluation-requests?id=${row.id}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Evidence photos

/** The most photos one evaluation keeps. */
const MAX_PHOTOS = 10;

/** Refuses a photo the caller may not add to the evaluation now (404, 403, 409, 400). */
function photoRefusal(caller: Caller, row: EvaluationRow | null): void {
  if (!row) throw notFound();
  if (row.evaluatorId !== caller.access.userId) throw forbidden('evaluations.notEvaluator');
  if (!canEvaluationTransition(row.state as EvaluationState, 'save'))
    throw wrongState(row.state, caller);
  if (row.photoIds.length >= MAX_PHOTOS) throw badRequest('evaluations.tooManyPhotos');
}

/** Whether the caller may add a photo now (checked before the upload is read; again on saving). */
export async function checkPhotoAllowed(ctx: AppContext, caller: Caller, id: string) {
  photoRefusal(caller, (await findRequest(ctx.db, caller, id))?.r ?? null);
}

/**
 * Stores an evidence photo of the evaluation (the evaluator's, while filling it) and appends it
 * to the evaluation through the kit's write path. The version is kept: the sheet's draft, which
 * does not send the photos, still saves after it.
 */
export async function addPhoto(
  ctx: AppContext,
  caller: Caller,
  id: string,
  photo: { name: string; contentType: string; content: Buffer; sha256: string },
) {
  return withWrites(ctx, caller, async (w) => {
    const row = await lockOwned(w, evaluationRequestsTable, id, visibleTo(caller));
    photoRefusal(caller, row);
    const file = await insertFile(w.tx, {
      resource: 'evaluations',
      field: 'evidence',
      name: photo.name,
      contentType: photo.contentType,
      content: photo.content,
      sha256: photo.sha256,
      uploadedBy: caller.access.userId,
    });
    await claimFiles(w.tx, [file.id], id);
    await updateOwned(
      w,
      evaluationRequestsTable,
      row,
      { photoIds: [...row.photoIds, file.id] },
      { audit: { action: 'photo' }, keepVersion: true },
    );
    return file;
  });
}

/**
 * The people who may be asked to evaluate: staff whose employee record or role assignment lies
 * in the caller's scope (a supervisor of the centre), and the caller.
 */
export async function evaluatorsFor(
  ctx: AppContext,
  caller: Caller,
  q: string | undefined,
): Promise<EvaluationPick[]> {
  const words = tokenize(q ?? '');
  const rows = await staffIn(
    ctx.db,
    caller.access.scopeFor('evaluations:create'),
    caller.access.userId,
  );
  return rows
    .filter((u) => words.every((w) => searchKey(u.name).includes(w)))
    .slice(0, 30)
    .map((u) => ({ id: u.id, name: u.name, detail: null }));
}
