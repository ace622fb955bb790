/**
 * The summary tax flow (docs/tax-rules.md "Outputs", docs/product/entities.md "Category report response"): per FY from the current FY,
 * Division 40, pool and Division 43 decline, their balancing adjustments, abandonment, repairs and expensed
 * items; then the Additional Allowances row (IA and the AD extra) and the Total row. Rule 15: every column is a
 * deduction, so a deductible balancing adjustment is positive and an assessable one negative.
 */
import type { CivilDate } from '../calendar/civil-date';
import { financialYearEnd } from '../calendar/financial-year';
import {
  COL_ABANDONMENT,
  COL_ADDITIONAL_ALLOWANCE,
  COL_BALANCING,
  COL_DECLINE,
  COL_POOLED,
  COLUMNS,
} from '../model/rows';
import type { Cents } from '../money/exact';
import type { Schedule } from './schedule';

export interface SummaryTaxFlowRow {
  /** A 30 June; null on the Additional Allowances and Total rows. */
  finYearEndDate: CivilDate | null;
  div40Depreciation: Cents;
  div40LVPDepreciation: Cents;
  div43Depreciation: Cents;
  div40BalancingAdjustment: Cents;
  div40LVPBalancingAdjustment: Cents;
  div43BalancingAdjustment: Cents;
  abandonment: Cents;
  repairs: Cents;
  expensedItem: Cents;
  total: Cents;
}

export interface SummaryTaxFlow {
  balanceSummaryTaxFlow: SummaryTaxFlowRow[];
  additionalAllowancesSummaryTaxFlow: SummaryTaxFlowRow;
  total: SummaryTaxFlowRow;
}

const FIELDS = [
  'div40Depreciation',
  'div40LVPDepreciation',
  'div43Depreciation',
  'div40BalancingAdjustment',
  'div40LVPBalancingAdjustment',
  'div43BalancingAdjustment',
  'abandonment',
  'repairs',
  'expensedItem',
] as const;
const F = FIELDS.length;

function row(finYearEndDate: CivilDate | null, cells: Float64Array, at: number): SummaryTaxFlowRow {
  const out = { finYearEndDate, total: 0 } as SummaryTaxFlowRow;
  let total = 0;
  FIELDS.forEach((name, k) => {
    const v = cells[at + k] ?? 0;
    out[name] = v;
    total += v;
  });
  out.total = total;
  return out;
}

/** The flow over `years` FYs from the current FY (default: the report's setting). */
export function summaryTaxFlow(schedule: Schedule, years = schedule.settings.years): SummaryTaxFlow {
  const first = schedule.currentFinancialYear;
  const last = Math.min(first + years - 1, schedule.lastFinancialYear);
  const n = Math.max(0, last - first + 1);
  const cells = new Float64Array(n * F);
  const extra = new Float64Array(F);
  schedule.assets.forEach((a, i) => {
    const r = schedule.rows[i];
    if (!r) return;
    const cls = a.deductionClass;
    const from = Math.max(first, a.displayFirstFinancialYear, r.firstFinancialYear);
    const d = r.data;
    const to = Math.min(last, r.lastFinancialYear);
    for (let fy = from; fy <= to; fy++) {
      const at = (fy - r.firstFinancialYear) * COLUMNS;
      const c = (fy - first) * F;
      const decline = d[at + COL_DECLINE] ?? 0;
      const allowance = d[at + COL_ADDITIONAL_ALLOWANCE] ?? 0;
      const balancing = 0 - (d[at + COL_BALANCING] ?? 0);
      cells[c + 6] = (cells[c + 6] ?? 0) + (d[at + COL_ABANDONMENT] ?? 0);
      if (d[at + COL_POOLED] === 1) {
        cells[c + 1] = (cells[c + 1] ?? 0) + decline;
        cells[c + 4] = (cells[c + 4] ?? 0) + balancing;
      } else if (cls === 'division43') {
        cells[c + 2] = (cells[c + 2] ?? 0) + decline;
        cells[c + 5] = (cells[c + 5] ?? 0) + balancing;
      } else if (cls === 'repairs') {
        cells[c + 7] = (cells[c + 7] ?? 0) + decline;
      } else if (cls === 'expensed') {
        cells[c + 8] = (cells[c + 8] ?? 0) + decline;
      } else {
        cells[c] = (cells[c] ?? 0) + decline - allowance;
        cells[c + 3] = (cells[c + 3] ?? 0) + balancing;
        extra[0] = (extra[0] ?? 0) + allowance;
      }
    }
  });
  const balanceSummaryTaxFlow: SummaryTaxFlowRow[] = [];
  const totals = new Float64Array(F);
  for (let k = 0; k < n; k++) {
    balanceSummaryTaxFlow.push(row(financialYearEnd(first + k), cells, k * F));
    for (let j = 0; j < F; j++) totals[j] = (totals[j] ?? 0) + (cells[k * F + j] ?? 0);
  }
  for (let j = 0; j < F; j++) totals[j] = (totals[j] ?? 0) + (extra[j] ?? 0);
  return {
    balanceSummaryTaxFlow,
    additionalAllowancesSummaryTaxFlow: row(null, extra, 0),
    total: row(null, totals, 0),
  };
}
