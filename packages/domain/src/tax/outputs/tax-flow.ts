/**
 * The summary tax flow (docs/tax-rules.md "Outputs", docs/product/entities.md "Category report response"): per FY from the current FY,
 * Division 40, pool and Division 43 decline, their balancing adjustments, abandonment, repairs and expensed
 * items; then the Additional Allowances row (IA and the AD extra) and the Total row. Rule 15: every column is a
 * deduction, so a deductible balancing adjustment is positive and an assessable one negative. Sums are kept typed
 * (`TaxFlowState`) so that an edit's flow is derived from the previous one (issue 12).
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
import { changedAssets, worthDeriving } from './schedule-changes';

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

/** The flow's amount columns in the tab's order; a row's `total` adds them up. */
export const TAX_FLOW_AMOUNT_FIELDS = [
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
const FIELDS = TAX_FLOW_AMOUNT_FIELDS;
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

/**
 * Adds `sign` × asset `i`'s figures to the flow's cells (FY `first` onwards, `last` at most) and its additional
 * allowance to `extra`: one asset's part of the flow, so that a later version can take it out again.
 */
function tally(
  schedule: Schedule,
  i: number,
  first: number,
  last: number,
  cells: Float64Array,
  extra: Float64Array,
  sign: 1 | -1,
): void {
  const a = schedule.assets[i];
  const r = schedule.rows[i];
  if (!a || !r) return;
  const cls = a.deductionClass;
  const from = Math.max(first, a.displayFirstFinancialYear, r.firstFinancialYear);
  const d = r.data;
  const to = Math.min(last, r.lastFinancialYear);
  for (let fy = from; fy <= to; fy++) {
    const at = (fy - r.firstFinancialYear) * COLUMNS;
    const c = (fy - first) * F;
    const decline = sign * (d[at + COL_DECLINE] as number);
    const allowance = sign * (d[at + COL_ADDITIONAL_ALLOWANCE] as number);
    const balancing = 0 - sign * (d[at + COL_BALANCING] as number);
    cells[c + 6] = (cells[c + 6] as number) + sign * (d[at + COL_ABANDONMENT] as number);
    if (d[at + COL_POOLED] === 1) {
      cells[c + 1] = (cells[c + 1] as number) + decline;
      cells[c + 4] = (cells[c + 4] as number) + balancing;
    } else if (cls === 'division43') {
      cells[c + 2] = (cells[c + 2] as number) + decline;
      cells[c + 5] = (cells[c + 5] as number) + balancing;
    } else if (cls === 'repairs') {
      cells[c + 7] = (cells[c + 7] as number) + decline;
    } else if (cls === 'expensed') {
      cells[c + 8] = (cells[c + 8] as number) + decline;
    } else {
      cells[c] = (cells[c] as number) + decline - allowance;
      cells[c + 3] = (cells[c + 3] as number) + balancing;
      extra[0] = (extra[0] as number) + allowance;
    }
  }
}

/**
 * The flow of one version of a register's schedule, kept as its sums (integer cents: exact in any order). `next`
 * gives a later version's flow from this one over the assets whose rows changed (schedule-changes.ts: their old
 * figures out, their new ones in), or builds it whole when that cannot be done or costs more.
 */
export class TaxFlowState {
  readonly flow: SummaryTaxFlow;

  private constructor(
    readonly schedule: Schedule,
    readonly years: number,
    private readonly first: number,
    private readonly last: number,
    private readonly cells: Float64Array,
    private readonly extra: Float64Array,
  ) {
    this.flow = flowOf(first, last, cells, extra);
  }

  /** The flow over `years` FYs from the current FY (default: the report's setting). */
  static build(schedule: Schedule, years = schedule.settings.years): TaxFlowState {
    const first = schedule.currentFinancialYear;
    const last = Math.min(first + years - 1, schedule.lastFinancialYear);
    const cells = new Float64Array(Math.max(0, last - first + 1) * F);
    const extra = new Float64Array(F);
    for (let i = 0; i < schedule.assets.length; i++) tally(schedule, i, first, last, cells, extra, 1);
    return new TaxFlowState(schedule, years, first, last, cells, extra);
  }

  next(schedule: Schedule): TaxFlowState {
    if (schedule === this.schedule) return this;
    const changed = changedAssets(this.schedule, schedule);
    if (!worthDeriving(changed, schedule.assets.length)) return TaxFlowState.build(schedule, this.years);
    const cells = this.cells.slice();
    const extra = this.extra.slice();
    for (const i of changed) {
      tally(this.schedule, i, this.first, this.last, cells, extra, -1);
      tally(schedule, i, this.first, this.last, cells, extra, 1);
    }
    return new TaxFlowState(schedule, this.years, this.first, this.last, cells, extra);
  }
}

function flowOf(first: number, last: number, cells: Float64Array, extra: Float64Array): SummaryTaxFlow {
  const n = Math.max(0, last - first + 1);
  const balanceSummaryTaxFlow: SummaryTaxFlowRow[] = [];
  const totals = new Float64Array(F);
  for (let k = 0; k < n; k++) {
    balanceSummaryTaxFlow.push(row(financialYearEnd(first + k), cells, k * F));
    for (let j = 0; j < F; j++) totals[j] = (totals[j] as number) + (cells[k * F + j] as number);
  }
  for (let j = 0; j < F; j++) totals[j] = (totals[j] as number) + (extra[j] as number);
  return {
    balanceSummaryTaxFlow,
    additionalAllowancesSummaryTaxFlow: row(null, extra, 0),
    total: row(null, totals, 0),
  };
}

/** The flow over `years` FYs from the current FY (default: the report's setting). */
export function summaryTaxFlow(schedule: Schedule, years = schedule.settings.years): SummaryTaxFlow {
  return TaxFlowState.build(schedule, years).flow;
}
