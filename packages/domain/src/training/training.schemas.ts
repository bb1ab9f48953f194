import { z } from 'zod';
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
  status: 'in_progress' | 'submitted' | 'marked';
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
  state: 'notStarted' | 'inProgress' | 'submitted' | 'marked';
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
