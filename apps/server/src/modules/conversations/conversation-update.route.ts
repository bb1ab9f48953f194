import {
  REALTIME_EVENTS,
  updateConversationSchema,
  conversationIdParams,
  type ConversationView,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { conflict, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { memberIds, renameConversation } from './conversations.repository.ts';
import { conversationView, requireGroupAdmin, requireMembership } from './conversations.service.ts';

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
      const members = await ctx.db.transaction(async (tx) => {
        const found = await requireMembership(tx, id, me, { lock: true });
        requireGroupAdmin(found);
        const row = await renameConversation(tx, id, input.title, input.version);
        if (!row) throw conflict();
        await recordAudit(
          tx,
          {
            action: 'update',
            resource: 'conversations',
            recordId: id,
            oldValues: { title: found.conversation.title },
            newValues: { title: row.title },
          },
          request,
        );
        return memberIds(tx, id);
      });
      ctx.events.toUsers(members, REALTIME_EVENTS.conversationUpdated, {
        conversationId: id,
        action: 'renamed',
      });
      return conversationView(ctx.db, me, id);
    },
  );
}
