import { importUploadInput } from '@qc/domain';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, badRequest, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findRingInScope } from '../rings/index.ts';
import { findCentre } from './centres.repository.ts';
import { readSheet } from './excel.ts';
import { previewSheet } from './student-import.service.ts';
import { insertImport } from './student-imports.repository.ts';
import { view, counts } from './student-import.view.ts';

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
      const access = requireAccess(request);
      const input = parseInput(importUploadInput, request.body);
      const scope = access.scopeFor('students:create');
      const centre = await findCentre(ctx.db, input.centreId);
      if (!centre || !recordInScope(scope, { countryId: centre.countryId, centreId: centre.id })) {
        throw new AppError(400, 'errors.validation', undefined, {
          centreId: { code: 'validation.invalidChoice' },
        });
      }
      if (input.ringId) {
        const ring = await findRingInScope(ctx.db, scope, input.ringId);
        if (!ring || ring.centreId !== centre.id) {
          throw new AppError(400, 'errors.validation', undefined, {
            ringId: { code: 'validation.invalidChoice' },
          });
        }
      }
      const file = Buffer.from(input.contentBase64, 'base64');
      const sheet = await readSheet(file);
      if (!sheet) throw badRequest('students.import.badFile');
      if (sheet.rows.length === 0) throw badRequest('students.import.noRows');
      const preview = await previewSheet(ctx.db, centre.countryId, sheet, input.mapping);
      const row = await ctx.db.transaction(async (tx) => {
        const r = await insertImport(tx, {
          countryId: centre.countryId,
          centreId: centre.id,
          ringId: input.ringId ?? null,
          fileName: input.fileName,
          fileHash: createHash('sha256').update(file).digest('hex'),
          fileBase64: file.toString('base64'),
          headers: sheet.headers,
          mapping: preview.mapping,
          report: preview.report,
          ...counts(preview.report),
          createdBy: access.userId,
        });
        await recordAudit(
          tx,
          {
            action: 'upload',
            resource: 'student-imports',
            recordId: r.id,
            newValues: { fileName: r.fileName, totalRows: r.totalRows },
          },
          request,
        );
        return r;
      });
      return reply.status(201).send(view(row, preview.missing));
    },
  );
}
