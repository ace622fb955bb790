import type { Asset, AssetListResponse } from '@taxdep/domain';
import { type AssetRegisterContext, validateAsset } from '@taxdep/domain/assets';
import { DEFAULT_INCENTIVE_WINDOWS, UNSET_TAXPAYER } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAssetRecords, findDemolitions } from '../kernel/record-repository';
import { toWireAsset } from '../kernel/wire';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, insertGeneratedRegister } from '../test/register-fixtures';

/**
 * The listing against an in-memory oracle: every asset of a generated register is read once through the mapper,
 * then search, filter, sort, error mode (validateAsset run here, not the stored flag) and paging are computed in
 * JavaScript and compared with the service's pages.
 */
const SIZE = 3000;
const DATE_SORTS = [
  'invoiceDate',
  'depreciationCommencementDate',
  'financialYearEndDate',
  'writtenDownValueDate',
] as const;
type SortBy = 'id' | (typeof DATE_SORTS)[number];

describe(`asset register listing on ${testEngine()}`, () => {
  let t: TestApp;
  let auth: string;
  let reportId: number;
  let all: Asset[];
  let codes: string[];

  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.bearer();
    reportId = await createReport(t.database.db);
    const other = await createReport(t.database.db);
    await insertGeneratedRegister(t.database.db, reportId, SIZE, 42, { judge: false });
    await insertGeneratedRegister(t.database.db, other, 300, 7);
    const ids = (
      await t.database.db.selectFrom('assets').select('id').where('report_id', '=', reportId).execute()
    ).map((r) => r.id);
    const records = await findAssetRecords(t.database.db, ids);
    const demolitions = await findDemolitions(t.database.db, ids);
    all = records.map((r) => {
      const { hasErrors: _ignored, ...asset } = toWireAsset(r, demolitions.get(r.id) ?? []);
      return asset;
    });
    codes = [...new Set(all.flatMap((a) => (a.assetCode ? [a.assetCode.assetCode] : [])))].sort();
  });
  afterAll(async () => {
    await t.close();
  });

  interface Query {
    searchValue: string;
    filterValues: string[];
    sortBy: SortBy;
    order: 'ASC' | 'DESC';
    alerts: boolean;
    demolition: boolean;
    pageNo: number;
    pageSize: number;
  }

  function searchable(a: Asset): string[] {
    return [
      a.description,
      a.assetCode?.assetCode ?? null,
      String(a.id),
      a.fundCode,
      a.propertyCode,
      a.projectCode,
      a.location,
      a.supplier,
      a.invoiceNumber,
    ].flatMap((v) => (v === null ? [] : [v.toLowerCase()]));
  }

  /** The report's context as the service judges its rows in: a generated register is a small business's. */
  const REGISTER: AssetRegisterContext = {
    eofyReportDate: '2025-06-30',
    taxpayer: { ...UNSET_TAXPAYER, propertyUse: 'business', turnoverBand: 'under2m' },
    incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
  };

  function oracle(q: Query): { ids: number[]; total: number } {
    const term = q.searchValue.trim().toLowerCase();
    let rows = all.filter(
      (a) =>
        (term === '' || searchable(a).some((v) => v.includes(term))) &&
        (q.filterValues.length === 0 ||
          (a.assetCode !== null && q.filterValues.includes(a.assetCode.assetCode))) &&
        (!q.alerts || validateAsset(a, REGISTER).length > 0) &&
        (!q.demolition || a.assetDemolitions.length > 0),
    );
    rows = [...rows].sort((x, y) => {
      if (q.sortBy === 'id') return q.order === 'ASC' ? x.id - y.id : y.id - x.id;
      const dx = x[q.sortBy];
      const dy = y[q.sortBy];
      if (dx !== dy) {
        if (dx === null) return 1;
        if (dy === null) return -1;
        return (dx < dy ? -1 : 1) * (q.order === 'ASC' ? 1 : -1);
      }
      return x.id - y.id;
    });
    const start = (q.pageNo - 1) * q.pageSize;
    return { ids: rows.slice(start, start + q.pageSize).map((a) => a.id), total: rows.length };
  }

  async function list(q: Query): Promise<AssetListResponse> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/depreciationReports/${reportId}/modelAssets/all`,
      headers: { authorization: auth },
      payload: q,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.json();
  }

  async function expectPage(q: Query) {
    const expected = oracle(q);
    const page = await list(q);
    expect({ total: page.totalRecords, ids: page.modelAssets.map((a) => a.id) }, JSON.stringify(q)).toEqual(
      expected,
    );
    expect(page.totalPages).toBe(Math.ceil(expected.total / q.pageSize));
    expect(page.registerAssetCount).toBe(SIZE);
    return page;
  }

  it('matches the oracle for every combination of search, filter, sort, order and error mode', async () => {
    const searches = ['', 'pump', 'LEVEL 1', '100%', 'dock_', codes[3]!.slice(0, 4).toLowerCase(), '17'];
    const filters = [[], [codes[0]!], [codes[1]!, codes[5]!, codes[9]!]];
    const sorts: SortBy[] = ['id', ...DATE_SORTS];
    let checked = 0;
    let nonEmpty = 0;
    for (const searchValue of searches) {
      for (const filterValues of filters) {
        for (const sortBy of sorts) {
          for (const order of ['ASC', 'DESC'] as const) {
            for (const alerts of [false, true]) {
              const base = {
                searchValue,
                filterValues,
                sortBy,
                order,
                alerts,
                demolition: false,
                pageSize: 25,
              };
              const first = await expectPage({ ...base, pageNo: 1 });
              if (first.totalPages > 1) await expectPage({ ...base, pageNo: first.totalPages });
              if (first.totalPages > 2) await expectPage({ ...base, pageNo: 2 });
              checked += 1;
              if (first.totalRecords > 0) nonEmpty += 1;
            }
          }
        }
      }
    }
    expect(checked).toBe(searches.length * filters.length * sorts.length * 2 * 2);
    // The data must make the comparison meaningful: most combinations find rows.
    expect(nonEmpty).toBeGreaterThan(checked / 2);
  });

  it('pages through the whole result at every page size without gaps or overlaps', async () => {
    for (const pageSize of [25, 50, 100, 200]) {
      const base = {
        searchValue: 'e',
        filterValues: [],
        sortBy: 'writtenDownValueDate' as const,
        order: 'DESC' as const,
        alerts: false,
        demolition: false,
        pageSize,
      };
      const expected = oracle({ ...base, pageNo: 1, pageSize: SIZE });
      const seen: number[] = [];
      const first = await list({ ...base, pageNo: 1 });
      for (let pageNo = 1; pageNo <= first.totalPages; pageNo += 1) {
        seen.push(...(await list({ ...base, pageNo })).modelAssets.map((a) => a.id));
      }
      expect(seen).toEqual(expected.ids);
      const beyond = await list({ ...base, pageNo: first.totalPages + 1 });
      expect(beyond.modelAssets).toEqual([]);
      expect(beyond.totalRecords).toBe(expected.total);
    }
  });

  it('lists the demolition view with each asset’s demolitions, in every sort', async () => {
    for (const sortBy of ['id', ...DATE_SORTS] as SortBy[]) {
      for (const order of ['ASC', 'DESC'] as const) {
        const page = await expectPage({
          searchValue: '',
          filterValues: [],
          sortBy,
          order,
          alerts: false,
          demolition: true,
          pageNo: 1,
          pageSize: 200,
        });
        expect(page.totalRecords).toBeGreaterThan(0);
        for (const asset of page.modelAssets) {
          expect(asset.assetDemolitions).toEqual(all.find((a) => a.id === asset.id)!.assetDemolitions);
          expect(asset.assetDemolitions.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('serves the GET form with the spec’s query parameters and rejects other page sizes and sorts', async () => {
    const url = `/api/v1/depreciationReports/${reportId}/modelAssets`;
    const ok = await t.app.inject({
      url: `${url}?pageNo=2&pageSize=100&sortBy=invoiceDate&order=DESC&calculations=false&alerts=true&demolition=false`,
      headers: { authorization: auth },
    });
    expect(ok.statusCode).toBe(200);
    const expected = oracle({
      searchValue: '',
      filterValues: [],
      sortBy: 'invoiceDate',
      order: 'DESC',
      alerts: true,
      demolition: false,
      pageNo: 2,
      pageSize: 100,
    });
    expect(ok.json().modelAssets.map((a: Asset) => a.id)).toEqual(expected.ids);
    for (const bad of ['pageSize=30', 'pageSize=0', 'pageNo=0', 'sortBy=description', 'order=UP']) {
      const response = await t.app.inject({ url: `${url}?${bad}`, headers: { authorization: auth } });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/Invalid request/);
    }
    const unauthenticated = await t.app.inject({ url });
    expect(unauthenticated.statusCode).toBe(401);
    const missing = await t.app.inject({
      url: '/api/v1/depreciationReports/999999/modelAssets',
      headers: { authorization: auth },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists the distinct tax codes of the register for the filter', async () => {
    const response = await t.app.inject({
      url: `/api/v1/depreciationReports/${reportId}/modelAssets/all/assetcodes`,
      headers: { authorization: auth },
    });
    expect(response.json()).toEqual(codes);
  });

  it('answers every row exactly as the mapper reads it from the database, whether read on demand or in the background', async () => {
    const listed: Asset[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(SIZE / 200); pageNo += 1) {
      const page = await list({
        searchValue: '',
        filterValues: [],
        sortBy: 'id',
        order: 'ASC',
        alerts: false,
        demolition: false,
        pageNo,
        pageSize: 200,
      });
      listed.push(
        ...page.modelAssets.map((a) => {
          const { hasErrors: _verdict, ...asset } = a as Asset & { hasErrors: boolean | null };
          return asset;
        }),
      );
    }
    expect(listed).toEqual(all);
  });
});
