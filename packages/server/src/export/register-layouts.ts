/**
 * The two layouts of Export Assets (spec 2.3 "Export Assets with two options: standard and import format";
 * docs/api.md "Exports"):
 * - standard: the register as the surveyor sees it, the asset view's columns (spec 2.3 "Asset view columns", the
 *   select box left out) with the optional ones as Manage Output shows them (docs/product/entities.md "Output column
 *   setting"), in the screen's order and under the screen's headings (packages/web/src/register/components/AssetTable.tsx);
 * - import: the import headings of spec 3 ("Import file headings"), each value in the form the import reads
 *   (docs/product/rules.md "Import"), so that the file imported again gives the same register.
 */
import type { OutputColumnIdentifier } from '@taxdep/domain';
import { ASSET_FIELD_NAMES, type AssetFieldColumn, assetFieldDeclaration } from '@taxdep/domain/assets';
import {
  IMPORT_HEADINGS,
  type ImportedAssetFields,
  importRowCells,
  type StagedRow,
  stagedRowOf,
  stagedRowOfFields,
} from '@taxdep/domain/import';
import { REFERENCE_CODE_NAMES } from '../kernel/asset-columns';
import { amountCell, csvLine, dateCell, rateCell, textCell } from './cells';
import type { ExportRow } from './repository';

/** A column of the standard layout: its heading, the Manage Output flag that hides it (none: always shown), its cell. */
interface StandardColumn {
  heading: string;
  flag: OutputColumnIdentifier | null;
  cell(row: ExportRow): string;
}

/** The rate in use: the customised rate (sourceTaxRate) when set, else the tax-office rate (rate-mode rules). */
export function rateInUse(row: ExportRow): string | null {
  return row.source_tax_rate ?? row.depreciation_rate;
}

const STANDARD_COLUMNS: readonly StandardColumn[] = [
  { heading: 'Asset ID', flag: null, cell: (r) => String(r.id) },
  { heading: 'Tax Code', flag: null, cell: (r) => textCell(r.tax_code) },
  { heading: 'Category', flag: null, cell: (r) => textCell(r.category_code) },
  { heading: 'Fund Code', flag: 'fundCodeFlag', cell: (r) => textCell(r.fund_code) },
  { heading: 'Property Code', flag: 'propertyCodeFlag', cell: (r) => textCell(r.property_code) },
  { heading: 'Project Code', flag: 'projectCodeFlag', cell: (r) => textCell(r.project_code) },
  { heading: 'Asset Description', flag: null, cell: (r) => textCell(r.description) },
  { heading: 'Subcategory', flag: 'subCategoryFlag', cell: (r) => textCell(r.sub_category) },
  { heading: 'Location', flag: 'locationFlag', cell: (r) => textCell(r.location) },
  { heading: 'Supplier', flag: 'supplierFlag', cell: (r) => textCell(r.supplier) },
  { heading: 'Inv#', flag: 'invoiceNumberFlag', cell: (r) => textCell(r.invoice_number) },
  { heading: 'Invoice Date', flag: 'invoiceDateFlag', cell: (r) => dateCell(r.invoice_date) },
  {
    heading: 'Depreciation Commencement Date',
    flag: null,
    cell: (r) => dateCell(r.depreciation_commencement_date),
  },
  { heading: 'Financial Year End', flag: null, cell: (r) => dateCell(r.financial_year_end_date) },
  { heading: 'Original Cost', flag: null, cell: (r) => amountCell(r.original_cost) },
  { heading: 'Written Down Value', flag: 'downValueFlag', cell: (r) => amountCell(r.written_down_value) },
  {
    heading: 'Written Down Value Date',
    flag: 'downDateFlag',
    cell: (r) => dateCell(r.written_down_value_date),
  },
  { heading: 'Depreciation Method', flag: null, cell: (r) => textCell(r.method_code) },
  // The screen's rate cell shows the mode and the rate in use (RateCell.tsx); the file gives both.
  { heading: 'Rate Mode', flag: null, cell: (r) => (r.source_tax_rate === null ? 'ATO' : 'Customize') },
  { heading: 'Depreciation Rate', flag: null, cell: (r) => rateCell(rateInUse(r)) },
  // Issue 25 item 4: beside the rate, as on the screen: why a customised rate was set.
  { heading: 'Rate Reason', flag: null, cell: (r) => textCell(r.rate_reason) },
  {
    heading: 'Annual Depreciation Claim',
    flag: 'depreciationClaimFlag',
    cell: (r) => amountCell(r.annual_depreciation_claim),
  },
  {
    heading: 'Historical Building Cost',
    flag: 'historicalBuildingCostFlag',
    cell: (r) => amountCell(r.historical_building_cost),
  },
  // Issue 26 item 4: the disposal, as the grid shows it (docs/tax-rules.md "Disposal").
  { heading: 'Disposal Date', flag: null, cell: (r) => dateCell(r.disposal_date) },
  { heading: 'Termination Value', flag: null, cell: (r) => amountCell(r.termination_value) },
  // The Demolition tick box (spec 2.3): ticked when the asset has a demolition (domain isDemolitionTicked).
  { heading: 'Demolition', flag: null, cell: (r) => (r.demolition_count > 0 ? 'Yes' : 'No') },
];

/** A layout: its header line and the line of a row. */
export interface RowLayout {
  header: string;
  line(row: ExportRow): string;
}

/** The standard layout for a report's Manage Output flags (a column whose flag is false is left out). */
export function standardLayout(shown: Readonly<Record<OutputColumnIdentifier, boolean>>): RowLayout {
  const columns = STANDARD_COLUMNS.filter((column) => column.flag === null || shown[column.flag]);
  const cells = columns.map((column) => column.cell);
  return {
    header: csvLine(columns.map((column) => column.heading)),
    line: (row) => csvLine(cells.map((cell) => cell(row))),
  };
}

/**
 * A register row's fields as the import carries them (register-fields.ts `ImportedAssetFields`), so the domain's
 * writer (`importRowCells` of `stagedRowOfFields`) writes it exactly as it writes a staged row, and the upload reads
 * it back with the same mapping. The import has one rate: the rate in use. It has one demolition: an asset with
 * several carries its first (by date, then id); see docs/api.md "Exports".
 */
export function fieldsOfRegister(row: ExportRow): ImportedAssetFields {
  const fields: Record<string, unknown> = {};
  for (const name of ASSET_FIELD_NAMES) {
    const { column, kind, importHeading } = assetFieldDeclaration(name);
    if (importHeading === null) continue;
    const value = row[column as AssetFieldColumn];
    // References travel by code (the row holds them by name too), money as a number of cents.
    fields[name] =
      kind === 'taxCode' || kind === 'code'
        ? row[REFERENCE_CODE_NAMES[column as keyof typeof REFERENCE_CODE_NAMES]]
        : typeof value === 'bigint'
          ? Number(value)
          : value;
  }
  fields.depreciationRate = rateInUse(row);
  fields.demolitionDate = row.demo_date;
  fields.demolitionRate = row.demo_rate;
  fields.abandonmentLabel = row.abandonment_label;
  fields.abandonmentDate = row.abandonment_date;
  return fields as ImportedAssetFields;
}

/** A register row as a staged import row (headings.ts `StagedRow`: the import's own forms). */
export function stagedRowOfRegister(row: ExportRow): StagedRow {
  return stagedRowOfFields(fieldsOfRegister(row));
}

/**
 * The import layout (spec 3's headings, in their order). Its cells are written straight from the row, 100,000 rows
 * being the target; the layouts test holds each line equal to the domain writer's line of `stagedRowOfRegister`.
 */
export const IMPORT_LAYOUT: RowLayout = {
  header: csvLine(IMPORT_HEADINGS),
  line: (row) =>
    csvLine([
      textCell(row.tax_code),
      textCell(row.category_code),
      textCell(row.project_code),
      textCell(row.description),
      textCell(row.sub_category),
      textCell(row.location),
      textCell(row.supplier),
      textCell(row.invoice_number),
      dateCell(row.invoice_date),
      dateCell(row.depreciation_commencement_date),
      amountCell(row.original_cost),
      amountCell(row.written_down_value),
      dateCell(row.written_down_value_date),
      amountCell(row.historical_building_cost),
      textCell(row.method_code),
      textCell(rateCell(rateInUse(row))),
      dateCell(row.demo_date),
      textCell(rateCell(row.demo_rate)),
      // Issue 23 item 9, the optional headings (headings.ts IMPORT_EXTENSION_HEADINGS); texts spreadsheet-safe.
      textCell(row.fund_code),
      textCell(row.property_code),
      dateCell(row.financial_year_end_date),
      amountCell(row.annual_depreciation_claim),
      textCell(row.abandonment_label),
      dateCell(row.abandonment_date),
      dateCell(row.disposal_date),
      amountCell(row.termination_value),
      textCell(row.set_name),
      row.second_hand === null ? '' : row.second_hand ? 'Yes' : 'No',
      dateCell(row.construction_start_date),
      dateCell(row.construction_completion_date),
      textCell(row.construction_use),
      // Issue 25 item 4: why a customised rate was set.
      textCell(row.rate_reason),
    ]),
};

/**
 * The import template (GET …/downloadstaticfile): the headings and one example row, a complete Division 40 asset
 * that the import stages as valid (docs/product/rules.md "Import"), with a demolition pair left empty.
 */
export function importTemplate(): string {
  const example: StagedRow = stagedRowOf(
    (index) =>
      [
        'A0001',
        '40',
        'PRJ-1',
        'Passenger lift car',
        'Lifts',
        'Lobby',
        'Harbour Lifts',
        'INV-1001',
        '15/07/2020',
        '01/08/2020',
        '125000',
        '',
        '',
        '125000',
        'DV',
        '10',
        '',
        '',
      ][index] ?? '', // the optional columns of issue 23 left empty
  );
  return csvLine(IMPORT_HEADINGS) + csvLine(importRowCells(example));
}
