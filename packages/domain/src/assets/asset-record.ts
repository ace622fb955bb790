/**
 * The asset record, declared once (issue 24 item 1; docs/architecture.md "The asset record"). Each field of an
 * asset a surveyor keeps is one entry: its wire name (the key), its column in `assets`, its kind, the words the
 * screens and the history use, its heading in the import and export files, and whether the figures depend on it.
 * Everything else is derived from this table: the wire shapes of the answer and of a save (api/asset.ts,
 * api/register-calls.ts, so the contract and its JSON Schemas too), the fields a save merges (edits.ts), and in the
 * service the select lists, both directions of the wire mapping, the import, paste and copy statements, the
 * export's columns, the figures' row reader and the history's labels (packages/server/src/kernel).
 *
 * Not here, because they are not plain values of the row: the id and report, the read-only flag and the abandonment
 * label (their own calls), the demolitions (their own table) and the stored verdict of validateAsset.
 *
 * Adding a field: a migration adding the column, one entry here, a grid column (and the PDF if it is printed).
 */
import type { ImportHeading } from '../import/headings';

/**
 * What a field holds, and so how it travels: `cents` is integer cents stored and dollars on the wire; `rate` is
 * percent as exact decimal text stored (`numeric(9,4)`) and a number on the wire; `date` a civil date `YYYY-MM-DD`;
 * `taxCode` and `code` a reference by id to the tax codes or to a category/method (by code in files); `flag` a
 * yes/no that may be unset; `constructionUse` one of Division 43's six uses (docs/tax-rules.md 7.2).
 */
export type AssetFieldKind =
  | 'taxCode'
  | 'code'
  | 'text'
  | 'date'
  | 'cents'
  | 'rate'
  | 'flag'
  | 'constructionUse';

export interface AssetFieldDeclaration {
  kind: AssetFieldKind;
  /** The column of `assets` (migrations 004, 005, 024): snake_case, as PostgreSQL holds it. */
  column: string;
  /** The field's name on the register's screens and in the report's history. */
  label: string;
  /** The import and export file's heading (docs/product/import-export.md); null when files do not carry it. */
  importHeading: ImportHeading | null;
  /** The figures depend on it: the engine's row reader reads it (calculations/engine-input.ts). */
  figures?: true;
  /** The service works it out on every save from the other fields (rate mode, method PC's claim). */
  derived?: true;
  /** An extension of the spec's wire shape (docs/product/entities.md): an answer may omit it. */
  extension?: true;
}

/** The record's fields, in the order of docs/product/entities.md "Asset (model asset)" and then issue 23's facts. */
export const ASSET_FIELDS = {
  assetCode: {
    kind: 'taxCode',
    column: 'tax_code_id',
    label: 'ATO code',
    importHeading: 'ATO Code',
    figures: true,
  },
  depreciationCategory: {
    kind: 'code',
    column: 'category_id',
    label: 'Category',
    importHeading: 'Category',
    figures: true,
  },
  depreciationMethod: {
    kind: 'code',
    column: 'method_id',
    label: 'Method',
    importHeading: 'Dep Method',
    figures: true,
  },
  fundCode: { kind: 'text', column: 'fund_code', label: 'Fund code', importHeading: 'Fund Code' },
  propertyCode: {
    kind: 'text',
    column: 'property_code',
    label: 'Property code',
    importHeading: 'Property Code',
  },
  projectCode: { kind: 'text', column: 'project_code', label: 'Project code', importHeading: 'Project Code' },
  // The Calculations table shows it beside the figures (docs/product/entities.md "Calculation row").
  description: {
    kind: 'text',
    column: 'description',
    label: 'Description',
    importHeading: 'Asset Description',
    figures: true,
  },
  subCategory: { kind: 'text', column: 'sub_category', label: 'Sub category', importHeading: 'Sub Category' },
  location: { kind: 'text', column: 'location', label: 'Location', importHeading: 'Location' },
  supplier: { kind: 'text', column: 'supplier', label: 'Supplier', importHeading: 'Supplier Name' },
  invoiceNumber: { kind: 'text', column: 'invoice_number', label: 'Invoice number', importHeading: 'Inv#' },
  invoiceDate: {
    kind: 'date',
    column: 'invoice_date',
    label: 'Invoice date',
    importHeading: 'Inv Date',
    figures: true,
  },
  depreciationCommencementDate: {
    kind: 'date',
    column: 'depreciation_commencement_date',
    label: 'Depreciation commencement date',
    importHeading: 'Dep Commencement Date',
    figures: true,
  },
  financialYearEndDate: {
    kind: 'date',
    column: 'financial_year_end_date',
    label: 'Financial year end date',
    importHeading: 'Financial Year End',
    figures: true,
  },
  originalCost: {
    kind: 'cents',
    column: 'original_cost',
    label: 'Original cost',
    importHeading: 'Original Cost',
    figures: true,
  },
  writtenDownValue: {
    kind: 'cents',
    column: 'written_down_value',
    label: 'Written down value',
    importHeading: 'Written Down Value',
    figures: true,
  },
  writtenDownValueDate: {
    kind: 'date',
    column: 'written_down_value_date',
    label: 'Written down value date',
    importHeading: 'WDV Date',
    figures: true,
  },
  // The tax-office rate of the code (rate-mode.ts); files carry the rate in use under 'Dep Rate' instead.
  depreciationRate: {
    kind: 'rate',
    column: 'depreciation_rate',
    label: 'Depreciation rate',
    importHeading: null,
    figures: true,
    derived: true,
  },
  sourceTaxRate: {
    kind: 'rate',
    column: 'source_tax_rate',
    label: 'Customized rate',
    importHeading: null,
    figures: true,
  },
  // Issue 25 item 4: why the customised rate was set (rate-reason.ts); the document prints it under the schedule.
  rateReason: {
    kind: 'text',
    column: 'rate_reason',
    label: 'Rate reason',
    importHeading: 'Rate Reason',
    extension: true,
    // Issue 26 item 5: a customised rate without its reason is an error, and an invalid row has no figures.
    figures: true,
  },
  annualDepreciationClaim: {
    kind: 'cents',
    column: 'annual_depreciation_claim',
    label: 'Annual depreciation claim',
    importHeading: 'Annual Depreciation Claim',
    figures: true,
    derived: true,
  },
  historicalBuildingCost: {
    kind: 'cents',
    column: 'historical_building_cost',
    label: 'Historical building cost',
    importHeading: 'Historical Building Cost',
    figures: true,
  },
  disposalDate: {
    kind: 'date',
    column: 'disposal_date',
    label: 'Disposal date',
    importHeading: 'Disposal Date',
    figures: true,
    extension: true,
  },
  terminationValue: {
    kind: 'cents',
    column: 'termination_value',
    label: 'Termination value',
    importHeading: 'Termination Value',
    figures: true,
    extension: true,
  },
  setName: {
    kind: 'text',
    column: 'set_name',
    label: 'Set',
    importHeading: 'Set Name',
    figures: true,
    extension: true,
  },
  secondHand: {
    kind: 'flag',
    column: 'second_hand',
    label: 'Second-hand',
    importHeading: 'Second Hand',
    figures: true,
    extension: true,
  },
  constructionStartDate: {
    kind: 'date',
    column: 'construction_start_date',
    label: 'Construction start',
    importHeading: 'Construction Start Date',
    figures: true,
    extension: true,
  },
  constructionCompletionDate: {
    kind: 'date',
    column: 'construction_completion_date',
    label: 'Construction completed',
    importHeading: 'Construction Completion Date',
    figures: true,
    extension: true,
  },
  constructionUse: {
    kind: 'constructionUse',
    column: 'construction_use',
    label: 'Construction use',
    importHeading: 'Construction Use',
    figures: true,
    extension: true,
  },
} as const satisfies Record<string, AssetFieldDeclaration>;

export type AssetRecordFields = typeof ASSET_FIELDS;
export type AssetFieldName = keyof AssetRecordFields;
/** The column of each field, by field. */
export type AssetFieldColumn = AssetRecordFields[AssetFieldName]['column'];

/** The fields in declaration order. */
export const ASSET_FIELD_NAMES = Object.keys(ASSET_FIELDS) as AssetFieldName[];

/** A field's declaration, read through the interface (its optional flags read as undefined when unset). */
export function assetFieldDeclaration(name: AssetFieldName): AssetFieldDeclaration {
  return ASSET_FIELDS[name];
}

/** The fields of a kind (for the codecs that treat a kind alike: dates, cents, texts). */
export function assetFieldsOfKind(kind: AssetFieldKind): AssetFieldName[] {
  return ASSET_FIELD_NAMES.filter((name) => ASSET_FIELDS[name].kind === kind);
}

/**
 * The wire shape of the record's fields, from a table of what each kind is on the wire (api/asset.ts for an answer,
 * api/register-calls.ts for a save's body): the spec's fields (`SpecFieldsOf`) and the extensions, which are
 * optional (`ExtensionFieldsOf`). Two named halves rather than one intersection: the contract's schema generator
 * reads an interface that extends named types.
 */
export type SpecFieldsOf<Wire extends Record<AssetFieldKind, unknown>> = {
  -readonly [F in AssetFieldName as AssetRecordFields[F] extends { extension: true } ? never : F]:
    | Wire[AssetRecordFields[F]['kind']]
    | null;
};
export type ExtensionFieldsOf<Wire extends Record<AssetFieldKind, unknown>> = {
  -readonly [F in AssetFieldName as AssetRecordFields[F] extends { extension: true } ? F : never]?:
    | Wire[AssetRecordFields[F]['kind']]
    | null;
};
