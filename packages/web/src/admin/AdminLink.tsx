import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useOptionalInjection } from '../ui/container-context';
import type { AdminStore } from './AdminStore';
import { ADMIN_TYPES } from './identifiers';

/** The address fragment of the Administration page, inside the main portal (no sub-application of its own). */
export const ADMINISTRATION_HASH = '#administration';

/** Whether the address asks for the Administration page; follows the back and forward buttons. */
export function useAdministrationOpen(): boolean {
  const [open, setOpen] = useState(() => window.location.hash === ADMINISTRATION_HASH);
  useEffect(() => {
    const follow = () => setOpen(window.location.hash === ADMINISTRATION_HASH);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return open;
}

/** The main portal's link to the Administration page, shown to administrators only (issue 15). */
export const AdminLink = observer(function AdminLink() {
  const store = useOptionalInjection<AdminStore>(ADMIN_TYPES.AdminStore);
  useEffect(() => {
    void store?.checkAccess();
  }, [store]);
  if (!store?.isAdministrator) return null;
  return (
    <a className="tab admin-link" href={ADMINISTRATION_HASH} data-testid="admin-link">
      Administration
    </a>
  );
});
