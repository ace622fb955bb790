/**
 * Wire shapes of the asset register, docs/product/entities.md "Asset (model asset)" and neighbours.
 * Amounts are dollars as JSON numbers (the server converts to integer cents exactly); dates `YYYY-MM-DD` or null.
 */
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

export interface Asset {
  id: number;
  depreciationReportId: number;
  assetCode: AssetCodeRef | null;
  depreciationCategory: CodeRef | null;
  depreciationMethod: CodeRef | null;
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
  financialYearEndDate: string | null;
  originalCost: number | null;
  writtenDownValue: number | null;
  writtenDownValueDate: string | null;
  /** Percent. */
  depreciationRate: number | null;
  /** Set only for a customized rate; empty means the tax-office rate applies. */
  sourceTaxRate: number | null;
  annualDepreciationClaim: number | null;
  historicalBuildingCost: number | null;
  readOnly: boolean;
  assetDemolitions: Demolition[];
  abandonmentLabel: AbandonmentLabel | null;
  /** Extension (docs/tax-rules.md "Disposal"). */
  disposalDate?: string | null;
  terminationValue?: number | null;
  /** Extension (issue 23): items of one set share a name; the $300 test of s40-80(2) costs a set together. */
  setName?: string | null;
  /** Extension (issue 23): not new when the owner acquired it (s40-27); null: derived from the report. */
  secondHand?: boolean | null;
  /** Extension (issue 23), capital works: when construction began and was completed, and its use (tax-rules.md 7.2). */
  constructionStartDate?: string | null;
  constructionCompletionDate?: string | null;
  constructionUse?: string | null;
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
}
