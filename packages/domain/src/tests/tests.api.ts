import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { listPageSchema } from '../platform/list-page.ts';
import {
  CRITERION_SCORING,
  GRADE_BANDS,
  MISTAKE_TYPES,
  PORTION_TYPES,
  TEST_KIND_CODES,
} from './test-kinds.ts';
import { TEST_ACTIONS, TEST_REQUEST_STATES } from './test-lifecycle.ts';
import {
  anticipatedQuery,
  certificateBulkInput,
  certificateIssueInput,
  certificateListQuery,
  certificatePdfQuery,
  ELIGIBILITY_CODES,
  examinerListQuery,
  examinerSuggestionsQuery,
  externalRequestDecisionInput,
  externalRequestInput,
  externalRequestListQuery,
  idParams,
  testResultListQuery,
  type AnticipatedTest,
  type CertificateSummary,
  type ExaminerLoad,
  type ExaminerSuggestion,
  type ExternalRequestRow,
  type StudentTests,
  type TestKindRules,
  type TestResultRow,
  type TestSheet,
  reasonInput,
  TEST_SUBJECTS,
  testApproveInput,
  testEligibilityInput,
  testRequestCreateInput,
  testRequestListQuery,
  testResultInput,
  testScheduleInput,
  type TestEligibility,
  type TestRequestDetail,
  type TestRequestSummary,
} from './tests.schemas.ts';

/**
 * The answers of the tests module's request workflow as schemas (the API document reads them
 * through `TESTS_ROUTES`); each is typed with the output type the screens use, so the two
 * cannot drift apart.
 */
const position = z.object({ surah: z.number().int(), ayah: z.number().int() });
const problem = z.object({
  code: z.enum(ELIGIBILITY_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const name3 = z.object({ ar: z.string(), en: z.string(), fr: z.string() });
const state = z.enum(TEST_REQUEST_STATES);

const summaryShape = {
  id: z.uuid(),
  version: z.number().int(),
  subject: z.enum(TEST_SUBJECTS),
  studentId: z.uuid().nullable(),
  teacherId: z.uuid().nullable(),
  studentName: z.string(),
  centreId: z.uuid(),
  centreName: z.string(),
  countryId: z.uuid(),
  ringId: z.uuid().nullable(),
  ringName: z.string().nullable(),
  kindId: z.uuid(),
  kindName: name3,
  category: z.enum(TEST_KIND_CODES),
  portion: z.object({ from: position, to: position }).nullable(),
  state,
  requestedAt: z.string(),
  requestedById: z.uuid().nullable(),
  requestedByName: z.string().nullable(),
  overrideReason: z.string().nullable(),
  eligibilityProblems: z.array(problem),
  examinerId: z.uuid().nullable(),
  examinerName: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  place: z.string().nullable(),
  onlineLink: z.string().nullable(),
  result: z
    .object({
      status: z.enum(['pending', 'returned', 'approved']),
      total: z.number(),
      maxTotal: z.number(),
      percent: z.number(),
      grade: z.enum(GRADE_BANDS),
      passed: z.boolean(),
    })
    .nullable(),
  certificateId: z.uuid().nullable(),
  certificateSerial: z.string().nullable(),
  updatedAt: z.string(),
};

export const testRequestSummarySchema: z.ZodType<TestRequestSummary> = z.object(summaryShape);

export const testRequestDetailSchema: z.ZodType<TestRequestDetail> = z.object({
  ...summaryShape,
  notes: z.string().nullable(),
  events: z.array(
    z.object({
      id: z.uuid(),
      action: z.enum(TEST_ACTIONS),
      fromState: state.nullable(),
      toState: state,
      at: z.string(),
      byId: z.uuid().nullable(),
      byName: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  actions: z.array(z.enum(TEST_ACTIONS)),
  currentProblems: z.array(problem),
});

const eligibilitySchema: z.ZodType<TestEligibility> = z.object({
  eligible: z.boolean(),
  problems: z.array(problem),
});

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

const mistakeCounts = z.object(
  Object.fromEntries(MISTAKE_TYPES.map((t) => [t, z.number().int()])) as Record<
    (typeof MISTAKE_TYPES)[number],
    z.ZodNumber
  >,
);
const criterionSchema = z.object({
  id: z.uuid(),
  name: name3,
  scoring: z.enum(CRITERION_SCORING),
  maxMarks: z.number(),
  deductions: mistakeCounts.describe('marks deducted per mistake of each type'),
  order: z.number().int(),
});
const kindRulesSchema: z.ZodType<TestKindRules> = z.object({
  id: z.uuid(),
  code: z.string(),
  category: z.enum(TEST_KIND_CODES),
  name: name3,
  portionType: z.enum(PORTION_TYPES),
  passMark: z.number(),
  bands: z.object({ excellent: z.number(), veryGood: z.number(), good: z.number() }),
  waitingDays: z.number().int(),
  requiredKindIds: z.array(z.uuid()),
  needsExternalExaminer: z.boolean(),
  status: z.enum(['active', 'inactive']),
  criteria: z.array(criterionSchema),
});
const portion = z.object({ from: position, to: position });
const resultBrief = {
  status: z.enum(['pending', 'returned', 'approved']),
  total: z.number(),
  maxTotal: z.number(),
  percent: z.number(),
  grade: z.enum(GRADE_BANDS),
  passed: z.boolean(),
};
const sheetSchema: z.ZodType<TestSheet> = z.object({
  request: testRequestSummarySchema,
  kind: kindRulesSchema,
  portion: portion.nullable(),
  ayahCount: z.number().int(),
  pastMistakes: z.array(
    z.object({
      surah: z.number().int(),
      ayah: z.number().int(),
      type: z.enum(MISTAKE_TYPES),
      at: z.string(),
      source: z.enum(['test', 'reading']),
    }),
  ),
  result: z
    .object({
      ...resultBrief,
      criteria: z.array(
        z.object({
          criterionId: z.uuid(),
          name: name3,
          maxMarks: z.number(),
          deducted: z.number(),
          score: z.number(),
        }),
      ),
      mistakes: z.array(
        z.object({
          surah: z.number().int(),
          ayah: z.number().int(),
          type: z.enum(MISTAKE_TYPES),
          note: z.string().nullable(),
        }),
      ),
      mistakeCounts,
      notes: z.string().nullable(),
      submittedAt: z.string(),
      examinerName: z.string().nullable(),
      returnReason: z.string().nullable(),
      approvedAt: z.string().nullable(),
    })
    .nullable(),
});
const suggestionSchema: z.ZodType<ExaminerSuggestion> = z.object({
  examinerId: z.uuid(),
  employeeId: z.uuid(),
  name: z.string(),
  centreId: z.uuid().nullable(),
  centreName: z.string().nullable(),
  load: z.number().int(),
  free: z.boolean().nullable(),
  conflict: z.enum(['ownTeacher', 'sameCentre', 'notQualified']).nullable(),
});
const resultRowSchema: z.ZodType<TestResultRow> = z.object({
  requestId: z.uuid(),
  studentId: z.uuid().nullable(),
  studentName: z.string(),
  centreName: z.string(),
  kindId: z.uuid(),
  kindName: name3,
  category: z.enum(TEST_KIND_CODES),
  portion: portion.nullable(),
  examinerName: z.string().nullable(),
  takenAt: z.string(),
  status: resultBrief.status,
  total: z.number(),
  maxTotal: z.number(),
  percent: z.number(),
  grade: z.enum(GRADE_BANDS),
  passed: z.boolean(),
  certificateSerial: z.string().nullable(),
});
const anticipatedSchema: z.ZodType<AnticipatedTest> = z.object({
  studentId: z.uuid(),
  studentName: z.string(),
  centreId: z.uuid(),
  centreName: z.string(),
  ringId: z.uuid().nullable(),
  ringName: z.string().nullable(),
  juz: z.number().int(),
  portion,
  remainingPages: z.number(),
  pagesPerWeek: z.number(),
  expectedOn: z.string(),
  suggestedKindId: z.uuid().nullable(),
});
const certificateSchema: z.ZodType<CertificateSummary> = z.object({
  id: z.uuid(),
  serial: z.string(),
  requestId: z.uuid(),
  studentName: z.string(),
  centreName: z.string(),
  kindName: name3,
  grade: z.enum(GRADE_BANDS),
  percent: z.number(),
  language: z.enum(['ar', 'en', 'fr']),
  issuedAt: z.string(),
  issuedByName: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  verifyUrl: z.string(),
});
const examinerLoadSchema: z.ZodType<ExaminerLoad> = z.object({
  examinerId: z.uuid(),
  employeeId: z.uuid(),
  name: z.string(),
  centreName: z.string().nullable(),
  kindIds: z.array(z.uuid()),
  upcoming: z.number().int(),
  thisWeek: z.number().int(),
  examinedLast30Days: z.number().int(),
});
const studentTestsSchema: z.ZodType<StudentTests> = z.object({
  requests: z.array(testRequestSummarySchema),
  certificates: z.array(certificateSchema),
});
const externalRowSchema: z.ZodType<ExternalRequestRow> = z.object({
  id: z.uuid(),
  fullName: z.string(),
  gender: z.enum(['male', 'female']),
  countryName: z.string(),
  city: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  category: z.enum(TEST_KIND_CODES),
  portionText: z.string(),
  notes: z.string().nullable(),
  language: z.enum(['ar', 'en', 'fr']),
  state: z.enum(['new', 'accepted', 'rejected']),
  receivedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  reason: z.string().nullable(),
});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A transition of a request: its id in the path; it answers the request as it is now. */
const transition = (summary: string, body: z.ZodType | null) => ({
  summary,
  params: idParams,
  body,
  response: testRequestDetailSchema,
});

export const TESTS_ROUTES = defineRouteContracts({
  'GET /api/tests/requests': {
    summary: 'Test requests the caller may see (or examines, with mine)',
    query: testRequestListQuery,
    response: page(testRequestSummarySchema),
  },
  'POST /api/tests/requests': {
    summary: 'Request a test for a student or a teacher',
    body: testRequestCreateInput,
    status: 201,
    response: testRequestDetailSchema,
  },
  'GET /api/tests/requests/:id': {
    summary: 'One request with its history and the actions the caller may take',
    params: idParams,
    response: testRequestDetailSchema,
  },
  'POST /api/tests/eligibility': {
    summary: 'Whether a student may sit a test now (the problems found)',
    body: testEligibilityInput,
    response: eligibilitySchema,
  },
  'POST /api/tests/requests/:id/approve': transition('Approve a request', testApproveInput),
  'POST /api/tests/requests/:id/reject': transition('Reject a request', reasonInput),
  'POST /api/tests/requests/:id/schedule': transition(
    'Schedule it: examiner, time and place',
    testScheduleInput,
  ),
  'POST /api/tests/requests/:id/cancel': transition('Cancel a request', reasonInput),
  'POST /api/tests/requests/:id/no-show': transition('The student did not come', reasonInput),
  'POST /api/tests/requests/:id/result': transition(
    "The examiner's marks (the grade is computed)",
    testResultInput,
  ),
  'POST /api/tests/requests/:id/result/approve': transition(
    'Approve the result: passed or failed',
    null,
  ),
  'POST /api/tests/requests/:id/result/return': transition(
    'Return the result to the examiner',
    reasonInput,
  ),
  'GET /api/tests/requests/:id/examiner-suggestions': {
    summary: 'Examiners for a request: qualified, free at the time, without conflict first',
    params: idParams,
    query: examinerSuggestionsQuery,
    response: z.object({ items: z.array(suggestionSchema) }),
  },
  'GET /api/tests/requests/:id/sheet': {
    summary: "The examiner's sheet: the request, the kind's rules, past mistakes, the result",
    params: idParams,
    response: sheetSchema,
  },
  'GET /api/tests/kinds': {
    summary: 'Test kinds with their criteria (pickers and the sheet)',
    response: z.object({ items: z.array(kindRulesSchema) }),
  },
  'GET /api/tests/examiners': {
    summary: 'Examiners in the caller’s scope with their load',
    query: examinerListQuery,
    response: z.object({ items: z.array(examinerLoadSchema) }),
  },
  'GET /api/tests/students/:id': {
    summary: "A student's tests and certificates",
    params: idParams,
    response: studentTestsSchema,
  },
  'GET /api/tests/anticipated': {
    summary: 'Students expected to complete a juz soon (a test to request)',
    query: anticipatedQuery,
    response: listPageSchema(anticipatedSchema),
  },
  'GET /api/tests/results': {
    summary: 'Test results (approved, unless status says otherwise)',
    query: testResultListQuery,
    response: listPageSchema(resultRowSchema),
  },
  'GET /api/tests/results/export': {
    summary: 'The results as an Excel workbook',
    query: testResultListQuery,
    response: { file: XLSX },
  },
  'GET /api/tests/certificates': {
    summary: 'Certificates the caller may see',
    query: certificateListQuery,
    response: listPageSchema(certificateSchema),
  },
  'POST /api/tests/requests/:id/certificate': {
    summary: 'Issue the certificate of a passed test',
    params: idParams,
    body: certificateIssueInput,
    status: 201,
    response: certificateSchema,
  },
  'GET /api/tests/certificates/:id/pdf': {
    summary: 'The certificate as a PDF',
    params: idParams,
    query: certificatePdfQuery,
    response: { file: 'application/pdf' },
  },
  'POST /api/tests/certificates/:id/revoke': {
    summary: 'Revoke a certificate (its verification page says so)',
    params: idParams,
    body: reasonInput,
    response: certificateSchema,
  },
  'POST /api/tests/certificates/bulk': {
    summary: "Issue a session's certificates as one PDF (a background job)",
    body: certificateBulkInput,
    status: 202,
    response: z.object({ jobId: z.uuid() }),
  },
  'POST /api/public/tests/external-requests': {
    summary: 'A test request from another country (the public form, signed out)',
    body: externalRequestInput,
    status: 201,
    response: z.object({ ok: z.literal(true) }),
  },
  'GET /api/tests/external-requests': {
    summary: 'External test requests to review',
    query: externalRequestListQuery,
    response: listPageSchema(externalRowSchema),
  },
  'POST /api/tests/external-requests/:id/decide': {
    summary: 'Accept or reject an external request',
    params: idParams,
    body: externalRequestDecisionInput,
    response: externalRowSchema,
  },
});
