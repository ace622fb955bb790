/**
 * The report's taxpayer as the rules read it (issue 23; docs/tax-rules.md "The taxpayer"): the four columns of
 * migration 022 with the contract (exchange) and settlement dates of the report's property info, and the register's
 * context every verdict of a row is judged in (the EOFY report date, the taxpayer, the incentives' windows in force).
 */

import type { ReportTable } from '@taxdep/db/schema';
import type { AssetRegisterContext } from '@taxdep/domain/assets';
import { type Taxpayer, WHOLE_SHARE } from '@taxdep/domain/tax';
import { incentiveWindowsInForce, incentiveWindowsOfHead } from './incentive-windows';
import type { Db } from './record-repository';

/** The stored columns the taxpayer is made of. */
export type TaxpayerColumns = Pick<
  ReportTable,
  | 'taxpayer_entity_type'
  | 'property_use'
  | 'turnover_band'
  | 'premises_condition'
  | 'exchange_date'
  | 'settlement_date'
>;

/** The columns a query selects to build the taxpayer (`alias.column`). */
export const TAXPAYER_COLUMNS = [
  'taxpayer_entity_type',
  'property_use',
  'turnover_band',
  'premises_condition',
  'exchange_date',
  'settlement_date',
] as const satisfies readonly (keyof TaxpayerColumns)[];

/** Null columns are "not set" (UNSET_TAXPAYER's fields): a rule that needs one says so instead of guessing. */
export function taxpayerOfColumns(r: TaxpayerColumns): Taxpayer {
  return {
    entityType: r.taxpayer_entity_type,
    propertyUse: r.property_use,
    turnoverBand: r.turnover_band,
    contractDate: r.exchange_date,
    settlementDate: r.settlement_date,
    premisesCondition: r.premises_condition,
  };
}

/** The context of a register's verdicts (validateAsset): its report's EOFY date and taxpayer, the windows in force. */
export async function registerContextOf(
  db: Db,
  report: {
    eofyReportDate: string | null;
    taxpayer: Taxpayer;
    incentiveHead?: string | null;
    /** The largest owner's share in hundredths of a percent, null without owners (issue 23 item 7). */
    largestShare?: number | null;
  },
): Promise<AssetRegisterContext> {
  // A head read with the report names the table without a statement of its own (INCENTIVE_HEAD).
  const incentiveWindows =
    report.incentiveHead === undefined
      ? await incentiveWindowsInForce(db)
      : await incentiveWindowsOfHead(db, report.incentiveHead);
  const share = report.largestShare ?? null;
  return {
    eofyReportDate: report.eofyReportDate,
    taxpayer: report.taxpayer,
    incentiveWindows,
    ...(share !== null && share < WHOLE_SHARE ? { largestOwnerShare: { num: share, den: WHOLE_SHARE } } : {}),
  };
}
