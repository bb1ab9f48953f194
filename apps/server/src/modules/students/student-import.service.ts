import {
  guessMapping,
  importRowKey,
  IMPORT_FIELDS,
  validateImportRow,
  type ColumnMapping,
  type ImportedStudent,
  type RowError,
} from '@qc/domain';
import type { Db } from '../../db/client.ts';
import type { Sheet } from './excel.ts';
import { knownKeys } from './student-imports.repository.ts';

export type RowStatus = 'valid' | 'invalid' | 'exists' | 'duplicate';

export interface RowReport {
  row: number;
  status: RowStatus;
  fullName?: string;
  errors?: RowError[];
  studentId?: string;
}

export interface Preview {
  mapping: ColumnMapping;
  missing: string[];
  report: RowReport[];
  valid: Array<{ row: number; key: string; value: ImportedStudent }>;
}

/** Keeps only fields the domain knows and columns that exist. */
export function cleanMapping(mapping: Record<string, number>, headers: string[]): ColumnMapping {
  const out: ColumnMapping = {};
  for (const f of IMPORT_FIELDS) {
    const i = mapping[f];
    if (i !== undefined && Number.isInteger(i) && i >= 0 && i < headers.length) out[f] = i;
  }
  return out;
}

/**
 * Validates every row of the sheet under a mapping (guessed from the headers when none is
 * given): per-row errors, rows repeated inside the file, and rows already in the system
 * (same identity number, or imported before with the same key) which are skipped.
 */
export async function previewSheet(
  db: Db,
  countryId: string,
  sheet: Sheet,
  given?: Record<string, number> | null,
): Promise<Preview> {
  const mapping = given ? cleanMapping(given, sheet.headers) : guessMapping(sheet.headers);
  const missing = (['fullName', 'gender'] as const).filter((f) => mapping[f] === undefined);
  const checked = sheet.rows.map((cells, i) => ({
    row: i + 2,
    result: validateImportRow(cells, mapping),
  }));
  const keys = checked.flatMap((c) => (c.result.ok ? [importRowKey(c.result.value)] : []));
  const known = await knownKeys(db, countryId, keys);
  const seen = new Set<string>();
  const report: RowReport[] = [];
  const valid: Preview['valid'] = [];
  for (const { row, result } of checked) {
    if (!result.ok) {
      report.push({ row, status: 'invalid', errors: result.errors });
      continue;
    }
    const key = importRowKey(result.value);
    const fullName = result.value.fullName;
    if (seen.has(key)) {
      report.push({
        row,
        status: 'duplicate',
        fullName,
        errors: [{ field: '_', code: 'students.import.duplicateInFile' }],
      });
    } else if (known.has(key)) {
      report.push({
        row,
        status: 'exists',
        fullName,
        errors: [{ field: '_', code: 'students.import.alreadyImported' }],
      });
    } else {
      report.push({ row, status: 'valid', fullName });
      valid.push({ row, key, value: result.value });
    }
    seen.add(key);
  }
  return { mapping, missing, report, valid };
}
