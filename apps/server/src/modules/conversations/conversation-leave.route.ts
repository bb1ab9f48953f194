import { REALTIME_EVENTS, conversationIdParams } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { leaveGroup } from './conversations.repository.ts';
import { groupMember } from './conversations.service.ts';

/**
 * POST /api/conversations/:id/leave: the caller leaves a group. When its last admin leaves,
 * the longest-standing member becomes admin. Direct conversations cannot be left.
 */
export async function conversationLeaveRoute(app: FastifyInstance, ctx: AppContext) {
  app.post(
    `${ctx.config.API_BASE}/conversations/:id/leave`,
    { config: { permission: 'conversations:read' } },
    async (request): Promise<{ left: true }> => {
      const me = requireAccess(request).userId;
      const { id } = parseInput(conversationIdParams, request.params);
      const remaining = await leaveGroup(ctx.db, id, me, groupMember, request);
      ctx.events.toUsers([...remaining, me], REALTIME_EVENTS.conversationUpdated, {
        conversationId: id,
        action: 'memberLeft',
        userIds: [me],
      });
      return { left: true };
    },
  );
}
