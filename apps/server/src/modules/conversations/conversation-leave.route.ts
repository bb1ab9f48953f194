import { REALTIME_EVENTS, conversationIdParams } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import {
  ensureAnAdmin,
  memberIds,
  removeMember,
  touchConversation,
} from './conversations.repository.ts';
import { requireMembership } from './conversations.service.ts';

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
      const remaining = await ctx.db.transaction(async (tx) => {
        const found = await requireMembership(tx, id, me, { lock: true });
        if (found.conversation.kind !== 'group') {
          throw new AppError(400, 'conversations.directOnlyTwo');
        }
        await removeMember(tx, id, me);
        const promoted = await ensureAnAdmin(tx, id);
        await touchConversation(tx, id);
        await recordAudit(
          tx,
          {
            action: 'update',
            resource: 'conversations',
            recordId: id,
            oldValues: { member: me },
            newValues: { member: null, ...(promoted ? { admin: promoted } : {}) },
            reason: 'member left',
          },
          request,
        );
        return memberIds(tx, id);
      });
      ctx.events.toUsers([...remaining, me], REALTIME_EVENTS.conversationUpdated, {
        conversationId: id,
        action: 'memberLeft',
        userIds: [me],
      });
      return { left: true };
    },
  );
}
