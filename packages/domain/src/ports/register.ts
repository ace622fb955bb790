import type {
  AbandonmentLabel,
  Asset,
  AssetListResponse,
  Demolition,
  DemolitionWrite,
  DepreciationCategory,
  ListQuery,
  OutputColumnSetting,
  PreviousRegisterEntry,
  TaxCode,
} from '../api/asset';
import type { DepreciationMethod } from '../api/report';
import type {
  DemolitionSave,
  DepreciationRateAnswer,
  DepreciationRateRequest,
  LabelMappingRequest,
} from '../api/requests';
import type { ApiFailure } from './api-client';

// The bodies of these calls are the contract's (issue 11), re-exported where the ports always offered them.
export type { DemolitionSave, DepreciationRateAnswer, DepreciationRateRequest, LabelMappingRequest };

/**
 * Body of POST /depreciationReports/{id}/modelAssets/all and .../abandonment-assets/all (docs/product/entities.md "List query",
 * docs/product/calls.md): `alerts` asks for error mode (only rows with errors), `demolition` for the demolition view.
 */
export interface AssetListRequest extends ListQuery {
  alerts: boolean;
  demolition: boolean;
}

/**
 * An asset as POST /depreciationReports/modelAssets receives it (docs/product/calls.md "adds or saves an asset"): the full asset,
 * amounts as dollars with commas stripped. A new asset is sent without `id`; the answer carries the id given.
 */
export type AssetSave = Omit<Asset, 'id'> & { id?: number };

/**
 * A label as the Manage Abandonment Label dialog saves it; a new label has no id yet. Stricter than the contract's
 * AbandonmentLabelInput (the dialog always knows the report), which the adapter holds it to.
 */
export type AbandonmentLabelSave = Omit<AbandonmentLabel, 'id'> & { id?: number };

/**
 * The asset register calls of docs/product/calls.md. docs/product/rules.md#messages-and-errors: a failed call (non-success or no data) answers null, or false for
 * the calls whose answer carries nothing the caller uses; no method throws. `lastFailure()` says why, read as
 * ApiClient describes (right after the awaited call, issue #10).
 */
export interface AssetRegisterPort {
  /** POST /depreciationReports/{id}/modelAssets/all. */
  listAssets(reportId: number, request: AssetListRequest): Promise<AssetListResponse | null>;
  /** POST /depreciationReports/{id}/abandonment-assets/all. */
  listAbandonmentAssets(reportId: number, request: AssetListRequest): Promise<AssetListResponse | null>;
  /** GET /depreciationReports/{id}/modelAssets/all/assetcodes: the tax codes of the filter popup. */
  getAssetCodes(reportId: number): Promise<string[] | null>;
  /**
   * POST /depreciationReports/modelAssets: the saved asset. `base` is the asset as this client last read it, so
   * the service writes only the fields changed since and keeps what someone else changed meanwhile.
   */
  saveAsset(asset: AssetSave, base?: Asset): Promise<Asset | null>;
  /** POST /depreciationReports/{id}/modelAssets/deleteAll with {ids}. */
  deleteAssets(reportId: number, ids: readonly number[]): Promise<boolean>;
  /** DELETE /depreciationReports/modelAssets/all/{id}. */
  deleteAllAssets(reportId: number): Promise<boolean>;
  /** POST /depreciationRate. */
  getDepreciationRate(request: DepreciationRateRequest): Promise<DepreciationRateAnswer | null>;
  /** GET /depreciationCategories. */
  getCategories(): Promise<DepreciationCategory[] | null>;
  /** GET /depreciationMethods. */
  getMethods(): Promise<DepreciationMethod[] | null>;
  /** GET /assets/all?searchValue= (tax code suggestions). */
  searchTaxCodes(searchValue: string): Promise<TaxCode[] | null>;
  /**
   * POST /depreciationReports/modelAssets/demolitionDates: the saved demolition with its adjusted figures, and
   * every demolition of the asset with theirs (a write moves the cumulative figures of the others).
   */
  saveDemolition(demolition: DemolitionSave): Promise<(Demolition & DemolitionWrite) | null>;
  /** DELETE /depreciationReports/{id}/modelAssets/assetDemolitions/{demolitionId}: the asset's remaining ones. */
  deleteDemolition(reportId: number, demolitionId: number): Promise<DemolitionWrite | null>;
  /** GET /depreciation-reports/{id}/model-asset-display-flags. */
  getOutputColumns(reportId: number): Promise<OutputColumnSetting[] | null>;
  /** POST /depreciation-reports/model-asset-display-flags. */
  saveOutputColumns(reportId: number, columns: readonly OutputColumnSetting[]): Promise<boolean>;
  /** GET /depreciationReports/{id}/abandonment-label. */
  getLabels(reportId: number): Promise<AbandonmentLabel[] | null>;
  /** POST /depreciationReports/abandonment-label: the labels as saved (with ids). */
  saveLabels(labels: readonly AbandonmentLabelSave[]): Promise<AbandonmentLabel[] | null>;
  /** DELETE /depreciationReports/abandonment-label/{id}. */
  deleteLabel(labelId: number): Promise<boolean>;
  /** POST .../model-abandonment-label: the answer text ('Successfully Mapped', 'Label Unmapped', else failure). */
  mapLabel(request: LabelMappingRequest): Promise<string | null>;
  /** GET /depreciationReports/{id}/previousAssetRegisters: earlier registers of the same property. */
  getPreviousRegisters(reportId: number): Promise<PreviousRegisterEntry[] | null>;
  /** POST /depreciationReports/{id}/copyAssetRegister with {sourceReportId}. */
  copyRegister(reportId: number, sourceReportId: number): Promise<{ copiedAssets: number } | null>;
  /** Why the call that settled last failed; null when it succeeded or its answer was merely unusable. */
  lastFailure(): ApiFailure | null;
}

/** docs/product/rules.md#constants-and-limits: the page size is remembered for the session under this session-storage key. */
export const PAGE_SIZE_SESSION_KEY = 'pageSize';
