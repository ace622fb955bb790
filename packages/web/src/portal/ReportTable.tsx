import type { ReportKind, ReportListEntry, ReportListSortColumn } from '@taxdep/domain';
import { formatFirmInstant, formatLongDate, reportTitle } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { SortHeader } from '../ui/SortHeader';
import { NO_REPORTS_MESSAGE, NOTHING_WAITING_MESSAGE, type PortalStore } from './PortalStore';

/**
 * The main portal's list of reports, forecasts and assessments (docs/product/main-portal.md): sortable columns, each
 * line opened at its kind's address, and the downloads of each kind.
 */
const CAPTIONS: Record<PortalStore['list']['kind'], string> = {
  mine: 'Reports I survey or check',
  waiting: 'Reports waiting for my check',
  fund: "The fund's reports",
};

/**
 * What a line of each kind is called and where it opens: a depreciation report in the spec's view, a capex forecast
 * (issue 27) and a reinstatement cost assessment (issue 28) in their own, each marked beside its name, and the one
 * PDF button of the two sub-applications' kinds.
 */
const KIND_LINES: Record<
  ReportKind,
  { param: string; mark: string | null; untitled: string; pdf: string; pdfTestId: string }
> = {
  depreciation: {
    param: 'depreciationReportId',
    mark: null,
    untitled: 'Report',
    pdf: 'Report PDF',
    pdfTestId: 'portal-download-pdf',
  },
  capex: {
    param: 'capexId',
    mark: 'Capex forecast',
    untitled: 'Capex forecast',
    pdf: 'Forecast PDF',
    pdfTestId: 'portal-download-forecast-pdf',
  },
  rca: {
    param: 'rcaId',
    mark: 'Reinstatement cost assessment',
    untitled: 'Reinstatement cost assessment',
    pdf: 'Assessment PDF',
    pdfTestId: 'portal-download-assessment-pdf',
  },
};

/** Where a listed report opens (spec section 1: the shell routes each id to its view). */
function reportAddress(report: ReportListEntry): string {
  return `/?${KIND_LINES[report.reportKind].param}=${report.depreciationReportId}`;
}

/**
 * A listed report by its property and date (issue 26 item 14): "Harbour Tower, 30 June 2025"; a capex forecast or
 * an assessment by its own name, which names its property and years or date.
 */
function titleOf(report: ReportListEntry): string {
  if (report.reportKind !== 'depreciation')
    return report.reportName ?? `${KIND_LINES[report.reportKind].untitled} ${report.depreciationReportId}`;
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
                {KIND_LINES[report.reportKind].mark && (
                  <span className="portal-kind">{KIND_LINES[report.reportKind].mark}</span>
                )}
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
                  <DocumentDownload store={store} report={report} />
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
 * A capex forecast's (issue 27 item 5) or an assessment's (issue 28 item 5) download: its newest stored PDF, as a
 * report's Report PDF (the report documents' calls with `isCapex=true` or `isRca=true`). Neither has a register;
 * their CSV and Excel files are in their Document tab.
 */
function DocumentDownload(props: { store: PortalStore; report: ReportListEntry }) {
  const { store, report } = props;
  const line = KIND_LINES[report.reportKind];
  return (
    <div className="portal-downloads">
      <button
        type="button"
        className="button button-secondary portal-download"
        aria-label={`${line.pdf}: Download the latest stored PDF of ${titleOf(report)}`}
        data-testid={line.pdfTestId}
        onClick={() => void store.downloadReportPdf(report)}
      >
        {line.pdf}
      </button>
    </div>
  );
}
