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
import { changedFieldsSave } from '@taxdep/domain/assets';
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
import { callApi } from './contract-call';

/**
 * AssetRegisterPort over the ApiClient port (no axios here): the asset register calls of docs/product/calls.md, one to one.
 * Every call is typed by the contract (issue 11, ./contract-call.ts). Paths are relative to the versioned API base (`/api/v1`) that the ApiClient carries. docs/product/rules.md#messages-and-errors: the ApiClient
 * answers null for a non-success or empty answer; list calls also answer null for something not a list. The
 * reason of a failure is the ApiClient's, unchanged (issue #10).
 */
export class HttpAssetRegisterPort implements AssetRegisterPort {
  constructor(private readonly api: ApiClient) {}

  async listAssets(reportId: number, request: AssetListRequest): Promise<AssetListResponse | null> {
    return listResponseOrNull(
      await callApi(this.api, 'POST /depreciationReports/{id}/modelAssets/all', {
        params: { id: reportId },
        body: request,
      }),
    );
  }

  async listAbandonmentAssets(
    reportId: number,
    request: AssetListRequest,
  ): Promise<AssetListResponse | null> {
    return listResponseOrNull(
      await callApi(this.api, 'POST /depreciationReports/{id}/abandonment-assets/all', {
        params: { id: reportId },
        body: request,
      }),
    );
  }

  async getAssetCodes(reportId: number): Promise<string[] | null> {
    return listOrNull(
      await callApi(this.api, 'GET /depreciationReports/{id}/modelAssets/all/assetcodes', {
        params: { id: reportId },
      }),
    );
  }

  saveAsset(asset: AssetSave, base?: Asset): Promise<Asset | null> {
    // Issue 26 item 7: a save of a stored row carries only the fields the user changed and their base (what this
    // client last read of them), so nothing else is written again (docs/api.md "Saving an asset").
    const body = base ? changedFieldsBody(asset, base) : asset;
    return callApi(this.api, 'POST /depreciationReports/modelAssets', { body });
  }

  async deleteAssets(reportId: number, ids: readonly number[]): Promise<boolean> {
    const answer = await callApi(this.api, 'POST /depreciationReports/{id}/modelAssets/deleteAll', {
      params: { id: reportId },
      body: { ids: [...ids] },
    });
    return answer !== null;
  }

  async deleteAllAssets(reportId: number): Promise<boolean> {
    const call = 'DELETE /depreciationReports/modelAssets/all/{id}';
    return (await callApi(this.api, call, { params: { id: reportId } })) !== null;
  }

  getDepreciationRate(request: DepreciationRateRequest): Promise<DepreciationRateAnswer | null> {
    return callApi(this.api, 'POST /depreciationRate', { body: request });
  }

  async getCategories(): Promise<DepreciationCategory[] | null> {
    return listOrNull(await callApi(this.api, 'GET /depreciationCategories'));
  }

  async getMethods(): Promise<DepreciationMethod[] | null> {
    return listOrNull(await callApi(this.api, 'GET /depreciationMethods'));
  }

  async searchTaxCodes(searchValue: string): Promise<TaxCode[] | null> {
    return listOrNull(await callApi(this.api, 'GET /assets/all', { query: { searchValue } }));
  }

  saveDemolition(demolition: DemolitionSave): Promise<(Demolition & DemolitionWrite) | null> {
    return callApi(this.api, 'POST /depreciationReports/modelAssets/demolitionDates', { body: demolition });
  }

  deleteDemolition(reportId: number, demolitionId: number): Promise<DemolitionWrite | null> {
    return callApi(this.api, 'DELETE /depreciationReports/{id}/modelAssets/assetDemolitions/{demolitionId}', {
      params: { id: reportId, demolitionId },
    });
  }

  async getOutputColumns(reportId: number): Promise<OutputColumnSetting[] | null> {
    // The service answers each flag by name and the same as a `columns` list (docs/api.md "Asset register").
    const answer = await callApi(this.api, 'GET /depreciation-reports/{id}/model-asset-display-flags', {
      params: { id: reportId },
    });
    return listOrNull(answer?.columns ?? null);
  }

  async saveOutputColumns(reportId: number, columns: readonly OutputColumnSetting[]): Promise<boolean> {
    const body = { depreciationReportId: reportId, columns: [...columns] };
    return (
      (await callApi(this.api, 'POST /depreciation-reports/model-asset-display-flags', { body })) !== null
    );
  }

  async getLabels(reportId: number): Promise<AbandonmentLabel[] | null> {
    const answer = await callApi(this.api, 'GET /depreciationReports/{id}/abandonment-label', {
      params: { id: reportId },
    });
    return listOrNull(answer?.abandonmentLabel ?? null);
  }

  async saveLabels(labels: readonly AbandonmentLabelSave[]): Promise<AbandonmentLabel[] | null> {
    const answer = await callApi(this.api, 'POST /depreciationReports/abandonment-label', {
      body: [...labels],
    });
    return listOrNull(answer?.abandonmentLabel ?? null);
  }

  async deleteLabel(labelId: number): Promise<boolean> {
    const call = 'DELETE /depreciationReports/abandonment-label/{id}';
    return (await callApi(this.api, call, { params: { id: labelId } })) !== null;
  }

  async mapLabel(request: LabelMappingRequest): Promise<string | null> {
    const answer: unknown = await callApi(
      this.api,
      'POST /depreciationReports/modelAssets/model-abandonment-label',
      {
        body: request,
      },
    );
    // The answer is text (text/plain); anything else carries no usable data (docs/product/rules.md#messages-and-errors).
    return typeof answer === 'string' ? answer : null;
  }

  async getPreviousRegisters(reportId: number): Promise<PreviousRegisterEntry[] | null> {
    return listOrNull(
      await callApi(this.api, 'GET /depreciationReports/{id}/previousAssetRegisters', {
        params: { id: reportId },
      }),
    );
  }

  async copyRegister(reportId: number, sourceReportId: number): Promise<{ copiedAssets: number } | null> {
    const answer = await callApi(this.api, 'POST /depreciationReports/{id}/copyAssetRegister', {
      params: { id: reportId },
      body: { sourceReportId },
    });
    return answer && typeof answer.copiedAssets === 'number' ? answer : null;
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}

function listOrNull<T>(answer: T[] | null): T[] | null {
  return Array.isArray(answer) ? answer : null;
}

/** A list answer without its rows carries no usable data (docs/product/rules.md#messages-and-errors). */
function listResponseOrNull(answer: AssetListResponse | null): AssetListResponse | null {
  return answer && Array.isArray(answer.modelAssets) ? answer : null;
}

function changedFieldsBody(asset: AssetSave, base: Asset) {
  const changed = changedFieldsSave(base, asset);
  return {
    id: asset.id ?? base.id,
    depreciationReportId: asset.depreciationReportId,
    ...changed.edits,
    base: changed.base,
  };
}
