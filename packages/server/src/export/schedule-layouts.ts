/**
 * The schedule in accountants' import layouts (shared/reference/accountant-formats.md; docs/api.md "Exports",
 * docs/product/asset-register.md "The Export menu"): one line per asset of the schedule for the report's current
 * FY, from the tax engine's own figures (src/calculations/figures-cache.ts). Where the reference leaves a column's
 * values undocumented or ambiguous, the choice is made here once and documented in docs/api.md.
 */
import type { ScheduleExportFormat } from '@taxdep/domain';
import type { DeductionClass } from '@taxdep/domain/tax';
import { amountCell, csvLine, dateCell, plainAmountCell, rateCell, textCell } from './cells';

/** One asset of the schedule, as the layouts read it (money in integer cents). */
export interface ScheduleLine {
  assetId: number;
  taxCode: string | null;
  description: string | null;
  propertyCode: string | null;
  /** Invoice date, else the start date (the engine's acquisition date). */
  acquisitionDate: string;
  originalCost: number;
  /** The base of a Division 43 deduction when stored. */
  historicalBuildingCost: number | null;
  effectiveLife: number | null;
  /** The rate in use, percent (the customised rate when set). */
  rate: number | null;
  /** The method the engine applied (category 43 always PC, docs/tax-rules.md rule 9). */
  method: 'DV' | 'PC';
  deductionClass: DeductionClass;
  /** In the low value pool in the current FY, and whether it was added to the pool in it (18.75%, else 37.5%). */
  pooled: boolean;
  firstPoolYear: boolean;
  /** The current FY (the year it ends) and the asset's opening value in it. */
  financialYear: number;
  openingValue: number;
}

/** The pool's rates (s40-440): a low-cost asset's first year, and a full year. */
const POOL_FIRST_YEAR_RATE = '18.75';
const POOL_FULL_YEAR_RATE = '37.5';

/** Our asset type, for the columns whose values the reference leaves to the user's own list. */
export function assetTypeOf(line: ScheduleLine): string {
  if (line.pooled) return 'Low value pool';
  switch (line.deductionClass) {
    case 'division43':
      return 'Capital works';
    case 'instant':
      return 'Instant asset write-off';
    case 'repairs':
      return 'Repairs and maintenance';
    case 'expensed':
      return 'Expensed item';
    default:
      return 'Plant and equipment';
  }
}

/** Deducted whole in its year (IA, repairs, expensed items): no decline in value to carry. */
const isImmediate = (line: ScheduleLine) =>
  !line.pooled && ['instant', 'repairs', 'expensed'].includes(line.deductionClass);

function poolRate(line: ScheduleLine): string {
  return line.firstPoolYear ? POOL_FIRST_YEAR_RATE : POOL_FULL_YEAR_RATE;
}

function rateOf(line: ScheduleLine): string {
  if (line.pooled) return poolRate(line);
  return isImmediate(line) ? '' : rateCell(line.rate);
}

/** The cost a decline is worked out on: a Division 43 asset's historical building cost when stored. */
function depreciableCost(line: ScheduleLine): number {
  return line.deductionClass === 'division43' && line.historicalBuildingCost !== null
    ? line.historicalBuildingCost
    : line.originalCost;
}

/**
 * HandiTax (header row, this order). Undocumented values, chosen: Private use percentage 0 (a building's plant held
 * to produce income); Asset Type our asset type; Intangible `No`; Total Cost the original cost and Asset Cost the
 * cost the decline is worked out on; Type of depreciation `DV`, `PC`, `Pool` or `Immediate`.
 */
const HANDITAX = {
  headings: [
    'Description',
    'Total Cost',
    'Private use percentage',
    'Effective life',
    'Asset Type',
    'Intangible',
    'Open Written Down Value',
    'Acquisition Date',
    'Asset Cost',
    'Depreciation rate',
    'Type of depreciation',
  ],
  cells: (line: ScheduleLine) => [
    textCell(line.description ?? line.taxCode),
    amountCell(line.originalCost),
    '0',
    line.effectiveLife === null ? '' : rateCell(line.effectiveLife),
    assetTypeOf(line),
    'No',
    amountCell(line.openingValue),
    dateCell(line.acquisitionDate),
    amountCell(depreciableCost(line)),
    rateOf(line),
    line.pooled ? 'Pool' : isImmediate(line) ? 'Immediate' : line.method,
  ],
};

/** Class Super's Depreciation Method, one of its five documented values. */
function classMethod(line: ScheduleLine): string {
  if (line.pooled) return line.firstPoolYear ? 'LowValuePoolFirstYear' : 'LowValuePoolFullYear';
  if (isImmediate(line)) return 'NotApplicable';
  return line.method === 'DV' ? 'DiminishingValue' : 'PrimeCost';
}

/** Class Super's Depreciation Type: Division 43 is a capital works deduction, Division 40 a capital allowance. */
function classType(line: ScheduleLine): string {
  if (line.deductionClass === 'division43') return 'CapitalWorksDeduction';
  return line.deductionClass === 'repairs' || line.deductionClass === 'expensed'
    ? 'NotApplicable'
    : 'CapitalAllowance';
}

/**
 * Class Super. Chosen: Code the asset id (unique, where a tax code repeats); Property Code the asset's, else the
 * report's property's.
 */
const CLASS_SUPER = {
  headings: [
    'Code',
    'Property Code',
    'Description',
    'Purchase Date',
    'Purchase Cost',
    'Opening Written Down Value',
    'Depreciation Method',
    'Depreciation Rate',
    'Depreciation Type',
  ],
  cells: (line: ScheduleLine) => [
    String(line.assetId),
    textCell(line.propertyCode),
    textCell(line.description ?? line.taxCode),
    dateCell(line.acquisitionDate),
    amountCell(line.originalCost),
    amountCell(line.openingValue),
    classMethod(line),
    rateOf(line),
    classType(line),
  ],
};

/**
 * Xero fixed assets, the import template's columns A to L (dates dd/mm/yyyy, amounts without commas). Book values
 * are left to the asset type's defaults and the tax values to Xero's separate bulk-update template (the reference
 * names neither's columns); the Description carries the tax figures for the accountant. AssetNumber is the asset id.
 */
const XERO = {
  headings: [
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
  ],
  cells: (line: ScheduleLine) => [
    textCell(line.description ?? line.taxCode ?? `Asset ${line.assetId}`),
    String(line.assetId),
    dateCell(line.acquisitionDate),
    plainAmountCell(line.originalCost),
    assetTypeOf(line),
    textCell(xeroDescription(line)),
    '',
    '',
    '',
    '',
    '',
    '',
  ],
};

function xeroDescription(line: ScheduleLine): string {
  const method = line.pooled ? `pool ${poolRate(line)}%` : isImmediate(line) ? 'immediate' : line.method;
  const rate = !line.pooled && !isImmediate(line) && line.rate !== null ? ` ${rateCell(line.rate)}%` : '';
  const life = line.effectiveLife === null ? '' : `; effective life ${rateCell(line.effectiveLife)} years`;
  return `Tax code ${line.taxCode ?? 'none'}; ${method}${rate}${life}; opening tax value ${plainAmountCell(line.openingValue)} for FY ${line.financialYear}`;
}

const LAYOUTS = { handitax: HANDITAX, classsuper: CLASS_SUPER, xero: XERO } as const;

export function scheduleHeader(format: ScheduleExportFormat): string {
  return csvLine(LAYOUTS[format].headings);
}

export function scheduleLine(format: ScheduleExportFormat, line: ScheduleLine): string {
  return csvLine(LAYOUTS[format].cells(line));
}
