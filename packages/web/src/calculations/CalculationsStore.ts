import type {
  CalculationRow,
  CalculationSortColumn,
  CalculationsBody,
  CalculationTotals,
  Report,
} from '@taxdep/domain';
import { type PageSize, pageSizeFromSession } from '@taxdep/domain/paging';
import { type CalculationsPort, PAGE_SIZE_SESSION_KEY, type SessionStoragePort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';
import { CALCULATIONS_FAILED, DEFAULT_CALCULATION_SORT } from './columns';

/** The register's pause before a search applies (typing on does not send a call per key). */
const SEARCH_DELAY_MS = 400;

/**
 * The Calculations tab (docs/product/calculations-deductions-summary-report.md#calculations-tab): the query (search,
 * page, page size, sort) and the page of rows the service computed for the current financial year. Paging follows
 * docs/product/rules.md#paging like the register; the page size is the session's one (`pageSize`).
 */
export class CalculationsStore {
  reportId: number | null = null;
  /** The search box text; applied after a short pause in typing, or at once on Enter. */
  searchText = '';
  appliedSearch = '';
  page = 1;
  pageSize: PageSize;
  sortBy: CalculationSortColumn = DEFAULT_CALCULATION_SORT.sortBy;
  order: 'ASC' | 'DESC' = DEFAULT_CALCULATION_SORT.order;
  rows: CalculationRow[] = [];
  totalRecords = 0;
  totalPages = 0;
  /** Issue 26 item 9: the money columns added up over every row the search finds (all pages), for the Total row. */
  totals: CalculationTotals | null = null;
  /** Bumped by each answer: what hangs on the figures (the left-out note) reads them again. */
  answers = 0;
  /** 1 July and 30 June of the current financial year, from the last answer. */
  financialYear: { start: string; end: string } | null = null;
  loading = false;
  /** The failure of the last load, with the service's reason (issue #10); null when it succeeded. */
  failure: string | null = null;
  private loadCount = 0;
  private searchTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly searchDelayMs: number;

  constructor(
    private readonly port: CalculationsPort,
    private readonly session: SessionStoragePort | null,
    options: { searchDelayMs?: number } = {},
  ) {
    this.searchDelayMs = options.searchDelayMs ?? SEARCH_DELAY_MS;
    this.pageSize = pageSizeFromSession(session?.get(PAGE_SIZE_SESSION_KEY) ?? null);
    makeAutoObservable<CalculationsStore, 'port' | 'session' | 'loadCount' | 'searchTimer' | 'searchDelayMs'>(
      this,
      {
        port: false,
        session: false,
        loadCount: false,
        searchTimer: false,
        searchDelayMs: false,
        rows: observableShallow,
      },
    );
  }

  /** Opens the tab on a report: another report starts from the default query; the page size is the session's. */
  open(report: Report): Promise<void> {
    if (this.reportId !== report.depreciationReportId) {
      this.reportId = report.depreciationReportId;
      this.resetQuery();
    }
    // The figures follow the register, which may have changed since the last visit: nothing stale is shown.
    this.rows = [];
    this.pageSize = pageSizeFromSession(this.session?.get(PAGE_SIZE_SESSION_KEY) ?? null);
    return this.load();
  }

  close(): void {
    clearTimeout(this.searchTimer);
  }

  setSearch(text: string): void {
    this.searchText = text;
    clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => void this.applySearch(), this.searchDelayMs);
  }

  applySearch(): Promise<void> {
    clearTimeout(this.searchTimer);
    if (this.searchText === this.appliedSearch) return Promise.resolve();
    this.appliedSearch = this.searchText;
    this.page = 1;
    return this.load();
  }

  /** docs/product/asset-register.md "sortable columns": each click toggles ascending and descending, from page 1. */
  toggleSort(column: CalculationSortColumn): Promise<void> {
    this.order = this.sortBy === column && this.order === 'ASC' ? 'DESC' : 'ASC';
    this.sortBy = column;
    this.page = 1;
    return this.load();
  }

  goToPage(page: number): Promise<void> {
    if (page < 1 || (this.totalPages > 0 && page > this.totalPages) || page === this.page) {
      return Promise.resolve();
    }
    this.page = page;
    return this.load();
  }

  /** docs/product/rules.md#constants-and-limits: the page size is remembered for the session. */
  setPageSize(size: PageSize): Promise<void> {
    this.pageSize = size;
    this.session?.set(PAGE_SIZE_SESSION_KEY, String(size));
    this.page = 1;
    return this.load();
  }

  get request(): CalculationsBody {
    return {
      searchValue: this.appliedSearch,
      pageNo: this.page,
      pageSize: this.pageSize,
      sortBy: this.sortBy,
      order: this.order,
    };
  }

  /** Loads the page; only the answer to the latest request is shown (a slow answer never overwrites a newer one). */
  async load(): Promise<void> {
    const reportId = this.reportId;
    if (reportId === null) return;
    this.loadCount += 1;
    const mine = this.loadCount;
    this.loading = true;
    const answer = await this.port.listCalculations(reportId, this.request);
    // Read right after the awaited call, as the port says (issue #10).
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      if (mine !== this.loadCount) return;
      this.loading = false;
      this.rows = answer?.modelAssetCalcParams ?? [];
      this.totalRecords = answer?.totalRecords ?? 0;
      this.totalPages = answer?.totalPages ?? 0;
      this.totals = answer?.totals ?? null;
      this.answers += 1;
      this.financialYear = answer ? { start: answer.calcFYStartDate, end: answer.calcFYEndDate } : null;
      this.failure = answer ? null : failureMessage({ failed: CALCULATIONS_FAILED }, failure);
    });
  }

  private resetQuery(): void {
    clearTimeout(this.searchTimer);
    this.searchText = '';
    this.appliedSearch = '';
    this.page = 1;
    this.sortBy = DEFAULT_CALCULATION_SORT.sortBy;
    this.order = DEFAULT_CALCULATION_SORT.order;
  }
}
