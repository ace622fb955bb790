/**
 * The forecast's CSV and workbook (issue 27 item 5): the matrix's totals equal the forecast's in both, the items'
 * files hold every item, and a description that a spreadsheet would run as a formula is written as text.
 */
import { BUILDING_ELEMENTS } from '@taxdep/domain/capex';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../export/csv-reader.test-support';
import { sampleInput } from './capex-document.test-support';
import { capexWorkbook, csvText, itemsFileTable, matrixFileTable } from './index';

const input = sampleInput();
const { forecast, items } = input;

/** A CSV amount back in cents: `1,234.50` → 123450 (a negative in brackets). */
const cents = (cell: string) => {
  const negative = cell.startsWith('(');
  const value = Number(cell.replace(/[(),]/g, '').replace('.', ''));
  return negative ? -value : value;
};

function records(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = parseCsv(text.slice(1));
  if (!('records' in parsed)) throw new Error(`malformed CSV: ${parsed.malformed}`);
  return parsed.records.map((r) => [...r.cells]).filter((cells) => cells.some((c) => c !== ''));
}

describe('the matrix as CSV', () => {
  const rows = records(csvText(matrixFileTable(forecast)));

  it('has a column per financial year and the total, a row per element, then the totals', () => {
    expect(rows[0]).toEqual(['Building element', ...forecast.financialYears.map((fy) => `FY${fy}`), 'Total']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      ...BUILDING_ELEMENTS.map((e) => e.label),
      'Total',
      'Capital',
      'Repairs and maintenance',
    ]);
  });

  it('adds up: each year’s elements to its total, the years to the grand total, capital and repairs to it', () => {
    const byLabel = new Map(rows.slice(1).map((r) => [r[0] as string, r.slice(1).map(cents)]));
    const total = byLabel.get('Total') as number[];
    expect(total).toEqual([...forecast.totalByYear, forecast.totalCents]);
    for (let k = 0; k < total.length; k += 1) {
      const elements = BUILDING_ELEMENTS.reduce((sum, e) => sum + (byLabel.get(e.label)?.[k] ?? 0), 0);
      expect(elements).toBe(total[k]);
      expect((byLabel.get('Capital')?.[k] ?? 0) + (byLabel.get('Repairs and maintenance')?.[k] ?? 0)).toBe(
        total[k],
      );
    }
    // Hand-worked: the roof membrane's FY2027 replacement, $10,000.00 × 1.03.
    expect(byLabel.get('Roof and façade')?.[1]).toBe(1_030_000);
  });
});

describe('the items as CSV', () => {
  const rows = records(csvText(itemsFileTable(items, forecast)));
  const column = (header: string) => (rows[0] as string[]).indexOf(header);

  it('has every item in order, the forecast cost of each adding up to the forecast’s total', () => {
    expect(rows).toHaveLength(items.length + 1);
    expect(rows.slice(1).map((r) => r[column('Description')])).toContain('Roof membrane');
    const sum = rows
      .slice(1)
      .reduce((s, r) => s + cents(r[column('Forecast cost (escalated)')] as string), 0);
    expect(sum).toBe(forecast.totalCents);
    const roof = rows.find((r) => r[column('Description')] === 'Roof membrane') as string[];
    expect(roof[column('Replacement years')]).toBe('FY2027; FY2042');
  });

  it('writes a formula-like description as text, and names why an item is left out', () => {
    const fitOut = rows.find((r) => r[column('Building element')] === 'Fit-out') as string[];
    expect(fitOut[column('Description')]).toBe(`'=HYPERLINK("http://example.com","Tenancy fit-out")`);
    const balcony = rows.find((r) => r[column('Description')] === 'Balcony waterproofing') as string[];
    expect(balcony[column('Left out because')]).toBe('Life must be a whole number of years, from 1 to 100.');
    expect(balcony[column('Forecast cost (escalated)')]).toBe('0.00');
  });
});

describe('the workbook', () => {
  let book: ExcelJS.Workbook;
  beforeAll(async () => {
    book = new ExcelJS.Workbook();
    await book.xlsx.load((await capexWorkbook(items, forecast)) as unknown as ArrayBuffer);
  });

  const values = (sheet: string) => {
    const rows: ExcelJS.CellValue[][] = [];
    book.getWorksheet(sheet)?.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    return rows;
  };

  it('has the matrix, the items and the replacements', () => {
    expect(book.worksheets.map((s) => s.name)).toEqual(['Matrix', 'Items', 'Replacements']);
    expect(values('Items')).toHaveLength(items.length + 1);
    expect(values('Replacements')).toHaveLength(forecast.replacements.length + 1);
  });

  it('gives the matrix’s totals as numbers of dollars in a currency format', () => {
    const total = values('Matrix').find((r) => r[0] === 'Total') as ExcelJS.CellValue[];
    expect(total.slice(1)).toEqual([...forecast.totalByYear, forecast.totalCents].map((c) => c / 100));
    const cell = book.getWorksheet('Matrix')?.getRow(12).getCell(2);
    expect(cell?.value).toBe(forecast.totalByYear[0]! / 100);
    expect(cell?.numFmt).toBe('#,##0.00;(#,##0.00)');
  });

  it('writes a formula-like description as text, never a formula', () => {
    const items = values('Items');
    const header = items[0] as ExcelJS.CellValue[];
    const fitOut = items.find(
      (r) => r[header.indexOf('Building element')] === 'Fit-out',
    ) as ExcelJS.CellValue[];
    const description = fitOut[header.indexOf('Description')];
    expect(description).toBe(`'=HYPERLINK("http://example.com","Tenancy fit-out")`);
    expect(typeof description).toBe('string');
  });
});
