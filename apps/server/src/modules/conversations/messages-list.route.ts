import {
  messagesQuerySchema,
  conversationIdParams,
  type ConversationMessagePage,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { messagesBefore } from './conversations.repository.ts';
import { requireMembership } from './conversations.service.ts';

/**
 * GET /api/conversations/:id/messages?before=&limit= → `{ items, nextCursor }`: messages
 * newest first; pass `nextCursor` as `before` for the older ones (null when there are none).
 */
export async function messagesListRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${ctx.config.API_BASE}/conversations/:id/messages`,
    { config: { permission: 'conversations:read' } },
    async (request): Promise<ConversationMessagePage> => {
      const me = requireAccess(request).userId;
      const { id } = parseInput(conversationIdParams, request.params);
      const { before, limit } = parseInput(messagesQuerySchema, request.query);
      await requireMembership(ctx.db, id, me);
      return messagesBefore(ctx.db, id, before, limit);
    },
  );
}
