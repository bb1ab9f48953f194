import {
  pollAnswerListQuery,
  pollAnswerParams,
  pollIdParams,
  pollInput,
  pollListQuery,
  pollLogQuery,
  POLLS_API,
  pollStatusInput,
  publicPollAnswerInput,
  type ListPage,
  type PollAnswerDetail,
  type PollAnswerRow,
  type PollDetail,
  type PollResults,
  type PollSummary,
  type PublicPoll,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { parseInput, requestLocale } from '../../http/errors.ts';
import { PUBLIC_LINK_ROUTES, publicLinkIdOf } from '../../public-links/public-link.ts';
import {
  createPoll,
  exportPollAnswers,
  listPollAnswers,
  listPollsFor,
  pollResults,
  readPoll,
  readPollAnswer,
  readPublicPoll,
  searchPollLog,
  setPollStatus,
  archivePoll,
  restorePoll,
  submitPublicAnswer,
  updatePoll,
} from './polls.service.ts';

const apiPath = (ctx: AppContext, path: string) =>
  `${ctx.config.API_BASE}${path.slice('/api'.length)}`;

/**
 * Polls and forms with public links (docs/polls.md): the managers' routes (permission `forms`,
 * scope checked by the services) and the public link's (the public-link kit's configs:
 * rate-limited like the other public links). Routes parse and call the services.
 */
export async function pollsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => apiPath(ctx, path);

  app.get(
    p(POLLS_API.polls),
    { config: { permission: 'forms:read' } },
    (request): Promise<ListPage<PollSummary>> =>
      listPollsFor(ctx, callerOf(request), parseInput(pollListQuery, request.query)),
  );
  app.post(
    p(POLLS_API.polls),
    { config: { permission: 'forms:create' } },
    async (request, reply) => {
      const input = parseInput(pollInput, request.body);
      const out: PollDetail = await createPoll(ctx, callerOf(request), input);
      return reply.code(201).send(out);
    },
  );
  // The log is registered before `/polls/:id` reads, whose id would not parse as a uuid anyway.
  app.get(
    p(POLLS_API.log),
    { config: { permission: 'forms:read' } },
    (request): Promise<ListPage<PollAnswerRow>> =>
      searchPollLog(ctx, callerOf(request), parseInput(pollLogQuery, request.query)),
  );
  app.get(
    p(POLLS_API.poll),
    { config: { permission: 'forms:read' } },
    (request): Promise<PollDetail> =>
      readPoll(ctx, callerOf(request), parseInput(pollIdParams, request.params).id),
  );
  app.put(
    p(POLLS_API.poll),
    { config: { permission: 'forms:update' } },
    (request): Promise<PollDetail> => {
      const { id } = parseInput(pollIdParams, request.params);
      return updatePoll(ctx, callerOf(request), id, parseInput(pollInput, request.body));
    },
  );
  app.post(
    p(POLLS_API.status),
    { config: { permission: 'forms:update' } },
    (request): Promise<PollDetail> => {
      const { id } = parseInput(pollIdParams, request.params);
      const { status } = parseInput(pollStatusInput, request.body);
      return setPollStatus(ctx, callerOf(request), id, status);
    },
  );
  app.post(
    p(POLLS_API.archive),
    { config: { permission: 'forms:delete' } },
    async (request, reply): Promise<void> => {
      const { id } = parseInput(pollIdParams, request.params);
      await archivePoll(ctx, callerOf(request), id);
      return reply.status(204).send();
    },
  );
  app.post(
    p(POLLS_API.restore),
    { config: { permission: 'forms:delete' } },
    (request): Promise<PollDetail> => {
      const { id } = parseInput(pollIdParams, request.params);
      return restorePoll(ctx, callerOf(request), id);
    },
  );
  app.get(
    p(POLLS_API.answers),
    { config: { permission: 'forms:read' } },
    (request): Promise<ListPage<PollAnswerRow>> => {
      const { id } = parseInput(pollIdParams, request.params);
      return listPollAnswers(
        ctx,
        callerOf(request),
        id,
        parseInput(pollAnswerListQuery, request.query),
      );
    },
  );
  app.get(
    p(POLLS_API.answer),
    { config: { permission: 'forms:read' } },
    (request): Promise<PollAnswerDetail> => {
      const { id, answerId } = parseInput(pollAnswerParams, request.params);
      return readPollAnswer(ctx, callerOf(request), id, answerId);
    },
  );
  app.get(
    p(POLLS_API.summary),
    { config: { permission: 'forms:read' } },
    (request): Promise<PollResults> => {
      const { id } = parseInput(pollIdParams, request.params);
      const { page: _page, pageSize: _size, ...f } = parseInput(pollAnswerListQuery, request.query);
      return pollResults(ctx, callerOf(request), id, f);
    },
  );
  app.get(
    p(POLLS_API.answersExport),
    { config: { permission: 'forms:export' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = parseInput(pollIdParams, request.params);
      const { page: _page, pageSize: _size, ...f } = parseInput(pollAnswerListQuery, request.query);
      const buffer = await exportPollAnswers(ctx, caller, id, f);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="form-answers.xlsx"')
        .send(buffer);
    },
  );

  // The public link (/pull-registration-link/:id): signed out, rate-limited (a mistyped or
  // cut-off link is a form that does not exist, 404).
  app.get(
    p(POLLS_API.publicPoll),
    { config: PUBLIC_LINK_ROUTES.read },
    (request): Promise<PublicPoll> =>
      readPublicPoll(ctx, publicLinkIdOf(request.params), requestLocale(request)),
  );
  app.post(
    p(POLLS_API.publicPoll),
    { config: PUBLIC_LINK_ROUTES.submit },
    async (request, reply) => {
      const id = publicLinkIdOf(request.params);
      const { answers } = parseInput(publicPollAnswerInput, request.body);
      const out = await submitPublicAnswer(ctx, id, answers, requestLocale(request), request);
      return reply.code(201).send(out);
    },
  );
}
