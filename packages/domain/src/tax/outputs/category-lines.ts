/**
 * What GET categoryReport?category= answers (docs/api.md "Calculations, Deductions, Summary"), kept per version
 * of a register's figures so that a page of 50 asset lines costs 50 lines, and an edit costs the assets it
 * changed (issue 12: "after a single asset is edited, the tabs reflect it within 300 ms"). Everything but Table
 * B's lines is made with the view (Table A, the Total row, the pool's figures, the tax flow: a few hundred
 * cells); Table B's groups carry their totals and count, and `page` makes the lines a window asks for
 * (docs/api.md "Paging the asset lines"). `categoryReport` (tabs.ts) is the whole answer on this structure.
 */
import type { GroupOnPage, LineWindow } from '../../paging/grouped-lines';
import { DeductionViewState, type LineGroupTotals } from './deduction-view-state';
import type { AssetInfo, CategoryReport, CategoryReportCategory } from './deduction-view-types';
import type { Schedule } from './schedule';
import { SummaryState } from './summary-lines';
import { TaxFlowState } from './tax-flow';

/** A category report without Table B's lines: its groups' totals, and the lines a page at a time. */
export interface CategoryLines extends Omit<CategoryReport, 'categoryAsset'> {
  /** Table B's groups by name, each with its totals and number of lines over the whole register. */
  readonly groups: readonly LineGroupTotals[];
  readonly lineCount: number;
  /**
   * How many assets of the view s40-27 denies every deduction (issue 23 item 5): the view shows them at $0 and says
   * so under its tables; the Summary Tax Flow, which has no asset lines, counts every denied asset of the register.
   */
  readonly deniedCount: number;
  page(window: LineWindow): GroupOnPage<LineGroupTotals, AssetInfo>[];
}

const VIEW_OF = {
  '40': 'division40',
  L: 'lowValuePool',
  CapitalWorks: 'division43',
  Abandonment: 'abandonment',
  IA: 'instantWriteOff',
  R: 'otherDeductions',
} as const;

type State = DeductionViewState | TaxFlowState;

class CategoryView implements CategoryLines {
  readonly financialYears: number[];
  readonly groups: readonly LineGroupTotals[];
  readonly lineCount: number;
  readonly deniedCount: number;
  readonly categoryAssetAsPerIndustryForTableA: CategoryReport['categoryAssetAsPerIndustryForTableA'];
  readonly balance: CategoryReport['balance'];
  readonly balanceSummaryTaxFlow: CategoryReport['balanceSummaryTaxFlow'];
  readonly additionalAllowancesSummaryTaxFlow: CategoryReport['additionalAllowancesSummaryTaxFlow'];
  readonly totalSummaryTaxFlow: CategoryReport['totalSummaryTaxFlow'];
  readonly pool?: CategoryReport['pool'];
  readonly rateText?: string;

  constructor(
    readonly category: CategoryReportCategory,
    readonly state: State,
  ) {
    const current = state.schedule.currentFinancialYear;
    if (state instanceof TaxFlowState) {
      // The Summary Tax Flow 40 Years view: the flow alone, no table.
      const flow = state.flow;
      this.financialYears = flow.balanceSummaryTaxFlow.map((_, k) => current + k);
      this.groups = [];
      this.lineCount = 0;
      this.deniedCount = state.schedule.assets.reduce((n, a) => (a.deniedBy ? n + 1 : n), 0);
      this.categoryAssetAsPerIndustryForTableA = [];
      this.balance = [];
      this.balanceSummaryTaxFlow = flow.balanceSummaryTaxFlow;
      this.additionalAllowancesSummaryTaxFlow = flow.additionalAllowancesSummaryTaxFlow;
      this.totalSummaryTaxFlow = flow.total;
      return;
    }
    this.financialYears = Array.from({ length: 6 }, (_, k) => current - 1 + k);
    this.groups = state.groups;
    this.lineCount = state.lineCount;
    this.deniedCount = state.deniedCount();
    this.categoryAssetAsPerIndustryForTableA = [...state.tableA];
    this.balance = [...state.balance];
    this.balanceSummaryTaxFlow = [];
    this.additionalAllowancesSummaryTaxFlow = null;
    this.totalSummaryTaxFlow = null;
    if (state.pool) {
      this.rateText = '18.75% / 37.5%';
      this.pool = [...state.pool];
    }
  }

  page(window: LineWindow): GroupOnPage<LineGroupTotals, AssetInfo>[] {
    return this.state instanceof DeductionViewState ? this.state.page(window) : [];
  }
}

/**
 * The view of `category` on `schedule`; with `previous`, the same category's view of an earlier (or later)
 * version of the same register, derived from it over the assets that changed (built whole when none is given,
 * the settings differ or assets were added or removed).
 */
export function categoryLines(
  schedule: Schedule,
  category: CategoryReportCategory,
  previous: CategoryLines | null = null,
): CategoryLines {
  const before = previous instanceof CategoryView && previous.category === category ? previous.state : null;
  if (category === 'DiminishingValue') {
    // The flow covers the report's setting of years: a flow over another number is no previous one.
    const state =
      before instanceof TaxFlowState && before.years === schedule.settings.years
        ? before.next(schedule)
        : TaxFlowState.build(schedule);
    return new CategoryView(category, state);
  }
  const state =
    before instanceof DeductionViewState
      ? before.next(schedule)
      : DeductionViewState.build(schedule, VIEW_OF[category]);
  return new CategoryView(category, state);
}

/** The whole category report of `category` on `schedule`: every line of Table B made (fresh objects). */
export function wholeCategoryReport(schedule: Schedule, category: CategoryReportCategory): CategoryReport {
  if (category === 'DiminishingValue') {
    const flow = TaxFlowState.build(schedule).flow;
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
  const { view: _view, ...rest } = DeductionViewState.build(schedule, VIEW_OF[category]).whole();
  return {
    ...rest,
    category,
    balanceSummaryTaxFlow: [],
    additionalAllowancesSummaryTaxFlow: null,
    totalSummaryTaxFlow: null,
  };
}

/** The Summary tab kept typed, its lines a page at a time (summary-lines.ts); `previous` as for `categoryLines`. */
export function summaryLines(schedule: Schedule, previous: SummaryState | null = null): SummaryState {
  return previous ? previous.next(schedule) : SummaryState.build(schedule);
}
