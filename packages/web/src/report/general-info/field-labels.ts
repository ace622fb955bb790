import type { ReportTaxpayer } from '@taxdep/domain';

/** The property info's dates the form edits (the hidden block's start claim date, the Taxpayer section's two). */
export type HiddenDateField = 'startClaimDate' | 'exchangeDate' | 'settlementDate';

/** What a failed save names for each date (issue 23: the contract and settlement dates are the Taxpayer's). */
export const DATE_LABELS: Readonly<Record<HiddenDateField, string>> = {
  startClaimDate: 'Property details',
  exchangeDate: 'Contract (exchange) date',
  settlementDate: 'Settlement date',
};

/** The labels of the taxpayer's choices, also what a failed save names (docs/product/general-info.md "Taxpayer"). */
export const TAXPAYER_FIELD_LABELS: Readonly<Record<keyof ReportTaxpayer, string>> = {
  entityType: 'Entity type',
  propertyUse: 'Property use',
  turnoverBand: 'Aggregated turnover',
  premisesCondition: 'Premises when acquired',
};
