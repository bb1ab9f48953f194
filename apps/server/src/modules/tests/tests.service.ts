import {
  ayahIndex,
  computeGrade,
  GradingError,
  TEST_LIFECYCLE,
  TEST_TRANSITIONS,
  testActionsFrom,
  translate,
  type TestAction,
  type TestEligibility,
  type TestEligibilityInput,
  type TestRequestCreateInput,
  type TestRequestDetail,
  type TestRequestState,
  type TestResultInput,
  type TestScheduleInput,
} from '@qc/domain';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import type { NotificationInput } from '../../realtime/events.ts';
import { createIn, runTransition } from '../../workflow/index.ts';
import { enqueueGuardianMessage } from '../messaging/index.ts';
import { findStudentInScope, type StudentRow } from '../students/index.ts';
import { eligibilityProblems, portionIndices } from './tests-eligibility.ts';
import {
  activeExaminer,
  approveResultRow,
  examinerBusy,
  examinerOfEmployee,
  findRequestSummary,
  kindRule,
  listEvents,
  examinerUserId,
  lockResult,
  requestById,
  requestScopeColumns,
  resultGrade,
  returnResultRow,
  ringStaff,
  saveResult,
  teacherInScope,
  testRequestsTable,
  visibilityCondition,
  type ExaminerRow,
  type TestRequestInsert,
  type TestRequestRow,
  type Visibility,
} from './tests.repository.ts';

const badField = (field: string, code: string, params?: Record<string, unknown>) =>
  new AppError(400, code, params, { [field]: { code, ...(params ? { params } : {}) } });

const wrongState = (state: string, caller: Caller) =>
  conflict('tests.wrongState', { state: translate(caller.locale, `tests.state.${state}`) });

/** The examiner record of the signed-in user, if they are one. */
export async function examinerIdOf(db: Db, caller: Caller): Promise<string | null> {
  const employeeId = caller.access.employeeId;
  if (!employeeId) return null;
  return examinerOfEmployee(db, employeeId);
}

/** What the caller may see: their tests:read scope, and the tests assigned to them as examiner. */
export async function visibilityOf(db: Db, caller: Caller): Promise<Visibility> {
  const a = caller.access;
  return {
    scope: a.can('tests:read') ? a.scopeFor('tests:read') : null,
    examinerId: a.can('tests:examine') ? await examinerIdOf(db, caller) : null,
  };
}

/** Whether the caller holds `permission` over the request's place (scope). */
function holds(caller: Caller, permission: string, r: TestRequestRow): boolean {
  return (
    caller.access.can(permission) &&
    recordInScope(caller.access.scopeFor(permission), {
      countryId: r.countryId,
      centreId: r.centreId,
      ringId: r.ringId,
      studentId: r.studentId,
    })
  );
}

/** The transitions this caller may do now: the lifecycle ∩ permissions ∩ scope ∩ examiner. */
function actionsFor(caller: Caller, r: TestRequestRow, examinerId: string | null): TestAction[] {
  return testActionsFrom(r.state as TestRequestState).filter(
    (action) => refusalFor(caller, r, action, examinerId) === undefined,
  );
}

/** Why the caller may not do `action` on the request (its state aside), or undefined. */
function refusalFor(
  caller: Caller,
  r: TestRequestRow,
  action: TestAction,
  examinerId: string | null,
): AppError | undefined {
  const t = TEST_TRANSITIONS[action];
  const assigned = !!examinerId && examinerId === r.examinerId;
  if (t.only === 'examiner')
    return assigned && caller.access.can(t.permission) ? undefined : forbidden('tests.notExaminer');
  const allowed =
    action === 'no-show'
      ? assigned || holds(caller, 'tests:approve', r)
      : action === 'cancel'
        ? holds(caller, 'tests:create', r) || holds(caller, 'tests:approve', r)
        : holds(caller, t.permission, r);
  return allowed ? undefined : forbidden();
}

export async function readRequest(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<TestRequestDetail> {
  const visibility = await visibilityOf(ctx.db, caller);
  const summary = await findRequestSummary(ctx.db, id, visibility);
  if (!summary) throw notFound();
  const row = await requestById(ctx.db, id);
  const events = await listEvents(ctx.db, id);
  const actions = actionsFor(caller, row!, visibility.examinerId);
  // What the approver would meet now: eligibility as the approval will re-check it.
  let currentProblems: TestRequestDetail['currentProblems'] = [];
  if (actions.includes('approve')) {
    const kind = await kindRule(ctx.db, row!.kindId);
    if (kind)
      currentProblems = await eligibilityProblems(ctx.db, {
        student: await studentOfRequest(ctx.db, row!),
        teacherId: row!.teacherId,
        kind,
        portion: row!.portion ?? null,
        locale: caller.locale,
        exceptRequestId: row!.id,
      });
  }
  return {
    ...summary,
    notes: row!.notes,
    events,
    actions,
    currentProblems,
  };
}

async function subjectOf(
  db: Db,
  caller: Caller,
  input: {
    subject: 'student' | 'teacher';
    studentId?: string | null | undefined;
    teacherId?: string | null | undefined;
  },
  permission: string,
) {
  const scope = caller.access.scopeFor(permission);
  if (input.subject === 'student') {
    const student = await findStudentInScope(db, scope, input.studentId!);
    if (!student) throw notFound();
    return {
      student,
      teacherId: null,
      place: { countryId: student.countryId, centreId: student.centreId, ringId: student.ringId },
      name: student.fullName,
    };
  }
  const teacher = await teacherInScope(db, input.teacherId!, scope);
  if (!teacher || !teacher.centreId) throw notFound();
  return {
    student: null as StudentRow | null,
    teacherId: teacher.id,
    place: { countryId: teacher.countryId, centreId: teacher.centreId, ringId: null },
    name: teacher.fullName,
  };
}

async function activeKind(db: Db, kindId: string) {
  const kind = await kindRule(db, kindId);
  if (!kind || kind.status !== 'active') throw badField('kindId', 'tests.kindInactive');
  return kind;
}

export async function checkEligibility(
  ctx: AppContext,
  caller: Caller,
  input: TestEligibilityInput,
): Promise<TestEligibility> {
  const subject = await subjectOf(
    ctx.db,
    caller,
    { subject: 'student', studentId: input.studentId },
    'tests:create',
  );
  const kind = await activeKind(ctx.db, input.kindId);
  const problems = await eligibilityProblems(ctx.db, {
    student: subject.student,
    teacherId: null,
    kind,
    portion: kind.portionType === 'none' ? null : (input.portion ?? null),
    locale: caller.locale,
  });
  return { eligible: problems.length === 0, problems };
}

function notEligible(problems: { code: string; params?: Record<string, string | number> }[]) {
  return new AppError(
    409,
    'tests.notEligible',
    undefined,
    Object.fromEntries(
      problems.map((p) => [p.code, { code: p.code, ...(p.params ? { params: p.params } : {}) }]),
    ),
  );
}

/** The notification to the requester and the examiner (not the caller) that a request moved. */
async function notification(
  tx: Db,
  caller: Caller,
  r: TestRequestRow,
  name: string,
  key: string,
): Promise<NotificationInput | null> {
  const userIds = new Set<string>();
  if (r.requestedBy) userIds.add(r.requestedBy);
  if (r.examinerId) {
    const userId = await examinerUserId(tx, r.examinerId);
    if (userId) userIds.add(userId);
  }
  userIds.delete(caller.access.userId);
  if (userIds.size === 0) return null;
  return {
    userIds: [...userIds],
    kind: 'tests',
    titleKey: `tests.notify.${key}`,
    values: { student: name },
    link: `/student-test-form?id=${r.id}`,
  };
}

async function subjectName(db: Db, r: TestRequestRow): Promise<string> {
  const summary = await findRequestSummary(db, r.id, { scope: { all: true }, examinerId: null });
  return summary?.studentName ?? '';
}

export async function createRequest(
  ctx: AppContext,
  caller: Caller,
  input: TestRequestCreateInput,
) {
  const subject = await subjectOf(ctx.db, caller, input, 'tests:create');
  const kind = await activeKind(ctx.db, input.kindId);
  if (kind.portionType === 'none' && input.portion)
    throw badField('portion', 'tests.portionNotAllowed');
  if (kind.portionType !== 'none' && !input.portion)
    throw badField('portion', 'tests.eligibility.portionRequired');
  const portion = kind.portionType === 'none' ? null : input.portion!;
  const row = await withWrites(ctx, caller, async (w) => {
    // One request at a time per subject: the open-request check below cannot race.
    if (subject.student)
      await findStudentInScope(w.tx, { all: true }, subject.student.id, { forUpdate: true });
    const problems = await eligibilityProblems(w.tx, {
      student: subject.student,
      teacherId: subject.teacherId,
      kind,
      portion,
      locale: caller.locale,
    });
    if (problems.some((p) => p.code === 'tests.eligibility.openRequest'))
      throw conflict('tests.eligibility.openRequest');
    if (problems.length > 0 && !input.overrideReason) throw notEligible(problems);
    const range = portionIndices(portion);
    const values = {
      subject: input.subject,
      studentId: subject.student?.id ?? null,
      teacherId: subject.teacherId,
      ...subject.place,
      kindId: kind.id,
      portion,
      portionFrom: range?.[0] ?? null,
      portionTo: range?.[1] ?? null,
      requestedBy: caller.access.userId,
      overrideReason: problems.length > 0 ? input.overrideReason! : null,
      eligibilityProblems: problems,
      notes: input.notes ?? null,
    };
    return createIn(w, {
      binding: testRequestsTable,
      lifecycle: TEST_LIFECYCLE,
      action: 'request',
      values,
      // No one to notify: the requester is the caller and no examiner is assigned yet.
      reason: problems.length > 0 ? input.overrideReason! : null,
    });
  });
  return readRequest(ctx, caller, row.id);
}

/**
 * One transition of a request, through the workflow kit: the request locked within what the
 * caller may see (404), the lifecycle (409 `tests.wrongState`), the caller's right (403), `work`,
 * then the state, version, event row, audit entry, change event and notification.
 */
export async function transition(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: TestAction,
  work: (
    tx: Db,
    r: TestRequestRow,
    /** The unit of work itself, for a step that writes through the kit in the caller's name. */
    w: Writes,
  ) => Promise<{
    to: TestRequestState;
    changes?: Partial<TestRequestInsert>;
    reason?: string | null;
    notifyKey?: string;
  }>,
) {
  const visibility = await visibilityOf(ctx.db, caller);
  const row = await runTransition(ctx, caller, {
    binding: testRequestsTable,
    lifecycle: TEST_LIFECYCLE,
    action,
    id,
    visible: visibilityCondition(visibility),
    wrongState: (state) => wrongState(state, caller),
    refusal: (r) => refusalFor(caller, r, action, visibility.examinerId),
    work: async (w, r) => {
      const out = await work(w.tx, r, w);
      const after = { ...r, ...out.changes, state: out.to } as TestRequestRow;
      await tellGuardian(ctx, w.tx, caller, after, action);
      const name = await subjectName(w.tx, r);
      return {
        to: out.to,
        ...(out.changes ? { changes: out.changes } : {}),
        reason: out.reason ?? null,
        notify: await notification(w.tx, caller, after, name, out.notifyKey ?? out.to),
      };
    },
  });
  return readRequest(ctx, caller, row.id);
}

/**
 * A student's guardian hears of a test set and of its approved result (docs/messages.md), in
 * the transition's transaction; one message per request and event.
 */
async function tellGuardian(
  ctx: AppContext,
  tx: Db,
  caller: Caller,
  r: TestRequestRow,
  action: TestAction,
) {
  if (!r.studentId || (action !== 'schedule' && action !== 'approve-result')) return;
  const kind = await kindRule(tx, r.kindId);
  const testName = kind?.name ?? '';
  if (action === 'schedule' && r.scheduledAt)
    await enqueueGuardianMessage(ctx, tx, {
      event: 'test-scheduled',
      // Set again (another day): a new message.
      sourceId: `${r.id}:${r.scheduledAt}`,
      studentId: r.studentId,
      params: { testName, date: { dateTime: r.scheduledAt } },
      triggeredBy: caller.access.userId,
      triggeredVia: 'tests',
    });
  if (action === 'approve-result') {
    const result = await resultGrade(tx, r.id);
    if (!result) return;
    await enqueueGuardianMessage(ctx, tx, {
      event: 'test-result',
      sourceId: r.id,
      studentId: r.studentId,
      params: { testName, grade: { key: `tests.grade.${result.grade}` } },
      triggeredBy: caller.access.userId,
      triggeredVia: 'tests',
    });
  }
}

export async function studentOfRequest(tx: Db, r: TestRequestRow): Promise<StudentRow | null> {
  if (!r.studentId) return null;
  return (await findStudentInScope(tx, { all: true }, r.studentId)) ?? null;
}

export function approveRequest(
  ctx: AppContext,
  caller: Caller,
  id: string,
  note: string | null | undefined,
) {
  return transition(ctx, caller, id, 'approve', async (tx, r) => {
    const kind = await kindRule(tx, r.kindId);
    if (!kind) throw notFound();
    const problems = await eligibilityProblems(tx, {
      student: await studentOfRequest(tx, r),
      teacherId: r.teacherId,
      kind,
      portion: r.portion ?? null,
      locale: caller.locale,
      exceptRequestId: r.id,
    });
    if (problems.some((p) => p.code === 'tests.eligibility.openRequest'))
      throw conflict('tests.eligibility.openRequest');
    // Problems found now are accepted only when the requester gave an override reason.
    if (problems.length > 0 && !r.overrideReason) throw notEligible(problems);
    return { to: 'approved', reason: note ?? null, changes: { eligibilityProblems: problems } };
  });
}

export function rejectRequest(ctx: AppContext, caller: Caller, id: string, reason: string) {
  return transition(ctx, caller, id, 'reject', async () => ({ to: 'rejected', reason }));
}

export function cancelRequest(ctx: AppContext, caller: Caller, id: string, reason: string) {
  return transition(ctx, caller, id, 'cancel', async () => ({ to: 'cancelled', reason }));
}

export function noShow(ctx: AppContext, caller: Caller, id: string, reason: string) {
  return transition(ctx, caller, id, 'no-show', async () => ({ to: 'no-show', reason }));
}

/** Why an examiner may not examine this request, or null. */
export async function examinerConflict(
  tx: Db,
  r: Pick<TestRequestRow, 'ringId' | 'centreId' | 'teacherId' | 'kindId'>,
  examiner: ExaminerRow,
  needsExternal: boolean,
): Promise<'ownTeacher' | 'sameCentre' | 'notQualified' | 'self' | null> {
  if (!examiner.kindIds.includes(r.kindId) || examiner.status !== 'active') return 'notQualified';
  if (r.teacherId && r.teacherId === examiner.employeeId) return 'self';
  if (r.ringId) {
    const ring = await ringStaff(tx, r.ringId);
    if (
      ring &&
      (ring.teacherId === examiner.employeeId || ring.assistantId === examiner.employeeId)
    )
      return 'ownTeacher';
  }
  if (needsExternal && examiner.centreId === r.centreId) return 'sameCentre';
  return null;
}

export function scheduleRequest(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: TestScheduleInput,
) {
  return transition(ctx, caller, id, 'schedule', async (tx, r) => {
    const start = new Date(input.scheduledAt);
    if (start.getTime() < Date.now() - 60_000)
      throw badField('scheduledAt', 'tests.schedule.inPast');
    const examiner = await activeExaminer(tx, input.examinerId);
    if (!examiner) throw badField('examinerId', 'validation.invalidChoice');
    const kind = await kindRule(tx, r.kindId);
    const why = await examinerConflict(tx, r, examiner, kind?.needsExternalExaminer ?? false);
    if (why === 'notQualified') throw conflict('tests.examiner.notQualified');
    if (why) throw conflict(`tests.examiner.${why}`);
    const end = new Date(start.getTime() + input.durationMinutes * 60_000);
    if (await examinerBusy(tx, examiner.id, r.id, start, end))
      throw conflict('tests.examiner.busy');
    return {
      to: 'scheduled',
      changes: {
        examinerId: examiner.id,
        scheduledAt: start.toISOString(),
        durationMinutes: input.durationMinutes,
        place: input.place ?? null,
        onlineLink: input.onlineLink ?? null,
      },
    };
  });
}

export function submitResult(ctx: AppContext, caller: Caller, id: string, input: TestResultInput) {
  return transition(ctx, caller, id, 'submit-result', async (tx, r) => {
    const kind = await kindRule(tx, r.kindId);
    if (!kind) throw notFound();
    const range = portionIndices(r.portion);
    const indices = input.mistakes.map((m, i) => {
      let idx: number;
      try {
        idx = ayahIndex(m);
      } catch {
        idx = -1;
      }
      if (idx < 0 || !range || idx < range[0] || idx > range[1])
        throw badField(`mistakes.${i}`, 'tests.mistakeOutsidePortion', {
          surah: m.surah,
          ayah: m.ayah,
        });
      return idx;
    });
    let grade;
    try {
      grade = computeGrade(
        { criteria: kind.criteria, passMark: kind.passMark, bands: kind.bands },
        { mistakes: input.mistakes, marks: input.marks },
      );
    } catch (e) {
      if (e instanceof GradingError)
        throw badField(e.criterionId ? `marks.${e.criterionId}` : 'marks', e.code);
      throw e;
    }
    const values = {
      examinerId: r.examinerId,
      status: 'pending',
      criteria: grade.criteria,
      marks: input.marks,
      mistakeCounts: grade.mistakeCounts,
      total: String(grade.total),
      maxTotal: String(grade.maxTotal),
      percent: String(grade.percent),
      grade: grade.grade,
      passed: grade.passed,
      notes: input.notes ?? null,
      submittedAt: new Date().toISOString(),
      submittedBy: caller.access.userId,
      returnReason: null,
    };
    await saveResult(
      tx,
      r,
      values,
      input.mistakes.map((m, i) => ({
        surah: m.surah,
        ayah: m.ayah,
        ayahIndex: indices[i]!,
        type: m.type,
        note: m.note ?? null,
      })),
    );
    return { to: 'taken' };
  });
}

async function pendingResult(tx: Db, r: TestRequestRow, caller: Caller) {
  const result = await lockResult(tx, r.id);
  if (!result) throw wrongState(r.state, caller);
  if (result.status !== 'pending')
    throw conflict('tests.wrongState', {
      state: translate(caller.locale, `tests.resultStatus.${result.status}`),
    });
  return result;
}

export function returnResult(ctx: AppContext, caller: Caller, id: string, reason: string) {
  return transition(ctx, caller, id, 'return-result', async (tx, r) => {
    await pendingResult(tx, r, caller);
    await returnResultRow(tx, r.id, reason);
    return { to: 'taken', reason, notifyKey: 'returned' };
  });
}

/** Approving the result makes it official: the request passes or fails by the computed grade. */
export function approveResult(ctx: AppContext, caller: Caller, id: string) {
  return transition(ctx, caller, id, 'approve-result', async (tx, r) => {
    const result = await pendingResult(tx, r, caller);
    await approveResultRow(tx, r.id, caller.access.userId);
    return { to: result.passed ? 'passed' : 'failed' };
  });
}

export { requestScopeColumns };
