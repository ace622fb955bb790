import type {
  AssetLinesPaging,
  AssetYearExplanationAnswer,
  CalculationsBody,
  CalculationsPage,
  CategoryReportAnswer,
  DeductionCategory,
  LeftOutAnswer,
  MethodComparisonAnswer,
  OwnerQuery,
  SummaryAnswer,
  SummaryQuery,
} from '@taxdep/domain';
import type { ApiClient, ApiFailure, CalculationsPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/**
 * CalculationsPort over the ApiClient port: the calls of the Calculations, Deductions and Summary tabs
 * (docs/product/calls.md), each typed by the contract (issue 11, ./contract-call.ts). docs/product/rules.md#messages-and-errors:
 * the ApiClient answers null for a non-success or empty answer; an answer without the lists the screens draw
 * carries no usable data and answers null too. The reason of a failure is the ApiClient's, unchanged (issue #10).
 */
export class HttpCalculationsPort implements CalculationsPort {
  constructor(private readonly api: ApiClient) {}

  async listCalculations(reportId: number, request: CalculationsBody): Promise<CalculationsPage | null> {
    // The portal always sends `calculations: true` (docs/product/calls.md); the service ignores it.
    const answer = await callApi(this.api, 'POST /depreciationReports/{id}/calculations', {
      params: { id: reportId },
      body: { ...request, calculations: true },
    });
    return answer && Array.isArray(answer.modelAssetCalcParams) ? answer : null;
  }

  async getCategoryReport(
    reportId: number,
    category: DeductionCategory,
    paging: AssetLinesPaging & OwnerQuery = {},
  ): Promise<CategoryReportAnswer | null> {
    const answer = await callApi(this.api, 'GET /depreciationReports/{id}/categoryReport', {
      params: { id: reportId },
      query: { category, ...paging },
    });
    return answer && Array.isArray(answer.categoryAsset) && Array.isArray(answer.balanceSummaryTaxFlow)
      ? answer
      : null;
  }

  async getSummary(reportId: number, paging: SummaryQuery = {}): Promise<SummaryAnswer | null> {
    const answer = await callApi(this.api, 'GET /depreciationReports/{id}/summary', {
      params: { id: reportId },
      query: paging,
    });
    return answer && Array.isArray(answer.categoryWiseAssetForSummaryTab) ? answer : null;
  }

  async explainAssetYear(
    reportId: number,
    assetId: number,
    financialYear?: number,
    owner: OwnerQuery = {},
  ): Promise<AssetYearExplanationAnswer | null> {
    const answer = await callApi(
      this.api,
      'GET /depreciationReports/{id}/calculations/{assetId}/explanation',
      {
        params: { id: reportId, assetId },
        query: financialYear === undefined ? owner : { financialYear, ...owner },
      },
    );
    return answer && Array.isArray(answer.steps) && Array.isArray(answer.events) ? answer : null;
  }

  async getMethodComparison(
    reportId: number,
    owner: OwnerQuery = {},
  ): Promise<MethodComparisonAnswer | null> {
    const answer = await callApi(this.api, 'GET /depreciationReports/{id}/methodComparison', {
      params: { id: reportId },
      query: owner,
    });
    return answer &&
      Array.isArray(answer.primeCost?.perFinancialYear) &&
      Array.isArray(answer.diminishingValue?.perFinancialYear)
      ? answer
      : null;
  }

  async getLeftOutAssets(reportId: number): Promise<LeftOutAnswer | null> {
    const answer = await callApi(this.api, 'GET /depreciationReports/{id}/leftOutAssets', {
      params: { id: reportId },
    });
    return answer && Array.isArray(answer.assets) ? answer : null;
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}
