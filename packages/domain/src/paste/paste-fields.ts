/**
 * The register's fields a paste can write (docs/product/asset-register.md "Paste from Excel"), each read as the CSV
 * import reads its column (docs/product/import-export.md "Rows"): the import's own normalising, so `$1,234.50` and
 * `30/06/2024` land exactly as an imported cell would. Eight grid columns have no import heading (Fund Code,
 * Property Code, Financial Year End and issue 23's five facts): they are read as the import reads a text or a date,
 * second-hand as Yes/No and the construction use as its code (assets/law-facts.ts). The values stay in the
 * import's staged forms (dates `DD/MM/YYYY`, amounts plain decimals, rates without `%`) on the wire too, and the
 * service reads them with the same functions (docs/api.md "Paste from Excel").
 */
import type { Asset } from '../api/asset';
import { LAW_FACT_MESSAGES, readConstructionUse, readSecondHand, secondHandText } from '../assets/law-facts';
import { centsToDecimalText, dollarsToCents } from '../format/money';
import type { ImportHeading, StagedRow } from '../import/headings';
import {
  importDateToCivil,
  normaliseImportDate,
  normaliseImportPercent,
  normaliseImportValue,
} from '../import/normalise';

/** The pasteable fields, keyed by the wire Asset's names (the grid's column keys, packages/web columns.ts). */
export const PASTE_FIELDS = [
  { field: 'assetCode', label: 'Tax Code', heading: 'ATO Code' },
  { field: 'depreciationCategory', label: 'Category', heading: 'Category' },
  { field: 'fundCode', label: 'Fund Code', heading: null },
  { field: 'propertyCode', label: 'Property Code', heading: null },
  { field: 'projectCode', label: 'Project Code', heading: 'Project Code' },
  { field: 'description', label: 'Asset Description', heading: 'Asset Description' },
  { field: 'subCategory', label: 'Subcategory', heading: 'Sub Category' },
  { field: 'location', label: 'Location', heading: 'Location' },
  { field: 'supplier', label: 'Supplier', heading: 'Supplier Name' },
  { field: 'invoiceNumber', label: 'Inv#', heading: 'Inv#' },
  { field: 'invoiceDate', label: 'Invoice Date', heading: 'Inv Date' },
  {
    field: 'depreciationCommencementDate',
    label: 'Depreciation Commencement Date',
    heading: 'Dep Commencement Date',
  },
  { field: 'financialYearEndDate', label: 'Financial Year End', heading: null },
  { field: 'originalCost', label: 'Original Cost', heading: 'Original Cost' },
  { field: 'writtenDownValue', label: 'Written Down Value', heading: 'Written Down Value' },
  { field: 'writtenDownValueDate', label: 'Written Down Value Date', heading: 'WDV Date' },
  { field: 'depreciationMethod', label: 'Depreciation Method', heading: 'Dep Method' },
  { field: 'depreciationRate', label: 'Depreciation Rate', heading: 'Dep Rate' },
  { field: 'historicalBuildingCost', label: 'Historical Building Cost', heading: 'Historical Building Cost' },
  // Issue 26 item 4: a disposal is pasted as it is imported, with its rule (assets/disposal.ts); and the reason of
  // a customised rate (issue 25), so a pasted rate and its reason arrive together.
  { field: 'disposalDate', label: 'Disposal Date', heading: 'Disposal Date' },
  { field: 'terminationValue', label: 'Termination Value', heading: 'Termination Value' },
  { field: 'rateReason', label: 'Rate Reason', heading: 'Rate Reason' },
  // Issue 23 (docs/tax-rules.md "Asset fields"): no import heading yet; labels as the grid's columns.
  { field: 'setName', label: 'Set', heading: null },
  { field: 'secondHand', label: 'Second-hand', heading: null },
  { field: 'constructionStartDate', label: 'Construction Start', heading: null },
  { field: 'constructionCompletionDate', label: 'Construction Completed', heading: null },
  { field: 'constructionUse', label: 'Construction Use', heading: null },
] as const satisfies readonly { field: keyof Asset; label: string; heading: ImportHeading | null }[];

export type PasteField = (typeof PASTE_FIELDS)[number]['field'];

/** A row's pasteable values in the import's staged forms ('' = empty); absent = not part of the paste. */
export type PasteCells = Partial<Record<PasteField, string>>;

const BY_FIELD = new Map<string, (typeof PASTE_FIELDS)[number]>(PASTE_FIELDS.map((f) => [f.field, f]));

export function isPasteField(key: string): key is PasteField {
  return BY_FIELD.has(key);
}

export function pasteFieldLabel(field: PasteField): string {
  return BY_FIELD.get(field)?.label ?? field;
}

const DATE_FIELDS = new Set<PasteField>([
  'invoiceDate',
  'depreciationCommencementDate',
  'financialYearEndDate',
  'writtenDownValueDate',
  'constructionStartDate',
  'constructionCompletionDate',
  'disposalDate',
]);
const AMOUNT_FIELDS = new Set<PasteField>([
  'originalCost',
  'writtenDownValue',
  'historicalBuildingCost',
  'terminationValue',
]);

export const isPasteDateField = (field: PasteField) => DATE_FIELDS.has(field);
export const isPasteAmountField = (field: PasteField) => AMOUNT_FIELDS.has(field);

/** One pasted cell as the import stages its column's value (normaliseImportValue); idempotent. */
export function normalisePasteCell(field: PasteField, text: string): string {
  const heading = BY_FIELD.get(field)?.heading ?? null;
  if (heading !== null) return normaliseImportValue(heading, text);
  const value = text.trim();
  if (value === '') return value;
  if (DATE_FIELDS.has(field)) return normaliseImportDate(value);
  // Unreadable answers stay as written, so the staging can name them (pasteLawFactProblems) rather than drop them.
  if (field === 'secondHand') {
    const answer = readSecondHand(value);
    return answer === undefined ? value : secondHandText(answer);
  }
  if (field === 'constructionUse') return readConstructionUse(value) ?? value;
  return value;
}

function civilToImportDate(date: string | null | undefined): string {
  if (!date) return '';
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

const amountCell = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? '' : centsToDecimalText(dollarsToCents(dollars));

/**
 * An asset's pasteable values in the staged forms: what a paste compares its cells with ("from" in the dialog) and
 * the `base` it sends, so the service can tell whether the row changed since (docs/api.md "Paste from Excel").
 * The rate is the one in force (the customised one when set), as the grid shows it.
 */
export function assetPasteCells(asset: Partial<Asset>): Record<PasteField, string> {
  const rate = asset.sourceTaxRate ?? asset.depreciationRate;
  return {
    assetCode: asset.assetCode?.assetCode ?? '',
    depreciationCategory: asset.depreciationCategory?.code ?? '',
    fundCode: asset.fundCode ?? '',
    propertyCode: asset.propertyCode ?? '',
    projectCode: asset.projectCode ?? '',
    description: asset.description ?? '',
    subCategory: asset.subCategory ?? '',
    location: asset.location ?? '',
    supplier: asset.supplier ?? '',
    invoiceNumber: asset.invoiceNumber ?? '',
    invoiceDate: civilToImportDate(asset.invoiceDate),
    depreciationCommencementDate: civilToImportDate(asset.depreciationCommencementDate),
    financialYearEndDate: civilToImportDate(asset.financialYearEndDate),
    originalCost: amountCell(asset.originalCost),
    writtenDownValue: amountCell(asset.writtenDownValue),
    writtenDownValueDate: civilToImportDate(asset.writtenDownValueDate),
    depreciationMethod: asset.depreciationMethod?.code ?? '',
    depreciationRate: rate === null || rate === undefined ? '' : normaliseImportPercent(String(rate)),
    historicalBuildingCost: amountCell(asset.historicalBuildingCost),
    disposalDate: civilToImportDate(asset.disposalDate),
    terminationValue: amountCell(asset.terminationValue),
    rateReason: asset.rateReason ?? '',
    setName: asset.setName ?? '',
    secondHand: secondHandText(asset.secondHand),
    constructionStartDate: civilToImportDate(asset.constructionStartDate),
    constructionCompletionDate: civilToImportDate(asset.constructionCompletionDate),
    constructionUse: asset.constructionUse ?? '',
  };
}

/**
 * Whether two staged values of a field hold the same thing: a tax code compares upper-cased (the service resolves
 * it so), a rate as a number (`12.5` is `12.50`); everything else as staged text.
 */
export function samePasteValue(field: PasteField, a: string, b: string): boolean {
  if (field === 'assetCode') return a.trim().toUpperCase() === b.trim().toUpperCase();
  if (field === 'depreciationRate' && a !== '' && b !== '') return Number(a) === Number(b);
  return a === b;
}

/** A row's values as the import's staged row, so the import's validation judges it (docs/product/rules.md "Import"). */
export function stagedRowOfPaste(cells: Record<PasteField, string>): StagedRow {
  const row = {} as StagedRow;
  for (const { field, heading } of PASTE_FIELDS) if (heading !== null) row[heading] = cells[field];
  row['Demolition date'] = '';
  row['Demolition %'] = '';
  return row;
}

/**
 * Issue 23's faults in a row's staged values that the service cannot hold (kernel/wire.ts refuses them, the
 * database checks them): an unreadable second-hand, an unknown use, a completion before the start. A paste holding
 * one is refused whole, as a typed edit of them is.
 */
export function pasteLawFactProblems(cells: Record<PasteField, string>): string[] {
  const problems: string[] = [];
  if (cells.secondHand !== '' && readSecondHand(cells.secondHand) === undefined) {
    problems.push(`Second-hand '${cells.secondHand}' is not Yes or No.`);
  }
  if (cells.constructionUse !== '' && readConstructionUse(cells.constructionUse) === null) {
    problems.push(
      `Construction Use '${cells.constructionUse}' ${LAW_FACT_MESSAGES.constructionUse.replace('Construction use ', '')}`,
    );
  }
  const start = importDateToCivil(cells.constructionStartDate);
  const completion = importDateToCivil(cells.constructionCompletionDate);
  if (start && completion && completion < start) problems.push(LAW_FACT_MESSAGES.constructionCompletionDate);
  return problems;
}

/** The civil date of a staged date value, or null (importDateToCivil). */
export const pasteDateToCivil = importDateToCivil;
