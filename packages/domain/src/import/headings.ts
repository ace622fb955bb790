/** The import file headings of docs/product/entities.md "Import file headings" (spec 3), in file order. */
export const SPEC_IMPORT_HEADINGS = [
  'ATO Code',
  'Category',
  'Project Code',
  'Asset Description',
  'Sub Category',
  'Location',
  'Supplier Name',
  'Inv#',
  'Inv Date',
  'Dep Commencement Date',
  'Original Cost',
  'Written Down Value',
  'WDV Date',
  'Historical Building Cost',
  'Dep Method',
  'Dep Rate',
  'Demolition date',
  'Demolition %',
] as const;

/**
 * Ours (issue 23 item 9, docs/product/import-export.md "Every field of the register"): the asset's fields the spec's
 * headings leave out, so an exported register imports as the same register with the same figures. Optional, after
 * the spec's: a file without them (every file written before) imports as before, and no note names them absent.
 */
export const IMPORT_EXTENSION_HEADINGS = [
  'Fund Code',
  'Property Code',
  'Financial Year End',
  'Annual Depreciation Claim',
  'Abandonment Label',
  'Abandonment Date',
  'Disposal Date',
  'Termination Value',
  'Set Name',
  'Second Hand',
  'Construction Start Date',
  'Construction Completion Date',
  'Construction Use',
  'Rate Reason',
] as const;

export const IMPORT_HEADINGS = [...SPEC_IMPORT_HEADINGS, ...IMPORT_EXTENSION_HEADINGS] as const;

export type ImportHeading = (typeof IMPORT_HEADINGS)[number];

/** A CSV row as the parser gives it: text values keyed by heading (docs/product/states-and-permissions.md: parsed with a header row, as text). */
export type RawImportRow = Readonly<Record<string, string | null | undefined>>;

/**
 * A staged row: every heading present, values normalised as text in the import's own forms (dates `DD/MM/YYYY`, amounts
 * plain decimals such as `-1234.5`, rates without `%`), so that a staged row normalises to itself (normalise.ts).
 */
export type StagedRow = Record<ImportHeading, string>;

/**
 * A staged row from its values in heading order, built as one literal so every row has the same shape: a
 * 100,000-row file stages twice as fast as with keyed writes (docs/product/import-export.md "Speed").
 */
export function stagedRowOf(valueAt: (index: number) => string): StagedRow {
  return {
    'ATO Code': valueAt(0),
    Category: valueAt(1),
    'Project Code': valueAt(2),
    'Asset Description': valueAt(3),
    'Sub Category': valueAt(4),
    Location: valueAt(5),
    'Supplier Name': valueAt(6),
    'Inv#': valueAt(7),
    'Inv Date': valueAt(8),
    'Dep Commencement Date': valueAt(9),
    'Original Cost': valueAt(10),
    'Written Down Value': valueAt(11),
    'WDV Date': valueAt(12),
    'Historical Building Cost': valueAt(13),
    'Dep Method': valueAt(14),
    'Dep Rate': valueAt(15),
    'Demolition date': valueAt(16),
    'Demolition %': valueAt(17),
    'Fund Code': valueAt(18),
    'Property Code': valueAt(19),
    'Financial Year End': valueAt(20),
    'Annual Depreciation Claim': valueAt(21),
    'Abandonment Label': valueAt(22),
    'Abandonment Date': valueAt(23),
    'Disposal Date': valueAt(24),
    'Termination Value': valueAt(25),
    'Set Name': valueAt(26),
    'Second Hand': valueAt(27),
    'Construction Start Date': valueAt(28),
    'Construction Completion Date': valueAt(29),
    'Construction Use': valueAt(30),
    'Rate Reason': valueAt(31),
  };
}

export const IMPORT_DATE_HEADINGS: readonly ImportHeading[] = [
  'Inv Date',
  'Dep Commencement Date',
  'WDV Date',
  'Demolition date',
  'Financial Year End',
  'Abandonment Date',
  'Disposal Date',
  'Construction Start Date',
  'Construction Completion Date',
];
export const IMPORT_CURRENCY_HEADINGS: readonly ImportHeading[] = [
  'Original Cost',
  'Written Down Value',
  'Historical Building Cost',
  'Annual Depreciation Claim',
  'Termination Value',
];
export const IMPORT_PERCENT_HEADINGS: readonly ImportHeading[] = ['Dep Rate', 'Demolition %'];

/** The expected headings missing from a file's header row (compared after trimming, case-insensitively). */
export function missingImportHeadings(fields: readonly string[]): ImportHeading[] {
  const present = new Set(fields.map((field) => field.trim().toLowerCase()));
  return SPEC_IMPORT_HEADINGS.filter((heading) => !present.has(heading.toLowerCase()));
}
