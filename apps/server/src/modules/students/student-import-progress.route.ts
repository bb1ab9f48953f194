import { idParams, type ImportProgress } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { importProgress } from './import-progress.ts';
import { findImportInScope } from './student-imports.repository.ts';

/**
 * GET /api/student-imports/:id/progress: rows imported so far of a running import (for the
 * progress bar); a finished import answers done = total, one not started 0 of its valid rows.
 */
export async function studentImportProgressRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/student-imports/:id/progress`,
    { config: { permission: 'students:create' } },
    async (request): Promise<ImportProgress> => {
      const access = requireAccess(request);
      const { id } = parseInput(idParams, request.params);
      const row = await findImportInScope(ctx.db, access.scopeFor('students:create'), id);
      if (!row) throw notFound();
      const running = await importProgress(ctx.store, id);
      if (running) return running;
      return row.status === 'imported'
        ? { done: row.importedRows, total: row.importedRows }
        : { done: 0, total: row.validRows };
    },
  );
}
