import { badRequest } from '../../http/errors.ts';
import { readSheet } from './excel.ts';
import { type RowReport } from './student-import.service.ts';
import { type ImportRow } from './student-imports.repository.ts';

export function view(row: ImportRow, missing: string[] = []) {
  const { fileBase64: _file, ...rest } = row;
  return { ...rest, missing };
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
