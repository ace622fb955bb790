import { formatLongDate } from '@taxdep/domain/format';
import {
  PROPERTY_USE_LABELS,
  PROPERTY_USES,
  TAXPAYER_ENTITY_LABELS,
  TAXPAYER_ENTITY_TYPES,
} from '@taxdep/domain/tax';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { NewReportFactsFieldset } from './NewReportFactsFieldset';
import { AUSTRALIAN_STATES, type NewPropertyFields, type NewReportStore } from './NewReportStore';
import { Field, FormSummary, staffOptions } from './new-report-field';

/**
 * The New report form (issue 15; docs/product/main-portal.md "New work"): plain form controls in reading order, so
 * Tab walks it and Enter submits; Escape closes it; each error sits under its field and is announced; the
 * service's refusal is said above the buttons.
 */
export const NewReportForm = observer(function NewReportForm(props: { store: NewReportStore }) {
  const { store } = props;
  const first = useRef<HTMLSelectElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const made = await store.submit();
    if (!made) summary.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') store.close();
  };
  const errorCount = Object.keys(store.errors).length;
  const number = (text: string) => (text === '' ? null : Number(text));
  /** The chosen value of a list, or null for "Not set". */
  const choice = <T extends string>(values: readonly T[], text: string): T | null =>
    values.find((v) => v === text) ?? null;
  return (
    <form
      className="portal-new"
      aria-labelledby="new-report-title"
      data-testid="new-report-form"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
    >
      <h2 id="new-report-title">New report</h2>
      <FormSummary ref={summary} form="new-report" errorCount={errorCount} failure={store.failure} />
      <fieldset>
        <legend>Where it goes</legend>
        <Field store={store} id="fundId" label="Fund">
          <select
            ref={first}
            value={store.fundId ?? ''}
            onChange={(e) => void store.chooseFund(number(e.target.value))}
          >
            {store.funds.map((f) => (
              <option key={f.fundId} value={f.fundId}>
                {f.fundCode} — {f.fundName}
              </option>
            ))}
          </select>
        </Field>
        <Field store={store} id="portfolioId" label="Portfolio">
          <select
            value={store.portfolioId ?? ''}
            onChange={(e) => void store.choosePortfolio(number(e.target.value))}
          >
            {store.portfolios.length === 0 && <option value="">No portfolios</option>}
            {store.portfolios.map((p) => (
              <option key={p.portfolioId} value={p.portfolioId}>
                {p.portfolioName}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      <fieldset>
        <legend>Property</legend>
        <div className="portal-new-choice" role="radiogroup" aria-label="Property">
          <label>
            <input
              type="radio"
              name="property-mode"
              checked={store.propertyMode === 'new'}
              onChange={() => store.setPropertyMode('new')}
            />
            A new property
          </label>
          <label>
            <input
              type="radio"
              name="property-mode"
              checked={store.propertyMode === 'existing'}
              disabled={store.properties.length === 0}
              onChange={() => store.setPropertyMode('existing')}
            />
            An existing property of the portfolio ({store.properties.length})
          </label>
        </div>
        {store.propertyMode === 'existing' ? (
          <Field store={store} id="propertyId" label="Existing property">
            <select
              value={store.propertyId ?? ''}
              onChange={(e) => store.set('propertyId', number(e.target.value))}
            >
              {store.properties.map((p) => (
                <option key={p.propertyId} value={p.propertyId}>
                  {p.propertyName ?? p.propertyCode ?? p.masterId} — {p.propertyAddress}
                  {p.latestEofyReportDate ? ` (last report ${formatLongDate(p.latestEofyReportDate)})` : ''}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <div className="portal-new-grid">
            <Text store={store} field="propertyName" label="Property name" wide autoComplete="off" />
            <Text store={store} field="propertyCode" label="Property code (optional)" />
            <Text store={store} field="lotNumber" label="Lot (optional)" />
            <Text
              store={store}
              field="streetAddress"
              label="Street address"
              wide
              autoComplete="address-line1"
            />
            <Text store={store} field="suburb" label="Suburb" autoComplete="address-level2" />
            <Field store={store} id="state" label="State">
              <select
                value={store.property.state}
                onChange={(e) => store.setProperty('state', e.target.value)}
              >
                <option value="">Choose…</option>
                {AUSTRALIAN_STATES.map((state) => (
                  <option key={state}>{state}</option>
                ))}
              </select>
            </Field>
            <Text
              store={store}
              field="postCode"
              label="Post code"
              inputMode="numeric"
              autoComplete="postal-code"
            />
            <Text
              store={store}
              field="masterId"
              label="Master property id (optional)"
              hint="Links earlier reports of the same property for Copy Previous Asset Register."
            />
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>The report</legend>
        <div className="portal-new-grid">
          <Field store={store} id="eofyReportDate" label="EOFY date">
            <select value={store.eofyReportDate} onChange={(e) => store.setEofyReportDate(e.target.value)}>
              {store.eofyOptions.map((date) => (
                <option key={date} value={date}>
                  {formatLongDate(date)}
                </option>
              ))}
            </select>
          </Field>
          <Field store={store} id="depreciationMethodId" label="Method">
            <select
              value={store.depreciationMethodId ?? ''}
              onChange={(e) => store.set('depreciationMethodId', number(e.target.value))}
            >
              {store.methods.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.description}
                </option>
              ))}
            </select>
          </Field>
          <Field store={store} id="surveyorId" label="Surveyor">
            <select
              value={store.surveyorId ?? ''}
              onChange={(e) => store.set('surveyorId', number(e.target.value))}
            >
              <option value="">Choose…</option>
              {/* Issue 26 item 17: who may survey (the service says; administrators are neither). */}
              {staffOptions(store.staff.filter((u) => u.maySurvey))}
            </select>
          </Field>
          <Field store={store} id="checkerId" label="Checker">
            <select
              value={store.checkerId ?? ''}
              onChange={(e) => store.set('checkerId', number(e.target.value))}
            >
              <option value="">Choose…</option>
              {/* The checker is someone other than the surveyor (the service refuses the same person). */}
              {staffOptions(store.staff.filter((u) => u.mayCheck && u.userId !== store.surveyorId))}
            </select>
          </Field>
          {/* Issue 23: who claims; General Info asks the rest (turnover, premises, contract and settlement dates). */}
          <Field store={store} id="entityType" label="Entity type">
            <select
              value={store.entityType ?? ''}
              onChange={(e) => store.setTaxpayer('entityType', choice(TAXPAYER_ENTITY_TYPES, e.target.value))}
            >
              <option value="">Not set</option>
              {TAXPAYER_ENTITY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TAXPAYER_ENTITY_LABELS[t]}
                </option>
              ))}
            </select>
          </Field>
          <Field store={store} id="propertyUse" label="Property use">
            <select
              value={store.propertyUse ?? ''}
              onChange={(e) => store.setTaxpayer('propertyUse', choice(PROPERTY_USES, e.target.value))}
            >
              <option value="">Not set</option>
              {PROPERTY_USES.map((u) => (
                <option key={u} value={u}>
                  {PROPERTY_USE_LABELS[u]}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>
      <NewReportFactsFieldset store={store} />
      <div className="portal-new-actions">
        <button type="submit" className="button button-primary" disabled={store.saving || store.loading}>
          {store.saving ? 'Creating…' : 'Create and open'}
        </button>
        <button type="button" className="button button-secondary" onClick={() => store.close()}>
          Cancel
        </button>
      </div>
    </form>
  );
});

const Text = observer(function Text(props: {
  store: NewReportStore;
  field: keyof NewPropertyFields;
  label: string;
  hint?: string;
  wide?: boolean;
  inputMode?: 'numeric';
  autoComplete?: string;
}) {
  const { store, field } = props;
  return (
    <Field store={store} id={field} label={props.label} hint={props.hint} wide={props.wide}>
      <input
        type="text"
        value={store.property[field]}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? 'off'}
        onChange={(e) => store.setProperty(field, e.target.value)}
      />
    </Field>
  );
});

/** A member of staff as the surveyor and checker lists show them: name, and office when known. */
