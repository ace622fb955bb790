/**
 * The pager model of docs/product/asset-register.md "Footer", 5 "Paging" and 9: page sizes, page count, the items of the pager
 * (numbered pages and ellipses), when the pager and the jump box show, jump validation and the page after a delete.
 */

import type { PageSizeOption } from '../api/asset';

/**
 * docs/product/rules.md#constants-and-limits: page size options; default 50, remembered for the session as pageSize.
 * The contract's PageSizeOption lists them for the wire; `satisfies` holds this list to it.
 */
export const PAGE_SIZE_OPTIONS = [25, 50, 100, 200] as const satisfies readonly PageSizeOption[];
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;

/** docs/product/rules.md#constants-and-limits: the jump box shows above 25 records. */
export const JUMP_BOX_MIN_RECORDS = 25;

/** docs/product/rules.md#constants-and-limits: 5 pages up front. */
export const PAGES_UP_FRONT = 5;

/** The most items `pageItems` returns: first, ellipsis, three pages around the current one, ellipsis, last. */
export const MAX_PAGE_ITEMS = PAGES_UP_FRONT + 2;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);
}

/** The page size kept in session storage (text), or the default when missing or not an option. */
export function pageSizeFromSession(stored: string | null): PageSize {
  const value = stored === null ? Number.NaN : Number(stored);
  return isPageSize(value) ? value : DEFAULT_PAGE_SIZE;
}

/** Pages needed for `totalRecords` at `pageSize`; 0 records make 0 pages. */
export function totalPages(totalRecords: number, pageSize: number): number {
  if (totalRecords <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalRecords / pageSize);
}

/** docs/product/asset-register.md: the pager shows only when there is more than 1 page. */
export function isPagerShown(pages: number): boolean {
  return pages > 1;
}

/** docs/product/asset-register.md: the jump box shows only when there are more than 25 records. */
export function isJumpBoxShown(totalRecords: number): boolean {
  return totalRecords > JUMP_BOX_MIN_RECORDS;
}

/** Brings a page number into 1..pages (1 when there are no pages). */
export function clampPage(page: number, pages: number): number {
  if (pages < 1 || !Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), pages);
}

/**
 * docs/product/asset-register.md, docs/product/rules.md "Paging": the page the jump box asks for, or null when Go must stay disabled: not a whole number,
 * below 1 or above the total pages.
 */
export function parseJumpPage(text: string, pages: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= pages ? page : null;
}

/** Whether the Go button is enabled for the jump box text. */
export function canJump(text: string, pages: number): boolean {
  return parseJumpPage(text, pages) !== null;
}

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; after: number };

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The items of the pager for `currentPage` of `pages` (docs/product/asset-register.md "numbered pages and ellipses, 5 pages up front").
 * Definition, with c the current page clamped into 1..N:
 * - N <= 7: every page, no ellipsis.
 * - c <= 4 (the start): pages 1..5, an ellipsis, N.
 * - c >= N - 3 (the end): 1, an ellipsis, pages N-4..N.
 * - otherwise: 1, an ellipsis, c-1, c, c+1, an ellipsis, N.
 * So the first and last pages, the current page and its neighbours always show, an ellipsis always hides at least
 * two pages, and there are never more than 7 items. Each ellipsis records the page it follows (a stable key).
 */
export function pageItems(currentPage: number, pages: number): PageItem[] {
  if (pages < 1) return [];
  const current = clampPage(currentPage, pages);
  const edge = PAGES_UP_FRONT - 1;
  let shown: number[];
  if (pages <= MAX_PAGE_ITEMS) shown = range(1, pages);
  else if (current <= edge) shown = [...range(1, PAGES_UP_FRONT), pages];
  else if (current >= pages - edge + 1) shown = [1, ...range(pages - PAGES_UP_FRONT + 1, pages)];
  else shown = [1, current - 1, current, current + 1, pages];
  const items: PageItem[] = [];
  shown.forEach((page, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'ellipsis', after: previous });
    items.push({ kind: 'page', page });
  });
  return items;
}

/**
 * docs/product/states-and-permissions.md: the page to load after deleting rows of the current page. When every row of a page other than the
 * first was deleted the list moves back one page; otherwise it stays. (After delete-all use `pageAfterDeleteAll`.)
 */
export function pageAfterDelete(currentPage: number, rowsOnPage: number, deletedOnPage: number): number {
  if (currentPage > 1 && deletedOnPage >= rowsOnPage) return currentPage - 1;
  return Math.max(1, currentPage);
}

/** docs/product/states-and-permissions.md: after delete-all the list returns to page 1. */
export function pageAfterDeleteAll(): number {
  return 1;
}
