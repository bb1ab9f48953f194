import {
  pageOffset,
  type CentreResult,
  type ExamResults,
  type ListPage,
  type TraineeRecord,
  type TrainingResult,
} from '@qc/domain';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { examInScope, finaliseExpired, type Clock } from './exam.service.ts';
import * as repo from './training.repository.ts';

const systemClock: Clock = () => new Date();

type ResultRow = repo.ResultRow;

function toResult(r: ResultRow): TrainingResult {
  const marked = r.status === 'marked' && r.score !== null;
  const percent =
    marked && r.maxScore > 0 ? Math.round((Number(r.score) * 1000) / r.maxScore) / 10 : null;
  return {
    id: r.id,
    examId: r.examId,
    examTitle: r.examTitle,
    traineeId: r.traineeId,
    traineeName: r.traineeName,
    centreId: r.centreId,
    centreName: r.centreName,
    status: r.status as TrainingResult['status'],
    score: marked ? Number(r.score) : null,
    maxScore: r.maxScore,
    percent,
    passed: percent === null ? null : percent >= r.passPercent,
    submittedAt: isoTimestamp(r.submittedAt),
  };
}

/** One exam's results per trainee and its hardest questions (lowest share of marks won). */
export async function examResults(
  ctx: AppContext,
  caller: Caller,
  examId: string,
  clock: Clock = systemClock,
): Promise<ExamResults> {
  const exam = await examInScope(ctx.db, caller, examId, 'training-exams:read');
  await finaliseExpired(ctx, exam.id, clock);
  // An exam's sittings are bounded by its centre's trainees: one list, unpaged.
  const rows = await repo.resultsOfExam(ctx.db, exam.id);
  const hardest = await repo.questionStats(ctx.db, exam.id);
  return {
    exam: { id: exam.id, title: exam.title, centreId: exam.centreId },
    results: rows.map(toResult),
    hardest: hardest.map((h) => ({
      questionId: h.questionId,
      prompt: h.prompt,
      kind: h.kind,
      difficulty: h.difficulty,
      answered: h.answered,
      successRate: Math.round(Number(h.rate) * 1000) / 10,
    })),
  };
}

/** Every result in the caller's scope, paged (educational-test-results), newest first. */
export async function listResults(
  ctx: AppContext,
  caller: Caller,
  f: { page: number; pageSize: number; centreId?: string | undefined; examId?: string | undefined },
): Promise<ListPage<TrainingResult>> {
  if (!caller.access.can('training-exams:read'))
    return { items: [], total: 0, page: f.page, pageSize: f.pageSize };
  // Where the caller's results reach: the centres of their training-exams:read scope.
  const { rows, total } = await repo.resultsPage(
    ctx.db,
    caller.access.scopeFor('training-exams:read'),
    { centreId: f.centreId, examId: f.examId, limit: f.pageSize, offset: pageOffset(f) },
  );
  return { items: rows.map(toResult), total, page: f.page, pageSize: f.pageSize };
}

/** Per centre of the caller's scope: marked sittings, average and pass rate. */
export async function centreResults(ctx: AppContext, caller: Caller): Promise<CentreResult[]> {
  if (!caller.access.can('training-exams:read')) return [];
  const rows = await repo.centreStatsIn(ctx.db, caller.access.scopeFor('training-exams:read'));
  return rows.map((r) => ({
    centreId: r.centreId,
    centreName: r.centreName,
    sittings: r.sittings,
    average: Math.round(Number(r.average) * 10) / 10,
    passRate: r.sittings > 0 ? Math.round((r.passed * 1000) / r.sittings) / 10 : 0,
  }));
}

/**
 * One trainee's full record (educational-student-test-full): enrolment, progress through the
 * sections, every exam result and thank certificates. For those who read trainees in scope,
 * and for the trainee themselves.
 */
export async function traineeRecord(
  ctx: AppContext,
  caller: Caller,
  traineeId: string,
): Promise<TraineeRecord> {
  const trainee = await repo.traineeById(ctx.db, traineeId);
  if (!trainee) throw notFound();
  const own = !!caller.access.employeeId && caller.access.employeeId === trainee.employeeId;
  const scope = caller.access.can('trainees:read') ? caller.access.scopeFor('trainees:read') : null;
  const inScope =
    scope !== null &&
    recordInScope(scope, { countryId: trainee.countryId, centreId: trainee.centreId });
  if (!own && !inScope) throw notFound();
  const sectionIds = [
    ...trainee.completedSectionIds,
    ...(trainee.currentSectionId ? [trainee.currentSectionId] : []),
  ];
  const [sections, results, certificates] = await Promise.all([
    repo.sectionsByIds(ctx.db, sectionIds),
    repo.resultsOfTrainee(ctx.db, trainee.id),
    repo.certificatesOfTrainee(ctx.db, trainee.id),
  ]);
  const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
  return {
    trainee: {
      id: trainee.id,
      name: trainee.name,
      centreId: trainee.centreId,
      status: trainee.status,
      enrolledOn: trainee.enrolledOn,
    },
    completedSections: sections
      .filter((s) => trainee.completedSectionIds.includes(s.id))
      .sort(byPosition),
    currentSection: sections.find((s) => s.id === trainee.currentSectionId) ?? null,
    results: results.map(toResult),
    certificates: certificates.map((c) => ({
      id: c.id,
      serial: c.serial,
      kind: c.kind,
      language: c.language,
      issuedAt: isoTimestamp(c.issuedAt)!,
    })),
  };
}
