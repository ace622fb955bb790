/**
 * What a register projection holds per asset and what a listing asks of it (docs/product/asset-register.md, docs/product/entities.md "List query"), and the
 * packing of a date sort into one number per row, so a whole register sorts as one Float64Array.
 */

/** docs/product/asset-register.md: the sortable dates, in the order of ProjectedRow.dates. */
export const DATE_SORTS = [
  'invoiceDate',
  'depreciationCommencementDate',
  'financialYearEndDate',
  'writtenDownValueDate',
] as const;
export type DateSort = (typeof DATE_SORTS)[number];

export interface ProjectedRow {
  id: number;
  /** 005's search_text: the searchable fields, lower-cased, joined by the unit separator. */
  searchText: string;
  taxCodeId: number | null;
  /** The stored verdict of validateAsset; null while not judged yet. */
  hasErrors: boolean | null;
  hasDemolitions: boolean;
  /** DATE_SORTS as days from 2000-01-01, null when empty. */
  dates: readonly [number | null, number | null, number | null, number | null];
}

export interface ProjectionQuery {
  /** Trimmed search term as typed (matched case-insensitively and literally); '' for none. */
  term: string;
  /** Tax codes whose code contains the term (the search also matches the code). */
  searchCodeIds: readonly number[];
  /** The tax-code filter resolved to ids; null for no filter (an empty list matches nothing). */
  filterCodeIds: readonly number[] | null;
  alerts: boolean;
  demolition: boolean;
}

export interface PageRequest {
  sortBy: 'id' | DateSort;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

/** Sort keys pack (day, row) into one exact double: rows below 2^27, days shifted into [0, 2^22). */
export const ROW_SPAN = 2 ** 27;
const DAY_SHIFT = 1_000_000;
const NULL_DAY = 2 ** 22 - 1;

/** A day (from 2000-01-01) as a sort key; null days get the largest key. */
export function dayKey(day: number | null): number {
  if (day === null) return NULL_DAY;
  return Math.min(Math.max(day + DAY_SHIFT, 0), NULL_DAY - 1);
}

/** Nulls last in both orders (docs/product/asset-register.md), so descending keys count down from just below the null key. */
export function sortKey(day: number, order: 'ASC' | 'DESC'): number {
  if (day === NULL_DAY || order === 'ASC') return day;
  return NULL_DAY - 1 - day;
}
