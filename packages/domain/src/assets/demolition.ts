/**
 * Demolition rules (docs/product/asset-register.md "Demolition view", docs/product/states-and-permissions.md, docs/product/rules.md; docs/tax-rules.md "Demolition" and precise rules 7, 17).
 */
import type { Asset, Demolition } from '../api';
import { decimalToScaled, eofyDate, eofyLabel } from '../format';

/** docs/product/rules.md#constants-and-limits: the demolition-date list offers 80 years from 2018. */
export const DEMOLITION_FIRST_YEAR = 2018;
export const DEMOLITION_YEAR_COUNT = 80;

export const DELETE_DEMOLITION_MESSAGE = 'Do you want to remove demolition details?';

export interface DemolitionDateOption {
  /** The 30 June that ends the financial year, `YYYY-MM-DD`. */
  value: string;
  /** `30 June 2018`: the end-of-financial-year day and month, then the year (docs/product/asset-register.md). */
  label: string;
}

/** The options of the demolition-date drop-down: 30 June 2018 to 30 June 2097. */
export function demolitionDateOptions(): DemolitionDateOption[] {
  return Array.from({ length: DEMOLITION_YEAR_COUNT }, (_, index) => {
    const year = DEMOLITION_FIRST_YEAR + index;
    return { value: eofyDate(year), label: eofyLabel(year) };
  });
}

/** docs/product/rules.md: method DV disables the adjusted historical cost and adjusted annual depreciation fields. */
export function adjustedDemolitionFieldsDisabled(asset: Pick<Asset, 'depreciationMethod'>): boolean {
  return asset.depreciationMethod?.code === 'DV';
}

/** docs/product/states-and-permissions.md: an asset with demolitions shows its Demolition box ticked. */
export function isDemolitionTicked(asset: Pick<Asset, 'assetDemolitions'>): boolean {
  return asset.assetDemolitions.length > 0;
}

/** docs/product/states-and-permissions.md: ticking the Demolition box creates an empty demolition; id 0 means not saved yet. */
export function emptyDemolition(asset: Pick<Asset, 'id' | 'depreciationReportId'>): Demolition {
  return {
    id: 0,
    demoDate: null,
    rate: null,
    adjustedHistoricalCost: null,
    adjustedAnnualDepreciation: null,
    modelAsset: { id: asset.id, depreciationReportId: asset.depreciationReportId },
  };
}

/** docs/product/rules.md: a demolition needs a date and a rate together, or neither. */
export function isDemolitionPaired(demolition: Pick<Demolition, 'demoDate' | 'rate'>): boolean {
  const hasDate = demolition.demoDate !== null && demolition.demoDate !== '';
  return hasDate === (demolition.rate !== null);
}

/** Rates are percents of up to a few decimals; compared as integers of millionths of a percent, never as floats. */
const RATE_PLACES = 6;
const HUNDRED_PERCENT = 100 * 10 ** RATE_PLACES;

/**
 * Domain.md precise rule 17 with "Demolition": the rates of one asset add up to at most 100%. Summed exactly, so
 * 33.33 + 33.33 + 33.34 is 100, not 100.00000000000001.
 */
export function demolitionRatesExceed100(demolitions: readonly Pick<Demolition, 'rate'>[]): boolean {
  let total = 0;
  for (const { rate } of demolitions) {
    if (rate === null) continue;
    const scaled = Number.isFinite(rate) ? decimalToScaled(String(rate), RATE_PLACES) : null;
    if (scaled === null) return true;
    total += scaled;
  }
  return total > HUNDRED_PERCENT;
}
