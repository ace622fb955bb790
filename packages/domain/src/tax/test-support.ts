/** Test helpers: one asset with defaults, and its rows as plain objects. Not exported from the index. */

import type { ReportSettings, TaxAssetInput } from './model/input';
import type { AssetYear } from './model/rows';
import { ratio } from './money/exact';
import { assetYear, calculateSchedule, type Schedule } from './outputs/schedule';

export function asset(overrides: Partial<TaxAssetInput>): TaxAssetInput {
  return {
    id: '1',
    categoryCode: '40',
    methodCode: 'DV',
    assetGroup: 'Plant',
    industry: 'Property operators',
    subIndustry: 'Residential',
    startDate: '2020-07-01',
    entryFinancialYear: 2021,
    originalCost: 100_000,
    rate: ratio(1, 5),
    ...overrides,
  };
}

export function run(assets: TaxAssetInput[], settings: Partial<ReportSettings> = {}): Schedule {
  return calculateSchedule(assets, { eofyReportDate: '2025-06-30', ...settings });
}

export function yearsOf(schedule: Schedule, index: number, from: number, to: number): AssetYear[] {
  const out: AssetYear[] = [];
  for (let fy = from; fy <= to; fy++) out.push(assetYear(schedule, index, fy));
  return out;
}

/** Dollars of a cents figure, for comparing with published whole-dollar examples. */
export const dollars = (cents: number) => cents / 100;
