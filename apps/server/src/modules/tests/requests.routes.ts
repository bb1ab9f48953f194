import {
  examinerSuggestionsQuery,
  idParams,
  reasonInput,
  testApproveInput,
  testEligibilityInput,
  testRequestCreateInput,
  testRequestListQuery,
  testResultInput,
  testScheduleInput,
  TESTS_API,
  type ExaminerSuggestion,
} from '@qc/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { registerRoutes } from '../../http/register-routes.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { examinerSuggestions, readSheet } from './sheet.service.ts';
import { listRequests } from './tests.repository.ts';
import {
  approveRequest,
  approveResult,
  cancelRequest,
  checkEligibility,
  createRequest,
  noShow,
  readRequest,
  rejectRequest,
  returnResult,
  scheduleRequest,
  submitResult,
  visibilityOf,
} from './tests.service.ts';

const idOf = (request: FastifyRequest) => parseInput(idParams, request.params).id;
const reasonOf = (request: FastifyRequest) => parseInput(reasonInput, request.body).reason;

/**
 * The request lifecycle routes (see TESTS_API): they parse and call the services, which own
 * the transaction, the state check (409), the permission and examiner checks (403) and the
 * visibility (404: outside the caller's tests:read scope and not assigned to them).
 */
export async function testRequestsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoutes(app, ctx.config, [
    {
      method: 'GET',
      path: TESTS_API.requests,
      guard: { signedIn: true },
      handle: async (request) => {
        const caller = callerOf(request);
        const f = parseInput(testRequestListQuery, request.query);
        const visibility = await visibilityOf(ctx.db, caller);
        // Any signed-in user may ask; one who neither reads tests nor examines sees none.
        if (!visibility.scope && !caller.access.can('tests:examine'))
          return { items: [], total: 0, page: f.page, pageSize: f.pageSize };
        if (f.mine) visibility.scope = null;
        const { items, total } = await listRequests(ctx.db, visibility, f);
        return { items, total, page: f.page, pageSize: f.pageSize };
      },
    },
    {
      method: 'POST',
      path: TESTS_API.requests,
      guard: { permission: 'tests:create' },
      status: 201,
      handle: (request) =>
        createRequest(ctx, callerOf(request), parseInput(testRequestCreateInput, request.body)),
    },
    {
      method: 'GET',
      path: TESTS_API.request,
      guard: { signedIn: true },
      handle: (request) => readRequest(ctx, callerOf(request), idOf(request)),
    },
    {
      method: 'POST',
      path: TESTS_API.eligibility,
      guard: { permission: 'tests:create' },
      handle: (request) =>
        checkEligibility(ctx, callerOf(request), parseInput(testEligibilityInput, request.body)),
    },
    {
      method: 'POST',
      path: TESTS_API.approve,
      guard: { permission: 'tests:approve' },
      handle: (request) => {
        const input = parseInput(testApproveInput, request.body ?? {});
        return approveRequest(ctx, callerOf(request), idOf(request), input.note);
      },
    },
    {
      method: 'POST',
      path: TESTS_API.reject,
      guard: { permission: 'tests:approve' },
      handle: (request) => rejectRequest(ctx, callerOf(request), idOf(request), reasonOf(request)),
    },
    {
      method: 'POST',
      path: TESTS_API.schedule,
      guard: { permission: 'tests:approve' },
      handle: (request) =>
        scheduleRequest(
          ctx,
          callerOf(request),
          idOf(request),
          parseInput(testScheduleInput, request.body),
        ),
    },
    // Cancel: the requester's side (tests:create) or an approver; the service checks which.
    {
      method: 'POST',
      path: TESTS_API.cancel,
      guard: { signedIn: true },
      handle: (request) => cancelRequest(ctx, callerOf(request), idOf(request), reasonOf(request)),
    },
    // No-show: the assigned examiner or an approver; the service checks which.
    {
      method: 'POST',
      path: TESTS_API.noShow,
      guard: { signedIn: true },
      handle: (request) => noShow(ctx, callerOf(request), idOf(request), reasonOf(request)),
    },
    {
      method: 'GET',
      path: TESTS_API.examinerSuggestions,
      guard: { permission: 'tests:approve' },
      handle: async (request): Promise<{ items: ExaminerSuggestion[] }> => {
        const q = parseInput(examinerSuggestionsQuery, request.query);
        return { items: await examinerSuggestions(ctx, callerOf(request), idOf(request), q) };
      },
    },
    {
      method: 'GET',
      path: TESTS_API.sheet,
      guard: { signedIn: true },
      handle: (request) => readSheet(ctx, callerOf(request), idOf(request)),
    },
    {
      method: 'POST',
      path: TESTS_API.result,
      guard: { permission: 'tests:examine' },
      handle: (request) =>
        submitResult(
          ctx,
          callerOf(request),
          idOf(request),
          parseInput(testResultInput, request.body),
        ),
    },
    {
      method: 'POST',
      path: TESTS_API.approveResult,
      guard: { permission: 'tests:approve' },
      handle: (request) => approveResult(ctx, callerOf(request), idOf(request)),
    },
    {
      method: 'POST',
      path: TESTS_API.returnResult,
      guard: { permission: 'tests:approve' },
      handle: (request) => returnResult(ctx, callerOf(request), idOf(request), reasonOf(request)),
    },
  ]);
}
