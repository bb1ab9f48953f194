import { z } from 'zod';
import {
  formAnswersSchema,
  formDefinitionSchema,
  type FormAnswers,
  type FormDefinition,
} from '../forms/form-definition.ts';
import type { FormScore } from '../forms/scoring.ts';
import { listPageQuery } from '../platform/list-page.ts';
import { EVALUATION_STATES, type EvaluationState } from './evaluation-lifecycle.ts';
import {
  EVALUATION_TARGET_KINDS,
  SCORE_BAND_NAMES,
  type EvaluationTargetKind,
} from './evaluation-targets.ts';

/** The evaluations API (paths under the API base). */
export const EVALUATIONS_API = {
  /** GET forms (evaluationFormListQuery → EvaluationFormSummary[]); POST create (evaluationFormInput). */
  forms: '/api/evaluations/forms',
  /** GET one version (→ EvaluationFormDetail); PUT edit (evaluationFormInput): a new version when answered. */
  form: '/api/evaluations/forms/:id',
  /** GET (evaluationRequestListQuery → ListPage<EvaluationSummary>); POST (evaluationRequestCreateInput → { created }). */
  requests: '/api/evaluations/requests',
  /** GET one (→ EvaluationDetail). */
  request: '/api/evaluations/requests/:id',
  /** PUT the draft (evaluationDraftInput → EvaluationDetail). */
  draft: '/api/evaluations/requests/:id/draft',
  submit: '/api/evaluations/requests/:id/submit',
  approve: '/api/evaluations/requests/:id/approve',
  /** POST (evaluationReturnInput). */
  return: '/api/evaluations/requests/:id/return',
  /** POST a photo (multipart, one image) → { id, name, size }. GET one photo. */
  photos: '/api/evaluations/requests/:id/photos',
  photo: '/api/evaluations/requests/:id/photos/:fileId',
  /** GET the PDF of an approved result (documents service). */
  pdf: '/api/evaluations/requests/:id/pdf',
  /** GET official results (evaluationResultQuery → ListPage<EvaluationSummary>). */
  results: '/api/evaluations/results',
  /** GET the same as Excel. */
  resultsExport: '/api/evaluations/results/export',
  /** GET a target's trend per period (evaluationTrendQuery → EvaluationTrendPoint[]). */
  trend: '/api/evaluations/trend',
  /** GET side by side (evaluationCompareQuery → EvaluationComparison). */
  compare: '/api/evaluations/compare',
  /** GET the weakest paragraphs (evaluationResultQuery → WeakParagraph[]). */
  weakest: '/api/evaluations/weakest',
  /** GET (evaluationActionListQuery → EvaluationActionRow[]); POST (evaluationActionInput). */
  actions: '/api/evaluations/actions',
  /** PATCH status (evaluationActionStatusInput). */
  action: '/api/evaluations/actions/:id',
  /** GET the users who may be asked to evaluate (?q=). */
  evaluators: '/api/evaluations/evaluators',
  /** GET the records of a target (?target=&q=) to pick from. */
  subjects: '/api/evaluations/subjects',
} as const;
export type EvaluationsApiPath = (typeof EVALUATIONS_API)[keyof typeof EVALUATIONS_API];

export function evaluationsPath(path: EvaluationsApiPath, params: Record<string, string> = {}) {
  return path.replace(/:([a-zA-Z]+)/g, (_m, name: string) =>
    encodeURIComponent(params[name] ?? `:${name}`),
  );
}

const isoDate = z.iso.date();
const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'evaluations.badPeriod');
const uuid = z.uuid();
const targetSchema = z.enum(EVALUATION_TARGET_KINDS);
const manyTargets = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter(Boolean))
  .pipe(z.array(targetSchema))
  .optional();

export const evaluationIdParams = z.object({ id: uuid });
export const evaluationPhotoParams = z.object({ id: uuid, fileId: uuid });

export const evaluationFormInput = z.object({
  name: z.string().trim().min(2).max(200),
  target: targetSchema,
  allowSelf: z.boolean().default(false),
  definition: formDefinitionSchema,
});
export type EvaluationFormInput = z.input<typeof evaluationFormInput>;

export const evaluationFormListQuery = z.object({
  target: manyTargets,
  /** Also the earlier versions. */
  all: z.stringbool().optional(),
});

export interface EvaluationFormSummary {
  id: string;
  familyId: string;
  version: number;
  current: boolean;
  name: string;
  target: EvaluationTargetKind;
  allowSelf: boolean;
  questions: number;
  results: number;
  createdAt: string;
}

export interface EvaluationFormDetail extends EvaluationFormSummary {
  definition: FormDefinition;
}

/** An edited form: the version saved, and whether it is a new one (the old one was used). */
export interface EvaluationFormSaved extends EvaluationFormDetail {
  newVersion: boolean;
}

/**
 * A request: one target record, or every record of the target in a centre or a country (bulk).
 */
export const evaluationRequestCreateInput = z
  .object({
    formId: uuid,
    subjectIds: z.array(uuid).max(500, 'evaluations.tooMany').optional(),
    bulk: z.object({ centreId: uuid.optional(), countryId: uuid.optional() }).optional(),
    evaluatorId: uuid,
    dueOn: isoDate,
    period,
  })
  .refine((v) => (v.subjectIds?.length ?? 0) > 0 || !!v.bulk?.centreId || !!v.bulk?.countryId, {
    message: 'evaluations.noSubject',
    path: ['subjectIds'],
  });
export type EvaluationRequestCreateInput = z.input<typeof evaluationRequestCreateInput>;

export const evaluationRequestListQuery = z.object({
  ...listPageQuery,
  target: manyTargets,
  state: z.enum([...EVALUATION_STATES, 'open', 'overdue']).optional(),
  centreId: uuid.optional(),
  /** Only the requests the caller is asked to fill or to self-evaluate in. */
  mine: z.stringbool().optional(),
  q: z.string().trim().max(100).optional(),
});
export type EvaluationRequestListQuery = z.infer<typeof evaluationRequestListQuery>;

export const evaluationDraftInput = z.object({
  /** `self`: the self-evaluation of the evaluated person; otherwise the evaluator's marks. */
  role: z.enum(['evaluator', 'self']).default('evaluator'),
  answers: formAnswersSchema,
  photoIds: z.array(uuid).max(10).optional(),
  note: z.string().trim().max(2000).optional(),
  /** The version read (409 when it changed meanwhile). */
  version: z.number().int().positive().optional(),
});
export type EvaluationDraftInput = z.input<typeof evaluationDraftInput>;

export const evaluationReturnInput = z.object({
  reason: z.string().trim().min(3, 'evaluations.reasonRequired').max(1000),
});

export const evaluationResultQuery = z.object({
  ...listPageQuery,
  target: manyTargets,
  formFamilyId: uuid.optional(),
  centreId: uuid.optional(),
  countryId: uuid.optional(),
  evaluatorId: uuid.optional(),
  subjectId: uuid.optional(),
  from: period.optional(),
  to: period.optional(),
  band: z.enum(SCORE_BAND_NAMES).optional(),
  /** `all`: every state (the request lists); default: only approved (official) results. */
  official: z.stringbool().default(true),
  q: z.string().trim().max(100).optional(),
});
export type EvaluationResultQuery = z.infer<typeof evaluationResultQuery>;

export const evaluationTrendQuery = z.object({ target: targetSchema, subjectId: uuid });
export const evaluationCompareQuery = z.object({
  target: targetSchema,
  subjectIds: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter(Boolean))
    .pipe(z.array(uuid).min(1).max(6)),
  formFamilyId: uuid.optional(),
});

export const evaluationActionInput = z.object({
  requestId: uuid,
  title: z.string().trim().min(3).max(300),
  ownerName: z.string().trim().min(2).max(150),
  dueOn: isoDate,
});
export const evaluationActionStatusInput = z.object({ status: z.enum(['open', 'done']) });
/** The evaluators' picker (`?q=`). */
export const evaluationEvaluatorsQuery = z.object({ q: z.string().max(100).optional() });
/** The records of a target to pick from (`?target=&q=`). */
export const evaluationSubjectsQuery = z.object({
  target: targetSchema,
  q: z.string().max(100).default(''),
});

export const evaluationActionListQuery = z.object({
  target: targetSchema.optional(),
  subjectId: uuid.optional(),
  requestId: uuid.optional(),
  open: z.stringbool().optional(),
});

export interface EvaluationSummary {
  id: string;
  target: EvaluationTargetKind;
  subjectId: string;
  subjectName: string;
  centreId: string | null;
  centreName: string | null;
  formId: string;
  formName: string;
  formVersion: number;
  evaluatorId: string;
  evaluatorName: string;
  period: string;
  dueOn: string;
  state: EvaluationState;
  overdue: boolean;
  percent: number | null;
  total: number | null;
  max: number | null;
  submittedAt: string | null;
  approvedAt: string | null;
}

export interface EvaluationDetail extends EvaluationSummary {
  version: number;
  definition: FormDefinition;
  allowSelf: boolean;
  answers: FormAnswers;
  selfAnswers: FormAnswers | null;
  selfScore: FormScore | null;
  score: FormScore;
  note: string | null;
  returnReason: string | null;
  /** Evidence photos with a signed link each (an `<img>` can show them). */
  photos: { id: string; name: string; size: number; url: string }[];
  /** What the caller may do now. */
  can: { fill: boolean; fillSelf: boolean; approve: boolean; return: boolean };
}

export interface EvaluationTrendPoint {
  period: string;
  percent: number;
  results: number;
}

export interface EvaluationComparison {
  questions: { id: string; label: string; max: number }[];
  subjects: {
    subjectId: string;
    subjectName: string;
    requestId: string | null;
    period: string | null;
    percent: number | null;
    marks: Record<string, number | null>;
  }[];
}

export interface WeakParagraph {
  label: string;
  /** Average share of the maximum, 0-100, over the official results. */
  percent: number;
  results: number;
}

export interface EvaluationActionRow {
  id: string;
  requestId: string;
  subjectName: string;
  title: string;
  ownerName: string;
  dueOn: string;
  status: 'open' | 'done';
  overdue: boolean;
}

/** A follow-up action as it is stored (the answer of its creation and of its status change). */
export interface EvaluationFollowUp {
  id: string;
  createdAt: string;
  updatedAt: string;
  requestId: string;
  title: string;
  ownerName: string;
  dueOn: string;
  status: 'open' | 'done';
  doneAt: string | null;
  createdBy: string | null;
}

export interface EvaluationPick {
  id: string;
  name: string;
  detail: string | null;
}
