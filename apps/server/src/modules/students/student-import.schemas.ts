import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { readSheet } from './excel.ts';
import { type RowReport } from './student-import.service.ts';
import { type ImportRow } from './student-imports.repository.ts';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const mappingSchema = z.record(z.string(), z.number().int().min(0).max(500));

export const uploadSchema = z.object({
  centreId: z.uuid(),
  ringId: z.uuid().nullish(),
  fileName: z.string().trim().min(1).max(255),
  contentBase64: z
    .string()
    .min(1)
    .max(Math.ceil((MAX_FILE_BYTES * 4) / 3) + 4),
  mapping: mappingSchema.nullish(),
});

export const params = z.object({ id: z.uuid() });

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
