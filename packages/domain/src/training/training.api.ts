import { z } from 'zod';
import { TRAINING_SITTING_STATUSES } from './exam-lifecycle.ts';
import { listPageSchema } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  essayMarkSchema,
  examAnswerSchema,
  thankCertificateSchema,
  trainingPageQuery,
  trainingResultsQuery,
  type CentreResult,
  type EssayToMark,
  type ExamResults,
  type MyExams,
  type SittingView,
  type ThankCertificateSummary,
  type TraineeRecord,
  type TrainingResult,
} from './training.schemas.ts';

/**
 * The training workflow's route contracts (the API document): the parameters the routes parse
 * and their answers as schemas typed with the shapes the services return and the screens read.
 */
export const trainingIdParams = z.object({ id: z.uuid('errors.notFound') });
export const trainingAnswerParams = z.object({
  id: z.uuid('errors.notFound'),
  questionId: z.uuid('errors.notFound'),
});

const sittingSchema: z.ZodType<SittingView> = z.object({
  id: z.uuid(),
  examId: z.uuid(),
  examTitle: z.string(),
  status: z.enum(TRAINING_SITTING_STATUSES),
  startedAt: z.string(),
  deadlineAt: z.string(),
  submittedAt: z.string().nullable(),
  serverNow: z.string(),
  questions: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      prompt: z.string(),
      choices: z.array(z.string()),
      marks: z.number(),
      answer: examAnswerSchema.nullable().describe("the trainee's saved answer, if any"),
    }),
  ),
  score: z.number().nullable(),
  maxScore: z.number(),
});
const myExamsSchema: z.ZodType<MyExams> = z.object({
  traineeId: z.uuid().nullable(),
  exams: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      opensAt: z.string(),
      closesAt: z.string(),
      durationMinutes: z.number().int(),
      open: z.boolean(),
      sittingId: z.uuid().nullable(),
      state: z.enum(['upcoming', 'notStarted', 'missed', 'inProgress', 'submitted', 'marked']),
      score: z.number().nullable(),
      maxScore: z.number().nullable(),
      passPercent: z.number(),
    }),
  ),
});
const resultSchema: z.ZodType<TrainingResult> = z.object({
  id: z.uuid(),
  examId: z.uuid(),
  examTitle: z.string(),
  traineeId: z.uuid(),
  traineeName: z.string(),
  centreId: z.uuid(),
  centreName: z.string(),
  status: z.enum(['submitted', 'marked']),
  score: z.number().nullable(),
  maxScore: z.number(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  submittedAt: z.string().nullable(),
});
const examResultsSchema: z.ZodType<ExamResults> = z.object({
  exam: z.object({ id: z.uuid(), title: z.string(), centreId: z.uuid() }),
  results: z.array(resultSchema),
  hardest: z.array(
    z.object({
      questionId: z.uuid(),
      prompt: z.string(),
      kind: z.string(),
      difficulty: z.string(),
      answered: z.number().int(),
      successRate: z.number(),
    }),
  ),
});
const essaySchema: z.ZodType<EssayToMark> = z.object({
  id: z.uuid(),
  traineeName: z.string(),
  prompt: z.string(),
  rubric: z.string().nullable(),
  maxMarks: z.number(),
  text: z.string(),
  marks: z.number().nullable(),
  comment: z.string().nullable(),
});
const centreResultSchema: z.ZodType<CentreResult> = z.object({
  centreId: z.uuid(),
  centreName: z.string(),
  sittings: z.number().int(),
  average: z.number(),
  passRate: z.number(),
});
const section = z.object({ id: z.uuid(), title: z.string(), position: z.number().int() });
const traineeRecordSchema: z.ZodType<TraineeRecord> = z.object({
  trainee: z.object({
    id: z.uuid(),
    name: z.string(),
    centreId: z.uuid(),
    status: z.string(),
    enrolledOn: z.string(),
  }),
  completedSections: z.array(section),
  currentSection: section.nullable(),
  results: z.array(resultSchema),
  certificates: z.array(
    z.object({
      id: z.uuid(),
      serial: z.string(),
      kind: z.string(),
      language: z.string(),
      issuedAt: z.string(),
    }),
  ),
});
const certificateSchema: z.ZodType<ThankCertificateSummary> = z.object({
  id: z.uuid(),
  serial: z.string(),
  kind: z.enum(['completion', 'contribution']),
  holder: z.string(),
  traineeId: z.uuid().nullable(),
  centreName: z.string().nullable(),
  language: z.enum(['ar', 'en', 'fr']),
  issuedAt: z.string(),
  issuedByName: z.string().nullable(),
  verifyUrl: z.string(),
});

export const TRAINING_ROUTES = defineRouteContracts({
  'GET /api/training/my-exams': {
    summary: "The caller's exams as a trainee, with the state of their sittings",
    response: myExamsSchema,
  },
  'POST /api/training/exams/:id/start': {
    summary: "Start (or resume) the caller's sitting of an exam",
    params: trainingIdParams,
    body: null,
    response: sittingSchema,
  },
  'GET /api/training/sittings/:id': {
    summary: "The caller's sitting",
    params: trainingIdParams,
    response: sittingSchema,
  },
  'PUT /api/training/sittings/:id/answers/:questionId': {
    summary: 'Save one answer (refused after the deadline)',
    params: trainingAnswerParams,
    body: examAnswerSchema,
    response: z.object({ saved: z.literal(true) }),
  },
  'POST /api/training/sittings/:id/submit': {
    summary: 'Hand in the sitting (once)',
    params: trainingIdParams,
    body: null,
    response: sittingSchema,
  },
  'GET /api/training/exams/:id/essays': {
    summary: 'The essay answers of an exam to mark',
    params: trainingIdParams,
    response: z.array(essaySchema),
  },
  'PUT /api/training/answers/:id/mark': {
    summary: 'Mark an essay answer',
    params: trainingIdParams,
    body: essayMarkSchema,
    response: z.object({ marked: z.literal(true) }),
  },
  'GET /api/training/exams/:id/results': {
    summary: "An exam's results per trainee and its hardest questions",
    params: trainingIdParams,
    response: examResultsSchema,
  },
  'GET /api/training/results': {
    summary: 'Every result in the caller’s scope',
    query: trainingResultsQuery,
    response: listPageSchema(resultSchema),
  },
  'GET /api/training/centre-results': {
    summary: 'Results per centre: marked sittings, average and pass rate',
    response: z.array(centreResultSchema),
  },
  'GET /api/training/trainees/:id/record': {
    summary: "A trainee's full record: enrolment, sections, results, certificates",
    params: trainingIdParams,
    response: traineeRecordSchema,
  },
  'GET /api/training/thank-certificates': {
    summary: 'Certificates of thanks in the caller’s scope',
    query: trainingPageQuery,
    response: listPageSchema(certificateSchema),
  },
  'POST /api/training/thank-certificates': {
    summary: 'Issue a certificate of thanks (to a trainee or a contributor)',
    body: thankCertificateSchema,
    status: 201,
    response: certificateSchema,
  },
  'GET /api/training/thank-certificates/:id/pdf': {
    summary: 'The PDF of a certificate of thanks',
    params: trainingIdParams,
    response: { file: 'application/pdf' },
  },
});
