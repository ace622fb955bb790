import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canJump,
  clampPage,
  isJumpBoxShown,
  isPagerShown,
  MAX_PAGE_ITEMS,
  type PageItem,
  pageAfterDelete,
  pageAfterDeleteAll,
  pageItems,
  pageSizeFromSession,
  parseJumpPage,
  totalPages,
} from './pager';

/** Compact picture of the items: pages as numbers, ellipses as '…'. */
const picture = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('page sizes and counts (docs/product/rules.md#constants-and-limits)', () => {
  it('offers 25/50/100/200 and remembers a valid choice', () => {
    expect(pageSizeFromSession(null)).toBe(50);
    expect(pageSizeFromSession('100')).toBe(100);
    expect(pageSizeFromSession('30')).toBe(50);
    expect(pageSizeFromSession('abc')).toBe(50);
  });

  it('counts pages', () => {
    expect(totalPages(0, 50)).toBe(0);
    expect(totalPages(50, 50)).toBe(1);
    expect(totalPages(51, 50)).toBe(2);
  });

  it('shows the pager above 1 page and the jump box above 25 records', () => {
    expect(isPagerShown(1)).toBe(false);
    expect(isPagerShown(2)).toBe(true);
    expect(isJumpBoxShown(25)).toBe(false);
    expect(isJumpBoxShown(26)).toBe(true);
  });
});

describe('jump validation (docs/product/rules.md "Paging")', () => {
  it('enables Go only for 1..total pages', () => {
    expect(parseJumpPage('3', 5)).toBe(3);
    expect(parseJumpPage(' 5 ', 5)).toBe(5);
    expect(canJump('0', 5)).toBe(false);
    expect(canJump('6', 5)).toBe(false);
    expect(canJump('2.5', 5)).toBe(false);
    expect(canJump('-1', 5)).toBe(false);
    expect(canJump('', 5)).toBe(false);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(0, 5)).toBe(1);
  });
});

describe('pageItems (docs/product/asset-register.md: 5 pages up front, ellipses for hidden pages)', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, '…', 20]],
    [4, 20, [1, 2, 3, 4, 5, '…', 20]],
    [5, 20, [1, '…', 4, 5, 6, '…', 20]],
    [16, 20, [1, '…', 15, 16, 17, '…', 20]],
    [17, 20, [1, '…', 16, 17, 18, 19, 20]],
    [20, 20, [1, '…', 16, 17, 18, 19, 20]],
    [4, 8, [1, 2, 3, 4, 5, '…', 8]],
    [5, 8, [1, '…', 4, 5, 6, 7, 8]],
  ])('page %i of %i', (current, pages, expected) => {
    expect(picture(pageItems(current, pages))).toEqual(expected);
  });

  it('property: increasing pages, single ellipses over real gaps, first/last/current, bounded width', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 10_000 })
          .chain((pages) => fc.tuple(fc.integer({ min: 1, max: pages }), fc.constant(pages))),
        ([current, pages]) => {
          const items = pageItems(current, pages);
          const numbers = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
          expect(items.length).toBeLessThanOrEqual(MAX_PAGE_ITEMS);
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(pages);
          expect(numbers).toContain(current);
          items.forEach((item, index) => {
            const before = items[index - 1];
            const after = items[index + 1];
            if (item.kind === 'ellipsis') {
              // Never at an end, never next to another, and hiding at least two pages.
              expect(before?.kind).toBe('page');
              expect(after?.kind).toBe('page');
              if (before?.kind === 'page' && after?.kind === 'page') {
                expect(after.page - before.page).toBeGreaterThan(2);
                expect(item.after).toBe(before.page);
              }
            } else if (before?.kind === 'page') {
              expect(item.page).toBe(before.page + 1);
            }
          });
        },
      ),
    );
  });

  it('clamps a current page outside the range', () => {
    expect(picture(pageItems(99, 10))).toEqual(picture(pageItems(10, 10)));
  });
});

describe('page after a delete (docs/product/states-and-permissions.md)', () => {
  it('steps back one page when a non-first page empties', () => {
    expect(pageAfterDelete(3, 10, 10)).toBe(2);
    expect(pageAfterDelete(3, 10, 4)).toBe(3);
    expect(pageAfterDelete(1, 10, 10)).toBe(1);
    expect(pageAfterDeleteAll()).toBe(1);
  });

  it('property: never below 1 and at most one page back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 200 }),
        fc.nat(200),
        (page, rows, deleted) => {
          const next = pageAfterDelete(page, rows, Math.min(deleted, rows));
          expect(next).toBeGreaterThanOrEqual(1);
          expect(page - next).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
