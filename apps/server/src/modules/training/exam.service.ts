import {
  autoMark,
  choiceLines,
  examTakesSittings,
  NotEnoughQuestions,
  selectByRules,
  sittingAllows,
  type EssayToMark,
  type ExamAnswer,
  type MyExam,
  type MyExams,
  type SittingView,
  type DrawnQuestion,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import { conflict, badRequest, forbidden, notFound } from '../../http/errors.ts';
import { announceChange, type ScreenTopic } from '../../realtime/announce.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import * as repo from './training.repository.ts';

type Sitting = NonNullable<Awaited<ReturnType<typeof repo.sittingById>>>;
type Question = Awaited<ReturnType<typeof repo.questionsByIds>>[number];

/** The clock of the exam rules (tests move it). */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/**
 * The caller's trainee records, whatever their status (none: not a trainee): their own
 * sittings and results stay theirs after they complete the programme. Only an enrolled
 * record starts an exam.
 */
async function myTrainees(db: Db, caller: Caller) {
  if (!caller.access.can('training-exams:sit') || !caller.access.employeeId) return [];
  return repo.traineesOfEmployee(db, caller.access.employeeId);
}

/**
 * The caller's exams as a trainee: the scheduled exams of the centres they are enrolled in
 * and every exam they sat, with the state of their sitting; and the trainee record their full
 * record opens.
 */
export async function myExams(
  ctx: AppContext,
  caller: Caller,
  clock: Clock = systemClock,
): Promise<MyExams> {
  const mine = await myTrainees(ctx.db, caller);
  const enrolled = mine.filter((t) => t.status === 'enrolled');
  const sittings = await repo.sittingsOfTrainees(
    ctx.db,
    mine.map((t) => t.id),
  );
  const exams = await repo.examsOfCentres(
    ctx.db,
    [...new Set(enrolled.map((t) => t.centreId))],
    sittings.map((s) => s.examId),
  );
  const now = clock().toISOString();
  const list = exams.map(({ exam, form }): MyExam => {
    const s = sittings.find((x) => x.examId === exam.id);
    const expired = !!s && sittingAllows(s.status, 'submit') && isoTimestamp(s.deadlineAt)! < now;
    return {
      id: exam.id,
      title: exam.title,
      opensAt: isoTimestamp(exam.opensAt)!,
      closesAt: isoTimestamp(exam.closesAt)!,
      durationMinutes: form.durationMinutes,
      open:
        examTakesSittings(exam.status) &&
        enrolled.some((t) => t.centreId === exam.centreId) &&
        isoTimestamp(exam.opensAt)! <= now &&
        now < isoTimestamp(exam.closesAt)!,
      sittingId: s?.id ?? null,
      // Not sat: still to come, open now, or missed (its window ended or it was cancelled).
      state: !s
        ? !examTakesSittings(exam.status) || isoTimestamp(exam.closesAt)! <= now
          ? 'missed'
          : now < isoTimestamp(exam.opensAt)!
            ? 'upcoming'
            : 'notStarted'
        : expired
          ? 'submitted'
          : s.status === 'in_progress'
            ? 'inProgress'
            : (s.status as 'submitted' | 'marked'),
      score: s?.status === 'marked' ? Number(s.score) : null,
      maxScore: s?.maxScore ?? null,
      passPercent: form.passPercent,
    };
  });
  return { traineeId: (enrolled[0] ?? mine[0])?.id ?? null, exams: list };
}

/** The questions of a form for one trainee: drawn by its rule, or those picked by hand. */
async function drawQuestions(db: Db, form: NonNullable<Awaited<ReturnType<typeof repo.formById>>>) {
  if (form.mode === 'manual') {
    const picked = await repo.questionsByIds(db, form.questionIds);
    const live = picked.filter((q) => q.archivedAt === null);
    return form.questionIds
      .map((id) => live.find((q) => q.id === id))
      .filter((q) => q !== undefined);
  }
  const bank = await repo.questionsOfSections(db, form.sectionIds);
  const rules = form.sectionIds.flatMap((sectionId) => [
    { sectionId, difficulty: 'easy', count: form.easyPerSection },
    { sectionId, difficulty: 'medium', count: form.mediumPerSection },
    { sectionId, difficulty: 'hard', count: form.hardPerSection },
  ]);
  try {
    return selectByRules(bank, rules);
  } catch (error) {
    if (error instanceof NotEnoughQuestions) throw conflict('training.form.notEnough');
    throw error;
  }
}

/** An exam's results, essays to mark and centre figures (keys `['training', …]`). */
export const EXAM_SCREENS: ScreenTopic = { resource: 'training', readers: ['training-exams'] };

/** After the commit: a sitting changed, told to whoever reads its exam's centre. */
async function announceSitting(ctx: AppContext, s: { id: string; examId: string }, action: string) {
  const exam = await repo.examById(ctx.db, s.examId);
  announceChange(ctx.events, EXAM_SCREENS, { id: s.id, action, scope: exam });
}

/**
 * Starts (or resumes) the caller's sitting of an exam: only a trainee of the exam's centre,
 * only while the exam is open. The questions are drawn once; the deadline is the start plus
 * the form's duration, never after the exam closes.
 */
export async function startSitting(
  ctx: AppContext,
  caller: Caller,
  examId: string,
  clock: Clock = systemClock,
): Promise<SittingView> {
  const exam = await repo.examById(ctx.db, examId);
  if (!exam) throw notFound();
  const trainee = (await myTrainees(ctx.db, caller)).find(
    (t) => t.centreId === exam.centreId && t.status === 'enrolled',
  );
  if (!trainee) throw forbidden('training.exam.notTrainee');
  // An exam its lifecycle does not let trainees sit (cancelled) is neither started nor resumed.
  if (!examTakesSittings(exam.status)) throw conflict('training.exam.cancelled');
  const existing = await repo.sittingOf(ctx.db, exam.id, trainee.id);
  if (existing) return readSitting(ctx, caller, existing.id, clock);
  const now = clock();
  const iso = now.toISOString();
  if (iso < isoTimestamp(exam.opensAt)! || iso >= isoTimestamp(exam.closesAt)!)
    throw conflict('training.exam.notOpen');
  const form = await repo.formById(ctx.db, exam.testFormId);
  if (!form) throw notFound();
  const questions = await drawQuestions(ctx.db, form);
  if (questions.length === 0) throw conflict('training.form.notEnough');
  const closes = new Date(isoTimestamp(exam.closesAt)!).getTime();
  const deadline = new Date(Math.min(now.getTime() + form.durationMinutes * 60_000, closes));
  // Two taps on "start" at once: the unique (exam, trainee) keeps one sitting.
  const sitting = await repo.insertSittingOnce(ctx.db, {
    examId: exam.id,
    traineeId: trainee.id,
    questionIds: questions.map((q) => q.id),
    drawn: questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      marks: q.marks,
      correct: q.correct,
    })),
    startedAt: iso,
    deadlineAt: deadline.toISOString(),
    maxScore: questions.reduce((sum, q) => sum + q.marks, 0),
  });
  await announceSitting(ctx, sitting, 'created');
  return readSitting(ctx, caller, sitting.id, clock);
}

/** The caller's own sitting (404 for anyone else's: a trainee sees only their own exams). */
async function ownSitting(db: Db, caller: Caller, sittingId: string) {
  return mine(db, caller, await repo.sittingById(db, sittingId));
}

/** The sitting read, if it is the caller's (404 otherwise). */
async function mine(db: Db, caller: Caller, sitting: Sitting | null): Promise<Sitting> {
  const trainees = await myTrainees(db, caller);
  if (!sitting || !trainees.some((t) => t.id === sitting.traineeId)) throw notFound();
  return sitting;
}

/**
 * The caller's own sitting (locked, read in the unit of work), if its lifecycle allows `action`
 * from its status (answering and handing in: still in progress; 409 alreadySubmitted otherwise).
 */
function inProgress(caller: Caller, action: 'answer' | 'submit') {
  return async (tx: Db, sitting: Sitting | null): Promise<Sitting> => {
    const own = await mine(tx, caller, sitting);
    if (!sittingAllows(own.status, action)) throw conflict('training.exam.alreadySubmitted');
    return own;
  };
}

/** A drawn question's marks and answer key as they were when the sitting drew it. */
function drawnQuestion(sitting: Sitting, questionId: string): DrawnQuestion {
  const d = sitting.drawn.find((x) => x.id === questionId);
  if (!d) throw notFound();
  return d;
}

/**
 * How a sitting handed in is marked: every question automatically, essays left for a person.
 * Marked by the snapshot taken when the questions were drawn, whatever the bank says now.
 */
const marksOf: repo.MarkSheet = (sitting, answers) =>
  sitting.questionIds.map((questionId) => {
    const d = drawnQuestion(sitting, questionId);
    const a = answers.find((x) => x.questionId === questionId);
    return {
      questionId,
      maxMarks: d.marks,
      marks: autoMark({ ...d, choices: null }, (a?.answer ?? null) as ExamAnswer | null),
    };
  });

/** Sittings whose time ran out are handed in as they stand (when anyone next looks). */
export async function finaliseExpired(ctx: AppContext, examId: string | null, clock: Clock) {
  const expired = await repo.expiredSittings(ctx.db, examId, clock().toISOString());
  for (const s of expired) {
    const handedIn = await repo.handInExpired(ctx.db, s.id, marksOf);
    if (handedIn) await announceSitting(ctx, s, 'submitted');
  }
}

function view(
  sitting: Sitting,
  examTitle: string,
  questions: Question[],
  answers: Awaited<ReturnType<typeof repo.answersOf>>,
  now: Date,
): SittingView {
  return {
    id: sitting.id,
    examId: sitting.examId,
    examTitle,
    status: sitting.status as SittingView['status'],
    startedAt: isoTimestamp(sitting.startedAt)!,
    deadlineAt: isoTimestamp(sitting.deadlineAt)!,
    submittedAt: isoTimestamp(sitting.submittedAt),
    serverNow: now.toISOString(),
    questions: sitting.questionIds.map((id) => {
      const q = questions.find((x) => x.id === id)!;
      return {
        id: q.id,
        kind: q.kind,
        prompt: q.prompt,
        // Never the correct answer nor the rubric: only what the trainee needs to answer.
        choices: q.kind === 'single' || q.kind === 'multiple' ? choiceLines(q.choices ?? '') : [],
        marks: drawnQuestion(sitting, id).marks,
        answer: answers.find((a) => a.questionId === id)?.answer ?? null,
      };
    }),
    score: sitting.status === 'marked' ? Number(sitting.score) : null,
    maxScore: sitting.maxScore,
  };
}

/** The caller's sitting with its questions; one whose time ran out is handed in first. */
export async function readSitting(
  ctx: AppContext,
  caller: Caller,
  sittingId: string,
  clock: Clock = systemClock,
): Promise<SittingView> {
  let sitting = await ownSitting(ctx.db, caller, sittingId);
  const now = clock();
  if (
    sittingAllows(sitting.status, 'submit') &&
    isoTimestamp(sitting.deadlineAt)! < now.toISOString()
  ) {
    await finaliseExpired(ctx, sitting.examId, clock);
    sitting = await ownSitting(ctx.db, caller, sittingId);
  }
  const exam = await repo.examById(ctx.db, sitting.examId);
  const questions = await repo.questionsByIds(ctx.db, sitting.questionIds);
  const answers = await repo.answersOf(ctx.db, [sitting.id]);
  return view(sitting, exam?.title ?? '', questions, answers, now);
}

function answerFits(q: Question, answer: ExamAnswer): boolean {
  if (q.kind === 'single' || q.kind === 'multiple') {
    if (!('choices' in answer)) return false;
    const n = choiceLines(q.choices ?? '').length;
    return (
      answer.choices.every((c) => c >= 1 && c <= n) &&
      (q.kind === 'multiple' || answer.choices.length <= 1)
    );
  }
  if (q.kind === 'trueFalse') return 'value' in answer;
  return 'text' in answer;
}

/**
 * Saves one answer. The server's clock decides: after the sitting's deadline the answer is
 * refused (409 training.exam.timeUp) and nothing is written, whatever the browser shows.
 */
export async function saveAnswer(
  ctx: AppContext,
  caller: Caller,
  sittingId: string,
  questionId: string,
  answer: ExamAnswer,
  clock: Clock = systemClock,
): Promise<{ saved: true }> {
  await repo.saveAnswerOnce(ctx.db, sittingId, questionId, answer, {
    sitting: inProgress(caller, 'answer'),
    exam: (sitting, exam) => {
      if (!exam || !examTakesSittings(exam.status)) throw conflict('training.exam.cancelled');
      if (clock().toISOString() >= isoTimestamp(sitting.deadlineAt)!)
        throw conflict('training.exam.timeUp');
      if (!sitting.questionIds.includes(questionId)) throw badRequest('training.exam.notInSitting');
    },
    question: (sitting, q) => {
      if (!q || !answerFits(q, answer)) throw badRequest('training.exam.badAnswer');
      return drawnQuestion(sitting, q.id).marks;
    },
  });
  return { saved: true };
}

/** Hands in the caller's sitting (once). */
export async function submitSitting(
  ctx: AppContext,
  caller: Caller,
  sittingId: string,
  clock: Clock = systemClock,
): Promise<SittingView> {
  const sitting = await repo.handIn(
    ctx.db,
    sittingId,
    inProgress(caller, 'submit'),
    (s) => {
      const now = clock().toISOString();
      const deadline = isoTimestamp(s.deadlineAt)!;
      return now < deadline ? now : deadline;
    },
    marksOf,
  );
  await announceSitting(ctx, sitting, 'submitted');
  return readSitting(ctx, caller, sittingId, clock);
}

/** The exam, if the caller holds `permission` over its centre (404 otherwise). */
export async function examInScope(db: Db, caller: Caller, examId: string, permission: string) {
  const exam = await repo.examById(db, examId);
  if (
    !exam ||
    !caller.access.can(permission) ||
    !recordInScope(caller.access.scopeFor(permission), {
      countryId: exam.countryId,
      centreId: exam.centreId,
    })
  )
    throw notFound();
  return exam;
}

/** Essay answers of an exam for the person who marks them (training-exams:examine). */
export async function essaysToMark(
  ctx: AppContext,
  caller: Caller,
  examId: string,
  clock: Clock = systemClock,
): Promise<EssayToMark[]> {
  await examInScope(ctx.db, caller, examId, 'training-exams:examine');
  await finaliseExpired(ctx, examId, clock);
  const rows = await repo.essaysOfExam(ctx.db, examId);
  return rows.map((r) => ({
    id: r.id,
    traineeName: r.traineeName,
    prompt: r.prompt,
    rubric: r.rubric,
    maxMarks: r.maxMarks,
    text: r.answer && 'text' in r.answer ? r.answer.text : '',
    marks: r.marks === null ? null : Number(r.marks),
    comment: r.comment,
  }));
}

/** Marks one essay answer against its rubric; the sitting is marked once every essay is. */
export async function markEssay(
  ctx: AppContext,
  caller: Caller,
  answerId: string,
  input: { marks: number; comment?: string | null | undefined },
): Promise<{ marked: true }> {
  const row = await repo.markEssayOnce(
    ctx.db,
    answerId,
    async (tx, row) => {
      if (!row) throw notFound();
      await examInScope(tx, caller, row.exam.id, 'training-exams:examine');
      if (row.question.kind !== 'essay') throw badRequest('training.mark.notEssay');
      if (!sittingAllows(row.sitting.status, 'mark')) throw conflict('training.mark.notSubmitted');
      if (input.marks > row.answer.maxMarks) throw badRequest('training.mark.tooHigh');
      return row;
    },
    { marks: input.marks, comment: input.comment ?? null, by: caller.access.userId },
  );
  announceChange(ctx.events, EXAM_SCREENS, {
    id: row.sitting.id,
    action: 'marked',
    scope: row.exam,
  });
  return { marked: true };
}
