import type { StudentImportSummary } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listImports } from './student-imports.repository.ts';

/**
 * GET /api/student-imports: the imports in scope, newest first.
 */
export async function studentImportsListRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/student-imports`;
  app.get(
    base,
    { config: { permission: 'students:read' } },
    async (request): Promise<{ items: StudentImportSummary[] }> => {
      const access = requireAccess(request);
      return { items: await listImports(ctx.db, access.scopeFor('students:read')) };
    },
  );
}
