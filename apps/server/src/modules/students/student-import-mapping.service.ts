import type { importMappingInput } from '@qc/domain';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { updateOwned } from '../../workflow/index.ts';
import { previewSheet } from './student-import.service.ts';
import { findImportInScope, studentImportsTable } from './student-imports.repository.ts';
import { counts, sheetOf, view } from './student-import.view.ts';

/**
 * A previewed sheet read again with the columns the user chose, through the workflow kit (its
 * version, audit entry and change event); an imported sheet is a 409.
 */
export function remapStudentSheet(
  ctx: AppContext,
  caller: Caller,
  id: string,
  mapping: z.infer<typeof importMappingInput>,
) {
  return withWrites(ctx, caller, async (w) => {
    const row = await findImportInScope(w.tx, caller.access.scopeFor('students:create'), id, true);
    if (!row) throw notFound();
    if (row.status !== 'previewed') throw conflict('students.import.alreadyDone');
    const preview = await previewSheet(w.tx, row.countryId, await sheetOf(row), mapping);
    const updated = await updateOwned(w, studentImportsTable, row, {
      mapping: preview.mapping,
      report: preview.report,
      ...counts(preview.report),
    });
    return view(updated, preview.missing);
  });
}
