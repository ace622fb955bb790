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
import type { ApiFailure, CalculationsPort } from '@taxdep/domain/ports';

/**
 * The figures calls as the chosen owner sees them (issue 23 item 7): every call of the Calculations, Deductions and
 * Summary tabs, the explanation and the method comparison carries the `ownerId` of FiguresOwnerStore. The tabs'
 * stores stay as they are: the container gives them this port in place of the HTTP one.
 */
export class OwnerScopedCalculationsPort implements CalculationsPort {
  constructor(
    private readonly inner: CalculationsPort,
    private readonly owner: { readonly query: OwnerQuery },
  ) {}

  /** `query` with the chosen owner's id; as it is (even undefined) for the whole report. */
  private scoped<T extends object>(query: T | undefined): T | undefined {
    const owner = this.owner.query;
    return owner.ownerId === undefined ? query : ({ ...query, ...owner } as T);
  }

  listCalculations(reportId: number, request: CalculationsBody): Promise<CalculationsPage | null> {
    return this.inner.listCalculations(reportId, this.scoped(request) as CalculationsBody);
  }

  getCategoryReport(
    reportId: number,
    category: DeductionCategory,
    paging?: AssetLinesPaging,
  ): Promise<CategoryReportAnswer | null> {
    return this.inner.getCategoryReport(reportId, category, this.scoped(paging));
  }

  getSummary(reportId: number, paging?: SummaryQuery): Promise<SummaryAnswer | null> {
    return this.inner.getSummary(reportId, this.scoped(paging));
  }

  explainAssetYear(
    reportId: number,
    assetId: number,
    financialYear?: number,
  ): Promise<AssetYearExplanationAnswer | null> {
    return this.inner.explainAssetYear(reportId, assetId, financialYear, this.scoped<OwnerQuery>(undefined));
  }

  getMethodComparison(reportId: number): Promise<MethodComparisonAnswer | null> {
    return this.inner.getMethodComparison(reportId, this.scoped<OwnerQuery>(undefined));
  }

  /** The same assets are left out for every owner: the call carries no owner. */
  getLeftOutAssets(reportId: number): Promise<LeftOutAnswer | null> {
    return this.inner.getLeftOutAssets(reportId);
  }

  lastFailure(): ApiFailure | null {
    return this.inner.lastFailure();
  }
}
