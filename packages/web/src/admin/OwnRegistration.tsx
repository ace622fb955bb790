import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useOptionalInjection } from '../ui/container-context';
import { Field } from '../ui/Field';
import { ADMIN_TYPES } from './identifiers';
import type { OwnRegistrationStore } from './OwnRegistrationStore';

/** The main portal's "My registration" button and form (issue 25 item 1): the user's own registration number. */
export const OwnRegistration = observer(function OwnRegistration() {
  const store = useOptionalInjection<OwnRegistrationStore>(ADMIN_TYPES.OwnRegistrationStore);
  if (!store) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <div className="own-registration">
      <button
        type="button"
        className="tab"
        aria-expanded={store.open}
        aria-controls="own-registration-form"
        data-testid="own-registration"
        onClick={() => (store.open ? store.close() : void store.show())}
      >
        My registration
      </button>
      {store.open && (
        <form id="own-registration-form" className="own-registration-form" onSubmit={onSubmit} noValidate>
          <Field
            id="own-registration-number"
            label="My tax agent registration number"
            hint="8 digits, as the Tax Practitioners Board register shows it; printed on my reports’ sign-off"
            error={store.error}
          >
            <input
              id="own-registration-number"
              type="text"
              inputMode="numeric"
              value={store.typed}
              disabled={store.busy}
              onChange={(e) => store.type(e.target.value)}
            />
          </Field>
          <button type="submit" className="button" disabled={store.busy}>
            Save
          </button>
          {store.failure && (
            <p role="alert" className="admin-failure">
              {store.failure}
            </p>
          )}
          {store.notice && (
            <p role="status" className="admin-notice">
              {store.notice}
            </p>
          )}
        </form>
      )}
    </div>
  );
});
