/**
 * The schedule's lines for one FY (docs/api.md "Exports"): what each asset's line in an accountant's layout reads,
 * from the tax engine's own figures (src/calculations/figures-cache.ts), money in integer cents.
 */
import { amendableFinancialYears, assetYear, type DeductionClass } from '@taxdep/domain/tax';
import type { FiguresView } from '../calculations';

/** How a pool member joined the low value pool (s40-425, s40-440; docs/tax-rules.md "Low value pool"). */
export interface PoolEntry {
  /** Added to the pool in the FY of the line (a low-cost asset's cost: 18.75%), else in its opening balance (37.5%). */
  firstYear: boolean;
  /** The day it joined: a low-cost asset's start date, a low-value asset's 1 July (rule 3), `YYYY-MM-DD`. */
  date: string;
  /** What it brought into the pool that day: the cost, or the opening value. */
  amount: number;
}

/** One asset of the schedule, as the layouts read it (money in integer cents). */
export interface ScheduleLine {
  assetId: number;
  taxCode: string | null;
  description: string | null;
  propertyCode: string | null;
  /** Invoice date, else the start date (the engine's acquisition date). */
  acquisitionDate: string;
  /** The day its decline starts (first used or installed ready for use). */
  startDate: string;
  originalCost: number;
  /** The base of a Division 43 deduction when stored. */
  historicalBuildingCost: number | null;
  effectiveLife: number | null;
  /** The rate in use, percent (the customised rate when set). */
  rate: number | null;
  /** The method the engine applied (category 43 always PC, docs/tax-rules.md rule 9). */
  method: 'DV' | 'PC';
  deductionClass: DeductionClass;
  /** In the low value pool in the FY, and how it joined; null when not pooled. */
  pool: PoolEntry | null;
  /** The FY (the year it ends), the asset's opening value and its additions in it. */
  financialYear: number;
  openingValue: number;
  additions: number;
}

/** The FY's first day, 1 July of the year before the one it ends in. */
export const financialYearStartDate = (fy: number) => `${fy - 1}-07-01`;

/** How the asset at `i` joined the pool, looking back from `fy` to the first FY it was pooled in (s40-430(2)). */
function poolEntry(figures: FiguresView, i: number, fy: number): PoolEntry {
  const { schedule } = figures;
  const a = schedule.assets[i];
  let first = fy;
  const earliest = a?.displayFirstFinancialYear ?? fy;
  while (first > earliest && assetYear(schedule, i, first - 1).pooled) first -= 1;
  const y = assetYear(schedule, i, first);
  // s40-440: what is added in the FY (a low-cost asset's cost) takes 18.75% that FY; an asset that joins in the
  // opening balance (a low-value asset, or one pooled by its 30 June value, rule 4) 37.5% from its first FY.
  const added = y.openingValue === 0 && y.additions !== 0;
  return {
    firstYear: added && first === fy,
    date: added ? (a?.input.startDate ?? financialYearStartDate(first)) : financialYearStartDate(first),
    amount: added ? y.additions : y.openingValue,
  };
}

/** The line of the asset at position `i` of the figures for `fy`, or null when the FY does not show it. */
export function scheduleLineOf(
  figures: FiguresView,
  i: number,
  fy: number,
  propertyCode: string | null,
): ScheduleLine | null {
  const { schedule, columns } = figures;
  const a = schedule.assets[i];
  const c = columns[i];
  if (!a || !c) return null;
  // Power BI's rule (calculations/power-bi.ts): an asset shows from its entry FY, and only in a year with figures.
  if (a.displayFirstFinancialYear > fy) return null;
  const y = assetYear(schedule, i, fy);
  const figuresOfYear = [y.openingValue, y.additions, y.decline, y.balancingAdjustment, y.abandonment];
  if (figuresOfYear.every((v) => v === 0) && y.closingValue === 0) return null;
  return {
    assetId: c.id,
    taxCode: c.assetCode,
    description: c.description,
    propertyCode,
    acquisitionDate: a.input.acquisitionDate ?? a.input.startDate,
    startDate: a.input.startDate,
    originalCost: a.input.originalCost,
    historicalBuildingCost: a.input.historicalBuildingCost ?? null,
    effectiveLife: c.effectiveLife,
    rate: c.depreciationRate,
    method: a.method,
    deductionClass: a.deductionClass,
    pool: y.pooled ? poolEntry(figures, i, fy) : null,
    financialYear: fy,
    openingValue: y.openingValue,
    additions: y.additions,
  };
}

/**
 * The FYs whose schedule an accountant may ask for: the current one and, where the figures reach them, the two
 * before it, returns the owner can still amend (an individual generally has two years from the notice of
 * assessment, docs/tax-rules.md "Amendment period"). Newest first.
 */
export function exportableFinancialYears(figures: FiguresView): number[] {
  const { schedule } = figures;
  // The same earlier years as the PDF's "Earlier years you may still amend" (one rule, in the domain).
  return [schedule.currentFinancialYear, ...amendableFinancialYears(schedule).reverse()];
}
