import type {
  AdminReportRole,
  FundSummary,
  ReportKind,
  ReportListEntry,
  ReportListQuery,
  ReportListSortColumn,
  ReportStatusOption,
} from '@taxdep/domain';
import { type PageSize, pageSizeFromSession } from '@taxdep/domain/paging';
import {
  type FileSaverPort,
  PAGE_SIZE_SESSION_KEY,
  type PortalPort,
  type SessionStoragePort,
} from '@taxdep/domain/ports';
import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';
import { PDF_MESSAGES } from './pdf-messages';

/** A pause before a search applies, so typing does not send a call per key (as the register's search). */
const SEARCH_DELAY_MS = 400;

export const PORTAL_LIST_FAILED = 'The reports could not be loaded';
export const NO_REPORTS_MESSAGE = 'No reports match.';
/** Issue 26 item 12: a checker's empty "Waiting for me". */
export const NOTHING_WAITING_MESSAGE = 'Nothing is waiting for your check.';
/** The status a report waits in for its checker (the reference list's name, docs/product/states-and-permissions.md). */
export const QA_REVIEW_STATUS = 'QA Review';
/** The count needs one line: the answer's total is the count. */
const COUNT_QUERY = { pageNo: 1, pageSize: 25 } as const;
export const REGISTER_DOWNLOAD_FAILED = 'The asset register could not be downloaded';
/**
 * Which list the portal shows: the signed-in user's work, what waits for their check (issue 26 item 12: the
 * reports in QA Review they check), or every report of one fund.
 */
export type PortalList = { kind: 'mine' } | { kind: 'waiting' } | { kind: 'fund'; fundId: number };

/**
 * The main portal (docs/product/main-portal.md): "my work" as the landing list, or a fund's reports, with search,
 * status, kind, EOFY date and fund filters, sort and paging; and the downloads of a listed report (a depreciation
 * report's register CSV and PDF, a capex forecast's or a reinstatement cost assessment's PDF).
 */
export class PortalStore {
  list: PortalList = { kind: 'mine' };
  funds: FundSummary[] = [];
  statuses: ReportStatusOption[] = [];
  searchText = '';
  appliedSearch = '';
  statusId: number | null = null;
  eofyReportDate = '';
  /** Only reports of this kind (issue 27's `reportKind=`; issue 28 adds assessments); null lists every kind. */
  reportKind: ReportKind | null = null;
  /** "My work" narrowed to one fund (the fund list always is one fund). */
  fundFilter: number | null = null;
  page = 1;
  pageSize: PageSize;
  sortBy: ReportListSortColumn = 'updatedAt';
  order: 'ASC' | 'DESC' = 'DESC';
  reports: ReportListEntry[] = [];
  totalRecords = 0;
  totalPages = 0;
  loading = false;
  failure: string | null = null;
  /** The failure of the last download, with the service's reason. */
  downloadFailure: string | null = null;
  /** How many reports wait for the signed-in user's check (QA Review, they are its checker); null until known. */
  waitingCount: number | null = null;
  private loadCount = 0;
  private started = false;
  private searchTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly searchDelayMs: number;

  constructor(
    private readonly port: PortalPort,
    private readonly files: FileSaverPort,
    private readonly session: SessionStoragePort | null,
    options: { searchDelayMs?: number } = {},
  ) {
    this.searchDelayMs = options.searchDelayMs ?? SEARCH_DELAY_MS;
    this.pageSize = pageSizeFromSession(session?.get(PAGE_SIZE_SESSION_KEY) ?? null);
    makeAutoObservable<
      PortalStore,
      'port' | 'files' | 'session' | 'loadCount' | 'started' | 'searchTimer' | 'searchDelayMs'
    >(this, {
      port: false,
      started: false,
      files: false,
      session: false,
      loadCount: false,
      searchTimer: false,
      searchDelayMs: false,
      reports: observableShallow,
      funds: observableShallow,
      statuses: observableShallow,
    });
  }

  /**
   * Loads the filters' choices (funds, statuses), the count of what waits for the user's check, and the current
   * list. A checker starts on what waits for them (issue 26 item 12), anyone else on My work; a list chosen since
   * (the portal opened again in the same page) is kept.
   */
  async start(options: { role?: AdminReportRole | null } = {}): Promise<void> {
    if (!this.started && options.role === 'checker') this.list = { kind: 'waiting' };
    this.started = true;
    const [funds, statuses] = await Promise.all([this.port.funds(), this.port.statuses()]);
    runInAction(() => {
      this.funds = funds ?? [];
      this.statuses = statuses ?? [];
    });
    await Promise.all([this.load(), this.countWaiting()]);
  }

  /** The id of QA Review in the service's list of statuses; null until the list is known. */
  get qaReviewStatusId(): number | null {
    return this.statuses.find((status) => status.status === QA_REVIEW_STATUS)?.id ?? null;
  }

  /** Asks how many reports wait for the user's check (one small call: the answer's total). */
  async countWaiting(): Promise<void> {
    const statusId = this.qaReviewStatusId;
    if (statusId === null) return;
    const answer = await this.port.myWork({ ...COUNT_QUERY, myRole: 'checker', statusId });
    runInAction(() => {
      if (answer) this.waitingCount = answer.totalRecords;
    });
  }

  close(): void {
    clearTimeout(this.searchTimer);
  }

  showList(list: PortalList): Promise<void> {
    this.list = list;
    this.page = 1;
    // The count follows the work: a report checked or sent back since leaves it.
    void this.countWaiting();
    return this.load();
  }

  setSearch(text: string): void {
    this.searchText = text;
    clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => void this.applySearch(), this.searchDelayMs);
  }

  applySearch(): Promise<void> {
    clearTimeout(this.searchTimer);
    this.appliedSearch = this.searchText.trim();
    this.page = 1;
    return this.load();
  }

  setStatus(statusId: number | null): Promise<void> {
    this.statusId = statusId;
    this.page = 1;
    return this.load();
  }

  /** An EOFY date `YYYY-MM-DD`, or '' for any. */
  setEofyReportDate(date: string): Promise<void> {
    this.eofyReportDate = date;
    this.page = 1;
    return this.load();
  }

  setReportKind(kind: ReportKind | null): Promise<void> {
    this.reportKind = kind;
    this.page = 1;
    return this.load();
  }

  setFundFilter(fundId: number | null): Promise<void> {
    this.fundFilter = fundId;
    this.page = 1;
    return this.load();
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  setPageSize(size: PageSize): Promise<void> {
    this.pageSize = size;
    this.session?.set(PAGE_SIZE_SESSION_KEY, String(size));
    this.page = 1;
    return this.load();
  }

  /** A header click: the same column flips the order, another starts ascending (dates newest first). */
  sort(column: ReportListSortColumn): Promise<void> {
    if (this.sortBy === column) this.order = this.order === 'ASC' ? 'DESC' : 'ASC';
    else {
      this.sortBy = column;
      this.order = column === 'updatedAt' || column === 'eofyReportDate' ? 'DESC' : 'ASC';
    }
    this.page = 1;
    return this.load();
  }

  get query(): ReportListQuery {
    const waiting = this.list.kind === 'waiting';
    // Waiting for me is my work in QA Review that I check: its status is fixed, the other filters apply.
    const statusId = waiting ? this.qaReviewStatusId : this.statusId;
    return {
      pageNo: this.page,
      pageSize: this.pageSize,
      sortBy: this.sortBy,
      order: this.order,
      ...(this.appliedSearch ? { searchValue: this.appliedSearch } : {}),
      ...(statusId !== null ? { statusId } : {}),
      ...(this.reportKind !== null ? { reportKind: this.reportKind } : {}),
      ...(this.eofyReportDate ? { eofyReportDate: this.eofyReportDate } : {}),
      ...(this.list.kind !== 'fund' && this.fundFilter !== null ? { fundId: this.fundFilter } : {}),
      ...(waiting ? { myRole: 'checker' as const } : {}),
    };
  }

  async load(): Promise<void> {
    const count = ++this.loadCount;
    this.loading = true;
    const list = this.list;
    const answer =
      list.kind === 'fund'
        ? await this.port.fundReports(list.fundId, this.query)
        : await this.port.myWork(this.query);
    // A later load (another filter chosen meanwhile) wins; this answer is dropped.
    if (count !== this.loadCount) return;
    runInAction(() => {
      this.loading = false;
      if (!answer) {
        this.failure = failureMessage({ failed: PORTAL_LIST_FAILED }, this.port.lastFailure());
        return;
      }
      this.failure = null;
      this.reports = answer.reports;
      this.totalRecords = answer.totalRecords;
      this.totalPages = answer.totalPages;
      // Unfiltered, the waiting list's total is the count (no second call needed to keep it right).
      const unfiltered =
        !this.appliedSearch && !this.eofyReportDate && this.fundFilter === null && this.reportKind === null;
      if (list.kind === 'waiting' && unfiltered) this.waitingCount = answer.totalRecords;
    });
  }

  async downloadRegister(entry: ReportListEntry): Promise<void> {
    const file = await this.port.downloadAssetRegister(entry.fundId, entry.depreciationReportId);
    runInAction(() => {
      this.downloadFailure = file
        ? null
        : failureMessage({ failed: REGISTER_DOWNLOAD_FAILED }, this.port.lastFailure());
    });
    if (file) this.files.save(file);
  }

  /**
   * The report's newest stored PDF, whatever revision it was made from (docs/api.md "Report documents": `document`
   * is the current revision's, else the newest of any). The status is asked on the click, not per listed row, so
   * the list stays one call. A report with no stored PDF says so instead of failing silently. A capex forecast's
   * (issue 27 item 5) is the same two calls with `isCapex=true`, an assessment's (issue 28 item 5) with `isRca=true`.
   */
  async downloadReportPdf(entry: ReportListEntry): Promise<void> {
    const reportId = entry.depreciationReportId;
    const messages = PDF_MESSAGES[entry.reportKind];
    const status = await this.port.reportDocument(reportId);
    const stored = status?.document ?? null;
    const file = stored
      ? await this.port.downloadReport(entry.fundId, reportId, stored, entry.reportKind)
      : null;
    // Read before runInAction: the port's reason is the one of the call that settled last.
    const failure = this.port.lastFailure();
    runInAction(() => {
      if (status && !stored)
        this.downloadFailure = status.state === 'generating' ? messages.beingMade : messages.none;
      else this.downloadFailure = file ? null : failureMessage({ failed: messages.failed }, failure);
    });
    if (file) this.files.save(file);
  }
}
