/**
 * GET …/exportWorkbook (issue 25 item 6; docs/api.md "The schedule as a workbook"): read back with exceljs's reader,
 * the workbook has a sheet per table with its headings, frozen header rows and number formats, real numbers and
 * dates, text safe from formulas, and each figure the calls (categoryReport, summary) give.
 */
import type { CategoryReportAnswer, SummaryAnswer } from '@taxdep/domain';
import { EXPENSED_ASSET_GROUP } from '@taxdep/domain/tax';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { insertAsset, insertHandmadeRegister } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport, insertGeneratedRegister } from '../test/register-fixtures';

const SHEETS = [
  'Tax flow',
  'Summary by group',
  'Division 40',
  'Low value pool',
  'Pool by year',
  'Instant write-off',
  'Division 43',
  'Abandonment',
  'Other deductions',
];

describe(`the schedule as a workbook on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let ids: Awaited<ReturnType<typeof insertHandmadeRegister>>;
  let soldChiller: number;
  let book: ExcelJS.Workbook;
  let answer: Awaited<ReturnType<TestApp['call']>>;

  const call = async <T>(path: string): Promise<T> => {
    const got = await t.call('GET', `/depreciationReports/${reportId}/${path}`);
    expect(got.statusCode, got.body.slice(0, 200)).toBe(200);
    return got.json() as T;
  };
  /** A sheet's rows as values, the header row first. */
  const rowsOf = (name: string) => {
    const sheet = book.getWorksheet(name) as ExcelJS.Worksheet;
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    return rows;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    reportId = await createReport(db);
    await db
      .updateTable('reports')
      .set({ low_value_pool_flag: true, reference: 'QS-2025-0142' })
      .where('id', '=', reportId)
      .execute();
    ids = await insertHandmadeRegister(db, reportId);
    // Issue 26 item 4: a sale in the report's year, whose disposal the asset sheet shows beside its figures.
    soldChiller = await insertAsset(db, reportId, {
      code: 'A0004',
      category: '40',
      method: 'DV',
      description: 'Chiller, sold',
      cost: 5_000_000n,
      rate: '20',
      start: '2022-07-01',
      entry: '2025-06-30',
      disposalDate: '2025-03-14',
      terminationValue: 1_866_899n,
    });
    await insertGeneratedRegister(db, reportId, 300, 7, { smallBusiness: false });
    await db
      .updateTable('assets')
      .set({ description: '=HYPERLINK("http://x")' })
      .where('id', '=', ids.lift)
      .execute();
    answer = await t.call('GET', `/depreciationReports/${reportId}/exportWorkbook`);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is an xlsx attachment named after the property, the report date and the reference, a sheet per table', () => {
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="Property [^"]+ - 30 June 2025 - QS-2025-0142 - schedule\.xlsx"; filename\*=UTF-8''/,
    );
    expect(book.worksheets.map((s) => s.name)).toEqual(SHEETS);
    for (const sheet of book.worksheets) {
      expect(sheet.views[0], sheet.name).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).font?.bold, sheet.name).toBe(true);
      expect(sheet.getColumn(1).width, sheet.name).toBeGreaterThan(8);
    }
    expect(rowsOf('Division 40')[0]).toEqual([
      'Asset group',
      'Asset ID',
      'Description',
      'Effective life (years)',
      'Rate',
      'Start date',
      'Original cost',
      'Historical building cost',
      'Disposal date',
      'Termination value',
      'Opening value FY2025',
      'Additions FY2025',
      'Depreciation FY2025',
      'Balancing adjustment FY2025',
      'Abandonment FY2025',
      'Closing value FY2025',
      'Deduction FY2026',
      'Deduction FY2027',
      'Deduction FY2028',
      'Deduction FY2029',
      'Note',
    ]);
  });

  it('writes every Division 40 asset line with the figures of the categoryReport call, as numbers and dates', async () => {
    const view = await call<CategoryReportAnswer>('categoryReport?category=40');
    const expected = view.categoryAsset.flatMap((g) => g.assetsInfo);
    expect(expected.length).toBeGreaterThan(10);
    const rows = rowsOf('Division 40').slice(1);
    expect(rows.map((r) => r[1])).toEqual(expected.map((a) => a.assetId));
    for (const [i, a] of expected.entries()) {
      const row = rows[i] as ExcelJS.CellValue[];
      const now = a.depreciationCalculations[1];
      expect(row.slice(6, 8), `asset ${a.assetId}`).toEqual([
        a.originalCost,
        a.historicalBuildingCost ?? undefined,
      ]);
      expect(row.slice(10, 16), `asset ${a.assetId}`).toEqual([
        now?.owdv,
        now?.additions,
        now?.depreciation,
        now?.balancingAdjustments,
        now?.abandonment,
        now?.cwdv,
      ]);
      expect(row[5]).toEqual(new Date(`${a.workStartDate}T00:00:00Z`));
    }
    const sold = rows.find((r) => r[1] === soldChiller) as ExcelJS.CellValue[];
    expect(sold.slice(8, 10)).toEqual([new Date('2025-03-14T00:00:00Z'), 18_668.99]);
    expect(rows.find((r) => r[1] === ids.lift)?.slice(8, 10)).toEqual([undefined, undefined]);
    const sheet = book.getWorksheet('Division 40') as ExcelJS.Worksheet;
    const lift = rows.findIndex((r) => r[1] === ids.lift) + 2;
    // Text that a spreadsheet would run is written as text; rates are fractions shown as percent.
    expect(sheet.getCell(lift, 3).value).toBe(`'=HYPERLINK("http://x")`);
    expect(sheet.getCell(lift, 5).value).toBe(0.2);
    expect(sheet.getCell(lift, 5).numFmt).toBe('0.00%');
    expect(sheet.getCell(lift, 7).numFmt).toBe('#,##0.00;(#,##0.00)');
    expect(sheet.getCell(lift, 6).numFmt).toBe('dd/mm/yyyy');
  });

  it('writes the pool’s members and years, the tax flow and the summary as the calls give them', async () => {
    const pool = await call<CategoryReportAnswer>('categoryReport?category=L');
    const members = pool.categoryAsset.flatMap((g) => g.assetsInfo.map((a) => a.assetId));
    expect(members).toContain(ids.carpet);
    expect(
      rowsOf('Low value pool')
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(members);
    const years = rowsOf('Pool by year').slice(1);
    expect(years.map((r) => r[6])).toEqual((pool.pool ?? []).map((p) => p.decline));

    const flow = await call<CategoryReportAnswer>('categoryReport?category=DiminishingValue');
    const flowRows = rowsOf('Tax flow').slice(1);
    expect(flowRows).toHaveLength(flow.balanceSummaryTaxFlow.length + 2);
    expect(flowRows[0]).toEqual([
      new Date(`${flow.balanceSummaryTaxFlow[0]?.finYearEndDate}T00:00:00Z`),
      ...Object.values(flow.balanceSummaryTaxFlow[0] ?? {}).slice(1),
    ]);
    expect(flowRows.at(-1)?.[0]).toBe('Total');
    expect(flowRows.at(-1)?.[10]).toBe(flow.totalSummaryTaxFlow?.total);

    const summary = await call<SummaryAnswer>('summary');
    const groups = rowsOf('Summary by group').slice(1);
    expect(groups.at(-1)).toEqual(['Total', expect.any(Number), ...Object.values(summary.total)]);
    for (const g of summary.categoryWiseAssetForSummaryTab) {
      const name = g.assetGroup === EXPENSED_ASSET_GROUP ? 'Expensed items' : g.assetGroup;
      const row = groups.find((r) => r[0] === name);
      expect(row?.slice(2), g.assetGroup).toEqual(Object.values(g.total));
    }
  });

  it('refuses an unknown report (404) and one without an EOFY report date (409) before the first byte', async () => {
    expect((await t.call('GET', '/depreciationReports/999999/exportWorkbook')).statusCode).toBe(404);
    const undated = await createReport(t.database.db, { eofyReportDate: null });
    const refused = await t.call('GET', `/depreciationReports/${undated}/exportWorkbook`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('EOFY report date');
  });
});
