import {
  exportCell,
  fieldLabelKey,
  resourceKeys,
  translate,
  type ExportCell,
  type LocaleCode,
  type ResourceDefinition,
} from '@qc/domain';
import ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';
import { isoTimestamp } from './kind-storage.ts';
import type { RefLabels } from './record-output.ts';
import type { Row } from './resource.repository.ts';

/** A chunk of rows to export with the labels of what they refer to. */
export interface ExportChunk {
  rows: Row[];
  refs: RefLabels;
  fields: string[];
}

/** The columns of an export a caller may see (sensitive ones are absent from `fields`). */
export function exportColumns(def: ResourceDefinition, visible: readonly string[]): string[] {
  return def.export.filter((c) => c === 'createdAt' || c === 'updatedAt' || visible.includes(c));
}

function cellsOf(
  def: ResourceDefinition,
  columns: readonly string[],
  row: Row,
  refs: RefLabels,
  locale: LocaleCode,
): ExportCell[] {
  return columns.map((name) => {
    if (name === 'createdAt' || name === 'updatedAt') return isoTimestamp(row[name]);
    const field = def.fields[name]!;
    return exportCell(field, row[name], {
      locale,
      record: row,
      fieldName: name,
      labelOf: (resource, id) => refs.get(resource)?.get(id)?.label,
      enumLabel: (f, v) => translate(locale, resourceKeys.enumValue(def.name, f, v)),
    });
  });
}

export function exportHeaders(
  def: ResourceDefinition,
  columns: readonly string[],
  locale: LocaleCode,
) {
  return columns.map((c) => translate(locale, fieldLabelKey(def, c)));
}

/**
 * CSV text cells that a spreadsheet would run as formulas are prefixed with a quote. Phone
 * numbers and signed numbers ("+90 532…", "-5") are left alone.
 */
const defuse = (v: ExportCell) =>
  typeof v === 'string' && /^[=@\t\r]|^[+-](?![\d\s().-]*$)/.test(v) ? `'${v}` : v;

function csvCell(v: ExportCell): string {
  if (v === null) return '';
  const s = String(defuse(v));
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * CSV, UTF-8 with a byte-order mark (so spreadsheet programs read Arabic right), CRLF lines,
 * streamed chunk by chunk.
 */
export function csvStream(
  def: ResourceDefinition,
  locale: LocaleCode,
  chunks: AsyncIterable<ExportChunk>,
  visible: readonly string[],
): Readable {
  const columns = exportColumns(def, visible);
  async function* lines() {
    yield `\uFEFF${exportHeaders(def, columns, locale).map(csvCell).join(',')}\r\n`;
    for await (const chunk of chunks) {
      let out = '';
      for (const row of chunk.rows)
        out += `${cellsOf(def, columns, row, chunk.refs, locale).map(csvCell).join(',')}\r\n`;
      yield out;
    }
  }
  return Readable.from(lines());
}

/**
 * An Excel workbook written as a stream (exceljs' streaming writer): translated bold headers,
 * a frozen header row, right-to-left sheet for Arabic, numbers as numbers.
 */
export function xlsxStream(
  def: ResourceDefinition,
  locale: LocaleCode,
  chunks: AsyncIterable<ExportChunk>,
  visible: readonly string[],
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const columns = exportColumns(def, visible);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const title = translate(locale, resourceKeys.title(def.name))
    .replace(/[*?:\\/[\]]/g, ' ')
    .slice(0, 31);
  const sheet = workbook.addWorksheet(title || def.name, {
    views: [{ rightToLeft: locale === 'ar', state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = exportHeaders(def, columns, locale).map((header) => ({
    header,
    width: Math.min(Math.max(header.length + 4, 14), 40),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const chunk of chunks) {
        for (const row of chunk.rows)
          sheet.addRow(cellsOf(def, columns, row, chunk.refs, locale)).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}
