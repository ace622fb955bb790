/**
 * POST …/powerBiCalculation (docs/product/calls.md: in the original design, its use not described; designed here,
 * docs/api.md "Power BI"): the engine's figures as one flat table, a row per asset per FY, for BI tools. A register
 * of 100,000 assets over 40 FYs is millions of rows, so the table is paged; which rows exist is worked out once per
 * version of the figures and range of FYs, and each page builds only its own rows.
 */
import type { PowerBiRow } from '@taxdep/domain';
import { assetYear, financialYearEnd, financialYearStart } from '@taxdep/domain/tax';
import type { FiguresView } from './owner-figures';
import { dollars } from './wire-figures';

/** The table's rows as pairs (asset position, FY): an asset's FYs where it is shown and any figure is not nil. */
export function powerBiRows(figures: FiguresView, from: number, to: number): Int32Array {
  const { schedule } = figures;
  const pairs: number[] = [];
  schedule.assets.forEach((a, i) => {
    // The views' rule (docs/tax-engine.md 8, 13): an asset shows from its entry FY, and only years with figures.
    for (let fy = Math.max(from, a.displayFirstFinancialYear); fy <= to; fy += 1) {
      const y = assetYear(schedule, i, fy);
      if (
        y.openingValue !== 0 ||
        y.additions !== 0 ||
        y.decline !== 0 ||
        y.balancingAdjustment !== 0 ||
        y.abandonment !== 0 ||
        y.closingValue !== 0
      ) {
        pairs.push(i, fy);
      }
    }
  });
  return Int32Array.from(pairs);
}

/** The rows `offset` … `offset + limit − 1` of the table. */
export function powerBiPageRows(
  figures: FiguresView,
  pairs: Int32Array,
  offset: number,
  limit: number,
): PowerBiRow[] {
  const { schedule, columns } = figures;
  const rows: PowerBiRow[] = [];
  for (let k = offset; k < Math.min(offset + limit, pairs.length / 2); k += 1) {
    const i = pairs[2 * k] as number;
    const fy = pairs[2 * k + 1] as number;
    const a = schedule.assets[i];
    const c = columns[i];
    if (!a || !c) continue;
    const y = assetYear(schedule, i, fy);
    rows.push({
      assetId: c.id,
      assetCode: c.assetCode,
      description: c.description,
      depreciationCategory: a.input.categoryCode,
      depreciationMethod: a.method,
      assetGroup: a.input.assetGroup,
      industry: a.input.industry,
      subIndustry: a.input.subIndustry,
      financialYear: fy,
      calcFYStartDate: financialYearStart(fy),
      calcFYEndDate: financialYearEnd(fy),
      pooled: y.pooled,
      openingWrittenDownValue: dollars(y.openingValue),
      additions: dollars(y.additions),
      depreciation: dollars(y.decline),
      additionalAllowance: dollars(y.additionalAllowance),
      balancingAdjustment: dollars(y.balancingAdjustment),
      abandonment: dollars(y.abandonment),
      closingWrittenDownValue: dollars(y.closingValue),
    });
  }
  return rows;
}
