import {
  checkAttachments,
  cleanFileName,
  REALTIME_EVENTS,
  searchKey,
  sendMessageSchema,
  type MessageNewPayload,
  conversationIdParams,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput, validationFailed, type FieldIssue } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { sendMessage } from './conversations.repository.ts';
import { member } from './conversations.service.ts';

/**
 * POST /api/conversations/:id/messages `{ body, attachments?, clientId? }`: posts a message
 * (text, files or both) and sends `message:new` to every member. Files are checked on their
 * decoded bytes (count, type against content, size, total: @qc/domain checkAttachments);
 * anything wrong answers 400 per file and stores nothing. Messages are not audited (the
 * audit log is for records, not for what people write to each other).
 */
export async function messageSendRoute(app: FastifyInstance, ctx: AppContext) {
  app.post(
    `${ctx.config.API_BASE}/conversations/:id/messages`,
    { config: { permission: 'conversations:create' } },
    async (request, reply) => {
      const me = requireAccess(request).userId;
      const { id } = parseInput(conversationIdParams, request.params);
      const input = parseInput(sendMessageSchema, request.body);
      const files = input.attachments.map((a) => ({
        name: cleanFileName(a.name),
        type: a.type.trim().toLowerCase(),
        bytes: Buffer.from(a.contentBase64, 'base64'),
      }));
      const issues = checkAttachments(files);
      if (issues.length > 0) {
        const fields: Record<string, FieldIssue> = {};
        for (const i of issues) fields[i.field] = { code: i.code, params: i.params };
        throw validationFailed(fields);
      }
      const search = searchKey([input.body, ...files.map((f) => f.name)].join(' '));

      const { message, members } = await sendMessage(
        ctx.db,
        id,
        me,
        { body: input.body, search, files },
        member,
      );
      const payload: MessageNewPayload = {
        conversationId: id,
        message,
        ...(input.clientId ? { clientId: input.clientId } : {}),
      };
      ctx.events.toUsers(members, REALTIME_EVENTS.messageNew, payload);
      return reply.status(201).send(payload);
    },
  );
}
