import { formatMoneyCents } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import type { AreaTextField, InputsStore } from './InputsStore';
import type { RatePicker } from './RatePicker';
import { areaKey, type BuildingDraft } from './rca-draft';

const COLUMNS: { field: AreaTextField; label: string; inputMode: 'text' | 'decimal' }[] = [
  { field: 'use', label: 'Use', inputMode: 'text' },
  { field: 'areaM2', label: 'Area (m²)', inputMode: 'decimal' },
  { field: 'rate', label: 'Rate per m² ($)', inputMode: 'decimal' },
  { field: 'overrideReason', label: 'Reason for a rate not the library’s', inputMode: 'text' },
];

/** The up and down arrows move to the same column of the row above or below (a small grid, typed row by row). */
function onGridKey(event: KeyboardEvent<HTMLTableSectionElement>): void {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
  const input = event.target as HTMLElement;
  const column = input.dataset.column;
  const row = input.closest('tr');
  const next = event.key === 'ArrowUp' ? row?.previousElementSibling : row?.nextElementSibling;
  const target = next?.querySelector<HTMLElement>(`[data-column="${column}"]`);
  if (!column || !target) return;
  event.preventDefault();
  target.focus();
}

/**
 * A building's floor areas (issue 28 items 2 and 3): use, m², the rate per m², the library rate it came from and
 * the reason for a rate that is not the library's as priced. "Choose from library" opens the picker of the rates in
 * force on the assessment date; the domain's message asks for the reason when a library rate is changed.
 */
export const AreasTable = observer(function AreasTable(props: {
  store: InputsStore;
  picker: RatePicker;
  building: BuildingDraft;
}) {
  const { store, picker, building } = props;
  const errors = store.errors;
  const disabled = store.readOnly;
  const id = building.buildingId;
  return (
    <div className="rca-areas">
      <table className="figures-table rca-areas-table" data-testid={`rca-areas-${id}`}>
        <caption>Floor areas of {building.name || 'the building'}</caption>
        <thead>
          <tr>
            {COLUMNS.slice(0, 3).map((c) => (
              <th key={c.field} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">Library rate</th>
            <th scope="col">{COLUMNS[3]?.label}</th>
            {!disabled && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody onKeyDown={onGridKey}>
          {building.areas.map((area, row) => {
            const cell = (c: (typeof COLUMNS)[number]) => {
              const errorField = c.field === 'rate' ? 'rateCentsPerM2' : c.field;
              const error = errors[areaKey(id, area.areaId, errorField)];
              const inputId = `rca-area-${id}-${area.areaId}-${c.field}`;
              return (
                <td key={c.field}>
                  <input
                    id={inputId}
                    type="text"
                    inputMode={c.inputMode}
                    aria-label={`${c.label}, area ${row + 1}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    data-column={c.field}
                    maxLength={c.inputMode === 'text' ? 200 : 20}
                    value={area[c.field]}
                    disabled={disabled}
                    onChange={(e) => store.setArea(id, area.areaId, c.field, e.target.value)}
                    onBlur={() => store.leave()}
                  />
                  {error && (
                    <p id={`${inputId}-error`} className="field-error" data-testid={`${inputId}-error`}>
                      {error}
                    </p>
                  )}
                </td>
              );
            };
            const library = area.libraryRate;
            return (
              <tr key={area.areaId} data-testid={`rca-area-${id}-${area.areaId}`}>
                {COLUMNS.slice(0, 3).map(cell)}
                <td className="rca-library-rate">
                  {library ? (
                    <span data-testid={`rca-area-${id}-${area.areaId}-library`}>
                      {library.buildingType}, {library.location}: {formatMoneyCents(library.rateCentsPerM2)}
                      /m², priced {library.pricedOn} ({library.source})
                    </span>
                  ) : (
                    <span className="muted">Entered by hand</span>
                  )}
                  {!disabled && (
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      aria-label={`Choose from library, area ${row + 1}`}
                      onClick={() => void picker.open(id, area.areaId)}
                    >
                      Choose from library
                    </button>
                  )}
                </td>
                {COLUMNS.slice(3).map(cell)}
                {!disabled && (
                  <td>
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      aria-label={`Remove area ${row + 1}`}
                      onClick={() => store.removeArea(id, area.areaId)}
                    >
                      Remove
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {errors[`${id}.areas`] && <p className="field-error">{errors[`${id}.areas`]}</p>}
      {!disabled && (
        <button type="button" className="button button-secondary" onClick={() => store.addArea(id)}>
          Add floor area
        </button>
      )}
    </div>
  );
});
