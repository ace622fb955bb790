import type { Office, OfficeSave } from '@taxdep/domain';
import { AUSTRALIAN_STATES, type OfficeField } from '@taxdep/domain/firm';
import { observer } from 'mobx-react-lite';
import { type FormEvent, Fragment } from 'react';
import { Field } from '../ui/Field';
import type { FirmStore } from './FirmStore';

const OFFICE_FIELDS: readonly [field: Exclude<OfficeField, 'state'>, label: string, required: boolean][] = [
  ['name', 'Office name', true],
  ['streetAddress', 'Street address', true],
  ['suburb', 'Suburb', true],
  ['postcode', 'Postcode', true],
  ['phone', 'Phone', false],
  ['email', 'E-mail', false],
];

const addressOf = (o: Office) => `${o.streetAddress}, ${o.suburb} ${o.state} ${o.postcode}`;

/**
 * The firm's offices (issue 25 item 1): a surveyor's office address and contact print on their reports' cover.
 * An office users still work from cannot be deleted: the service names them (docs/product/administration.md).
 */
export const OfficesSection = observer(function OfficesSection(props: { store: FirmStore }) {
  const { store } = props;
  return (
    <div className="firm-offices">
      <h3 id="firm-offices-heading">Offices</h3>
      <table className="admin-table" aria-labelledby="firm-offices-heading" data-testid="firm-offices">
        <thead>
          <tr>
            <th scope="col">Office</th>
            <th scope="col">Address</th>
            <th scope="col">Contact</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {store.offices.length === 0 && (
            <tr>
              <td colSpan={4}>No offices yet.</td>
            </tr>
          )}
          {store.offices.map((office) => (
            <tr key={office.officeId} data-testid={`firm-office-${office.name}`}>
              <td>{office.name}</td>
              <td>{addressOf(office)}</td>
              <td>{[office.phone, office.email].filter(Boolean).join(' · ')}</td>
              <td className="admin-row-actions">
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={store.busy}
                  aria-label={`Edit the ${office.name} office`}
                  onClick={() => store.editOffice(office)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={store.busy}
                  aria-label={`Delete the ${office.name} office`}
                  onClick={() => void store.deleteOffice(office)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {store.editing === null ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => store.newOffice()}
          data-testid="firm-office-add"
        >
          Add an office
        </button>
      ) : (
        <OfficeForm store={store} />
      )}
    </div>
  );
});

const OfficeForm = observer(function OfficeForm(props: { store: FirmStore }) {
  const { store } = props;
  const draft = store.officeDraft;
  const creating = store.editing === 'new';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.saveOffice();
  };
  const input = (field: keyof OfficeSave) => ({
    id: `office-${field}`,
    value: draft[field],
    disabled: store.busy,
    onChange: (e: { target: { value: string } }) => store.setOfficeField(field, e.target.value),
  });
  return (
    <form
      className="firm-office-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={creating ? 'New office' : `Edit the ${draft.name} office`}
    >
      <h4>{creating ? 'New office' : `Edit the office`}</h4>
      <div className="firm-fields">
        {OFFICE_FIELDS.map(([field, label, required]) => (
          <Fragment key={field}>
            {field === 'postcode' && (
              <Field id="office-state" label="State" required error={store.officeErrors.state}>
                <select {...input('state')}>
                  <option value="">Choose…</option>
                  {AUSTRALIAN_STATES.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            <Field id={`office-${field}`} label={label} required={required} error={store.officeErrors[field]}>
              <input type="text" {...input(field)} />
            </Field>
          </Fragment>
        ))}
      </div>
      <div className="admin-actions">
        <button type="submit" className="button" disabled={store.busy} data-testid="firm-office-save">
          Save the office
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={store.busy}
          onClick={() => store.cancelOffice()}
        >
          Cancel
        </button>
      </div>
    </form>
  );
});
