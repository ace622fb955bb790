import type { FirmSave } from '@taxdep/domain';
import { FIRM_LOGO_MAX_BYTES, type FirmField } from '@taxdep/domain/firm';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Field } from '../ui/Field';
import type { FirmStore } from './FirmStore';
import { OfficesSection } from './OfficesSection';

const FIELDS: readonly [field: Exclude<FirmField, 'disclaimer' | 'notes'>, label: string, hint?: string][] = [
  ['name', 'Firm name'],
  ['abn', 'ABN', '11 digits, for example 51 824 753 556'],
  ['tpbRegistrationNumber', 'TPB registration number', 'The firm’s Tax Practitioners Board number, 8 digits'],
  ['phone', 'Phone'],
  ['email', 'E-mail'],
  ['website', 'Website'],
];

/**
 * The Firm section (issue 25 item 1; docs/product/administration.md "The firm"): what every report's PDF prints
 * of the firm, its logo, and its offices. A refused save keeps everything typed, each error beside its field.
 */
export const FirmSection = observer(function FirmSection(props: { store: FirmStore }) {
  const { store } = props;
  const draft = store.draft;
  if (!draft) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.saveFirm();
  };
  const input = (field: keyof FirmSave) => ({
    id: `firm-${field}`,
    value: draft[field],
    disabled: store.busy,
    onChange: (e: { target: { value: string } }) => store.setField(field, e.target.value),
  });
  return (
    <section className="admin-section" aria-labelledby="admin-firm" data-testid="admin-firm">
      <h2 id="admin-firm">Firm</h2>
      <p className="admin-hint">
        Printed on every report: the cover, each page’s head and foot, the notes and the sign-off.
      </p>
      {store.failure && (
        <p role="alert" className="admin-failure" data-testid="firm-failure">
          {store.failure}
        </p>
      )}
      {store.notice && (
        <p role="status" className="admin-notice" data-testid="firm-notice">
          {store.notice}
        </p>
      )}
      <form className="firm-form" onSubmit={onSubmit} noValidate>
        <div className="firm-fields">
          {FIELDS.map(([field, label, hint]) => (
            <Field
              key={field}
              id={`firm-${field}`}
              label={label}
              required={field === 'name'}
              hint={hint}
              error={store.errors[field]}
            >
              <input type="text" {...input(field)} />
            </Field>
          ))}
        </div>
        <Field
          id="firm-disclaimer"
          label="Standard disclaimer"
          required
          hint="Paragraphs separated by a blank line"
          error={store.errors.disclaimer}
        >
          <textarea rows={6} {...input('disclaimer')} />
        </Field>
        <Field
          id="firm-notes"
          label="Standard notes"
          required
          hint="Paragraphs separated by a blank line"
          error={store.errors.notes}
        >
          <textarea rows={10} {...input('notes')} />
        </Field>
        <div className="admin-actions">
          <button
            type="submit"
            className="button"
            disabled={store.busy || !store.dirty}
            data-testid="firm-save"
          >
            Save the firm
          </button>
        </div>
      </form>
      <LogoField store={store} />
      <OfficesSection store={store} />
    </section>
  );
});

const LogoField = observer(function LogoField(props: { store: FirmStore }) {
  const { store } = props;
  const logo = store.firm?.logo ?? null;
  return (
    <div className="firm-logo">
      <h3 id="firm-logo-heading">Logo</h3>
      {store.logoPreview && logo ? (
        <figure className="firm-logo-preview">
          <img src={store.logoPreview} alt="The firm’s logo as stored" data-testid="firm-logo-preview" />
          <figcaption>
            {logo.contentType === 'image/png' ? 'PNG' : 'JPEG'}, {logo.width} × {logo.height} pixels,{' '}
            {Math.ceil(logo.size / 1024)} KB
          </figcaption>
        </figure>
      ) : (
        <p className="admin-hint">No logo: the cover prints the firm’s name alone.</p>
      )}
      <label htmlFor="firm-logo-file" className="field-label">
        {logo ? 'Replace the logo' : 'Upload a logo'}
      </label>
      <p id="firm-logo-hint" className="field-hint">
        A PNG or JPEG image of at most {FIRM_LOGO_MAX_BYTES / 1024} KB.
      </p>
      <input
        id="firm-logo-file"
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby="firm-logo-hint"
        disabled={store.busy}
        data-testid="firm-logo-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) {
            void store.chooseLogo(file.name, file.size, async () => new Uint8Array(await file.arrayBuffer()));
          }
        }}
      />
      {logo && (
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={store.busy}
          data-testid="firm-logo-remove"
          onClick={() => void store.removeLogo()}
        >
          Remove the logo
        </button>
      )}
    </div>
  );
});
