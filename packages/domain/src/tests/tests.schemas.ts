import { z } from 'zod';
import { validatePosition, validateRange } from '../quran/index.ts';
import type { CRITERION_SCORING, PORTION_TYPES } from './test-kinds.ts';
import { GRADE_BANDS, MISTAKE_TYPES, TEST_KIND_CODES } from './test-kinds.ts';
import type { TEST_ACTIONS } from './test-lifecycle.ts';
import { TEST_REQUEST_STATES } from './test-lifecycle.ts';

/**
 * The HTTP contract of the tests module: every endpoint's path (TESTS_API, with `:id`-style
 * parameters, filled by `testsPath`), its input schema and its output shape. Server routes
 * parse with these schemas; screens type their calls with the inferred types.
 */
export const TESTS_API = {
  /** GET list (testRequestListQuery → Paged<TestRequestSummary>); POST create (testRequestCreateInput → TestRequestDetail). */
  requests: '/api/tests/requests',
  /** GET one (→ TestRequestDetail). */
  request: '/api/tests/requests/:id',
  /** POST eligibility preview (testEligibilityInput → TestEligibility). */
  eligibility: '/api/tests/eligibility',
  /** POST transitions (→ TestRequestDetail). */
  approve: '/api/tests/requests/:id/approve',
  reject: '/api/tests/requests/:id/reject',
  schedule: '/api/tests/requests/:id/schedule',
  cancel: '/api/tests/requests/:id/cancel',
  noShow: '/api/tests/requests/:id/no-show',
  /** GET free, qualified, unconflicted examiners (examinerSuggestionsQuery → { items: ExaminerSuggestion[] }). */
  examinerSuggestions: '/api/tests/requests/:id/examiner-suggestions',
  /** GET the examiner's sheet (→ TestSheet); POST submit (testResultInput → TestRequestDetail). */
  sheet: '/api/tests/requests/:id/sheet',
  result: '/api/tests/requests/:id/result',
  /** POST result approval (→ TestRequestDetail: passed or failed) or return (reasonInput). */
  approveResult: '/api/tests/requests/:id/result/approve',
  returnResult: '/api/tests/requests/:id/result/return',
  /** POST issue (certificateIssueInput → CertificateSummary). */
  issueCertificate: '/api/tests/requests/:id/certificate',
  /** GET results list (testResultListQuery → Paged<TestResultRow>); GET export (same query → .xlsx). */
  results: '/api/tests/results',
  resultsExport: '/api/tests/results/export',
  /** GET anticipated tests (anticipatedQuery → Paged<AnticipatedTest>). */
  anticipated: '/api/tests/anticipated',
  /** GET certificates (certificateListQuery → Paged<CertificateSummary>). */
  certificates: '/api/tests/certificates',
  /** GET the PDF (?language=ar|en|fr, default the certificate's language). */
  certificatePdf: '/api/tests/certificates/:id/pdf',
  /** POST revoke (reasonInput → CertificateSummary). */
  revokeCertificate: '/api/tests/certificates/:id/revoke',
  /** POST bulk issue of a session as one PDF (certificateBulkInput → { jobId }), see the jobs API. */
  bulkCertificates: '/api/tests/certificates/bulk',
  /** GET examiners with their load (examinerListQuery → { items: ExaminerLoad[] }). */
  examiners: '/api/tests/examiners',
  /** GET a student's tests, results and certificates (→ StudentTests). */
  studentTests: '/api/tests/students/:id',
  /** GET kinds with their criteria, for pickers and the sheet (→ { items: TestKindRules[] }). */
  kinds: '/api/tests/kinds',
  /** Public POST (externalRequestInput → { ok: true }), rate limited, no sign-in. */
  publicExternalRequest: '/api/public/tests/external-requests',
  /** GET review list (externalRequestListQuery → Paged<ExternalRequestRow>). */
  externalRequests: '/api/tests/external-requests',
  /** POST decide (externalRequestDecisionInput → ExternalRequestRow). */
  decideExternalRequest: '/api/tests/external-requests/:id/decide',
} as const;
export type TestsApiPath = (typeof TESTS_API)[keyof typeof TESTS_API];

/** Fills `:name` parameters of a TESTS_API path: testsPath(TESTS_API.request, { id }). */
export function testsPath(path: TestsApiPath, params: Record<string, string> = {}): string {
  return path.replace(/:([a-zA-Z]+)/g, (_m, name: string) =>
    encodeURIComponent(params[name] ?? `:${name}`),
  );
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

const positionSchema = z
  .object({ surah: z.number().int(), ayah: z.number().int() })
  .superRefine((v, ctx) => {
    const check = validatePosition(v);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.code });
  });

export const quranRangeSchema = z
  .object({ from: positionSchema, to: positionSchema })
  .superRefine((v, ctx) => {
    const check = validateRange(v);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.code });
  });

const reasonText = z.string().trim().min(3, 'tests.reasonRequired').max(1000);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const pageParams = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
/** A query parameter given once or repeated (?state=a&state=b) or comma separated. */
const manyOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter(Boolean))
    .pipe(z.array(z.enum(values)))
    .optional();
const isoDate = z.iso.date();

export const testKindCodeSchema = z.enum(TEST_KIND_CODES);
export const testRequestStateSchema = z.enum(TEST_REQUEST_STATES);
export const mistakeTypeSchema = z.enum(MISTAKE_TYPES);
export const gradeBandSchema = z.enum(GRADE_BANDS);
export const testLanguageSchema = z.enum(['ar', 'en', 'fr']);

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Names in the three languages (kinds, criteria); screens pick the user's. */
export interface LocalisedName {
  ar: string;
  en: string;
  fr: string;
}

export const reasonInput = z.object({ reason: reasonText });
export type ReasonInput = z.infer<typeof reasonInput>;

export const idParams = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Kinds (maintained as resources `test-kinds` and `test-criteria`; this is their read model)

export interface TestCriterionRules {
  id: string;
  name: LocalisedName;
  scoring: (typeof CRITERION_SCORING)[number];
  maxMarks: number;
  deductions: Record<(typeof MISTAKE_TYPES)[number], number>;
  order: number;
}

export interface TestKindRules {
  id: string;
  code: string;
  category: (typeof TEST_KIND_CODES)[number];
  name: LocalisedName;
  portionType: (typeof PORTION_TYPES)[number];
  passMark: number;
  bands: { excellent: number; veryGood: number; good: number };
  waitingDays: number;
  requiredKindIds: string[];
  needsExternalExaminer: boolean;
  status: 'active' | 'inactive';
  criteria: TestCriterionRules[];
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Who sits the test: a student (default) or a teacher (teacher-tests-component). */
export const TEST_SUBJECTS = ['student', 'teacher'] as const;

export const testRequestCreateInput = z
  .object({
    subject: z.enum(TEST_SUBJECTS).default('student'),
    studentId: z.uuid().nullish(),
    /** The employee sitting the test when subject is 'teacher'. */
    teacherId: z.uuid().nullish(),
    kindId: z.uuid(),
    /** Required unless the kind's portion type is 'none'; 'whole-quran' may send 1:1–114:6. */
    portion: quranRangeSchema.nullish(),
    notes: optionalText(1000),
    /** Submit although the eligibility check fails; the approver sees it. */
    overrideReason: z.string().trim().min(3, 'tests.reasonRequired').max(1000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.subject === 'student' && !v.studentId)
      ctx.addIssue({ code: 'custom', path: ['studentId'], message: 'validation.required' });
    if (v.subject === 'teacher' && !v.teacherId)
      ctx.addIssue({ code: 'custom', path: ['teacherId'], message: 'validation.required' });
  });
export type TestRequestCreateInput = z.infer<typeof testRequestCreateInput>;

export const testEligibilityInput = z.object({
  studentId: z.uuid(),
  kindId: z.uuid(),
  portion: quranRangeSchema.nullish(),
});
export type TestEligibilityInput = z.infer<typeof testEligibilityInput>;

/** Eligibility problem codes (translation keys, with their params). */
export const ELIGIBILITY_CODES = [
  'tests.eligibility.portionRequired',
  'tests.eligibility.notMemorised',
  'tests.eligibility.requiredKindMissing',
  'tests.eligibility.waitingPeriod',
  'tests.eligibility.openRequest',
  'tests.eligibility.studentInactive',
] as const;
export type EligibilityCode = (typeof ELIGIBILITY_CODES)[number];

export interface EligibilityProblem {
  code: EligibilityCode;
  params?: Record<string, string | number>;
}

export interface TestEligibility {
  eligible: boolean;
  problems: EligibilityProblem[];
}

export const testRequestListQuery = z.object({
  ...pageParams,
  state: manyOf(TEST_REQUEST_STATES as unknown as readonly [string, ...string[]]),
  kindId: z.uuid().optional(),
  /** Kind groups: e.g. category=tajweed-theory,tajweed-practical. */
  category: manyOf(TEST_KIND_CODES as unknown as readonly [string, ...string[]]),
  centreId: z.uuid().optional(),
  countryId: z.uuid().optional(),
  examinerId: z.uuid().optional(),
  studentId: z.uuid().optional(),
  subject: z.enum(TEST_SUBJECTS).optional(),
  /** Only tests assigned to the caller as examiner. */
  mine: z.stringbool().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** The student's name (Arabic-normalised on the server). */
  q: z.string().trim().max(100).optional(),
});
export type TestRequestListQuery = z.infer<typeof testRequestListQuery>;

export interface TestResultBrief {
  status: 'pending' | 'returned' | 'approved';
  total: number;
  maxTotal: number;
  percent: number;
  grade: (typeof GRADE_BANDS)[number];
  passed: boolean;
}

export interface TestRequestSummary {
  id: string;
  version: number;
  subject: (typeof TEST_SUBJECTS)[number];
  studentId: string | null;
  teacherId: string | null;
  /** The student's (or teacher's) name. */
  studentName: string;
  centreId: string;
  centreName: string;
  countryId: string;
  ringId: string | null;
  ringName: string | null;
  kindId: string;
  kindName: LocalisedName;
  category: (typeof TEST_KIND_CODES)[number];
  portion: { from: { surah: number; ayah: number }; to: { surah: number; ayah: number } } | null;
  state: (typeof TEST_REQUEST_STATES)[number];
  requestedAt: string;
  requestedById: string | null;
  requestedByName: string | null;
  overrideReason: string | null;
  /** Eligibility problems found when it was requested (shown to the approver with the override). */
  eligibilityProblems: EligibilityProblem[];
  examinerId: string | null;
  examinerName: string | null;
  scheduledAt: string | null;
  durationMinutes: number | null;
  place: string | null;
  onlineLink: string | null;
  result: TestResultBrief | null;
  certificateId: string | null;
  certificateSerial: string | null;
  updatedAt: string;
}

export interface TestEvent {
  id: string;
  action: (typeof TEST_ACTIONS)[number];
  fromState: (typeof TEST_REQUEST_STATES)[number] | null;
  toState: (typeof TEST_REQUEST_STATES)[number];
  at: string;
  byId: string | null;
  byName: string | null;
  reason: string | null;
}

export interface TestRequestDetail extends TestRequestSummary {
  notes: string | null;
  events: TestEvent[];
  /** The transitions THIS caller may do now (state table ∩ permissions ∩ scope ∩ examiner). */
  actions: (typeof TEST_ACTIONS)[number][];
  /** Current eligibility (re-checked on approval); empty when fine or not applicable. */
  currentProblems: EligibilityProblem[];
}

export const testApproveInput = z.object({
  /** Optional note kept on the event. */
  note: optionalText(1000),
});

export const testScheduleInput = z
  .object({
    examinerId: z.uuid(),
    /** ISO date-time with offset. */
    scheduledAt: z.iso.datetime({ offset: true }),
    durationMinutes: z.number().int().min(5).max(600).default(30),
    place: optionalText(300),
    onlineLink: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.place && !v.onlineLink)
      ctx.addIssue({ code: 'custom', path: ['place'], message: 'tests.schedule.placeOrLink' });
  });
export type TestScheduleInput = z.infer<typeof testScheduleInput>;

export const examinerSuggestionsQuery = z.object({
  /** The planned time; without it, availability is not checked. */
  at: z.iso.datetime({ offset: true }).optional(),
  durationMinutes: z.coerce.number().int().min(5).max(600).default(30),
});

export interface ExaminerSuggestion {
  examinerId: string;
  employeeId: string;
  name: string;
  centreId: string | null;
  centreName: string | null;
  /** Scheduled, not yet taken tests assigned to the examiner. */
  load: number;
  /** Free at the given time (available window and no other test then); null without `at`. */
  free: boolean | null;
  /** A reason this examiner may not examine this request (shown greyed); null when fine. */
  conflict: 'ownTeacher' | 'sameCentre' | 'notQualified' | null;
}

// ---------------------------------------------------------------------------------------------
// The examiner's sheet and results

export interface PastMistake {
  surah: number;
  ayah: number;
  type: (typeof MISTAKE_TYPES)[number];
  /** Date of the reading or test ('YYYY-MM-DD'). */
  at: string;
  source: 'test' | 'reading';
}

export interface TestSheet {
  request: TestRequestSummary;
  kind: TestKindRules;
  /** The portion (null for kinds without one); the screen lists its ayahs from the domain's Quran data. */
  portion: TestRequestSummary['portion'];
  ayahCount: number;
  pastMistakes: PastMistake[];
  /** The submitted result, when one exists (returned results carry the reason). */
  result: TestResultDetail | null;
}

export const testResultInput = z.object({
  mistakes: z
    .array(
      z.object({
        surah: z.number().int(),
        ayah: z.number().int(),
        type: mistakeTypeSchema,
        note: optionalText(300),
      }),
    )
    .max(2000),
  /** Marks of criteria scored by marks (criterion id → marks). */
  marks: z.record(z.string(), z.number().min(0).max(1000)).default({}),
  notes: optionalText(2000),
});
export type TestResultInput = z.infer<typeof testResultInput>;

export interface TestResultDetail extends TestResultBrief {
  criteria: {
    criterionId: string;
    name: LocalisedName;
    maxMarks: number;
    deducted: number;
    score: number;
  }[];
  mistakes: {
    surah: number;
    ayah: number;
    type: (typeof MISTAKE_TYPES)[number];
    note: string | null;
  }[];
  mistakeCounts: Record<(typeof MISTAKE_TYPES)[number], number>;
  notes: string | null;
  submittedAt: string;
  examinerName: string | null;
  returnReason: string | null;
  approvedAt: string | null;
}

export const testResultListQuery = z.object({
  ...pageParams,
  kindId: z.uuid().optional(),
  category: manyOf(TEST_KIND_CODES as unknown as readonly [string, ...string[]]),
  centreId: z.uuid().optional(),
  countryId: z.uuid().optional(),
  examinerId: z.uuid().optional(),
  grade: manyOf(GRADE_BANDS as unknown as readonly [string, ...string[]]),
  /** Result status; default approved only (official results). */
  status: z.enum(['pending', 'returned', 'approved', 'all']).default('approved'),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100).optional(),
});
export type TestResultListQuery = z.infer<typeof testResultListQuery>;

export interface TestResultRow {
  requestId: string;
  studentId: string | null;
  studentName: string;
  centreName: string;
  kindId: string;
  kindName: LocalisedName;
  category: (typeof TEST_KIND_CODES)[number];
  portion: TestRequestSummary['portion'];
  examinerName: string | null;
  takenAt: string;
  status: TestResultBrief['status'];
  total: number;
  maxTotal: number;
  percent: number;
  grade: (typeof GRADE_BANDS)[number];
  passed: boolean;
  certificateSerial: string | null;
}

// ---------------------------------------------------------------------------------------------
// Anticipated tests

export const anticipatedQuery = z.object({
  ...pageParams,
  centreId: z.uuid().optional(),
  ringId: z.uuid().optional(),
  /** Look-ahead in weeks (1..12, default 4). */
  weeks: z.coerce.number().int().min(1).max(12).default(4),
});

export interface AnticipatedTest {
  studentId: string;
  studentName: string;
  centreId: string;
  centreName: string;
  ringId: string | null;
  ringName: string | null;
  /** The juz the student is expected to complete next. */
  juz: number;
  portion: NonNullable<TestRequestSummary['portion']>;
  /** Pages still to memorise in that juz, and the recent pace. */
  remainingPages: number;
  pagesPerWeek: number;
  expectedOn: string;
  /** A portion test kind to request with one click (the first active 'portion' kind), if any. */
  suggestedKindId: string | null;
}

// ---------------------------------------------------------------------------------------------
// Certificates

export const certificateIssueInput = z.object({
  /** Default: the student's preferred language, else Arabic. */
  language: testLanguageSchema.optional(),
});

export const certificateListQuery = z.object({
  ...pageParams,
  centreId: z.uuid().optional(),
  kindId: z.uuid().optional(),
  state: z.enum(['valid', 'revoked', 'all']).default('all'),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100).optional(),
});

export const certificatePdfQuery = z.object({ language: testLanguageSchema.optional() });

export interface CertificateSummary {
  id: string;
  serial: string;
  requestId: string;
  studentName: string;
  centreName: string;
  kindName: LocalisedName;
  grade: (typeof GRADE_BANDS)[number];
  percent: number;
  language: 'ar' | 'en' | 'fr';
  issuedAt: string;
  issuedByName: string | null;
  revokedAt: string | null;
  revokeReason: string | null;
  verifyUrl: string;
}

/** A session: the passed tests of one day (and optionally one centre / kind) without certificate yet. */
export const certificateBulkInput = z.object({
  takenOn: isoDate,
  centreId: z.uuid().optional(),
  kindId: z.uuid().optional(),
  language: testLanguageSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Examiners

export const examinerListQuery = z.object({
  kindId: z.uuid().optional(),
  centreId: z.uuid().optional(),
});

export interface ExaminerLoad {
  examinerId: string;
  employeeId: string;
  name: string;
  centreName: string | null;
  kindIds: string[];
  /** Tests scheduled and not yet taken. */
  upcoming: number;
  /** Tests scheduled in the current week (Saturday..Friday in UTC). */
  thisWeek: number;
  /** Results submitted in the last 30 days. */
  examinedLast30Days: number;
}

// ---------------------------------------------------------------------------------------------
// The student page

export interface StudentTests {
  requests: TestRequestSummary[];
  certificates: CertificateSummary[];
}

// ---------------------------------------------------------------------------------------------
// External requests (another country; the public form)

export const externalRequestInput = z.object({
  fullName: z.string().trim().min(3).max(200),
  gender: z.enum(['male', 'female']),
  countryName: z.string().trim().min(2).max(100),
  city: optionalText(100),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'validation.invalidPhone'),
  email: z.email().max(200).nullish(),
  category: testKindCodeSchema.exclude(['external']),
  /** What the candidate wants to be tested on, in their words (e.g. "الأجزاء ١–٥"). */
  portionText: z.string().trim().min(1).max(300),
  notes: optionalText(1000),
  language: testLanguageSchema.default('ar'),
});
export type ExternalRequestInput = z.infer<typeof externalRequestInput>;

export const externalRequestListQuery = z.object({
  ...pageParams,
  state: z.enum(['new', 'accepted', 'rejected', 'all']).default('new'),
  q: z.string().trim().max(100).optional(),
});

export const externalRequestDecisionInput = z
  .object({
    decision: z.enum(['accept', 'reject']),
    reason: z.string().trim().max(1000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && (!v.reason || v.reason.length < 3))
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'tests.reasonRequired' });
  });

export interface ExternalRequestRow {
  id: string;
  fullName: string;
  gender: 'male' | 'female';
  countryName: string;
  city: string | null;
  phone: string;
  email: string | null;
  category: (typeof TEST_KIND_CODES)[number];
  portionText: string;
  notes: string | null;
  language: 'ar' | 'en' | 'fr';
  state: 'new' | 'accepted' | 'rejected';
  receivedAt: string;
  decidedAt: string | null;
  decidedByName: string | null;
  reason: string | null;
}
