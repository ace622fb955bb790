import { BUILDING_ELEMENTS, CAPEX_HORIZONS } from '@taxdep/domain/capex';
import { observer } from 'mobx-react-lite';
import { Field } from '../../ui/Field';
import type { SettingsStore } from './SettingsStore';

const SAVE_STATES = { idle: '', saving: 'Saving…', saved: 'All changes saved', failed: 'Not saved' } as const;

/**
 * The Settings tab (issue 27 item 2; docs/product/capex-forecast.md "Settings"): the forecast's name, base year,
 * horizon, escalation with each element's own rate, and the optional sinking fund. Each field's reason shows under
 * it (the domain's rules as typed, or the service's refusal); every input is disabled when read-only.
 */
export const SettingsTab = observer(function SettingsTab(props: { store: SettingsStore }) {
  const { store } = props;
  const draft = store.draft;
  if (!draft) return null;
  const errors = store.errors;
  const disabled = store.readOnly;
  const text = (field: Parameters<SettingsStore['type']>[0]) => ({
    value: draft[field],
    disabled,
    onChange: (event: { target: { value: string } }) => store.type(field, event.target.value),
    onBlur: () => store.leave(),
  });
  return (
    <section className="capex-settings" aria-label="Settings" data-testid="capex-settings">
      <div className="tab-toolbar">
        <p
          className={store.saveState === 'failed' ? 'save-state save-failed' : 'save-state'}
          aria-live="polite"
          data-testid="capex-settings-save-state"
        >
          {SAVE_STATES[store.saveState]}
        </p>
      </div>
      {store.saveError && (
        <div className="alert alert-error" role="alert" data-testid="capex-settings-error">
          <span className="alert-message">{store.saveError}</span>
          <div className="alert-actions">
            <button type="button" className="button button-small" onClick={() => void store.retry()}>
              Try again
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label="Dismiss"
              onClick={() => store.dismissError()}
            >
              ×
            </button>
          </div>
        </div>
      )}
      <div className="card-grid">
        <section className="card" aria-labelledby="capex-basis-heading">
          <h2 id="capex-basis-heading">Basis</h2>
          <Field id="capex-name-input" label="Forecast name" required={!disabled} error={errors.reportName}>
            <input id="capex-name-input" type="text" maxLength={1000} {...text('reportName')} />
          </Field>
          <Field
            id="capex-base-year"
            label="Base year (financial year ending)"
            required={!disabled}
            error={errors.baseYear}
            hint="The year costs are priced in: 2026 is 1 July 2025 to 30 June 2026."
          >
            <input id="capex-base-year" type="text" inputMode="numeric" maxLength={4} {...text('baseYear')} />
          </Field>
          <Field id="capex-horizon" label="Horizon" required={!disabled} error={errors.horizon}>
            <select
              id="capex-horizon"
              value={draft.horizon}
              disabled={disabled}
              onChange={(e) => store.setHorizon(e.target.value)}
            >
              {CAPEX_HORIZONS.map((years) => (
                <option key={years} value={String(years)}>
                  {years} years
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="capex-escalation"
            label="Escalation (% a year)"
            required={!disabled}
            error={errors.escalationPercent}
            hint="Costs are entered in base-year prices, GST exclusive, and grow by this rate each year."
          >
            <input
              id="capex-escalation"
              type="text"
              inputMode="decimal"
              maxLength={12}
              {...text('escalationPercent')}
            />
          </Field>
        </section>
        <ElementRates store={store} />
        <SinkingFundCard store={store} />
      </div>
    </section>
  );
});

/** Issue 27 item 2: a rate of its own for some elements; the others escalate at the one rate. */
const ElementRates = observer(function ElementRates(props: { store: SettingsStore }) {
  const { store } = props;
  const draft = store.draft;
  if (!draft) return null;
  const errors = store.errors;
  return (
    <section className="card" aria-labelledby="capex-element-rates-heading" data-testid="capex-element-rates">
      <h2 id="capex-element-rates-heading">Escalation by element</h2>
      <p className="muted">Tick an element to give it a rate of its own.</p>
      {errors.elementEscalationPercent && <p className="field-error">{errors.elementEscalationPercent}</p>}
      <div className="capex-element-rates">
        {BUILDING_ELEMENTS.map((element) => {
          const own = draft.elementEscalation[element.id];
          const id = `capex-rate-${element.id}`;
          return (
            <div key={element.id} className="capex-element-rate">
              <label className="radio">
                <input
                  type="checkbox"
                  checked={own !== undefined}
                  disabled={store.readOnly}
                  onChange={(e) =>
                    store.setElementRate(element.id, e.target.checked ? draft.escalationPercent : null)
                  }
                  data-testid={`${id}-own`}
                />
                {element.label}
              </label>
              {own !== undefined && (
                <Field
                  id={id}
                  label={`${element.label} escalation (% a year)`}
                  error={errors[`element:${element.id}`]}
                >
                  <input
                    id={id}
                    type="text"
                    inputMode="decimal"
                    maxLength={12}
                    value={own}
                    disabled={store.readOnly}
                    onChange={(e) => store.setElementRate(element.id, e.target.value)}
                    onBlur={() => store.leave()}
                  />
                </Field>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
});

/** Issue 27 item 3: the optional sinking fund the spending is drawn from. */
const SinkingFundCard = observer(function SinkingFundCard(props: { store: SettingsStore }) {
  const { store } = props;
  const draft = store.draft;
  if (!draft) return null;
  const errors = store.errors;
  const disabled = store.readOnly;
  const text = (field: 'openingBalance' | 'contribution' | 'interestPercent') => ({
    type: 'text',
    inputMode: 'decimal' as const,
    maxLength: 20,
    value: draft[field],
    disabled,
    onChange: (event: { target: { value: string } }) => store.type(field, event.target.value),
    onBlur: () => store.leave(),
  });
  return (
    <section className="card" aria-labelledby="capex-fund-heading" data-testid="capex-sinking-fund">
      <h2 id="capex-fund-heading">Sinking fund</h2>
      <label className="radio">
        <input
          type="checkbox"
          checked={draft.sinkingFund}
          disabled={disabled}
          onChange={(e) => store.setSinkingFund(e.target.checked)}
          data-testid="capex-fund-on"
        />
        Show the forecast against a sinking fund
      </label>
      {draft.sinkingFund && (
        <>
          <Field id="capex-fund-opening" label="Opening balance ($)" error={errors.openingBalanceCents}>
            <input id="capex-fund-opening" {...text('openingBalance')} />
          </Field>
          <Field
            id="capex-fund-contribution"
            label="Contribution a year ($)"
            error={errors.contributionCents}
          >
            <input id="capex-fund-contribution" {...text('contribution')} />
          </Field>
          <Field id="capex-fund-interest" label="Interest (% a year)" error={errors.interestPercent}>
            <input id="capex-fund-interest" {...text('interestPercent')} />
          </Field>
        </>
      )}
    </section>
  );
});
