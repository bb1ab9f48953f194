import multipart from '@fastify/multipart';
import {
  evaluationActionInput,
  evaluationActionListQuery,
  evaluationActionStatusInput,
  evaluationDraftInput,
  evaluationFormInput,
  evaluationFormListQuery,
  evaluationIdParams,
  evaluationPhotoParams,
  evaluationRequestCreateInput,
  evaluationRequestListQuery,
  evaluationReturnInput,
  evaluationEvaluatorsQuery,
  evaluationSubjectsQuery,
  EVALUATIONS_API,
  type EvaluationPick,
  type EvaluationSummary,
  type ListPage,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, notFound, parseInput } from '../../http/errors.ts';
import { fileWithContent } from '../../resources/files.repository.ts';
import { contentMatches } from '../../resources/routes/file-upload.route.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { findRequest, listRequests } from './evaluations.repository.ts';
import {
  addPhoto,
  approveEvaluation,
  checkPhotoAllowed,
  createEvaluationForm,
  createRequests,
  evaluatorsFor,
  listForms,
  readEvaluation,
  readForm,
  returnEvaluation,
  saveDraft,
  submitEvaluation,
  updateEvaluationForm,
} from './evaluations.service.ts';
import { createAction, listFollowUps, setActionStatus } from './results.service.ts';
import { searchSubjects } from './subjects.repository.ts';

/** `/api/...` paths of the domain contract under the configured API base. */
export const apiPath = (ctx: AppContext, path: string) =>
  `${ctx.config.API_BASE}${path.slice('/api'.length)}`;

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The browser resizes photos before sending them (about 1600 px); this is the ceiling. */
const MAX_PHOTO = 4 * 1024 * 1024;

/**
 * Forms, requests and their lifecycle, photos, follow-up actions and pickers. Routes parse and
 * call the services, which check scope, state and who may act, and own the transactions.
 */
export async function evaluationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => apiPath(ctx, path);

  // Forms
  app.get(p(EVALUATIONS_API.forms), { config: { permission: 'evaluations:read' } }, (request) =>
    listForms(ctx, parseInput(evaluationFormListQuery, request.query)),
  );
  app.get(p(EVALUATIONS_API.form), { config: { permission: 'evaluations:read' } }, (request) =>
    readForm(ctx, parseInput(evaluationIdParams, request.params).id),
  );
  app.post(
    p(EVALUATIONS_API.forms),
    { config: { permission: 'evaluations:update' } },
    async (request, reply) => {
      const input = parseInput(evaluationFormInput, request.body);
      return reply.code(201).send(await createEvaluationForm(ctx, callerOf(request), input));
    },
  );
  app.put(p(EVALUATIONS_API.form), { config: { permission: 'evaluations:update' } }, (request) => {
    const { id } = parseInput(evaluationIdParams, request.params);
    const input = parseInput(evaluationFormInput, request.body);
    return updateEvaluationForm(ctx, callerOf(request), id, input);
  });

  // Requests
  app.get(
    p(EVALUATIONS_API.requests),
    { config: { signedIn: true } },
    async (request): Promise<ListPage<EvaluationSummary>> => {
      const f = parseInput(evaluationRequestListQuery, request.query);
      const { items, total } = await listRequests(ctx.db, callerOf(request), f);
      return { items, total, page: f.page, pageSize: f.pageSize };
    },
  );
  app.post(
    p(EVALUATIONS_API.requests),
    { config: { permission: 'evaluations:create' } },
    async (request, reply) => {
      const input = parseInput(evaluationRequestCreateInput, request.body);
      return reply.code(201).send(await createRequests(ctx, callerOf(request), input));
    },
  );
  app.get(p(EVALUATIONS_API.request), { config: { signedIn: true } }, (request) =>
    readEvaluation(ctx, callerOf(request), parseInput(evaluationIdParams, request.params).id),
  );
  app.put(p(EVALUATIONS_API.draft), { config: { signedIn: true } }, (request) => {
    const { id } = parseInput(evaluationIdParams, request.params);
    return saveDraft(ctx, callerOf(request), id, parseInput(evaluationDraftInput, request.body));
  });
  app.post(p(EVALUATIONS_API.submit), { config: { signedIn: true } }, (request) => {
    const { id } = parseInput(evaluationIdParams, request.params);
    const body = request.body ? parseInput(evaluationDraftInput, request.body) : null;
    return submitEvaluation(ctx, callerOf(request), id, body);
  });
  app.post(p(EVALUATIONS_API.approve), { config: { permission: 'evaluations:approve' } }, (r) =>
    approveEvaluation(ctx, callerOf(r), parseInput(evaluationIdParams, r.params).id),
  );
  app.post(p(EVALUATIONS_API.return), { config: { permission: 'evaluations:approve' } }, (r) => {
    const { id } = parseInput(evaluationIdParams, r.params);
    const { reason } = parseInput(evaluationReturnInput, r.body);
    return returnEvaluation(ctx, callerOf(r), id, reason);
  });

  // Evidence photos: stored files of the evaluation, added by its evaluator while filling it.
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { files: 1, fileSize: MAX_PHOTO, fields: 2 } });
    scoped.post(
      p(EVALUATIONS_API.photos),
      { config: { signedIn: true } },
      async (request, reply) => {
        const caller = callerOf(request);
        const { id } = parseInput(evaluationIdParams, request.params);
        await checkPhotoAllowed(ctx, caller, id);
        if (!request.isMultipart()) throw badRequest('resources.errors.noFile');
        const data = await request.file();
        if (!data) throw badRequest('resources.errors.noFile');
        let content: Buffer;
        try {
          content = await data.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(413, 'resources.errors.fileTooLarge');
          throw error;
        }
        const type = data.mimetype.toLowerCase().split(';')[0]!.trim();
        if (!PHOTO_TYPES.includes(type) || !contentMatches(type, content))
          throw badRequest('evaluations.badPhoto');
        const file = await addPhoto(ctx, caller, id, {
          name: (data.filename || 'photo').slice(0, 120),
          contentType: type,
          content,
          sha256: createHash('sha256').update(content).digest('hex'),
        });
        const answer: { id: string; name: string; size: number } = {
          id: file.id,
          name: file.name,
          size: file.size,
        };
        return reply.code(201).send(answer);
      },
    );
  });
  app.get(p(EVALUATIONS_API.photo), { config: { signedIn: true } }, async (request, reply) => {
    const { id, fileId } = parseInput(evaluationPhotoParams, request.params);
    const found = await findRequest(ctx.db, callerOf(request), id);
    if (!found || !found.r.photoIds.includes(fileId)) throw notFound();
    const file = await fileWithContent(ctx.db, fileId);
    if (!file) throw notFound();
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .send(file.content);
  });

  // Follow-up actions
  app.get(p(EVALUATIONS_API.actions), { config: { signedIn: true } }, (request) =>
    listFollowUps(ctx, callerOf(request), parseInput(evaluationActionListQuery, request.query)),
  );
  app.post(
    p(EVALUATIONS_API.actions),
    { config: { permission: 'evaluations:update' } },
    async (request, reply) => {
      const input = parseInput(evaluationActionInput, request.body);
      return reply.code(201).send(await createAction(ctx, callerOf(request), input));
    },
  );
  app.patch(p(EVALUATIONS_API.action), { config: { permission: 'evaluations:update' } }, (r) => {
    const { id } = parseInput(evaluationIdParams, r.params);
    const { status } = parseInput(evaluationActionStatusInput, r.body);
    return setActionStatus(ctx, callerOf(r), id, status);
  });

  // Pickers
  app.get(
    p(EVALUATIONS_API.evaluators),
    { config: { permission: 'evaluations:create' } },
    async (request): Promise<{ items: EvaluationPick[] }> => {
      const { q } = parseInput(evaluationEvaluatorsQuery, request.query);
      return { items: await evaluatorsFor(ctx, callerOf(request), q) };
    },
  );
  app.get(
    p(EVALUATIONS_API.subjects),
    { config: { permission: 'evaluations:read' } },
    async (request): Promise<{ items: EvaluationPick[] }> => {
      const { target, q } = parseInput(evaluationSubjectsQuery, request.query);
      const caller = callerOf(request);
      const rows = await searchSubjects(
        ctx.db,
        target,
        q,
        caller.access.scopeFor('evaluations:read'),
      );
      return { items: rows.map((s) => ({ id: s.id, name: s.name, detail: null })) };
    },
  );
}
