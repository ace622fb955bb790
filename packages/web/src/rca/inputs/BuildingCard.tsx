import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Field } from '../../ui/Field';
import { AreasTable } from './AreasTable';
import type { BuildingTextField, InputsStore } from './InputsStore';
import type { RatePicker } from './RatePicker';
import { adjustmentKey, type BuildingDraft, buildingKey } from './rca-draft';

/**
 * One building's inputs (issue 28 item 2): its name, floor areas, locality factor, external works and site
 * services, adjustments, demolition (a percentage or a lump sum, with asbestos or contamination noted), contingency,
 * fees and its programme. `shown` scrolls it into view and focuses its name (a blocker's or a problem's link).
 */
export const BuildingCard = observer(function BuildingCard(props: {
  store: InputsStore;
  picker: RatePicker;
  building: BuildingDraft;
  shown: boolean;
}) {
  const { store, picker, building } = props;
  const id = building.buildingId;
  const errors = store.errors;
  const disabled = store.readOnly;
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!props.shown) return;
    card.current?.scrollIntoView?.({ block: 'start' });
    card.current?.querySelector<HTMLElement>('input')?.focus();
  }, [props.shown]);
  const error = (field: string) => errors[buildingKey(id, field)];
  const text = (field: BuildingTextField) => ({
    id: `rca-${id}-${field}`,
    type: 'text',
    inputMode: field.endsWith('Months') ? ('numeric' as const) : ('decimal' as const),
    maxLength: 20,
    value: building[field],
    disabled,
    onChange: (event: { target: { value: string } }) => store.setBuilding(id, field, event.target.value),
    onBlur: () => store.leave(),
  });
  const field = (name: BuildingTextField, label: string, errorField: string = name, hint?: string) => (
    <Field id={`rca-${id}-${name}`} label={label} error={error(errorField)} hint={hint}>
      <input {...text(name)} />
    </Field>
  );
  return (
    <section
      className="card rca-building"
      aria-labelledby={`rca-${id}-heading`}
      data-testid={`rca-building-${id}`}
      ref={card}
    >
      <div className="rca-building-head">
        <h2 id={`rca-${id}-heading`}>{building.name.trim() || 'Unnamed building'}</h2>
        {!disabled && (
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => store.askRemoveBuilding(id)}
            data-testid={`rca-remove-${id}`}
          >
            Remove building
          </button>
        )}
      </div>
      <Field id={`rca-${id}-name`} label="Building name" required={!disabled} error={error('name')}>
        <input
          id={`rca-${id}-name`}
          type="text"
          maxLength={200}
          value={building.name}
          disabled={disabled}
          onChange={(e) => store.setBuilding(id, 'name', e.target.value)}
          onBlur={() => store.leave()}
        />
      </Field>
      <AreasTable store={store} picker={picker} building={building} />
      <div className="rca-building-fields">
        {field(
          'localityFactor',
          'Locality factor',
          'localityFactor',
          'Multiplies the rates: 1.10 for a dearer region.',
        )}
        {field('externalWorks', 'External works ($)', 'externalWorksCents')}
        {field('siteServices', 'Site services ($)', 'siteServicesCents')}
      </div>
      <Adjustments store={store} building={building} />
      <fieldset className="field field-group">
        <legend className="field-label">Demolition and debris removal</legend>
        {(['percent', 'lumpSum'] as const).map((method) => (
          <label key={method} className="radio">
            <input
              type="radio"
              name={`rca-${id}-demolition-method`}
              checked={building.demolitionMethod === method}
              disabled={disabled}
              onChange={() => store.chooseDemolition(id, method)}
            />
            {method === 'percent' ? 'A percentage of the escalated cost' : 'A lump sum'}
          </label>
        ))}
        {building.demolitionMethod === 'percent'
          ? field('demolitionPercent', 'Demolition (%)')
          : field('demolition', 'Demolition ($)', 'demolitionCents')}
        {(['asbestos', 'contamination'] as const).map((hazard) => (
          <label key={hazard} className="radio">
            <input
              type="checkbox"
              checked={building[hazard]}
              disabled={disabled}
              onChange={(e) => store.setHazard(id, hazard, e.target.checked)}
            />
            {hazard === 'asbestos' ? 'Asbestos present' : 'Contamination present'}
          </label>
        ))}
        <Field
          id={`rca-${id}-hazardNote`}
          label="What the demolition allows for the hazards"
          error={error('hazardNote')}
        >
          <textarea
            id={`rca-${id}-hazardNote`}
            rows={2}
            maxLength={1000}
            value={building.hazardNote}
            disabled={disabled}
            onChange={(e) => store.setBuilding(id, 'hazardNote', e.target.value)}
            onBlur={() => store.leave()}
          />
        </Field>
      </fieldset>
      <div className="rca-building-fields">
        {field('contingencyPercent', 'Contingency (%)')}
        {field('professionalFeesPercent', 'Professional fees (%)')}
        {field('authorityFees', 'Authority fees ($)', 'authorityFeesCents')}
        {field('leadMonths', 'Lead time: design and approvals (months)')}
        {field('constructionMonths', 'Construction period (months)')}
      </div>
    </section>
  );
});

/** Lump sums added to the base, each with its description. */
const Adjustments = observer(function Adjustments(props: { store: InputsStore; building: BuildingDraft }) {
  const { store, building } = props;
  const id = building.buildingId;
  const errors = store.errors;
  const disabled = store.readOnly;
  return (
    <fieldset className="field field-group rca-adjustments" data-testid={`rca-adjustments-${id}`}>
      <legend className="field-label">Adjustments</legend>
      {building.adjustments.length === 0 && <p className="muted">None.</p>}
      {errors[buildingKey(id, 'adjustments')] && (
        <p className="field-error">{errors[buildingKey(id, 'adjustments')]}</p>
      )}
      {building.adjustments.map((adjustment, index) => {
        const error = errors[adjustmentKey(id, index)];
        const key = `rca-${id}-adjustment-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: adjustments have no id; a row is its place in the list.
          <div key={index} className="rca-adjustment">
            <input
              type="text"
              aria-label={`Adjustment ${index + 1} description`}
              maxLength={200}
              value={adjustment.description}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${key}-error` : undefined}
              onChange={(e) => store.setAdjustment(id, index, 'description', e.target.value)}
              onBlur={() => store.leave()}
            />
            <input
              type="text"
              inputMode="decimal"
              aria-label={`Adjustment ${index + 1} amount ($)`}
              maxLength={20}
              value={adjustment.amount}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${key}-error` : undefined}
              onChange={(e) => store.setAdjustment(id, index, 'amount', e.target.value)}
              onBlur={() => store.leave()}
            />
            {!disabled && (
              <button
                type="button"
                className="button button-small button-secondary"
                aria-label={`Remove adjustment ${index + 1}`}
                onClick={() => store.removeAdjustment(id, index)}
              >
                Remove
              </button>
            )}
            {error && (
              <p id={`${key}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {!disabled && (
        <button type="button" className="button button-secondary" onClick={() => store.addAdjustment(id)}>
          Add adjustment
        </button>
      )}
    </fieldset>
  );
});
