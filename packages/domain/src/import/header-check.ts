/**
 * The header row of an import file (docs/product/entities.md "Import file headings"; docs/product/import-export.md
 * "Headings"). Headings match ignoring case and surrounding spaces, in any order. A file is refused when a heading the
 * validity rule needs (docs/product/rules.md "Import") is absent or misspelt, or a heading repeats, since every row
 * would then be staged wrong; an absent optional heading or an extra column is only noted.
 */
import { IMPORT_HEADINGS, type ImportHeading, SPEC_IMPORT_HEADINGS } from './headings';

/** Where each heading's values are: its column index, absent when the file has no such column. */
export type ImportColumns = Partial<Record<ImportHeading, number>>;

export type HeaderCheck =
  | { ok: true; columns: ImportColumns; headingCount: number; notes: string[] }
  | { ok: false; kind: 'separator'; separator: string }
  | { ok: false; kind: 'headings'; sentences: string[] };

/** Headings without which no row could be valid; at least one of the two start dates is needed too. */
const REQUIRED_HEADINGS: readonly ImportHeading[] = [
  'ATO Code',
  'Category',
  'Asset Description',
  'Original Cost',
  'Dep Method',
  'Dep Rate',
];
const START_DATE_HEADINGS: readonly ImportHeading[] = ['Inv Date', 'Dep Commencement Date'];

const key = (text: string) => text.trim().toLowerCase();
/**
 * Letters, digits, `#` and `%` only, the headings' abbreviations applied: 'DepRate', 'dep_rate', 'Depreciation Rate'
 * all squash to 'deprate', 'Invoice Number' to 'inv#', 'Written Down Value Date' to 'wdvdate'.
 */
const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9#%]/g, '')
    .replace(/invoice/g, 'inv')
    .replace(/depreciation/g, 'dep')
    .replace(/writtendownvalue/g, 'wdv')
    .replace(/(number|num|no)$/, '#');

/** Edit distance, bounded: anything above `limit` answers `limit + 1`. Headings are short, so plain DP will do. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}

/** The missing heading an unknown one is most likely a misspelling of, if any is close enough. */
function likelyMeant(cell: string, missing: readonly ImportHeading[]): ImportHeading | undefined {
  const text = squash(cell);
  if (text === '') return undefined;
  const limit = text.length <= 4 ? 1 : 2;
  let best: ImportHeading | undefined;
  let bestDistance = limit + 1;
  for (const heading of missing) {
    const distance = editDistance(text, squash(heading), limit);
    if (distance < bestDistance) {
      best = heading;
      bestDistance = distance;
    }
  }
  return best;
}

const SEPARATORS: ReadonlyArray<[string, string]> = [
  [';', 'semicolons (;)'],
  ['\t', 'tabs'],
  ['|', 'vertical bars (|)'],
];

/**
 * The separator of a header line that is not comma-separated but splits into import headings on another one; read
 * from the line's text before any CSV parsing, since `"ATO Code";"Category"` is no valid comma-separated line at all.
 */
export function otherSeparatorOfHeaderLine(line: string): string | null {
  const known = new Set(IMPORT_HEADINGS.map(key));
  const headingsOn = (separator: string) =>
    line.split(separator).filter((part) => known.has(key(part.replace(/^\s*"|"\s*$/g, '')))).length;
  if (headingsOn(',') >= 2) return null;
  for (const [separator, name] of SEPARATORS) if (headingsOn(separator) >= 2) return name;
  return null;
}

const quoted = (text: string) => `'${text.length > 40 ? `${text.slice(0, 39)}…` : text}'`;
const list = (items: readonly string[]) => items.map(quoted).join(', ');

export function checkImportHeader(cells: readonly string[]): HeaderCheck {
  const separator = cells.length <= 2 ? otherSeparatorOfHeaderLine(cells.join(',')) : null;
  if (separator) return { ok: false, kind: 'separator', separator };
  const byKey = new Map(IMPORT_HEADINGS.map((heading) => [key(heading), heading] as const));
  const columns: ImportColumns = {};
  const unknown: Array<{ cell: string; column: number }> = [];
  const sentences: string[] = [];
  cells.forEach((cell, column) => {
    const heading = byKey.get(key(cell));
    if (heading === undefined) unknown.push({ cell: cell.trim(), column: column + 1 });
    else if (columns[heading] !== undefined)
      sentences.push(
        `The heading ${quoted(heading)} appears twice (columns ${(columns[heading] ?? 0) + 1} and ${column + 1}).`,
      );
    else columns[heading] = column;
  });
  // Only the spec's headings are looked for by name: the optional columns of issue 23 (headings.ts) are absent from
  // every older file, and an extra column near one of them is no reason to refuse such a file.
  const missing: ImportHeading[] = SPEC_IMPORT_HEADINGS.filter((heading) => columns[heading] === undefined);
  const notes: string[] = [];
  const misspelt = new Set<ImportHeading>();
  for (const { cell, column } of unknown) {
    const meant = likelyMeant(
      cell,
      missing.filter((heading) => !misspelt.has(heading)),
    );
    if (meant) {
      misspelt.add(meant);
      sentences.push(
        `The heading ${quoted(cell)} (column ${column}) is not an import heading: did you mean ${quoted(meant)}?`,
      );
    } else if (cell === '') notes.push(`Column ${column} has no heading: its values are ignored.`);
    else notes.push(`Column ${column} ${quoted(cell)} is not an import heading: its values are ignored.`);
  }
  const absent = missing.filter((heading) => !misspelt.has(heading));
  const absentRequired = absent.filter((heading) => REQUIRED_HEADINGS.includes(heading));
  if (START_DATE_HEADINGS.every((heading) => absent.includes(heading)))
    absentRequired.push(...START_DATE_HEADINGS);
  if (absentRequired.length > 0) {
    sentences.push(
      `The header row lacks the heading${absentRequired.length > 1 ? 's' : ''} ${list(absentRequired)}.`,
    );
  }
  if (sentences.length > 0) {
    sentences.push(
      `The import headings are: ${SPEC_IMPORT_HEADINGS.join(', ')}; optional: ${IMPORT_HEADINGS.slice(SPEC_IMPORT_HEADINGS.length).join(', ')}.`,
    );
    return { ok: false, kind: 'headings', sentences };
  }
  const absentOptional = absent.filter((heading) => !absentRequired.includes(heading));
  if (absentOptional.length > 0) {
    notes.unshift(
      `The file has no ${list(absentOptional)} column${absentOptional.length > 1 ? 's' : ''}: left empty.`,
    );
  }
  return { ok: true, columns, headingCount: cells.length, notes };
}
