import type { AdminReportRole, AdminUser, Office } from '@taxdep/domain';
import { USER_ROLE_LABELS, USER_ROLES } from '@taxdep/domain/firm';
import { observer } from 'mobx-react-lite';
import type { AdminStore } from './AdminStore';
import { InvitationDialog } from './InvitationDialog';
import { NewUserDialog } from './NewUserDialog';
import { SaveStatus } from './SaveStatus';

/**
 * The users (issue 15; docs/product/administration.md "Users"): report role, administration, activity and (issue
 * 25 item 1) each user's tax agent registration number and office, which the PDF's sign-off page prints.
 */
export const UsersSection = observer(function UsersSection(props: {
  store: AdminStore;
  offices: readonly Office[];
}) {
  const { store, offices } = props;
  return (
    <section className="admin-section" aria-labelledby="admin-users">
      <div className="admin-section-heading">
        <h2 id="admin-users">Users</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          data-testid="admin-add-user"
          onClick={() => store.newUser.start(offices)}
        >
          Add a user
        </button>
      </div>
      <NewUserDialog store={store.newUser} offices={offices} />
      <InvitationDialog store={store.invitation} />
      <table className="admin-table" data-testid="admin-users">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Registration number</th>
            <th scope="col">Office</th>
            <th scope="col">Administrator</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {store.users.map((user) => (
            <UserRow key={user.userId} store={store} user={user} offices={offices} />
          ))}
        </tbody>
      </table>
    </section>
  );
});

const UserRow = observer(function UserRow(props: {
  store: AdminStore;
  user: AdminUser;
  offices: readonly Office[];
}) {
  const { store, user, offices } = props;
  const name = `${user.firstName} ${user.lastName}`;
  const self = user.userId === store.selfId;
  const registrationId = `admin-registration-${user.userId}`;
  const registrationError = store.registrationErrors[user.userId];
  return (
    <tr data-testid={`admin-user-${user.userUid}`} className={user.active ? undefined : 'admin-inactive'}>
      <td>{name}</td>
      <td>{user.email}</td>
      <td>
        <select
          aria-label={`Role of ${name}`}
          value={user.role}
          disabled={store.busy || (self && user.role === 'administrator')}
          onChange={(e) => void store.setRole(user, e.target.value as AdminReportRole)}
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {USER_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td>
        <div className="admin-user-field">
          {/* Saved when the field is left or Enter is pressed; a number that is not 8 digits stays, marked. */}
          <input
            id={registrationId}
            type="text"
            inputMode="numeric"
            aria-label={`Tax agent registration number of ${name}`}
            aria-invalid={registrationError ? true : undefined}
            aria-describedby={`${registrationId}-error`}
            value={store.registrationOf(user)}
            disabled={store.busy}
            onChange={(e) => store.typeRegistration(user, e.target.value)}
            onBlur={() => void store.saveRegistration(user)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void store.saveRegistration(user);
            }}
          />
          {/* Issue 26 item 17: saved or not, said beside the field and announced. */}
          <SaveStatus
            id={`${registrationId}-error`}
            save={
              registrationError
                ? { kind: 'failed', message: registrationError }
                : store.registrationSaved[user.userId]
                  ? { kind: 'saved' }
                  : { kind: 'idle' }
            }
            testId={`admin-registration-${user.userUid}-save`}
          />
        </div>
      </td>
      <td>
        <select
          aria-label={`Office of ${name}`}
          value={user.officeId ?? ''}
          disabled={store.busy}
          onChange={(e) => {
            const officeId = e.target.value === '' ? null : Number(e.target.value);
            const office = offices.find((o) => o.officeId === officeId);
            void store.setOffice(user, officeId, office?.name ?? null);
          }}
        >
          <option value="">No office</option>
          {offices.map((o) => (
            <option key={o.officeId} value={o.officeId}>
              {o.name}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={`${name} is an administrator`}
          checked={user.access === 'admin'}
          // An administrator (the role) always administers; a surveyor or checker may also be given it.
          disabled={store.busy || self || user.role === 'administrator'}
          onChange={(e) => void store.setAccess(user, e.target.checked ? 'admin' : 'user')}
        />
      </td>
      <td>
        {user.active ? 'Active' : 'Deactivated'}
        {user.active && user.awaitingPassword && (
          <span className="admin-user-note" data-testid={`admin-awaiting-${user.userUid}`}>
            No password yet
          </span>
        )}
      </td>
      <td className="admin-user-actions">
        {user.active && user.awaitingPassword && (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={store.busy || store.invitation.busy}
            data-testid={`admin-new-link-${user.userUid}`}
            onClick={() => void store.invitation.renew(user)}
          >
            New sign-in link
          </button>
        )}
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
