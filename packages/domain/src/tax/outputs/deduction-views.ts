/**
 * Deduction views (spec 2.6, 3 "Category report response"; domain.md "Outputs"): the prior FY, the current FY and
 * four more (six opening values), per asset, per asset group (Table B) and per industry → sub-industry → asset
 * group (Table A), with a Total row equal to the sum of its parts. Amounts in cents; `balancingAdjustments` keeps
 * the row sign (termination value − adjustable value).
 */
import type { CivilDate } from '../calendar/civil-date';
import { financialYearEnd, financialYearStart } from '../calendar/financial-year';
import type { PreparedAsset } from '../events/prepare';
import {
  type AssetRows,
  COL_ABANDONMENT,
  COL_ADDITIONS,
  COL_BALANCING,
  COL_CLOSING,
  COL_DECLINE,
  COL_OPENING,
  COL_POOLED,
} from '../model/rows';
import type { Cents } from '../money/exact';
import type { PoolYear } from '../pool/low-value-pool';
import type { Schedule } from './schedule';

export type DeductionViewKind =
  | 'division40'
  | 'lowValuePool'
  | 'division43'
  | 'abandonment'
  | 'instantWriteOff'
  | 'otherDeductions';

export interface DeductionCell {
  calcFYStartDate: CivilDate;
  calcFYEndDate: CivilDate;
  owdv: Cents;
  additions: Cents;
  depreciation: Cents;
  balancingAdjustments: Cents;
  abandonment: Cents;
  cwdv: Cents;
}

export interface AssetInfo {
  assetId: string;
  assetName: string | null;
  effectiveLife: number | null;
  workStartDate: CivilDate;
  historicalBuildingCost: Cents | null;
  annualDepreciationClaim: Cents | null;
  originalCost: Cents;
  depreciationCalculations: DeductionCell[];
}

export interface AssetGroupRow {
  assetGroup: string;
  years: DeductionCell[];
  assetsInfo: AssetInfo[];
}

export interface SubIndustryRow {
  subIndustryName: string;
  years: DeductionCell[];
  categoryAsset: AssetGroupRow[];
}

export interface IndustryRow {
  industryName: string;
  years: DeductionCell[];
  categoryAsset: SubIndustryRow[];
}

export interface DeductionView {
  view: DeductionViewKind;
  financialYears: number[];
  /** Table B. */
  categoryAsset: AssetGroupRow[];
  /** Table A. */
  categoryAssetAsPerIndustryForTableA: IndustryRow[];
  /** The Total row. */
  balance: DeductionCell[];
  /** The pool's own figures for the six FYs (low value pool view only). */
  pool?: PoolYear[];
  /** "18.75% / 37.5%" on the low value pool view (spec 2.6). */
  rateText?: string;
}

/** Does `view` show this asset's row of `fy`? */
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

function emptyCells(years: readonly number[]): DeductionCell[] {
  return years.map((fy) => ({
    calcFYStartDate: financialYearStart(fy),
    calcFYEndDate: financialYearEnd(fy),
    owdv: 0,
    additions: 0,
    depreciation: 0,
    balancingAdjustments: 0,
    abandonment: 0,
    cwdv: 0,
  }));
}

function addCells(into: DeductionCell[], from: readonly DeductionCell[]): void {
  into.forEach((c, k) => {
    const f = from[k];
    if (!f) return;
    c.owdv += f.owdv;
    c.additions += f.additions;
    c.depreciation += f.depreciation;
    c.balancingAdjustments += f.balancingAdjustments;
    c.abandonment += f.abandonment;
    c.cwdv += f.cwdv;
  });
}

function assetCells(
  view: DeductionViewKind,
  a: PreparedAsset,
  r: AssetRows,
  years: readonly number[],
): DeductionCell[] | null {
  if (!years.some((fy) => shows(view, a, r, fy))) return null;
  const cells = emptyCells(years);
  let any = false;
  years.forEach((fy, k) => {
    const at = r.offset(fy);
    if (at < 0 || fy < a.displayFirstFinancialYear) return;
    const d = r.data;
    if (!selects(view, a, d[at + COL_POOLED] === 1)) return;
    const c = cells[k] as DeductionCell;
    c.owdv = d[at + COL_OPENING] ?? 0;
    c.additions = d[at + COL_ADDITIONS] ?? 0;
    c.depreciation = d[at + COL_DECLINE] ?? 0;
    c.balancingAdjustments = d[at + COL_BALANCING] ?? 0;
    c.abandonment = d[at + COL_ABANDONMENT] ?? 0;
    c.cwdv = d[at + COL_CLOSING] ?? 0;
    if (c.owdv || c.additions || c.depreciation || c.balancingAdjustments || c.abandonment || c.cwdv)
      any = true;
  });
  return any ? cells : null;
}

function shows(view: DeductionViewKind, a: PreparedAsset, r: AssetRows, fy: number): boolean {
  const at = r.offset(fy);
  if (at < 0 || fy < a.displayFirstFinancialYear) return false;
  const d = r.data;
  if (!selects(view, a, d[at + COL_POOLED] === 1)) return false;
  return (
    d[at + COL_OPENING] !== 0 ||
    d[at + COL_ADDITIONS] !== 0 ||
    d[at + COL_DECLINE] !== 0 ||
    d[at + COL_CLOSING] !== 0 ||
    d[at + COL_BALANCING] !== 0 ||
    d[at + COL_ABANDONMENT] !== 0
  );
}

const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

export function deductionView(schedule: Schedule, view: DeductionViewKind): DeductionView {
  const current = schedule.currentFinancialYear;
  const years = [current - 1, current, current + 1, current + 2, current + 3, current + 4];
  const groups = new Map<string, AssetGroupRow>();
  const industries = new Map<string, Map<string, Map<string, DeductionCell[]>>>();
  const balance = emptyCells(years);
  schedule.assets.forEach((a, i) => {
    const r = schedule.rows[i];
    if (!r) return;
    const cells = assetCells(view, a, r, years);
    if (!cells) return;
    const input = a.input;
    let group = groups.get(input.assetGroup);
    if (!group) {
      group = { assetGroup: input.assetGroup, years: emptyCells(years), assetsInfo: [] };
      groups.set(input.assetGroup, group);
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
    const subs = industries.get(input.industry) ?? new Map<string, Map<string, DeductionCell[]>>();
    industries.set(input.industry, subs);
    const inSub = subs.get(input.subIndustry) ?? new Map<string, DeductionCell[]>();
    subs.set(input.subIndustry, inSub);
    const groupCells = inSub.get(input.assetGroup) ?? emptyCells(years);
    inSub.set(input.assetGroup, groupCells);
    addCells(groupCells, cells);
    addCells(balance, cells);
  });
  const categoryAssetAsPerIndustryForTableA: IndustryRow[] = [...industries.keys()]
    .sort(byText)
    .map((industryName) => {
      const subs = industries.get(industryName) as Map<string, Map<string, DeductionCell[]>>;
      const industry: IndustryRow = { industryName, years: emptyCells(years), categoryAsset: [] };
      for (const subIndustryName of [...subs.keys()].sort(byText)) {
        const inSub = subs.get(subIndustryName) as Map<string, DeductionCell[]>;
        const sub: SubIndustryRow = { subIndustryName, years: emptyCells(years), categoryAsset: [] };
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
    view,
    financialYears: years,
    categoryAsset: [...groups.keys()].sort(byText).map((k) => groups.get(k) as AssetGroupRow),
    categoryAssetAsPerIndustryForTableA,
    balance,
  };
  if (view === 'lowValuePool') {
    result.pool = years.map(
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
