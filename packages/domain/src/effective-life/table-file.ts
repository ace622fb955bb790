/**
 * An effective-life table file (docs/product/administration.md "Effective-life table"): the layout of the
 * Commissioner's Tables A and B as the firm keeps them (table, industry, sub_industry, asset_group, asset,
 * effective_life_years, date_of_application; diminishing_value_rate, prime_cost_rate and source may follow). Each row
 * is checked on its own; a row with a problem is listed and never loaded.
 */
import { type CivilDate, isCivilDate } from '../format/civil-date';
import { csvRecordsOf } from './csv-text';

export type EffectiveLifeTableLetter = 'A' | 'B';

/** One row of the file, as the load uses it. */
export interface EffectiveLifeEntry {
  /** 1-based line of the file. */
  line: number;
  table: EffectiveLifeTableLetter;
  industry: string;
  subIndustry: string;
  assetGroup: string;
  asset: string;
  /** s40-95: the life in years, canonical decimal (no trailing zeros), e.g. '13.33', '10'. */
  effectiveLifeYears: string;
  /** The determination's date of application; null for the rows before dated determinations. */
  dateOfApplication: CivilDate | null;
  source: string;
}

export interface EffectiveLifeFileProblem {
  line: number;
  message: string;
}

export interface EffectiveLifeFile {
  entries: EffectiveLifeEntry[];
  problems: EffectiveLifeFileProblem[];
}

export const EFFECTIVE_LIFE_REQUIRED_COLUMNS = [
  'table',
  'industry',
  'sub_industry',
  'asset_group',
  'asset',
  'effective_life_years',
  'date_of_application',
] as const;

/** The whole Tables A and B hold several thousand rows; a file far larger than that is not a table. */
export const MAX_EFFECTIVE_LIFE_ROWS = 20_000;
/** Longest cell kept (the longest asset of the Commissioner's tables is a few hundred characters). */
export const MAX_EFFECTIVE_LIFE_CELL_CHARS = 1_000;
/** At most this many problems are listed; the rest are counted in the last one. */
export const MAX_LISTED_PROBLEMS = 200;

/** numeric(6, 2): up to 4 digits, up to 2 decimals (13⅓ is written 13.33), more than 0. */
const LIFE = /^(\d{1,4})(?:\.(\d{1,2}))?$/;

/** The canonical decimal of a life, or null when it is not one: '10.00' → '10', '47.50' → '47.5'. */
export function canonicalLifeYears(text: string): string | null {
  const match = LIFE.exec(text.trim());
  if (!match) return null;
  const whole = String(Number(match[1]));
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (whole === '0' && fraction === '') return null;
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

export function readEffectiveLifeFile(text: string): EffectiveLifeFile {
  const [header, ...records] = csvRecordsOf(text);
  if (!header) return { entries: [], problems: [{ line: 1, message: 'The file is empty.' }] };
  const columns = new Map(header.cells.map((name, i) => [name.trim().toLowerCase(), i] as const));
  const missing = EFFECTIVE_LIFE_REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    return {
      entries: [],
      problems: [{ line: header.line, message: `Missing column(s): ${missing.join(', ')}.` }],
    };
  }
  if (records.length > MAX_EFFECTIVE_LIFE_ROWS) {
    return {
      entries: [],
      problems: [{ line: 1, message: `More than ${MAX_EFFECTIVE_LIFE_ROWS} rows: not a table file.` }],
    };
  }
  const entries: EffectiveLifeEntry[] = [];
  const problems: EffectiveLifeFileProblem[] = [];
  for (const record of records) {
    const cell = (name: string) => {
      const index = columns.get(name);
      return index === undefined ? '' : (record.cells[index] ?? '').trim();
    };
    const result = entryOf(record.line, cell);
    if (typeof result === 'string') problems.push({ line: record.line, message: result });
    else entries.push(result);
  }
  return { entries, problems: listed(problems) };
}

function entryOf(line: number, cell: (name: string) => string): EffectiveLifeEntry | string {
  const long = [...EFFECTIVE_LIFE_REQUIRED_COLUMNS, 'source'].find(
    (name) => cell(name).length > MAX_EFFECTIVE_LIFE_CELL_CHARS,
  );
  if (long) return `${long} is longer than ${MAX_EFFECTIVE_LIFE_CELL_CHARS} characters.`;
  const table = cell('table').toUpperCase();
  if (table !== 'A' && table !== 'B') return `table must be A or B, not '${cell('table')}'.`;
  const asset = cell('asset');
  if (asset === '') return 'asset is empty.';
  const assetGroup = cell('asset_group');
  if (assetGroup === '') return 'asset_group is empty.';
  const life = canonicalLifeYears(cell('effective_life_years'));
  if (life === null) {
    return `effective_life_years must be a number of years above 0 with at most 2 decimals, not '${cell('effective_life_years')}'.`;
  }
  const date = cell('date_of_application');
  if (date !== '' && !isCivilDate(date)) {
    return `date_of_application must be a date YYYY-MM-DD or empty, not '${date}'.`;
  }
  return {
    line,
    table,
    industry: cell('industry'),
    subIndustry: cell('sub_industry'),
    assetGroup,
    asset,
    effectiveLifeYears: life,
    dateOfApplication: date === '' ? null : date,
    source: cell('source'),
  };
}

function listed(problems: EffectiveLifeFileProblem[]): EffectiveLifeFileProblem[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return problems;
  const rest = problems.length - MAX_LISTED_PROBLEMS;
  return [
    ...problems.slice(0, MAX_LISTED_PROBLEMS),
    { line: problems[MAX_LISTED_PROBLEMS]!.line, message: `…and ${rest} more problem(s).` },
  ];
}
