/**
 * The figures the document prints, taken from the calculations feature exactly as the tabs take them
 * (src/calculations: `currentFigures`, the Deductions views and the Summary kept with the figures, the method
 * comparison): nothing is computed again here. Amounts are the engine's integer cents; the document only formats
 * them (`formatMoney`: whole dollars, as the tabs show them).
 */
import type { DeductionCategory, MethodComparisonAnswer, SummaryLeftOut } from '@taxdep/domain';
import {
  amendableFinancialYears,
  type CategoryLines,
  type DeductionCell,
  type EarlierYear,
  earlierYears,
  lifeImpliedBy,
  lifeYearsText,
  type SummaryState,
  type TaxAssetInput,
} from '@taxdep/domain/tax';
import {
  currentFigures,
  deductionView,
  type FiguresView,
  figuresFor,
  methodComparison,
  summaryLeftOutAnswer,
  summaryView,
} from '../calculations';
import type { Db } from '../kernel/record-repository';
import { findCustomisedRates } from './repository';

export type ScheduleCategory = Exclude<DeductionCategory, 'DiminishingValue'>;

export interface AssetColumns {
  code: string;
  method: string;
  rate: string;
  /** The rate is the user's own (Customize mode), not the tax office's for the life shown. */
  customised: boolean;
  /** Issue 25 item 4: for a customised rate, the life it implies, the tax office's rate and life, and why. */
  customisedRate: CustomisedRate | null;
  /** What ends the asset in the register, for the note on its row (issue 25 item 4). */
  disposal: { date: string; terminationValue: number } | null;
  abandonmentDate: string | null;
}

/** A customised rate as the schedule explains it (row-notes.ts `customisedRateNote`). */
export interface CustomisedRate {
  /** The life the rate implies, to 2 decimals (domain `lifeImpliedBy`); null for a rate of 0. */
  life: string | null;
  /** The tax office's rate the row still holds, as the tab shows a rate (`20%`); '' when the row has none. */
  officeRate: string;
  /** The tax code's effective life in years; null when it has none (Division 43). */
  officeLife: string | null;
  reason: string | null;
}

export interface ReportFigures {
  figures: FiguresView;
  currentFinancialYear: number;
  flow: CategoryLines;
  views: Record<ScheduleCategory, CategoryLines>;
  summary: SummaryState;
  comparison: MethodComparisonAnswer;
  /** The register's columns of an asset line (tax code, method applied, rate in use). */
  columnsOf(assetId: string): AssetColumns;
  /** Issue 23: how many assets' deductions the law denies (s40-27): the schedules then say why they show $0. */
  deniedAssets: number;
  /** Issue 23 item 9: what the Summary's totals leave out, as the Summary call answers it. */
  summaryLeftOut: SummaryLeftOut | undefined;
  /**
   * Issue 25 item 6: the two FYs before the current one that the figures reach, oldest first, each with the
   * Deductions views' totals for it (the returns the owner may still amend); empty when the figures reach neither.
   */
  earlierYears: EarlierYear[];
}

const CATEGORIES: readonly ScheduleCategory[] = ['40', 'L', 'CapitalWorks', 'Abandonment', 'IA', 'R'];

/** A rate in percent as the Calculations tab shows it: `18.75%`, `2.5%`, `13.33%` (never `12.5000`). */
function rateText(percent: number | null): string {
  if (percent === null) return '';
  return `${Number(percent.toFixed(4))}%`;
}

/** The whole report's figures, or with `ownerId` that owner's (issue 23 item 7: one PDF per owner). */
export async function readReportFigures(db: Db, reportId: number, ownerId?: number): Promise<ReportFigures> {
  const figures = figuresFor(await currentFigures(db, reportId), reportId, ownerId);
  // Built on the same version of the figures as the views (method-comparison.ts keeps it with them).
  const comparison = await methodComparison(db, reportId, ownerId);
  const views = Object.fromEntries(CATEGORIES.map((c) => [c, deductionView(figures, c)])) as Record<
    ScheduleCategory,
    CategoryLines
  >;
  const { schedule, columns } = figures;
  const customisedRates = await findCustomisedRates(db, reportId);
  let indexOf: Map<string, number> | null = null;
  return {
    figures,
    currentFinancialYear: schedule.currentFinancialYear,
    flow: deductionView(figures, 'DiminishingValue'),
    views,
    summary: summaryView(figures),
    summaryLeftOut: summaryLeftOutAnswer(summaryView(figures).leftOut, figures.uncalculated.size).leftOut,
    comparison,
    earlierYears: earlierYears(schedule, amendableFinancialYears(schedule)),
    deniedAssets: schedule.assets.reduce((n, a) => n + (a.deniedBy ? 1 : 0), 0),
    columnsOf(assetId) {
      if (!indexOf) {
        indexOf = new Map();
        for (let i = 0; i < schedule.assets.length; i += 1)
          indexOf.set(schedule.assets[i]?.input.id ?? '', i);
      }
      const i = indexOf.get(assetId);
      const c = i === undefined ? undefined : columns[i];
      const asset = i === undefined ? undefined : schedule.assets[i];
      return {
        code: c?.assetCode ?? '',
        method: asset?.method ?? '',
        rate: rateText(c?.depreciationRate ?? null),
        customised: c?.customised ?? false,
        customisedRate:
          c?.customised && asset ? customisedRate(asset.input, customisedRates.get(assetId)) : null,
        disposal: asset?.input.disposal ?? null,
        abandonmentDate: asset?.input.abandonmentDate ?? null,
      };
    },
  };
}

/** The life a customised rate implies (s40-70, s40-72, s40-75), beside the tax office's rate and life. */
function customisedRate(
  input: TaxAssetInput,
  stored: { officeRate: string | null; reason: string | null } | undefined,
): CustomisedRate {
  const life = lifeImpliedBy(input.rate, input.methodCode, input.acquisitionDate ?? input.startDate);
  const officeRate = stored?.officeRate ?? null;
  return {
    life: life === null ? null : lifeYearsText(life),
    officeRate: officeRate === null ? '' : rateText(Number(officeRate)),
    officeLife: input.effectiveLifeYears == null ? null : lifeText(input.effectiveLifeYears),
    reason: stored?.reason?.trim() || null,
  };
}

/** A life as the tab shows it: up to 2 decimals, no trailing zeros; empty when there is none. */
export const lifeText = (life: number | null) => (life === null ? '' : String(Number(life.toFixed(2))));

/**
 * A year's deduction in a deduction view: decline in value plus abandonment, less the balancing adjustment
 * (positive when assessable), as the Deductions tab shows it (packages/web/src/deductions/figures.ts
 * `yearDeduction`; docs/tax-engine.md decision 3).
 */
export function yearDeduction(cell: DeductionCell | undefined): number {
  if (!cell) return 0;
  return cell.depreciation + cell.abandonment - cell.balancingAdjustments;
}
