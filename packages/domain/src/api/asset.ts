/**
 * Wire shapes of the asset register, docs/product/entities.md "Asset (model asset)" and neighbours.
 * Amounts are dollars as JSON numbers (the server converts to integer cents exactly); dates `YYYY-MM-DD` or null.
 */
import type { ExtensionFieldsOf, SpecFieldsOf } from '../assets/asset-record';
import type { CivilDate, Id } from './wire-limits';

export interface AssetCodeRef {
  id: number;
  assetCode: string;
}

export interface CodeRef {
  id: number;
  code: string;
}

export interface Demolition {
  id: Id;
  demoDate: CivilDate | null;
  /** Percent of the historical building cost removed. */
  rate: number | null;
  adjustedHistoricalCost: number | null;
  adjustedAnnualDepreciation: number | null;
  modelAsset: { id: Id; depreciationReportId: Id };
}

/**
 * The answer of a demolition write (save or delete). An asset's demolitions are cumulative (docs/tax-rules.md rule 7), so a
 * write changes the adjusted figures of its other demolitions too: the answer carries all of them, in id order.
 */
export interface DemolitionWrite {
  assetDemolitions: Demolition[];
}

export interface AbandonmentLabel {
  id: Id;
  label: string;
  depreciationReportId: Id;
  /** Extension beyond the spec (docs/tax-rules.md): lease expiry or strip-out date. */
  abandonmentDate?: CivilDate | null;
  /**
   * Extension: how many assets of the register the label links, in the label list answers only (absent on an
   * asset's label). The delete warning of docs/product/rules.md#messages-and-errors needs it, since the screen holds one page of the register.
   */
  linkedAssetCount?: number;
}

/** What each kind of field of the asset record (assets/asset-record.ts) is in an answer. */
export interface AssetAnswerKinds {
  taxCode: AssetCodeRef;
  code: CodeRef;
  text: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Dollars, exact to the cent. */
  cents: number;
  /** Percent. `sourceTaxRate` is set only for a customized rate; empty means the tax-office rate applies. */
  rate: number;
  /** `secondHand` (s40-27): null means derived from the report. */
  flag: boolean;
  /** One of the six uses of Tables 43-140 and 43-145 (docs/tax-rules.md 7.2). */
  constructionUse: string;
}

/** The record's fields as an answer has them: the spec's, and the extensions an answer may omit. */
export type AssetAnswerFields = SpecFieldsOf<AssetAnswerKinds>;
export type AssetAnswerExtensions = ExtensionFieldsOf<AssetAnswerKinds>;

/**
 * An asset as answered: its id, report and the fields of the record's declaration (assets/asset-record.ts: the
 * spec's fields, and the extensions of docs/tax-rules.md "Disposal" and issue 23, which an answer may omit), with
 * its demolitions, label and read-only flag.
 */
export interface Asset extends AssetAnswerFields, AssetAnswerExtensions {
  id: number;
  depreciationReportId: number;
  readOnly: boolean;
  assetDemolitions: Demolition[];
  abandonmentLabel: AbandonmentLabel | null;
}

export interface AssetListResponse {
  modelAssets: Asset[];
  totalPages: number;
  totalRecords: number;
  /**
   * Extension: the assets of the register whatever the search, filters or view, so the screen can tell an empty
   * register from a query that matches nothing (docs/product/asset-register.md "Delete All Assets, shown only when assets exist").
   */
  registerAssetCount?: number;
}

/** The columns the register sorts by (docs/product/asset-register.md "Sorting"); dates sort with nulls last. */
export type RegisterSortColumn =
  | 'id'
  | 'invoiceDate'
  | 'depreciationCommencementDate'
  | 'financialYearEndDate'
  | 'writtenDownValueDate';

/** docs/product/rules.md#constants-and-limits: the page sizes offered. */
export type PageSizeOption = 25 | 50 | 100 | 200;

export interface ListQuery {
  searchValue: string;
  filterValues: string[];
  pageNo: number;
  pageSize: PageSizeOption;
  sortBy: RegisterSortColumn;
  order: 'ASC' | 'DESC';
}

/** docs/product/rules.md#constants-and-limits "12 optional columns": the flag names of Manage Output, in the order of its popup. */
export type OutputColumnIdentifier =
  | 'fundCodeFlag'
  | 'propertyCodeFlag'
  | 'projectCodeFlag'
  | 'subCategoryFlag'
  | 'locationFlag'
  | 'supplierFlag'
  | 'invoiceNumberFlag'
  | 'invoiceDateFlag'
  | 'downValueFlag'
  | 'downDateFlag'
  | 'depreciationClaimFlag'
  | 'historicalBuildingCostFlag';

/** docs/product/entities.md "Output column setting". */
export interface OutputColumnSetting {
  columnIdentifier: OutputColumnIdentifier;
  display: boolean;
}

/** docs/product/entities.md "Previous asset register entry". */
export interface PreviousRegisterEntry {
  id: Id;
  endoffinyearreportdate: CivilDate | null;
  assessmentDate: CivilDate | null;
  status: string | null;
  numberOfAssets: number;
}

/** GET /depreciationCategories: codes 40, AD, 43, L, IA, R (docs/tax-rules.md). */
export interface DepreciationCategory {
  id: number;
  code: string;
  description: string;
}

/** GET /assets/all?searchValue= : one row of the firm's tax-code table. */
export interface TaxCode {
  id: number;
  assetCode: string;
  industry: string;
  subIndustry: string;
  assetGroup: string;
  asset: string;
  effectiveLifeYears: number | null;
  dateOfApplication: string | null;
  categoryCode: string | null;
  constructionType: string | null;
  /**
   * Issue 26 item 3: where the row comes from (the ruling or guide and its column), so suggestions of one asset's
   * successive determinations can be told apart.
   */
  source?: string;
}
