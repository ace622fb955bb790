import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../ui/container-context';
import type { AdminStore } from './AdminStore';
import { BuildingRatesSection } from './BuildingRatesSection';
import type { BuildingRatesStore } from './BuildingRatesStore';
import { EffectiveLifeSection } from './EffectiveLifeSection';
import { EntitiesSection } from './EntitiesSection';
import { FirmSection } from './FirmSection';
import type { FirmStore } from './FirmStore';
import { IncentiveWindowsSection } from './IncentiveWindowsSection';
import type { IncentiveWindowsStore } from './IncentiveWindowsStore';
import { ADMIN_TYPES } from './identifiers';
import { UsersSection } from './UsersSection';
import '../ui/styles.css';
import '../ui/components.css';
import './admin.css';

/** The Administration page (issue 15; docs/product/administration.md), reached from the main portal. */
export function AdministrationPage() {
  const store = useInjection<AdminStore>(ADMIN_TYPES.AdminStore);
  const windows = useInjection<IncentiveWindowsStore>(ADMIN_TYPES.IncentiveWindowsStore);
  const firm = useInjection<FirmStore>(ADMIN_TYPES.FirmStore);
  const rates = useInjection<BuildingRatesStore>(ADMIN_TYPES.BuildingRatesStore);
  useEffect(() => {
    document.title = 'Administration · taxdep';
    void store
      .start()
      .then(() =>
        store.isAdministrator ? Promise.all([windows.start(), firm.start(), rates.start()]) : undefined,
      );
  }, [store, windows, firm, rates]);
  return <AdministrationContent store={store} windows={windows} firm={firm} rates={rates} />;
}

export const AdministrationContent = observer(function AdministrationContent(props: {
  store: AdminStore;
  /** Issue 23 item 2: the Incentive windows section; absent, the page shows the sections of issue 15 only. */
  windows?: IncentiveWindowsStore;
  /** Issue 25 item 1: the Firm section, whose offices the users' rows choose from. */
  firm?: FirmStore;
  /** Issue 28 item 3: the Building rates section (the assessments' rate library). */
  rates?: BuildingRatesStore;
}) {
  const { store, windows, firm, rates } = props;
  return (
    <main className="admin" data-testid="administration">
      <header className="admin-header">
        <a href="#my-work" className="admin-back" data-testid="admin-back">
          ← Back to my work
        </a>
        <h1>Administration</h1>
      </header>
      {store.access === 'user' && (
        <p role="alert" className="admin-failure">
          Only an administrator may use this page.
        </p>
      )}
      {store.failure && (
        <p role="alert" className="admin-failure" data-testid="admin-failure">
          {store.failure}
        </p>
      )}
      {store.notice && (
        <p role="status" className="admin-notice" data-testid="admin-notice">
          {store.notice}
        </p>
      )}
      {store.isAdministrator && (
        <>
          {firm && <FirmSection store={firm} />}
          <UsersSection store={store} offices={firm?.offices ?? []} />
          <EntitiesSection store={store} />
          <EffectiveLifeSection store={store} />
          {windows && <IncentiveWindowsSection store={windows} />}
          {rates && <BuildingRatesSection store={rates} />}
        </>
      )}
    </main>
  );
});
