import type { ReportTaxpayer } from '@taxdep/domain';

/**
 * The hidden block's date (its start claim date). The contract and settlement dates, with the report's other facts,
 * are edited in "Dates and instructions" (issue 25, ./report-facts-fields.ts).
 */
export type HiddenDateField = 'startClaimDate';

/** What a failed save names for the hidden block's date. */
export const DATE_LABELS: Readonly<Record<HiddenDateField, string>> = {
  startClaimDate: 'Property details',
};

/** The labels of the taxpayer's choices, also what a failed save names (docs/product/general-info.md "Taxpayer"). */
export const TAXPAYER_FIELD_LABELS: Readonly<Record<keyof ReportTaxpayer, string>> = {
  entityType: 'Entity type',
  propertyUse: 'Property use',
  turnoverBand: 'Aggregated turnover',
  premisesCondition: 'Premises when acquired',
};
