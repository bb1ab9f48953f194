import type { FastifyInstance } from 'fastify';
import { specialCaseEvidenceParams } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { fileWithContent } from '../../resources/files.repository.ts';
import { findEvidence } from './student-records.repository.ts';

/**
 * GET /api/special-cases/:id/evidence/:index: one evidence file (a stored file) of a case in
 * scope, always as a download.
 */
export async function specialCaseEvidenceRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = ctx.config.API_BASE;
  app.get(
    `${base}/special-cases/:id/evidence/:index`,
    { config: { permission: 'special-cases:read' } },
    async (request, reply) => {
      const access = requireAccess(request);
      const { id, index } = parseInput(specialCaseEvidenceParams, request.params);
      const ref = await findEvidence(ctx.db, access.scopeFor('special-cases:read'), id, index);
      const file = ref ? await fileWithContent(ctx.db, ref.id) : null;
      if (!file) throw notFound();
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        )
        .send(file.content);
    },
  );
}
