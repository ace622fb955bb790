import { centsToDecimalText, dollarsToCents, formatAmount } from '@taxdep/domain/format';
import { acceptsKey, filterPaste, type NumericInputRules, readAmountEntry } from '@taxdep/domain/input';
import {
  createContext,
  type KeyboardEvent,
  type ClipboardEvent as ReactClipboardEvent,
  useContext,
  useState,
} from 'react';
import { DateInput } from '../../ui/DateInput';
import { formatDateEntry } from '../../ui/date-entry';
import { useCellReason } from './CellReason';

/** Common props of an editable cell: its accessible name, test id, error and disabled state. */
interface CellProps {
  label: string;
  testId: string;
  disabled: boolean;
  error?: string | undefined;
  className?: string;
}

function invalidProps(error: string | undefined) {
  return error ? { 'aria-invalid': true as const, title: error } : {};
}

/** A text cell: typed freely, saved when the field is left (docs/product/states-and-permissions.md "saved on change"). */
export function TextCell(
  props: CellProps & { value: string | null; onCommit: (value: string | null) => void },
) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? props.value ?? '';
  const { describedBy, reason } = useCellReason(props.error);
  return (
    <>
      <input
        type="text"
        className={props.className ? `cell-input ${props.className}` : 'cell-input'}
        aria-label={props.label}
        data-testid={props.testId}
        disabled={props.disabled}
        value={shown}
        aria-describedby={describedBy}
        {...invalidProps(props.error)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft === null) return;
          setDraft(null);
          const next = draft.trim() === '' ? null : draft;
          if (next !== props.value) props.onCommit(next);
        }}
      />
      {reason}
    </>
  );
}

/** Clipboard text of more than one cell: the grid's block paste (register/paste) takes it, not one field. */
export function isBlockPaste(text: string): boolean {
  return /[\t\r\n]/.test(text);
}

/** The key and paste filters of docs/product/rules.md, applied through the domain's pure functions. */
export function numericHandlers(rules: NumericInputRules, setText: (text: string) => void) {
  return {
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const input = event.currentTarget;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      if (!acceptsKey(input.value, start, end, event.key, rules)) event.preventDefault();
    },
    onPaste(event: ReactClipboardEvent<HTMLInputElement>) {
      // A block (tabs or lines, from a spreadsheet) is the register's paste of many cells: left to bubble to it.
      if (isBlockPaste(event.clipboardData.getData('text'))) return;
      event.preventDefault();
      const input = event.currentTarget;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      const next = filterPaste(input.value, start, end, event.clipboardData.getData('text'), rules);
      if (next !== null) setText(next);
    },
  };
}

/**
 * A register amount (docs/product/rules.md): max 20 characters, numeric keys and paste only, shown re-formatted with thousands
 * separators, edited without them, and sent as dollars with commas stripped.
 */
export function AmountCell(
  props: CellProps & {
    value: number | null;
    rules: NumericInputRules;
    /** A legitimate value worth a second look: shown as a warning style with its text (docs/product/rules.md). */
    warning?: string | undefined;
    onCommit: (value: number | null) => void;
  },
) {
  const [draft, setDraft] = useState<string | null>(null);
  // Text that is no amount stays in the field, marked, until corrected: sending it would clear the stored amount.
  const [problem, setProblem] = useState<string | null>(null);
  const cents = props.value === null ? null : dollarsToCents(props.value);
  const shown = draft ?? (cents === null ? '' : formatAmount(cents));
  const { describedBy, reason } = useCellReason(problem ?? props.error);
  return (
    <>
      <input
        aria-describedby={describedBy}
        type="text"
        inputMode="decimal"
        className={props.warning ? 'cell-input cell-amount cell-warning' : 'cell-input cell-amount'}
        aria-label={props.label}
        data-testid={props.testId}
        disabled={props.disabled}
        maxLength={props.rules.maxLength}
        value={shown}
        {...(props.warning ? { title: props.warning, 'aria-description': props.warning } : {})}
        {...invalidProps(problem ?? props.error)}
        // The grid keeps an editor open while its text is no amount (components/grid-keys.ts).
        data-entry-problem={problem === null ? undefined : true}
        {...numericHandlers(props.rules, setDraft)}
        onFocus={() => {
          if (problem === null && draft === null) setDraft(cents === null ? '' : centsToDecimalText(cents));
        }}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft === null) return;
          const entry = readAmountEntry(draft);
          if (entry.kind === 'unreadable') {
            setProblem(entry.problem);
            return;
          }
          setProblem(null);
          setDraft(null);
          const next = entry.kind === 'amount' ? entry.dollars : null;
          if (next !== props.value) props.onCommit(next);
        }}
      />
      {reason}
    </>
  );
}

/**
 * docs/product/asset-register.md: the date inputs start 700 ms after the list is displayed; until then dates show
 * as read-only text, in the same day/month/year as the inputs (issue 16 item 9).
 */
export const DatePickersReady = createContext(false);

export function DateCell(
  props: CellProps & { value: string | null; onCommit: (value: string | null) => void },
) {
  const ready = useContext(DatePickersReady);
  const { describedBy, reason } = useCellReason(props.error);
  if (!ready) {
    return (
      <input
        type="text"
        readOnly
        className="cell-input cell-date"
        aria-label={props.label}
        data-testid={props.testId}
        disabled={props.disabled}
        value={formatDateEntry(props.value)}
        {...invalidProps(props.error)}
      />
    );
  }
  // Issue 16 item 9: day/month/year text, not the browser's locale-ordered date picker.
  return (
    <>
      <DateInput
        aria-describedby={describedBy}
        className="cell-input cell-date"
        label={props.label}
        testId={props.testId}
        disabled={props.disabled}
        value={props.value}
        error={props.error}
        onCommit={props.onCommit}
      />
      {reason}
    </>
  );
}
