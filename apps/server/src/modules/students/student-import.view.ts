import type { ImportRowReport, ImportStatus, StudentImportView } from '@qc/domain';
import { badRequest } from '../../http/errors.ts';
import { readSheet } from './excel.ts';
import { type RowReport } from './student-import.service.ts';
import { type ImportRow } from './student-imports.repository.ts';

/**
 * An import as its routes answer it: the file left out; its status and report's row statuses
 * are text and JSON columns that only ever hold the domain's values.
 */
export function view(row: ImportRow, missing: string[] = []): StudentImportView {
  const { fileBase64: _file, ...rest } = row;
  return {
    ...rest,
    status: row.status as ImportStatus,
    report: row.report as ImportRowReport[],
    missing,
  };
}

export async function sheetOf(row: ImportRow) {
  const sheet = await readSheet(Buffer.from(row.fileBase64, 'base64'));
  if (!sheet) throw badRequest('students.import.badFile');
  return sheet;
}

export function counts(report: RowReport[]) {
  return {
    totalRows: report.length,
    validRows: report.filter((r) => r.status === 'valid').length,
    skippedRows: report.filter((r) => r.status !== 'valid').length,
  };
}
