/**
 * Limits of the CSV import (docs/product/import-export.md "Limits"). The spec (docs/product/rules.md "Import") sets none;
 * these keep the staging screen responsive and the file's rows, held in memory three times over (bytes, text, rows), well
 * inside a browser tab, and give every oversized file a clear refusal instead of a frozen page.
 */

/** 50 MiB: a 100,000-row register at 150 to 300 bytes a row is 15 to 30 MB; the rest is room for long descriptions. */
export const MAX_IMPORT_FILE_BYTES = 50 * 1024 * 1024;

/**
 * 100,000 asset rows: the largest registers (a shopping centre, a hospital) hold tens of thousands of assets, the
 * staging screen and one upload call carry every row at once, and the speed target (`taxdep check-import` under 3 s)
 * is set at this size. A larger file is refused at once and asked to be split.
 */
export const MAX_IMPORT_ROWS = 100_000;

/**
 * 1,000 characters a value: the longest text the portal keeps is a report name of 1,000 (docs/product/rules.md
 * "Field input"); a longer value is refused, never cut (cutting changes the value).
 */
export const MAX_IMPORT_CELL_CHARS = 1_000;
