import type { Demolition } from '@taxdep/domain';
import { adjustedDemolitionFieldsDisabled, demolitionDateOptions } from '@taxdep/domain/assets';
import { dollarsToCents, formatAmount, formatLongDate } from '@taxdep/domain/format';
import { DEMOLITION_RATE_RULES, toWireRate } from '@taxdep/domain/input';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import type { AssetRow } from '../store/AssetRow';
import type { RegisterStore } from '../store/RegisterStore';
import { numericHandlers } from './cells';
import { RowIdCell, RowSelectCell, rowLabel } from './row-parts';
import { SelectAllBox } from './SelectAllBox';

/** docs/product/asset-register.md: 80 years from 2018, each '30 June 2018'; computed once. */
const DATE_OPTIONS = demolitionDateOptions();
const DATE_OPTION_VALUES = new Set(DATE_OPTIONS.map((option) => option.value));

function amountText(dollars: number | null): string {
  return dollars === null ? '' : formatAmount(dollarsToCents(dollars));
}

const RateInput = observer(function RateInput(props: {
  store: RegisterStore;
  row: AssetRow;
  index: number;
  demolition: Demolition;
  label: string;
  disabled: boolean;
  error: string | undefined;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const { demolition } = props;
  return (
    <input
      type="text"
      inputMode="decimal"
      className="cell-input cell-rate"
      aria-label={props.label}
      data-testid={`demo-rate-${props.index}`}
      maxLength={DEMOLITION_RATE_RULES.maxLength}
      disabled={props.disabled}
      value={draft ?? (demolition.rate === null ? '' : String(demolition.rate))}
      aria-invalid={props.error ? true : undefined}
      title={props.error}
      {...numericHandlers(DEMOLITION_RATE_RULES, setDraft)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft === null) return;
        setDraft(null);
        void props.store.demolitions.edit(props.row, props.index, { rate: toWireRate(draft) });
      }}
    />
  );
});

/** One asset of the demolition view: its demolitions one under the other (docs/product/asset-register.md "Demolition view"). */
const DemolitionRow = observer(function DemolitionRow(props: { store: RegisterStore; row: AssetRow }) {
  const { store, row } = props;
  const asset = row.asset;
  const disabled = store.readOnly || row.readOnly;
  const who = rowLabel(row);
  const adjustedDisabled = adjustedDemolitionFieldsDisabled(asset);
  const lines = asset.assetDemolitions;
  const each = (render: (d: Demolition, i: number) => ReactNode) =>
    lines.map((d, i) => (
      <div className="demolition-line" key={d.id === 0 ? `new-${i}` : d.id}>
        {render(d, i)}
      </div>
    ));
  return (
    <tr
      className={row.hasErrors ? 'register-row row-invalid' : 'register-row'}
      data-testid={`asset-row-${row.id}`}
    >
      <RowSelectCell row={row} disabled={disabled} onToggle={() => store.selection.toggle(row)} />
      <RowIdCell row={row} />
      <td>{asset.assetCode?.assetCode ?? ''}</td>
      <td>{asset.description ?? ''}</td>
      <td>
        {lines.length === 0 && <span className="muted">No demolition</span>}
        {each((d, i) => (
          <select
            className="cell-input"
            aria-label={`Demolition date ${i + 1} of ${who}`}
            data-testid={`demo-date-${i}`}
            disabled={disabled}
            value={d.demoDate ?? ''}
            aria-invalid={row.errorOf('demoDate', i) ? true : undefined}
            title={row.errorOf('demoDate', i)}
            onChange={(event) =>
              void store.demolitions.edit(row, i, { demoDate: event.target.value || null })
            }
          >
            <option value="">Select</option>
            {/* A stored date the list lacks (before 2018) is still shown, never as "Select" (issue 16 item 2). */}
            {d.demoDate && !DATE_OPTION_VALUES.has(d.demoDate) && (
              <option value={d.demoDate}>{formatLongDate(d.demoDate)}</option>
            )}
            {DATE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ))}
      </td>
      <td>
        {each((d, i) => (
          <RateInput
            store={store}
            row={row}
            index={i}
            demolition={d}
            label={`Demolition rate ${i + 1} of ${who}`}
            disabled={disabled}
            error={row.errorOf('demolitionRate', i) ?? row.errorOf('assetDemolitions')}
          />
        ))}
      </td>
      <td>
        {each((d, i) => (
          <AdjustedAmount
            label={`Adjusted historical cost ${i + 1} of ${who}`}
            testId={`demo-adjusted-cost-${i}`}
            disabled={adjustedDisabled}
            dollars={d.adjustedHistoricalCost}
          />
        ))}
      </td>
      <td>
        {each((d, i) => (
          <AdjustedAmount
            label={`Adjusted annual depreciation ${i + 1} of ${who}`}
            testId={`demo-adjusted-depreciation-${i}`}
            disabled={adjustedDisabled}
            dollars={d.adjustedAnnualDepreciation}
          />
        ))}
      </td>
      <td>
        {each((_d, i) => (
          <button
            type="button"
            className="icon-button remove-button"
            aria-label={`Remove demolition ${i + 1} of ${who}`}
            data-testid={`demo-remove-${i}`}
            disabled={disabled}
            onClick={() => void store.demolitions.remove(row, i)}
          >
            ×
          </button>
        ))}
      </td>
    </tr>
  );
});

/** The demolition view (docs/product/asset-register.md). */
export const DemolitionTable = observer(function DemolitionTable(props: { store: RegisterStore }) {
  const { store } = props;
  return (
    <table className="register-table" data-testid="demolition-table">
      <thead>
        <tr>
          <SelectAllBox store={store} />
          <th scope="col">Asset ID</th>
          <th scope="col">Tax Code</th>
          <th scope="col">Asset Description</th>
          <th scope="col">Demolition Date</th>
          <th scope="col">Rate %</th>
          <th scope="col">Adjusted Historical Cost</th>
          <th scope="col">Adjusted Annual Depreciation</th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {store.rows.map((row) => (
          <DemolitionRow key={row.key} store={store} row={row} />
        ))}
      </tbody>
    </table>
  );
});

/** An adjusted figure of a demolition: computed by the service's engine, shown read-only (disabled under DV). */
function AdjustedAmount(props: { label: string; testId: string; disabled: boolean; dollars: number | null }) {
  return (
    <input
      type="text"
      readOnly
      className="cell-input cell-amount"
      aria-label={props.label}
      data-testid={props.testId}
      disabled={props.disabled}
      value={amountText(props.dollars)}
    />
  );
}
