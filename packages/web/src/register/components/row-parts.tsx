import type { CodeRef } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import type { AssetRow } from '../store/AssetRow';
import { useCellReason } from './CellReason';

/** How a row is named in accessible names: 'asset 12', or 'new asset' before it is stored. */
export function rowLabel(row: AssetRow): string {
  return row.isNew ? 'new asset' : `asset ${row.id}`;
}

/** The mark of a row that fails validation, its messages in its accessible name; nothing for a valid row. */
export function RowErrorMark(props: { messages: readonly string[] }) {
  const { messages } = props;
  if (messages.length === 0) return null;
  return (
    <span
      className="error-mark"
      role="img"
      aria-label={`${messages.length} ${messages.length === 1 ? 'error' : 'errors'}: ${messages.join(' ')}`}
      title={messages.join('\n')}
      data-testid="row-errors"
    >
      !
    </span>
  );
}

/** The Asset ID cell with the row's error mark (docs/product/rules.md: the same validation the service uses). */
export const RowIdCell = observer(function RowIdCell(props: { row: AssetRow }) {
  const { row } = props;
  const messages = row.shownErrors.map((e) => e.message);
  return (
    <td className="cell-id" data-testid="asset-id">
      <span>{row.isNew ? 'New' : row.id}</span>
      {row.draftReason && (
        <span className="draft-reason" role="status" data-testid="row-draft">
          {row.draftReason}
        </span>
      )}
      <RowErrorMark messages={messages} />
    </td>
  );
});

/** The row's selection box (Delete Selected Assets); a new row cannot be selected until it is stored. */
export const RowSelectCell = observer(function RowSelectCell(props: {
  row: AssetRow;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { row } = props;
  return (
    <td className="cell-select">
      <input
        type="checkbox"
        aria-label={`Select ${rowLabel(row)}`}
        data-testid="select-asset"
        checked={row.selected}
        disabled={props.disabled || row.isNew}
        onChange={props.onToggle}
      />
    </td>
  );
});

interface Coded {
  id: number;
  code: string;
  description: string;
}

/** A select of {id, code} choices (category, method); 'Select' is the empty choice. */
export function SelectCell<T extends Coded>(props: {
  label: string;
  testId: string;
  disabled: boolean;
  error: string | undefined;
  value: CodeRef | null;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: CodeRef | null) => void;
}) {
  const { value, options } = props;
  // A code the lists do not hold (not loaded yet) is still shown.
  const missing = value !== null && !options.some((o) => o.id === value.id);
  const { describedBy, reason } = useCellReason(props.error);
  return (
    <>
      <select
        aria-describedby={describedBy}
        className="cell-input cell-choice"
        aria-label={props.label}
        data-testid={props.testId}
        disabled={props.disabled}
        value={value === null ? '' : String(value.id)}
        aria-invalid={props.error ? true : undefined}
        title={props.error}
        onChange={(event) => {
          const chosen = options.find((o) => String(o.id) === event.target.value);
          props.onChange(chosen ? { id: chosen.id, code: chosen.code } : null);
        }}
      >
        <option value="">Select</option>
        {missing && <option value={String(value.id)}>{value.code}</option>}
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {props.optionLabel(option)}
          </option>
        ))}
      </select>
      {reason}
    </>
  );
}

/** The method select: codes PC and DV labelled by their description. */
export function CodeSelect(props: Omit<Parameters<typeof SelectCell<Coded>>[0], 'optionLabel'>) {
  return <SelectCell {...props} optionLabel={(m) => m.description} />;
}
