import { z } from 'zod';
import {
  formAnswersSchema,
  formDefinitionSchema,
  type FormAnswers,
  type FormDefinition,
} from '../forms/form-definition.ts';
import { listPageQuery } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import type { QuranRange } from '../quran/index.ts';
import {
  COMPETITION_STATES,
  type CompetitionAction,
  type CompetitionState,
  type NominationState,
  type SheetAction,
  type SheetState,
} from './competition-lifecycle.ts';
import {
  publicRegistrationInput,
  registrationActionInput,
  type RegistrationLinkState,
} from './registration.ts';
import { ELIGIBILITY_RULES, type EligibilityFailure, type EligibilityRule } from './eligibility.ts';
import { AGGREGATIONS, TIE_BREAKS, type Aggregation, type TieBreak } from './ranking.ts';
import {
  RULE_SET_TEMPLATE_NAMES,
  ruleSetSchema,
  type RuleSet,
  type SheetEvent,
} from './rule-sets.ts';

const uuid = z.string().uuid();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
const reason = z
  .string()
  .trim()
  .min(3, 'competitions.errors.reason')
  .max(500, 'competitions.errors.reason');

/** The HTTP contract of the competitions module (docs/competitions.md). */
export const COMPETITIONS_API = {
  /** GET list (competitionListQuery → ListPage<CompetitionRow>); POST create (competitionInput → CompetitionDetail). */
  competitions: '/api/competitions',
  /** GET one with its categories, panels and actions (→ CompetitionDetail); PATCH its settings. */
  competition: '/api/competitions/:id',
  /** POST a lifecycle action ({ reason? } → CompetitionDetail). */
  action: '/api/competitions/:id/actions/:action',
  /** POST a category (categoryInput → CompetitionDetail). */
  categories: '/api/competitions/:id/categories',
  /** PATCH a category (categoryInput, partial; the rule set only before judging). */
  category: '/api/competition-categories/:id',
  /** POST a judge to a category's panel (panelInput → CompetitionDetail). */
  panel: '/api/competition-categories/:id/judges',
  /** GET a competition's nominations (nominationListQuery → ListPage<NominationRow>). */
  nominations: '/api/competitions/:id/nominations',
  /** POST nominate (nominationInput → NominationRow); refused with the failed rules. */
  nominate: '/api/competition-nominations',
  /** POST withdraw ({ reason } → NominationRow). */
  withdraw: '/api/competition-nominations/:id/withdraw',
  /** POST the head judge's resolution of a divergence or a tie (resolutionInput → NominationRow). */
  resolve: '/api/competition-nominations/:id/resolve',
  /** GET the caller's panels (→ JudgePanel[]). */
  myPanels: '/api/competition-judging',
  /** GET a category as its judge sees it (→ JudgingView). */
  judging: '/api/competition-judging/:categoryId',
  /** PUT the caller's draft sheet for a contestant (sheetInput → JudgeSheet). */
  sheet: '/api/competition-sheets',
  /** POST submit, propose-correction, approve-correction, reject-correction (sheetActionInput → JudgeSheet). */
  sheetAction: '/api/competition-sheets/:id/:action',
  /** GET the ranking of every category (→ CompetitionResults). */
  results: '/api/competitions/:id/results',
  /** GET the results as an Excel file. */
  resultsExport: '/api/competitions/:id/results.xlsx',
  /** GET a contestant's ranked certificate as a PDF (once published). */
  certificatePdf: '/api/competition-nominations/:id/certificate.pdf',
  /** GET a category's ranking for the hall's projector (→ HallView). */
  hall: '/api/competition-categories/:id/hall',
  /** GET contestants across seasons and places (contestantSearchQuery → ListPage<ContestantRow>). */
  search: '/api/competition-search',
  /** GET the public page of the registration link (→ PublicRegistrationPage); POST register. */
  publicRegistration: '/api/public/competitions/:id',
  /** GET the QR code of the registration link (SVG). */
  publicRegistrationQr: '/api/public/competitions/:id/qr.svg',
  /** POST open or close the registration link (→ CompetitionDetail). */
  registrationLink: '/api/competitions/:id/registration-link/:action',
  /** GET a competition's registrations (→ ListPage<RegistrationRow>). */
  registrations: '/api/competitions/:id/registrations',
  /** POST approve (a nomination) or refuse a registration (registrationActionInput → RegistrationRow). */
  registrationAction: '/api/competition-registrations/:id/:action',
  /** GET Maher candidates with eligibility and readiness (→ MaherCandidate[]). */
  maherCandidates: '/api/maher/candidates',
  /** GET Maher students with their contest history (→ ListPage<MaherStudent>). */
  maherStudents: '/api/maher/students',
} as const;

export const COMPETITION_SCOPES = ['organisation', 'country', 'centre'] as const;
export type CompetitionScope = (typeof COMPETITION_SCOPES)[number];

export const competitionListQuery = z.object({
  ...listPageQuery,
  q: z.string().trim().max(100).optional(),
  state: z.enum(COMPETITION_STATES).optional(),
  season: z.string().trim().max(20).optional(),
  /** `maher`: the Maher project's contests only; `general`: the others. */
  kind: z.enum(['maher', 'general']).optional(),
});
export type CompetitionListQuery = z.input<typeof competitionListQuery>;

export const competitionInput = z.object({
  name: z.string().trim().min(3, 'competitions.errors.name').max(200),
  season: z.string().trim().min(4, 'competitions.errors.season').max(20),
  scope: z.enum(COMPETITION_SCOPES),
  countryId: uuid.nullish(),
  centreId: uuid.nullish(),
  /** The Maher project's contest. */
  maher: z.boolean().default(false),
  startsOn: day,
  endsOn: day,
  aggregation: z.enum(AGGREGATIONS).default('mean'),
  tieBreaks: z
    .array(z.enum(TIE_BREAKS))
    .max(TIE_BREAKS.length)
    .default([...TIE_BREAKS]),
  divergenceMargin: z.number().min(0).max(100).default(10),
  excludePreviousWinners: z.boolean().default(true),
  perCentreCap: z.number().int().min(1).max(100).nullish(),
  /** Prize per rank (minor units), for the top ranks: [first, second, third]. */
  prizes: z.array(z.number().int().min(0)).max(10).default([]),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullish(),
  /** Whether winners' first names appear on the public site (their consent is asked at entry). */
  publicResults: z.boolean().default(true),
  /** The live hall shows the ranking while judging; otherwise only once the results are approved. */
  liveHall: z.boolean().default(false),
});
export type CompetitionInput = z.input<typeof competitionInput>;
/**
 * A change of some settings: what is not sent stays as it is (the create form's defaults do not
 * apply, or a change of the name would reset the margin, the prizes and the tie-breaks).
 */
export const competitionPatch = competitionInput
  .extend({
    maher: z.boolean().optional(),
    aggregation: z.enum(AGGREGATIONS).optional(),
    tieBreaks: z.array(z.enum(TIE_BREAKS)).max(TIE_BREAKS.length).optional(),
    divergenceMargin: z.number().min(0).max(100).optional(),
    excludePreviousWinners: z.boolean().optional(),
    prizes: z.array(z.number().int().min(0)).max(10).optional(),
    publicResults: z.boolean().optional(),
    liveHall: z.boolean().optional(),
  })
  .partial();

export const categoryInput = z.object({
  name: z.string().trim().min(2, 'competitions.errors.name').max(120),
  fromJuz: z.number().int().min(1).max(30),
  toJuz: z.number().int().min(1).max(30),
  minAge: z.number().int().min(3).max(99).nullish(),
  maxAge: z.number().int().min(3).max(99).nullish(),
  referenceDate: day,
  gender: z.enum(['male', 'female']).nullish(),
  template: z.enum(RULE_SET_TEMPLATE_NAMES as [string, ...string[]]).optional(),
  ruleSet: ruleSetSchema.optional(),
  passages: z.number().int().min(1).max(10).default(3),
  passageLength: z.number().int().min(1).max(50).default(5),
  /**
   * The criteria form (the shared form builder's marks and scales: voice, performance…) the
   * judges fill beside the mistake events; the rule set's `form` criterion gives its weight.
   * Null removes it.
   */
  criteriaForm: formDefinitionSchema.nullish(),
});
export type CategoryInput = z.input<typeof categoryInput>;
/** A change of a category: what is not sent stays (no default resets the passages drawn). */
export const categoryPatch = categoryInput
  .extend({
    passages: z.number().int().min(1).max(10).optional(),
    passageLength: z.number().int().min(1).max(50).optional(),
  })
  .partial();

/** A judge: a user, or an employee with an account (the screen picks staff). */
export const panelInput = z
  .object({
    userId: uuid.optional(),
    employeeId: uuid.optional(),
    head: z.boolean().default(false),
  })
  .refine((x) => !!x.userId || !!x.employeeId, {
    message: 'competitions.errors.judgeUser',
    path: ['employeeId'],
  });

export const competitionRegistrationListQuery = z.object({
  ...listPageQuery,
  state: z.enum(['pending', 'approved', 'refused']).optional(),
});
export const registrationLinkActions = ['open', 'close'] as const;

export const nominationListQuery = z.object({
  ...listPageQuery,
  categoryId: uuid.optional(),
  q: z.string().trim().max(100).optional(),
});

export const nominationInput = z.object({
  categoryId: uuid,
  studentId: uuid,
  /** Sets aside the named rules, with a reason; needs the approval right over the competition. */
  override: z.object({ rules: z.array(z.enum(ELIGIBILITY_RULES)).min(1), reason }).optional(),
  /** The guardian agreed that the first name and centre appear on the public results page. */
  publicConsent: z.boolean().default(false),
});
export type NominationInput = z.input<typeof nominationInput>;

export const competitionReasonInput = z.object({ reason: reason.optional() });
export const resolutionInput = z.object({
  note: reason,
  /** The head judge's order between tied contestants (1 first). */
  tieOrder: z.number().int().min(1).max(1000).nullish(),
});

const sheetEvent = z.object({ kind: z.string().max(40), passage: z.number().int().min(0).max(20) });
export const sheetInput = z.object({
  nominationId: uuid,
  events: z.array(sheetEvent).max(500),
  marks: z.record(z.string().max(40), z.number().min(0).max(1000)),
  /** Answers to the category's criteria form, by question id. */
  formAnswers: formAnswersSchema.default({}),
  version: z.number().int().optional(),
});
export const sheetActionInput = z.object({
  reason: reason.optional(),
  events: z.array(sheetEvent).max(500).optional(),
  marks: z.record(z.string().max(40), z.number().min(0).max(1000)).optional(),
  formAnswers: formAnswersSchema.optional(),
});

export const contestantSearchQuery = z.object({
  ...listPageQuery,
  q: z.string().trim().max(100).optional(),
  season: z.string().trim().max(20).optional(),
  centreId: uuid.optional(),
});

// ------------------------------------------------------------------------------------------------
// Answers
// ------------------------------------------------------------------------------------------------

export interface CompetitionRow {
  id: string;
  name: string;
  season: string;
  scope: CompetitionScope;
  countryId: string | null;
  centreId: string | null;
  placeName: string | null;
  maher: boolean;
  startsOn: string;
  endsOn: string;
  state: CompetitionState;
  categories: number;
  nominations: number;
  version: number;
}

export interface CategoryView {
  id: string;
  name: string;
  fromJuz: number;
  toJuz: number;
  minAge: number | null;
  maxAge: number | null;
  referenceDate: string;
  gender: 'male' | 'female' | null;
  ruleSet: RuleSet;
  /** The criteria form the judges fill (its current version), if the category has one. */
  criteriaForm: FormDefinition | null;
  passages: number;
  passageLength: number;
  judges: Array<{ userId: string; name: string; head: boolean }>;
  nominations: number;
  version: number;
}

export interface CompetitionDetail extends CompetitionRow {
  aggregation: Aggregation;
  tieBreaks: TieBreak[];
  divergenceMargin: number;
  excludePreviousWinners: boolean;
  perCentreCap: number | null;
  prizes: number[];
  currency: string | null;
  publicResults: boolean;
  liveHall: boolean;
  drawSeed: string | null;
  /** The public registration link: never opened, open or closed. */
  registrationLink: RegistrationLinkState;
  categoriesList: CategoryView[];
  /** The lifecycle actions the caller may take now. */
  actions: CompetitionAction[];
  canNominate: boolean;
  canManage: boolean;
}

export interface NominationRow {
  id: string;
  competitionId: string;
  categoryId: string;
  categoryName: string;
  studentId: string;
  studentName: string;
  centreName: string | null;
  state: NominationState;
  drawNumber: number | null;
  overriddenRules: EligibilityRule[];
  overrideReason: string | null;
  overriddenByName: string | null;
  score: number | null;
  rank: number | null;
  publicConsent: boolean;
  /** The ranked certificate's serial, once the results are published. */
  certificateSerial: string | null;
  /** The prize proposed as a reward at publication (rewards pays it through the ledger). */
  rewardId: string | null;
  version: number;
}

/** A refusal of a nomination: each failed rule, translated by the client from its code. */
export interface NominationRefusal {
  failures: EligibilityFailure[];
}

export interface JudgePanel {
  categoryId: string;
  categoryName: string;
  competitionId: string;
  competitionName: string;
  state: CompetitionState;
  head: boolean;
  contestants: number;
  submitted: number;
}

export interface JudgeSheet {
  id: string;
  nominationId: string;
  state: SheetState;
  events: SheetEvent[];
  marks: Record<string, number>;
  /** The judge's own answers to the criteria form (never another judge's). */
  formAnswers: FormAnswers;
  total: number | null;
  revision: number;
  pendingReason: string | null;
  version: number;
  actions: SheetAction[];
}

/** A contestant as a judge sees them: by draw number only. */
export interface JudgingContestant {
  nominationId: string;
  drawNumber: number;
  passages: QuranRange[];
  /** The caller's sheet (null before they open one). */
  mine: JudgeSheet | null;
  /** The caller's panel has recused them for this contestant (teacher, centre or relative). */
  recused: boolean;
  /**
   * The other judges' submitted totals: empty until the caller's own sheet is submitted.
   */
  others: Array<{ judge: string; total: number; state: SheetState }>;
  divergent: boolean;
  divergenceNote: string | null;
  /** For the head judge: corrections waiting for their decision. */
  corrections: Array<{
    sheetId: string;
    judge: string;
    reason: string | null;
    total: number | null;
  }>;
}

export interface JudgingView {
  categoryId: string;
  categoryName: string;
  competitionName: string;
  state: CompetitionState;
  head: boolean;
  ruleSet: RuleSet;
  criteriaForm: FormDefinition | null;
  contestants: JudgingContestant[];
}

export interface ResultEntry {
  nominationId: string;
  rank: number | null;
  tied: boolean;
  drawNumber: number | null;
  studentName: string;
  centreName: string | null;
  score: number | null;
  /** Per judge, after approval only. */
  judges: Array<{ judge: string; total: number; criteria: Record<string, number> }>;
  divergent: boolean;
  /** Sheets still missing (before approval). */
  missingSheets: number;
  /** After publication: the ranked certificate and the prize's reward. */
  certificateSerial: string | null;
  rewardId: string | null;
  /** The prize of this rank (minor units of the competition's currency), if any. */
  prize: number | null;
}

export interface CompetitionResults {
  competitionId: string;
  name: string;
  season: string;
  state: CompetitionState;
  frozen: boolean;
  currency: string | null;
  categories: Array<{ id: string; name: string; entries: ResultEntry[] }>;
}

/**
 * A category's ranking on the hall's projector: while judging (when the competition allows it)
 * contestants appear by draw number only, with the provisional score of the sheets submitted so
 * far; once approved, the frozen ranking with names.
 */
export interface HallView {
  competitionId: string;
  competitionName: string;
  categoryId: string;
  categoryName: string;
  state: CompetitionState;
  frozen: boolean;
  entries: Array<{
    nominationId: string;
    drawNumber: number | null;
    rank: number | null;
    tied: boolean;
    score: number | null;
    /** Sheets submitted and expected for this contestant. */
    sheets: number;
    expected: number;
    /** Only once the results are approved. */
    studentName: string | null;
    centreName: string | null;
  }>;
}

/**
 * A published competition as the public site shows it: winners (ranked contestants up to the
 * number of prizes, at least three) by given name and centre, and only those whose guardian
 * agreed; the others are counted, not named.
 */
export interface PublicCompetitionResults {
  id: string;
  name: string;
  season: string;
  publishedAt: string;
  categories: Array<{
    name: string;
    contestants: number;
    winners: Array<{ rank: number; tied: boolean; name: string | null; centreName: string | null }>;
  }>;
}

export interface ContestantRow {
  nominationId: string;
  competitionId: string;
  competitionName: string;
  season: string;
  categoryName: string;
  studentName: string;
  centreName: string | null;
  state: NominationState;
  rank: number | null;
  score: number | null;
}

export interface MaherCandidate {
  studentId: string;
  studentName: string;
  ringName: string | null;
  centreName: string | null;
  /** Juz memorised according to the readings. */
  memorisedJuz: number;
  /** Pages a week over the last four weeks. */
  pace: number;
  lastTest: { date: string; passed: boolean } | null;
  /** Ready: an active pace and a passed last test. */
  ready: boolean;
  nominated: boolean;
}

export interface MaherStudent {
  studentId: string;
  studentName: string;
  centreName: string | null;
  contests: Array<{
    competitionName: string;
    season: string;
    rank: number | null;
    score: number | null;
  }>;
}

// ------------------------------------------------------------------------------------------------
// Route contracts (the API document). The answers are described by their identifying fields;
// their full shapes are the interfaces above (CompetitionDetail, JudgingView, ...).
// ------------------------------------------------------------------------------------------------

const idParams = z.object({ id: uuid });
const actionParams = z.object({ id: uuid, action: z.string().max(40) });
const record = z.object({ id: uuid }).passthrough();
const page = (item: z.ZodType) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
const nomination = z.object({ id: uuid, state: z.string() }).passthrough();
const sheet = z.object({ id: uuid, state: z.string(), total: z.number().nullable() }).passthrough();
const results = z.object({ competitionId: uuid, frozen: z.boolean() }).passthrough();

export const COMPETITIONS_ROUTES = defineRouteContracts({
  'GET /api/competitions': {
    summary: 'Competitions the caller’s scope reaches',
    query: competitionListQuery,
    response: page(record),
  },
  'POST /api/competitions': {
    summary: 'Create a competition (draft)',
    body: competitionInput,
    status: 201,
    response: record,
  },
  'GET /api/competitions/:id': {
    summary: 'One competition with its categories, panels and the caller’s actions',
    params: idParams,
    response: record,
  },
  'PATCH /api/competitions/:id': {
    summary: 'Change a competition’s settings (refused once results are frozen)',
    params: idParams,
    body: competitionPatch,
    response: record,
  },
  'POST /api/competitions/:id/actions/:action': {
    summary: 'A lifecycle action (the draw at start-judging, the freeze at approve)',
    params: actionParams,
    body: competitionReasonInput,
    response: record,
  },
  'POST /api/competitions/:id/categories': {
    summary: 'Add a category with its portion, ages, gender and rule set',
    params: idParams,
    body: categoryInput,
    status: 201,
    response: record,
  },
  'PATCH /api/competition-categories/:id': {
    summary: 'Change a category (refused once judging has started)',
    params: idParams,
    body: categoryPatch,
    response: record,
  },
  'POST /api/competition-categories/:id/judges': {
    summary: 'Seat a judge on a category’s panel',
    params: idParams,
    body: panelInput,
    status: 201,
    response: record,
  },
  'GET /api/competitions/:id/nominations': {
    summary: 'A competition’s nominations (a centre sees its own)',
    params: idParams,
    query: nominationListQuery,
    response: page(nomination),
  },
  'POST /api/competition-nominations': {
    summary: 'Nominate a student (422 naming each failed rule; an override needs a higher role)',
    body: nominationInput,
    status: 201,
    response: nomination,
  },
  'POST /api/competition-nominations/:id/withdraw': {
    summary: 'Withdraw a nomination with a reason',
    params: idParams,
    body: competitionReasonInput,
    response: nomination,
  },
  'POST /api/competition-nominations/:id/resolve': {
    summary: 'The head judge’s decision on a divergence or a tie',
    params: idParams,
    body: resolutionInput,
    response: nomination,
  },
  'GET /api/competition-judging': {
    summary: 'The caller’s panels',
    response: z.array(z.object({ categoryId: uuid }).passthrough()),
  },
  'GET /api/competition-judging/:categoryId': {
    summary: 'A category as its judge sees it (by draw number; others’ marks after their own)',
    params: z.object({ categoryId: uuid }),
    response: z.object({ categoryId: uuid, contestants: z.array(z.unknown()) }).passthrough(),
  },
  'PUT /api/competition-sheets': {
    summary: 'Save the caller’s draft sheet for a contestant',
    body: sheetInput,
    response: sheet,
  },
  'POST /api/competition-sheets/:id/:action': {
    summary: 'Submit, propose a correction, approve or reject one (head judge)',
    params: actionParams,
    body: sheetActionInput,
    response: sheet,
  },
  'GET /api/competitions/:id/results': {
    summary: 'The ranking of every category (provisional, then frozen)',
    params: idParams,
    response: results,
  },
  'GET /api/competitions/:id/results.xlsx': {
    summary: 'The results as an Excel file',
    params: idParams,
    response: { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  },
  'GET /api/competition-nominations/:id/certificate.pdf': {
    summary: 'A contestant’s ranked certificate (published results only)',
    params: idParams,
    response: { file: 'application/pdf' },
  },
  'GET /api/competition-categories/:id/hall': {
    summary: 'A category’s ranking for the hall (by draw number while judging)',
    params: idParams,
    response: z.object({ categoryId: uuid, frozen: z.boolean() }).passthrough(),
  },
  'GET /api/competition-search': {
    summary: 'Contestants across seasons and places',
    query: contestantSearchQuery,
    response: page(z.object({ nominationId: uuid }).passthrough()),
  },
  'GET /api/public/competitions/:id': {
    summary: 'The public registration page of a competition (signed out)',
    params: idParams,
    response: z.object({ id: uuid }).passthrough(),
  },
  'POST /api/public/competitions/:id': {
    summary: 'Register through the public link: a registration for the manager to approve',
    params: idParams,
    body: publicRegistrationInput,
    status: 201,
    response: z.object({ id: uuid }),
  },
  'GET /api/public/competitions/:id/qr.svg': {
    summary: 'The QR code of the registration link',
    params: idParams,
    response: { file: 'image/svg+xml' },
  },
  'POST /api/competitions/:id/registration-link/:action': {
    summary: 'Open or close the public registration link',
    params: z.object({ id: uuid, action: z.enum(['open', 'close']) }),
    body: null,
    response: record,
  },
  'GET /api/competitions/:id/registrations': {
    summary: 'A competition’s registrations through the link (a centre sees its own)',
    params: idParams,
    query: competitionRegistrationListQuery,
    response: page(z.object({ id: uuid, state: z.string() }).passthrough()),
  },
  'POST /api/competition-registrations/:id/:action': {
    summary: 'Approve a registration (a nomination checked from the records) or refuse it',
    params: z.object({ id: uuid, action: z.enum(['approve', 'refuse']) }),
    body: registrationActionInput,
    response: z.object({ id: uuid, state: z.string() }).passthrough(),
  },
  'GET /api/maher/candidates': {
    summary: 'The Maher rings’ students with eligibility and readiness',
    response: z.array(z.object({ studentId: uuid }).passthrough()),
  },
  'GET /api/maher/students': {
    summary: 'The Maher project’s students with their contest history',
    response: page(z.object({ studentId: uuid }).passthrough()),
  },
});
