import type { Report } from '@taxdep/domain';
import type { AssetRegisterContext } from '@taxdep/domain/assets';
import { taxpayerOfReport } from '@taxdep/domain/report';
import { DEFAULT_INCENTIVE_WINDOWS, type IncentiveWindow } from '@taxdep/domain/tax';

/**
 * Where the screen takes the incentives' windows in force from (admin/IncentiveWindowsInForce.ts: the table of
 * `GET /incentiveWindows`, read once per session; docs/product/administration.md "Incentive windows").
 */
export interface IncentiveWindowsSource {
  readonly windows: readonly IncentiveWindow[];
  /** Reads the table once per session; later calls answer at once. */
  ensureRead(): Promise<void>;
}

/**
 * The context the screen judges a register row in, as the service's stored verdict does
 * (packages/server/src/kernel/taxpayer.ts): the report's EOFY report date (docs/tax-rules.md rule 1) and,
 * issue 23, its taxpayer and the incentives' windows in force (the service's table, read once per session; the
 * domain's defaults, which the service's first version holds too, until it is read).
 */
export function registerContextOf(
  report: Report,
  incentiveWindows: readonly IncentiveWindow[] = DEFAULT_INCENTIVE_WINDOWS,
): AssetRegisterContext {
  return {
    eofyReportDate: report.reportingInfo.eofyReportDate,
    taxpayer: taxpayerOfReport(report),
    incentiveWindows,
  };
}
