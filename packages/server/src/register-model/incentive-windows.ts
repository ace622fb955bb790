/**
 * The incentives' windows in force (issue 23; docs/tax-rules.md "Incentives"): what every verdict of a register row
 * and every computation of a report judge `IA` and `AD` assets against. One place, so the register, the import, the
 * paste and the figures never judge by different tables.
 */
import { DEFAULT_INCENTIVE_WINDOWS, type IncentiveWindow } from '@taxdep/domain/tax';
import type { Db } from './records';

/** The windows in force: the defaults of the domain until the table of migration 023 is read here. */
export async function incentiveWindowsInForce(_db: Db): Promise<readonly IncentiveWindow[]> {
  return DEFAULT_INCENTIVE_WINDOWS;
}
