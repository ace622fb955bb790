import type { AdminReportRole } from '@taxdep/domain';
import { FIRM_TIME_NOTE } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import { AdministrationPage, AdminLink, OwnRegistration, useAdministrationOpen } from '../admin';
import { useInjection } from '../ui/container-context';
import { Pager } from '../ui/Pager';
import { PageSizeSelect } from '../ui/PageSizeSelect';
import { PORTAL_TYPES } from './identifiers';
import { NewCapexForm } from './NewCapexForm';
import type { NewCapexStore } from './NewCapexStore';
import { NewRcaForm } from './NewRcaForm';
import type { NewRcaStore } from './NewRcaStore';
import { NewReportForm } from './NewReportForm';
import type { NewReportStore } from './NewReportStore';
import { PortalFilters } from './PortalFilters';
import type { PortalStore } from './PortalStore';
import { ReportTable } from './ReportTable';
import '../ui/styles.css';
import '../ui/figures.css';
import './portal.css';

/**
 * The main portal (docs/product/main-portal.md): "my work" as the landing list, and every report of a fund; the new
 * work of each kind (a depreciation report, a capex forecast, a reinstatement cost assessment).
 */
export function MainPortal(props: {
  /** Who is signed in, asked when a new report is started (the shell knows; the portal is below it). */
  signedInUserId: () => number | null;
  /** Their usual work: a checker lands on what waits for their check (issue 26 item 12). */
  signedInRole?: () => AdminReportRole | null;
}) {
  const store = useInjection<PortalStore>(PORTAL_TYPES.PortalStore);
  const newReport = useInjection<NewReportStore>(PORTAL_TYPES.NewReportStore);
  const newCapex = useInjection<NewCapexStore>(PORTAL_TYPES.NewCapexStore);
  const newRca = useInjection<NewRcaStore>(PORTAL_TYPES.NewRcaStore);
  // Who is signed in does not change while the portal is shown: read once, so a new prop function starts nothing.
  const role = useRef(props.signedInRole?.() ?? null).current;
  useEffect(() => {
    void store.start({ role });
    return () => store.close();
  }, [store, role]);
  // Issue 15: the Administration page opens inside the portal (#administration), for administrators.
  const administration = useAdministrationOpen();
  if (administration) return <AdministrationPage />;
  // From a fund's list, new work goes to that fund (issue 27 item 1: created from the fund's screen).
  const listedFund = () => (store.list.kind === 'fund' ? store.list.fundId : null);
  return (
    <PortalContent
      store={store}
      newReport={newReport}
      onNewReport={() => {
        newCapex.close();
        newRca.close();
        void newReport.show(store.funds, props.signedInUserId());
      }}
      newCapex={newCapex}
      onNewCapex={() => {
        newReport.close();
        newRca.close();
        void newCapex.show(store.funds, props.signedInUserId(), listedFund());
      }}
      newRca={newRca}
      onNewRca={() => {
        newReport.close();
        newCapex.close();
        void newRca.show(store.funds, props.signedInUserId(), listedFund());
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
  /** Issue 28 item 1: the New reinstatement cost assessment form. */
  newRca?: NewRcaStore;
  onNewRca?: () => void;
}) {
  const { store, newReport, newCapex, newRca } = props;
  const kind = store.list.kind;
  const firstFund = store.funds[0];
  const waiting = store.waitingCount;
  return (
    <main className="portal" data-testid="main-portal">
      <header className="portal-header">
        <div className="portal-title">
          <h1>Reports, forecasts and assessments</h1>
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
          {props.onNewRca && (
            <button
              type="button"
              className="button button-secondary"
              data-testid="new-rca"
              aria-expanded={newRca?.open ?? false}
              disabled={newRca?.open}
              onClick={props.onNewRca}
            >
              New reinstatement cost assessment
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
      {newRca?.open && <NewRcaForm store={newRca} />}
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
