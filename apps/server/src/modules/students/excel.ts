import ExcelJS from 'exceljs';

/** A cell as text: dates as ISO days, rich text and formulas by their value. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

export interface Sheet {
  headers: string[];
  rows: string[][];
}

/** The first worksheet: its first non-empty row as headers, then every non-empty row. */
export async function readSheet(buffer: Buffer): Promise<Sheet | null> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const ws = wb.worksheets[0];
  if (!ws) return null;
  const all: string[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    const count = row.cellCount;
    for (let c = 1; c <= count; c++) cells.push(cellText(row.getCell(c).value));
    if (cells.some((x) => x !== '')) all.push(cells);
  });
  const [headers, ...rows] = all;
  if (!headers) return null;
  return { headers, rows };
}
