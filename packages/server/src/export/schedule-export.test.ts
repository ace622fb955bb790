/**
 * GET …/exportSchedule?format=&financialYear= (issue 13, issue 25 item 6; docs/api.md "Exports",
 * shared/reference/accountant-formats.md): the documented headings of each accountant's layout, the low value pool
 * as each layout takes a pool, amounts as import programs read them, and each asset's line as the engine, run
 * directly on the register (test/calculation-fixtures.ts `engineSchedule`), gives its figures for the FY.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { insertHandmadeRegister } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { parseCsv } from './csv-reader.test-support';
import { checkedCells, expectedLines, poolRegister } from './schedule-expected.test-support';

function records(text: string): string[][] {
  const parsed = parseCsv(text.replace(/^\uFEFF/, ''));
  if ('malformed' in parsed) throw new Error(`malformed CSV: ${parsed.malformed}`);
  return parsed.records.map((record) => [...record.cells]);
}

const byFirst = (rows: string[][], column = 0) =>
  new Map(rows.slice(1).map((row) => [row[column] as string, row]));

describe(`the schedule in accountants’ layouts on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let ids: Awaited<ReturnType<typeof insertHandmadeRegister>>;
  const exported = async (format: string, id = reportId, query = '') => {
    const answer = await t.call('GET', `/depreciationReports/${id}/exportSchedule?format=${format}${query}`);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    return { answer, rows: records(answer.body) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    await t.database.db
      .updateTable('reports')
      .set({ low_value_pool_flag: true })
      .where('id', '=', reportId)
      .execute();
    ids = await insertHandmadeRegister(t.database.db, reportId);
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes each layout’s documented headings, in order, as an attachment', async () => {
    const handitax =
      'Description,Total Cost,Private use percentage,Effective life,Asset Type,Intangible,Open Written Down Value,Acquisition Date,Asset Cost,Depreciation rate,Type of depreciation';
    const headings = {
      handitax,
      handitaxpool: handitax,
      classsuper:
        'Code,Property Code,Description,Purchase Date,Purchase Cost,Opening Written Down Value,Depreciation Method,Depreciation Rate,Depreciation Type',
      // Xero's Australian import template, A to AE.
      xero:
        '*AssetName,*AssetNumber,PurchaseDate,PurchasePrice,AssetType,Description,TrackingCategory1,TrackingOption1,TrackingCategory2,TrackingOption2,SerialNumber,WarrantyExpiry,' +
        'Book_DepreciationStartDate,Book_CostLimit,Book_ResidualValue,Book_DepreciationMethod,Book_AveragingMethod,Book_Rate,Book_EffectiveLife,Book_OpeningBookAccumulatedDepreciation,' +
        'Tax_DepreciationMethod,Tax_PoolName,Tax_PooledDate,Tax_PooledAmount,Tax_DepreciationStartDate,Tax_CostLimit,Tax_ResidualValue,Tax_AveragingMethod,Tax_Rate,Tax_EffectiveLife,Tax_OpeningAccumulatedDepreciation',
    };
    for (const [format, header] of Object.entries(headings)) {
      const { answer, rows } = await exported(format);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''/,
      );
      expect(answer.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
      expect(rows[0]?.join(',')).toBe(header);
      expect(rows.slice(1).every((row) => row.length === rows[0]?.length)).toBe(true);
    }
  });

  it('puts the low value pool in every layout as the layout takes a pool', async () => {
    const classSuper = byFirst((await exported('classsuper')).rows);
    // Bought in the FY: Class's opening value is its cost, less no depreciation yet.
    expect(classSuper.get(String(ids.lift))?.slice(4)).toEqual([
      '10000.00',
      '10000.00',
      'DiminishingValue',
      '20',
      'CapitalAllowance',
    ]);
    expect(classSuper.get(String(ids.building))?.slice(6)).toEqual([
      'PrimeCost',
      '2.5',
      'CapitalWorksDeduction',
    ]);
    // Pooled in its first FY: 18.75% (s40-440), of its cost (Class's opening value: cost less nothing yet).
    expect(classSuper.get(String(ids.carpet))?.slice(4)).toEqual([
      '800.00',
      '800.00',
      'LowValuePoolFirstYear',
      '18.75',
      'CapitalAllowance',
    ]);
    expect(classSuper.get(String(ids.repairs))?.slice(6)).toEqual(['NotApplicable', '', 'NotApplicable']);

    // HandiTax keeps a pool as a worksheet of its own: the carpet is in the pool file only.
    const handiTax = byFirst((await exported('handitax')).rows);
    const handiPool = byFirst((await exported('handitaxpool')).rows);
    expect([...handiTax.keys()]).not.toContain('Carpet');
    expect([...handiPool.keys()]).toEqual(['Carpet']);
    expect(handiPool.get('Carpet')).toEqual([
      'Carpet',
      '800.00',
      '0',
      '',
      'N',
      'No',
      '',
      '01/09/2024',
      '800.00',
      '18.75',
      'D',
    ]);
    expect(handiTax.get('Lift car')).toEqual([
      'Lift car',
      '10000.00',
      '0',
      '10',
      'N',
      'No',
      '',
      '01/07/2024',
      '10000.00',
      '20',
      'D',
    ]);

    // Xero: the pool method `Pooled`, the pool's name, the day it joined and what it brought.
    const xero = byFirst((await exported('xero')).rows, 1);
    expect(xero.get(String(ids.carpet))?.slice(20, 24)).toEqual([
      'Pooled',
      'Low Value Pool',
      '01/09/2024',
      '800.00',
    ]);
    expect(xero.get(String(ids.lift))?.slice(20)).toEqual([
      'Diminishing Value',
      '',
      '',
      '',
      '01/07/2024',
      '',
      '',
      'Actual Days',
      '20',
      '',
      '0.00',
    ]);

    // A year on, the carpet is in the pool's opening balance: 37.5%, and Xero still names the day it joined.
    await t.database.db
      .updateTable('reports')
      .set({ eofy_report_date: '2026-06-30' })
      .where('id', '=', reportId)
      .execute();
    const later = byFirst((await exported('classsuper')).rows);
    expect(later.get(String(ids.carpet))?.slice(5, 8)).toEqual(['650.00', 'LowValuePoolFullYear', '37.5']);
    const laterXero = byFirst((await exported('xero')).rows, 1);
    expect(laterXero.get(String(ids.carpet))?.slice(20, 24)).toEqual([
      'Pooled',
      'Low Value Pool',
      '01/09/2024',
      '800.00',
    ]);
    const laterPool = byFirst((await exported('handitaxpool')).rows);
    expect(laterPool.get('Carpet')?.slice(4, 11)).toEqual([
      'E',
      'No',
      '650.00',
      '01/09/2024',
      '800.00',
      '37.5',
      'D',
    ]);
    await t.database.db
      .updateTable('reports')
      .set({ eofy_report_date: '2025-06-30' })
      .where('id', '=', reportId)
      .execute();
  });

  it('writes every asset’s line, the pool’s members with it, as the engine’s figures give it, in the FY asked for', async () => {
    const generated = await poolRegister(t);
    for (const financialYear of [undefined, 2024, 2023]) {
      const expected = await expectedLines(t, generated, financialYear);
      expect(expected.pooledFirstYear, 'a low-cost asset joins the pool in the FY').toBeGreaterThan(0);
      expect(expected.pooledFullYear, 'the pool has an opening balance').toBeGreaterThan(0);
      const query = financialYear === undefined ? '' : `&financialYear=${financialYear}`;
      for (const format of ['classsuper', 'handitax', 'handitaxpool', 'xero'] as const) {
        const { rows } = await exported(format, generated, query);
        const actual = rows.slice(1).map((row) => checkedCells(format, row));
        expect(actual.sort(), `${format} FY ${financialYear ?? 'current'}`).toEqual(
          [...expected[format]].sort(),
        );
      }
    }
  });

  it('offers the current FY and the two before it, and refuses another naming the allowed ones', async () => {
    const old = await exported('xero', reportId, '&financialYear=2023');
    expect(old.rows.slice(1).every((row) => row[5]?.endsWith('for FY 2023'))).toBe(true);
    const refused = await t.call(
      'GET',
      `/depreciationReports/${reportId}/exportSchedule?format=xero&financialYear=2022`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('FY2025, FY2024, FY2023');
    const ahead = await t.call(
      'GET',
      `/depreciationReports/${reportId}/exportSchedule?format=xero&financialYear=2026`,
    );
    expect(ahead.statusCode).toBe(400);
    // A register that starts in the current FY has no figures before it: only the current FY.
    const fresh = await createReport(t.database.db);
    await insertHandmadeRegister(t.database.db, fresh);
    await t.database.db
      .deleteFrom('assets')
      .where('report_id', '=', fresh)
      .where('description', '!=', 'Carpet')
      .execute();
    const only = await t.call(
      'GET',
      `/depreciationReports/${fresh}/exportSchedule?format=xero&financialYear=2024`,
    );
    expect(only.statusCode).toBe(400);
    expect(only.json().message).toContain('figures give FY2025 (');
  });

  it('refuses an unknown format (400) and a report without an EOFY report date (409)', async () => {
    const bad = await t.call('GET', `/depreciationReports/${reportId}/exportSchedule?format=myob`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('format');
    const undated = await createReport(t.database.db, { eofyReportDate: null });
    const refused = await t.call('GET', `/depreciationReports/${undated}/exportSchedule?format=xero`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('EOFY report date');
  });
});
