/**
 * The incentives' windows as a file an administrator loads (issue 23 item 2; docs/product/administration.md
 * "Incentive windows"): one CSV row per window of `IncentiveWindow` (incentive-rules.ts), so the next budget measure
 * is a table load, not a release. The writer writes the table in force in the same layout, so an administrator
 * downloads it, edits it and loads it again.
 *
 * Amounts are dollars as people write them (`20000`, `20000.00`, `$20,000`), at most two decimals, and become
 * integer cents by their digits, never through a floating-point number (docs/tax-rules.md "Money and rounding").
 * Every bad cell is reported with its line and column, so one reading of the preview lists all there is to fix.
 */
import { csvRecordsOf } from '../../effective-life/csv-text';
import { type CivilDate, isCivilDate } from '../calendar/civil-date';
import type { Cents } from '../money/exact';
import type { IncentiveCategory, IncentiveKind, IncentiveWindow } from './incentive-rules';

export const INCENTIVE_TABLE_COLUMNS = [
  'id',
  'kind',
  'category',
  'label',
  'section',
  'first_used_from',
  'first_used_to',
  'acquired_from',
  'acquired_to',
  'cost_below',
  'turnover_below',
  'second_hand_turnover_below',
] as const;

export type IncentiveTableColumn = (typeof INCENTIVE_TABLE_COLUMNS)[number];

export const INCENTIVE_KINDS: readonly IncentiveKind[] = [
  'instantAssetWriteOff',
  'temporaryFullExpensing',
  'backingBusinessInvestment',
];

/**
 * The category each kind is claimed under (docs/tax-rules.md "Incentives"): the instant asset write-off and
 * temporary full expensing deduct the whole cost at once (IA); backing business investment is the accelerated
 * depreciation of Subdivision 40-BA (AD).
 */
export const INCENTIVE_KIND_CATEGORY: Readonly<Record<IncentiveKind, IncentiveCategory>> = {
  instantAssetWriteOff: 'IA',
  temporaryFullExpensing: 'IA',
  backingBusinessInvestment: 'AD',
};

/** A table is a few dozen windows (one per budget measure); a file far larger is not a table. */
export const MAX_INCENTIVE_TABLE_ROWS = 1_000;
export const MAX_INCENTIVE_CELL_CHARS = 300;
/** Whole dollars of an amount: 13 digits ($9.9 trillion) keeps its cents a safe integer. */
const MAX_DOLLAR_DIGITS = 13;

export interface IncentiveTableProblem {
  /** 1-based line of the file. */
  line: number;
  /** The column the problem is in; null for a problem of the whole file or row. */
  column: IncentiveTableColumn | null;
  message: string;
}

/** A window of the file with the line it was read from. */
export interface IncentiveTableEntry {
  line: number;
  window: IncentiveWindow;
}

export interface IncentiveTableFile {
  entries: IncentiveTableEntry[];
  problems: IncentiveTableProblem[];
}

const AMOUNT = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Integer cents of a dollar amount, or a message: digits only, so `0.1` + `0.2` never meets binary fractions.
 * `20,000.5` → 2_000_050.
 */
export function centsOfDollars(text: string): Cents | string {
  const match = AMOUNT.exec(text.trim());
  if (!match) return `must be an amount in dollars with at most two decimals, not '${text}'`;
  const whole = match[1]!.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_DOLLAR_DIGITS) return `is larger than any amount of the law ('${text}')`;
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Whole dollars of an amount (turnover is set in whole dollars), or a message. */
function wholeDollars(text: string): number | string {
  const cents = centsOfDollars(text);
  if (typeof cents === 'string') return cents;
  if (cents % 100 !== 0) return `must be whole dollars, not '${text}'`;
  return cents / 100;
}

/** The dollars of `cents` as the writer writes them: `20000`, `1234.5` never, always two decimals when any. */
export function dollarsOfCents(cents: Cents): string {
  const whole = Math.trunc(cents / 100);
  const part = cents % 100;
  return part === 0 ? String(whole) : `${whole}.${String(part).padStart(2, '0')}`;
}

type Cell = (column: IncentiveTableColumn) => string;

/** Reads a row: its window, or the problems of its cells (every one of them). */
function readRow(line: number, cell: Cell): IncentiveTableEntry | IncentiveTableProblem[] {
  const problems: IncentiveTableProblem[] = [];
  const fail = (column: IncentiveTableColumn, message: string) => problems.push({ line, column, message });
  for (const column of INCENTIVE_TABLE_COLUMNS) {
    if (cell(column).length > MAX_INCENTIVE_CELL_CHARS)
      fail(column, `${column} is longer than ${MAX_INCENTIVE_CELL_CHARS} characters.`);
  }
  if (problems.length > 0) return problems;

  const id = cell('id');
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id))
    fail('id', `id must be letters, digits, '.', '_' or '-', not '${id}'.`);
  const kind = INCENTIVE_KINDS.find((k) => k === cell('kind'));
  if (!kind) fail('kind', `kind must be one of ${INCENTIVE_KINDS.join(', ')}, not '${cell('kind')}'.`);
  const category = (['IA', 'AD'] as const).find((c) => c === cell('category').toUpperCase());
  if (!category) fail('category', `category must be IA or AD, not '${cell('category')}'.`);
  else if (kind && INCENTIVE_KIND_CATEGORY[kind] !== category) {
    fail(
      'category',
      `a window of kind ${kind} is claimed under ${INCENTIVE_KIND_CATEGORY[kind]}, not ${category}.`,
    );
  }
  for (const column of ['label', 'section'] as const) {
    if (cell(column) === '') fail(column, `${column} is empty.`);
  }

  const date = (column: IncentiveTableColumn, required: boolean): CivilDate | null => {
    const text = cell(column);
    if (text === '' && !required) return null;
    if (isCivilDate(text)) return text;
    fail(column, `${column} must be a date YYYY-MM-DD${required ? '' : ' or empty'}, not '${text}'.`);
    return null;
  };
  const firstUsedFrom = date('first_used_from', true);
  const firstUsedTo = date('first_used_to', true);
  const acquiredFrom = date('acquired_from', false);
  const acquiredTo = date('acquired_to', false);
  if (firstUsedFrom && firstUsedTo && firstUsedFrom > firstUsedTo)
    fail('first_used_to', `first_used_to ${firstUsedTo} is before first_used_from ${firstUsedFrom}.`);
  if (acquiredFrom && acquiredTo && acquiredFrom > acquiredTo)
    fail('acquired_to', `acquired_to ${acquiredTo} is before acquired_from ${acquiredFrom}.`);

  const amount = <T>(column: IncentiveTableColumn, read: (text: string) => T | string): T | null => {
    const value = read(cell(column));
    if (typeof value === 'string') {
      fail(column, `${column} ${value}.`);
      return null;
    }
    return value;
  };
  const costText = cell('cost_below');
  const costBelow = costText === '' ? null : amount('cost_below', centsOfDollars);
  if (costBelow === 0) fail('cost_below', 'cost_below must be above 0, or empty for no cap.');
  const turnoverBelow = amount('turnover_below', wholeDollars);
  if (turnoverBelow === 0) fail('turnover_below', 'turnover_below must be above 0.');
  const secondHandText = cell('second_hand_turnover_below');
  const secondHandTurnoverBelow =
    secondHandText === '' ? null : amount('second_hand_turnover_below', wholeDollars);

  if (problems.length > 0) return problems;
  return {
    line,
    window: {
      id,
      kind: kind!,
      category: category!,
      label: cell('label'),
      section: cell('section'),
      firstUsedFrom: firstUsedFrom!,
      firstUsedTo: firstUsedTo!,
      acquiredFrom,
      acquiredTo,
      costBelow,
      turnoverBelow: turnoverBelow!,
      secondHandTurnoverBelow,
    },
  };
}

/** Reads an incentive table file: every window it holds, and every problem with its line and column. */
export function readIncentiveTableFile(text: string): IncentiveTableFile {
  const [header, ...records] = csvRecordsOf(text);
  if (!header) return { entries: [], problems: [{ line: 1, column: null, message: 'The file is empty.' }] };
  const columns = new Map(header.cells.map((name, i) => [name.trim().toLowerCase(), i] as const));
  const missing = INCENTIVE_TABLE_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    const message = `Missing column(s): ${missing.join(', ')}.`;
    return { entries: [], problems: [{ line: header.line, column: null, message }] };
  }
  if (records.length > MAX_INCENTIVE_TABLE_ROWS) {
    const message = `More than ${MAX_INCENTIVE_TABLE_ROWS} rows: not an incentive table.`;
    return { entries: [], problems: [{ line: 1, column: null, message }] };
  }
  if (records.length === 0) {
    const message = 'The file has no windows: a table without them would deny every incentive.';
    return { entries: [], problems: [{ line: header.line, column: null, message }] };
  }
  const entries: IncentiveTableEntry[] = [];
  const problems: IncentiveTableProblem[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of records) {
    const cell: Cell = (name) => (record.cells[columns.get(name)!] ?? '').trim();
    const read = readRow(record.line, cell);
    const id = cell('id');
    const earlier = firstLineOf.get(id);
    if (id !== '' && earlier !== undefined) {
      const message = `id ${id} is already the id of line ${earlier}.`;
      problems.push({ line: record.line, column: 'id', message });
    } else if (id !== '') firstLineOf.set(id, record.line);
    if (Array.isArray(read)) problems.push(...read);
    else if (earlier === undefined) entries.push(read);
  }
  return { entries, problems };
}

/** A cell as CSV writes it: quoted when it holds a separator, a quote, a line break or edge spaces. */
function csvCell(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as a file `readIncentiveTableFile` reads back to the same windows, in the same order. */
export function writeIncentiveTableFile(windows: readonly IncentiveWindow[]): string {
  const rows = windows.map((w) =>
    [
      w.id,
      w.kind,
      w.category,
      w.label,
      w.section,
      w.firstUsedFrom,
      w.firstUsedTo,
      w.acquiredFrom ?? '',
      w.acquiredTo ?? '',
      w.costBelow === null ? '' : dollarsOfCents(w.costBelow),
      String(w.turnoverBelow),
      w.secondHandTurnoverBelow === null ? '' : String(w.secondHandTurnoverBelow),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[INCENTIVE_TABLE_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
