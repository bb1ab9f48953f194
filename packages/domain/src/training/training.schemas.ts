import { z } from 'zod';
import type { LocaleCode } from '../locales.ts';
import type { TrainingSittingStatus } from './exam-lifecycle.ts';
import { listPageQuery } from '../platform/list-page.ts';

/** A trainee's answer to one question of their sitting. */
export const examAnswerSchema = z.union([
  z.object({ choices: z.array(z.number().int().min(1).max(50)).max(50) }).strict(),
  z.object({ value: z.boolean() }).strict(),
  z.object({ text: z.string().max(20_000) }).strict(),
]);

/** A person's mark of an essay answer. */
export const essayMarkSchema = z.object({
  marks: z.number().min(0).max(100),
  comment: z.string().trim().max(2000).nullish(),
});

/** Issue a thank certificate: to a trainee (completion or contribution) or to a contributor. */
export const thankCertificateSchema = z
  .object({
    kind: z.enum(['completion', 'contribution']),
    traineeId: z.uuid().nullish(),
    holder: z.string().trim().min(2).max(160).nullish(),
    centreId: z.uuid().nullish(),
    language: z.enum(['ar', 'en', 'fr']),
  })
  .refine((v) => Boolean(v.traineeId) || (Boolean(v.holder) && Boolean(v.centreId)), {
    message: 'training.cert.holderNeeded',
    path: ['holder'],
  })
  .refine((v) => v.kind !== 'completion' || Boolean(v.traineeId), {
    message: 'training.cert.notCompleted',
    path: ['traineeId'],
  });

export interface SittingQuestion {
  id: string;
  kind: string;
  prompt: string;
  choices: string[];
  marks: number;
  answer: unknown;
}

export interface SittingView {
  id: string;
  examId: string;
  examTitle: string;
  status: TrainingSittingStatus;
  startedAt: string;
  deadlineAt: string;
  submittedAt: string | null;
  serverNow: string;
  questions: SittingQuestion[];
  score: number | null;
  maxScore: number;
}

/** One exam of the caller as a trainee, with the state of their sitting. */
export interface MyExam {
  id: string;
  title: string;
  opensAt: string;
  closesAt: string;
  durationMinutes: number;
  open: boolean;
  sittingId: string | null;
  /**
   * Not sat yet: `upcoming` (its window has not opened), `notStarted` (open now) or `missed`
   * (its window ended, or it was cancelled, without a sitting); sat: the sitting's state.
   */
  state: 'upcoming' | 'notStarted' | 'missed' | 'inProgress' | 'submitted' | 'marked';
  score: number | null;
  maxScore: number | null;
  passPercent: number;
}

/**
 * The caller's exams as a trainee: those of the centres they are enrolled in and every one
 * they sat (a trainee who completed the programme keeps their past results), with the
 * trainee record their full record opens (the enrolled one first; null: not a trainee).
 */
export interface MyExams {
  traineeId: string | null;
  exams: MyExam[];
}

/** One trainee's handed-in sitting of an exam, with its score once marked. */
export interface TrainingResult {
  id: string;
  examId: string;
  examTitle: string;
  traineeId: string;
  traineeName: string;
  centreId: string;
  centreName: string;
  status: 'submitted' | 'marked';
  score: number | null;
  maxScore: number;
  /** Score over the exam's marks, in percent with one decimal (null until marked). */
  percent: number | null;
  passed: boolean | null;
  submittedAt: string | null;
}

/** A question of an exam with the share of its marks the trainees won (successRate, percent). */
export interface HardQuestion {
  questionId: string;
  prompt: string;
  kind: string;
  difficulty: string;
  answered: number;
  successRate: number;
}

/** One exam's results per trainee and its hardest questions (GET examResults). */
export interface ExamResults {
  exam: { id: string; title: string; centreId: string };
  results: TrainingResult[];
  hardest: HardQuestion[];
}

/** An essay answer for the person who marks it (GET essays). */
export interface EssayToMark {
  id: string;
  traineeName: string;
  prompt: string;
  rubric: string | null;
  maxMarks: number;
  text: string;
  marks: number | null;
  comment: string | null;
}

/** One centre's marked sittings, average score and pass rate (GET centreResults). */
export interface CentreResult {
  centreId: string;
  centreName: string;
  sittings: number;
  average: number;
  passRate: number;
}

/** A section of the curriculum as a trainee's record shows it. */
export interface TraineeSection {
  id: string;
  title: string;
  position: number;
}

/** One trainee's full record: enrolment, sections, results, certificates (GET traineeRecord). */
export interface TraineeRecord {
  trainee: { id: string; name: string; centreId: string; status: string; enrolledOn: string };
  completedSections: TraineeSection[];
  currentSection: TraineeSection | null;
  results: TrainingResult[];
  certificates: Array<{
    id: string;
    serial: string;
    kind: string;
    language: string;
    issuedAt: string;
  }>;
}

/** A certificate of thanks as it is listed and returned once issued. */
export interface ThankCertificateSummary {
  id: string;
  serial: string;
  kind: 'completion' | 'contribution';
  holder: string;
  traineeId: string | null;
  centreName: string | null;
  language: LocaleCode;
  issuedAt: string;
  issuedByName: string | null;
  verifyUrl: string;
}

/** The training workflow's API paths (server routes and web client alike). */
export const TRAINING_API = {
  /** GET the caller's exams as a trainee. */
  myExams: '/api/training/my-exams',
  /** POST start (or resume) the caller's sitting of an exam (→ SittingView). */
  start: '/api/training/exams/:id/start',
  /** GET the caller's sitting (→ SittingView). */
  sitting: '/api/training/sittings/:id',
  /** PUT one answer (examAnswerSchema). */
  answer: '/api/training/sittings/:id/answers/:questionId',
  /** POST hand in (→ SittingView). */
  submit: '/api/training/sittings/:id/submit',
  /** GET essays of an exam to mark. */
  essays: '/api/training/exams/:id/essays',
  /** PUT a mark (essayMarkSchema). */
  mark: '/api/training/answers/:id/mark',
  /** GET an exam's results and hardest questions. */
  examResults: '/api/training/exams/:id/results',
  /** GET every result in scope, paged. */
  results: '/api/training/results',
  /** GET results per centre. */
  centreResults: '/api/training/centre-results',
  /** GET one trainee's full record. */
  traineeRecord: '/api/training/trainees/:id/record',
  /** GET list (paged) / POST issue (thankCertificateSchema). */
  certificates: '/api/training/thank-certificates',
  /** GET the PDF. */
  certificatePdf: '/api/training/thank-certificates/:id/pdf',
} as const;

export const trainingResultsQuery = z.object({
  ...listPageQuery,
  centreId: z.uuid().optional(),
  examId: z.uuid().optional(),
});

export const trainingPageQuery = z.object({ ...listPageQuery });
