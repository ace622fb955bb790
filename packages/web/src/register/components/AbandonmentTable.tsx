import { NO_LABEL_ID } from '@taxdep/domain/assets';
import { observer } from 'mobx-react-lite';
import type { AssetRow } from '../store/AssetRow';
import type { RegisterStore } from '../store/RegisterStore';
import { rowLabel } from './row-parts';

const AbandonmentRow = observer(function AbandonmentRow(props: { store: RegisterStore; row: AssetRow }) {
  const { store, row } = props;
  const disabled = store.readOnly || row.readOnly || row.pendingLabelId !== null;
  const linked = row.asset.abandonmentLabel;
  // A linked label the list does not hold yet (still loading) is still shown.
  const missing = linked !== null && !store.labels.labels.some((label) => label.id === linked.id);
  return (
    <tr className="register-row" data-testid={`asset-row-${row.id}`}>
      <td className="cell-id" data-testid="asset-id">
        {row.id}
      </td>
      <td>{row.asset.assetCode?.assetCode ?? ''}</td>
      <td>{row.asset.description ?? ''}</td>
      <td>
        <select
          className="cell-input"
          aria-label={`Abandonment label of ${rowLabel(row)}`}
          data-testid="abandonment-label"
          disabled={disabled}
          value={String(row.labelId)}
          onChange={(event) => void store.labels.map(row, Number(event.target.value))}
        >
          <option value={String(NO_LABEL_ID)}>Select</option>
          {missing && <option value={String(linked.id)}>{linked.label}</option>}
          {store.labels.labels.map((label) => (
            <option key={label.id} value={String(label.id)}>
              {label.label}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
});

/** The abandonment view (docs/product/asset-register.md): Asset ID, tax code, description and the label drop-down per row. */
export const AbandonmentTable = observer(function AbandonmentTable(props: { store: RegisterStore }) {
  const { store } = props;
  return (
    <table className="register-table" data-testid="abandonment-table">
      <thead>
        <tr>
          <th scope="col">Asset ID</th>
          <th scope="col">Tax Code</th>
          <th scope="col">Asset Description</th>
          <th scope="col">Abandonment Labels</th>
        </tr>
      </thead>
      <tbody>
        {store.rows.map((row) => (
          <AbandonmentRow key={row.key} store={store} row={row} />
        ))}
      </tbody>
    </table>
  );
});
