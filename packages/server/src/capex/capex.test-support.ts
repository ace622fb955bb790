/** A capex forecast for the service's tests: beside a depreciation report of the same property, made by the call. */
import type { CapexItemSave, CapexReport } from '@taxdep/domain';
import type { TestApp } from '../test/app';
import { createReport } from '../test/register-fixtures';

export interface ForecastFixture {
  /** The depreciation report of the same property (its register is what items start from). */
  depreciationReportId: number;
  portfolioId: number;
  propertyId: number;
  forecast: CapexReport;
}

/** A property with a depreciation report, and a capex forecast of it made by SAM.SURVEYOR through the call. */
export async function createForecastFixture(
  t: TestApp,
  body: Record<string, unknown> = {},
): Promise<ForecastFixture> {
  const depreciationReportId = await createReport(t.database.db);
  const where = await t.database.db
    .selectFrom('reports as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .select(['p.id as propertyId', 'p.portfolio_id as portfolioId'])
    .where('r.id', '=', depreciationReportId)
    .executeTakeFirstOrThrow();
  const made = await t.call('POST', `/portfolios/${where.portfolioId}/capexReports`, {
    propertyId: where.propertyId,
    reportName: 'Capex forecast 2026',
    baseYear: 2026,
    horizon: 20,
    escalationPercent: '3',
    ...body,
  });
  if (made.statusCode !== 200)
    throw new Error(`The forecast was not made (${made.statusCode}): ${made.body}`);
  return { depreciationReportId, ...where, forecast: made.json<CapexReport>() };
}

/** A complete valid item (issue 27's example: life 15 installed 2012), changed field by field. */
export const itemSave = (change: Partial<CapexItemSave> = {}): CapexItemSave => ({
  element: 'roofFacade',
  description: 'Roof membrane',
  location: 'Level 8 roof',
  condition: 3,
  quantity: null,
  unit: '',
  unitRateCents: null,
  lumpSumCents: 1_000_000,
  yearInstalled: 2012,
  age: null,
  lifeYears: 15,
  remainingLifeOverride: null,
  remainingLifeReason: '',
  expenditure: 'capital',
  priority: 'medium',
  note: '',
  taxCode: null,
  effectiveLifeYears: null,
  replacesAssetId: null,
  ...change,
});
