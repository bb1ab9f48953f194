import { idParams, importMappingBody, type StudentImportView } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { remapStudentSheet } from './student-import-mapping.service.ts';

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
    async (request): Promise<StudentImportView> => {
      const { id } = parseInput(idParams, request.params);
      const { mapping } = parseInput(importMappingBody, request.body);
      return remapStudentSheet(ctx, callerOf(request), id, mapping);
    },
  );
}
