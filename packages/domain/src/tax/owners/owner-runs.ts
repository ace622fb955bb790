/**
 * Issue 23 item 7 (docs/tax-engine.md decisions on owners' runs): each owner gets an engine run over their own
 * interests; the whole of an owned report is the sum of those runs, asset by asset and FY by FY, so the owners'
 * figures add up exactly to the whole's in every FY, tab and view. The decisions that put an asset in a view are
 * taken on the whole asset and imposed on every owner's run: the FY of entry into the low value pool (a first run
 * of the whole register), and the $300 and $1,000 tests (on the largest interest, `costForThresholdTests`).
 */
import type { ReportSettings, TaxAssetInput } from '../model/input';
import { type AssetRows, COL_DAYS, COL_POOLED, COLUMNS, AssetRows as Rows } from '../model/rows';
import { calculateSchedule, type Schedule } from '../outputs/schedule';
import type { PoolYear } from '../pool/low-value-pool';
import { ownerInputs } from './owner-inputs';
import { largestOwnerShare, type OwnerShare, WHOLE_SHARE } from './owner-shares';
import { poolEntryYears } from './pool-entry';

export interface OwnedSchedules {
  /** The whole report: the plain run without owners, else the sum of the owners' runs. */
  whole: Schedule;
  /** One run per owner, in the owners' order (empty without owners). */
  owners: readonly Schedule[];
}

/** Whether the owners list splits anything: two or more owners (one owner at 100% is the plain run). */
export function hasSeveralOwners(owners: readonly OwnerShare[]): boolean {
  return owners.length > 1 || (owners.length === 1 && (owners[0] as OwnerShare).share !== WHOLE_SHARE);
}

/** The settings of an owned report's runs: the largest owner's share set for the $300 and $1,000 tests. */
export function ownedSettings(settings: ReportSettings, owners: readonly OwnerShare[]): ReportSettings {
  return owners.length === 0 ? settings : { ...settings, largestOwnerShare: largestOwnerShare(owners) };
}

/**
 * The whole and each owner's schedule. Without owners, or with one owner at 100%, the whole is
 * `calculateSchedule` and no owner run is made (the engine's cost is paid only for owned reports).
 * `owners` must be valid (owner-shares.ts `validateOwnerShares`).
 */
export function ownedSchedules(
  assets: readonly TaxAssetInput[],
  settings: ReportSettings,
  owners: readonly OwnerShare[],
): OwnedSchedules {
  if (!hasSeveralOwners(owners)) {
    const whole = calculateSchedule(assets, settings);
    return { whole, owners: owners.length === 1 ? [whole] : [] };
  }
  const s = ownedSettings(settings, owners);
  return ownedSchedulesOf(calculateSchedule(assets, s), s, owners);
}

/**
 * The owners' runs and their sum from a plain run of the whole register already made under `settings` (which hold
 * the largest owner's share, `ownedSettings`): the service's figures cache keeps that run (composed asset by asset)
 * and makes the owners' runs from its inputs only when an owner's or the whole's figures are asked for.
 */
export function ownedSchedulesOf(
  plain: Schedule,
  settings: ReportSettings,
  owners: readonly OwnerShare[],
): OwnedSchedules {
  if (!hasSeveralOwners(owners)) return { whole: plain, owners: owners.length === 1 ? [plain] : [] };
  const entries = poolEntryYears(plain);
  const assets = plain.assets.map((a) => a.input);
  const runs = ownerInputs(assets, owners).map((inputs) =>
    calculateSchedule(inputs, settings, { poolEntryYears: entries }),
  );
  return { whole: mergeSchedules(plain, runs), owners: runs };
}

/**
 * The sum of the owners' runs, on the frame of the whole's plain run (its prepared assets, which the views read for
 * names, categories and classes). Money columns are summed; days held and the pooled flag are the asset's own.
 */
export function mergeSchedules(frame: Schedule, runs: readonly Schedule[]): Schedule {
  const rows = frame.rows.map((r, i) => {
    const sum = new Rows(r.firstFinancialYear, r.lastFinancialYear);
    const d = sum.data;
    for (const run of runs) {
      const o = (run.rows[i] as AssetRows).data;
      for (let c = 0; c < d.length; c++) {
        const column = c % COLUMNS;
        const v = o[c] ?? 0;
        d[c] = column === COL_DAYS || column === COL_POOLED ? Math.max(d[c] ?? 0, v) : (d[c] ?? 0) + v;
      }
    }
    return sum;
  });
  return { ...frame, rows, pool: mergePools(runs) };
}

const POOL_FIELDS = [
  'openingBalance',
  'lowValueAdditions',
  'lowCostAdditions',
  'lowCostDecline',
  'balanceDecline',
  'decline',
  'terminationValues',
  'assessableExcess',
  'closingBalance',
] as const;

function mergePools(runs: readonly Schedule[]): PoolYear[] {
  const byYear = new Map<number, PoolYear>();
  for (const run of runs) {
    for (const y of run.pool) {
      const sum = byYear.get(y.financialYear);
      if (!sum) {
        byYear.set(y.financialYear, { ...y });
        continue;
      }
      for (const f of POOL_FIELDS) sum[f] += y[f];
    }
  }
  return [...byYear.values()].sort((x, y) => x.financialYear - y.financialYear);
}
