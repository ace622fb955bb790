/**
 * Register rows read as one positional JSON array per row instead of a result set of 35–40 columns: one JSON text
 * is several times cheaper to build and decode on PGlite, which runs in the service's own thread. Money (bigint
 * cents) and rates (numeric) travel as JSON text, so they stay exact whatever their size. The row save
 * (assets/repository.ts) and the listing's projection (listing/projection/row-answers.ts) read rows this way.
 */
import { sql } from 'kysely';
import { columnsOfKind } from './asset-columns';

/** Money (bigint cents) and rates (numeric) of the record (asset-columns.ts): they travel as JSON text. */
const CENTS_COLUMNS = new Set<string>(columnsOfKind('cents'));
const RATE_COLUMNS = new Set<string>(columnsOfKind('rate'));

export function bigintOrNull(text: string | null): bigint | null {
  return text === null ? null : BigInt(text);
}

/** The `assets a` columns named, as the elements of a JSON array (exact ones as text). */
export function assetColumnsAsJsonElements(columns: readonly string[]) {
  return sql.join(
    columns.map((name) => {
      const ref = sql.ref(`a.${name}`);
      return CENTS_COLUMNS.has(name) || RATE_COLUMNS.has(name) ? sql`${ref}::text` : ref;
    }),
  );
}

/** The columns' values from the front of such an array, cents back as bigint. */
export function assetColumnsOfJson(columns: readonly string[], values: readonly unknown[]) {
  const row: Record<string, unknown> = {};
  columns.forEach((name, i) => {
    const value = values[i] ?? null;
    row[name] = CENTS_COLUMNS.has(name) ? bigintOrNull(value as string | null) : value;
  });
  return row;
}
