import type {
  AssetLinesPaging,
  AssetYearExplanationAnswer,
  CalculationRow,
  CalculationsBody,
  CalculationsPage,
  CalculationTotals,
  CategoryReportAnswer,
  DeductionCategory,
  LeftOutAnswer,
  MethodComparisonAnswer,
  SummaryAnswer,
} from '@taxdep/domain';
import type { ApiFailure, CalculationsPort } from '@taxdep/domain/ports';
import { explanationAnswer, methodComparisonAnswer } from './explanation-fixtures';
import { deductionAnswer, summaryAnswer, taxFlowAnswer } from './fixtures';

export const REPORT_ID = 7;

/** A calculated asset of report 7; tests override what they need. Dollars as on the wire. */
export function makeCalculationRow(id: number, overrides: Partial<CalculationRow> = {}): CalculationRow {
  return {
    id,
    assetCode: `A${String(id).padStart(4, '0')}`,
    depreciationCategory: '40',
    description: `Asset ${id}`,
    originalCost: 1000 * id + 0.5,
    depreciationMethod: 'DV',
    depreciationRate: 18.75,
    effectiveLife: 10.67,
    openingWrittenDownValue: 900 * id,
    additions: 0,
    depreciation: 123456.5,
    balancingAdjustment: -20,
    closingWrittenDownValue: 800 * id,
    depreciationClaimToDate: 200 * id,
    ...overrides,
  };
}

export function manyCalculationRows(count: number): CalculationRow[] {
  return Array.from({ length: count }, (_, k) => makeCalculationRow(k + 1));
}

type Method = Exclude<keyof CalculationsPort, 'lastFailure'>;

/**
 * An in-memory service for the three tabs: searches, sorts and pages the Calculations rows as the contract says
 * (docs/product/calls.md), answers each Deductions view and the Summary, and fails the calls named in `failing`
 * with `refusal` as the reason (issue #10). `hold()` keeps the answers back until `release()`, for the loading state.
 */
export class FakeCalculationsPort implements CalculationsPort {
  rows: CalculationRow[];
  reports: Partial<Record<DeductionCategory, CategoryReportAnswer>> = {
    DiminishingValue: taxFlowAnswer(),
    '40': deductionAnswer('40'),
    L: deductionAnswer('L'),
    CapitalWorks: deductionAnswer('CapitalWorks'),
    Abandonment: deductionAnswer('Abandonment'),
    IA: deductionAnswer('IA'),
    R: deductionAnswer('R'),
  };
  summary: SummaryAnswer = summaryAnswer();
  comparison: MethodComparisonAnswer = methodComparisonAnswer();
  /** Issue 26 item 5: the assets the figures leave out (none unless a test sets them). */
  leftOut: LeftOutAnswer = { count: 0, assets: [] };
  /** The assets whose explanation was asked for, in order. */
  readonly explained: number[] = [];
  readonly failing = new Set<Method>();
  refusal: ApiFailure | null = null;
  readonly requests: CalculationsBody[] = [];
  readonly categories: DeductionCategory[] = [];
  /** The paging of each Deductions and Summary call, in order. */
  readonly pagings: (AssetLinesPaging | undefined)[] = [];
  private failure: ApiFailure | null = null;
  private held: (() => void)[] | null = null;

  constructor(rows: CalculationRow[] = [makeCalculationRow(1), makeCalculationRow(2)]) {
    this.rows = rows;
  }

  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const go of waiting) go();
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }

  async listCalculations(_reportId: number, request: CalculationsBody): Promise<CalculationsPage | null> {
    this.requests.push(request);
    if (!(await this.answers('listCalculations'))) return null;
    const term = (request.searchValue ?? '').toLowerCase();
    const found = this.rows.filter((row) =>
      [row.id, row.assetCode, row.depreciationCategory, row.description, row.depreciationMethod].some(
        (value) =>
          String(value ?? '')
            .toLowerCase()
            .includes(term),
      ),
    );
    const sortBy = request.sortBy ?? 'id';
    const sign = (request.order ?? 'ASC').toUpperCase() === 'DESC' ? -1 : 1;
    found.sort((a, b) => sign * compare(a[sortBy], b[sortBy]));
    const size = request.pageSize ?? 50;
    const page = request.pageNo ?? 1;
    return {
      modelAssetCalcParams: found.slice((page - 1) * size, page * size),
      totalRecords: found.length,
      totalPages: Math.ceil(found.length / size),
      calcFYStartDate: '2024-07-01',
      calcFYEndDate: '2025-06-30',
      totals: totalsOf(found),
    };
  }

  async getCategoryReport(
    _reportId: number,
    category: DeductionCategory,
    paging?: AssetLinesPaging,
  ): Promise<CategoryReportAnswer | null> {
    this.categories.push(category);
    this.pagings.push(paging);
    if (!(await this.answers('getCategoryReport'))) return null;
    return this.reports[category] ?? null;
  }

  async getSummary(_reportId: number, paging?: AssetLinesPaging): Promise<SummaryAnswer | null> {
    this.pagings.push(paging);
    if (!(await this.answers('getSummary'))) return null;
    return this.summary;
  }

  async explainAssetYear(_reportId: number, assetId: number): Promise<AssetYearExplanationAnswer | null> {
    this.explained.push(assetId);
    if (!(await this.answers('explainAssetYear'))) return null;
    return explanationAnswer(assetId);
  }

  async getMethodComparison(_reportId: number): Promise<MethodComparisonAnswer | null> {
    if (!(await this.answers('getMethodComparison'))) return null;
    return this.comparison;
  }

  /**
   * Answered at once, never held: the note's call settles on its own, as an HTTP call does, so it never stands
   * between a held call and the reading of its failure (ApiClient's lastFailure).
   */
  async getLeftOutAssets(_reportId: number): Promise<LeftOutAnswer | null> {
    if (this.failing.has('getLeftOutAssets')) return null;
    return this.leftOut;
  }

  /** Waits while held, then says whether the call succeeds; sets the reason read right after it. */
  private async answers(method: Method): Promise<boolean> {
    if (this.held) await new Promise<void>((resolve) => this.held?.push(resolve));
    const fails = this.failing.has(method);
    this.failure = fails ? this.refusal : null;
    return !fails;
  }
}

/** The money columns added up over every row found (all pages), as the service answers them (issue 26 item 9). */
function totalsOf(rows: readonly CalculationRow[]): CalculationTotals {
  const sum = (field: keyof CalculationTotals) =>
    rows.reduce((cents, row) => cents + Math.round((row[field] ?? 0) * 100), 0) / 100;
  return {
    originalCost: sum('originalCost'),
    openingWrittenDownValue: sum('openingWrittenDownValue'),
    additions: sum('additions'),
    depreciation: sum('depreciation'),
    balancingAdjustment: sum('balancingAdjustment'),
    closingWrittenDownValue: sum('closingWrittenDownValue'),
    depreciationClaimToDate: sum('depreciationClaimToDate'),
  };
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}
