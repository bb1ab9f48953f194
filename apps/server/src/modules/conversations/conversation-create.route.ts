import { createConversationSchema, REALTIME_EVENTS } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import {
  createDirectConversation,
  createGroupConversation,
  displayNames,
  findDirectConversation,
} from './conversations.repository.ts';
import { conversationView, directKey, requireReachable } from './conversations.service.ts';

/**
 * POST /api/conversations: `{ kind: 'direct', userId }` opens the conversation with one
 * person (the existing one if the pair already has it: 200, else 201), `{ kind: 'group',
 * title, memberIds }` creates a group whose admin is the caller. Everyone named must be
 * reachable by the caller (reach.repository.ts); new group members are notified.
 */
export async function conversationCreateRoute(app: FastifyInstance, ctx: AppContext) {
  app.post(
    `${ctx.config.API_BASE}/conversations`,
    { config: { permission: 'conversations:create' } },
    async (request, reply) => {
      const me = requireAccess(request).userId;
      const input = parseInput(createConversationSchema, request.body);

      if (input.kind === 'direct') {
        const key = directKey(me, input.userId);
        const existing =
          input.userId === me ? undefined : await findDirectConversation(ctx.db, key);
        if (existing)
          return reply.status(200).send(await conversationView(ctx.db, me, existing.id));
        await requireReachable(ctx.db, me, [{ id: input.userId, field: 'userId' }]);
        // The pair's conversation may have been created a moment ago by the other person: then
        // it is the one answered (200).
        const created = await createDirectConversation(ctx.db, me, input.userId, key, request);
        if (created.isNew) {
          ctx.events.toUsers([me, input.userId], REALTIME_EVENTS.conversationUpdated, {
            conversationId: created.id,
            action: 'created',
          });
        }
        return reply
          .status(created.isNew ? 201 : 200)
          .send(await conversationView(ctx.db, me, created.id));
      }

      const others = [...new Set(input.memberIds)];
      await requireReachable(
        ctx.db,
        me,
        others.map((id) => ({ id, field: `memberIds.${input.memberIds.indexOf(id)}` })),
      );
      const id = await createGroupConversation(ctx.db, me, input.title, others, request);
      ctx.events.toUsers([me, ...others], REALTIME_EVENTS.conversationUpdated, {
        conversationId: id,
        action: 'created',
      });
      const actor = (await displayNames(ctx.db, [me])).get(me) ?? '';
      await ctx.events.notify({
        userIds: others,
        kind: 'conversation',
        titleKey: 'notifications.addedToGroup',
        values: { actor, title: input.title },
        link: `/conversations-component?c=${id}`,
      });
      return reply.status(201).send(await conversationView(ctx.db, me, id));
    },
  );
}
