import { conversationListQuerySchema, type ConversationPage } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listMyConversations, myConversationNames } from './conversations.repository.ts';
import { containsAll, conversationViews } from './conversations.service.ts';

/**
 * GET /api/conversations?page=&pageSize=&q= → `{ items, total }`: the caller's conversations,
 * latest activity first, each with its members, last message and unread count. `q` filters by
 * group title or member name, Arabic-normalised (alef/hamza forms, taa marbuta, diacritics...).
 */
export async function conversationsListRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${ctx.config.API_BASE}/conversations`,
    { config: { permission: 'conversations:read' } },
    async (request): Promise<ConversationPage> => {
      const me = requireAccess(request).userId;
      const { page, pageSize, q } = parseInput(conversationListQuerySchema, request.query);
      let ids: string[] | undefined;
      if (q) {
        const names = await myConversationNames(ctx.db, me);
        ids = names
          .filter((n) => containsAll(`${n.title ?? ''} ${n.names ?? ''}`, q))
          .map((n) => n.id);
        if (ids.length === 0) return { items: [], total: 0 };
      }
      const { rows, total } = await listMyConversations(ctx.db, me, { page, pageSize, ids });
      return { items: await conversationViews(ctx.db, rows), total };
    },
  );
}
