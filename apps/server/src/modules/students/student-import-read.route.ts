import { idParams, type StudentImportView } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findImportInScope } from './student-imports.repository.ts';
import { view } from './student-import.view.ts';

/**
 * GET /api/student-imports/:id: one import with its report.
 */
export async function studentImportReadRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = `${ctx.config.API_BASE}/student-imports`;
  app.get(
    `${base}/:id`,
    { config: { permission: 'students:read' } },
    async (request): Promise<StudentImportView> => {
      const access = requireAccess(request);
      const { id } = parseInput(idParams, request.params);
      const row = await findImportInScope(ctx.db, access.scopeFor('students:read'), id);
      if (!row) throw notFound();
      return view(row);
    },
  );
}
