import { z } from 'zod';
import {
  formAnswersSchema,
  formDefinitionSchema,
  isPhoneAnswer,
  type FileAnswer,
  type FormAnswers,
  type FormDefinition,
} from '../forms/form-definition.ts';
import { JOBS } from '../organisation/employees.resource.ts';
import { listPageQuery, type ListPage } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { richTextSchema } from '../richtext/richtext.schemas.ts';
import type { Funnel } from './recruitment.ts';
import {
  APPLICATION_STATES,
  POSTING_STATES,
  type ApplicationAction,
  type ApplicationState,
  type PostingAction,
  type PostingState,
  type ScoreState,
} from './recruitment-lifecycle.ts';

/** The HTTP contract of recruitment (docs/jobs-and-recruitment.md). */
export const RECRUITMENT_API = {
  /** GET (postingListQuery → ListPage<PostingSummary>); POST create (postingInput → PostingDetail). */
  postings: '/api/recruitment/postings',
  /** GET one (→ PostingDetail); PUT edit (postingInput → PostingDetail). */
  posting: '/api/recruitment/postings/:id',
  /** POST publish, close or fill (→ PostingDetail). */
  postingAction: '/api/recruitment/postings/:id/actions/:action',
  /** GET the funnel: counts per state, time in each, sources (→ PostingFunnel). */
  funnel: '/api/recruitment/postings/:id/funnel',
  /** GET a posting's interview rounds (→ RoundSummary[]); POST one (roundInput → RoundDetail). */
  rounds: '/api/recruitment/postings/:id/rounds',
  /** GET the applications (applicationListQuery → ListPage<ApplicationRow>). */
  applications: '/api/recruitment/applications',
  /** GET the counts per state of the same filters (the board's columns). */
  board: '/api/recruitment/applications/board',
  /** POST shortlist or reject many (bulkInput → BulkResult). */
  bulk: '/api/recruitment/applications/bulk',
  /** GET one with its answers and timeline (→ ApplicationDetail). */
  application: '/api/recruitment/applications/:id',
  /** POST a pipeline action (applicationActionInput → ApplicationDetail). */
  applicationAction: '/api/recruitment/applications/:id/actions/:action',
  /** POST hire in one transaction (hireInput → ApplicationDetail). */
  hire: '/api/recruitment/applications/:id/hire',
  /** GET the rounds the caller sits on or manages (→ RoundSummary[]). */
  myRounds: '/api/recruitment/rounds',
  /** GET a round with its ranking table (→ RoundDetail); PUT its panel, slots and sheet. */
  round: '/api/recruitment/rounds/:id',
  /** GET / PUT the caller's score sheet for a candidate (scoreSheetInput → ScoreSheet). */
  sheet: '/api/recruitment/rounds/:id/sheets/:applicationId',
  /** POST submit the caller's sheet (scoreSheetInput → ScoreSheet): locked from then on. */
  sheetSubmit: '/api/recruitment/rounds/:id/sheets/:applicationId/submit',
  /** GET the public posting (→ PublicPosting); POST an application (publicApplicationInput). */
  publicPosting: '/api/public/job-postings/:id',
  /** POST (multipart, `?question=`) a file answer of the form before sending (→ FileAnswer). */
  publicFile: '/api/public/job-postings/:id/files',
  /** GET the file an application's answer stored (HR in scope, the candidate's panel). */
  applicationFile: '/api/recruitment/applications/:id/files/:questionId',
  /** GET the QR code of the public link (SVG), for posters. */
  publicQr: '/api/public/job-postings/:id/qr.svg',
  /** GET the applicant's private status (→ PublicApplicationStatus). */
  publicStatus: '/api/public/job-applications/:token',
  /** POST withdraw (→ PublicApplicationStatus). */
  publicWithdraw: '/api/public/job-applications/:token/withdraw',
  /** POST pick an interview slot (slotInput → PublicApplicationStatus). */
  publicSlot: '/api/public/job-applications/:token/slot',
} as const;

/** The public pages' paths (web). */
export const publicPostingPath = (id: string) => `/job-registration-link/${id}`;
export const publicStatusPath = (token: string) => `/job-registration-link/status/${token}`;

const uuid = z.uuid();
const day = z.iso.date();
const reason = z
  .string()
  .trim()
  .min(3, 'recruitment.errors.reason')
  .max(500, 'recruitment.errors.reason');
export const JOB_CODES = Object.keys(JOBS) as [keyof typeof JOBS, ...(keyof typeof JOBS)[]];
export type JobCode = keyof typeof JOBS;

export const postingInput = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, 'recruitment.errors.title')
      .max(200, 'recruitment.errors.title'),
    jobTypeId: uuid.nullish(),
    candidateTypeIds: z.array(uuid).max(20).default([]),
    job: z.enum(JOB_CODES).default('teacher'),
    countryId: uuid.nullish(),
    centreId: uuid.nullish(),
    positions: z
      .number()
      .int()
      .min(1, 'recruitment.errors.positions')
      .max(500, 'recruitment.errors.positions'),
    opensOn: day.nullish(),
    closesOn: day.nullish(),
    /** The quota: applications taken in all (null: no limit). */
    applicationLimit: z.number().int().min(1).max(100_000).nullish(),
    description: richTextSchema(20_000).nullish(),
    grade: z.string().trim().max(80).nullish(),
    /** Monthly base pay of the grade, in minor units of `salaryCurrency`. */
    salaryAmount: z.number().int().min(0).max(1_000_000_000).nullish(),
    salaryCurrency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'recruitment.errors.currency')
      .nullish(),
    hoursPerWeek: z.number().int().min(1).max(80).nullish(),
    definition: formDefinitionSchema,
    version: z.number().int().positive().optional(),
  })
  .superRefine((p, c) => {
    if (p.opensOn && p.closesOn && p.closesOn < p.opensOn)
      c.addIssue({
        code: 'custom',
        path: ['closesOn'],
        message: 'recruitment.errors.closesBeforeOpens',
      });
    if ((p.salaryAmount ?? null) !== null && !p.salaryCurrency)
      c.addIssue({
        code: 'custom',
        path: ['salaryCurrency'],
        message: 'recruitment.errors.currency',
      });
    if (!p.countryId && !p.centreId)
      c.addIssue({ code: 'custom', path: ['centreId'], message: 'recruitment.errors.place' });
  });
export type PostingInput = z.input<typeof postingInput>;

export const postingListQuery = z.object({
  ...listPageQuery,
  q: z.string().trim().max(100).optional(),
  state: z.enum(POSTING_STATES).optional(),
  centreId: uuid.optional(),
});
export type PostingListQuery = z.infer<typeof postingListQuery>;

export const recruitmentIdParams = z.object({ id: uuid });
export const postingActionParams = z.object({
  id: uuid,
  action: z.enum(['publish', 'close', 'fill']),
});
export const publicFileQuery = z.object({ question: z.string().trim().min(1).max(64) });
export const applicationFileParams = z.object({
  id: uuid,
  questionId: z.string().trim().min(1).max(64),
});

export const applicationActionParams = z.object({
  id: uuid,
  action: z.enum(['shortlist', 'invite', 'accept', 'reject']),
});

export const applicationListQuery = z.object({
  ...listPageQuery,
  q: z.string().trim().max(100).optional(),
  postingId: uuid.optional(),
  state: z.enum(APPLICATION_STATES).optional(),
  candidateTypeId: uuid.optional(),
  centreId: uuid.optional(),
  /** Answers: at least this many juz memorised. */
  juzMin: z.coerce.number().int().min(0).max(30).optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;
export type ApplicationFilter = Omit<ApplicationListQuery, 'page' | 'pageSize' | 'state'>;

export const applicationActionInput = z.object({
  reason: reason.optional(),
  /** `invite`: the round the candidate is invited to. */
  roundId: uuid.optional(),
  version: z.number().int().positive().optional(),
});
export type ApplicationActionInput = z.infer<typeof applicationActionInput>;

export const bulkInput = z.object({
  ids: z.array(uuid).min(1).max(100),
  action: z.enum(['shortlist', 'reject']),
  reason: reason.optional(),
});
export type BulkInput = z.infer<typeof bulkInput>;

export const hireInput = z.object({
  /** The centre of the assignment (default: the posting's centre). */
  centreId: uuid.optional(),
  startsOn: day,
  version: z.number().int().positive().optional(),
});
export type HireInput = z.infer<typeof hireInput>;

const GENDER_CODES = ['male', 'female'] as const;

/** An application as the public form sends it, checked field by field. */
export const publicApplicationInput = z.object({
  fullName: z
    .string()
    .trim()
    .min(5, 'recruitment.errors.fullName')
    .max(150, 'recruitment.errors.fullName'),
  gender: z.enum(GENDER_CODES, { message: 'recruitment.errors.gender' }),
  phone: z.string().trim().max(30).refine(isPhoneAnswer, { message: 'recruitment.errors.phone' }),
  email: z
    .string()
    .trim()
    .max(200, 'recruitment.errors.email')
    .refine((v) => v === '' || z.email().safeParse(v).success, {
      message: 'recruitment.errors.email',
    })
    .optional(),
  identityNumber: z.string().trim().max(40).optional(),
  candidateTypeId: uuid.nullish(),
  answers: formAnswersSchema,
  /** The link's `src` (where the applicant found it: a poster, a message, the site). */
  source: z
    .string()
    .trim()
    .max(40)
    .regex(/^[\w-]*$/)
    .optional(),
  /** "Send me messages about my application by WhatsApp/SMS" (docs/messages.md): optional. */
  messagesConsent: z.boolean().default(false),
});
export type PublicApplicationInput = z.input<typeof publicApplicationInput>;
/** An application as the server has parsed it. */
export type PublicApplication = z.infer<typeof publicApplicationInput>;

export const statusParams = z.object({ token: z.string().regex(/^[\w-]{20,80}$/) });
export const slotInput = z.object({ slotAt: z.iso.datetime({ offset: true }) });

export const roundInput = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'recruitment.errors.roundName')
    .max(120, 'recruitment.errors.roundName'),
  /** The panel: staff with an account (at least one). */
  panelEmployeeIds: z.array(uuid).min(1, 'recruitment.errors.panel').max(10),
  /** Interview slots offered to the invited candidates. */
  slots: z
    .array(z.iso.datetime({ offset: true }))
    .max(50)
    .default([]),
  definition: formDefinitionSchema,
  version: z.number().int().positive().optional(),
});
export type RoundInput = z.input<typeof roundInput>;

export const scoreSheetParams = z.object({ id: uuid, applicationId: uuid });
export const scoreSheetInput = z.object({
  answers: formAnswersSchema,
  version: z.number().int().positive().optional(),
});
export type ScoreSheetInput = z.infer<typeof scoreSheetInput>;

// ------------------------------------------------------------------------------------------------
// Answers
// ------------------------------------------------------------------------------------------------

export interface PostingSummary {
  id: string;
  title: string;
  state: PostingState;
  jobTypeId: string | null;
  jobTypeName: string | null;
  candidateTypeIds: string[];
  job: JobCode;
  countryId: string | null;
  centreId: string | null;
  placeName: string | null;
  positions: number;
  hired: number;
  applications: number;
  opensOn: string | null;
  closesOn: string | null;
  applicationLimit: number | null;
  version: number;
  createdAt: string;
}

export interface PostingDetail extends PostingSummary {
  description: string | null;
  grade: string | null;
  salaryAmount: number | null;
  salaryCurrency: string | null;
  hoursPerWeek: number | null;
  definition: FormDefinition;
  formVersion: number;
  answered: boolean;
  /** The lifecycle actions the caller may take now. */
  actions: PostingAction[];
}

export interface ApplicationRow {
  id: string;
  postingId: string;
  postingTitle: string;
  state: ApplicationState;
  fullName: string;
  phone: string | null;
  email: string | null;
  candidateTypeId: string | null;
  candidateTypeName: string | null;
  placeName: string | null;
  juz: number | null;
  source: string;
  /** Recognised as an earlier applicant or a member of staff. */
  returning: boolean;
  employeeId: string | null;
  submittedAt: string;
  version: number;
}

export interface ApplicationEventView {
  action: string;
  toState: string;
  at: string;
  by: string | null;
  reason: string | null;
}

export interface ApplicationInterview {
  roundId: string;
  roundName: string;
  slotAt: string | null;
  sheetsSubmitted: number;
  panelSize: number;
  /** The mean of the submitted sheets (null: none yet). */
  score: number | null;
}

export interface ApplicationDetail extends ApplicationRow {
  gender: string | null;
  identityNumber: string | null;
  answers: FormAnswers;
  definition: FormDefinition;
  rejectionReason: string | null;
  hiredEmployeeId: string | null;
  purged: boolean;
  /** Earlier applications of the same person (by identity number or phone). */
  earlier: Array<{
    id: string;
    postingTitle: string;
    state: ApplicationState;
    submittedAt: string;
  }>;
  events: ApplicationEventView[];
  interviews: ApplicationInterview[];
  actions: ApplicationAction[];
}

export interface BoardCounts {
  byState: Record<ApplicationState, number>;
}

export interface BulkResult {
  done: string[];
  /** Refused ids with the translated reason. */
  refused: Array<{ id: string; message: string }>;
}

export interface PostingFunnel extends Funnel {
  postingId: string;
}

export interface RoundSummary {
  id: string;
  postingId: string;
  postingTitle: string;
  name: string;
  number: number;
  panelSize: number;
  candidateCount: number;
  /** The caller sits on its panel. */
  onPanel: boolean;
  version: number;
}

export interface RoundCandidate {
  applicationId: string;
  fullName: string;
  state: ApplicationState;
  slotAt: string | null;
  sheetsSubmitted: number;
  /** Null for a panel member until they have submitted their own sheet. */
  score: number | null;
  rank: number | null;
  mySheet: { state: ScoreState; percent: number } | null;
}

export interface RoundDetail extends RoundSummary {
  panel: Array<{ employeeId: string; userId: string; name: string }>;
  slots: string[];
  definition: FormDefinition;
  /** The caller manages the round (HR): sees every score. */
  manages: boolean;
  candidates: RoundCandidate[];
}

/** A file the applicant sent with an answer (a recitation sample), with its question's words. */
export interface ApplicantFile {
  questionId: string;
  label: string;
  file: FileAnswer;
}

export interface ScoreSheet {
  id: string | null;
  roundId: string;
  applicationId: string;
  candidateName: string;
  /** The applicant's files (their recitation sample), to play while scoring. */
  applicantFiles: ApplicantFile[];
  definition: FormDefinition;
  answers: FormAnswers;
  state: ScoreState;
  percent: number;
  version: number | null;
}

export type PostingUnavailable = 'closed' | 'notYetOpen' | 'full';

export interface PublicPosting {
  id: string;
  title: string;
  description: string | null;
  placeName: string | null;
  closesOn: string | null;
  definition: FormDefinition;
  candidateTypes: Array<{ id: string; name: string }>;
  unavailable: PostingUnavailable | null;
}

export interface PublicApplicationCreated {
  id: string;
  /** The private status link's token (shown once; only its hash is kept). */
  token: string;
}

export interface PublicApplicationStatus {
  postingTitle: string;
  fullName: string;
  state: ApplicationState;
  submittedAt: string;
  timeline: Array<{ state: ApplicationState; at: string }>;
  /** Interview slots to pick from (when invited and none picked yet). */
  slots: string[];
  slotAt: string | null;
  canWithdraw: boolean;
}

// ------------------------------------------------------------------------------------------------
// Route contracts (the API document). Answers are described by their identifying fields; their
// full shapes are the interfaces above.
// ------------------------------------------------------------------------------------------------

const record = z.object({ id: uuid }).passthrough();
const page = (item: z.ZodType) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
const application = z.object({ id: uuid, state: z.enum(APPLICATION_STATES) }).passthrough();
const statusAnswer = z
  .object({ state: z.enum(APPLICATION_STATES), timeline: z.array(z.unknown()) })
  .passthrough();
const sheet = z.object({ roundId: uuid, applicationId: uuid, state: z.string() }).passthrough();

export type PostingPage = ListPage<PostingSummary>;
export type ApplicationPage = ListPage<ApplicationRow>;

export const RECRUITMENT_ROUTES = defineRouteContracts({
  // The lookups' generic restore takes no body (the resource engine documents the rest).
  'POST /api/job-types/:id/restore': {
    summary: 'Restore an archived job type',
    params: recruitmentIdParams,
    body: null,
    response: record,
  },
  'POST /api/candidate-types/:id/restore': {
    summary: 'Restore an archived candidate type',
    params: recruitmentIdParams,
    body: null,
    response: record,
  },
  'POST /api/details-types/:id/restore': {
    summary: 'Restore an archived details type',
    params: recruitmentIdParams,
    body: null,
    response: record,
  },
  'GET /api/recruitment/postings': {
    summary: 'Job postings in the caller’s scope',
    query: postingListQuery,
    response: page(record),
  },
  'POST /api/recruitment/postings': {
    summary: 'Create a job posting (draft) with its application form',
    body: postingInput,
    status: 201,
    response: record,
  },
  'GET /api/recruitment/postings/:id': {
    summary: 'One posting with its form and the caller’s actions',
    params: recruitmentIdParams,
    response: record,
  },
  'PUT /api/recruitment/postings/:id': {
    summary: 'Edit a posting (its form gets a new version once answered)',
    params: recruitmentIdParams,
    body: postingInput,
    response: record,
  },
  'POST /api/recruitment/postings/:id/actions/:action': {
    summary: 'Publish (open the public link), close or mark filled',
    params: postingActionParams,
    body: null,
    response: record,
  },
  'GET /api/recruitment/postings/:id/funnel': {
    summary: 'A posting’s funnel: counts per state, days in each, sources',
    params: recruitmentIdParams,
    response: z.object({ postingId: uuid, total: z.number() }).passthrough(),
  },
  'GET /api/recruitment/postings/:id/rounds': {
    summary: 'A posting’s interview rounds',
    params: recruitmentIdParams,
    response: z.array(record),
  },
  'POST /api/recruitment/postings/:id/rounds': {
    summary: 'Add an interview round with its panel, slots and score sheet',
    params: recruitmentIdParams,
    body: roundInput,
    status: 201,
    response: record,
  },
  'GET /api/recruitment/applications': {
    summary:
      'Applications in the caller’s scope (filters: posting, state, candidate type, centre, juz)',
    query: applicationListQuery,
    response: page(application),
  },
  'GET /api/recruitment/applications/board': {
    summary: 'Counts per state under the same filters (the board)',
    query: applicationListQuery,
    response: z.object({ byState: z.record(z.string(), z.number()) }),
  },
  'POST /api/recruitment/applications/bulk': {
    summary: 'Shortlist or reject many applications (each checked on its own)',
    body: bulkInput,
    response: z.object({ done: z.array(uuid), refused: z.array(z.unknown()) }),
  },
  'GET /api/recruitment/applications/:id': {
    summary: 'One application with its answers, timeline and interviews',
    params: recruitmentIdParams,
    response: application,
  },
  'POST /api/recruitment/applications/:id/actions/:action': {
    summary: 'Shortlist, invite to a round, accept or reject (a reason, sent to the applicant)',
    params: applicationActionParams,
    body: applicationActionInput,
    response: application,
  },
  'POST /api/recruitment/applications/:id/hire': {
    summary: 'Hire: the employee, the centre assignment and the salary profile in one transaction',
    params: recruitmentIdParams,
    body: hireInput,
    response: application,
  },
  'GET /api/recruitment/rounds': {
    summary: 'The interview rounds the caller sits on or manages',
    response: z.array(record),
  },
  'GET /api/recruitment/rounds/:id': {
    summary: 'A round with its ranking table (a panel member sees others’ marks after their own)',
    params: recruitmentIdParams,
    response: record,
  },
  'PUT /api/recruitment/rounds/:id': {
    summary: 'Change a round’s panel, slots and score sheet',
    params: recruitmentIdParams,
    body: roundInput,
    response: record,
  },
  'GET /api/recruitment/rounds/:id/sheets/:applicationId': {
    summary: 'The caller’s score sheet for a candidate of the round',
    params: scoreSheetParams,
    response: sheet,
  },
  'PUT /api/recruitment/rounds/:id/sheets/:applicationId': {
    summary: 'Save the caller’s draft score sheet',
    params: scoreSheetParams,
    body: scoreSheetInput,
    response: sheet,
  },
  'POST /api/recruitment/rounds/:id/sheets/:applicationId/submit': {
    summary: 'Submit the caller’s score sheet (locked from then on)',
    params: scoreSheetParams,
    body: scoreSheetInput,
    response: sheet,
  },
  'GET /api/public/job-postings/:id': {
    summary: 'A posting’s public application form (signed out)',
    params: recruitmentIdParams,
    response: z.object({ id: uuid, title: z.string() }).passthrough(),
  },
  'POST /api/public/job-postings/:id': {
    summary: 'Apply (signed out, rate-limited): answers the private status link’s token',
    params: recruitmentIdParams,
    body: publicApplicationInput,
    status: 201,
    response: z.object({ id: uuid, token: z.string() }),
  },
  'POST /api/public/job-postings/:id/files': {
    summary:
      'Upload a file answer of the public form (signed out, rate-limited; type checked on its bytes, size)',
    params: recruitmentIdParams,
    query: publicFileQuery,
    body: 'multipart',
    status: 201,
    response: z.object({ id: uuid, name: z.string(), size: z.number(), contentType: z.string() }),
  },
  'GET /api/recruitment/applications/:id/files/:questionId': {
    summary: 'The file an application’s answer stored (HR in scope, the candidate’s panel)',
    params: applicationFileParams,
    response: { file: 'audio/*' },
  },
  'GET /api/public/job-postings/:id/qr.svg': {
    summary: 'The QR code of a posting’s public link (SVG)',
    params: recruitmentIdParams,
    response: { file: 'image/svg+xml' },
  },
  'GET /api/public/job-applications/:token': {
    summary: 'The applicant’s private status: timeline, slots, outcome',
    params: statusParams,
    response: statusAnswer,
  },
  'POST /api/public/job-applications/:token/withdraw': {
    summary: 'The applicant withdraws their application',
    params: statusParams,
    body: null,
    response: statusAnswer,
  },
  'POST /api/public/job-applications/:token/slot': {
    summary: 'The applicant picks an interview slot',
    params: statusParams,
    body: slotInput,
    response: statusAnswer,
  },
});
