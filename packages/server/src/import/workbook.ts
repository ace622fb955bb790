/**
 * POST /importWorkbook (issue 26 item 6d; docs/product/import-export.md "Excel workbooks"): an Excel workbook
 * (.xlsx) read as the csv text of its sheet of assets, which the staging screen then checks exactly as it checks a
 * csv file (the same headings, limits and validation, docs/product/rules.md "Import"). The sheet is the first whose
 * first non-blank row names 'ATO Code' (registers arrive with a cover or notes sheet first), else the first sheet.
 * Cells become the import's text forms: a date cell `DD/MM/YYYY`, a number in plain decimals (Excel's binary
 * noise rounded off at 15 significant digits), a formula its cached result, rich text its text; nothing is
 * evaluated. Pure apart from exceljs; the route is in routes.ts.
 */
import { csvField, MAX_IMPORT_FILE_BYTES } from '@taxdep/domain/import';
import ExcelJS from 'exceljs';
import { badRequest } from '../http/http-error';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const two = (n: number) => String(n).padStart(2, '0');

/** A cell's value as the import reads text (normalise.ts forms). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // exceljs gives a date cell as the UTC instant of its day.
    return `${two(value.getUTCDate())}/${two(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: ExcelJS.CellValue }).result);
  if ('hyperlink' in value) return String(value.text ?? '');
  if ('error' in value) return '';
  return '';
}

/** The cells of a row as text, up to `width` cells (empty cells kept in place). */
function rowCells(row: ExcelJS.Row, width: number): string[] {
  const cells: string[] = [];
  for (let column = 1; column <= width; column += 1) cells.push(cellText(row.getCell(column).value).trim());
  return cells;
}

function headerRowOf(sheet: ExcelJS.Worksheet): ExcelJS.Row | null {
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    if (row.hasValues) return row;
  }
  return null;
}

const namesAtoCode = (row: ExcelJS.Row | null) =>
  row !== null && rowCells(row, row.cellCount).some((cell) => cell.toLowerCase() === 'ato code');

/** The workbook's sheet of assets as csv text (CRLF lines), from its header row down. */
export async function workbookToCsv(bytes: Uint8Array): Promise<{ sheetName: string; csv: string }> {
  if (bytes.length > MAX_IMPORT_FILE_BYTES) {
    throw badRequest(
      `The workbook is ${(bytes.length / 1048576).toFixed(1)} MB; the import takes files up to ` +
        `${(MAX_IMPORT_FILE_BYTES / 1048576).toFixed(1)} MB. Split it into smaller files.`,
    );
  }
  if (startsWith(bytes, OLE_SIGNATURE)) {
    throw badRequest(
      'The file is an Excel 97-2003 workbook (.xls), which the import cannot read: save it as an Excel ' +
        "workbook (.xlsx) or as 'CSV UTF-8 (Comma delimited)' and import that.",
    );
  }
  if (!startsWith(bytes, ZIP_SIGNATURE)) {
    throw badRequest(
      'The file is not an Excel workbook (.xlsx): it does not start as one. Choose the .xlsx file itself, or ' +
        "save the register as 'CSV UTF-8 (Comma delimited)' and import that.",
    );
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw badRequest(
      `The workbook cannot be read (${error instanceof Error ? error.message : String(error)}): it may be damaged ` +
        "or password-protected. Save it again in Excel, or as 'CSV UTF-8 (Comma delimited)', and import that.",
    );
  }
  const sheets = workbook.worksheets;
  const sheet = sheets.find((candidate) => namesAtoCode(headerRowOf(candidate))) ?? sheets[0];
  const header = sheet ? headerRowOf(sheet) : null;
  if (!sheet || !header)
    throw badRequest('The workbook has no sheet with any cells: there is nothing to import.');
  const headings = rowCells(header, header.cellCount);
  // The header's last named cell sets the width; a row with a value right of it keeps it, so the check refuses
  // the row's shifted columns naming its line, as it would in a csv file (nothing is dropped unsaid).
  let width = headings.length;
  while (width > 0 && headings[width - 1] === '') width -= 1;
  const lines: string[] = [];
  for (let number = header.number; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells = rowCells(row, Math.max(width, row.cellCount));
    while (cells.length > width && cells[cells.length - 1] === '') cells.pop();
    lines.push(cells.map(csvField).join(','));
  }
  return { sheetName: sheet.name, csv: lines.join('\r\n') };
}
