import type { RegisterSortColumn } from '@taxdep/domain';
import type { FailureText } from '../ui/failure-message';

/**
 * The views, columns and fixed texts of the Asset Register tab (docs/product/asset-register.md, docs/product/entities.md "Output column setting", 4, 8).
 */

/** docs/product/asset-register.md: the three views of the dropdown, numbered as the spec numbers them. */
export const REGISTER_VIEWS = [
  { id: 1, label: 'Asset Register' },
  { id: 2, label: 'Demolition' },
  { id: 3, label: 'Abandonment' },
] as const;
export type RegisterView = (typeof REGISTER_VIEWS)[number]['id'];
export const ASSET_VIEW: RegisterView = 1;
export const DEMOLITION_VIEW: RegisterView = 2;
export const ABANDONMENT_VIEW: RegisterView = 3;

/** docs/product/asset-register.md: the four sortable columns; each click toggles ascending/descending. */
export const SORTABLE_COLUMNS = [
  'invoiceDate',
  'depreciationCommencementDate',
  'financialYearEndDate',
  'writtenDownValueDate',
] as const satisfies readonly RegisterSortColumn[];
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];
export const DEFAULT_SORT = { sortBy: 'id', order: 'ASC' } as const satisfies {
  sortBy: RegisterSortColumn;
  order: 'ASC';
};

/** docs/product/entities.md, docs/product/rules.md#constants-and-limits: the 12 optional columns that Manage Output can hide, with their display flags. */
export const OPTIONAL_COLUMNS = [
  { flag: 'fundCodeFlag', field: 'fundCode', label: 'Fund Code' },
  { flag: 'propertyCodeFlag', field: 'propertyCode', label: 'Property Code' },
  { flag: 'projectCodeFlag', field: 'projectCode', label: 'Project Code' },
  { flag: 'subCategoryFlag', field: 'subCategory', label: 'Subcategory' },
  { flag: 'locationFlag', field: 'location', label: 'Location' },
  { flag: 'supplierFlag', field: 'supplier', label: 'Supplier' },
  { flag: 'invoiceNumberFlag', field: 'invoiceNumber', label: 'Inv#' },
  { flag: 'invoiceDateFlag', field: 'invoiceDate', label: 'Invoice Date' },
  { flag: 'downValueFlag', field: 'writtenDownValue', label: 'Written Down Value' },
  { flag: 'downDateFlag', field: 'writtenDownValueDate', label: 'Written Down Value Date' },
  { flag: 'depreciationClaimFlag', field: 'annualDepreciationClaim', label: 'Annual Depreciation Claim' },
  { flag: 'historicalBuildingCostFlag', field: 'historicalBuildingCost', label: 'Historical Building Cost' },
] as const;
export type OptionalColumnFlag = (typeof OPTIONAL_COLUMNS)[number]['flag'];

/**
 * The asset view's grid columns in the order the spec lists them (docs/product/asset-register.md "Asset view
 * columns"). A column's key is the Asset field it shows, so a cell's `data-column-key` names what a paste into it
 * writes; `select`, `id` and `demolition` are the row's controls. `flag` names the Manage Output choice that hides
 * an optional column; `kind` says how the cell reads and which editor it opens.
 */
// Issue 26 item 1: the widths are set so the default layout (store/ColumnLayout.ts) shows the cost, the dates,
// the method and the rate of a row on a 1440-pixel screen; a longer text is cut with "…" and read whole on hover.
// The category and the method are shown whole (issue 16 item 6).
export const ASSET_GRID_COLUMNS = [
  { key: 'select', label: 'Select', kind: 'select', width: 36 },
  { key: 'id', label: 'Asset ID', kind: 'id', width: 100 },
  { key: 'assetCode', label: 'Tax Code', kind: 'taxCode', width: 100 },
  { key: 'depreciationCategory', label: 'Category', kind: 'category', width: 300 },
  { key: 'fundCode', label: 'Fund Code', kind: 'text', width: 100, flag: 'fundCodeFlag' },
  { key: 'propertyCode', label: 'Property Code', kind: 'text', width: 110, flag: 'propertyCodeFlag' },
  { key: 'projectCode', label: 'Project Code', kind: 'text', width: 110, flag: 'projectCodeFlag' },
  { key: 'description', label: 'Asset Description', kind: 'text', width: 210 },
  { key: 'subCategory', label: 'Subcategory', kind: 'text', width: 130, flag: 'subCategoryFlag' },
  { key: 'location', label: 'Location', kind: 'text', width: 130, flag: 'locationFlag' },
  { key: 'supplier', label: 'Supplier', kind: 'text', width: 130, flag: 'supplierFlag' },
  { key: 'invoiceNumber', label: 'Inv#', kind: 'text', width: 100, flag: 'invoiceNumberFlag' },
  { key: 'invoiceDate', label: 'Invoice Date', kind: 'date', width: 110, flag: 'invoiceDateFlag' },
  { key: 'depreciationCommencementDate', label: 'Depreciation Commencement Date', kind: 'date', width: 140 },
  { key: 'financialYearEndDate', label: 'Financial Year End', kind: 'date', width: 110 },
  { key: 'originalCost', label: 'Original Cost', kind: 'amount', width: 120 },
  { key: 'writtenDownValue', label: 'Written Down Value', kind: 'amount', width: 130, flag: 'downValueFlag' },
  {
    key: 'writtenDownValueDate',
    label: 'Written Down Value Date',
    kind: 'date',
    width: 130,
    flag: 'downDateFlag',
  },
  { key: 'depreciationMethod', label: 'Depreciation Method', kind: 'method', width: 145 },
  { key: 'depreciationRate', label: 'Depreciation Rate', kind: 'rate', width: 155 },
  // Issue 25 item 4: why a customised rate was set, beside it (shut on the tax office's rate, law-fact-cells.ts).
  { key: 'rateReason', label: 'Rate Reason', kind: 'text', width: 240 },
  {
    key: 'annualDepreciationClaim',
    label: 'Annual Depreciation Claim',
    kind: 'amount',
    width: 130,
    flag: 'depreciationClaimFlag',
  },
  {
    key: 'historicalBuildingCost',
    label: 'Historical Building Cost',
    kind: 'amount',
    width: 130,
    flag: 'historicalBuildingCostFlag',
  },
  // Issue 26 item 4: a disposal (docs/tax-rules.md "Disposal"): its date and what was received (assets/disposal.ts).
  { key: 'disposalDate', label: 'Disposal Date', kind: 'date', width: 130 },
  { key: 'terminationValue', label: 'Termination Value', kind: 'amount', width: 140 },
  // Issue 23's facts (docs/tax-rules.md "Asset fields"): the set and second-hand bear on Division 40 items
  // (s40-80(2), s40-27), the construction facts on capital works (Division 43); law-fact-cells.ts says where.
  { key: 'setName', label: 'Set', kind: 'text', width: 110 },
  { key: 'secondHand', label: 'Second-hand', kind: 'secondHand', width: 110 },
  { key: 'constructionStartDate', label: 'Construction Start', kind: 'date', width: 130 },
  { key: 'constructionCompletionDate', label: 'Construction Completed', kind: 'date', width: 130 },
  { key: 'constructionUse', label: 'Construction Use', kind: 'constructionUse', width: 200 },
  { key: 'demolition', label: 'Demolition', kind: 'demolition', width: 100 },
] as const satisfies readonly {
  key: string;
  label: string;
  kind: string;
  width: number;
  flag?: OptionalColumnFlag;
}[];
export type GridColumn = (typeof ASSET_GRID_COLUMNS)[number];
export type GridColumnKey = GridColumn['key'];
export type GridColumnKind = GridColumn['kind'];
/** The `data-asset-id` of the cells of a row not stored yet (Add Asset). */
export const NEW_ROW_ASSET_ID = 'new';
/** Issue 16: these stay in view while the register scrolls sideways. */
export const STICKY_COLUMNS: readonly GridColumnKey[] = ['select', 'id', 'description'];
/** The narrowest a column can be dragged or keyed to, so its header and handle stay usable. */
export const MIN_COLUMN_WIDTH = 48;

/** docs/product/asset-register.md: the date picker starts this long after the asset list is displayed. */
export const DATE_PICKER_DELAY_MS = 700;

/** docs/product/states-and-permissions.md "Save success alert". 'Demoliton' is spelled as the spec and the users know it. */
export const SAVE_SUCCESS_TITLE = 'Save Success';
export const SAVED = {
  assets: 'Asset Register updated successfully.',
  demolitions: 'Demoliton Details updated successfully.',
  labels: 'Abandonment Labels updated successfully.',
} as const;

/** docs/product/rules.md#messages-and-errors "Other messages". */
export const OUTPUT_SAVED = {
  title: 'Success',
  message: 'Output Columns have been successfully updated.',
} as const;
export const DELETE_ASSETS_TITLE = 'Delete Assets';
export const DELETE_ASSETS_WARNING = 'This action cannot be undone.';
export const DELETE_SELECTED_QUESTION =
  'Are you sure you want to delete the selected assets from asset register?';
export const DELETE_ALL_QUESTION = 'Are you sure you want to delete all the assets from asset register?';

/** docs/product/rules.md#messages-and-errors "Empty lists". */
export const NO_ASSETS_MESSAGE = 'There are no assets yet.';
/** A register with assets of which none matches the search, filters, error mode or view. */
export const NO_MATCH_MESSAGE = 'No assets match.';

const RETRY_BY_EDITING = 'Your changes are kept; edit the field again to retry.';

/**
 * Error alerts, shown through failureMessage with the service's reason (issue #10). The user's typing stays in the
 * row, so they can retry by editing again.
 */
export const FAILED = {
  assetSave: { failed: 'The asset could not be saved', advice: RETRY_BY_EDITING },
  demolitionSave: { failed: 'The demolition could not be saved', advice: RETRY_BY_EDITING },
  demolitionDelete: { failed: 'The demolition could not be removed' },
  delete: { failed: 'The assets could not be deleted' },
  output: { failed: 'The output columns could not be saved' },
  labels: { failed: 'The abandonment labels could not be saved' },
  labelDelete: { failed: 'The label could not be deleted' },
  copy: { failed: 'The previous asset register could not be copied' },
} as const satisfies Record<string, FailureText>;

/**
 * Input limits of a customized depreciation rate (a percent). docs/product/rules.md names none, so the field takes what a percent
 * with four decimals needs; the rule of what a valid rate is stays the domain's (validateAsset).
 */
export const RATE_INPUT_RULES = Object.freeze({
  maxLength: 8,
  allowMinus: false,
  allowDecimalPoint: true,
  maxDecimals: 4,
  separatorsWhileTyping: false,
});
