/**
 * Whole rows of the items grid as text (./item-columns.ts in the grid's order): read from a pasted block or a
 * file's row, written for a paste or an export, and a file's header row matched to the columns.
 */

import { norm } from './cell-readers';
import {
  BLANK_ITEM,
  ITEM_COLUMNS,
  type ItemColumn,
  type ItemFieldKey,
  type ItemFields,
} from './item-columns';

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
