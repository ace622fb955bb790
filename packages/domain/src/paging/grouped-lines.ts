/**
 * A page of lines that sit under group headings (a Deductions view's Table B, the Summary table): the lines are
 * numbered across the groups in their order, and a page holds the groups it has lines of, each with its own lines
 * on the page. The groups' totals are the caller's: they cover the whole group on every page
 * (docs/product/calculations-deductions-summary-report.md "Paging the asset lines").
 */

/** The lines from `offset`, at most `limit` of them; all of them when `limit` is null. */
export interface LineWindow {
  offset: number;
  limit: number | null;
}

export interface GroupOnPage<G, L> {
  group: G;
  /** The group's lines on the page, in order. */
  lines: readonly L[];
}

/** The groups with lines in `window`, each with those lines; groups without lines appear on no page. */
export function pageOfGroupedLines<G, L>(
  groups: readonly G[],
  linesOf: (group: G) => readonly L[],
  window: LineWindow,
): GroupOnPage<G, L>[] {
  const start = Math.max(0, window.offset);
  const end = window.limit === null ? Number.POSITIVE_INFINITY : start + Math.max(0, window.limit);
  const page: GroupOnPage<G, L>[] = [];
  let first = 0;
  for (const group of groups) {
    const lines = linesOf(group);
    const last = first + lines.length;
    if (lines.length > 0 && last > start && first < end) {
      page.push({
        group,
        lines: lines.slice(Math.max(0, start - first), Math.min(lines.length, end - first)),
      });
    }
    if (last >= end) break;
    first = last;
  }
  return page;
}

/** How many lines the groups hold in all. */
export function lineCount<G>(groups: readonly G[], linesOf: (group: G) => readonly unknown[]): number {
  let count = 0;
  for (const group of groups) count += linesOf(group).length;
  return count;
}
