import type { AdminReportRole, AdminUser } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../ui/container-context';
import type { AdminStore } from './AdminStore';
import { EffectiveLifeSection } from './EffectiveLifeSection';
import { EntitiesSection } from './EntitiesSection';
import { IncentiveWindowsSection } from './IncentiveWindowsSection';
import type { IncentiveWindowsStore } from './IncentiveWindowsStore';
import { ADMIN_TYPES } from './identifiers';
import '../ui/styles.css';
import '../ui/components.css';
import './admin.css';

/** The Administration page (issue 15; docs/product/administration.md), reached from the main portal. */
export function AdministrationPage() {
  const store = useInjection<AdminStore>(ADMIN_TYPES.AdminStore);
  const windows = useInjection<IncentiveWindowsStore>(ADMIN_TYPES.IncentiveWindowsStore);
  useEffect(() => {
    document.title = 'Administration · taxdep';
    void store.start().then(() => (store.isAdministrator ? windows.start() : undefined));
  }, [store, windows]);
  return <AdministrationContent store={store} windows={windows} />;
}

export const AdministrationContent = observer(function AdministrationContent(props: {
  store: AdminStore;
  /** Issue 23 item 2: the Incentive windows section; absent, the page shows the sections of issue 15 only. */
  windows?: IncentiveWindowsStore;
}) {
  const { store, windows } = props;
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
          <UsersSection store={store} />
          <EntitiesSection store={store} />
          <EffectiveLifeSection store={store} />
          {windows && <IncentiveWindowsSection store={windows} />}
        </>
      )}
    </main>
  );
});

const UsersSection = observer(function UsersSection(props: { store: AdminStore }) {
  const { store } = props;
  return (
    <section className="admin-section" aria-labelledby="admin-users">
      <h2 id="admin-users">Users</h2>
      <table className="admin-table" data-testid="admin-users">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Report role</th>
            <th scope="col">Administrator</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {store.users.map((user) => (
            <UserRow key={user.userId} store={store} user={user} />
          ))}
        </tbody>
      </table>
    </section>
  );
});

const UserRow = observer(function UserRow(props: { store: AdminStore; user: AdminUser }) {
  const { store, user } = props;
  const name = `${user.firstName} ${user.lastName}`;
  const self = user.userId === store.selfId;
  return (
    <tr data-testid={`admin-user-${user.userUid}`} className={user.active ? undefined : 'admin-inactive'}>
      <td>{name}</td>
      <td>{user.email}</td>
      <td>
        <select
          aria-label={`Report role of ${name}`}
          value={user.role}
          disabled={store.busy}
          onChange={(e) => void store.setRole(user, e.target.value as AdminReportRole)}
        >
          <option value="surveyor">Surveyor</option>
          <option value="checker">Checker</option>
        </select>
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={`${name} is an administrator`}
          checked={user.access === 'admin'}
          disabled={store.busy || self}
          onChange={(e) => void store.setAccess(user, e.target.checked ? 'admin' : 'user')}
        />
      </td>
      <td>{user.active ? 'Active' : 'Deactivated'}</td>
      <td>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={store.busy || self}
          title={self ? 'You cannot deactivate yourself' : undefined}
          data-testid={`admin-toggle-${user.userUid}`}
          onClick={() => void store.setActive(user, !user.active)}
        >
          {user.active ? 'Deactivate' : 'Activate'}
        </button>
      </td>
    </tr>
  );
});
