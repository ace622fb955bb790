/**
 * The FYs `taxdep calc` lists for an asset (docs/calc-scenario.md "Output"): from the FY it enters the register
 * (rule 1: earlier FYs are history and appear in no output) to the last FY in which anything happens, zero years
 * in between included. An instant write-off sold years later has zero years between its write-off and its
 * balancing adjustment; stopping at the first of them would lose the adjustment, so the end is found from the
 * last FY of the schedule backwards.
 */
import { type AssetYear, assetYear, type Schedule } from '@taxdep/domain/tax';

function happens(y: AssetYear): boolean {
  return (
    y.openingValue !== 0 ||
    y.additions !== 0 ||
    y.decline !== 0 ||
    y.additionalAllowance !== 0 ||
    y.balancingAdjustment !== 0 ||
    y.abandonment !== 0 ||
    y.disposedValue !== 0 ||
    y.closingValue !== 0
  );
}

/** The asset's listed rows, in cents; its entry FY is listed even when nothing happens in it. */
export function listedYears(schedule: Schedule, index: number): AssetYear[] {
  const first = schedule.assets[index]?.displayFirstFinancialYear;
  if (first === undefined) return [];
  let last = first;
  for (let fy = schedule.lastFinancialYear; fy > first; fy--) {
    if (happens(assetYear(schedule, index, fy))) {
      last = fy;
      break;
    }
  }
  const years: AssetYear[] = [];
  for (let fy = first; fy <= Math.min(last, schedule.lastFinancialYear); fy++) {
    years.push(assetYear(schedule, index, fy));
  }
  return years;
}
