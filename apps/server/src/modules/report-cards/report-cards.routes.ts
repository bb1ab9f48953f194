import {
  REPORT_CARDS_API,
  type CardDetail,
  type CardElementView,
  type CardRow,
  type CardStyleRow,
  type ListPage,
  type PublicCard,
  type RemarkRow,
  type TemplateDetail,
  type TemplateRow,
} from '@qc/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import {
  cardPdf,
  issueCards,
  listCards,
  publicCard,
  publicCardPdf,
  readCard,
  revokeCard,
} from './cards.service.ts';
import { listRemarks, remarkAction, saveRemark } from './remarks.service.ts';
import {
  archiveStyle,
  archiveTemplate,
  createStyle,
  createTemplate,
  listElements,
  listStyles,
  listTemplates,
  previewTemplate,
  readStyle,
  readTemplate,
  saveTemplate,
  updateStyle,
} from './templates.service.ts';

const idParams = z.object({ id: z.string().uuid() });
const actionParams = z.object({ id: z.string().uuid(), action: z.string().max(20) });
const tokenParams = z.object({ token: z.string().max(100) });

function sendPdf(reply: FastifyReply, pdf: Buffer, name: string, disposition = 'inline') {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/**
 * Routes of report cards: each declares its permission, parses, and calls a service (which
 * checks the scope, owns the transaction and throws translated errors). The guardian's two
 * routes are public, found by the private link's token, rate-limited.
 */
export async function reportCardsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => `${ctx.config.API_BASE}${path.slice('/api'.length)}`;
  const body = (request: { body?: unknown }) => request.body ?? {};
  const id = (request: { params: unknown }) => parseInput(idParams, request.params).id;
  const read = { config: { permission: 'report-cards:read' } };

  app.get(p(REPORT_CARDS_API.elements), read, async (): Promise<CardElementView[]> =>
    listElements(ctx),
  );

  app.get(p(REPORT_CARDS_API.styles), read, async (request): Promise<ListPage<CardStyleRow>> =>
    listStyles(ctx, callerOf(request), request.query),
  );
  app.post(
    p(REPORT_CARDS_API.styles),
    { config: { permission: 'report-cards:create' } },
    async (request, reply) =>
      reply.code(201).send(await createStyle(ctx, callerOf(request), body(request))),
  );
  app.get(p(REPORT_CARDS_API.style), read, async (request): Promise<CardStyleRow> =>
    readStyle(ctx, callerOf(request), id(request)),
  );
  app.patch(
    p(REPORT_CARDS_API.style),
    { config: { permission: 'report-cards:update' } },
    async (request): Promise<CardStyleRow> =>
      updateStyle(ctx, callerOf(request), id(request), body(request)),
  );
  app.post(
    p(REPORT_CARDS_API.styleArchive),
    { config: { permission: 'report-cards:update' } },
    async (request): Promise<CardStyleRow> => archiveStyle(ctx, callerOf(request), id(request)),
  );

  app.get(p(REPORT_CARDS_API.templates), read, async (request): Promise<ListPage<TemplateRow>> =>
    listTemplates(ctx, callerOf(request), request.query),
  );
  app.post(
    p(REPORT_CARDS_API.templates),
    { config: { permission: 'report-cards:create' } },
    async (request, reply) =>
      reply.code(201).send(await createTemplate(ctx, callerOf(request), body(request))),
  );
  app.post(p(REPORT_CARDS_API.preview), read, async (request, reply) =>
    sendPdf(reply, await previewTemplate(ctx, body(request)), 'preview.pdf'),
  );
  app.get(p(REPORT_CARDS_API.template), read, async (request): Promise<TemplateDetail> =>
    readTemplate(ctx, callerOf(request), id(request)),
  );
  app.put(
    p(REPORT_CARDS_API.template),
    { config: { permission: 'report-cards:update' } },
    async (request): Promise<TemplateDetail> =>
      saveTemplate(ctx, callerOf(request), id(request), body(request)),
  );
  app.post(
    p(REPORT_CARDS_API.templateArchive),
    { config: { permission: 'report-cards:update' } },
    async (request): Promise<TemplateDetail> =>
      archiveTemplate(ctx, callerOf(request), id(request)),
  );

  app.get(
    p(REPORT_CARDS_API.remarks),
    { config: { permission: 'report-card-remarks:read' } },
    async (request): Promise<RemarkRow[]> => listRemarks(ctx, callerOf(request), request.query),
  );
  app.post(
    p(REPORT_CARDS_API.remarks),
    { config: { permission: 'report-card-remarks:create' } },
    async (request) => saveRemark(ctx, callerOf(request), body(request)),
  );
  app.post(
    p(REPORT_CARDS_API.remarkAction),
    { config: { permission: 'report-cards:approve' } },
    async (request) => {
      const params = parseInput(actionParams, request.params);
      return remarkAction(ctx, callerOf(request), params.id, params.action, body(request));
    },
  );

  app.get(p(REPORT_CARDS_API.cards), read, async (request): Promise<ListPage<CardRow>> =>
    listCards(ctx, callerOf(request), request.query),
  );
  app.post(
    p(REPORT_CARDS_API.issue),
    { config: { permission: 'report-cards:create' } },
    async (request, reply) => {
      const { status, answer } = await issueCards(ctx, callerOf(request), body(request));
      return reply.code(status).send(answer);
    },
  );
  app.get(p(REPORT_CARDS_API.card), read, async (request): Promise<CardDetail> =>
    readCard(ctx, callerOf(request), id(request)),
  );
  app.get(p(REPORT_CARDS_API.cardPdf), read, async (request, reply) => {
    const { pdf, name } = await cardPdf(ctx, callerOf(request), id(request));
    return sendPdf(reply, pdf, name);
  });
  app.post(
    p(REPORT_CARDS_API.revoke),
    { config: { permission: 'report-cards:approve' } },
    async (request): Promise<CardDetail> =>
      revokeCard(ctx, callerOf(request), id(request), body(request)),
  );

  const open = { config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } } };
  app.get(p(REPORT_CARDS_API.publicCard), open, async (request, reply): Promise<PublicCard> => {
    const { token } = parseInput(tokenParams, request.params);
    void reply.header('cache-control', 'no-store');
    return publicCard(ctx, token);
  });
  app.get(p(REPORT_CARDS_API.publicPdf), open, async (request, reply) => {
    const { token } = parseInput(tokenParams, request.params);
    const { pdf, name } = await publicCardPdf(ctx, token);
    return sendPdf(reply, pdf, name);
  });
}
