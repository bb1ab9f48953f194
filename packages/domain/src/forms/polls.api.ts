import { z } from 'zod';
import { listPageQuery, listPageSchema } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  formAnswersSchema,
  formDefinitionSchema,
  formQuestions,
  type FormAnswers,
  type FormDefinition,
} from './form-definition.ts';
import type { QuestionSummary } from './scoring.ts';

/**
 * Polls and forms with a public link (route module `forms`, docs/polls.md): the HTTP contract
 * shared by the server's routes and the web's screens.
 */
export const POLLS_API = {
  /** GET (pollListQuery → ListPage<PollSummary>); POST create (pollInput → PollDetail). */
  polls: '/api/polls',
  /** GET one (→ PollDetail); PUT edit (pollInput → PollDetail): a new form version once answered. */
  poll: '/api/polls/:id',
  /** POST (pollStatusInput → PollDetail): publish (open) or close the public link. */
  status: '/api/polls/:id/status',
  /** POST: removes a form that is not open from the lists (its answers are kept). */
  archive: '/api/polls/:id/archive',
  /** POST: puts a removed form back in the lists, its link as it was (closed or draft). */
  restore: '/api/polls/:id/restore',
  /** GET (pollAnswerListQuery → ListPage<PollAnswerRow>). */
  answers: '/api/polls/:id/answers',
  /** GET the answers as Excel (same filters). */
  answersExport: '/api/polls/:id/answers/export',
  /** GET one answer with the form version it was given on (→ PollAnswerDetail). */
  answer: '/api/polls/:id/answers/:answerId',
  /** GET the per-question summary over every matching answer (→ PollResults). */
  summary: '/api/polls/:id/summary',
  /** GET the log of submitted forms across polls (pollLogQuery → ListPage<PollAnswerRow>). */
  log: '/api/polls/log',
  /** GET the public form (→ PublicPoll); POST an answer (publicPollAnswerInput → { id }). */
  publicPoll: '/api/public/polls/:id',
} as const;

export const POLL_KINDS = ['poll', 'registration'] as const;
export type PollKind = (typeof POLL_KINDS)[number];
export const POLL_STATUSES = ['draft', 'open', 'closed'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];

/** Kinds of question whose answer can be the key of "one answer per phone or e-mail". */
export const CONTACT_KINDS: readonly string[] = ['phone', 'email'];

/** The first required phone or e-mail question of a form: the key of one answer per contact. */
export function contactQuestionOf(def: FormDefinition) {
  return formQuestions(def).find((q) => CONTACT_KINDS.includes(q.kind) && q.required);
}

const uuid = z.uuid();
const day = z.iso.date();

export const pollInput = z
  .object({
    title: z.string().trim().min(3).max(200),
    description: z.string().trim().max(2000).nullish(),
    kind: z.enum(POLL_KINDS).default('poll'),
    /** Where it belongs: a centre, a country (no centre), or the organisation (neither). */
    countryId: uuid.nullish(),
    centreId: uuid.nullish(),
    opensOn: day.nullish(),
    closesOn: day.nullish(),
    answerLimit: z.number().int().min(1).max(100_000).nullish(),
    onePerContact: z.boolean().default(false),
    definition: formDefinitionSchema,
    /** The version read (409 when it changed meanwhile), on edits. */
    version: z.number().int().positive().optional(),
  })
  .superRefine((p, c) => {
    if (p.opensOn && p.closesOn && p.closesOn < p.opensOn)
      c.addIssue({ code: 'custom', path: ['closesOn'], message: 'polls.closesBeforeOpens' });
    if (p.onePerContact && !contactQuestionOf(p.definition))
      c.addIssue({ code: 'custom', path: ['onePerContact'], message: 'polls.contactNeeded' });
  });
export type PollInput = z.input<typeof pollInput>;

export const pollIdParams = z.object({ id: uuid });
export const pollAnswerParams = z.object({ id: uuid, answerId: uuid });

export const pollStatusInput = z.object({ status: z.enum(['open', 'closed']) });
export type PollStatusInput = z.infer<typeof pollStatusInput>;

export const pollListQuery = z.object({
  ...listPageQuery,
  q: z.string().trim().max(100).optional(),
  status: z.enum(POLL_STATUSES).optional(),
  kind: z.enum(POLL_KINDS).optional(),
  centreId: uuid.optional(),
  /** The removed forms instead of the others (to restore one). */
  removed: z.stringbool().optional(),
});
export type PollListQuery = z.infer<typeof pollListQuery>;

export const pollAnswerListQuery = z.object({
  ...listPageQuery,
  q: z.string().trim().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type PollAnswerListQuery = z.infer<typeof pollAnswerListQuery>;

export const pollLogQuery = z.object({
  ...listPageQuery,
  q: z.string().trim().max(100).optional(),
  pollId: uuid.optional(),
  from: day.optional(),
  to: day.optional(),
});
export type PollLogQuery = z.infer<typeof pollLogQuery>;

export const publicPollAnswerInput = z.object({ answers: formAnswersSchema });
export type PublicPollAnswerInput = z.infer<typeof publicPollAnswerInput>;

/** A poll in lists. */
export interface PollSummary {
  id: string;
  title: string;
  kind: PollKind;
  status: PollStatus;
  countryId: string | null;
  centreId: string | null;
  placeName: string | null;
  opensOn: string | null;
  closesOn: string | null;
  answerLimit: number | null;
  answers: number;
  version: number;
  createdAt: string;
  /** When it was removed from the lists (the removed forms' list only). */
  removedAt: string | null;
}

/** A poll with its current form. */
export interface PollDetail extends PollSummary {
  description: string | null;
  onePerContact: boolean;
  definition: FormDefinition;
  formVersion: number;
  /** The current version has answers: an edit makes a new version. */
  answered: boolean;
}

/** A received answer in lists (the answers list of a poll and the log). */
export interface PollAnswerRow {
  id: string;
  pollId: string;
  pollTitle: string;
  respondent: string | null;
  contact: string | null;
  formVersion: number;
  submittedAt: string;
  placeName: string | null;
}

export interface PollAnswerDetail extends PollAnswerRow {
  definition: FormDefinition;
  answers: FormAnswers;
}

export interface PollResults {
  answers: number;
  questions: QuestionSummary[];
}

/** Why a public link takes no answers now. */
export type PollUnavailable = 'closed' | 'notYetOpen' | 'full';

/** What the public page shows. */
export interface PublicPoll {
  id: string;
  title: string;
  description: string | null;
  placeName: string | null;
  definition: FormDefinition;
  /** null: open for answers. */
  unavailable: PollUnavailable | null;
}

// ------------------------------------------------------------------------------------------------
// Route contracts (the API document): the answers as schemas typed with the shapes above, which
// the services return and the screens read, so neither can drift from the document.
// ------------------------------------------------------------------------------------------------

const definition: z.ZodType<FormDefinition> = formDefinitionSchema;
const answersOut: z.ZodType<FormAnswers> = formAnswersSchema;

const summaryShape = {
  id: uuid,
  title: z.string(),
  kind: z.enum(POLL_KINDS),
  status: z.enum(POLL_STATUSES),
  countryId: uuid.nullable(),
  centreId: uuid.nullable(),
  placeName: z.string().nullable(),
  opensOn: z.string().nullable(),
  closesOn: z.string().nullable(),
  answerLimit: z.number().int().nullable(),
  answers: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  removedAt: z.string().nullable(),
};
const pollSummarySchema: z.ZodType<PollSummary> = z.object(summaryShape);
const pollDetailSchema: z.ZodType<PollDetail> = z.object({
  ...summaryShape,
  description: z.string().nullable(),
  onePerContact: z.boolean(),
  definition,
  formVersion: z.number().int(),
  answered: z.boolean(),
});
const answerRowShape = {
  id: uuid,
  pollId: uuid,
  pollTitle: z.string(),
  respondent: z.string().nullable(),
  contact: z.string().nullable(),
  formVersion: z.number().int(),
  submittedAt: z.string(),
  placeName: z.string().nullable(),
};
const pollAnswerRowSchema: z.ZodType<PollAnswerRow> = z.object(answerRowShape);
const pollAnswerDetailSchema: z.ZodType<PollAnswerDetail> = z.object({
  ...answerRowShape,
  definition,
  answers: answersOut,
});
const questionSummarySchema: z.ZodType<QuestionSummary> = z.object({
  questionId: z.string(),
  kind: z.string(),
  label: z.string(),
  answered: z.number().int(),
  options: z
    .array(z.object({ id: z.string(), label: z.string(), count: z.number().int() }))
    .optional(),
  average: z.number().optional(),
});
const pollResultsSchema: z.ZodType<PollResults> = z.object({
  answers: z.number().int(),
  questions: z.array(questionSummarySchema),
});
const publicPollSchema: z.ZodType<PublicPoll> = z.object({
  id: uuid,
  title: z.string(),
  description: z.string().nullable(),
  placeName: z.string().nullable(),
  definition,
  unavailable: z.enum(['closed', 'notYetOpen', 'full']).nullable(),
});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const POLLS_ROUTES = defineRouteContracts({
  'GET /api/polls': {
    summary: 'Forms and polls the caller may see (or the removed ones, with removed=true)',
    query: pollListQuery,
    response: listPageSchema(pollSummarySchema),
  },
  'POST /api/polls': {
    summary: 'Create a form (a draft until published)',
    body: pollInput,
    status: 201,
    response: pollDetailSchema,
  },
  'GET /api/polls/log': {
    summary: 'Submitted answers across the forms the caller may see',
    query: pollLogQuery,
    response: listPageSchema(pollAnswerRowSchema),
  },
  'GET /api/polls/:id': {
    summary: 'One form with its current version',
    params: pollIdParams,
    response: pollDetailSchema,
  },
  'PUT /api/polls/:id': {
    summary: 'Edit a form (a new version once it has answers)',
    params: pollIdParams,
    body: pollInput,
    response: pollDetailSchema,
  },
  'POST /api/polls/:id/status': {
    summary: 'Publish (open) or close the public link',
    params: pollIdParams,
    body: pollStatusInput,
    response: pollDetailSchema,
  },
  'POST /api/polls/:id/archive': {
    summary: 'Remove a form that is not open from the lists (its answers are kept)',
    params: pollIdParams,
    body: null,
    status: 204,
    response: null,
  },
  'POST /api/polls/:id/restore': {
    summary: 'Put a removed form back in the lists (its link as it was, its answers kept)',
    params: pollIdParams,
    body: null,
    response: pollDetailSchema,
  },
  'GET /api/polls/:id/answers': {
    summary: "A form's answers",
    params: pollIdParams,
    query: pollAnswerListQuery,
    response: listPageSchema(pollAnswerRowSchema),
  },
  'GET /api/polls/:id/answers/export': {
    summary: "A form's answers as an Excel workbook (the same filters)",
    params: pollIdParams,
    query: pollAnswerListQuery,
    response: { file: XLSX },
  },
  'GET /api/polls/:id/answers/:answerId': {
    summary: 'One answer with the form version it was given on',
    params: pollAnswerParams,
    response: pollAnswerDetailSchema,
  },
  'GET /api/polls/:id/summary': {
    summary: 'The per-question summary over every matching answer',
    params: pollIdParams,
    query: pollAnswerListQuery,
    response: pollResultsSchema,
  },
  'GET /api/public/polls/:id': {
    summary: 'The public form of a link (signed out)',
    params: pollIdParams,
    response: publicPollSchema,
  },
  'POST /api/public/polls/:id': {
    summary: 'Answer a public form (signed out)',
    params: pollIdParams,
    body: publicPollAnswerInput,
    status: 201,
    response: z.object({ id: uuid }),
  },
});
