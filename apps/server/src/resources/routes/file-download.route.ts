import type { FastifyInstance } from 'fastify';
import { fileDownloadParams, fileLinkQuery } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { verifyFileLink } from '../file-links.ts';
import { fileWithContent } from '../files.repository.ts';

/**
 * GET /api/files/:id?exp=&sig=: a stored file through a signed link. Links are only handed out
 * with records (or uploads) to callers allowed to see them, so the route itself is public: the
 * signature is the permission. Files are served in a sandbox, never as active content.
 */
export async function fileDownloadRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${ctx.config.API_BASE}/files/:id`,
    { config: { public: true } },
    async (request, reply) => {
      const { id } = parseInput(fileDownloadParams, request.params);
      const link = fileLinkQuery.safeParse(request.query);
      if (
        !link.success ||
        !verifyFileLink(ctx.config.secrets.jwtSecret, id, link.data.exp, link.data.sig)
      )
        throw notFound();
      const file = await fileWithContent(ctx.db, id);
      if (!file) throw notFound();
      const inline =
        file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        )
        .send(file.content);
    },
  );
}
