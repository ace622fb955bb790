/**
 * An asset's register fields and the staged import row that carries them, both ways (issue 23 item 9;
 * docs/product/import-export.md "Every field of the register"): the export writes `stagedRowOfFields` of each asset
 * (through `importRowCells`, spreadsheet-safe), the upload stores `fieldsOfStagedRow` of each staged row, so an
 * exported register imports as the same register (property-tested, register-fields.property.test.ts). What the import
 * cannot carry: an asset's demolitions after its first (one 'Demolition date' / 'Demolition %' pair a row).
 */
import { centsToDecimalText } from '../format/money';
import type { Cents } from '../tax/money/exact';
import type { ConstructionType } from '../tax/rates/division43-rates';
import { importedText } from './export-csv';
import { type StagedRow, stagedRowOf } from './headings';
import { importConstructionUse, importSecondHand } from './law-columns';
import { importAmountToCents, importDateToCivil } from './normalise';

/** Dates are civil dates `YYYY-MM-DD`, amounts integer cents, rates percent as exact decimal text (`12.5`). */
export interface ImportedAssetFields {
  /** The tax code as written; the service resolves it by code, upper-cased. */
  assetCode: string | null;
  categoryCode: string | null;
  methodCode: string | null;
  fundCode: string | null;
  propertyCode: string | null;
  projectCode: string | null;
  description: string | null;
  subCategory: string | null;
  location: string | null;
  supplier: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  depreciationCommencementDate: string | null;
  /** The entry FY's 30 June (docs/tax-rules.md "Asset fields"); null: the service derives it. */
  financialYearEndDate: string | null;
  originalCost: Cents | null;
  writtenDownValue: Cents | null;
  writtenDownValueDate: string | null;
  historicalBuildingCost: Cents | null;
  /** Null: the service derives it as a row save does (method PC). */
  annualDepreciationClaim: Cents | null;
  /** The rate in use (the customised one when set). */
  depreciationRate: string | null;
  demolitionDate: string | null;
  demolitionRate: string | null;
  abandonmentLabel: string | null;
  /** The label's date (lease expiry or strip-out), docs/tax-rules.md "Abandonment". */
  abandonmentDate: string | null;
  disposalDate: string | null;
  terminationValue: Cents | null;
  setName: string | null;
  secondHand: boolean | null;
  constructionStartDate: string | null;
  constructionCompletionDate: string | null;
  constructionUse: ConstructionType | null;
}

const code = (value: string): string | null => (value.trim() === '' ? null : value.trim());
/** A free text without the `'` an export put before a formula-like text (export-csv.ts `importedText`). */
const freeText = (value: string): string | null => code(importedText(value.trim()));
const date = (value: string) => importDateToCivil(value);
const cents = (value: string) => importAmountToCents(value);
/** The staged forms `12.` and `.5` (normaliseImportPercent) as the register reads them, `12` and `0.5`. */
const rate = (value: string): string | null =>
  value === '' ? null : value.replace(/^\./, '0.').replace(/\.$/, '');

/** The register's fields of a staged row (normalised: every value in the import's own form). */
export function fieldsOfStagedRow(row: StagedRow): ImportedAssetFields {
  return {
    assetCode: code(row['ATO Code']),
    categoryCode: code(row.Category),
    methodCode: code(row['Dep Method']),
    fundCode: freeText(row['Fund Code']),
    propertyCode: freeText(row['Property Code']),
    projectCode: freeText(row['Project Code']),
    description: freeText(row['Asset Description']),
    subCategory: freeText(row['Sub Category']),
    location: freeText(row.Location),
    supplier: freeText(row['Supplier Name']),
    invoiceNumber: freeText(row['Inv#']),
    invoiceDate: date(row['Inv Date']),
    depreciationCommencementDate: date(row['Dep Commencement Date']),
    financialYearEndDate: date(row['Financial Year End']),
    originalCost: cents(row['Original Cost']),
    writtenDownValue: cents(row['Written Down Value']),
    writtenDownValueDate: date(row['WDV Date']),
    historicalBuildingCost: cents(row['Historical Building Cost']),
    annualDepreciationClaim: cents(row['Annual Depreciation Claim']),
    depreciationRate: rate(row['Dep Rate']),
    demolitionDate: date(row['Demolition date']),
    demolitionRate: rate(row['Demolition %']),
    abandonmentLabel: freeText(row['Abandonment Label']),
    abandonmentDate: date(row['Abandonment Date']),
    disposalDate: date(row['Disposal Date']),
    terminationValue: cents(row['Termination Value']),
    setName: freeText(row['Set Name']),
    secondHand: importSecondHand(row['Second Hand']),
    constructionStartDate: date(row['Construction Start Date']),
    constructionCompletionDate: date(row['Construction Completion Date']),
    constructionUse: importConstructionUse(row['Construction Use']),
  };
}

/** A civil date `YYYY-MM-DD` as the import stages it, `DD/MM/YYYY`; empty for none. */
export function stagedDate(civil: string | null | undefined): string {
  if (!civil) return '';
  return `${civil.slice(8, 10)}/${civil.slice(5, 7)}/${civil.slice(0, 4)}`;
}

/** A rate as exact decimal text without trailing zeros (`numeric` '12.5000' → `12.5`); empty for none. */
export function stagedRate(decimal: string | number | null | undefined): string {
  if (decimal === null || decimal === undefined || decimal === '') return '';
  const text = String(decimal);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

const stagedCents = (value: Cents | null) => (value === null ? '' : centsToDecimalText(value));
/** Texts trimmed, as the import stages them; the writer makes them spreadsheet-safe (importRowCells). */
const stagedText = (value: string | null) => value?.trim() ?? '';

/** The staged row of an asset's fields, the row the export writes (`importRowCells` makes it a file's line). */
export function stagedRowOfFields(fields: ImportedAssetFields): StagedRow {
  const values = [
    stagedText(fields.assetCode),
    stagedText(fields.categoryCode),
    stagedText(fields.projectCode),
    stagedText(fields.description),
    stagedText(fields.subCategory),
    stagedText(fields.location),
    stagedText(fields.supplier),
    stagedText(fields.invoiceNumber),
    stagedDate(fields.invoiceDate),
    stagedDate(fields.depreciationCommencementDate),
    stagedCents(fields.originalCost),
    stagedCents(fields.writtenDownValue),
    stagedDate(fields.writtenDownValueDate),
    stagedCents(fields.historicalBuildingCost),
    stagedText(fields.methodCode),
    stagedRate(fields.depreciationRate),
    stagedDate(fields.demolitionDate),
    stagedRate(fields.demolitionRate),
    stagedText(fields.fundCode),
    stagedText(fields.propertyCode),
    stagedDate(fields.financialYearEndDate),
    stagedCents(fields.annualDepreciationClaim),
    stagedText(fields.abandonmentLabel),
    stagedDate(fields.abandonmentDate),
    stagedDate(fields.disposalDate),
    stagedCents(fields.terminationValue),
    stagedText(fields.setName),
    fields.secondHand === null ? '' : fields.secondHand ? 'Yes' : 'No',
    stagedDate(fields.constructionStartDate),
    stagedDate(fields.constructionCompletionDate),
    fields.constructionUse ?? '',
  ];
  return stagedRowOf((index) => values[index] as string);
}
