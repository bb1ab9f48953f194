import { z } from 'zod';
import {
  formAnswersSchema,
  formDefinitionSchema,
  type FormAnswers,
  type FormDefinition,
} from '../forms/form-definition.ts';
import type { FormScore } from '../forms/scoring.ts';
import { listPageSchema } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { EVALUATION_STATES } from './evaluation-lifecycle.ts';
import { EVALUATION_TARGET_KINDS } from './evaluation-targets.ts';
import {
  evaluationActionInput,
  evaluationActionListQuery,
  evaluationActionStatusInput,
  evaluationCompareQuery,
  evaluationDraftInput,
  evaluationEvaluatorsQuery,
  evaluationFormInput,
  evaluationFormListQuery,
  evaluationIdParams,
  evaluationPhotoParams,
  evaluationRequestCreateInput,
  evaluationRequestListQuery,
  evaluationResultQuery,
  evaluationReturnInput,
  evaluationSubjectsQuery,
  evaluationTrendQuery,
  type EvaluationFollowUp,
  type EvaluationActionRow,
  type EvaluationComparison,
  type EvaluationDetail,
  type EvaluationFormDetail,
  type EvaluationFormSaved,
  type EvaluationFormSummary,
  type EvaluationPick,
  type EvaluationSummary,
  type EvaluationTrendPoint,
  type WeakParagraph,
} from './evaluations.schemas.ts';

/**
 * The answers of the evaluations workflow as schemas (the API document reads them through
 * `EVALUATIONS_ROUTES`), each typed with the output type the screens use and the services
 * return, so the three cannot drift apart.
 */
const target = z.enum(EVALUATION_TARGET_KINDS);
const definition: z.ZodType<FormDefinition> = formDefinitionSchema;
const answers: z.ZodType<FormAnswers> = formAnswersSchema;
const score: z.ZodType<FormScore> = z.object({
  total: z.number(),
  max: z.number(),
  percent: z.number(),
  answered: z.number().int(),
  questions: z.number().int(),
});

const formSummaryShape = {
  id: z.uuid(),
  familyId: z.uuid(),
  version: z.number().int(),
  current: z.boolean(),
  name: z.string(),
  target,
  allowSelf: z.boolean(),
  questions: z.number().int(),
  results: z.number().int(),
  createdAt: z.string(),
};
const formSummarySchema: z.ZodType<EvaluationFormSummary> = z.object(formSummaryShape);
const formDetailSchema: z.ZodType<EvaluationFormDetail> = z.object({
  ...formSummaryShape,
  definition,
});
const formSavedSchema: z.ZodType<EvaluationFormSaved> = z.object({
  ...formSummaryShape,
  definition,
  newVersion: z.boolean().describe('whether the edit made a new version (the form was used)'),
});

const summaryShape = {
  id: z.uuid(),
  target,
  subjectId: z.uuid(),
  subjectName: z.string(),
  centreId: z.uuid().nullable(),
  centreName: z.string().nullable(),
  formId: z.uuid(),
  formName: z.string(),
  formVersion: z.number().int(),
  evaluatorId: z.uuid(),
  evaluatorName: z.string(),
  period: z.string().describe('YYYY-MM'),
  dueOn: z.string(),
  state: z.enum(EVALUATION_STATES),
  overdue: z.boolean(),
  percent: z.number().nullable(),
  total: z.number().nullable(),
  max: z.number().nullable(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
};
const summarySchema: z.ZodType<EvaluationSummary> = z.object(summaryShape);
const detailSchema: z.ZodType<EvaluationDetail> = z.object({
  ...summaryShape,
  version: z.number().int(),
  definition,
  allowSelf: z.boolean(),
  answers,
  selfAnswers: answers.nullable(),
  selfScore: score.nullable(),
  score,
  note: z.string().nullable(),
  returnReason: z.string().nullable(),
  photos: z.array(
    z.object({ id: z.uuid(), name: z.string(), size: z.number().int(), url: z.string() }),
  ),
  can: z.object({
    fill: z.boolean(),
    fillSelf: z.boolean(),
    approve: z.boolean(),
    return: z.boolean(),
  }),
});

const actionSchema: z.ZodType<EvaluationFollowUp> = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  requestId: z.uuid(),
  title: z.string(),
  ownerName: z.string(),
  dueOn: z.string(),
  status: z.enum(['open', 'done']),
  doneAt: z.string().nullable(),
  createdBy: z.uuid().nullable(),
});
const actionRowSchema: z.ZodType<EvaluationActionRow> = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  subjectName: z.string(),
  title: z.string(),
  ownerName: z.string(),
  dueOn: z.string(),
  status: z.enum(['open', 'done']),
  overdue: z.boolean(),
});
const trendSchema: z.ZodType<EvaluationTrendPoint> = z.object({
  period: z.string(),
  percent: z.number(),
  results: z.number().int(),
});
const comparisonSchema: z.ZodType<EvaluationComparison> = z.object({
  questions: z.array(z.object({ id: z.string(), label: z.string(), max: z.number() })),
  subjects: z.array(
    z.object({
      subjectId: z.uuid(),
      subjectName: z.string(),
      requestId: z.uuid().nullable(),
      period: z.string().nullable(),
      percent: z.number().nullable(),
      marks: z.record(z.string(), z.number().nullable()),
    }),
  ),
});
const weakSchema: z.ZodType<WeakParagraph> = z.object({
  label: z.string(),
  percent: z.number(),
  results: z.number().int(),
});
const pickSchema: z.ZodType<EvaluationPick> = z.object({
  id: z.uuid(),
  name: z.string(),
  detail: z.string().nullable(),
});
const items = <T>(item: z.ZodType<T>): z.ZodType<{ items: T[] }> =>
  z.object({ items: z.array(item) });
const createdSchema: z.ZodType<{ created: number; ids: string[] }> = z.object({
  created: z.number().int(),
  ids: z.array(z.uuid()),
});
const photoSchema: z.ZodType<{ id: string; name: string; size: number }> = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
});

/** A step of a request's lifecycle: its id in the path; it answers the evaluation as it is now. */
const step = (summary: string, body: z.ZodType | null) => ({
  summary,
  params: evaluationIdParams,
  body,
  response: detailSchema,
});

export const EVALUATIONS_ROUTES = defineRouteContracts({
  'GET /api/evaluations/forms': {
    summary: 'Evaluation forms (the current versions, or all with all=true)',
    query: evaluationFormListQuery,
    response: z.array(formSummarySchema),
  },
  'POST /api/evaluations/forms': {
    summary: 'Create an evaluation form',
    body: evaluationFormInput,
    status: 201,
    response: formDetailSchema,
  },
  'GET /api/evaluations/forms/:id': {
    summary: 'One version of a form with its questions',
    params: evaluationIdParams,
    response: formDetailSchema,
  },
  'PUT /api/evaluations/forms/:id': {
    summary: 'Edit a form: in place while unused, otherwise as a new version',
    params: evaluationIdParams,
    body: evaluationFormInput,
    response: formSavedSchema,
  },
  'GET /api/evaluations/requests': {
    summary: 'Evaluations the caller may see (or fills, with mine)',
    query: evaluationRequestListQuery,
    response: listPageSchema(summarySchema),
  },
  'POST /api/evaluations/requests': {
    summary: 'Ask for evaluations: records of a target, or all of a centre or a country',
    body: evaluationRequestCreateInput,
    status: 201,
    response: createdSchema,
  },
  'GET /api/evaluations/requests/:id': {
    summary: 'One evaluation with its form, answers, score and what the caller may do',
    params: evaluationIdParams,
    response: detailSchema,
  },
  'PUT /api/evaluations/requests/:id/draft': step(
    "Save the evaluator's (or the self-evaluation's) answers",
    evaluationDraftInput,
  ),
  'POST /api/evaluations/requests/:id/submit': step(
    'Submit the evaluation (with its last answers, or as saved when the body is empty)',
    evaluationDraftInput,
  ),
  'POST /api/evaluations/requests/:id/approve': step('Approve a submitted evaluation', null),
  'POST /api/evaluations/requests/:id/return': step(
    'Return it to the evaluator with a reason',
    evaluationReturnInput,
  ),
  'POST /api/evaluations/requests/:id/photos': {
    summary: 'Add an evidence photo (JPEG, PNG or WebP) while filling the evaluation',
    params: evaluationIdParams,
    body: 'multipart',
    status: 201,
    response: photoSchema,
  },
  'GET /api/evaluations/requests/:id/photos/:fileId': {
    summary: 'One evidence photo',
    params: evaluationPhotoParams,
    response: { file: 'image/*' },
  },
  'GET /api/evaluations/requests/:id/pdf': {
    summary: 'The PDF of an approved result',
    params: evaluationIdParams,
    response: { file: 'application/pdf' },
  },
  'GET /api/evaluations/results': {
    summary: 'Results (official: approved, unless official=false)',
    query: evaluationResultQuery,
    response: listPageSchema(summarySchema),
  },
  'GET /api/evaluations/results/export': {
    summary: 'The results as an Excel workbook',
    query: evaluationResultQuery,
    response: { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  },
  'GET /api/evaluations/trend': {
    summary: "A record's official results per period",
    query: evaluationTrendQuery,
    response: items(trendSchema),
  },
  'GET /api/evaluations/compare': {
    summary: 'The latest official results of records side by side, paragraph by paragraph',
    query: evaluationCompareQuery,
    response: comparisonSchema,
  },
  'GET /api/evaluations/weakest': {
    summary: 'The weakest paragraphs over the official results',
    query: evaluationResultQuery,
    response: items(weakSchema),
  },
  'GET /api/evaluations/actions': {
    summary: 'Follow-up actions of the results the caller may see',
    query: evaluationActionListQuery,
    response: items(actionRowSchema),
  },
  'POST /api/evaluations/actions': {
    summary: 'Add a follow-up action to an approved result',
    body: evaluationActionInput,
    status: 201,
    response: actionSchema,
  },
  'PATCH /api/evaluations/actions/:id': {
    summary: 'Mark a follow-up action open or done',
    params: evaluationIdParams,
    body: evaluationActionStatusInput,
    response: actionSchema,
  },
  'GET /api/evaluations/evaluators': {
    summary: 'The people who may be asked to evaluate',
    query: evaluationEvaluatorsQuery,
    response: items(pickSchema),
  },
  'GET /api/evaluations/subjects': {
    summary: 'The records of a target to pick from',
    query: evaluationSubjectsQuery,
    response: items(pickSchema),
  },
});
