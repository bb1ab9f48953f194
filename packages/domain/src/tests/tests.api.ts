import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { GRADE_BANDS, TEST_KIND_CODES } from './test-kinds.ts';
import { TEST_ACTIONS, TEST_REQUEST_STATES } from './test-lifecycle.ts';
import {
  ELIGIBILITY_CODES,
  idParams,
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
});
