/**
 * `calculateSchedule`: validates the inputs, runs every asset year by year, then the low value pool, and returns
 * the rows every output is built from. Assets are processed in id order, so results never depend on the order
 * in which they are given.
 */
import { isCivilDate } from '../calendar/civil-date';
import { financialYearEnd, financialYearOf, financialYearStart } from '../calendar/financial-year';
import { ImmediateDeductionPeers } from '../division40/immediate-deduction';
import { scheduleSingleAsset } from '../division40/single-asset';
import { type PreparedAsset, prepareAsset, validateAsset } from '../events/prepare';
import { lawIssues } from '../law/category-limits';
import { DEFAULT_INCENTIVE_WINDOWS } from '../law/incentive-rules';
import {
  type NormalizedSettings,
  type ReportSettings,
  type TaxAssetInput,
  TaxInputError,
  type TaxInputIssue,
} from '../model/input';
import {
  type AssetRows,
  type AssetYear,
  COL_ABANDONMENT,
  COL_BALANCING,
  COL_DECLINE,
  COLUMNS,
  AssetRows as Rows,
  rowCount,
} from '../model/rows';
import { ONE, type Ratio, unitCents } from '../money/exact';
import { scheduleWithPoolEntry } from '../owners/interest-pool-entry';
import { type PoolMember, type PoolYear, schedulePool } from '../pool/low-value-pool';

export interface Schedule {
  settings: NormalizedSettings;
  currentFinancialYear: number;
  /** The last FY computed: the end of the tax flow (and at least four FYs after the current one). */
  lastFinancialYear: number;
  /** Sorted by id; `rows[i]` belongs to `assets[i]`. */
  assets: readonly PreparedAsset[];
  rows: readonly AssetRows[];
  pool: readonly PoolYear[];
}

export const DEFAULT_YEARS = 40;

export function normalizeSettings(settings: ReportSettings): {
  settings: NormalizedSettings | null;
  issues: TaxInputIssue[];
} {
  const issues: TaxInputIssue[] = [];
  const issue = (field: string, message: string) => issues.push({ assetId: null, field, message });
  if (!isCivilDate(settings.eofyReportDate) || settings.eofyReportDate.slice(5) !== '06-30') {
    issue('eofyReportDate', 'must be a 30 June date YYYY-06-30');
  }
  const policy = settings.leapYearPolicy ?? 'statutory';
  if (policy !== 'statutory' && policy !== 'cap365') issue('leapYearPolicy', 'must be statutory or cap365');
  const rounding = settings.roundingUnit ?? 'cent';
  if (rounding !== 'cent' && rounding !== 'dollar') issue('roundingUnit', 'must be cent or dollar');
  const years = settings.years ?? DEFAULT_YEARS;
  if (!Number.isInteger(years) || years < 1 || years > 100)
    issue('years', 'must be a whole number from 1 to 100');
  const method = settings.depreciationMethod ?? null;
  if (method !== null && method !== 'DV' && method !== 'PC') issue('depreciationMethod', 'must be DV or PC');
  if (settings.lowValuePoolFlag != null && typeof settings.lowValuePoolFlag !== 'boolean') {
    issue('lowValuePoolFlag', 'must be true or false');
  }
  const largest = settings.largestOwnerShare ?? ONE;
  if (!validShare(largest)) issue('largestOwnerShare', 'must be a share more than 0 and at most 1');
  if (issues.length > 0) return { settings: null, issues };
  return {
    issues,
    settings: {
      eofyReportDate: settings.eofyReportDate,
      currentFinancialYear: financialYearOf(settings.eofyReportDate),
      leapYearPolicy: policy,
      roundingUnit: rounding,
      unit: unitCents(rounding),
      lowValuePoolFlag: settings.lowValuePoolFlag ?? false,
      years,
      depreciationMethod: method,
      largestOwnerShare: largest,
      taxpayer: settings.taxpayer ?? null,
      incentiveWindows: settings.incentiveWindows ?? DEFAULT_INCENTIVE_WINDOWS,
    },
  };
}

/** Issue 23 item 7: an owner's share, more than 0 and at most 1. */
function validShare(r: Ratio): boolean {
  return (
    Number.isSafeInteger(r?.num) && Number.isSafeInteger(r?.den) && r.den > 0 && r.num > 0 && r.num <= r.den
  );
}

/** The last FY a schedule computes: the end of the tax flow, and at least four FYs after the current one. */
export function lastFinancialYearOf(s: NormalizedSettings): number {
  return Math.max(s.currentFinancialYear + s.years - 1, s.currentFinancialYear + 4);
}

/**
 * Whether `id` is all decimal digits (and not empty), as /^\d+$/ tells but without a regular expression: the
 * composition checks the id order of every asset of a register on each edit (issue 12), 200,000 tests.
 */
function isDigits(id: string): boolean {
  if (id.length === 0) return false;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Natural order of ids: numeric ids by value, then text. */
export function compareAssetIds(x: string, y: string): number {
  const nx = isDigits(x);
  const ny = isDigits(y);
  if (nx && ny) return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
  if (nx !== ny) return nx ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** All issues of a scenario, empty when it can be calculated. */
export function validateTaxInput(
  assets: readonly TaxAssetInput[],
  settings: ReportSettings,
): TaxInputIssue[] {
  const normalized = normalizeSettings(settings);
  const issues = [...normalized.issues];
  const current = normalized.settings?.currentFinancialYear ?? null;
  const seen = new Set<string>();
  const law = normalized.settings;
  for (const a of assets) {
    issues.push(...validateAsset(a, current));
    // Issue 23: a category the law refuses (docs/tax-rules.md "Incentives") is not calculated.
    if (law) issues.push(...lawIssues(a, law));
    if (seen.has(a.id)) issues.push({ assetId: a.id, field: 'id', message: 'is not unique' });
    seen.add(a.id);
  }
  return issues;
}

/**
 * Issue 23 item 7: an owner's run (owners/owner-runs.ts) imposes on each Division 40 asset the FY in which the whole
 * asset moves into the low value pool (id → FY; absent: never), so all owners' views hold the same assets.
 */
export interface ScheduleOptions {
  poolEntryYears?: ReadonlyMap<string, number>;
}

/** Runs the engine; throws `TaxInputError` listing every issue when the input is invalid. */
export function calculateSchedule(
  assets: readonly TaxAssetInput[],
  settings: ReportSettings,
  options: ScheduleOptions = {},
): Schedule {
  const issues = validateTaxInput(assets, settings);
  const normalized = normalizeSettings(settings).settings;
  if (issues.length > 0 || !normalized) throw new TaxInputError(issues);
  const s = normalized;
  const current = s.currentFinancialYear;
  const lastFinancialYear = lastFinancialYearOf(s);
  const sorted = [...assets].sort((x, y) => compareAssetIds(x.id, y.id));
  // The $300 test's sets and identical items are the whole register's (s40-80(2)).
  const peers = ImmediateDeductionPeers.of(sorted, s);
  const prepared = sorted.map((a, i) => prepareAsset(a, i, s, peers));
  // One buffer for every asset's rows: a single zeroed allocation instead of 100,000 small ones.
  const firstYears = prepared.map((a) => Math.min(a.startFinancialYear, lastFinancialYear + 1));
  const total = firstYears.reduce((sum, first) => sum + rowCount(first, lastFinancialYear), 0);
  const buffer = new Float64Array(total * COLUMNS);
  let offset = 0;
  const rows = firstYears.map((first) => {
    const size = rowCount(first, lastFinancialYear) * COLUMNS;
    const r = new Rows(first, lastFinancialYear, buffer.subarray(offset, offset + size));
    offset += size;
    return r;
  });
  const members: PoolMember[] = [];
  for (const a of prepared) {
    const r = rows[a.index] as AssetRows;
    if (a.deductionClass === 'pool') {
      // Rule 4: a WDV dated 30 June joins as opening balance of the next FY; any other start value gets 18.75%.
      const kind = a.writtenDownValueAtYearEnd ? 'openingBalance' : 'lowCost';
      members.push({ asset: a, financialYear: a.startFinancialYear, value: a.startValue, kind });
      continue;
    }
    const join = options.poolEntryYears
      ? scheduleWithPoolEntry(a, s, r, options.poolEntryYears.get(a.input.id) ?? null)
      : scheduleSingleAsset(a, s, r);
    if (join)
      members.push({
        asset: a,
        financialYear: join.financialYear,
        value: join.value,
        kind: 'openingBalance',
      });
  }
  const firstPoolYear = members.reduce((m, x) => Math.min(m, x.financialYear), current - 1);
  const pool =
    members.length > 0
      ? schedulePool(
          members,
          (a) => rows[a.index] as AssetRows,
          s,
          Math.max(firstPoolYear, -1e9),
          lastFinancialYear,
        )
      : [];
  return { settings: s, currentFinancialYear: current, lastFinancialYear, assets: prepared, rows, pool };
}

export function assetYear(schedule: Schedule, index: number, fy: number): AssetYear {
  return (schedule.rows[index] as AssetRows).year(fy);
}

/** Deductions of an asset up to and including `fy`: decline + abandonment − balancing adjustment (net). */
export function claimToDate(schedule: Schedule, index: number, fy: number): number {
  const r = schedule.rows[index] as AssetRows;
  const d = r.data;
  let sum = 0;
  for (let y = r.firstFinancialYear; y <= Math.min(fy, r.lastFinancialYear); y++) {
    const at = (y - r.firstFinancialYear) * COLUMNS;
    sum += (d[at + COL_DECLINE] ?? 0) + (d[at + COL_ABANDONMENT] ?? 0) - (d[at + COL_BALANCING] ?? 0);
  }
  return sum;
}

export function financialYearBounds(fy: number): { calcFYStartDate: string; calcFYEndDate: string } {
  return { calcFYStartDate: financialYearStart(fy), calcFYEndDate: financialYearEnd(fy) };
}
