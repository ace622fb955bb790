/**
 * One asset's figures in a deduction view (docs/product/calculations-deductions-summary-report.md#deductions-tab;
 * docs/tax-rules.md "Outputs"), read straight from the schedule's typed rows: six FYs (the prior FY, the current
 * FY and four more) of six figures each, as 36 integer cents in a Float64Array, `FIELDS` apart. The objects of the
 * answer (`DeductionCell`, `AssetInfo`) are made only for the lines and totals an answer shows.
 */
import { financialYearEnd, financialYearStart } from '../calendar/financial-year';
import type { PreparedAsset } from '../events/prepare';
import {
  COL_ABANDONMENT,
  COL_ADDITIONS,
  COL_BALANCING,
  COL_CLOSING,
  COL_DECLINE,
  COL_OPENING,
  COL_POOLED,
} from '../model/rows';
import type { AssetInfo, DeductionCell, DeductionViewKind } from './deduction-view-types';
import type { Schedule } from './schedule';

/** The FYs of a view. */
export const VIEW_YEARS = 6;
/** owdv, additions, depreciation, balancingAdjustments, abandonment, cwdv. */
export const FIELDS = 6;
export const CELLS = VIEW_YEARS * FIELDS;

/** Does `view` show this asset's row of a FY in which it is (or is not) pooled? (docs/tax-engine.md 13.) */
export function selects(view: DeductionViewKind, a: PreparedAsset, pooled: boolean): boolean {
  switch (view) {
    case 'division40':
      return !pooled && a.deductionClass === 'division40';
    case 'lowValuePool':
      return pooled;
    case 'division43':
      return a.deductionClass === 'division43';
    case 'abandonment':
      return !pooled && (a.input.abandonmentLabel != null || a.input.abandonmentDate != null);
    case 'instantWriteOff':
      return a.deductionClass === 'instant';
    case 'otherDeductions':
      return a.deductionClass === 'repairs' || a.deductionClass === 'expensed';
  }
}

/** The six FYs of the views and their date texts, made once and shared by every cell. */
export class ViewYears {
  readonly years: readonly number[];
  readonly starts: readonly string[];
  readonly ends: readonly string[];
  constructor(readonly current: number) {
    this.years = Array.from({ length: VIEW_YEARS }, (_, k) => current - 1 + k);
    this.starts = this.years.map(financialYearStart);
    this.ends = this.years.map(financialYearEnd);
  }

  /** The cells of six FYs from `values` (36 figures from `at`). */
  cells(values: Float64Array, at = 0): DeductionCell[] {
    const cells: DeductionCell[] = [];
    for (let k = 0; k < VIEW_YEARS; k++) {
      const v = at + k * FIELDS;
      cells.push({
        calcFYStartDate: this.starts[k] as string,
        calcFYEndDate: this.ends[k] as string,
        owdv: values[v] as number,
        additions: values[v + 1] as number,
        depreciation: values[v + 2] as number,
        balancingAdjustments: values[v + 3] as number,
        abandonment: values[v + 4] as number,
        cwdv: values[v + 5] as number,
      });
    }
    return cells;
  }
}

/**
 * Writes asset `i`'s figures in `view` into `out` (zero in a FY the view does not select or the asset has no row
 * shown, rule 1 and docs/tax-engine.md 8) and tells whether the asset is a line of the view: one of its selected
 * figures is non-zero (docs/tax-engine.md 13).
 */
export function viewFigures(
  schedule: Schedule,
  i: number,
  view: DeductionViewKind,
  years: ViewYears,
  out: Float64Array,
): boolean {
  out.fill(0);
  const a = schedule.assets[i];
  const r = schedule.rows[i];
  if (!a || !r) return false;
  const d = r.data;
  let shown = false;
  for (let k = 0; k < VIEW_YEARS; k++) {
    const fy = years.current - 1 + k;
    const at = fy < a.displayFirstFinancialYear ? -1 : r.offset(fy);
    if (at < 0 || !selects(view, a, d[at + COL_POOLED] === 1)) continue;
    const v = k * FIELDS;
    out[v] = d[at + COL_OPENING] as number;
    out[v + 1] = d[at + COL_ADDITIONS] as number;
    out[v + 2] = d[at + COL_DECLINE] as number;
    out[v + 3] = d[at + COL_BALANCING] as number;
    out[v + 4] = d[at + COL_ABANDONMENT] as number;
    out[v + 5] = d[at + COL_CLOSING] as number;
    shown ||=
      out[v] !== 0 ||
      out[v + 1] !== 0 ||
      out[v + 2] !== 0 ||
      out[v + 3] !== 0 ||
      out[v + 4] !== 0 ||
      out[v + 5] !== 0;
  }
  return shown;
}

/** The line of asset `i` in `view` (Table B's `assetsInfo`). */
export function assetInfo(
  schedule: Schedule,
  i: number,
  view: DeductionViewKind,
  years: ViewYears,
  scratch: Float64Array = new Float64Array(CELLS),
): AssetInfo {
  viewFigures(schedule, i, view, years, scratch);
  const a = schedule.assets[i] as PreparedAsset;
  const input = a.input;
  const line: AssetInfo = {
    assetId: input.id,
    assetName: input.description ?? null,
    effectiveLife: input.effectiveLifeYears ?? null,
    workStartDate: input.startDate,
    historicalBuildingCost: input.historicalBuildingCost ?? null,
    annualDepreciationClaim: input.annualClaim ?? null,
    originalCost: input.originalCost,
    depreciationCalculations: years.cells(scratch),
  };
  if (a.deniedBy) line.deniedBy = a.deniedBy;
  return line;
}
