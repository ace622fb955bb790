/**
 * What normalising a row would silently lose (docs/product/import-export.md "Row warnings", ours): a value that is not
 * empty in the file but is emptied by the rules of docs/product/rules.md "Import" (`2020-03-05`, `31/02/2020`,
 * `1.234,56`), and category or method codes that are not the fixed ones of docs/product/entities.md "Asset". The spec's
 * invalid count does not include them (the staging screen counts as the spec says); they say why a value went missing.
 */
import { CATEGORY_CODES } from '../tax/model/input';
import {
  IMPORT_CURRENCY_HEADINGS,
  IMPORT_DATE_HEADINGS,
  IMPORT_PERCENT_HEADINGS,
  type ImportHeading,
  type StagedRow,
} from './headings';
import type { StagedRowProblem } from './validation';

/** docs/product/entities.md "Asset": `PC` prime cost or `DV` diminishing value. */
export const IMPORT_METHOD_CODES: readonly string[] = ['DV', 'PC'];
export const IMPORT_CATEGORY_CODES: readonly string[] = CATEGORY_CODES;

/** A value quoted in a message: at most 40 characters, so a long cell cannot flood the report. */
function shown(text: string): string {
  const trimmed = text.trim();
  return `'${trimmed.length > 40 ? `${trimmed.slice(0, 39)}…` : trimmed}'`;
}

function dateReason(text: string): string {
  const trimmed = text.trim();
  if (/^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/.test(trimmed))
    return 'is written year first; write day/month/year (05/03/2020)';
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (dayFirst) {
    const year = Number(dayFirst[3]);
    return year < 1900 || year > 2099 ? 'has a year outside 1900 to 2099' : 'is not a day of the calendar';
  }
  if (/^\d{1,2}[-.]\d{1,2}[-.]\d{4}$/.test(trimmed)) return 'must be separated by slashes (05/03/2020)';
  if (/^\d{1,2}\/\d{1,2}\/\d{2}$/.test(trimmed)) return 'needs a four-digit year (05/03/2020)';
  return 'is not a date in day/month/year with a 19xx or 20xx year';
}

function amountReason(text: string): string {
  if (/^\(?-?\$?\d{1,3}(\.\d{3})+(,\d+)?\)?$/.test(text.trim()) || /^\d+,\d{1,2}$/.test(text.trim()))
    return 'is not an amount (commas separate thousands, a point the cents: 1,234.56)';
  return 'is not an amount';
}

const LOSSY_HEADINGS: ReadonlyArray<readonly [ImportHeading, (text: string) => string]> = [
  ...IMPORT_DATE_HEADINGS.map((heading) => [heading, dateReason] as const),
  ...IMPORT_CURRENCY_HEADINGS.map((heading) => [heading, amountReason] as const),
  ...IMPORT_PERCENT_HEADINGS.map((heading) => [heading, () => 'is not a percentage'] as const),
];

/**
 * The warnings of one row: `raw` reads a heading's value as written in the file (empty when the file has no such
 * column), `staged` is the row as normalised. Runs for every row of a file, so nothing is built for a clean row.
 */
export function stagedRowWarnings(
  raw: (heading: ImportHeading) => string,
  staged: StagedRow,
): StagedRowProblem[] {
  const warnings: StagedRowProblem[] = [];
  for (const [heading, reason] of LOSSY_HEADINGS) {
    if (staged[heading] !== '') continue;
    const text = raw(heading);
    if (text.trim() === '') continue;
    warnings.push({ heading, message: `${heading} ${shown(text)} ${reason(text)}: it is left empty.` });
  }
  const category = staged.Category;
  if (category !== '' && !IMPORT_CATEGORY_CODES.includes(category)) {
    warnings.push({
      heading: 'Category',
      message: `Category ${shown(category)} is not a category code (${IMPORT_CATEGORY_CODES.join(', ')}).`,
    });
  }
  const method = staged['Dep Method'];
  if (method !== '' && !IMPORT_METHOD_CODES.includes(method)) {
    warnings.push({
      heading: 'Dep Method',
      message: `Dep Method ${shown(method)} is not a method code (${IMPORT_METHOD_CODES.join(', ')}).`,
    });
  }
  return warnings;
}
