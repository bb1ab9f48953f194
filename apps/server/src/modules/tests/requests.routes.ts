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
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
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

/** `/api/...` paths of the domain contract under the configured API base. */
export const apiPath = (ctx: AppContext, path: string) =>
  `${ctx.config.API_BASE}${path.slice('/api'.length)}`;

/**
 * The request lifecycle routes (see TESTS_API): they parse and call the services, which own
 * the transaction, the state check (409), the permission and examiner checks (403) and the
 * visibility (404: outside the caller's tests:read scope and not assigned to them).
 */
export async function testRequestsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => apiPath(ctx, path);

  app.get(p(TESTS_API.requests), { config: { signedIn: true } }, async (request) => {
    const caller = callerOf(request);
    const f = parseInput(testRequestListQuery, request.query);
    const visibility = await visibilityOf(ctx.db, caller);
    // Any signed-in user may ask; one who neither reads tests nor examines sees none.
    if (!visibility.scope && !caller.access.can('tests:examine'))
      return { items: [], total: 0, page: f.page, pageSize: f.pageSize };
    if (f.mine) visibility.scope = null;
    const { items, total } = await listRequests(ctx.db, visibility, f);
    return { items, total, page: f.page, pageSize: f.pageSize };
  });

  app.post(
    p(TESTS_API.requests),
    { config: { permission: 'tests:create' } },
    async (request, reply) => {
      const input = parseInput(testRequestCreateInput, request.body);
      const detail = await createRequest(ctx, callerOf(request), input);
      return reply.code(201).send(detail);
    },
  );

  app.get(p(TESTS_API.request), { config: { signedIn: true } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return readRequest(ctx, callerOf(request), id);
  });

  app.post(p(TESTS_API.eligibility), { config: { permission: 'tests:create' } }, async (request) =>
    checkEligibility(ctx, callerOf(request), parseInput(testEligibilityInput, request.body)),
  );

  app.post(p(TESTS_API.approve), { config: { permission: 'tests:approve' } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(testApproveInput, request.body ?? {});
    return approveRequest(ctx, callerOf(request), id, input.note);
  });

  app.post(p(TESTS_API.reject), { config: { permission: 'tests:approve' } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(reasonInput, request.body);
    return rejectRequest(ctx, callerOf(request), id, reason);
  });

  app.post(p(TESTS_API.schedule), { config: { permission: 'tests:approve' } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(testScheduleInput, request.body);
    return scheduleRequest(ctx, callerOf(request), id, input);
  });

  // Cancel: the requester's side (tests:create) or an approver; the service checks which.
  app.post(p(TESTS_API.cancel), { config: { signedIn: true } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(reasonInput, request.body);
    return cancelRequest(ctx, callerOf(request), id, reason);
  });

  // No-show: the assigned examiner or an approver; the service checks which.
  app.post(p(TESTS_API.noShow), { config: { signedIn: true } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(reasonInput, request.body);
    return noShow(ctx, callerOf(request), id, reason);
  });

  app.get(
    p(TESTS_API.examinerSuggestions),
    { config: { permission: 'tests:approve' } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const q = parseInput(examinerSuggestionsQuery, request.query);
      return { items: await examinerSuggestions(ctx, callerOf(request), id, q) };
    },
  );

  app.get(p(TESTS_API.sheet), { config: { signedIn: true } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return readSheet(ctx, callerOf(request), id);
  });

  app.post(p(TESTS_API.result), { config: { permission: 'tests:examine' } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(testResultInput, request.body);
    return submitResult(ctx, callerOf(request), id, input);
  });

  app.post(
    p(TESTS_API.approveResult),
    { config: { permission: 'tests:approve' } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      return approveResult(ctx, callerOf(request), id);
    },
  );

  app.post(
    p(TESTS_API.returnResult),
    { config: { permission: 'tests:approve' } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { reason } = parseInput(reasonInput, request.body);
      return returnResult(ctx, callerOf(request), id, reason);
    },
  );
}
