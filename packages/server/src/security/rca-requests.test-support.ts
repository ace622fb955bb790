/**
 * Issue 28: the valid examples of the reinstatement cost assessment's calls for the fuzz test of issue 10 item 2
 * (requests.test-support.ts gathers them), on the demo assessment (Sam surveys it) and its property. The
 * administrator's rate-library calls have none: the fuzz's user is not an administrator, so they answer 403 before
 * the body, whatever it holds.
 */
import type { RcaReport } from '@taxdep/domain';
import type { TestApp } from '../test/app';

/** requests.test-support.ts' Example, by its shape (that file imports this one). */
interface Example {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

export async function rcaExamples(t: TestApp): Promise<[string, Example][]> {
  const rca = await t.database.db
    .selectFrom('reports as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .select(['r.id', 'r.property_id', 'p.portfolio_id'])
    .where('r.kind', '=', 'rca')
    .orderBy('r.id')
    .executeTakeFirstOrThrow();
  const report = (await t.call('GET', `/RcaReports/${rca.id}`)).json<RcaReport>();
  const id = String(rca.id);
  return [
    [
      'POST /api/v1/portfolios/:portfolioId/rcaReports',
      {
        params: { portfolioId: String(rca.portfolio_id) },
        query: {},
        body: { propertyId: rca.property_id, reportName: 'Fuzz assessment', assessmentDate: '2026-07-01' },
      },
    ],
    ['GET /api/v1/RcaReports/:id', { params: { id }, query: {} }],
    [
      'PUT /api/v1/RcaReports/:id',
      {
        params: { id },
        query: {},
        body: {
          reportName: report.reportName,
          settings: report.settings,
          buildings: report.buildings,
          notes: report.notes,
          version: report.version,
        },
      },
    ],
    ['GET /api/v1/RcaReports/:id/assessment', { params: { id }, query: {} }],
    ['GET /api/v1/RcaReports/:id/exportCsv', { params: { id }, query: {} }],
    ['GET /api/v1/RcaReports/:id/exportWorkbook', { params: { id }, query: {} }],
    ['GET /api/v1/buildingRates', { params: {}, query: { asOf: '2026-07-01' } }],
  ];
}
