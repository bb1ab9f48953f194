import { messageSearchQuerySchema, tokenize, type ConversationSearchHit } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listMyConversations, searchMessages } from './conversations.repository.ts';
import { conversationViews } from './conversations.service.ts';

/**
 * GET /api/conversations/search?q=&page=&pageSize= → `{ items, total }`: messages of the
 * caller's conversations (text and file names) containing every word of `q`, Arabic-normalised
 * (أحمد = احمد, سورة = سوره, diacritics and tatweel ignored), newest first, each with its
 * conversation (kind, title, members).
 */
export async function messagesSearchRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${ctx.config.API_BASE}/conversations/search`,
    { config: { permission: 'conversations:read' } },
    async (request): Promise<{ items: ConversationSearchHit[]; total: number }> => {
      const me = requireAccess(request).userId;
      const { q, page, pageSize } = parseInput(messageSearchQuerySchema, request.query);
      const tokens = tokenize(q).slice(0, 8);
      if (tokens.length === 0) return { items: [], total: 0 };
      const found = await searchMessages(ctx.db, me, tokens, { page, pageSize });
      const ids = [...new Set(found.items.map((m) => m.conversationId))];
      const { rows } = ids.length
        ? await listMyConversations(ctx.db, me, { page: 1, pageSize: ids.length, ids })
        : { rows: [] };
      const views = await conversationViews(ctx.db, rows);
      return {
        total: found.total,
        items: found.items.map((message) => {
          const c = views.find((v) => v.id === message.conversationId);
          return {
            message,
            conversation: c
              ? { id: c.id, kind: c.kind, title: c.title, members: c.members }
              : { id: message.conversationId, kind: 'group', title: null, members: [] },
          };
        }),
      };
    },
  );
}
