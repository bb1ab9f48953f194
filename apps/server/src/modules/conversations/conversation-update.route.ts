import {
  REALTIME_EVENTS,
  updateConversationSchema,
  conversationIdParams,
  type ConversationView,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { conflict, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { renameGroup } from './conversations.repository.ts';
import { conversationView, groupAdmin } from './conversations.service.ts';

/**
 * PATCH /api/conversations/:id `{ title, version }`: renames a group (its admins only); a
 * stale version answers 409.
 */
export async function conversationUpdateRoute(app: FastifyInstance, ctx: AppContext) {
  app.patch(
    `${ctx.config.API_BASE}/conversations/:id`,
    { config: { permission: 'conversations:update' } },
    async (request): Promise<ConversationView> => {
      const me = requireAccess(request).userId;
      const { id } = parseInput(conversationIdParams, request.params);
      const input = parseInput(updateConversationSchema, request.body);
      const members = await renameGroup(
        ctx.db,
        id,
        me,
        input.title,
        input.version,
        groupAdmin,
        request,
      );
      if (!members) throw conflict();
      ctx.events.toUsers(members, REALTIME_EVENTS.conversationUpdated, {
        conversationId: id,
        action: 'renamed',
      });
      return conversationView(ctx.db, me, id);
    },
  );
}
