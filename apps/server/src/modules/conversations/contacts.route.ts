import { contactsQuerySchema, type ConversationContact } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { containsAll } from './conversations.service.ts';
import { placesOf, reachableUsers } from './reach.repository.ts';

/** How many reachable people a name search looks through. */
const SEARCH_POOL = 5000;

/**
 * GET /api/conversations/contacts?q=&limit= → `{ items: [{ id, displayName }] }`: the people
 * the caller may start a conversation with (reach.repository.ts), by name, `q` matching
 * Arabic-normalised name parts.
 */
export async function contactsRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${ctx.config.API_BASE}/conversations/contacts`,
    { config: { permission: 'conversations:create' } },
    async (request): Promise<{ items: ConversationContact[] }> => {
      const me = requireAccess(request).userId;
      const { q, limit } = parseInput(contactsQuerySchema, request.query);
      const places = await placesOf(ctx.db, me);
      if (!q) return { items: await reachableUsers(ctx.db, me, places, { limit }) };
      const pool = await reachableUsers(ctx.db, me, places, { limit: SEARCH_POOL });
      return { items: pool.filter((u) => containsAll(u.displayName, q)).slice(0, limit) };
    },
  );
}
