import { attachmentType, conversationAttachmentParams } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findAttachment } from './conversations.repository.ts';
import { requireMembership } from './conversations.service.ts';

/** `filename*` in RFC 5987 form, so Arabic names survive, plus an ASCII fallback. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /api/conversations/:id/attachments/:attachmentId: a file of a message, for members
 * only. Images are shown inline, everything else downloads; the type comes from the allowed
 * list (checked against the content when it was sent), and browsers are told not to sniff.
 */
export async function attachmentDownloadRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${ctx.config.API_BASE}/conversations/:id/attachments/:attachmentId`,
    { config: { permission: 'conversations:read' } },
    async (request, reply) => {
      const me = requireAccess(request).userId;
      const { id, attachmentId } = parseInput(conversationAttachmentParams, request.params);
      await requireMembership(ctx.db, id, me);
      const file = await findAttachment(ctx.db, id, attachmentId);
      if (!file) throw notFound();
      const type = attachmentType(file.mimeType);
      return reply
        .header('content-type', type?.mime ?? 'application/octet-stream')
        .header('content-length', file.content.length)
        .header(
          'content-disposition',
          disposition(type?.inline ? 'inline' : 'attachment', file.name),
        )
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
}
