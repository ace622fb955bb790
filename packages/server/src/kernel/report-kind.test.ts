/**
 * Issue 27: a capex forecast shares the reports' ids, so every call that names a report must serve only the kinds
 * it was made for. This walks the route table, so a route added later is covered without a line here: every route
 * whose path names a report is called with a capex forecast's id and must answer 404 (the register's, General
 * Info's, the figures', the exports', an owner's PDF and the owners' calls), unless it is one of the workflow's or
 * the report documents' calls, which serve both kinds; and every capex route answers 404 for a depreciation report's id. The calls that name
 * a report in their body refuse it in their service (kernel/report-state.ts, reports/repository.ts): checked here
 * for the register's and General Info's saves. Issue 28: a reinstatement cost assessment likewise: every route but
 * the workflow's and the documents' answers 404 for it, and every rca route answers 404 for the other kinds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createForecastFixture } from '../capex/capex.test-support';
import { createAssessmentFixture } from '../rca/rca.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { reportParamOf } from './report-kind';

/**
 * The calls that serve both kinds: the workflow's status, steps, comments, sign-off and history, and the report
 * documents' (a forecast's PDF is made, sealed and downloaded by the same calls).
 */
const BOTH_KINDS = new Set([
  'GET /api/v1/depreciationReports/:id/preview',
  'GET /api/v1/depreciationReports/:id/first-pages',
  'GET /api/v1/depreciationReports/:id/regenerate-report',
  'GET /api/v1/depreciationReports/:id/report-document',
  'GET /api/v1/fund/:fundId/depreciationReports/:id/downloadReport',
  'GET /api/v1/depreciationReports/:id/workflow',
  'GET /api/v1/depreciationReports/:id/workflow/blockers',
  'GET /api/v1/depreciationReports/:id/workflow/sign-off',
  'GET /api/v1/depreciationReports/:id/comments',
  'POST /api/v1/depreciationReports/:id/comments',
  'GET /api/v1/depreciationReports/:id/history',
]);

/** Path parameters that name something else than a report: given 1, since the report is refused first. */
const OTHER_PARAMS = new Set(['fundId', 'assetId', 'demolitionId']);

describe(`every report route refuses the other kind of report, on ${testEngine()}`, () => {
  let t: TestApp;
  let capexId: number;
  let depreciationId: number;
  let rcaId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const fixture = await createForecastFixture(t);
    capexId = fixture.forecast.capexReportId;
    depreciationId = fixture.depreciationReportId;
    rcaId = (await createAssessmentFixture(t)).assessment.rcaReportId;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The routes of the API whose path names a report, with the path parameter that names it. */
  const reportRoutes = () =>
    t.app
      .routeTable()
      .filter((route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD')
      .flatMap((route) => {
        const param = reportParamOf(route.url, route.writesReport ?? undefined);
        return param === null ? [] : [{ ...route, param }];
      });

  const call = (method: string, url: string, param: string, reportId: number) => {
    const path = url
      .replace('/api/v1', '')
      .replace(`:${param}`, String(reportId))
      .replace(/:(\w+)/g, '1');
    return t.call(method as 'GET', path, method === 'GET' || method === 'DELETE' ? undefined : {});
  };

  it('finds the report in the path of every route that names one', () => {
    const routes = reportRoutes();
    // The spec's report calls, the capex calls and the register's: well over 50 of them.
    expect(routes.length).toBeGreaterThanOrEqual(50);
    // Every path parameter of a report route that is not the report is one of the known others.
    for (const route of routes) {
      const others = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]).filter((p) => p !== route.param);
      for (const other of others) expect(OTHER_PARAMS, `${route.method} ${route.url}`).toContain(other);
    }
    expect(reportParamOf('/api/v1/depreciationReports/abandonment-label/:id', undefined)).toBeNull();
    expect(reportParamOf('/api/v1/depreciationReport/:id', undefined)).toBeNull();
  });

  it('answers 404 for a capex forecast on every depreciation route, and serves it on the workflow’s', async () => {
    let refused = 0;
    for (const route of reportRoutes().filter((r) => !/\/(Capex|Rca)Reports\//.test(r.url))) {
      const answer = await call(route.method, route.url, route.param, capexId);
      const name = `${route.method} ${route.url}`;
      if (BOTH_KINDS.has(name)) {
        expect(answer.statusCode, `${name}: ${answer.body}`).not.toBe(404);
        continue;
      }
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(404);
      expect(answer.json().message, name).toBe(
        `Report ${capexId} is a capex forecast; this call serves a depreciation report only.`,
      );
      refused += 1;
    }
    expect(refused).toBeGreaterThanOrEqual(33);
  });

  it('answers 404 for a depreciation report and an assessment on every capex route', async () => {
    const capexRoutes = reportRoutes().filter((r) => r.url.includes('/CapexReports/'));
    expect(capexRoutes.length).toBe(11);
    for (const route of capexRoutes) {
      for (const [reportId, kind] of [
        [depreciationId, 'a depreciation report'],
        [rcaId, 'a reinstatement cost assessment'],
      ] as const) {
        const answer = await call(route.method, route.url, route.param, reportId);
        expect(answer.statusCode, `${route.method} ${route.url}: ${answer.body}`).toBe(404);
        expect(answer.json().message).toBe(
          `Report ${reportId} is ${kind}; this call serves a capex forecast only.`,
        );
      }
    }
  });

  it('answers 404 for an assessment on every depreciation route, and serves it on the workflow’s', async () => {
    let refused = 0;
    for (const route of reportRoutes().filter((r) => !/\/(Capex|Rca)Reports\//.test(r.url))) {
      const answer = await call(route.method, route.url, route.param, rcaId);
      const name = `${route.method} ${route.url}`;
      if (BOTH_KINDS.has(name)) {
        expect(answer.statusCode, `${name}: ${answer.body}`).not.toBe(404);
        continue;
      }
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(404);
      expect(answer.json().message, name).toBe(
        `Report ${rcaId} is a reinstatement cost assessment; this call serves a depreciation report only.`,
      );
      refused += 1;
    }
    expect(refused).toBeGreaterThanOrEqual(33);
  });

  it('answers 404 for a depreciation report and a capex forecast on every rca route', async () => {
    // Issue 28: the assessment, its save, its figures and its two files.
    const rcaRoutes = reportRoutes().filter((r) => r.url.includes('/RcaReports/'));
    expect(rcaRoutes.map((r) => `${r.method} ${r.url.replace('/api/v1', '')}`).sort()).toEqual([
      'GET /RcaReports/:id',
      'GET /RcaReports/:id/assessment',
      'GET /RcaReports/:id/exportCsv',
      'GET /RcaReports/:id/exportWorkbook',
      'PUT /RcaReports/:id',
    ]);
    for (const route of rcaRoutes) {
      for (const [reportId, kind] of [
        [depreciationId, 'a depreciation report'],
        [capexId, 'a capex forecast'],
      ] as const) {
        const answer = await call(route.method, route.url, route.param, reportId);
        expect(answer.statusCode, `${route.method} ${route.url}: ${answer.body}`).toBe(404);
        expect(answer.json().message).toBe(
          `Report ${reportId} is ${kind}; this call serves a reinstatement cost assessment only.`,
        );
      }
    }
  });

  it('refuses a capex forecast named in the body of a register or General Info save', async () => {
    const asset = await t.call('POST', '/depreciationReports/modelAssets', {
      depreciationReportId: capexId,
      description: 'A chair',
    });
    expect(asset.statusCode, asset.body).toBe(404);
    expect(asset.json().message).toBe(`Report ${capexId} does not exist.`);
    const general = await t.call('PUT', '/depreciationReport', {
      depreciationReportId: capexId,
      version: 1,
      instructions: {},
      propertyInfo: {},
      reportingInfo: {},
    });
    expect(general.statusCode, general.body).toBe(404);
    // Copy Previous Asset Register offers the property's other registers, never its forecast.
    const { master_id: masterId } = await t.database.db
      .selectFrom('reports as r')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .select('p.master_id')
      .where('r.id', '=', capexId)
      .executeTakeFirstOrThrow();
    const later = await createReport(t.database.db, { masterId });
    const copy = await t.call('GET', `/depreciationReports/${later}/previousAssetRegisters`);
    expect(copy.json().map((r: { id: number }) => r.id)).toEqual([depreciationId]);
  });
});
