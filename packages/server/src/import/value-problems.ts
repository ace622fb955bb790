/**
 * The values of an uploaded row the register cannot hold (docs/api.md "Import upload"): refused, never cut, each
 * named by its row and column, and nothing of the upload is written.
 */
import {
  type ImportHeading,
  lawColumnProblems,
  type StagedRow,
  type StagedRowProblem,
} from '@taxdep/domain/import';
import { readPercent } from '@taxdep/domain/tax';

/** A value the register cannot hold (a numeric column's scale or range, the demolition check): refused, never cut. */
export interface ValueProblem {
  row: number;
  heading: ImportHeading;
  message: string;
}

/**
 * The issue 23 columns' values the register cannot hold (law-columns.ts): an unreadable 'Second Hand' or
 * 'Construction Use', an entry FY that is not a 30 June, an abandonment date without its label (the date is the
 * label's). Refused like a rate out of range, naming the row and the column; the other pairs are kept and flagged.
 */
const REFUSED_LAW_COLUMNS = new Set<ImportHeading>([
  'Second Hand',
  'Construction Use',
  'Financial Year End',
  'Abandonment Label',
]);

export function lawColumnRefusals(row: StagedRow, index: number, problems: ValueProblem[]): void {
  const found: StagedRowProblem[] = [];
  lawColumnProblems(row, found);
  for (const problem of found) {
    if (REFUSED_LAW_COLUMNS.has(problem.heading)) {
      problems.push({
        row: index + 1,
        heading: problem.heading,
        message: problem.message.replace(/\.$/, ''),
      });
    }
  }
}

/** A value quoted in a message: short, so a long cell cannot flood the answer. */
function shown(value: string): string {
  return `'${value.length > 40 ? `${value.slice(0, 39)}…` : value}'`;
}

/**
 * A staged percent as the numeric(9, 4) column takes it (docs/api.md "Input limits": 0 … 10,000, four decimals);
 * `demolition` adds the demolitions' check (more than 0, at most 100, 004_assets.sql).
 */
export function percentOf(
  row: StagedRow,
  heading: ImportHeading,
  index: number,
  problems: ValueProblem[],
  demolition = false,
): string | null {
  // The staged form allows `12.` and `.5` (normaliseImportPercent); the column's reading wants `12` and `0.5`.
  const value = row[heading].replace(/^\./, '0.').replace(/\.$/, '');
  if (value === '') return null;
  const reading = readPercent(value);
  const outOfRange = demolition && reading.rate !== null && (Number(value) <= 0 || Number(value) > 100);
  if (reading.rate === null || outOfRange) {
    const why = reading.rate === null ? reading.problems.join('; ') : 'must be more than 0 and at most 100';
    problems.push({ row: index + 1, heading, message: `${heading} ${shown(value)} ${why}` });
    return null;
  }
  return value;
}
