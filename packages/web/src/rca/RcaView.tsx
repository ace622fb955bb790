import type { RcaReport } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useRef } from 'react';
import { HistoryTab, WorkflowBar } from '../workflow';
import { AssessmentTab } from './assessment/AssessmentTab';
import { DocumentTab } from './document/DocumentTab';
import { InputsTab } from './inputs/InputsTab';
import { RCA_TABS, type RcaStore, type RcaTab } from './RcaStore';

/**
 * The assessment's one page (issue 28): its header (name, property, fund, status, surveyor and checker), the
 * reports' workflow bar (an assessment moves In Progress → QA Review → Completed by its report id; a blocker of its
 * settings or a building opens the Inputs tab there), and the tabs, as an ARIA tab list: the arrows, Home and End
 * move between tabs.
 */
export const RcaView = observer(function RcaView(props: { store: RcaStore }) {
  const { store } = props;
  const report = store.report as RcaReport;
  const tabs = useRef<HTMLDivElement>(null);
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = RCA_TABS.findIndex((t) => t.id === store.tab);
    const last = RCA_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % RCA_TABS.length,
      ArrowLeft: (at + last) % RCA_TABS.length,
      Home: 0,
      End: last,
    };
    const tab = RCA_TABS[moves[event.key] ?? -1];
    if (!tab) return;
    event.preventDefault();
    store.openTab(tab.id);
    tabs.current?.querySelector<HTMLElement>(`#rca-tab-${tab.id}`)?.focus();
  };
  return (
    <div className="report-view rca-view">
      <header className="report-header" data-testid="rca-header">
        <div>
          <h1 data-testid="rca-name">{report.reportName}</h1>
          <p className="rca-facts" data-testid="rca-facts">
            <span>{[report.propertyName, report.propertyAddress].filter(Boolean).join(', ')}</span>
            <span>Fund: {report.fundName}</span>
          </p>
        </div>
        <div className="report-badges">
          <span className="badge badge-status" data-testid="rca-status">
            {report.status}
          </span>
          {report.readOnly && (
            <span className="badge badge-readonly" data-testid="rca-readonly-badge">
              Read only
            </span>
          )}
        </div>
      </header>
      <p className="rca-people" data-testid="rca-people">
        Surveyor: <strong>{report.surveyor ?? 'not assigned'}</strong> · Checker:{' '}
        <strong>{report.checker ?? 'not assigned'}</strong>
      </p>
      <WorkflowBar
        reportId={report.rcaReportId}
        kind="rca"
        openGeneralInfo={(buildingId) => store.showInputs(buildingId)}
      />
      <div className="tab-bar" role="tablist" aria-label="Assessment tabs" ref={tabs} onKeyDown={onTabKey}>
        {RCA_TABS.map((tab) => (
          <button
            key={tab.id}
            id={`rca-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={store.tab === tab.id}
            aria-controls={`rca-panel-${tab.id}`}
            tabIndex={store.tab === tab.id ? 0 : -1}
            className={store.tab === tab.id ? 'tab rca-tab tab-active' : 'tab rca-tab'}
            onClick={() => store.openTab(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <main
        className="tab-panel"
        role="tabpanel"
        id={`rca-panel-${store.tab}`}
        aria-labelledby={`rca-tab-${store.tab}`}
      >
        <TabPanel store={store} tab={store.tab} />
      </main>
    </div>
  );
});

function TabPanel(props: { store: RcaStore; tab: RcaTab }) {
  const { store } = props;
  const rcaReportId = store.report?.rcaReportId ?? 0;
  switch (props.tab) {
    case 'inputs':
      return <InputsTab store={store} />;
    case 'assessment':
      return <AssessmentTab store={store} />;
    case 'document':
      return <DocumentTab rcaReportId={rcaReportId} />;
    default:
      return <HistoryTab reportId={rcaReportId} />;
  }
}
