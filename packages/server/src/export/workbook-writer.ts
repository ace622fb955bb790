/**
 * Writes sheets (workbook-sheets.ts) as an Excel workbook straight to a stream (docs/api.md "The schedule as a
 * workbook"): exceljs's streaming WorkbookWriter, each row committed as it is made (so it leaves memory), inline
 * strings (`useSharedStrings: false`: a shared-string table would hold every text of the workbook until the end),
 * styles on (number formats). Real numbers: dollars with two decimals as `#,##0.00;(#,##0.00)` (a negative in
 * brackets, as the Report tab), rates as `0.00%`, dates as Excel dates; the header row is frozen and bold, the
 * columns sized. The stream's back-pressure is honoured every batch of rows, so a slow client holds back the
 * writing rather than the server's memory.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellKind, CellValue, SheetSpec } from './workbook-sheets';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMATS: Record<CellKind, string | undefined> = {
  text: undefined,
  money: '#,##0.00;(#,##0.00)',
  rate: '0.00%',
  date: 'dd/mm/yyyy',
  number: '0.##',
};

/** Rows between two looks at the stream's back-pressure (and two turns of the event loop for other users). */
const BATCH = 500;

/** A civil date as the Excel date of that day (a UTC midnight: exceljs counts days from the epoch in UTC). */
function excelValue(kind: CellKind, value: CellValue): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(
      Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10))),
    );
  }
  return value;
}

async function pace(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
  else await new Promise<void>((resolve) => setImmediate(resolve));
}

export async function writeWorkbook(out: Writable, sheets: readonly SheetSpec[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = spec.columns.map((c) => ({
      width: c.width,
      ...(FORMATS[c.kind] ? { style: { numFmt: FORMATS[c.kind] } } : {}),
    }));
    const header = sheet.addRow(spec.columns.map((c) => c.header));
    header.font = { bold: true };
    header.alignment = { wrapText: true, vertical: 'top' };
    header.commit();
    let n = 0;
    for (const values of spec.rows()) {
      const row = sheet.addRow(values.map((v, i) => excelValue(spec.columns[i]?.kind ?? 'text', v)));
      row.commit();
      n += 1;
      if (n % BATCH === 0) await pace(out);
    }
    sheet.commit();
  }
  await workbook.commit();
}
