import { conversationIdParams, type ConversationView } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { conversationView } from './conversations.service.ts';

/** GET /api/conversations/:id: one of the caller's conversations (404 for others). */
export async function conversationReadRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${ctx.config.API_BASE}/conversations/:id`,
    { config: { permission: 'conversations:read' } },
    async (request): Promise<ConversationView> => {
      const me = requireAccess(request).userId;
      const { id } = parseInput(conversationIdParams, request.params);
      return conversationView(ctx.db, me, id);
    },
  );
}
