import { idParams } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findImportInScope } from './student-imports.repository.ts';

/**
 * GET /api/student-imports/:id/file: the original file, as uploaded.
 */
export async function studentImportFileRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = `${ctx.config.API_BASE}/student-imports`;
  app.get(
    `${base}/:id/file`,
    { config: { permission: 'students:read' } },
    async (request, reply) => {
      const access = requireAccess(request);
      const { id } = parseInput(idParams, request.params);
      const row = await findImportInScope(ctx.db, access.scopeFor('students:read'), id);
      if (!row) throw notFound();
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        )
        .send(Buffer.from(row.fileBase64, 'base64'));
    },
  );
}
