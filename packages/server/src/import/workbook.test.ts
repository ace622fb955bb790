/**
 * Issue 26 item 6d: an Excel workbook read as the csv text the staging screen checks, its sheet of assets found
 * behind a cover sheet, its cells in the import's forms; a file that is not an .xlsx refused saying what it is.
 */
import { checkImportFile } from '@taxdep/domain/import';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCsvReader } from '../export/csv-reader.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';

const HEADINGS = [
  'ATO Code',
  'Category',
  'Asset Description',
  'Inv Date',
  'Original Cost',
  'Dep Method',
  'Dep Rate',
];

async function registerWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Cover').addRow(['Harbour Tower register', 'prepared 2025']);
  const sheet = workbook.addWorksheet('Register');
  sheet.addRow(HEADINGS);
  sheet.addRow(['A0045', '40', 'Carpet, bedroom 1', new Date(Date.UTC(2021, 2, 5)), 4200.5, 'DV', 25]);
  sheet.addRow([
    'A0045',
    40,
    'Carpet, "hall", upstairs',
    new Date(Date.UTC(2021, 2, 5)),
    { formula: '900*2', result: 1800 },
    'DV',
    null,
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe(`POST /importWorkbook on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the sheet of assets behind a cover sheet as csv the import checks like any csv file', async () => {
    const answer = await t.call('POST', '/importWorkbook', {
      fileName: 'register.xlsx',
      workbook: (await registerWorkbook()).toString('base64'),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { sheetName, csv } = answer.json();
    expect(sheetName).toBe('Register');
    expect(csv.split('\r\n')).toEqual([
      HEADINGS.join(','),
      'A0045,40,"Carpet, bedroom 1",05/03/2021,4200.5,DV,25',
      'A0045,40,"Carpet, ""hall"", upstairs",05/03/2021,1800,DV,',
    ]);
    const bytes = new TextEncoder().encode(csv);
    const check = await checkImportFile(
      { name: 'register.csv', size: bytes.length, bytes: async () => bytes },
      testCsvReader,
    );
    if (check.kind !== 'staged') throw new Error(JSON.stringify(check));
    expect(check.rows.map((row) => row.values['Original Cost'])).toEqual(['4200.5', '1800']);
  });

  it('refuses a csv renamed .xlsx and an old .xls, saying what each is', async () => {
    const csv = await t.call('POST', '/importWorkbook', {
      fileName: 'register.xlsx',
      workbook: Buffer.from('ATO Code,Category\r\n').toString('base64'),
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toContain('not an Excel workbook (.xlsx)');
    const xls = await t.call('POST', '/importWorkbook', {
      fileName: 'register.xlsx',
      workbook: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]).toString('base64'),
    });
    expect(xls.statusCode).toBe(400);
    expect(xls.json().message).toContain('Excel 97-2003 workbook (.xls)');
  });
});
