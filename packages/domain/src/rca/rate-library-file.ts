/**
 * The firm's library of building rates as a file the administrator loads (issue 28 item 3; docs/rca-rules.md "Rates
 * as data"): one CSV row per rate, `building_type,location,rate_per_m2,priced_on,source`. A load adds rates; a rate
 * already held for the same building type, location and date is unchanged when equal and a conflict when not, so a
 * rate an issued assessment used is never rewritten (the assessments copy theirs anyway). Every bad cell is reported
 * with its line, so one reading of the preview lists all there is to fix.
 */
import { csvRecordsOf } from '../effective-life/csv-text';
import { type CivilDate, dayNumber, isCivilDate } from '../format/civil-date';
import { dollarsToCents } from '../format/money';
import type { Cents } from '../tax/money/exact';
import { MAX_RATE_CENTS_PER_M2, MAX_TEXT } from './limits';

export const RATE_LIBRARY_COLUMNS = [
  'building_type',
  'location',
  'rate_per_m2',
  'priced_on',
  'source',
] as const;

/** A library of a few thousand rates is large; a file far larger is not a rate library. */
export const MAX_RATE_LIBRARY_ROWS = 20_000;

export interface BuildingRate {
  buildingType: string;
  location: string;
  rateCentsPerM2: Cents;
  pricedOn: CivilDate;
  source: string;
}

export interface RateFileProblem {
  line: number;
  message: string;
}

export interface RateLibraryFile {
  rates: (BuildingRate & { line: number })[];
  problems: RateFileProblem[];
}

/** A rate as people write it (`3450`, `3,450.00`, `$3,450`) to cents, or NaN. */
function centsOf(text: string): Cents {
  try {
    return dollarsToCents(text.replace(/[$\s]/g, ''), { extraDecimals: 'refuse' });
  } catch {
    return Number.NaN;
  }
}

function key(rate: Pick<BuildingRate, 'buildingType' | 'location' | 'pricedOn'>): string {
  return `${rate.buildingType.toLowerCase()}\u0000${rate.location.toLowerCase()}\u0000${rate.pricedOn}`;
}

export function readRateLibraryFile(text: string): RateLibraryFile {
  const records = csvRecordsOf(text);
  const [header, ...rows] = records;
  const problems: RateFileProblem[] = [];
  const headings = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  if (RATE_LIBRARY_COLUMNS.some((column, i) => headings[i] !== column)) {
    return {
      rates: [],
      problems: [
        { line: 1, message: `The first line must be the headings ${RATE_LIBRARY_COLUMNS.join(',')}.` },
      ],
    };
  }
  if (rows.length > MAX_RATE_LIBRARY_ROWS) {
    return {
      rates: [],
      problems: [
        {
          line: 1,
          message: `A rate library has at most ${MAX_RATE_LIBRARY_ROWS.toLocaleString('en-AU')} rows.`,
        },
      ],
    };
  }
  const rates: RateLibraryFile['rates'] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    const [type = '', location = '', rateText = '', pricedOn = '', source = ''] = cells.map((c) => c.trim());
    const problem = (message: string) => problems.push({ line, message });
    if (type === '' || type.length > MAX_TEXT)
      problem(`Building type is required (at most ${MAX_TEXT} characters).`);
    if (location === '' || location.length > MAX_TEXT)
      problem(`Location is required (at most ${MAX_TEXT} characters).`);
    if (source === '' || source.length > MAX_TEXT)
      problem(`Source is required: where the rate comes from (at most ${MAX_TEXT} characters).`);
    const cents = centsOf(rateText);
    const rateOk = Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_RATE_CENTS_PER_M2;
    if (!rateOk)
      problem(
        `Rate per m² must be dollars with at most two decimals, more than $0 and at most $${MAX_RATE_CENTS_PER_M2 / 100}.`,
      );
    if (!isCivilDate(pricedOn)) problem('Priced on must be a date written YYYY-MM-DD.');
    if (cells.length > RATE_LIBRARY_COLUMNS.length)
      problem(`A row has ${RATE_LIBRARY_COLUMNS.length} columns.`);
    const rate = { buildingType: type, location, rateCentsPerM2: cents, pricedOn, source, line };
    if (problems.some((p) => p.line === line)) continue;
    const earlier = seen.get(key(rate));
    if (earlier !== undefined) {
      problem(`The same building type, location and date as line ${earlier}.`);
      continue;
    }
    seen.set(key(rate), line);
    rates.push(rate);
  }
  return { rates, problems };
}

export interface RateLibraryPlan {
  added: (BuildingRate & { line: number })[];
  unchanged: number;
  conflicts: { line: number; rate: BuildingRate; storedCentsPerM2: Cents }[];
}

/** What loading the file's rates onto the stored ones would add, leave and refuse. */
export function planRateLibraryLoad(file: RateLibraryFile, stored: readonly BuildingRate[]): RateLibraryPlan {
  const held = new Map(stored.map((rate) => [key(rate), rate]));
  const plan: RateLibraryPlan = { added: [], unchanged: 0, conflicts: [] };
  for (const rate of file.rates) {
    const existing = held.get(key(rate));
    if (existing === undefined) plan.added.push(rate);
    else if (existing.rateCentsPerM2 === rate.rateCentsPerM2) plan.unchanged += 1;
    else plan.conflicts.push({ line: rate.line, rate, storedCentsPerM2: existing.rateCentsPerM2 });
  }
  return plan;
}

/**
 * The rates in force on a date: for each building type and location, the latest priced on or before it. An
 * assessment offers these first (older ones stay in the library for the assessments that used them).
 */
export function ratesInForce<T extends BuildingRate>(rates: readonly T[], onDate: CivilDate): T[] {
  const day = dayNumber(onDate);
  const latest = new Map<string, T>();
  for (const rate of rates) {
    if (dayNumber(rate.pricedOn) > day) continue;
    const k = `${rate.buildingType.toLowerCase()}\u0000${rate.location.toLowerCase()}`;
    const held = latest.get(k);
    if (held === undefined || held.pricedOn < rate.pricedOn) latest.set(k, rate);
  }
  return [...latest.values()].sort(
    (a, b) => a.buildingType.localeCompare(b.buildingType) || a.location.localeCompare(b.location),
  );
}
