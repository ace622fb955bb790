/**
 * Xero fixed assets, the Australian import template's 31 columns (docs/api.md "Exports", "Accountants' layouts"):
 * A–L the asset ("Rules and requirements for entering fixed asset details into the import template"), M–T its book
 * values, U–AE its tax values, whose values Xero documents for its bulk edit of the same columns ("Rules and
 * requirements for completing the bulk edit template"): Tax_DepreciationMethod one of `Straight Line`, `Diminishing
 * Value`, `Full Depreciation at Purchase`, …, or `Pooled` with the pool's exact name, the pooled date and the
 * pooled amount; amounts "Number (no currency symbol or commas)"; dates one format for the whole file (dd/mm/yyyy).
 * The book values are left empty (Xero then takes the asset type's defaults: the books are the accountant's); the
 * tax values are as at the start of the FY exported, so the accountant sets Xero's tax reporting start date to it.
 */
import { dateCell, plainAmountCell, rateCell, textCell } from './cells';
import type { ScheduleLine } from './schedule-lines';
import { assetTypeOf, depreciableCost, isImmediate, poolRate, valueBeforeDecline } from './schedule-values';

/** The name of Xero's Low Value Pool as Xero creates it ("Create a fixed asset pool"); the file must name it exactly. */
export const XERO_POOL_NAME = 'Low Value Pool';

const HEADINGS = [
  '*AssetName',
  '*AssetNumber',
  'PurchaseDate',
  'PurchasePrice',
  'AssetType',
  'Description',
  'TrackingCategory1',
  'TrackingOption1',
  'TrackingCategory2',
  'TrackingOption2',
  'SerialNumber',
  'WarrantyExpiry',
  'Book_DepreciationStartDate',
  'Book_CostLimit',
  'Book_ResidualValue',
  'Book_DepreciationMethod',
  'Book_AveragingMethod',
  'Book_Rate',
  'Book_EffectiveLife',
  'Book_OpeningBookAccumulatedDepreciation',
  'Tax_DepreciationMethod',
  'Tax_PoolName',
  'Tax_PooledDate',
  'Tax_PooledAmount',
  'Tax_DepreciationStartDate',
  'Tax_CostLimit',
  'Tax_ResidualValue',
  'Tax_AveragingMethod',
  'Tax_Rate',
  'Tax_EffectiveLife',
  'Tax_OpeningAccumulatedDepreciation',
];

const BOOK_VALUES = ['', '', '', '', '', '', '', ''];

/** U–AE of a pool member: `Pooled`, the pool, the day it joined and what it brought; the rest empty (Xero's rule). */
function pooledTaxValues(line: ScheduleLine): string[] {
  const pool = line.pool as NonNullable<ScheduleLine['pool']>;
  return [
    'Pooled',
    XERO_POOL_NAME,
    dateCell(pool.date),
    plainAmountCell(pool.amount),
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ];
}

/**
 * U–AE of an asset depreciated on its own: the method, the day its decline starts, a Division 43 cost limit (the
 * historical building cost, when below the price), actual days (the law apportions by days), the rate in use (the
 * rate, not the life: Xero takes one or the other) and what declined before the FY.
 */
function ownTaxValues(line: ScheduleLine): string[] {
  if (isImmediate(line)) {
    return ['Full Depreciation at Purchase', '', '', '', dateCell(line.startDate), '', '', '', '', '', ''];
  }
  const cost = depreciableCost(line);
  const accumulated = Math.max(0, cost - valueBeforeDecline(line));
  return [
    line.method === 'DV' ? 'Diminishing Value' : 'Straight Line',
    '',
    '',
    '',
    dateCell(line.startDate),
    cost < line.originalCost ? plainAmountCell(cost) : '',
    '',
    'Actual Days',
    rateCell(line.rate),
    '',
    plainAmountCell(accumulated),
  ];
}

/** The Description: what the columns cannot say, for the accountant reading the asset in Xero. */
function description(line: ScheduleLine): string {
  const method = line.pool
    ? `low value pool ${poolRate(line)}%`
    : isImmediate(line)
      ? 'immediate'
      : line.method;
  const rate = !line.pool && !isImmediate(line) && line.rate !== null ? ` ${rateCell(line.rate)}%` : '';
  const life = line.effectiveLife === null ? '' : `; effective life ${rateCell(line.effectiveLife)} years`;
  return `Tax code ${line.taxCode ?? 'none'}; ${method}${rate}${life}; opening tax value ${plainAmountCell(line.openingValue)} for FY ${line.financialYear}`;
}

export const XERO = {
  headings: HEADINGS,
  shows: () => true,
  cells: (line: ScheduleLine) => [
    textCell(line.description ?? line.taxCode ?? `Asset ${line.assetId}`),
    String(line.assetId),
    dateCell(line.acquisitionDate),
    plainAmountCell(line.originalCost),
    assetTypeOf(line),
    textCell(description(line)),
    '',
    '',
    '',
    '',
    '',
    '',
    ...BOOK_VALUES,
    ...(line.pool ? pooledTaxValues(line) : ownTaxValues(line)),
  ],
};
