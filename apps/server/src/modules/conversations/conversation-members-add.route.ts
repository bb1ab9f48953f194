import {
  addMembersSchema,
  REALTIME_EVENTS,
  conversationIdParams,
  type ConversationView,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { addGroupMembers, displayNames } from './conversations.repository.ts';
import { conversationView, groupAdmin, vetNewMembers } from './conversations.service.ts';

/**
 * POST /api/conversations/:id/members `{ userIds }`: a group's admin adds people they can
 * reach (members already in are ignored); the new members are notified.
 */
export async function conversationMembersAddRoute(app: FastifyInstance, ctx: AppContext) {
  app.post(
    `${ctx.config.API_BASE}/conversations/:id/members`,
    { config: { permission: 'conversations:update' } },
    async (request): Promise<ConversationView> => {
      const me = requireAccess(request).userId;
      const { id } = parseInput(conversationIdParams, request.params);
      const { userIds } = parseInput(addMembersSchema, request.body);
      const result = await addGroupMembers(
        ctx.db,
        id,
        me,
        userIds,
        groupAdmin,
        vetNewMembers(me),
        request,
      );
      if (result.added.length > 0) {
        ctx.events.toUsers(result.members, REALTIME_EVENTS.conversationUpdated, {
          conversationId: id,
          action: 'membersAdded',
          userIds: result.added,
        });
        const actor = (await displayNames(ctx.db, [me])).get(me) ?? '';
        await ctx.events.notify({
          userIds: result.added,
          kind: 'conversation',
          titleKey: 'notifications.addedToGroup',
          values: { actor, title: result.title ?? '' },
          link: `/conversations-component?c=${id}`,
        });
      }
      return conversationView(ctx.db, me, id);
    },
  );
}
