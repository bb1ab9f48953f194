import {
  applicationActionInput,
  applicationActionParams,
  applicationFileParams,
  applicationListQuery,
  bulkInput,
  hireInput,
  postingActionParams,
  postingInput,
  postingListQuery,
  publicApplicationInput,
  publicFileQuery,
  RECRUITMENT_API,
  recruitmentIdParams,
  roundInput,
  scoreSheetInput,
  scoreSheetParams,
  slotInput,
  statusParams,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput, requestLocale } from '../../http/errors.ts';
import { formFileUploadRoute, replyWithFormFile } from '../../forms/form-files.ts';
import { PUBLIC_LINK_ROUTES, publicLinkIdOf } from '../../public-links/public-link.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import {
  applicationBoard,
  applyPublic,
  bulkMove,
  hireApplicant,
  listApplicationsFor,
  moveApplication,
  pickSlot,
  postingQrSvg,
  readApplication,
  readPublicPosting,
  readStatus,
  withdrawByToken,
} from './applications.service.ts';
import {
  APPLICATION_FILES,
  applicationFile,
  publicUploadQuestion,
} from './application-files.service.ts';
import {
  createRound,
  listRoundsFor,
  readRound,
  readSheet,
  saveSheet,
  updateRound,
} from './interviews.service.ts';
import {
  createPosting,
  listPostingsFor,
  postingAction,
  postingFunnel,
  readPosting,
  updatePosting,
} from './postings.service.ts';

const apiPath = (ctx: AppContext, path: string) =>
  `${ctx.config.API_BASE}${path.slice('/api'.length)}`;

/** A status link's token, or 404 (a mistyped or cut-off link is one that does not exist). */
function tokenOf(raw: unknown): string {
  const parsed = statusParams.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data.token;
}

/**
 * Recruitment's routes (docs/jobs-and-recruitment.md): HR's (permissions `job-postings`,
 * `job-applications`, `interviews`; scope checked by the services), the panel's (signed in: the
 * seat on a round is the right, checked by the service) and the public ones (the public-link
 * kit's configs: signed out, rate-limited). Routes parse and call the services.
 */
export async function recruitmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => apiPath(ctx, path);
  const A = RECRUITMENT_API;

  app.get(p(A.postings), { config: { permission: 'job-postings:read' } }, (r) =>
    listPostingsFor(ctx, callerOf(r), parseInput(postingListQuery, r.query)),
  );
  app.post(p(A.postings), { config: { permission: 'job-postings:create' } }, async (r, reply) =>
    reply.code(201).send(await createPosting(ctx, callerOf(r), parseInput(postingInput, r.body))),
  );
  app.get(p(A.posting), { config: { permission: 'job-postings:read' } }, (r) =>
    readPosting(ctx, callerOf(r), parseInput(recruitmentIdParams, r.params).id),
  );
  app.put(p(A.posting), { config: { permission: 'job-postings:update' } }, (r) => {
    const { id } = parseInput(recruitmentIdParams, r.params);
    return updatePosting(ctx, callerOf(r), id, parseInput(postingInput, r.body));
  });
  app.post(p(A.postingAction), { config: { permission: 'job-postings:update' } }, (r) => {
    const { id, action } = parseInput(postingActionParams, r.params);
    return postingAction(ctx, callerOf(r), id, action);
  });
  app.get(p(A.funnel), { config: { permission: 'job-applications:read' } }, (r) =>
    postingFunnel(ctx, callerOf(r), parseInput(recruitmentIdParams, r.params).id),
  );
  app.get(p(A.rounds), { config: { permission: 'interviews:read' } }, (r) =>
    listRoundsFor(ctx, callerOf(r), parseInput(recruitmentIdParams, r.params).id),
  );
  app.post(p(A.rounds), { config: { permission: 'interviews:create' } }, async (r, reply) => {
    const { id } = parseInput(recruitmentIdParams, r.params);
    return reply
      .code(201)
      .send(await createRound(ctx, callerOf(r), id, parseInput(roundInput, r.body)));
  });

  // The board is registered before `/applications/:id`, whose id would not parse anyway.
  app.get(p(A.board), { config: { permission: 'job-applications:read' } }, (r) =>
    applicationBoard(ctx, callerOf(r), parseInput(applicationListQuery, r.query)),
  );
  app.get(p(A.applications), { config: { permission: 'job-applications:read' } }, (r) =>
    listApplicationsFor(ctx, callerOf(r), parseInput(applicationListQuery, r.query)),
  );
  app.post(p(A.bulk), { config: { permission: 'job-applications:update' } }, (r) =>
    bulkMove(ctx, callerOf(r), parseInput(bulkInput, r.body)),
  );
  app.get(p(A.application), { config: { permission: 'job-applications:read' } }, (r) =>
    readApplication(ctx, callerOf(r), parseInput(recruitmentIdParams, r.params).id),
  );
  app.post(p(A.applicationAction), { config: { permission: 'job-applications:update' } }, (r) => {
    const { id, action } = parseInput(applicationActionParams, r.params);
    return moveApplication(
      ctx,
      callerOf(r),
      id,
      action,
      parseInput(applicationActionInput, r.body ?? {}),
    );
  });
  // An answer's file (the recitation sample): HR in scope or the candidate's panel (the service).
  app.get(p(A.applicationFile), { config: { signedIn: true } }, async (r, reply) => {
    const { id, questionId } = parseInput(applicationFileParams, r.params);
    return replyWithFormFile(r, reply, await applicationFile(ctx, callerOf(r), id, questionId));
  });
  app.post(p(A.hire), { config: { permission: 'job-applications:approve' } }, (r) => {
    const { id } = parseInput(recruitmentIdParams, r.params);
    return hireApplicant(ctx, callerOf(r), id, parseInput(hireInput, r.body));
  });

  // Rounds and score sheets: HR manages (interviews:read in scope); a panel member acts by their
  // seat (interviews:examine), checked by the service.
  app.get(p(A.myRounds), { config: { signedIn: true } }, (r) => listRoundsFor(ctx, callerOf(r)));
  app.get(p(A.round), { config: { signedIn: true } }, (r) =>
    readRound(ctx, callerOf(r), parseInput(recruitmentIdParams, r.params).id),
  );
  app.put(p(A.round), { config: { permission: 'interviews:update' } }, (r) => {
    const { id } = parseInput(recruitmentIdParams, r.params);
    return updateRound(ctx, callerOf(r), id, parseInput(roundInput, r.body));
  });
  app.get(p(A.sheet), { config: { permission: 'interviews:examine' } }, (r) => {
    const { id, applicationId } = parseInput(scoreSheetParams, r.params);
    return readSheet(ctx, callerOf(r), id, applicationId);
  });
  app.put(p(A.sheet), { config: { permission: 'interviews:examine' } }, (r) => {
    const { id, applicationId } = parseInput(scoreSheetParams, r.params);
    return saveSheet(
      ctx,
      callerOf(r),
      id,
      applicationId,
      parseInput(scoreSheetInput, r.body),
      false,
    );
  });
  app.post(p(A.sheetSubmit), { config: { permission: 'interviews:examine' } }, (r) => {
    const { id, applicationId } = parseInput(scoreSheetParams, r.params);
    return saveSheet(
      ctx,
      callerOf(r),
      id,
      applicationId,
      parseInput(scoreSheetInput, r.body),
      true,
    );
  });

  // The public link (/job-registration-link/:id) and the applicant's private status link.
  app.get(p(A.publicPosting), { config: PUBLIC_LINK_ROUTES.read }, (r) =>
    readPublicPosting(ctx, publicLinkIdOf(r.params), requestLocale(r)),
  );
  app.post(p(A.publicPosting), { config: PUBLIC_LINK_ROUTES.submit }, async (r, reply) => {
    const id = publicLinkIdOf(r.params);
    const input = parseInput(publicApplicationInput, r.body);
    return reply.code(201).send(await applyPublic(ctx, id, input, requestLocale(r), r));
  });
  // A file answer sent before the form (the recitation sample): stored unclaimed, its type read
  // from its bytes, within the question's size; the application claims it when sent.
  await formFileUploadRoute(app, ctx.db, {
    path: p(A.publicFile),
    config: PUBLIC_LINK_ROUTES.submit,
    resource: APPLICATION_FILES,
    questionFor: (r) =>
      publicUploadQuestion(
        ctx,
        publicLinkIdOf(r.params),
        parseInput(publicFileQuery, r.query).question,
      ),
  });
  app.get(p(A.publicQr), { config: PUBLIC_LINK_ROUTES.read }, async (r, reply) => {
    const svg = await postingQrSvg(ctx, publicLinkIdOf(r.params));
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(svg);
  });
  app.get(p(A.publicStatus), { config: PUBLIC_LINK_ROUTES.read }, (r) =>
    readStatus(ctx, tokenOf(r.params)),
  );
  app.post(p(A.publicWithdraw), { config: PUBLIC_LINK_ROUTES.submit }, (r) =>
    withdrawByToken(ctx, tokenOf(r.params), requestLocale(r), r),
  );
  app.post(p(A.publicSlot), { config: PUBLIC_LINK_ROUTES.submit }, (r) => {
    const { slotAt } = parseInput(slotInput, r.body);
    return pickSlot(ctx, tokenOf(r.params), slotAt, requestLocale(r), r);
  });
}
