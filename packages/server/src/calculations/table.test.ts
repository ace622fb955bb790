/**
 * Issue 12: the Calculations tab's search, sort and paging (docs/product/calculations-deductions-summary-report.md
 * #calculations-tab, docs/product/rules.md#paging), checked against the same rules applied to the whole table.
 */
import type { CalculationRow, CalculationSortColumn, CalculationsPage } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, insertGeneratedRegister } from '../test/register-fixtures';

const SORTS: CalculationSortColumn[] = [
  'id',
  'assetCode',
  'description',
  'originalCost',
  'openingWrittenDownValue',
  'depreciation',
  'closingWrittenDownValue',
];

describe(`the Calculations table on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let all: CalculationRow[];

  const post = async (body: object) => {
    const response = await t.call('POST', `/depreciationReports/${reportId}/calculations`, body);
    expect(response.statusCode).toBe(200);
    return response.json() as CalculationsPage;
  };
  /** Every row a query matches, page by page. */
  const everyRow = async (body: object) => {
    const rows: CalculationRow[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await post({ ...body, pageNo, pageSize: 200 });
      rows.push(...page.modelAssetCalcParams);
      if (pageNo >= page.totalPages) return rows;
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    await insertGeneratedRegister(t.database.db, reportId, 450, 4242);
    all = await everyRow({});
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages by 50 in id order by default, and answers a page beyond the last with the totals', async () => {
    // Issue 26 item 5: the rows the register flags invalid (about half of the generated ones) have no figures.
    expect(all.length).toBeGreaterThan(150);
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((a, b) => a - b));
    const first = (
      await t.call('GET', `/depreciationReports/${reportId}/calculations`)
    ).json() as CalculationsPage;
    expect(first.modelAssetCalcParams).toEqual(all.slice(0, 50));
    expect(first).toMatchObject({ totalRecords: all.length, totalPages: Math.ceil(all.length / 50) });
    const third = await post({ pageNo: 3, pageSize: 25, calculations: true });
    expect(third.modelAssetCalcParams).toEqual(all.slice(50, 75));
    const beyond = await post({ pageNo: 99, pageSize: 100 });
    expect(beyond).toMatchObject({ modelAssetCalcParams: [], totalRecords: all.length });
    const bad = await t.call('GET', `/depreciationReports/${reportId}/calculations?pageSize=30`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/querystring\/pageSize/);
  });

  it('adds up the money columns of every row the search finds, on every page (issue 26 item 9)', async () => {
    const cents = (v: number | null) => Math.round((v ?? 0) * 100);
    const sum = (rows: CalculationRow[], f: 'depreciation' | 'originalCost') =>
      rows.reduce((n, r) => n + cents(r[f]), 0) / 100;
    const first = await post({ pageNo: 1, pageSize: 25 });
    expect(first.totals?.depreciation).toBe(sum(all, 'depreciation'));
    expect(first.totals?.originalCost).toBe(sum(all, 'originalCost'));
    const found = await everyRow({ searchValue: 'carpet' });
    const searched = await post({ searchValue: 'carpet', pageNo: 1, pageSize: 25 });
    expect(searched.totals?.depreciation).toBe(sum(found, 'depreciation'));
  });

  it('searches the asset id, tax code, category, description and method, ignoring case', async () => {
    const fields = (r: CalculationRow) =>
      [String(r.id), r.assetCode, r.depreciationCategory, r.description, r.depreciationMethod].map((f) =>
        (f ?? '').toLowerCase(),
      );
    const someId = String(all[17]!.id);
    const someCode = all[5]!.assetCode!;
    for (const term of [
      'LIFT',
      ' door ',
      someId,
      someCode.toLowerCase(),
      'ad',
      'pc',
      '#1',
      'nothing-like-it',
    ]) {
      const wanted = term.trim().toLowerCase();
      const expected = all.filter((r) => fields(r).some((f) => f.includes(wanted)));
      const found = await everyRow({ searchValue: term });
      expect(found, term).toEqual(expected);
      const page = (
        await t.call(
          'GET',
          `/depreciationReports/${reportId}/calculations?searchValue=${encodeURIComponent(term)}&pageSize=25`,
        )
      ).json() as CalculationsPage;
      expect(page.modelAssetCalcParams).toEqual(expected.slice(0, 25));
      expect(page.totalRecords).toBe(expected.length);
    }
    expect((await everyRow({ searchValue: 'lift' })).length).toBeGreaterThan(0);
  });

  it('sorts by each column both ways, empty values last, then id ascending', async () => {
    for (const sortBy of SORTS) {
      for (const order of ['ASC', 'desc'] as const) {
        const sign = order === 'ASC' ? 1 : -1;
        const expected = [...all].sort((x, y) => {
          const a = typeof x[sortBy] === 'string' ? (x[sortBy] as string).toLowerCase() : x[sortBy];
          const b = typeof y[sortBy] === 'string' ? (y[sortBy] as string).toLowerCase() : y[sortBy];
          if (a === b) return sortBy === 'id' ? 0 : x.id - y.id;
          if (a === null) return 1;
          if (b === null) return -1;
          return (a! < b! ? -1 : 1) * sign;
        });
        expect(await everyRow({ sortBy, order }), `${sortBy} ${order}`).toEqual(expected);
      }
    }
    const searched = await everyRow({ searchValue: 'door', sortBy: 'depreciation', order: 'DESC' });
    const depreciations = searched.map((r) => r.depreciation);
    expect(depreciations).toEqual([...depreciations].sort((a, b) => b - a));
  });
});
