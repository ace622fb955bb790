/** The import file headings of docs/product/entities.md "Import file headings", in file order. */
export const IMPORT_HEADINGS = [
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

export type ImportHeading = (typeof IMPORT_HEADINGS)[number];

/** A CSV row as the parser gives it: text values keyed by heading (docs/product/states-and-permissions.md: parsed with a header row, as text). */
export type RawImportRow = Readonly<Record<string, string | null | undefined>>;

/** A staged row: every heading present, values normalised as text (dates `YYYY-MM-DD`, amounts plain decimals). */
export type StagedRow = Record<ImportHeading, string>;

export const IMPORT_DATE_HEADINGS: readonly ImportHeading[] = [
  'Inv Date',
  'Dep Commencement Date',
  'WDV Date',
  'Demolition date',
];
export const IMPORT_CURRENCY_HEADINGS: readonly ImportHeading[] = [
  'Original Cost',
  'Written Down Value',
  'Historical Building Cost',
];
export const IMPORT_PERCENT_HEADINGS: readonly ImportHeading[] = ['Dep Rate', 'Demolition %'];

/** The expected headings missing from a file's header row (compared after trimming, case-insensitively). */
export function missingImportHeadings(fields: readonly string[]): ImportHeading[] {
  const present = new Set(fields.map((field) => field.trim().toLowerCase()));
  return IMPORT_HEADINGS.filter((heading) => !present.has(heading.toLowerCase()));
}
