import { idParams, importMappingInput } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { previewSheet } from './student-import.service.ts';
import { findImportInScope, updateImport } from './student-imports.repository.ts';
import { view, sheetOf, counts } from './student-import.view.ts';

/**
 * POST /api/student-imports/:id/mapping: maps the columns again and answers the new preview.
 */
export async function studentImportMappingRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/student-imports`;
  app.post(
    `${base}/:id/mapping`,
    { config: { permission: 'students:create' } },
    async (request) => {
      const access = requireAccess(request);
      const { id } = parseInput(idParams, request.params);
      const { mapping } = parseInput(z.object({ mapping: importMappingInput }), request.body);
      const row = await findImportInScope(ctx.db, access.scopeFor('students:create'), id);
      if (!row) throw notFound();
      if (row.status !== 'previewed') throw conflict('students.import.alreadyDone');
      const preview = await previewSheet(ctx.db, row.countryId, await sheetOf(row), mapping);
      const updated = await updateImport(ctx.db, id, {
        mapping: preview.mapping,
        report: preview.report,
        ...counts(preview.report),
      });
      return view(updated, preview.missing);
    },
  );
}
