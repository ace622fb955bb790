import type { AdminReportRole, Office } from '@taxdep/domain';
import { USER_ROLE_LABELS, USER_ROLES } from '@taxdep/domain/firm';
import { observer } from 'mobx-react-lite';
import { Field } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { InvitationLink } from './InvitationLink';
import type { NewUserStore } from './NewUserStore';

/**
 * Add a user (issue 26 item 17; docs/product/administration.md "Adding a user"): name, email, role and office, each
 * refusal beside its field; then how the new user signs in the first time.
 */
export const NewUserDialog = observer(function NewUserDialog(props: {
  store: NewUserStore;
  offices: readonly Office[];
}) {
  const { store, offices } = props;
  if (!store.open) return null;
  if (store.created) return <Created store={store} />;
  const { fields, errors } = store;
  const submit = () => void store.submit();
  return (
    <Modal
      title="Add a user"
      testId="new-user-dialog"
      onClose={() => store.close()}
      onEnter={submit}
      actions={[
        { label: 'Cancel', onClick: () => store.close() },
        {
          label: store.busy ? 'Adding…' : 'Add user',
          onClick: submit,
          primary: true,
          disabled: store.busy,
          testId: 'new-user-add',
        },
      ]}
    >
      {store.failure && (
        <p role="alert" className="admin-failure">
          {store.failure}
        </p>
      )}
      <div className="admin-new-user">
        <Field id="new-user-first-name" label="First name" required error={errors.firstName}>
          <input
            id="new-user-first-name"
            type="text"
            autoComplete="off"
            maxLength={100}
            value={fields.firstName}
            onChange={(e) => store.set('firstName', e.target.value)}
          />
        </Field>
        <Field id="new-user-last-name" label="Last name" required error={errors.lastName}>
          <input
            id="new-user-last-name"
            type="text"
            autoComplete="off"
            maxLength={100}
            value={fields.lastName}
            onChange={(e) => store.set('lastName', e.target.value)}
          />
        </Field>
        <Field
          id="new-user-email"
          label="Email"
          required
          error={errors.email}
          hint="They sign in with this address."
        >
          <input
            id="new-user-email"
            type="email"
            autoComplete="off"
            maxLength={254}
            value={fields.email}
            onChange={(e) => store.set('email', e.target.value)}
          />
        </Field>
        <Field
          id="new-user-role"
          label="Role"
          required
          error={errors.role}
          hint="Checkers check reports and may survey; administrators keep the firm and do neither."
        >
          <select
            id="new-user-role"
            value={fields.role}
            onChange={(e) => store.set('role', e.target.value as AdminReportRole)}
          >
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {USER_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="new-user-office" label="Office" error={errors.officeId}>
          <select
            id="new-user-office"
            value={fields.officeId ?? ''}
            onChange={(e) => store.set('officeId', e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">No office</option>
            {offices.map((o) => (
              <option key={o.officeId} value={o.officeId}>
                {o.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </Modal>
  );
});

const Created = observer(function Created(props: { store: NewUserStore }) {
  const { store } = props;
  const { user, invitation } = store.created!;
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Modal
      key="created"
      title={`${name} is added`}
      testId="new-user-created"
      focus="primary"
      onClose={() => store.close()}
      actions={[{ label: 'Done', onClick: () => store.close(), primary: true, testId: 'new-user-done' }]}
    >
      <p role="status">
        {name} ({user.email}) is added as {USER_ROLE_LABELS[user.role].toLowerCase()}, active now.
      </p>
      <InvitationLink invitation={invitation} email={user.email} testId="new-user-link" />
    </Modal>
  );
});
