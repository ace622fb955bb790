/** An assessment for the service's tests: beside a depreciation report of the same property, made by the call. */
import type { RcaAreaWire, RcaBuildingWire, RcaReport, RcaReportSave } from '@taxdep/domain';
import type { TestApp } from '../test/app';
import { createReport } from '../test/register-fixtures';

export interface AssessmentFixture {
  /** The depreciation report of the same property (another kind of report, for the kind refusals). */
  depreciationReportId: number;
  portfolioId: number;
  propertyId: number;
  assessment: RcaReport;
}

/** A property with a depreciation report, and an assessment of it made by SAM.SURVEYOR through the call. */
export async function createAssessmentFixture(
  t: TestApp,
  body: Record<string, unknown> = {},
): Promise<AssessmentFixture> {
  const depreciationReportId = await createReport(t.database.db);
  const where = await t.database.db
    .selectFrom('reports as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .select(['p.id as propertyId', 'p.portfolio_id as portfolioId'])
    .where('r.id', '=', depreciationReportId)
    .executeTakeFirstOrThrow();
  const made = await t.call('POST', `/portfolios/${where.portfolioId}/rcaReports`, {
    propertyId: where.propertyId,
    reportName: 'Reinstatement cost assessment 2026',
    assessmentDate: '2026-07-01',
    ...body,
  });
  if (made.statusCode !== 200)
    throw new Error(`The assessment was not made (${made.statusCode}): ${made.body}`);
  return { depreciationReportId, ...where, assessment: made.json<RcaReport>() };
}

export const areaWire = (change: Partial<RcaAreaWire> = {}): RcaAreaWire => ({
  areaId: 'a1',
  use: 'Office',
  areaM2: '1500',
  rateCentsPerM2: 345_000,
  libraryRate: null,
  overrideReason: 'Quoted by the builder',
  ...change,
});

/** A complete valid building (1,500 m² of offices at $3,450/m²), changed field by field. */
export const buildingWire = (change: Partial<RcaBuildingWire> = {}): RcaBuildingWire => ({
  buildingId: 'b1',
  name: 'Office tower',
  areas: [areaWire()],
  localityFactor: '1.10',
  externalWorksCents: 25_000_000,
  siteServicesCents: 0,
  adjustments: [{ description: 'Façade upgrade', cents: 2_500_000 }],
  demolitionMethod: 'lumpSum',
  demolitionPercent: '',
  demolitionCents: 7_500_000,
  asbestos: false,
  contamination: false,
  hazardNote: '',
  contingencyPercent: '5',
  professionalFeesPercent: '12',
  authorityFeesCents: 1_000_000,
  leadMonths: 6,
  constructionMonths: 18,
  ...change,
});

/** The assessment's save body as read, with `change` applied. */
export const saveOf = (report: RcaReport, change: Partial<RcaReportSave> = {}): RcaReportSave => ({
  reportName: report.reportName,
  settings: report.settings,
  buildings: report.buildings,
  notes: report.notes,
  version: report.version,
  ...change,
});
