/**
 * The items grid's columns (issue 27 item 2), in the grid's order: each column's heading, the field of the wire's
 * item it edits, how its text is read and written. One declaration serves the grid's cells, the paste from Excel
 * (tab-separated rows in this order) and the CSV/Excel import (columns found by their headings), so a value typed,
 * pasted or imported is read alike. A value the wire cannot carry (a negative cost, a year before FY1900, text too
 * long) is refused here with a reason; whether a value the wire carries is right for a forecast is the domain's
 * `validateCapexItem`.
 */
import type { CapexItemSave } from '@taxdep/domain';
import {
  BUILDING_ELEMENTS,
  type BuildingElementId,
  CAPEX_PRIORITIES,
  type CapexItemField,
  CONDITION_RATINGS,
  EXPENDITURE_KINDS,
  MAX_ITEM_CENTS,
  MAX_QUANTITY,
  MAX_TAX_CODE_LENGTH,
} from '@taxdep/domain/capex';
import { formatAmount, parseAmount } from '@taxdep/domain/format';

/** The fields of an item a user edits: the wire's save without its id. */
export type ItemFields = Omit<CapexItemSave, 'itemId'>;
export type ItemFieldKey = keyof ItemFields;

/** How a column's text is read: a value for the field, or why the text cannot be one. */
export type CellReading = { value: ItemFields[ItemFieldKey] } | { problem: string };

export type ItemColumnKind = 'select' | 'text' | 'money' | 'number';

export interface ItemColumn {
  key: ItemFieldKey;
  heading: string;
  kind: ItemColumnKind;
  /** Other headings a file may use for it (lower case), beside the heading itself. */
  aliases: readonly string[];
  /** The choices of a select column, in their order. */
  options?: readonly { value: string; label: string }[];
  read(text: string): CellReading;
  write(value: ItemFields[ItemFieldKey]): string;
  /** Grid width in pixels. */
  width: number;
}

/** The wire's bounds (capex-calls.ts, wire-limits.ts): text fields, years, whole years, quantities. */
const MAX_TEXT = 1000;
const FIRST_WIRE_YEAR = 1900;
const LAST_WIRE_YEAR = 2200;
const MAX_WHOLE_YEARS = 200;

const blank = (text: string) => text.trim() === '';
const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function choice<T extends string | number>(
  options: readonly { id: T; label: string }[],
  extra: Record<string, T>,
  problem: string,
  /** What a blank cell reads as; 'required' refuses it. */
  whenBlank: T | null | 'required',
) {
  return (text: string): CellReading => {
    if (blank(text))
      return whenBlank === 'required' ? { problem } : { value: whenBlank as ItemFields[ItemFieldKey] };
    const wanted = norm(text);
    const found = options.find((o) => norm(String(o.id)) === wanted || norm(o.label) === wanted);
    if (found) return { value: found.id as ItemFields[ItemFieldKey] };
    const alias = extra[wanted];
    return alias !== undefined ? { value: alias as ItemFields[ItemFieldKey] } : { problem };
  };
}

function textReader(max: number, nullWhenBlank: boolean, name: string) {
  return (text: string): CellReading => {
    const value = text.trim();
    if (value === '') return { value: nullWhenBlank ? null : '' };
    return value.length > max ? { problem: `${name} must be at most ${max} characters.` } : { value };
  };
}

function moneyReader(name: string) {
  return (text: string): CellReading => {
    if (blank(text)) return { value: null };
    const cents = parseAmount(text);
    if (cents === null || cents < 0 || cents > MAX_ITEM_CENTS)
      return { problem: `${name} must be an amount from $0.00 to $100,000,000.00.` };
    return { value: cents };
  };
}

/** A whole number from `min` to `max`, or blank. */
function wholeReader(min: number, max: number, problem: string) {
  return (text: string): CellReading => {
    if (blank(text)) return { value: null };
    const compact = text.trim().replace(/,/g, '');
    if (!/^\d+$/.test(compact)) return { problem };
    const value = Number(compact);
    return value >= min && value <= max ? { value } : { problem };
  };
}

/** A decimal number from 0 to `max` as typed (the domain counts its decimals), or blank. */
function decimalReader(max: number, problem: string) {
  return (text: string): CellReading => {
    if (blank(text)) return { value: null };
    const compact = text.trim().replace(/,/g, '');
    if (!/^(\d+\.?\d*|\.\d+)$/.test(compact)) return { problem };
    const value = Number(compact);
    return Number.isFinite(value) && value <= max ? { value } : { problem };
  };
}

const plain = (value: ItemFields[ItemFieldKey]) =>
  value === null || value === undefined ? '' : String(value);
const money = (value: ItemFields[ItemFieldKey]) => (typeof value === 'number' ? formatAmount(value) : '');
const labelOf =
  (options: readonly { id: string | number; label: string }[]) => (value: ItemFields[ItemFieldKey]) =>
    options.find((o) => o.id === value)?.label ?? plain(value);

const ELEMENT_PROBLEM = `Element must be one of: ${BUILDING_ELEMENTS.map((e) => e.label).join(', ')}.`;

export const ITEM_COLUMNS: readonly ItemColumn[] = [
  {
    key: 'element',
    heading: 'Element',
    kind: 'select',
    aliases: ['building element'],
    options: BUILDING_ELEMENTS.map((e) => ({ value: e.id, label: e.label })),
    read: choice<BuildingElementId>(
      BUILDING_ELEMENTS,
      { 'roof and facade': 'roofFacade', roof: 'roofFacade', facade: 'roofFacade', 'fit out': 'fitOut' },
      ELEMENT_PROBLEM,
      'required',
    ),
    write: labelOf(BUILDING_ELEMENTS),
    width: 150,
  },
  {
    key: 'description',
    heading: 'Description',
    kind: 'text',
    aliases: ['item', 'component'],
    read: textReader(MAX_TEXT, false, 'Description'),
    write: plain,
    width: 240,
  },
  {
    key: 'location',
    heading: 'Location',
    kind: 'text',
    aliases: [],
    read: textReader(MAX_TEXT, false, 'Location'),
    write: plain,
    width: 140,
  },
  {
    key: 'condition',
    heading: 'Condition',
    kind: 'select',
    aliases: ['condition rating'],
    options: CONDITION_RATINGS.map((c) => ({ value: String(c.id), label: `${c.id} ${c.label}` })),
    read: (text) => {
      const rated = CONDITION_RATINGS.find(
        (c) => norm(c.label) === norm(text) || norm(`${c.id} ${c.label}`) === norm(text),
      );
      if (rated) return { value: rated.id };
      return wholeReader(0, MAX_WHOLE_YEARS, 'Condition must be a whole number from 1 to 5.')(text);
    },
    write: (value) => {
      const rated = CONDITION_RATINGS.find((c) => c.id === value);
      return rated ? `${rated.id} ${rated.label}` : plain(value);
    },
    width: 120,
  },
  {
    key: 'quantity',
    heading: 'Quantity',
    kind: 'number',
    aliases: ['qty'],
    read: decimalReader(MAX_QUANTITY, 'Quantity must be a number from 0 to 1,000,000.'),
    write: plain,
    width: 100,
  },
  {
    key: 'unit',
    heading: 'Unit',
    kind: 'text',
    aliases: ['uom'],
    read: textReader(MAX_TEXT, false, 'Unit'),
    write: plain,
    width: 70,
  },
  {
    key: 'unitRateCents',
    heading: 'Unit rate',
    kind: 'money',
    aliases: ['rate', 'unit rate ($)'],
    read: moneyReader('Unit rate'),
    write: money,
    width: 120,
  },
  {
    key: 'lumpSumCents',
    heading: 'Lump sum',
    kind: 'money',
    aliases: ['cost', 'lump sum ($)', 'amount'],
    read: moneyReader('Lump sum'),
    write: money,
    width: 130,
  },
  {
    key: 'yearInstalled',
    heading: 'Year installed',
    kind: 'number',
    aliases: ['installed', 'year'],
    read: wholeReader(
      FIRST_WIRE_YEAR,
      LAST_WIRE_YEAR,
      `Year installed must be a financial year from ${FIRST_WIRE_YEAR} to ${LAST_WIRE_YEAR}.`,
    ),
    write: plain,
    width: 110,
  },
  {
    key: 'age',
    heading: 'Age',
    kind: 'number',
    aliases: ['age (years)'],
    read: wholeReader(
      0,
      MAX_WHOLE_YEARS,
      `Age must be a whole number of years from 0 to ${MAX_WHOLE_YEARS}.`,
    ),
    write: plain,
    width: 70,
  },
  {
    key: 'lifeYears',
    heading: 'Life',
    kind: 'number',
    aliases: ['life (years)', 'useful life'],
    read: wholeReader(0, MAX_WHOLE_YEARS, `Life must be a whole number of years from 1 to 100.`),
    write: plain,
    width: 70,
  },
  {
    key: 'remainingLifeOverride',
    heading: 'Remaining life',
    kind: 'number',
    aliases: ['remaining life (years)', 'remaining life override'],
    read: wholeReader(0, MAX_WHOLE_YEARS, 'Remaining life must be a whole number of years from 0 to 100.'),
    write: plain,
    width: 110,
  },
  {
    key: 'remainingLifeReason',
    heading: 'Remaining life reason',
    kind: 'text',
    aliases: ['reason'],
    read: textReader(MAX_TEXT, false, 'Remaining life reason'),
    write: plain,
    width: 200,
  },
  {
    key: 'expenditure',
    heading: 'Expenditure',
    kind: 'select',
    aliases: ['type', 'capital or repairs'],
    options: EXPENDITURE_KINDS.map((k) => ({ value: k.id, label: k.label })),
    read: choice(
      EXPENDITURE_KINDS,
      { repairs: 'repairs', 'r&m': 'repairs', 'repairs & maintenance': 'repairs', maintenance: 'repairs' },
      'Expenditure must be Capital or Repairs and maintenance.',
      // A blank reads as a new row starts: capital.
      'capital',
    ),
    write: labelOf(EXPENDITURE_KINDS),
    width: 190,
  },
  {
    key: 'priority',
    heading: 'Priority',
    kind: 'select',
    aliases: [],
    options: CAPEX_PRIORITIES.map((p) => ({ value: p.id, label: p.label })),
    read: choice(CAPEX_PRIORITIES, {}, 'Priority must be High, Medium or Low, or blank.', null),
    write: labelOf(CAPEX_PRIORITIES),
    width: 100,
  },
  {
    key: 'note',
    heading: 'Note',
    kind: 'text',
    aliases: ['notes', 'comment', 'comments'],
    read: textReader(MAX_TEXT, false, 'Note'),
    write: plain,
    width: 200,
  },
  {
    key: 'taxCode',
    heading: 'Tax code',
    kind: 'text',
    aliases: ['ato code'],
    read: textReader(MAX_TAX_CODE_LENGTH, true, 'Tax code'),
    write: plain,
    width: 100,
  },
  {
    key: 'effectiveLifeYears',
    heading: 'Effective life',
    kind: 'number',
    aliases: ['effective life (years)'],
    read: decimalReader(MAX_WHOLE_YEARS, 'Effective life must be a number of years from 0 to 100.'),
    write: plain,
    width: 110,
  },
];

/** The wire's item fields no column edits, as a new row has them. */
export const BLANK_ITEM: ItemFields = {
  element: 'structure',
  description: '',
  location: '',
  condition: null,
  quantity: null,
  unit: '',
  unitRateCents: null,
  lumpSumCents: null,
  yearInstalled: null,
  age: null,
  lifeYears: null,
  remainingLifeOverride: null,
  remainingLifeReason: '',
  expenditure: 'capital',
  priority: null,
  note: '',
  taxCode: null,
  effectiveLifeYears: null,
  replacesAssetId: null,
};

const BY_KEY = new Map(ITEM_COLUMNS.map((c) => [c.key, c]));

export function itemColumn(key: ItemFieldKey): ItemColumn | undefined {
  return BY_KEY.get(key);
}

/** The grid's column of each domain error field (they share names: `unitRateCents`, `lumpSumCents`). */
export function columnOfError(field: CapexItemField): ItemFieldKey {
  return field;
}

/** One row read from cells: the fields it sets, and each cell that could not be read with its reason. */
export interface ReadRow {
  fields: ItemFields;
  problems: { key: ItemFieldKey; message: string }[];
}

/**
 * Reads a row of cell texts for `columns` (in their order; a missing cell is blank; a null column is a cell no
 * column reads) onto `BLANK_ITEM`. A cell that cannot be read leaves the field as BLANK_ITEM has it and names the
 * problem.
 */
export function readRow(cells: readonly string[], columns: readonly (ItemColumn | null)[]): ReadRow {
  const fields: ItemFields = { ...BLANK_ITEM };
  const problems: ReadRow['problems'] = [];
  columns.forEach((column, index) => {
    if (!column) return;
    const reading = column.read(cells[index] ?? '');
    if ('problem' in reading) problems.push({ key: column.key, message: reading.problem });
    else (fields as Record<ItemFieldKey, unknown>)[column.key] = reading.value;
  });
  return { fields, problems };
}

/** The cells of an item in the grid's order, as a paste or an export writes them. */
export function rowCells(fields: ItemFields): string[] {
  return ITEM_COLUMNS.map((column) => column.write(fields[column.key]));
}

/**
 * The columns a file's header row names, by heading or alias in any case; null for a heading no column has. A
 * column named twice keeps its first place (the second is reported as not used).
 */
export function columnsOfHeader(header: readonly string[]): {
  columns: (ItemColumn | null)[];
  unknown: string[];
  missing: ItemColumn[];
} {
  const taken = new Set<ItemFieldKey>();
  const unknown: string[] = [];
  const columns = header.map((heading) => {
    const wanted = norm(heading);
    const column = ITEM_COLUMNS.find(
      (c) => !taken.has(c.key) && (norm(c.heading) === wanted || c.aliases.includes(wanted)),
    );
    if (!column) {
      if (wanted !== '') unknown.push(heading.trim());
      return null;
    }
    taken.add(column.key);
    return column;
  });
  const missing = ITEM_COLUMNS.filter((c) => !taken.has(c.key));
  return { columns, unknown, missing };
}
