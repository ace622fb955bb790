/**
 * GET …/exportSchedule?format= (issue 13; docs/api.md "Exports", shared/reference/accountant-formats.md): the
 * documented headings of each accountant's layout, and the current FY's figures as the engine, run directly on the
 * register (test/calculation-fixtures.ts `engineSchedule`), gives them.
 */
import { assetYear } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { engineSchedule, insertHandmadeRegister } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport, insertGeneratedRegister } from '../test/register-fixtures';
import { amountCell, dateCell } from './cells';
import { parseCsv } from './csv-reader.test-support';

function records(text: string): string[][] {
  const parsed = parseCsv(text.replace(/^\uFEFF/, ''));
  if ('malformed' in parsed) throw new Error(`malformed CSV: ${parsed.malformed}`);
  return parsed.records.map((record) => [...record.cells]);
}

describe(`the schedule in accountants’ layouts on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let ids: Awaited<ReturnType<typeof insertHandmadeRegister>>;
  const exported = async (format: string, id = reportId) => {
    const answer = await t.call('GET', `/depreciationReports/${id}/exportSchedule?format=${format}`);
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

  it('writes each layout’s documented headings, in order, as a dated attachment', async () => {
    const headings = {
      handitax:
        'Description,Total Cost,Private use percentage,Effective life,Asset Type,Intangible,Open Written Down Value,Acquisition Date,Asset Cost,Depreciation rate,Type of depreciation',
      classsuper:
        'Code,Property Code,Description,Purchase Date,Purchase Cost,Opening Written Down Value,Depreciation Method,Depreciation Rate,Depreciation Type',
      xero: '*AssetName,*AssetNumber,PurchaseDate,PurchasePrice,AssetType,Description,TrackingCategory1,TrackingOption1,TrackingCategory2,TrackingOption2,SerialNumber,WarrantyExpiry',
    };
    for (const [format, header] of Object.entries(headings)) {
      const { answer, rows } = await exported(format);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="schedule-${format}-${reportId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      expect(answer.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
      expect(rows[0]?.join(',')).toBe(header);
      expect(rows.slice(1).every((row) => row.length === rows[0]?.length)).toBe(true);
    }
  });

  it('classifies each asset as Class Super documents it', async () => {
    const { rows } = await exported('classsuper');
    const byId = new Map(rows.slice(1).map((row) => [Number(row[0]), row]));
    expect(byId.get(ids.lift)?.slice(6)).toEqual(['DiminishingValue', '20', 'CapitalAllowance']);
    expect(byId.get(ids.building)?.slice(6)).toEqual(['PrimeCost', '2.5', 'CapitalWorksDeduction']);
    // Pooled in its first FY: 18.75% (s40-440).
    expect(byId.get(ids.carpet)?.slice(6)).toEqual(['LowValuePoolFirstYear', '18.75', 'CapitalAllowance']);
    expect(byId.get(ids.repairs)?.slice(6)).toEqual(['NotApplicable', '', 'NotApplicable']);
    // A year on, the carpet is in the pool's opening balance: 37.5%.
    await t.database.db
      .updateTable('reports')
      .set({ eofy_report_date: '2026-06-30' })
      .where('id', '=', reportId)
      .execute();
    const later = new Map((await exported('classsuper')).rows.slice(1).map((row) => [Number(row[0]), row]));
    expect(later.get(ids.carpet)?.slice(6)).toEqual(['LowValuePoolFullYear', '37.5', 'CapitalAllowance']);
    await t.database.db
      .updateTable('reports')
      .set({ eofy_report_date: '2025-06-30' })
      .where('id', '=', reportId)
      .execute();
  });

  it('writes the engine’s opening values and costs for the current FY', async () => {
    const db = t.database.db;
    const generated = await createReport(db);
    await insertGeneratedRegister(db, generated, 120, 13);
    const { schedule } = await engineSchedule(t, generated);
    const fy = schedule.currentFinancialYear;
    const expected = new Map<number, string[]>();
    schedule.assets.forEach((a, i) => {
      const y = assetYear(schedule, i, fy);
      const shown =
        a.displayFirstFinancialYear <= fy &&
        [y.openingValue, y.additions, y.decline, y.balancingAdjustment, y.abandonment, y.closingValue].some(
          (v) => v !== 0,
        );
      if (shown) {
        const acquired = a.input.acquisitionDate ?? a.input.startDate;
        expected.set(Number(a.input.id), [
          dateCell(acquired),
          amountCell(a.input.originalCost),
          amountCell(y.openingValue),
        ]);
      }
    });
    expect(expected.size).toBeGreaterThan(20);
    const { rows } = await exported('classsuper', generated);
    const actual = new Map(rows.slice(1).map((row) => [Number(row[0]), row.slice(3, 6)]));
    expect(actual).toEqual(expected);
    const xero = (await exported('xero', generated)).rows.slice(1);
    expect(xero.map((row) => Number(row[1]))).toEqual([...expected.keys()]);
    expect(xero.every((row) => /^(\(?\d+\.\d{2}\)?)?$/.test(row[3] ?? ''))).toBe(true);
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
