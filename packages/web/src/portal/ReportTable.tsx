import type { ReportListEntry, ReportListSortColumn } from '@taxdep/domain';
import { formatFirmInstant, formatLongDate, reportTitle } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { SortHeader } from '../ui/SortHeader';
import { NO_REPORTS_MESSAGE, NOTHING_WAITING_MESSAGE, type PortalStore } from './PortalStore';

/**
 * The main portal's list of reports and forecasts (docs/product/main-portal.md): sortable columns, each line opened
 * at its kind's address, and the downloads of each kind.
 */
const CAPTIONS: Record<PortalStore['list']['kind'], string> = {
  mine: 'Reports I survey or check',
  waiting: 'Reports waiting for my check',
  fund: "The fund's reports",
};

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

export const ReportTable = observer(function ReportTable(props: { store: PortalStore }) {
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
