/**
 * The oracle of the accountants' layouts (schedule-export.test.ts): each asset's figures for a FY from the engine
 * run directly on the register (test/calculation-fixtures.ts `engineSchedule`), written as plain numbers with two
 * decimals, and the columns of each layout those figures must appear in. Written apart from the layouts' own code
 * (schedule-layouts.ts, xero-layout.ts), so a slip in either shows.
 */
import { assetYear, type Schedule } from '@taxdep/domain/tax';
import type { TestApp } from '../test/app';
import { engineSchedule } from '../test/calculation-fixtures';
import { createReport, insertGeneratedRegister } from '../test/register-fixtures';

/** A generated register under a low value pool: assets of many FYs, so the pool has additions and a balance. */
export async function poolRegister(t: TestApp): Promise<number> {
  const db = t.database.db;
  const reportId = await createReport(db);
  await insertGeneratedRegister(db, reportId, 400, 29, { smallBusiness: false });
  await db.updateTable('reports').set({ low_value_pool_flag: true }).where('id', '=', reportId).execute();
  return reportId;
}

const money = (cents: number) => (cents / 100).toFixed(2);
const day = (civil: string) => `${civil.slice(8, 10)}/${civil.slice(5, 7)}/${civil.slice(0, 4)}`;

/** The columns each layout's check reads (their positions in the layout's documented order). */
export const CHECKED_COLUMNS = {
  // Code, Purchase Date, Purchase Cost, Opening Written Down Value, Depreciation Method.
  classsuper: [0, 3, 4, 5, 6],
  // Total Cost, Asset Type, Open Written Down Value, Acquisition Date, Asset Cost, Type of depreciation.
  handitax: [1, 4, 6, 7, 8, 10],
  handitaxpool: [1, 4, 6, 7, 8, 9],
  // *AssetNumber, PurchasePrice, Tax_DepreciationMethod, Tax_PooledDate, Tax_PooledAmount, Tax_OpeningAccumulatedDepreciation.
  xero: [1, 3, 20, 22, 23, 30],
} as const;

export type CheckedFormat = keyof typeof CHECKED_COLUMNS;

export function checkedCells(format: CheckedFormat, row: readonly string[]): string {
  return CHECKED_COLUMNS[format].map((i) => row[i] ?? '').join('|');
}

function poolJoined(schedule: Schedule, i: number, fy: number): { date: string; amount: number } {
  const a = schedule.assets[i];
  let first = fy;
  while (first > (a?.displayFirstFinancialYear ?? fy) && assetYear(schedule, i, first - 1).pooled) first -= 1;
  const y = assetYear(schedule, i, first);
  return y.openingValue === 0 && y.additions !== 0
    ? { date: a?.input.startDate ?? '', amount: y.additions }
    : { date: `${first - 1}-07-01`, amount: y.openingValue };
}

export interface ExpectedLines extends Record<CheckedFormat, string[]> {
  pooledFirstYear: number;
  pooledFullYear: number;
}

/** The checked cells of every line each layout must hold for `financialYear` (the current FY when undefined). */
export async function expectedLines(
  t: TestApp,
  reportId: number,
  financialYear?: number,
): Promise<ExpectedLines> {
  const { schedule } = await engineSchedule(t, reportId);
  const fy = financialYear ?? schedule.currentFinancialYear;
  const out: ExpectedLines = {
    classsuper: [],
    handitax: [],
    handitaxpool: [],
    xero: [],
    pooledFirstYear: 0,
    pooledFullYear: 0,
  };
  schedule.assets.forEach((a, i) => {
    if (a.displayFirstFinancialYear > fy) return;
    const y = assetYear(schedule, i, fy);
    const figures = [
      y.openingValue,
      y.additions,
      y.decline,
      y.balancingAdjustment,
      y.abandonment,
      y.closingValue,
    ];
    if (figures.every((v) => v === 0)) return;
    const id = String(a.input.id);
    const cost = a.input.originalCost;
    const acquired = day(a.input.acquisitionDate ?? a.input.startDate);
    const fresh = y.openingValue === 0 && y.additions !== 0;
    const immediate = !y.pooled && ['instant', 'repairs', 'expensed'].includes(a.deductionClass);
    const base =
      a.deductionClass === 'division43' && a.input.historicalBuildingCost != null
        ? a.input.historicalBuildingCost
        : cost;
    const classMethod = y.pooled
      ? fresh
        ? 'LowValuePoolFirstYear'
        : 'LowValuePoolFullYear'
      : immediate
        ? 'NotApplicable'
        : a.method === 'DV'
          ? 'DiminishingValue'
          : 'PrimeCost';
    out.classsuper.push(
      [id, acquired, money(cost), money(y.openingValue + y.additions), classMethod].join('|'),
    );
    const handi = [
      money(cost),
      fresh ? 'N' : 'E',
      fresh ? '' : money(y.openingValue),
      acquired,
      money(fresh ? y.additions : base),
    ];
    if (y.pooled) {
      if (fresh) out.pooledFirstYear += 1;
      else out.pooledFullYear += 1;
      out.handitaxpool.push([...handi, fresh ? '18.75' : '37.5'].join('|'));
      const joined = poolJoined(schedule, i, fy);
      out.xero.push([id, money(cost), 'Pooled', day(joined.date), money(joined.amount), ''].join('|'));
    } else {
      out.handitax.push([...handi, immediate ? '' : a.method === 'DV' ? 'D' : 'P'].join('|'));
      const method = immediate
        ? 'Full Depreciation at Purchase'
        : a.method === 'DV'
          ? 'Diminishing Value'
          : 'Straight Line';
      const accumulated = immediate ? '' : money(Math.max(0, base - y.openingValue - y.additions));
      out.xero.push([id, money(cost), method, '', '', accumulated].join('|'));
    }
  });
  return out;
}
