import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineCount, pageOfGroupedLines } from './grouped-lines';
import { totalPages } from './pager';

interface Group {
  name: string;
  lines: number[];
}
const linesOf = (group: Group) => group.lines;

const groupsArbitrary = fc.array(fc.nat({ max: 7 }), { maxLength: 8 }).map((sizes) => {
  let next = 0;
  return sizes.map((size, i) => ({
    name: `G${i}`,
    lines: Array.from({ length: size }, () => {
      next += 1;
      return next;
    }),
  }));
});

describe('a page of grouped lines (Deductions Table B, Summary)', () => {
  const groups: Group[] = [
    { name: 'Carpets', lines: [1, 2, 3] },
    { name: 'Lifts', lines: [4] },
    { name: 'Blinds', lines: [5, 6] },
  ];

  it('cuts a group across two pages and lists only the groups with lines on the page', () => {
    expect(pageOfGroupedLines(groups, linesOf, { offset: 2, limit: 2 })).toEqual([
      { group: groups[0], lines: [3] },
      { group: groups[1], lines: [4] },
    ]);
    expect(pageOfGroupedLines(groups, linesOf, { offset: 4, limit: 2 })).toEqual([
      { group: groups[2], lines: [5, 6] },
    ]);
  });

  it('gives every line without a limit, and nothing beyond the last page', () => {
    expect(pageOfGroupedLines(groups, linesOf, { offset: 0, limit: null })).toHaveLength(3);
    expect(pageOfGroupedLines(groups, linesOf, { offset: 6, limit: 2 })).toEqual([]);
  });

  it('pages cover every line once, in order, at most a page size each', () => {
    fc.assert(
      fc.property(groupsArbitrary, fc.integer({ min: 1, max: 5 }), (all, size) => {
        const total = lineCount(all, linesOf);
        const seen: number[] = [];
        for (let page = 0; page < totalPages(total, size); page += 1) {
          const onPage = pageOfGroupedLines(all, linesOf, { offset: page * size, limit: size });
          const lines = onPage.flatMap((g) => g.lines);
          expect(lines.length).toBeLessThanOrEqual(size);
          expect(
            onPage.every((g) => g.lines.length > 0 && g.lines.every((l) => g.group.lines.includes(l))),
          ).toBe(true);
          seen.push(...lines);
        }
        expect(seen).toEqual(all.flatMap(linesOf));
      }),
    );
  });
});
