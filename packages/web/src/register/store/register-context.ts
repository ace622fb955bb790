import type { Report } from '@taxdep/domain';
import type { AssetRegisterContext } from '@taxdep/domain/assets';
import { taxpayerOfReport } from '@taxdep/domain/report';
import { DEFAULT_INCENTIVE_WINDOWS } from '@taxdep/domain/tax';

/**
 * The context the screen judges a register row in, as the service's stored verdict does
 * (packages/server/src/register-model/taxpayer.ts): the report's EOFY report date (docs/tax-rules.md rule 1) and,
 * issue 23, its taxpayer and the incentives' windows. The windows are the domain's defaults until the browser can
 * read the table in force (docs/product/administration.md).
 */
export function registerContextOf(report: Report): AssetRegisterContext {
  return {
    eofyReportDate: report.reportingInfo.eofyReportDate,
    taxpayer: taxpayerOfReport(report),
    incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
  };
}
