import type { CapexReportHeader } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useRef } from 'react';
import { HistoryTab, WorkflowBar } from '../workflow';
import { CAPEX_TABS, type CapexStore, type CapexTab } from './CapexStore';
import { CommitReplacements } from './commit/CommitReplacements';
import { DocumentTab } from './document/DocumentTab';
import { ForecastTab } from './forecast/ForecastTab';
import { ItemsTab } from './items/ItemsTab';
import { SettingsTab } from './settings/SettingsTab';
import { TaxEffectTab } from './tax/TaxEffectTab';

/**
 * The forecast's one page (issue 27): its header (name, property, fund, status, surveyor and checker), the
 * reports' workflow bar (a forecast moves In Progress → QA Review → Completed by its report id), and the tabs,
 * as an ARIA tab list: the arrows, Home and End move between tabs.
 */
export const CapexView = observer(function CapexView(props: { store: CapexStore }) {
  const { store } = props;
  const report = store.report as CapexReportHeader;
  const tabs = useRef<HTMLDivElement>(null);
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = CAPEX_TABS.findIndex((t) => t.id === store.tab);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % CAPEX_TABS.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + CAPEX_TABS.length) % CAPEX_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? CAPEX_TABS.length - 1
              : -1;
    const tab = CAPEX_TABS[to];
    if (!tab) return;
    event.preventDefault();
    store.openTab(tab.id);
    tabs.current?.querySelector<HTMLElement>(`#capex-tab-${tab.id}`)?.focus();
  };
  return (
    <div className="report-view capex-view">
      <header className="report-header" data-testid="capex-header">
        <div>
          <h1 data-testid="capex-name">{report.reportName}</h1>
          <p className="capex-facts" data-testid="capex-facts">
            <span>{[report.propertyName, report.propertyAddress].filter(Boolean).join(', ')}</span>
            <span>Fund: {report.fundName}</span>
          </p>
        </div>
        <div className="report-badges">
          <span className="badge badge-status" data-testid="capex-status">
            {report.status}
          </span>
          {report.readOnly && (
            <span className="badge badge-readonly" data-testid="capex-readonly-badge">
              Read only
            </span>
          )}
        </div>
      </header>
      <p className="capex-people" data-testid="capex-people">
        Surveyor: <strong>{report.surveyor ?? 'not assigned'}</strong> · Checker:{' '}
        <strong>{report.checker ?? 'not assigned'}</strong>
      </p>
      <WorkflowBar
        reportId={report.capexReportId}
        kind="capex"
        openGeneralInfo={() => store.openTab('settings')}
      />
      <div className="tab-bar" role="tablist" aria-label="Forecast tabs" ref={tabs} onKeyDown={onTabKey}>
        {CAPEX_TABS.map((tab) => (
          <button
            key={tab.id}
            id={`capex-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={store.tab === tab.id}
            aria-controls={`capex-panel-${tab.id}`}
            tabIndex={store.tab === tab.id ? 0 : -1}
            className={store.tab === tab.id ? 'tab capex-tab tab-active' : 'tab capex-tab'}
            onClick={() => store.openTab(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <main
        className="tab-panel"
        role="tabpanel"
        id={`capex-panel-${store.tab}`}
        aria-labelledby={`capex-tab-${store.tab}`}
      >
        <TabPanel store={store} tab={store.tab} />
      </main>
    </div>
  );
});

function TabPanel(props: { store: CapexStore; tab: CapexTab }) {
  const { store } = props;
  switch (props.tab) {
    case 'settings':
      return <SettingsTab store={store.settings} />;
    case 'items':
      return <ItemsTab store={store} />;
    case 'forecast':
      return (
        <>
          <ForecastTab store={store.forecast} onShowItem={(itemId) => store.showItem(itemId)} />
          {/* Issue 27 item 4: each replacement's "Commit to report". */}
          <CommitReplacements store={store} />
        </>
      );
    case 'tax':
      return <TaxEffectTab store={store.taxEffect} onShowItem={(itemId) => store.showItem(itemId)} />;
    case 'document':
      return <DocumentTab capexReportId={store.report?.capexReportId ?? 0} />;
    default:
      return <HistoryTab reportId={store.report?.capexReportId ?? 0} />;
  }
}
