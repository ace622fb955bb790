/**
 * Requests and answers of the asset register's listing, save and delete calls (issue 11: declared once, here; the
 * service's schemas are generated from them, docs/api.md "Asset register"). Bounds are the aliases of ./wire-limits.
 */
import type { ExtensionFieldsOf, SpecFieldsOf } from '../assets/asset-record';
import type { Asset, PageSizeOption, RegisterSortColumn } from './asset';
import type {
  CivilDate,
  CodeText,
  Count,
  Dollars,
  Id,
  NewOrId,
  Percent,
  SearchText,
  Text,
} from './wire-limits';

/** The paging, sort and views a register listing takes, as query or body; absent means the default. */
export interface RegisterListControls {
  /**
   * 1-based; a page beyond the last answers an empty list with the totals.
   * @default 1
   */
  pageNo?: Id;
  /** @default 50 */
  pageSize?: PageSizeOption;
  /** @default "id" */
  sortBy?: RegisterSortColumn;
  /** @default "ASC" */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc';
  /** Error mode: only rows with errors (validateAsset). */
  alerts?: boolean;
  /** Demolition view: only assets with demolitions. */
  demolition?: boolean;
}

/** Query of GET …/modelAssets and …/abandonment-assets (no tax-code filter). */
export interface RegisterListQuery extends RegisterListControls {
  /** Sent by the portal; must be false here (the calculations have their own call). */
  calculations?: boolean;
  searchValue?: SearchText;
}

/** @maxItems 1000 */
export type TaxCodeFilter = CodeText[];

/** Body of POST …/modelAssets/all and …/abandonment-assets/all. */
export interface RegisterListBody extends RegisterListControls {
  /**
   * Case-insensitive substring of description, tax code, asset id, fund/property/project code, location, supplier
   * or invoice number.
   */
  searchValue?: SearchText | null;
  /** Tax codes (from …/modelAssets/all/assetcodes); empty = no filter. */
  filterValues?: TaxCodeFilter | null;
}

/** An asset of a listing or a save's answer, with the stored verdict of validateAsset. */
export interface RegisterAsset extends Asset {
  /** Extension: the stored verdict of validateAsset (docs/product/rules.md); null until judged. */
  hasErrors: boolean | null;
}

export interface RegisterPage {
  modelAssets: RegisterAsset[];
  totalPages: Count;
  /** The rows the query matches. */
  totalRecords: Count;
  /** Extension: every asset of the register, whatever the query (an empty register vs no match). */
  registerAssetCount: Count;
}

/** A tax code by id, or by code when id is 0. */
export interface TaxCodeInput {
  id: NewOrId;
  assetCode: CodeText;
}

/** A category or method by id, or by code when id is 0. */
export interface ReferenceInput {
  id: NewOrId;
  code?: CodeText;
}

/** What each kind of field of the asset record (assets/asset-record.ts) is in a save's body. */
export interface AssetSaveKinds {
  taxCode: TaxCodeInput;
  code: ReferenceInput;
  text: Text;
  date: CivilDate;
  /** Dollars with at most two decimals. */
  cents: Dollars;
  /** Percent. `depreciationRate` and method PC's `annualDepreciationClaim` are set by the service. */
  rate: Percent;
  /** `secondHand`: null = derived from the report. */
  flag: boolean;
  /** One of the six uses of Tables 43-140 and 43-145; null = the tax code's construction type. */
  constructionUse: Text;
}

/**
 * The fields of an asset a save writes (the record's declaration, assets/asset-record.ts); each absent one reads as
 * empty. Amounts in dollars, rates in percent.
 */
export interface AssetSaveFields extends AssetSaveSpecFields, AssetSaveExtensions {
  /** Absent, null or 0 adds a new asset. */
  id?: NewOrId | null;
  depreciationReportId?: Id;
  /** Set by the service; ignored on save. */
  readOnly?: boolean;
}
export type AssetSaveSpecFields = Partial<SpecFieldsOf<AssetSaveKinds>>;
export type AssetSaveExtensions = ExtensionFieldsOf<AssetSaveKinds>;

/** Body of POST /depreciationReports/modelAssets: add (no id) or save one asset. */
export interface AssetSaveBody extends AssetSaveFields {
  depreciationReportId: Id;
  /** Ignored: demolitions are saved with …/demolitionDates. */
  assetDemolitions?: unknown[];
  /** Ignored: labels are mapped with …/model-abandonment-label. */
  abandonmentLabel?: object | null;
  /**
   * Extension: the asset as this client last read it. With it, only the fields the client changed since are
   * written over the stored row, so a concurrent change to another field is kept; without it the body is written
   * whole (last writer wins).
   */
  base?: AssetSaveFields | null;
}

/** @maxItems 100000 */
export type AssetIds = Id[];

/** Body of POST …/modelAssets/deleteAll: `{ ids }`, or a bare array of ids. */
export type AssetDeleteSelection = { ids: AssetIds } | AssetIds;

export interface AssetDeleteAnswer {
  deletedCount: Count;
  /** The deleted ids (selection only; delete-all answers the count). */
  deletedIds?: Id[];
  /** Read-only assets that were kept (delete-all only: a selection with one is refused). */
  readOnlyIds: Id[];
  /** Asked for, but not an asset of this report (selection only). */
  notFoundIds?: Id[];
  message: string;
}
