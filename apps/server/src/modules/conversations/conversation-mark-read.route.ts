import {
  markReadSchema,
  REALTIME_EVENTS,
  type ConversationReadPayload,
  conversationIdParams,
  type ConversationReadMark,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { readUpTo, unreadTotal } from './conversations.repository.ts';
import { conversationView, member } from './conversations.service.ts';

/**
 * POST /api/conversations/:id/read `{ seq? }`: the caller has read up to message `seq` (all,
 * when omitted). Members are told (`conversation:read`: read marks, the caller's other tabs).
 * Answers the caller's read mark, what is still unread here, and their unread total.
 */
export async function conversationMarkReadRoute(app: FastifyInstance, ctx: AppContext) {
  app.post(
    `${ctx.config.API_BASE}/conversations/:id/read`,
    { config: { permission: 'conversations:read' } },
    async (request): Promise<ConversationReadMark> => {
      const me = requireAccess(request).userId;
      const { id } = parseInput(conversationIdParams, request.params);
      const { seq } = parseInput(markReadSchema, request.body ?? {});
      const { lastReadSeq, members } = await readUpTo(ctx.db, id, me, seq, member);
      const payload: ConversationReadPayload = { conversationId: id, userId: me, lastReadSeq };
      ctx.events.toUsers(members, REALTIME_EVENTS.conversationRead, payload);
      const view = await conversationView(ctx.db, me, id);
      return { lastReadSeq, unread: view.unread, unreadTotal: await unreadTotal(ctx.db, me) };
    },
  );
}
