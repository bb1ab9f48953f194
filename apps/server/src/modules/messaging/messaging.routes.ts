import {
  channelInput,
  getLocale,
  isLocaleCode,
  messageIdParams,
  messageTemplateInput,
  messageTemplateParams,
  MESSAGING_API,
  optOutParams,
  outboxQuery,
  preferencesInput,
  translate,
  usageQuery,
  webhookParams,
  type LocaleCode,
} from '@qc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { checkRawBodyText } from '../../http/text-input.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import {
  listChannelsFor,
  listOutboxFor,
  listTemplatesFor,
  optOutByToken,
  optOutTarget,
  readMessage,
  readPreferences,
  saveChannelFor,
  saveTemplateFor,
  studentMessages,
  usageFor,
  writePreferences,
} from './messaging.service.ts';
import { receiveWebhook } from './sender.ts';

const apiPath = (ctx: AppContext, path: string) =>
  `${ctx.config.API_BASE}${path.slice('/api'.length)}`;

/** Providers report in bursts; strangers get a limit all the same. */
const WEBHOOK_LIMIT = { max: 600, timeWindow: '1 minute' };
const OPT_OUT_LIMIT = { max: 20, timeWindow: '1 minute', allowList: () => false };

const channelQuery = z.object({ channel: z.enum(['whatsapp', 'sms', 'email']).optional() });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The opt-out link's small page, in the guardian's language (no script, no style sheet). */
function optOutPage(lang: LocaleCode, message: string, form?: { action: string; button: string }) {
  const dir = getLocale(lang).dir;
  const title = escapeHtml(translate(lang, 'messaging.optOut.title'));
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${escapeHtml(message)}</p>${button}</body></html>`;
}

/**
 * Guardians' messages (docs/messages.md): the administrators' routes (permissions
 * `messages`, `message-channels`, `message-templates`, `guardians`; scope checked by the
 * services), the providers' signed delivery reports and the opt-out link (public).
 */
export async function messagingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => apiPath(ctx, path);
  const A = MESSAGING_API;

  app.get(p(A.outbox), { config: { permission: 'messages:read' } }, (r) =>
    listOutboxFor(ctx, callerOf(r), parseInput(outboxQuery, r.query)),
  );
  app.get(p(A.message), { config: { permission: 'messages:read' } }, (r) =>
    readMessage(ctx, callerOf(r), parseInput(messageIdParams, r.params).id),
  );
  app.get(p(A.student), { config: { permission: 'messages:read' } }, (r) =>
    studentMessages(ctx, callerOf(r), parseInput(messageIdParams, r.params).id),
  );
  app.get(p(A.channels), { config: { permission: 'message-channels:read' } }, (r) =>
    listChannelsFor(ctx, callerOf(r)),
  );
  app.put(p(A.channels), { config: { permission: 'message-channels:update' } }, (r) =>
    saveChannelFor(ctx, callerOf(r), parseInput(channelInput, r.body)),
  );
  app.get(p(A.templates), { config: { permission: 'message-templates:read' } }, () =>
    listTemplatesFor(ctx),
  );
  app.put(p(A.template), { config: { permission: 'message-templates:update' } }, (r) => {
    const { event, locale } = parseInput(messageTemplateParams, r.params);
    return saveTemplateFor(
      ctx,
      callerOf(r),
      event,
      locale,
      parseInput(messageTemplateInput, r.body),
    );
  });
  app.get(p(A.preferences), { config: { permission: 'guardians:read' } }, (r) =>
    readPreferences(ctx, callerOf(r), parseInput(messageIdParams, r.params).id),
  );
  app.put(p(A.preferences), { config: { permission: 'guardians:update' } }, (r) => {
    const { id } = parseInput(messageIdParams, r.params);
    return writePreferences(ctx, callerOf(r), id, parseInput(preferencesInput, r.body));
  });
  app.get(p(A.usage), { config: { permission: 'messages:read' } }, (r) =>
    usageFor(ctx, callerOf(r), parseInput(usageQuery, r.query).month),
  );

  // Public: the body is kept as it came (a signature is computed over its bytes).
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_r, body, done) =>
      done(null, body),
    );

    raw.post(
      p(A.webhook),
      { config: { public: true, rateLimit: WEBHOOK_LIMIT } },
      async (r: FastifyRequest, reply: FastifyReply) => {
        const { channelId } = parseInput(webhookParams, r.params);
        const url = ctx.config.PUBLIC_URL
          ? `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}${r.url}`
          : `${r.protocol}://${r.host}${r.url}`;
        const rawBody = Buffer.isBuffer(r.body) ? r.body : Buffer.alloc(0);
        // The edge's check of text sees only parsed bodies: these bytes are checked here.
        checkRawBodyText(rawBody);
        await receiveWebhook(ctx, channelId, { url, headers: r.headers, rawBody });
        return reply.code(204).send();
      },
    );

    const langOf = async (token: string): Promise<LocaleCode> => {
      const s = await optOutTarget(ctx, token);
      return s && isLocaleCode(s.locale) ? s.locale : 'ar';
    };
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').send(body);

    raw.get(
      p(A.optOut),
      { config: { public: true, rateLimit: OPT_OUT_LIMIT } },
      async (r, reply) => {
        const parsed = optOutParams.safeParse(r.params);
        const { channel } = parseInput(channelQuery, r.query);
        const target = parsed.success ? await optOutTarget(ctx, parsed.data.token) : null;
        if (!parsed.success || !target)
          return html(reply, 404, optOutPage('ar', translate('ar', 'messaging.optOut.unknown')));
        const lang = await langOf(parsed.data.token);
        const channelName = translate(lang, `messaging.channel.${channel ?? target.channel}`);
        return html(
          reply,
          200,
          optOutPage(lang, translate(lang, 'messaging.optOut.question', { channel: channelName }), {
            action: r.url,
            button: translate(lang, 'messaging.optOut.button'),
          }),
        );
      },
    );
    raw.post(
      p(A.optOut),
      { config: { public: true, rateLimit: OPT_OUT_LIMIT } },
      async (r, reply) => {
        if (Buffer.isBuffer(r.body)) checkRawBodyText(r.body);
        const parsed = optOutParams.safeParse(r.params);
        if (!parsed.success) throw notFound();
        const { channel } = parseInput(channelQuery, r.query);
        const lang = await langOf(parsed.data.token);
        const done = await optOutByToken(ctx, parsed.data.token, channel ?? null);
        if (!done)
          return html(reply, 404, optOutPage(lang, translate(lang, 'messaging.optOut.unknown')));
        const channelName = channel
          ? translate(lang, `messaging.channel.${channel}`)
          : ['whatsapp', 'sms', 'email']
              .map((c) => translate(lang, `messaging.channel.${c}`))
              .join(' / ');
        return html(
          reply,
          200,
          optOutPage(lang, translate(lang, 'messaging.optOut.done', { channel: channelName })),
        );
      },
    );
  });
}
