import type {
  AbandonmentLabel,
  Asset,
  AssetListResponse,
  Demolition,
  DemolitionWrite,
  DepreciationCategory,
  DepreciationMethod,
  OutputColumnSetting,
  PreviousRegisterEntry,
  TaxCode,
} from '@taxdep/domain';
import { EDITABLE_ASSET_FIELDS } from '@taxdep/domain/assets';
import type {
  AbandonmentLabelSave,
  ApiClient,
  ApiFailure,
  AssetListRequest,
  AssetRegisterPort,
  AssetSave,
  DemolitionSave,
  DepreciationRateAnswer,
  DepreciationRateRequest,
  LabelMappingRequest,
} from '@taxdep/domain/ports';

/**
 * AssetRegisterPort over the ApiClient port (no axios here): the asset register calls of spec 7, one to one.
 * Paths are relative to the versioned API base (`/api/v1`) that the ApiClient carries. Spec 8: the ApiClient
 * answers null for a non-success or empty answer; list calls also answer null for something not a list. The
 * reason of a failure is the ApiClient's, unchanged (issue #10).
 */
export class HttpAssetRegisterPort implements AssetRegisterPort {
  constructor(private readonly api: ApiClient) {}

  async listAssets(reportId: number, request: AssetListRequest): Promise<AssetListResponse | null> {
    return listResponseOrNull(
      await this.api.post<AssetListResponse>(`/depreciationReports/${reportId}/modelAssets/all`, request),
    );
  }

  async listAbandonmentAssets(
    reportId: number,
    request: AssetListRequest,
  ): Promise<AssetListResponse | null> {
    return listResponseOrNull(
      await this.api.post<AssetListResponse>(
        `/depreciationReports/${reportId}/abandonment-assets/all`,
        request,
      ),
    );
  }

  async getAssetCodes(reportId: number): Promise<string[] | null> {
    return listOrNull(
      await this.api.get<string[]>(`/depreciationReports/${reportId}/modelAssets/all/assetcodes`),
    );
  }

  saveAsset(asset: AssetSave, base?: Asset): Promise<Asset | null> {
    // The base carries only the merged fields (docs/api.md "Saving an asset"): demolitions stay at home.
    const body = base ? { ...asset, base: editableFieldsOf(base) } : asset;
    return this.api.post<Asset>('/depreciationReports/modelAssets', body);
  }

  async deleteAssets(reportId: number, ids: readonly number[]): Promise<boolean> {
    const answer = await this.api.post(`/depreciationReports/${reportId}/modelAssets/deleteAll`, { ids });
    return answer !== null;
  }

  async deleteAllAssets(reportId: number): Promise<boolean> {
    return (await this.api.delete(`/depreciationReports/modelAssets/all/${reportId}`)) !== null;
  }

  getDepreciationRate(request: DepreciationRateRequest): Promise<DepreciationRateAnswer | null> {
    return this.api.post<DepreciationRateAnswer>('/depreciationRate', request);
  }

  async getCategories(): Promise<DepreciationCategory[] | null> {
    return listOrNull(await this.api.get<DepreciationCategory[]>('/depreciationCategories'));
  }

  async getMethods(): Promise<DepreciationMethod[] | null> {
    return listOrNull(await this.api.get<DepreciationMethod[]>('/depreciationMethods'));
  }

  async searchTaxCodes(searchValue: string): Promise<TaxCode[] | null> {
    return listOrNull(await this.api.get<TaxCode[]>('/assets/all', { searchValue }));
  }

  saveDemolition(demolition: DemolitionSave): Promise<(Demolition & DemolitionWrite) | null> {
    return this.api.post<Demolition & DemolitionWrite>(
      '/depreciationReports/modelAssets/demolitionDates',
      demolition,
    );
  }

  deleteDemolition(reportId: number, demolitionId: number): Promise<DemolitionWrite | null> {
    const path = `/depreciationReports/${reportId}/modelAssets/assetDemolitions/${demolitionId}`;
    return this.api.delete<DemolitionWrite>(path);
  }

  async getOutputColumns(reportId: number): Promise<OutputColumnSetting[] | null> {
    // The service answers each flag by name and the same as a `columns` list (docs/api.md "Asset register").
    const answer = await this.api.get<{ columns: OutputColumnSetting[] }>(
      `/depreciation-reports/${reportId}/model-asset-display-flags`,
    );
    return listOrNull(answer?.columns ?? null);
  }

  async saveOutputColumns(reportId: number, columns: readonly OutputColumnSetting[]): Promise<boolean> {
    const body = { depreciationReportId: reportId, columns };
    return (await this.api.post('/depreciation-reports/model-asset-display-flags', body)) !== null;
  }

  async getLabels(reportId: number): Promise<AbandonmentLabel[] | null> {
    const answer = await this.api.get<{ abandonmentLabel: AbandonmentLabel[] }>(
      `/depreciationReports/${reportId}/abandonment-label`,
    );
    return listOrNull(answer?.abandonmentLabel ?? null);
  }

  async saveLabels(labels: readonly AbandonmentLabelSave[]): Promise<AbandonmentLabel[] | null> {
    const answer = await this.api.post<AbandonmentLabel[] | { abandonmentLabel: AbandonmentLabel[] }>(
      '/depreciationReports/abandonment-label',
      labels,
    );
    // The answer shape is not shown in spec 7; the list or the GET's {abandonmentLabel} wrapper are both read.
    return listOrNull(Array.isArray(answer) ? answer : (answer?.abandonmentLabel ?? null));
  }

  async deleteLabel(labelId: number): Promise<boolean> {
    return (await this.api.delete(`/depreciationReports/abandonment-label/${labelId}`)) !== null;
  }

  async mapLabel(request: LabelMappingRequest): Promise<string | null> {
    const answer = await this.api.post<unknown>(
      '/depreciationReports/modelAssets/model-abandonment-label',
      request,
    );
    return typeof answer === 'string' ? answer : null;
  }

  async getPreviousRegisters(reportId: number): Promise<PreviousRegisterEntry[] | null> {
    return listOrNull(
      await this.api.get<PreviousRegisterEntry[]>(`/depreciationReports/${reportId}/previousAssetRegisters`),
    );
  }

  async copyRegister(reportId: number, sourceReportId: number): Promise<{ copiedAssets: number } | null> {
    const answer = await this.api.post<{ copiedAssets: number }>(
      `/depreciationReports/${reportId}/copyAssetRegister`,
      { sourceReportId },
    );
    return answer && typeof answer.copiedAssets === 'number' ? answer : null;
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}

function listOrNull<T>(answer: T[] | null): T[] | null {
  return Array.isArray(answer) ? answer : null;
}

/** A list answer without its rows carries no usable data (spec 8). */
function listResponseOrNull(answer: AssetListResponse | null): AssetListResponse | null {
  return answer && Array.isArray(answer.modelAssets) ? answer : null;
}

function editableFieldsOf(asset: Asset): Partial<Asset> {
  return Object.fromEntries(
    EDITABLE_ASSET_FIELDS.filter((field) => field in asset).map((field) => [field, asset[field]]),
  );
}
