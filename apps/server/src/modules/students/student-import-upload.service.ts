import type { importUploadInput } from '@qc/domain';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { insertOwned } from '../../workflow/index.ts';
import { findRingInScope } from '../rings/index.ts';
import { findCentre } from './centres.repository.ts';
import { readSheet } from './excel.ts';
import { previewSheet } from './student-import.service.ts';
import { studentImportsTable } from './student-imports.repository.ts';
import { counts, view } from './student-import.view.ts';

const invalidChoice = (field: string) =>
  new AppError(400, 'errors.validation', undefined, {
    [field]: { code: 'validation.invalidChoice' },
  });

/**
 * An uploaded sheet (base64 .xlsx) for a centre (and ring) in the caller's students:create
 * scope, kept with its preview (guessed column mapping and every row's problems) through the
 * workflow kit, audited as `upload` with its file name and row count.
 */
export async function uploadStudentSheet(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof importUploadInput>,
) {
  const scope = caller.access.scopeFor('students:create');
  const centre = await findCentre(ctx.db, input.centreId);
  if (!centre || !recordInScope(scope, { countryId: centre.countryId, centreId: centre.id }))
    throw invalidChoice('centreId');
  if (input.ringId) {
    const ring = await findRingInScope(ctx.db, scope, input.ringId);
    if (!ring || ring.centreId !== centre.id) throw invalidChoice('ringId');
  }
  const file = Buffer.from(input.contentBase64, 'base64');
  const sheet = await readSheet(file);
  if (!sheet) throw badRequest('students.import.badFile');
  if (sheet.rows.length === 0) throw badRequest('students.import.noRows');
  const preview = await previewSheet(ctx.db, centre.countryId, sheet, input.mapping);
  const row = await withWrites(ctx, caller, (w) =>
    insertOwned(
      w,
      studentImportsTable,
      {
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
        createdBy: caller.access.userId,
      },
      { audit: { action: 'upload' } },
    ),
  );
  return view(row, preview.missing);
}
