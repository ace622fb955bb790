/**
 * Test oracle: the first implementation of the summary tax flow, the Summary tab and `categoryReport` (an object
 * per asset line, built whole), kept as it was so that properties can hold the typed, paged and incremental forms
 * (category-lines.ts, summary-lines.ts) equal to it. Not exported from the index; used by tests only.
 */
import type { CivilDate } from '../calendar/civil-date';
import { financialYearEnd } from '../calendar/financial-year';
import {
  type AssetYear,
  COL_ABANDONMENT,
  COL_ADDITIONAL_ALLOWANCE,
  COL_BALANCING,
  COL_DECLINE,
  COL_POOLED,
  COLUMNS,
} from '../model/rows';
import { oracleDeductionView } from './oracle-views.test-support';
import { assetYear, type Schedule } from './schedule';
import type {
  CategoryReport,
  CategoryReportCategory,
  SummaryTab,
  SummaryTabAsset,
  SummaryTabGroup,
} from './tabs';
import type { SummaryTaxFlow, SummaryTaxFlowRow } from './tax-flow';

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
export function oracleSummaryTaxFlow(schedule: Schedule, years = schedule.settings.years): SummaryTaxFlow {
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

const zeroTotals = () => ({
  originalCost: 0,
  openingWrittenDownValue: 0,
  additions: 0,
  balancingAdjustment: 0,
  depreciation: 0,
  claimsForDeductionsAndDisposals: 0,
  closingWrittenDownValue: 0,
});

function addTotals(into: ReturnType<typeof zeroTotals>, x: SummaryTabAsset): void {
  into.originalCost += x.originalCost;
  into.openingWrittenDownValue += x.openingWrittenDownValue;
  into.additions += x.additions;
  into.balancingAdjustment += x.balancingAdjustment;
  into.depreciation += x.depreciation;
  into.claimsForDeductionsAndDisposals += x.claimsForDeductionsAndDisposals;
  into.closingWrittenDownValue += x.closingWrittenDownValue;
}

const active = (y: AssetYear) =>
  y.openingValue !== 0 ||
  y.additions !== 0 ||
  y.decline !== 0 ||
  y.balancingAdjustment !== 0 ||
  y.closingValue !== 0;

export function oracleSummaryTab(schedule: Schedule): SummaryTab {
  const fy = schedule.currentFinancialYear;
  const groups = new Map<string, SummaryTabGroup>();
  const total = zeroTotals();
  schedule.assets.forEach((a, i) => {
    if (fy < a.displayFirstFinancialYear) return;
    const y = assetYear(schedule, i, fy);
    if (!active(y) && y.abandonment === 0) return;
    const item: SummaryTabAsset = {
      assetId: a.input.id,
      assetName: a.input.description ?? null,
      originalCost: a.input.originalCost,
      openingWrittenDownValue: y.openingValue,
      additions: y.additions,
      balancingAdjustment: y.balancingAdjustment,
      depreciation: y.decline,
      claimsForDeductionsAndDisposals: y.openingValue + y.additions - y.closingValue,
      closingWrittenDownValue: y.closingValue,
    };
    const key = a.input.assetGroup;
    let group = groups.get(key);
    if (!group) {
      group = { assetGroup: key, listOfAssetForSummaryTab: [], total: zeroTotals() };
      groups.set(key, group);
    }
    group.listOfAssetForSummaryTab.push(item);
    addTotals(group.total, item);
    addTotals(total, item);
  });
  const keys = [...groups.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return {
    eofyReportDate: schedule.settings.eofyReportDate,
    categoryWiseAssetForSummaryTab: keys.map((k) => groups.get(k) as SummaryTabGroup),
    total,
  };
}

const VIEW_OF = {
  '40': 'division40',
  L: 'lowValuePool',
  CapitalWorks: 'division43',
  Abandonment: 'abandonment',
  IA: 'instantWriteOff',
  R: 'otherDeductions',
} as const;

/** DiminishingValue is the Summary Tax Flow 40 Years view; the others are the deduction views. */
export function oracleCategoryReport(schedule: Schedule, category: CategoryReportCategory): CategoryReport {
  if (category === 'DiminishingValue') {
    const flow = oracleSummaryTaxFlow(schedule);
    return {
      category,
      financialYears: flow.balanceSummaryTaxFlow.map((_, k) => schedule.currentFinancialYear + k),
      categoryAsset: [],
      categoryAssetAsPerIndustryForTableA: [],
      balance: [],
      balanceSummaryTaxFlow: flow.balanceSummaryTaxFlow,
      additionalAllowancesSummaryTaxFlow: flow.additionalAllowancesSummaryTaxFlow,
      totalSummaryTaxFlow: flow.total,
    };
  }
  const { view: _view, ...rest } = oracleDeductionView(schedule, VIEW_OF[category]);
  return {
    ...rest,
    category,
    balanceSummaryTaxFlow: [],
    additionalAllowancesSummaryTaxFlow: null,
    totalSummaryTaxFlow: null,
  };
}
