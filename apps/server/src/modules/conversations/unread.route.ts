import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAccess } from '../../access/require-access.ts';
import { unreadTotal } from './conversations.repository.ts';

/** GET /api/conversations/unread → `{ count }`: unread messages across the caller's conversations. */
export async function unreadRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${ctx.config.API_BASE}/conversations/unread`,
    { config: { permission: 'conversations:read' } },
    async (request): Promise<{ count: number }> => ({
      count: await unreadTotal(ctx.db, requireAccess(request).userId),
    }),
  );
}
