import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { ItemRow } from './ItemRow';
import type { ItemColumn, ItemFields } from './item-columns';

/** Marks an editor whose text could not be read: the grid's keys keep it open instead of moving on. */
export const ENTRY_PROBLEM_ATTRIBUTE = 'data-entry-problem';

/** What a cell shows when not edited: the column's text, money with its `$`. */
export function shownValue(column: ItemColumn, value: ItemFields[keyof ItemFields]): string {
  const text = column.write(value);
  return column.kind === 'money' && text !== '' ? `$${text}` : text;
}

/**
 * One cell's editor in the items grid: a select for a closed list, else a text box whose text is read by the
 * column (items/item-columns.ts) when it is left. Text that cannot be read stays, marked with its reason, and
 * nothing is saved; Escape (the grid's) restores the value.
 */
export const ItemCellEditor = observer(function ItemCellEditor(props: {
  row: ItemRow;
  column: ItemColumn;
  seed: string | null;
  label: string;
  onCommit: (value: ItemFields[keyof ItemFields]) => void;
}) {
  const { row, column } = props;
  const value = row.fields[column.key];
  const [text, setText] = useState(() => props.seed ?? column.write(value));
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement & HTMLSelectElement>(null);
  useEffect(() => {
    const control = input.current;
    if (!control) return;
    control.focus();
    if (props.seed === null && control instanceof HTMLInputElement) control.select();
  }, [props.seed]);
  const commit = (next: string) => {
    const reading = column.read(next);
    if ('problem' in reading) {
      setProblem(reading.problem);
      return;
    }
    setProblem(null);
    props.onCommit(reading.value);
  };
  const problemProps = problem
    ? { [ENTRY_PROBLEM_ATTRIBUTE]: '', 'aria-invalid': true as const, title: problem }
    : {};
  if (column.kind === 'select') {
    const optional = column.key === 'priority' || column.key === 'condition';
    return (
      <select
        ref={input}
        className="cell-input"
        aria-label={props.label}
        value={
          column.options?.find((o) => o.label === text || o.value === text)?.value ?? (optional ? '' : text)
        }
        onChange={(event) => {
          const option = column.options?.find((o) => o.value === event.target.value);
          const next = option ? option.label : '';
          setText(next);
          commit(next);
        }}
      >
        {optional && <option value="">—</option>}
        {column.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <>
      <input
        ref={input}
        type="text"
        className="cell-input"
        aria-label={props.label}
        inputMode={column.kind === 'text' ? undefined : 'decimal'}
        value={text}
        maxLength={column.kind === 'text' ? 1000 : 40}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onBlur={() => commit(text)}
        {...problemProps}
      />
      {problem && (
        <span className="cell-reason" role="alert">
          {problem}
        </span>
      )}
    </>
  );
});
