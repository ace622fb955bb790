/**
 * Requests of the fuzz test of issue 10 item 2: a valid example per route, so a request with one bad value can be
 * refused only because of it (the slots a bad value can take, and the request with one slot replaced, are
 * slots.test-support.ts').
 */
import ExcelJS from 'exceljs';
import { loadWireAsset } from '../assets/service';
import { itemSave } from '../capex/capex.test-support';
import type { RouteEntry } from '../http/route-table';
import { storeTestDocument } from '../report-jobs/stored-document.test-support';
import type { TestApp } from '../test/app';
import type { Schema } from './bad-values.test-support';
import { rcaExamples } from './rca-requests.test-support';

export interface Example {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

export const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * Valid requests on the demo data (src/seed/demo.ts): report 1 (In Progress, labels and demolitions), 2
 * (Completed, same property as 1), 4 (In Progress, a small register), 5 (In Progress, empty register). The last
 * test sends each one and expects a 2xx, so none of them is refused at the boundary.
 */
export async function exampleRequests(t: TestApp, userId: number): Promise<Map<string, Example>> {
  const db = t.database.db;
  // Issue 15: only a report's surveyor and checker may change it, and the examples write to Alex's reports 4 and 5
  // too: the signed-in user is made their checker (src/kernel/edit-permission.ts).
  await db.updateTable('reports').set({ checker_id: userId }).where('id', 'in', [4, 5]).execute();
  const editable = await db
    .selectFrom('assets')
    .select('id')
    .where('report_id', '=', 4)
    .where('read_only', '=', false)
    .orderBy('id')
    .limit(2)
    .execute();
  const [asset, doomed] = editable.map((a) => a.id);
  if (asset === undefined || doomed === undefined) throw new Error('the demo register of report 4 changed');
  const wireAsset = await loadWireAsset(db, asset);
  const demolition = await db
    .selectFrom('demolitions as d')
    .innerJoin('assets as a', 'a.id', 'd.asset_id')
    .select('d.id')
    .where('a.report_id', '=', 1)
    .where('a.read_only', '=', false)
    .orderBy('d.id')
    .executeTakeFirstOrThrow();
  const taxCode = await db
    .selectFrom('tax_codes as t')
    .innerJoin('depreciation_categories as c', 'c.id', 't.category_id')
    .select('t.code')
    .where('c.code', '=', '40')
    .where('t.effective_life_years', 'is not', null)
    .orderBy('t.id')
    .executeTakeFirstOrThrow();
  const report5 = (await t.call('GET', '/depreciationReports/5')).json();
  const newWork = {
    portfolioId: (await db.selectFrom('portfolios').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    methodId: (
      await db.selectFrom('depreciation_methods').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id,
    checkerId: (
      await db.selectFrom('users').select('id').where('uid', '=', 'CHRIS.CHECKER').executeTakeFirstOrThrow()
    ).id,
  };
  const document = await storeTestDocument(db, 1);
  // Issue 27: the demo's capex forecast (Sam surveys it), its property and portfolio, and its first item.
  const capex = await db
    .selectFrom('reports as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .innerJoin('capex_forecasts as c', 'c.report_id', 'r.id')
    .select(['r.id', 'r.report_name', 'r.property_id', 'p.portfolio_id', 'c.version'])
    .where('r.kind', '=', 'capex')
    .orderBy('r.id')
    .executeTakeFirstOrThrow();
  const capexHeader = (await t.call('GET', `/CapexReports/${capex.id}`)).json();
  const capexItem = capexHeader.items[0].itemId as string;
  const listQuery = {
    pageNo: '1',
    pageSize: '25',
    sortBy: 'id',
    order: 'DESC',
    alerts: 'false',
    demolition: 'false',
    searchValue: 'a',
  };
  const listBody = {
    ...listQuery,
    pageNo: 1,
    pageSize: 25,
    alerts: false,
    demolition: false,
    filterValues: [],
  };
  const v1 = '/api/v1/depreciation';
  const examples: [string, Example][] = [
    ['GET /api/authorize', { params: {}, query: { app: 'PORTAL' } }],
    ['PUT /api/v1/users/policyaccepted', { params: {}, query: { userId: String(userId) } }],
    ['GET /api/v1/users/all', { params: {}, query: { searchValue: 'chris' } }],
    [`PUT ${v1}Report`, { params: {}, query: {}, body: report5 }],
    [
      `GET ${v1}Reports/:id/modelAssets`,
      { params: { id: '4' }, query: { ...listQuery, calculations: 'false' } },
    ],
    [`POST ${v1}Reports/:id/modelAssets/all`, { params: { id: '4' }, query: {}, body: listBody }],
    [`POST ${v1}Reports/modelAssets`, { params: {}, query: {}, body: { ...wireAsset, base: wireAsset } }],
    [
      `POST ${v1}Reports/:id/modelAssets/deleteAll`,
      { params: { id: '4' }, query: {}, body: { ids: [doomed] } },
    ],
    [`DELETE ${v1}Reports/modelAssets/all/:id`, { params: { id: '5' }, query: {} }],
    [
      'POST /api/v1/depreciationRate',
      {
        params: {},
        query: {},
        body: {
          assetCode: taxCode.code,
          invoiceDate: '2020-01-15',
          depreciationCommencementDate: '2020-01-15',
          depreciationCategory: { id: 0, code: '40' },
          depreciationMethod: { id: 0, code: 'DV' },
        },
      },
    ],
    ['GET /api/v1/assets/all', { params: {}, query: { searchValue: 'chair' } }],
    [
      `POST ${v1}Reports/modelAssets/demolitionDates`,
      {
        params: {},
        query: {},
        body: {
          id: null,
          modelAsset: { id: asset, depreciationReportId: 4 },
          demoDate: '2030-06-30',
          rate: 10,
        },
      },
    ],
    [
      `DELETE ${v1}Reports/:id/modelAssets/assetDemolitions/:demolitionId`,
      { params: { id: '1', demolitionId: String(demolition.id) }, query: {} },
    ],
    [
      `POST ${v1}-reports/model-asset-display-flags`,
      {
        params: {},
        query: {},
        body: { depreciationReportId: 4, columns: [{ columnIdentifier: 'fundCodeFlag', display: false }] },
      },
    ],
    [
      `POST ${v1}Reports/abandonment-label`,
      {
        params: {},
        query: {},
        body: {
          depreciationReportId: 4,
          abandonmentLabel: [{ id: null, label: 'Fuzz', depreciationReportId: 4, abandonmentDate: null }],
        },
      },
    ],
    [
      `POST ${v1}Reports/modelAssets/model-abandonment-label`,
      { params: {}, query: {}, body: { modelAssetId: asset, abandonmentLabelId: 0, assetCode: null } },
    ],
    [`GET ${v1}Reports/:id/abandonment-assets`, { params: { id: '1' }, query: listQuery }],
    [`POST ${v1}Reports/:id/abandonment-assets/all`, { params: { id: '1' }, query: {}, body: listBody }],
    [
      `POST ${v1}Reports/:id/copyAssetRegister`,
      { params: { id: '1' }, query: {}, body: { sourceReportId: 2 } },
    ],
    [
      `POST ${v1}Reports/:id/uploadModelAssets`,
      {
        params: { id: '5' },
        query: {},
        body: { uploadId: '6f1c2a52-8d0e-4b3a-9c1e-13a5b7d9e013', rows: [{ 'ATO Code': taxCode.code }] },
      },
    ],
    // Issue 26 item 6d: a register that arrives as an Excel workbook, read into the import's csv text.
    [
      'POST /api/v1/importWorkbook',
      {
        params: {},
        query: {},
        body: { fileName: 'register.xlsx', workbook: await workbookBase64(taxCode.code) },
      },
    ],
    // Issue 16: a paste from Excel adding one asset to report 5.
    [
      `POST ${v1}Reports/:id/pasteModelAssets`,
      {
        params: { id: '5' },
        query: {},
        body: {
          pasteId: '0b7e2f31-5c4d-4e8a-9f3b-27c6d8e1a402',
          changes: [],
          additions: [{ assetCode: taxCode.code, description: 'Pasted' }],
        },
      },
    ],
    // Issue 14: a stored document of report 1, by its id (a UUID).
    [
      'GET /api/v1/fund/:fundId/depreciationReports/:id/downloadReport',
      { params: { fundId: String(document.fundId), id: '1' }, query: { documentUId: document.documentUId } },
    ],
    [
      'GET /api/v1/depreciationReports/:id/first-pages',
      { params: { id: '1' }, query: { documentUId: document.documentUId } },
    ],
    // Issue 15: a new report for a new property of a portfolio, surveyed by the signed-in user.
    [
      'POST /api/v1/portfolios/:portfolioId/depreciationReports',
      {
        params: { portfolioId: String(newWork.portfolioId) },
        query: {},
        body: {
          newProperty: {
            propertyName: 'Level 3, 100 Collins St',
            streetAddress: '100 Collins Street',
            suburb: 'Melbourne',
            state: 'VIC',
            postCode: '3000',
          },
          eofyReportDate: '2027-06-30',
          depreciationMethodId: newWork.methodId,
          surveyorId: userId,
          checkerId: newWork.checkerId,
        },
      },
    ],
    // Issue 27: the capex forecast's calls on the demo forecast.
    [
      'POST /api/v1/portfolios/:portfolioId/capexReports',
      {
        params: { portfolioId: String(capex.portfolio_id) },
        query: {},
        body: { propertyId: capex.property_id, reportName: 'Fuzz forecast', baseYear: 2026 },
      },
    ],
    ['GET /api/v1/CapexReports/:id', { params: { id: String(capex.id) }, query: {} }],
    [
      'PUT /api/v1/CapexReports/:id',
      {
        params: { id: String(capex.id) },
        query: {},
        body: {
          reportName: capex.report_name,
          settings: capexHeader.settings,
          sinkingFund: capexHeader.sinkingFund,
          version: capex.version,
        },
      },
    ],
    [
      'PUT /api/v1/CapexReports/:id/items',
      { params: { id: String(capex.id) }, query: {}, body: { items: [itemSave()] } },
    ],
    [
      'POST /api/v1/CapexReports/:id/items/delete',
      { params: { id: String(capex.id) }, query: {}, body: { itemIds: [capexItem] } },
    ],
    ['GET /api/v1/CapexReports/:id/registerItems', { params: { id: String(capex.id) }, query: {} }],
    ['GET /api/v1/CapexReports/:id/forecast', { params: { id: String(capex.id) }, query: {} }],
    ['GET /api/v1/CapexReports/:id/taxEffect', { params: { id: String(capex.id) }, query: {} }],
    // Issue 28: the assessment's calls on the demo assessment (rca-requests.test-support.ts).
    ...(await rcaExamples(t)),
  ];
  return new Map(examples);
}

/** For a route without an example (a new one): its required fields with the least value the schema allows. */
export function exampleFromSchema(route: RouteEntry): Example {
  const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
  const text = (part: Schema | undefined) =>
    Object.fromEntries(
      (part?.required ?? []).map((name) => [name, String(leastValue(part?.properties?.[name]))]),
    );
  const params = text(schema.params);
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) params[name as string] ??= '1';
  return { params, query: text(schema.querystring), body: schema.body ? leastValue(schema.body) : undefined };
}

function leastValue(schema: Schema | undefined): unknown {
  if (!schema) return null;
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return leastValue(branch);
  if (schema.enum) return schema.enum[0];
  const type = [schema.type ?? 'null'].flat()[0];
  if (type === 'object') {
    return Object.fromEntries(
      (schema.required ?? []).map((name) => [name, leastValue(schema.properties?.[name])]),
    );
  }
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  return { string: '', boolean: false, array: [] }[type as string] ?? null;
}

/** A one-row register as an .xlsx file in base64 (the body of POST /importWorkbook). */
async function workbookBase64(taxCode: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Assets');
  sheet.addRow(['ATO Code', 'Description']);
  sheet.addRow([taxCode, 'Carpet, meeting room']);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}
