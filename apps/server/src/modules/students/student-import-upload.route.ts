import { importUploadInput, type StudentImportView } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { uploadStudentSheet } from './student-import-upload.service.ts';

/**
 * POST /api/student-imports (student-excel-files): an uploaded sheet (base64 .xlsx) is kept with
 * its preview: guessed column mapping and every row's problems.
 */
export async function studentImportUploadRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/student-imports`;
  app.post(
    base,
    { config: { permission: 'students:create' }, bodyLimit: 16 * 1024 * 1024 },
    async (request, reply) => {
      const input = parseInput(importUploadInput, request.body);
      const out: StudentImportView = await uploadStudentSheet(ctx, callerOf(request), input);
      return reply.status(201).send(out);
    },
  );
}
