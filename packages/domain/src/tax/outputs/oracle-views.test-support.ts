/**
 * Test oracle: the first, object-per-asset implementation of the deduction views (every asset's cells and
 * AssetInfo built, then summed), kept as it was so that properties can hold the typed, paged and incremental
 * views (deduction-view-state.ts) equal to it. Not exported from the index; used by tests only.
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
import type {
  AssetGroupRow,
  DeductionCell,
  DeductionView,
  DeductionViewKind,
  IndustryRow,
  SubIndustryRow,
} from './deduction-view-types';
import { DEDUCTION_VIEW_KINDS } from './deduction-views';
import type { Schedule } from './schedule';

/** Does `view` show this asset's row of a FY in which it is (or is not) pooled? */
function selects(view: DeductionViewKind, a: PreparedAsset, pooled: boolean): boolean {
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
class ViewYears {
  readonly starts: string[];
  readonly ends: string[];
  constructor(readonly years: readonly number[]) {
    this.starts = years.map(financialYearStart);
    this.ends = years.map(financialYearEnd);
  }

  emptyCells(): DeductionCell[] {
    const cells: DeductionCell[] = [];
    for (let k = 0; k < this.years.length; k++) {
      cells.push({
        calcFYStartDate: this.starts[k] as string,
        calcFYEndDate: this.ends[k] as string,
        owdv: 0,
        additions: 0,
        depreciation: 0,
        balancingAdjustments: 0,
        abandonment: 0,
        cwdv: 0,
      });
    }
    return cells;
  }
}

function addCells(into: DeductionCell[], from: readonly DeductionCell[]): void {
  for (let k = 0; k < into.length; k++) {
    const c = into[k] as DeductionCell;
    const f = from[k];
    if (!f) continue;
    c.owdv += f.owdv;
    c.additions += f.additions;
    c.depreciation += f.depreciation;
    c.balancingAdjustments += f.balancingAdjustments;
    c.abandonment += f.abandonment;
    c.cwdv += f.cwdv;
  }
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** One view's Tables A and B and Total row, filled asset by asset. */
class ViewBuilder {
  private readonly groups = new Map<string, AssetGroupRow>();
  private readonly industries = new Map<string, Map<string, Map<string, DeductionCell[]>>>();
  private readonly balance: DeductionCell[];

  constructor(
    readonly view: DeductionViewKind,
    private readonly years: ViewYears,
  ) {
    this.balance = years.emptyCells();
  }

  add(a: PreparedAsset, cells: DeductionCell[]): void {
    const input = a.input;
    let group = this.groups.get(input.assetGroup);
    if (!group) {
      group = { assetGroup: input.assetGroup, years: this.years.emptyCells(), assetsInfo: [] };
      this.groups.set(input.assetGroup, group);
    }
    addCells(group.years, cells);
    group.assetsInfo.push({
      assetId: input.id,
      assetName: input.description ?? null,
      effectiveLife: input.effectiveLifeYears ?? null,
      workStartDate: input.startDate,
      historicalBuildingCost: input.historicalBuildingCost ?? null,
      annualDepreciationClaim: input.annualClaim ?? null,
      originalCost: input.originalCost,
      depreciationCalculations: cells,
    });
    const subs = getOrAdd(this.industries, input.industry, () => new Map());
    const inSub = getOrAdd(subs, input.subIndustry, () => new Map());
    const groupCells = getOrAdd(inSub, input.assetGroup, () => this.years.emptyCells());
    addCells(groupCells, cells);
    addCells(this.balance, cells);
  }

  build(schedule: Schedule): DeductionView {
    const tableA: IndustryRow[] = [...this.industries.keys()].sort(byText).map((industryName) => {
      const subs = this.industries.get(industryName) as Map<string, Map<string, DeductionCell[]>>;
      const industry: IndustryRow = { industryName, years: this.years.emptyCells(), categoryAsset: [] };
      for (const subIndustryName of [...subs.keys()].sort(byText)) {
        const inSub = subs.get(subIndustryName) as Map<string, DeductionCell[]>;
        const sub: SubIndustryRow = { subIndustryName, years: this.years.emptyCells(), categoryAsset: [] };
        for (const assetGroup of [...inSub.keys()].sort(byText)) {
          const cells = inSub.get(assetGroup) as DeductionCell[];
          sub.categoryAsset.push({ assetGroup, years: cells, assetsInfo: [] });
          addCells(sub.years, cells);
        }
        addCells(industry.years, sub.years);
        industry.categoryAsset.push(sub);
      }
      return industry;
    });
    const result: DeductionView = {
      view: this.view,
      financialYears: [...this.years.years],
      categoryAsset: [...this.groups.keys()].sort(byText).map((k) => this.groups.get(k) as AssetGroupRow),
      categoryAssetAsPerIndustryForTableA: tableA,
      balance: this.balance,
    };
    if (this.view === 'lowValuePool') {
      result.pool = this.years.years.map(
        (fy) =>
          schedule.pool.find((p) => p.financialYear === fy) ?? {
            financialYear: fy,
            openingBalance: 0,
            lowValueAdditions: 0,
            lowCostAdditions: 0,
            lowCostDecline: 0,
            balanceDecline: 0,
            decline: 0,
            terminationValues: 0,
            assessableExcess: 0,
            closingBalance: 0,
          },
      );
      result.rateText = '18.75% / 37.5%';
    }
    return result;
  }
}

/**
 * The requested views (default: all six) in one pass over the assets: each asset's six rows are located once and
 * each view takes the FYs it selects. An asset appears in a view when one of its selected cells is non-zero.
 */
export function oracleDeductionViews(
  schedule: Schedule,
  views: readonly DeductionViewKind[] = DEDUCTION_VIEW_KINDS,
): Record<DeductionViewKind, DeductionView> {
  const current = schedule.currentFinancialYear;
  const years = new ViewYears([current - 1, current, current + 1, current + 2, current + 3, current + 4]);
  const builders = views.map((v) => new ViewBuilder(v, years));
  const offsets = new Float64Array(6);
  const pooled: boolean[] = [false, false, false, false, false, false];
  const nonZero: boolean[] = [false, false, false, false, false, false];
  schedule.assets.forEach((a, i) => {
    const r = schedule.rows[i];
    if (!r) return;
    const d = r.data;
    let anyRow = false;
    for (let k = 0; k < 6; k++) {
      const fy = current - 1 + k;
      const at = fy < a.displayFirstFinancialYear ? -1 : r.offset(fy);
      offsets[k] = at;
      pooled[k] = at >= 0 && d[at + COL_POOLED] === 1;
      nonZero[k] =
        at >= 0 &&
        (d[at + COL_OPENING] !== 0 ||
          d[at + COL_ADDITIONS] !== 0 ||
          d[at + COL_DECLINE] !== 0 ||
          d[at + COL_CLOSING] !== 0 ||
          d[at + COL_BALANCING] !== 0 ||
          d[at + COL_ABANDONMENT] !== 0);
      anyRow ||= nonZero[k] as boolean;
    }
    if (!anyRow) return;
    for (const builder of builders) {
      let shown = false;
      for (let k = 0; k < 6 && !shown; k++) shown = !!nonZero[k] && selects(builder.view, a, !!pooled[k]);
      if (!shown) continue;
      const cells = years.emptyCells();
      for (let k = 0; k < 6; k++) {
        const at = offsets[k] ?? -1;
        if (at < 0 || !selects(builder.view, a, !!pooled[k])) continue;
        const c = cells[k] as DeductionCell;
        c.owdv = d[at + COL_OPENING] ?? 0;
        c.additions = d[at + COL_ADDITIONS] ?? 0;
        c.depreciation = d[at + COL_DECLINE] ?? 0;
        c.balancingAdjustments = d[at + COL_BALANCING] ?? 0;
        c.abandonment = d[at + COL_ABANDONMENT] ?? 0;
        c.cwdv = d[at + COL_CLOSING] ?? 0;
      }
      builder.add(a, cells);
    }
  });
  const out = {} as Record<DeductionViewKind, DeductionView>;
  for (const builder of builders) out[builder.view] = builder.build(schedule);
  return out;
}

export function oracleDeductionView(schedule: Schedule, view: DeductionViewKind): DeductionView {
  return oracleDeductionViews(schedule, [view])[view];
}
