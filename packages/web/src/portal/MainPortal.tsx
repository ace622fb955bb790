import type { AdminReportRole, ReportListEntry, ReportListSortColumn } from '@taxdep/domain';
import { FIRM_TIME_NOTE, formatFirmInstant, formatLongDate, reportTitle } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import { AdministrationPage, AdminLink, OwnRegistration, useAdministrationOpen } from '../admin';
import { useInjection } from '../ui/container-context';
import { Pager } from '../ui/Pager';
import { PageSizeSelect } from '../ui/PageSizeSelect';
import { SortHeader } from '../ui/SortHeader';
import { PORTAL_TYPES } from './identifiers';
import { NewCapexForm } from './NewCapexForm';
import type { NewCapexStore } from './NewCapexStore';
import { NewReportForm } from './NewReportForm';
import type { NewReportStore } from './NewReportStore';
import { PortalFilters } from './PortalFilters';
import { NO_REPORTS_MESSAGE, NOTHING_WAITING_MESSAGE, type PortalStore } from './PortalStore';
import '../ui/styles.css';
import '../ui/figures.css';
import './portal.css';

/** The main portal (docs/product/main-portal.md): "my work" as the landing list, and every report of a fund. */
export function MainPortal(props: {
  /** Who is signed in, asked when a new report is started (the shell knows; the portal is below it). */
  signedInUserId: () => number | null;
  /** Their usual work: a checker lands on what waits for their check (issue 26 item 12). */
  signedInRole?: () => AdminReportRole | null;
}) {
  const store = useInjection<PortalStore>(PORTAL_TYPES.PortalStore);
  const newReport = useInjection<NewReportStore>(PORTAL_TYPES.NewReportStore);
  const newCapex = useInjection<NewCapexStore>(PORTAL_TYPES.NewCapexStore);
  // Who is signed in does not change while the portal is shown: read once, so a new prop function starts nothing.
  const role = useRef(props.signedInRole?.() ?? null).current;
  useEffect(() => {
    void store.start({ role });
    return () => store.close();
  }, [store, role]);
  // Issue 15: the Administration page opens inside the portal (#administration), for administrators.
  const administration = useAdministrationOpen();
  if (administration) return <AdministrationPage />;
  return (
    <PortalContent
      store={store}
      newReport={newReport}
      onNewReport={() => {
        newCapex.close();
        void newReport.show(store.funds, props.signedInUserId());
      }}
      newCapex={newCapex}
      onNewCapex={() => {
        newReport.close();
        // From a fund's list, the forecast goes to that fund (issue 27 item 1: created from the fund's screen).
        void newCapex.show(
          store.funds,
          props.signedInUserId(),
          store.list.kind === 'fund' ? store.list.fundId : null,
        );
      }}
    />
  );
}

/** The portal over its store; exported for tests that build the store themselves. */
export const PortalContent = observer(function PortalContent(props: {
  store: PortalStore;
  newReport?: NewReportStore;
  onNewReport?: () => void;
  newCapex?: NewCapexStore;
  onNewCapex?: () => void;
}) {
  const { store, newReport, newCapex } = props;
  const kind = store.list.kind;
  const firstFund = store.funds[0];
  const waiting = store.waitingCount;
  return (
    <main className="portal" data-testid="main-portal">
      <header className="portal-header">
        <div className="portal-title">
          <h1>Reports and forecasts</h1>
          <AdminLink />
          <OwnRegistration />
          {props.onNewReport && (
            <button
              type="button"
              className="button button-primary"
              data-testid="new-report"
              aria-expanded={newReport?.open ?? false}
              disabled={newReport?.open}
              onClick={props.onNewReport}
            >
              New report
            </button>
          )}
          {props.onNewCapex && (
            <button
              type="button"
              className="button button-secondary"
              data-testid="new-capex"
              aria-expanded={newCapex?.open ?? false}
              disabled={newCapex?.open}
              onClick={props.onNewCapex}
            >
              New capex forecast
            </button>
          )}
        </div>
        <nav className="tab-bar" aria-label="Report lists">
          <ListTab
            current={kind === 'mine'}
            testId="list-mine"
            onClick={() => void store.showList({ kind: 'mine' })}
          >
            My work
          </ListTab>
          <ListTab
            current={kind === 'waiting'}
            testId="list-waiting"
            onClick={() => void store.showList({ kind: 'waiting' })}
          >
            Waiting for me
            {waiting !== null && (
              <span
                className={waiting > 0 ? 'portal-count portal-count-some' : 'portal-count'}
                data-testid="waiting-count"
              >
                {waiting}
                <span className="visually-hidden"> {waiting === 1 ? 'report' : 'reports'} to check</span>
              </span>
            )}
          </ListTab>
          <ListTab
            current={kind === 'fund'}
            testId="list-fund"
            disabled={!firstFund}
            onClick={() => firstFund && void store.showList({ kind: 'fund', fundId: firstFund.fundId })}
          >
            Reports by fund
          </ListTab>
        </nav>
      </header>
      {newReport?.open && <NewReportForm store={newReport} />}
      {newCapex?.open && <NewCapexForm store={newCapex} />}
      <PortalFilters store={store} />
      {store.failure && (
        <p className="figures-failure" role="alert" data-testid="portal-failure">
          {store.failure}
        </p>
      )}
      {store.downloadFailure && (
        <p className="figures-failure" role="alert" data-testid="portal-download-failure">
          {store.downloadFailure}
        </p>
      )}
      {kind === 'waiting' && (
        <p className="portal-explain" data-testid="waiting-explain">
          The reports in QA Review that you check, the latest change first. {FIRM_TIME_NOTE}
        </p>
      )}
      <p className="figures-count" aria-live="polite" data-testid="portal-total">
        Total Records: {store.totalRecords}
      </p>
      <ReportTable store={store} />
      <footer className="figures-footer">
        <PageSizeSelect value={store.pageSize} onChange={(size) => void store.setPageSize(size)} />
        <Pager
          page={store.page}
          pages={store.totalPages}
          totalRecords={store.totalRecords}
          onPage={(page) => void store.setPage(page)}
        />
      </footer>
    </main>
  );
});

const CAPTIONS: Record<PortalStore['list']['kind'], string> = {
  mine: 'Reports I survey or check',
  waiting: 'Reports waiting for my check',
  fund: "The fund's reports",
};

/** One of the portal's lists, as a tab of the bar (the current one marked for assistive technology). */
function ListTab(props: {
  current: boolean;
  testId: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={props.current ? 'tab tab-active' : 'tab'}
      aria-current={props.current ? 'page' : undefined}
      data-testid={props.testId}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/** Where a listed report opens: a capex forecast in its own view (issue 27), a depreciation report in the spec's. */
function reportAddress(report: ReportListEntry): string {
  return report.reportKind === 'capex'
    ? `/?capexId=${report.depreciationReportId}`
    : `/?depreciationReportId=${report.depreciationReportId}`;
}

/**
 * A listed report by its property and date (issue 26 item 14): "Harbour Tower, 30 June 2025"; a capex forecast by
 * its own name, which names its property and years.
 */
function titleOf(report: ReportListEntry): string {
  if (report.reportKind === 'capex')
    return report.reportName ?? `Capex forecast ${report.depreciationReportId}`;
  return reportTitle({
    reportId: report.depreciationReportId,
    propertyName: report.propertyName,
    streetAddress: report.propertyAddress,
    suburb: null,
    eofyReportDate: report.eofyReportDate,
    reportName: report.reportName,
  });
}

/** Whether a filter of the user's narrows the list. */
function filtered(store: PortalStore): boolean {
  return store.appliedSearch !== '' || store.eofyReportDate !== '' || store.fundFilter !== null;
}

const COLUMNS: { column: ReportListSortColumn; label: string }[] = [
  { column: 'reportName', label: 'Report' },
  { column: 'propertyName', label: 'Property' },
  { column: 'eofyReportDate', label: 'EOFY date' },
  { column: 'status', label: 'Status' },
];

const ReportTable = observer(function ReportTable(props: { store: PortalStore }) {
  const { store } = props;
  const header = (column: ReportListSortColumn, label: ReactNode) => (
    <SortHeader
      key={column}
      active={store.sortBy === column}
      order={store.order}
      onSort={() => void store.sort(column)}
      testId={`sort-${column}`}
    >
      {label}
    </SortHeader>
  );
  return (
    <div className="figures-frame portal-frame" aria-busy={store.loading}>
      <table className="portal-table" data-testid="portal-reports">
        <caption className="visually-hidden">{CAPTIONS[store.list.kind]}</caption>
        <thead>
          <tr>
            {COLUMNS.map(({ column, label }) => header(column, label))}
            <th scope="col">Fund</th>
            <th scope="col">Surveyor</th>
            <th scope="col">Checker</th>
            {header(
              'updatedAt',
              <>
                Last changed <span className="portal-zone">Sydney time</span>
              </>,
            )}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {store.reports.map((report) => (
            <tr key={report.depreciationReportId} data-testid="portal-report">
              <td>
                <a className="portal-open" href={reportAddress(report)}>
                  {titleOf(report)}
                </a>
                {report.reportKind === 'capex' && <span className="portal-kind">Capex forecast</span>}
                {report.myRole && (
                  <span className="portal-role">{report.myRole === 'surveyor' ? 'Surveyor' : 'Checker'}</span>
                )}
              </td>
              <td>
                <div>{report.propertyName ?? report.propertyCode ?? '—'}</div>
                <div className="portal-address">{report.propertyAddress}</div>
              </td>
              <td className="portal-nowrap">{formatLongDate(report.eofyReportDate) || '—'}</td>
              <td>
                <span className={`badge portal-status portal-status-${report.statusId}`}>
                  {report.status}
                </span>
              </td>
              <td title={report.portfolioName}>{report.fundCode}</td>
              <td>{report.surveyor ?? '—'}</td>
              <td>{report.checker ?? '—'}</td>
              <td>
                <time dateTime={report.updatedAt} data-testid="portal-updated">
                  {formatFirmInstant(report.updatedAt)}
                </time>
              </td>
              <td>
                {report.reportKind === 'depreciation' ? (
                  <ReportDownloads store={store} report={report} />
                ) : (
                  <ForecastDownloads store={store} report={report} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!store.loading && !store.failure && store.reports.length === 0 && (
        <p className="figures-empty" data-testid="portal-empty">
          {store.list.kind === 'waiting' && !filtered(store) ? NOTHING_WAITING_MESSAGE : NO_REPORTS_MESSAGE}
        </p>
      )}
    </div>
  );
});

/**
 * The two downloads of a listed report (issue 15): its register CSV and its newest stored PDF. Each accessible name
 * starts with the visible text (axe label-content-name-mismatch) and names the report, as rows repeat the text.
 */
function ReportDownloads(props: { store: PortalStore; report: ReportListEntry }) {
  const { store, report } = props;
  // Report names repeat across properties ('30 June 2025'): the title's property tells the rows' buttons apart.
  const name = titleOf(report);
  return (
    <div className="portal-downloads">
      <button
        type="button"
        className="button button-secondary portal-download"
        aria-label={`Register CSV: Download the asset register of ${name}`}
        onClick={() => void store.downloadRegister(report)}
      >
        Register CSV
      </button>
      <button
        type="button"
        className="button button-secondary portal-download"
        aria-label={`Report PDF: Download the latest stored PDF of ${name}`}
        data-testid="portal-download-pdf"
        onClick={() => void store.downloadReportPdf(report)}
      >
        Report PDF
      </button>
    </div>
  );
}

/**
 * A capex forecast's download (issue 27 item 5): its newest stored PDF, as a report's Report PDF (the report
 * documents' calls with `isCapex=true`). It has no register; its CSV and Excel files are in its Document tab.
 */
function ForecastDownloads(props: { store: PortalStore; report: ReportListEntry }) {
  const { store, report } = props;
  return (
    <div className="portal-downloads">
      <button
        type="button"
        className="button button-secondary portal-download"
        aria-label={`Forecast PDF: Download the latest stored PDF of ${titleOf(report)}`}
        data-testid="portal-download-forecast-pdf"
        onClick={() => void store.downloadReportPdf(report)}
      >
        Forecast PDF
      </button>
    </div>
  );
}
