import type { Report } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ExplainedCalculationsTab, ExplainedFigures } from '../calculations';
import { DeductionsTab } from '../deductions';
import { AssetRegisterTab } from '../register';
import { ReportDocumentTab } from '../report-document';
import { ASSET_PARAM, REPORT_TABS, tabSearch } from '../routes/report-tabs';
import { SummaryTab } from '../summary';
import { HistoryTab, WorkflowBar } from '../workflow';
import { GeneralInfoTab } from './general-info/GeneralInfoTab';

export const ReportView = observer(function ReportView(props: {
  report: Report;
  /** The report by its property and date, as stored (issue 26 item 14): "Harbour Tower, 30 June 2025". */
  title: string;
  statusLabel: string;
}) {
  const { report } = props;
  const location = useLocation();
  const navigate = useNavigate();
  const search = tabSearch(location.search, report.depreciationReportId);
  const { title } = props;
  return (
    <div className="report-view">
      <header className="report-header" data-testid="report-header">
        <h1 data-testid="report-name">{title}</h1>
        <div className="report-badges">
          {props.statusLabel && (
            <span className="badge badge-status" data-testid="report-status">
              {props.statusLabel}
            </span>
          )}
          {report.readOnly && (
            <span className="badge badge-readonly" data-testid="report-readonly-badge">
              Read only
            </span>
          )}
        </div>
      </header>
      <WorkflowBar
        reportId={report.depreciationReportId}
        openGeneralInfo={() => navigate({ pathname: '/', search })}
        openAsset={(assetId) =>
          navigate({ pathname: '/AssetRegister', search: assetSearch(search, assetId) })
        }
      />
      <nav className="tab-bar" aria-label="Report tabs">
        {REPORT_TABS.map((tab) => (
          <NavLink
            key={tab.path}
            to={{ pathname: tab.path, search }}
            end
            className={({ isActive }) => (isActive ? 'tab tab-active' : 'tab')}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <main className="tab-panel">
        <Routes>
          <Route index element={<GeneralInfoTab report={report} />} />
          <Route
            path="/AssetRegister"
            element={
              <AssetRegisterTab
                report={report}
                focusAssetId={Number(new URLSearchParams(location.search).get(ASSET_PARAM)) || null}
              />
            }
          />
          <Route path="/Calculations" element={<ExplainedCalculationsTab report={report} />} />
          <Route
            path="/Deductions"
            element={
              <ExplainedFigures report={report}>
                {(explain) => <DeductionsTab report={report} onExplain={explain} />}
              </ExplainedFigures>
            }
          />
          <Route
            path="/Summary"
            element={
              // Issue 26 item 9: the Summary's figures open the same explanation as the Calculations tab's.
              <ExplainedFigures report={report}>
                {(explain) => <SummaryTab report={report} onExplain={explain} />}
              </ExplainedFigures>
            }
          />
          <Route path="/Report" element={<ReportDocumentTab reportId={report.depreciationReportId} />} />
          <Route path="/History" element={<HistoryTab reportId={report.depreciationReportId} />} />
          <Route path="*" element={<Navigate to={{ pathname: '/', search }} replace />} />
        </Routes>
      </main>
    </div>
  );
});

/** The register's address opening one asset (issue 26 item 12: a blocked submit's assets are links). */
function assetSearch(search: string, assetId: number): string {
  const params = new URLSearchParams(search);
  params.set(ASSET_PARAM, String(assetId));
  return `?${params.toString()}`;
}
