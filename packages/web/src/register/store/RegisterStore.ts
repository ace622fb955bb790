import type { RegisterSortColumn, Report } from '@taxdep/domain';
import { lowCostPoolingWarnings } from '@taxdep/domain/assets';
import type { StagedRowLaw } from '@taxdep/domain/import';
import { isJumpBoxShown, isPagerShown, type PageSize, pageSizeFromSession } from '@taxdep/domain/paging';
import {
  type AssetListRequest,
  type AssetRegisterPort,
  PAGE_SIZE_SESSION_KEY,
  type SessionStoragePort,
} from '@taxdep/domain/ports';
import { allowsCopyPrevious } from '@taxdep/domain/report';
import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import { Notifier } from '../../ui/Notifier';
import {
  ABANDONMENT_VIEW,
  ASSET_VIEW,
  DEFAULT_SORT,
  DEMOLITION_VIEW,
  type RegisterView,
  type SortableColumn,
} from '../columns';
import { AssetRow } from './AssetRow';
import { ColumnLayout, type ColumnLayoutPreferences } from './ColumnLayout';
import { CopyRegister } from './CopyRegister';
import { blankAsset, type RegisterContext } from './context';
import { DemolitionEditor } from './DemolitionEditor';
import { type DeleteScope, deleteAssets } from './deletion';
import { LabelStore } from './LabelStore';
import { Lookups } from './Lookups';
import { OutputColumns } from './OutputColumns';
import { RowEditor } from './RowEditor';
import { RowSelection } from './RowSelection';
import { type IncentiveWindowsSource, registerContextOf } from './register-context';
import { TaxCodeFilter } from './TaxCodeFilter';

const SEARCH_DELAY_MS = 400;

/**
 * The Asset Register tab (docs/product/asset-register.md): the view, the list query (search, tax-code filters, page, page size, sort,
 * error mode), the rows of the page, the selection and the delete flows. Sub-stores hold the editing and dialogs.
 */
export class RegisterStore implements RegisterContext {
  report: Report | null = null;
  view: RegisterView = ASSET_VIEW;
  errorMode = false;
  /** The search box text; applied after a short pause in typing. */
  searchText = '';
  appliedSearch = '';
  filterValues: string[] = [];
  page = 1;
  pageSize: PageSize;
  sortBy: RegisterSortColumn = DEFAULT_SORT.sortBy;
  order: 'ASC' | 'DESC' = DEFAULT_SORT.order;
  rows: AssetRow[] = [];
  totalRecords = 0;
  /** False until a listing has answered: the subheader then says the count is still coming, not 0. */
  listed = false;
  totalPages = 0;
  /** Assets in the register whatever the query; null until the service has said (an older service never does). */
  registerAssetCount: number | null = null;
  loading = false;

  readonly notifier = new Notifier();
  readonly lookups: Lookups;
  readonly editor: RowEditor;
  readonly demolitions: DemolitionEditor;
  readonly labels: LabelStore;
  readonly output: OutputColumns;
  readonly copy: CopyRegister;
  readonly taxFilter: TaxCodeFilter;
  readonly selection: RowSelection;
  /** Issue 26 item 1: the user's choice and order of the grid's columns. */
  readonly layout: ColumnLayout;
  private loadCount = 0;
  private searchTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly searchDelayMs: number;
  /** Issue 23 item 2: the incentives' windows in force; absent (a test), the domain's defaults. */
  readonly incentiveWindows: IncentiveWindowsSource | null;

  constructor(
    private readonly port: AssetRegisterPort,
    private readonly session: SessionStoragePort | null,
    options: {
      searchDelayMs?: number;
      incentiveWindows?: IncentiveWindowsSource;
      columnPreferences?: ColumnLayoutPreferences;
    } = {},
  ) {
    this.searchDelayMs = options.searchDelayMs ?? SEARCH_DELAY_MS;
    this.incentiveWindows = options.incentiveWindows ?? null;
    this.pageSize = pageSizeFromSession(session?.get(PAGE_SIZE_SESSION_KEY) ?? null);
    this.lookups = new Lookups(port);
    this.editor = new RowEditor(port, this.notifier, this);
    this.demolitions = new DemolitionEditor(port, this.notifier, this);
    this.labels = new LabelStore(port, this.notifier, this);
    this.output = new OutputColumns(port, this.notifier, this);
    this.copy = new CopyRegister(port, this.notifier, this);
    this.taxFilter = new TaxCodeFilter(port, this);
    this.selection = new RowSelection(this);
    this.layout = new ColumnLayout(options.columnPreferences ?? null);
    makeAutoObservable<RegisterStore, 'port' | 'session' | 'loadCount' | 'searchTimer' | 'searchDelayMs'>(
      this,
      {
        port: false,
        session: false,
        incentiveWindows: false,
        loadCount: false,
        searchTimer: false,
        searchDelayMs: false,
        report: observableRef,
        rows: observableShallow,
        notifier: false,
        lookups: false,
        editor: false,
        demolitions: false,
        labels: false,
        output: false,
        copy: false,
        taxFilter: false,
        selection: false,
        layout: false,
      },
    );
  }

  get reportId(): number {
    return this.report?.depreciationReportId ?? 0;
  }

  get readOnly(): boolean {
    return this.report?.readOnly ?? true;
  }

  /**
   * s40-430(1) (docs/product/rules.md "Asset row"): the rows of this page depreciated singly that should be pooled,
   * by asset id, as warnings. Judged over the page's rows, so it can miss a breach whose first pooled asset is on
   * another page but never warns wrongly; `taxdep check-import` judges a whole file.
   */
  get poolingWarnings(): ReadonlyMap<number, string> {
    const pooled = this.report?.instructions.lowValuePoolFlag === true;
    return lowCostPoolingWarnings(
      this.rows.map((row) => row.asset),
      pooled,
    );
  }

  /** Issue 25 item 6: the report's EOFY report date, whose FY and the two before it the Export menu offers. */
  get eofyReportDate(): string | null {
    return this.report?.reportingInfo.eofyReportDate ?? null;
  }

  /** Issue 23: Import Assets judges staged rows by the same law as the register's rows (register-context.ts). */
  get importLaw(): StagedRowLaw | undefined {
    if (!this.report) return undefined;
    const { taxpayer, incentiveWindows } = registerContextOf(this.report, this.incentiveWindows?.windows);
    return {
      taxpayer,
      incentiveWindows,
      lowValuePoolFlag: this.report.instructions.lowValuePoolFlag === true,
    };
  }

  /** Opens the tab for a report: a different report starts from the default query (page size kept). */
  open(report: Report): Promise<void> {
    const sameReport = this.report?.depreciationReportId === report.depreciationReportId;
    this.report = report;
    this.layout.load();
    // The tab shows the service's rows, not those left from its last visit (which may have changed since).
    this.rows = [];
    if (!sameReport) {
      this.view = ASSET_VIEW;
      this.errorMode = false;
      this.resetQuery();
      void this.output.load();
      void this.labels.load();
    }
    void this.lookups.load();
    return this.load();
  }

  close(): void {
    clearTimeout(this.searchTimer);
  }

  /** docs/product/asset-register.md: switching view resets search, filters, page 1 and sort id ascending, and reloads. */
  switchView(view: RegisterView): Promise<void> {
    this.view = view;
    // Another view lists other rows in other columns: nothing of the last view is drawn in this one's layout.
    this.rows = [];
    // docs/product/asset-register.md: View Errors is hidden in the abandonment view, so error mode cannot stay on there.
    if (view === ABANDONMENT_VIEW) this.errorMode = false;
    this.resetQuery();
    if (view === ABANDONMENT_VIEW) void this.labels.load();
    return this.load();
  }

  /** docs/product/states-and-permissions.md: error mode shows only rows with errors and resets search, filters and page 1. */
  toggleErrorMode(): Promise<void> {
    this.errorMode = !this.errorMode;
    this.searchText = '';
    this.appliedSearch = '';
    this.filterValues = [];
    this.page = 1;
    return this.load();
  }

  /** docs/product/asset-register.md: the search box is disabled in error mode and in the demolition view. */
  get searchDisabled(): boolean {
    return this.errorMode || this.view === DEMOLITION_VIEW;
  }

  setSearch(text: string): void {
    if (this.searchDisabled) return;
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

  applyFilters(values: readonly string[]): Promise<void> {
    this.filterValues = [...values];
    this.page = 1;
    return this.load();
  }

  /** docs/product/asset-register.md: each click on a sortable column toggles ascending/descending. */
  toggleSort(column: SortableColumn): Promise<void> {
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

  get request(): AssetListRequest {
    return {
      searchValue: this.appliedSearch,
      filterValues: [...this.filterValues],
      pageNo: this.page,
      pageSize: this.pageSize,
      sortBy: this.sortBy,
      order: this.order,
      alerts: this.errorMode,
      demolition: this.view === DEMOLITION_VIEW,
    };
  }

  /** Loads the page; only the answer to the latest request is shown. docs/product/rules.md#messages-and-errors: a failure shows the empty state. */
  async load(): Promise<void> {
    const report = this.report;
    if (!report) return;
    this.loadCount += 1;
    const mine = this.loadCount;
    this.loading = true;
    const id = report.depreciationReportId;
    // Once per session, beside the first listing: the rows are judged by the windows in force.
    const windowsRead = this.incentiveWindows?.ensureRead();
    const answer =
      this.view === ABANDONMENT_VIEW
        ? await this.port.listAbandonmentAssets(id, this.request)
        : await this.port.listAssets(id, this.request);
    await windowsRead;
    runInAction(() => {
      if (mine !== this.loadCount) return;
      this.loading = false;
      const register = registerContextOf(report, this.incentiveWindows?.windows);
      // A row added with Add Asset while the page was on its way is not stored yet: it stays on top, not lost.
      const added = this.rows.filter((row) => row.isNew);
      this.rows = [...added, ...(answer?.modelAssets ?? []).map((asset) => new AssetRow(asset, register))];
      this.totalRecords = answer?.totalRecords ?? 0;
      this.listed = true;
      this.totalPages = answer?.totalPages ?? 0;
      this.registerAssetCount = answer?.registerAssetCount ?? null;
    });
  }

  reload(): Promise<void> {
    return this.load();
  }

  reloadLabels(): Promise<void> {
    return this.labels.load();
  }

  /** docs/product/asset-register.md: Delete All Assets shows only when assets exist, however few the query matches. */
  get hasAssets(): boolean {
    return (this.registerAssetCount ?? this.totalRecords) > 0;
  }

  get pagerShown(): boolean {
    return isPagerShown(this.totalPages);
  }

  get jumpBoxShown(): boolean {
    return isJumpBoxShown(this.totalRecords);
  }

  /**
   * docs/product/states-and-permissions.md: copy only in In Progress and QA Review, never when read-only. The service judges `status`
   * (the report's workflow status; reportStatus is passed through untouched), so the screen does too.
   */
  get canCopy(): boolean {
    return !this.readOnly && allowsCopyPrevious(this.report?.status);
  }

  /** Add Asset's defaults, the report's fund and property codes (the import's staging gives them too, issue 26). */
  get newAssetDefaults(): { fundCode: string | null; propertyCode: string | null } {
    return {
      fundCode: this.report?.instructions.fundCode ?? null,
      propertyCode: this.report?.instructions.propertyCode ?? null,
    };
  }

  /** Adds the empty row of Add Asset at the top of the page; it is stored when first edited (docs/product/asset-register.md). */
  addAsset(): void {
    if (this.readOnly || this.view !== ASSET_VIEW || !this.report) return;
    const register = registerContextOf(this.report, this.incentiveWindows?.windows);
    this.rows = [new AssetRow(blankAsset(this.reportId, this.newAssetDefaults), register), ...this.rows];
  }

  assetAdded(): void {
    this.totalRecords += 1;
    if (this.registerAssetCount !== null) this.registerAssetCount += 1;
  }

  /** docs/product/asset-register.md, docs/product/rules.md#messages-and-errors: asks 'Delete Assets', deletes, clears the selection and reloads at the page of docs/product/states-and-permissions.md. */
  deleteAssets(scope: DeleteScope): Promise<void> {
    return deleteAssets(this, this.port, this.notifier, scope);
  }

  setPage(page: number): void {
    this.page = page;
  }

  private resetQuery(): void {
    clearTimeout(this.searchTimer);
    this.searchText = '';
    this.appliedSearch = '';
    this.filterValues = [];
    this.page = 1;
    this.sortBy = DEFAULT_SORT.sortBy;
    this.order = DEFAULT_SORT.order;
  }
}
