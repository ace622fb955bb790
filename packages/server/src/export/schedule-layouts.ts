/**
 * The schedule in accountants' import layouts (shared/reference/accountant-formats.md; docs/api.md "Exports",
 * "Accountants' layouts", which cites each product's own import documentation; docs/product/import-export.md): one
 * line per asset of the schedule for a FY, from the tax engine's own figures (schedule-lines.ts). Where a product's
 * documentation leaves a column's values open, the choice is made here once and documented in docs/api.md.
 */
import type { ScheduleExportFormat } from '@taxdep/domain';
import { csvLine, dateCell, plainAmountCell, rateCell, textCell } from './cells';
import type { ScheduleLine } from './schedule-lines';
import { depreciableCost, isImmediate, rateOf, valueBeforeDecline } from './schedule-values';
import { XERO } from './xero-layout';

/** New in the FY (bought in it: no opening value), HandiTax's `N` asset; else an existing one, `E`. */
const isNew = (line: ScheduleLine) => line.openingValue === 0 && line.additions !== 0;

/**
 * HandiTax (header row, this order; "HandiTax - How do I import assets from a CSV file into a depreciation
 * worksheet?"). HandiTax keeps a low value pool as a worksheet of its own (the worksheet's Pooling field, `1` Low
 * Value), so its pool members are a file of their own (`handitaxpool`) and the plain file leaves them out. Values
 * from HandiTax's worksheet fields ("Enter pooled assets in a Depreciation Worksheet"): Asset Type `N` (new, with
 * its acquisition date and cost) or `E` (existing, with its opening value); Type of depreciation `P` or `D`. Chosen:
 * Private use percentage 0; Intangible `No`; an immediate deduction's Type of depreciation and rate empty (HandiTax
 * documents no value for it: the accountant keys it as the deduction it is).
 */
const HANDITAX_HEADINGS = [
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
];

function handiTaxCells(line: ScheduleLine): string[] {
  const fresh = isNew(line);
  const type = line.pool ? 'D' : isImmediate(line) ? '' : line.method === 'DV' ? 'D' : 'P';
  return [
    textCell(line.description ?? line.taxCode),
    plainAmountCell(line.originalCost),
    '0',
    line.pool || line.effectiveLife === null ? '' : rateCell(line.effectiveLife),
    fresh ? 'N' : 'E',
    'No',
    fresh ? '' : plainAmountCell(line.openingValue),
    dateCell(line.acquisitionDate),
    plainAmountCell(fresh ? line.additions : depreciableCost(line)),
    rateOf(line),
    type,
  ];
}

const HANDITAX = {
  headings: HANDITAX_HEADINGS,
  shows: (line: ScheduleLine) => !line.pool,
  cells: handiTaxCells,
};
const HANDITAX_POOL = {
  headings: HANDITAX_HEADINGS,
  shows: (line: ScheduleLine) => line.pool !== null,
  cells: handiTaxCells,
};

/** Class Super's Depreciation Method, one of its five documented values. */
function classMethod(line: ScheduleLine): string {
  if (line.pool) return line.pool.firstYear ? 'LowValuePoolFirstYear' : 'LowValuePoolFullYear';
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
 * Class Super ("Importing Depreciation Worksheet from csv Template"). Chosen: Code the asset id (unique, where a tax
 * code repeats); Property Code the asset's, else the report's property's; Opening Written Down Value as Class
 * defines it (valueBeforeDecline).
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
  shows: () => true,
  cells: (line: ScheduleLine) => [
    String(line.assetId),
    textCell(line.propertyCode),
    textCell(line.description ?? line.taxCode),
    dateCell(line.acquisitionDate),
    plainAmountCell(line.originalCost),
    plainAmountCell(valueBeforeDecline(line)),
    classMethod(line),
    rateOf(line),
    classType(line),
  ],
};

const LAYOUTS = {
  handitax: HANDITAX,
  handitaxpool: HANDITAX_POOL,
  classsuper: CLASS_SUPER,
  xero: XERO,
} as const;

export function scheduleHeader(format: ScheduleExportFormat): string {
  return csvLine(LAYOUTS[format].headings);
}

/** The line of `line` in the layout, or '' when the layout leaves it out (HandiTax's pool and plain files). */
export function scheduleLine(format: ScheduleExportFormat, line: ScheduleLine): string {
  const layout = LAYOUTS[format];
  return layout.shows(line) ? csvLine(layout.cells(line)) : '';
}
