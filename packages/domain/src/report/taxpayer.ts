/**
 * The report's taxpayer as the rules read it (issue 23; docs/tax-rules.md "The taxpayer"): the wire's `taxpayer`
 * block with the contract (exchange) and settlement dates of its property info. The browser judges a register row
 * in this context, as the service's stored verdict does (packages/server/src/kernel/taxpayer.ts).
 */
import type { Report } from '../api';
import { type Taxpayer, UNSET_TAXPAYER } from '../tax/law/taxpayer';

export function taxpayerOfReport(report: Pick<Report, 'taxpayer' | 'propertyInfo'>): Taxpayer {
  // A report answered by a service that predates the taxpayer has none: every fact is "not set".
  const t = report.taxpayer ?? UNSET_TAXPAYER;
  return {
    entityType: t.entityType ?? null,
    propertyUse: t.propertyUse ?? null,
    turnoverBand: t.turnoverBand ?? null,
    contractDate: report.propertyInfo?.exchangeDate ?? null,
    settlementDate: report.propertyInfo?.settlementDate ?? null,
    premisesCondition: t.premisesCondition ?? null,
  };
}
