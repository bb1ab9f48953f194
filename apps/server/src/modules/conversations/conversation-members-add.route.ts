import {
  addMembersSchema,
  MAX_GROUP_MEMBERS,
  REALTIME_EVENTS,
  conversationIdParams,
  type ConversationView,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import {
  displayNames,
  insertMembers,
  memberIds,
  touchConversation,
} from './conversations.repository.ts';
import {
  conversationView,
  requireGroupAdmin,
  requireMembership,
  requireReachable,
} from './conversations.service.ts';

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
      const result = await ctx.db.transaction(async (tx) => {
        const found = await requireMembership(tx, id, me, { lock: true });
        requireGroupAdmin(found);
        const current = await memberIds(tx, id);
        const entries = userIds
          .map((uid, index) => ({ id: uid, field: `userIds.${index}` }))
          .filter((e, index) => !current.includes(e.id) && userIds.indexOf(e.id) === index);
        if (current.length + entries.length > MAX_GROUP_MEMBERS) {
          throw new AppError(400, 'conversations.groupTooLarge', { max: MAX_GROUP_MEMBERS });
        }
        await requireReachable(tx, me, entries);
        const added = entries.map((e) => e.id);
        if (added.length > 0) {
          await insertMembers(
            tx,
            found.conversation,
            added.map((userId) => ({ userId, role: 'member' as const })),
          );
          await touchConversation(tx, id);
          await recordAudit(
            tx,
            {
              action: 'update',
              resource: 'conversations',
              recordId: id,
              oldValues: { members: current },
              newValues: { members: [...current, ...added] },
            },
            request,
          );
        }
        return { added, members: [...current, ...added], title: found.conversation.title };
      });
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
