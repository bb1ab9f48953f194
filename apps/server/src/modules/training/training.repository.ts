import {
  EXAM_STATUSES_TAKING_SITTINGS,
  sittingAllows,
  TRAINING_SITTING_LIFECYCLE,
  type ExamAnswer,
} from '@qc/domain';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import {
  centres,
  organisationSettings,
  trainees,
  trainingAnswers,
  trainingExams,
  trainingQuestions,
  trainingSections,
  trainingSittings,
  trainingTestForms,
  trainingThankCertificates,
  users,
} from '../../db/schema/index.ts';

/**
 * The trainee records of a member of staff, whatever their status (one per centre at most,
 * usually one): who starts an exam is checked for `enrolled` by the caller of this.
 */
export function traineesOfEmployee(db: Db, employeeId: string) {
  return db
    .select()
    .from(trainees)
    .where(and(eq(trainees.employeeId, employeeId), isNull(trainees.archivedAt)))
    .orderBy(asc(trainees.createdAt), asc(trainees.id));
}

export async function traineeById(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(trainees)
    .where(and(eq(trainees.id, id), isNull(trainees.archivedAt)));
  return row ?? null;
}

export async function examById(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(trainingExams)
    .where(and(eq(trainingExams.id, id), isNull(trainingExams.archivedAt)));
  return row ?? null;
}

export async function formById(db: Db, id: string) {
  const [row] = await db.select().from(trainingTestForms).where(eq(trainingTestForms.id, id));
  return row ?? null;
}

/**
 * A trainee's list (bounded by their centres, unpaged): the scheduled exams of some centres
 * and the exams of some sittings, whatever became of them.
 */
export function examsOfCentres(db: Db, centreIds: string[], examIds: string[] = []) {
  if (centreIds.length === 0 && examIds.length === 0) return Promise.resolve([]);
  return db
    .select({ exam: trainingExams, form: trainingTestForms })
    .from(trainingExams)
    .innerJoin(trainingTestForms, eq(trainingTestForms.id, trainingExams.testFormId))
    .where(
      and(
        isNull(trainingExams.archivedAt),
        or(
          centreIds.length > 0
            ? and(
                inArray(trainingExams.centreId, centreIds),
                inArray(trainingExams.status, [...EXAM_STATUSES_TAKING_SITTINGS]),
              )
            : undefined,
          examIds.length > 0 ? inArray(trainingExams.id, examIds) : undefined,
        ),
      ),
    )
    .orderBy(desc(trainingExams.opensAt), asc(trainingExams.id))
    .limit(200);
}

export function sittingsOfTrainees(db: Db, traineeIds: string[]) {
  if (traineeIds.length === 0) return Promise.resolve([]);
  return db.select().from(trainingSittings).where(inArray(trainingSittings.traineeId, traineeIds));
}

export async function sittingById(db: Db, id: string, forUpdate = false) {
  const q = db.select().from(trainingSittings).where(eq(trainingSittings.id, id));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row ?? null;
}

export async function sittingOf(db: Db, examId: string, traineeId: string) {
  const [row] = await db
    .select()
    .from(trainingSittings)
    .where(and(eq(trainingSittings.examId, examId), eq(trainingSittings.traineeId, traineeId)));
  return row ?? null;
}

/** The questions of a bank a form may draw from (not archived). */
export function questionsOfSections(db: Db, sectionIds: string[]) {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(trainingQuestions)
    .where(
      and(inArray(trainingQuestions.sectionId, sectionIds), isNull(trainingQuestions.archivedAt)),
    );
}

/** How many live questions each section of a bank has per difficulty. */
export function bankCounts(db: Db, sectionIds: string[]) {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      sectionId: trainingQuestions.sectionId,
      difficulty: trainingQuestions.difficulty,
      n: sql<number>`count(*)::int`,
    })
    .from(trainingQuestions)
    .where(
      and(inArray(trainingQuestions.sectionId, sectionIds), isNull(trainingQuestions.archivedAt)),
    )
    .groupBy(trainingQuestions.sectionId, trainingQuestions.difficulty);
}

export function questionsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(trainingQuestions).where(inArray(trainingQuestions.id, ids));
}

export async function insertSitting(db: Db, values: typeof trainingSittings.$inferInsert) {
  const [row] = await db.insert(trainingSittings).values(values).returning();
  return row!;
}

export function answersOf(db: Db, sittingIds: string[]) {
  if (sittingIds.length === 0) return Promise.resolve([]);
  return db.select().from(trainingAnswers).where(inArray(trainingAnswers.sittingId, sittingIds));
}

export async function upsertAnswer(
  db: Db,
  sittingId: string,
  questionId: string,
  answer: ExamAnswer,
  maxMarks: number,
) {
  await db
    .insert(trainingAnswers)
    .values({ sittingId, questionId, answer, maxMarks })
    .onConflictDoUpdate({
      target: [trainingAnswers.sittingId, trainingAnswers.questionId],
      set: { answer, answeredAt: sql`now()` },
    });
}

/** Writes the marks of every question of a sitting (missing answers get a row too). */
export async function writeMarks(
  db: Db,
  sittingId: string,
  marks: ReadonlyArray<{ questionId: string; marks: number | null; maxMarks: number }>,
) {
  for (const m of marks)
    await db
      .insert(trainingAnswers)
      .values({
        sittingId,
        questionId: m.questionId,
        answer: null,
        marks: m.marks === null ? null : String(m.marks),
        maxMarks: m.maxMarks,
      })
      .onConflictDoUpdate({
        target: [trainingAnswers.sittingId, trainingAnswers.questionId],
        set: { marks: m.marks === null ? null : String(m.marks), maxMarks: m.maxMarks },
      });
}

export async function updateSitting(
  db: Db,
  id: string,
  set: Partial<typeof trainingSittings.$inferInsert>,
) {
  await db.update(trainingSittings).set(set).where(eq(trainingSittings.id, id));
}

/** The sitting statuses a sitting is handed in from (its lifecycle's `submit`: in progress). */
const HANDED_IN_FROM = TRAINING_SITTING_LIFECYCLE.states.filter((s) =>
  TRAINING_SITTING_LIFECYCLE.can(s, 'submit'),
);

/** Sittings of an exam whose time ran out without being handed in. */
export function expiredSittings(db: Db, examId: string | null, now: string) {
  const conditions: SQL[] = [
    inArray(trainingSittings.status, HANDED_IN_FROM),
    lt(trainingSittings.deadlineAt, now),
  ];
  if (examId) conditions.push(eq(trainingSittings.examId, examId));
  return db
    .select()
    .from(trainingSittings)
    .where(and(...conditions))
    .limit(500);
}

export async function answerById(db: Db, id: string) {
  const [row] = await db
    .select({
      answer: trainingAnswers,
      sitting: trainingSittings,
      question: trainingQuestions,
      exam: trainingExams,
    })
    .from(trainingAnswers)
    .innerJoin(trainingSittings, eq(trainingSittings.id, trainingAnswers.sittingId))
    .innerJoin(trainingQuestions, eq(trainingQuestions.id, trainingAnswers.questionId))
    .innerJoin(trainingExams, eq(trainingExams.id, trainingSittings.examId))
    .where(eq(trainingAnswers.id, id))
    .for('update', { of: trainingAnswers });
  return row ?? null;
}

export async function setAnswerMark(
  db: Db,
  id: string,
  marks: number,
  comment: string | null,
  userId: string,
) {
  await db
    .update(trainingAnswers)
    .set({ marks: String(marks), comment, markedBy: userId, markedAt: sql`now()` })
    .where(eq(trainingAnswers.id, id));
}

/** Every sitting of an exam with its trainee (bounded by a centre's trainees). */
export function sittingsOfExam(db: Db, examId: string) {
  return db
    .select({ sitting: trainingSittings, traineeName: trainees.name })
    .from(trainingSittings)
    .innerJoin(trainees, eq(trainees.id, trainingSittings.traineeId))
    .where(eq(trainingSittings.examId, examId))
    .orderBy(asc(trainees.name), asc(trainingSittings.id));
}

/** Per question of an exam: how many answers were marked and the share of the marks won. */
export function questionStats(db: Db, examId: string) {
  return db
    .select({
      questionId: trainingQuestions.id,
      prompt: trainingQuestions.prompt,
      kind: trainingQuestions.kind,
      difficulty: trainingQuestions.difficulty,
      answered: sql<number>`count(${trainingAnswers.id})::int`,
      rate: sql<string>`coalesce(avg(${trainingAnswers.marks} / nullif(${trainingAnswers.maxMarks}, 0)), 0)`,
    })
    .from(trainingAnswers)
    .innerJoin(trainingSittings, eq(trainingSittings.id, trainingAnswers.sittingId))
    .innerJoin(trainingQuestions, eq(trainingQuestions.id, trainingAnswers.questionId))
    .where(and(eq(trainingSittings.examId, examId), sql`${trainingAnswers.marks} is not null`))
    .groupBy(trainingQuestions.id)
    .orderBy(
      sql`coalesce(avg(${trainingAnswers.marks} / nullif(${trainingAnswers.maxMarks}, 0)), 0) asc`,
      asc(trainingQuestions.id),
    )
    .limit(5);
}

/** Essay answers of an exam's handed-in sittings, for the person who marks them. */
export function essaysOfExam(db: Db, examId: string) {
  return db
    .select({
      id: trainingAnswers.id,
      answer: trainingAnswers.answer,
      marks: trainingAnswers.marks,
      comment: trainingAnswers.comment,
      traineeName: trainees.name,
      prompt: trainingQuestions.prompt,
      rubric: trainingQuestions.rubric,
      maxMarks: trainingAnswers.maxMarks,
    })
    .from(trainingAnswers)
    .innerJoin(trainingSittings, eq(trainingSittings.id, trainingAnswers.sittingId))
    .innerJoin(trainees, eq(trainees.id, trainingSittings.traineeId))
    .innerJoin(trainingQuestions, eq(trainingQuestions.id, trainingAnswers.questionId))
    .where(
      and(
        eq(trainingSittings.examId, examId),
        eq(trainingQuestions.kind, 'essay'),
        inArray(trainingSittings.status, ['submitted', 'marked']),
      ),
    )
    .orderBy(asc(trainees.name), asc(trainingAnswers.id))
    .limit(500);
}

/** Results list rows: a sitting handed in, with its exam, trainee and centre. */
function resultsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: trainingSittings.id,
      examId: trainingExams.id,
      examTitle: trainingExams.title,
      traineeId: trainees.id,
      traineeName: trainees.name,
      centreId: centres.id,
      centreName: centres.name,
      status: trainingSittings.status,
      score: trainingSittings.score,
      maxScore: trainingSittings.maxScore,
      passPercent: trainingTestForms.passPercent,
      submittedAt: trainingSittings.submittedAt,
    })
    .from(trainingSittings)
    .innerJoin(trainingExams, eq(trainingExams.id, trainingSittings.examId))
    .innerJoin(trainingTestForms, eq(trainingTestForms.id, trainingExams.testFormId))
    .innerJoin(trainees, eq(trainees.id, trainingSittings.traineeId))
    .innerJoin(centres, eq(centres.id, trainingExams.centreId))
    .where(and(inArray(trainingSittings.status, ['submitted', 'marked']), where));
}

function resultsCount(db: Db, where: SQL | undefined) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(trainingSittings)
    .innerJoin(trainingExams, eq(trainingExams.id, trainingSittings.examId))
    .innerJoin(trainees, eq(trainees.id, trainingSittings.traineeId))
    .where(and(inArray(trainingSittings.status, ['submitted', 'marked']), where));
}

/** Per centre: marked sittings, average percentage and pass rate (centres in scope: bounded). */
function centreStats(db: Db, where: SQL | undefined) {
  const percent = sql`(${trainingSittings.score} * 100.0 / nullif(${trainingSittings.maxScore}, 0))`;
  return db
    .select({
      centreId: centres.id,
      centreName: centres.name,
      sittings: sql<number>`count(*)::int`,
      average: sql<string>`coalesce(avg(${percent}), 0)`,
      passed: sql<number>`count(*) filter (where ${percent} >= ${trainingTestForms.passPercent})::int`,
    })
    .from(trainingSittings)
    .innerJoin(trainingExams, eq(trainingExams.id, trainingSittings.examId))
    .innerJoin(trainingTestForms, eq(trainingTestForms.id, trainingExams.testFormId))
    .innerJoin(centres, eq(centres.id, trainingExams.centreId))
    .where(and(eq(trainingSittings.status, 'marked'), where))
    .groupBy(centres.id, centres.name)
    .orderBy(asc(centres.name), asc(centres.id))
    .limit(500);
}

export function sectionsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: trainingSections.id,
      title: trainingSections.title,
      position: trainingSections.position,
    })
    .from(trainingSections)
    .where(inArray(trainingSections.id, ids));
}

export function certificatesOfTrainee(db: Db, traineeId: string) {
  return db
    .select()
    .from(trainingThankCertificates)
    .where(eq(trainingThankCertificates.traineeId, traineeId))
    .orderBy(desc(trainingThankCertificates.issuedAt));
}

export async function insertThankCertificate(
  db: Db,
  values: typeof trainingThankCertificates.$inferInsert,
) {
  const [row] = await db.insert(trainingThankCertificates).values(values).returning();
  return row!;
}

export async function thankCertificateById(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(trainingThankCertificates)
    .where(eq(trainingThankCertificates.id, id));
  return row ?? null;
}

export function thankCertificatesQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      c: trainingThankCertificates,
      centreName: centres.name,
      issuedByName: users.displayName,
    })
    .from(trainingThankCertificates)
    .leftJoin(centres, eq(centres.id, trainingThankCertificates.centreId))
    .leftJoin(users, eq(users.id, trainingThankCertificates.issuedBy))
    .where(where);
}

export function thankCertificatesCount(db: Db, where: SQL | undefined) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(trainingThankCertificates)
    .where(where);
}

/** The place columns of thank certificates (their country and centre), for a scope in SQL. */
export const thankCertificateScopeColumns = {
  country: trainingThankCertificates.countryId,
  centre: trainingThankCertificates.centreId,
};

/** A certificate by id, if `visible` (the caller's scope) lets the caller see it. */
export function thankCertificateVisible(db: Db, id: string, visible: SQL | undefined) {
  return thankCertificatesQuery(db, and(eq(trainingThankCertificates.id, id), visible));
}

/** A page of certificates, newest first. */
export function thankCertificatesPage(
  db: Db,
  where: SQL | undefined,
  p: { limit: number; offset: number },
) {
  return thankCertificatesQuery(db, where)
    .orderBy(desc(trainingThankCertificates.issuedAt), asc(trainingThankCertificates.id))
    .limit(p.limit)
    .offset(p.offset);
}

/** A centre's place (a contributor's certificate is issued for it). */
export async function centrePlace(db: Db, centreId: string) {
  const [row] = await db
    .select({ id: centres.id, countryId: centres.countryId })
    .from(centres)
    .where(eq(centres.id, centreId));
  return row ?? null;
}

/** The organisation's settings (its name on a certificate), if set. */
export async function organisationNames(db: Db) {
  const [org] = await db.select().from(organisationSettings).limit(1);
  return org ?? null;
}

/** A results row: a sitting handed in, with its exam, trainee and centre. */
export type ResultRow = Awaited<ReturnType<typeof resultsQuery>>[number];

/** Where a scope reaches results: the centres (and countries) of their exams. */
function resultsScope(scope: Scope): SQL {
  return scopeCondition(scope, {
    country: trainingExams.countryId,
    centre: trainingExams.centreId,
  });
}

/** One exam's results, by trainee name (bounded by its centre's trainees: unpaged). */
export function resultsOfExam(db: Db, examId: string) {
  return resultsQuery(db, eq(trainingSittings.examId, examId)).orderBy(
    asc(trainees.name),
    asc(trainingSittings.id),
  );
}

/** One trainee's results, newest first. */
export function resultsOfTrainee(db: Db, traineeId: string) {
  return resultsQuery(db, eq(trainingSittings.traineeId, traineeId)).orderBy(
    desc(trainingSittings.submittedAt),
    asc(trainingSittings.id),
  );
}

/** A page of the results a scope reaches, newest first, with their total. */
export async function resultsPage(
  db: Db,
  scope: Scope,
  f: { centreId?: string | undefined; examId?: string | undefined; limit: number; offset: number },
): Promise<{ rows: ResultRow[]; total: number }> {
  const where = and(
    resultsScope(scope),
    f.centreId ? eq(trainingExams.centreId, f.centreId) : undefined,
    f.examId ? eq(trainingExams.id, f.examId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    resultsQuery(db, where)
      .orderBy(desc(trainingSittings.submittedAt), asc(trainingSittings.id))
      .limit(f.limit)
      .offset(f.offset),
    resultsCount(db, where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Per centre a scope reaches: marked sittings, average percentage and pass rate. */
export function centreStatsIn(db: Db, scope: Scope) {
  return centreStats(db, resultsScope(scope));
}

/*
 * Exam sittings' units of work (exam.service.ts): each opens its transaction; the service
 * passes its checks, which refuse by throwing (rolling the unit back), and its marking.
 */

export type SittingRow = NonNullable<Awaited<ReturnType<typeof sittingById>>>;
export type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];
export type ExamRow = NonNullable<Awaited<ReturnType<typeof examById>>>;
export type QuestionRow = Awaited<ReturnType<typeof questionsByIds>>[number];
export type AnswerWithContext = NonNullable<Awaited<ReturnType<typeof answerById>>>;

/** How handing a sitting in marks its answers (exam.service.ts: automatically, essays later). */
export type MarkSheet = (
  sitting: SittingRow,
  answers: AnswerRow[],
) => Array<{ questionId: string; maxMarks: number; marks: number | null }>;

/** Starts a sitting; a second start at once (the unique exam and trainee) answers the first. */
export async function insertSittingOnce(
  db: Db,
  values: typeof trainingSittings.$inferInsert,
): Promise<SittingRow> {
  return db.transaction(async (tx) => {
    const again = await sittingOf(tx, values.examId, values.traineeId);
    if (again) return again;
    return insertSitting(tx, values);
  });
}

/** Hands a sitting in at `at`: its answers marked by `marksOf`, essays left for a person. */
async function handInTx(tx: Db, sitting: SittingRow, at: string, marksOf: MarkSheet) {
  const marks = marksOf(sitting, await answersOf(tx, [sitting.id]));
  await writeMarks(tx, sitting.id, marks);
  const waiting = marks.some((m) => m.marks === null);
  await updateSitting(tx, sitting.id, {
    submittedAt: at,
    status: waiting ? 'submitted' : 'marked',
    score: waiting ? null : String(marks.reduce((sum, m) => sum + (m.marks ?? 0), 0)),
  });
}

/**
 * Hands in a sitting whose time ran out (locked; at its deadline), unless it was handed in
 * meanwhile: false then (nothing written).
 */
export async function handInExpired(
  db: Db,
  sittingId: string,
  marksOf: MarkSheet,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await sittingById(tx, sittingId, true);
    if (!locked || !sittingAllows(locked.status, 'submit')) return false;
    await handInTx(tx, locked, isoTimestamp(locked.deadlineAt)!, marksOf);
    return true;
  });
}

/** Hands in a sitting (locked, passed by `check`) at the time `at` gives. */
export async function handIn(
  db: Db,
  sittingId: string,
  check: (tx: Db, sitting: SittingRow | null) => Promise<SittingRow>,
  at: (sitting: SittingRow) => string,
  marksOf: MarkSheet,
): Promise<SittingRow> {
  return db.transaction(async (tx) => {
    const sitting = await check(tx, await sittingById(tx, sittingId, true));
    await handInTx(tx, sitting, at(sitting), marksOf);
    return sitting;
  });
}

/**
 * Saves one answer of a sitting (locked), in one transaction: `checks` pass the sitting, its
 * exam, and the question (answering the marks it is worth) or refuse by throwing.
 */
export async function saveAnswerOnce(
  db: Db,
  sittingId: string,
  questionId: string,
  answer: ExamAnswer,
  checks: {
    sitting: (tx: Db, sitting: SittingRow | null) => Promise<SittingRow>;
    exam: (sitting: SittingRow, exam: ExamRow | null) => void;
    question: (sitting: SittingRow, question: QuestionRow | undefined) => number;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const sitting = await checks.sitting(tx, await sittingById(tx, sittingId, true));
    checks.exam(sitting, await examById(tx, sitting.examId));
    const [q] = await questionsByIds(tx, [questionId]);
    const maxMarks = checks.question(sitting, q);
    await upsertAnswer(tx, sitting.id, questionId, answer, maxMarks);
  });
}

/**
 * Marks an essay answer (passed by `check`), in one transaction; its sitting is marked (with
 * its score) once every answer is. Answers the answer with its sitting, question and exam.
 */
export async function markEssayOnce(
  db: Db,
  answerId: string,
  check: (tx: Db, row: AnswerWithContext | null) => Promise<AnswerWithContext>,
  mark: { marks: number; comment: string | null; by: string },
): Promise<AnswerWithContext> {
  return db.transaction(async (tx) => {
    const row = await check(tx, await answerById(tx, answerId));
    await setAnswerMark(tx, answerId, mark.marks, mark.comment, mark.by);
    const answers = await answersOf(tx, [row.sitting.id]);
    if (answers.every((a) => a.marks !== null))
      await updateSitting(tx, row.sitting.id, {
        status: 'marked',
        score: String(answers.reduce((sum, a) => sum + Number(a.marks), 0)),
      });
    return row;
  });
}
