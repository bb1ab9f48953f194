import { REALTIME_EVENTS, type ImportProgressPayload } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { updateOwned } from '../../workflow/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { importProgressed } from './import-progress.ts';
import { sheetOf, view } from './student-import.view.ts';
import { previewSheet } from './student-import.service.ts';
import {
  claimKey,
  findImportInScope,
  lockCountryImports,
  studentImportsTable,
} from './student-imports.repository.ts';
import { createStudent } from './student-writes.ts';
import { insertCaseEvent } from './students.repository.ts';

/**
 * Imports the valid rows of a previewed import in one transaction, reporting progress to the
 * shared store (GET .../progress, from any server process) and to the importing user as `import:progress` events.
 * Re-importing the same people creates nothing: every imported person leaves a key (identity
 * number, or name + birth date + phone) per country. The students (and new guardians) are
 * written by the engine's write core: search words, an audit entry each, and change events once
 * the import has committed. An import already done is a 409; missing columns a 400.
 */
export async function commitStudentImport(ctx: AppContext, caller: Caller, id: string) {
  const access = caller.access;
  const scope = access.scopeFor('students:create');
  return withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const row = await findImportInScope(tx, scope, id, true);
    if (!row) throw notFound();
    if (row.status !== 'previewed') throw conflict('students.import.alreadyDone');
    // One import at a time per country, so two uploads of the same sheet cannot both pass.
    await lockCountryImports(tx, row.countryId);
    const preview = await previewSheet(tx, row.countryId, await sheetOf(row), row.mapping);
    if (preview.missing.length > 0) throw badRequest('students.import.missingColumns');
    const today = new Date().toISOString().slice(0, 10);
    const status = row.ringId ? 'active' : 'accepted';
    const created = new Map<number, string>();
    const total = preview.valid.length;
    // The progress bar asks the shared store, and hears every step over realtime wherever the
    // browser's socket is connected (several processes share both through Redis).
    // A step not kept (Redis away) only holds the progress bar back.
    const noted = () => undefined;
    const progressed = (done: number) => {
      importProgressed(ctx.store, id, { done, total }, false, noted);
      ctx.events.toUsers([access.userId], REALTIME_EVENTS.importProgress, {
        id,
        done,
        total,
      } satisfies ImportProgressPayload);
    };
    progressed(0);
    try {
      for (const v of preview.valid) {
        const s = await createStudent(
          w,
          { ...v.value, countryId: row.countryId, centreId: row.centreId, ringId: row.ringId },
          scope,
        );
        const studentId = String(s.id);
        await claimKey(tx, {
          key: v.key,
          countryId: row.countryId,
          studentId,
          importId: row.id,
        });
        await insertCaseEvent(
          tx,
          { request: caller.request },
          {
            studentId,
            fromStatus: null,
            toStatus: status,
            reason: `students.import.imported`,
            occurredOn: today,
          },
        );
        created.set(v.row, studentId);
        if (created.size % 25 === 0 && created.size < total) progressed(created.size);
      }
      progressed(created.size);
    } finally {
      importProgressed(ctx.store, id, { done: total, total }, true, noted);
    }
    const report = preview.report.map((r) =>
      created.has(r.row) ? { ...r, status: 'imported', studentId: created.get(r.row) } : r,
    );
    const updated = await updateOwned(
      w,
      studentImportsTable,
      row,
      {
        status: 'imported',
        report,
        totalRows: report.length,
        validRows: created.size,
        importedRows: created.size,
        skippedRows: report.length - created.size,
        importedAt: new Date().toISOString(),
      },
      { audit: { action: 'import' } },
    );
    return view(updated);
  });
}
