/**
 * The items grid's columns (issue 27 item 2), in the grid's order: each column's heading, the field of the wire's
 * item it edits, how its text is read and written. One declaration serves the grid's cells, the paste from Excel
 * (tab-separated rows in this order) and the CSV/Excel import (columns found by their headings), so a value typed,
 * pasted or imported is read alike. A value the wire cannot carry (a negative cost, a year before FY1900, text too
 * long) is refused here with a reason; whether a value the wire carries is right for a forecast is the domain's
 * `validateCapexItem`.
 */
import {
  BUILDING_ELEMENTS,
  type BuildingElementId,
  CAPEX_ITEM_MESSAGES,
  CAPEX_PRIORITIES,
  CONDITION_RATINGS,
  EXPENDITURE_KINDS,
  MAX_EFFECTIVE_LIFE_DECIMALS,
  MAX_QUANTITY,
  MAX_QUANTITY_DECIMALS,
  MAX_TAX_CODE_LENGTH,
} from '@taxdep/domain/capex';
import {
  type CellReading,
  choice,
  decimalReader,
  FIRST_WIRE_YEAR,
  type ItemFieldKey,
  type ItemFields,
  LAST_WIRE_YEAR,
  labelOf,
  MAX_TEXT,
  MAX_WHOLE_YEARS,
  money,
  moneyReader,
  norm,
  plain,
  textReader,
  wholeReader,
} from './cell-readers';

export type { CellReading, ItemFieldKey, ItemFields } from './cell-readers';

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
    read: decimalReader(MAX_QUANTITY, MAX_QUANTITY_DECIMALS, CAPEX_ITEM_MESSAGES.quantity),
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
    read: decimalReader(MAX_WHOLE_YEARS, MAX_EFFECTIVE_LIFE_DECIMALS, CAPEX_ITEM_MESSAGES.effectiveLifeYears),
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
