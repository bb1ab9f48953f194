import { REALTIME_EVENTS, conversationMemberParams, type ConversationView } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { removeGroupMember } from './conversations.repository.ts';
import { conversationView, groupAdmin } from './conversations.service.ts';

/**
 * DELETE /api/conversations/:id/members/:userId: a group's admin removes a member (not
 * themselves: they leave instead). The removed member can no longer read the conversation.
 */
export async function conversationMemberRemoveRoute(app: FastifyInstance, ctx: AppContext) {
  app.delete(
    `${ctx.config.API_BASE}/conversations/:id/members/:userId`,
    { config: { permission: 'conversations:update' } },
    async (request): Promise<ConversationView> => {
      const me = requireAccess(request).userId;
      const { id, userId } = parseInput(conversationMemberParams, request.params);
      const remaining = await removeGroupMember(
        ctx.db,
        id,
        me,
        userId,
        (found) => {
          const ok = groupAdmin(found);
          if (userId === me) throw new AppError(400, 'conversations.cannotRemoveSelf');
          return ok;
        },
        request,
      );
      if (!remaining) throw notFound('conversations.notAMember');
      ctx.events.toUsers([...remaining, userId], REALTIME_EVENTS.conversationUpdated, {
        conversationId: id,
        action: 'memberRemoved',
        userIds: [userId],
      });
      return conversationView(ctx.db, me, id);
    },
  );
}
