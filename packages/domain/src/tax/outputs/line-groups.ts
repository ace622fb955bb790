/**
 * Asset lines under group headings with each group's sums: Table B of a Deductions view, the Summary's groups
 * (docs/api.md "Paging the asset lines"). A screen shows a page of 50 lines of a 100,000-asset register, so the
 * lines are kept as asset indexes of the schedule (an Int32Array) and the sums as integer cents in Float64Arrays
 * (exact below 2^53, in any order of addition and subtraction), never as an object per asset: the caller makes
 * the objects of the lines a page shows. A version is complete once built; the next version is a `copy` changed
 * by `add`/`remove` (issue 12: an edit recomputes what changed), so a version being read is never written.
 */
import type { LineWindow } from '../../paging/grouped-lines';

/** A group with lines, and the sums of its lines' figures (`width` per line). */
export interface GroupSums {
  readonly name: string;
  readonly count: number;
  readonly sums: Float64Array;
}

/** A group's lines on a page: asset indexes, in id order. */
export interface GroupLinesOnPage {
  readonly group: GroupSums;
  readonly lines: Int32Array;
}

/** Text order by code units, as the views have always sorted their groups (deduction-views.ts). */
export const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

export class LineGroups {
  /** The group number of each asset index; −1 when the asset is no line. */
  private groupOf: Int32Array;
  /** Group numbers are given in order of first appearance and kept for the register's later versions. */
  private names: string[];
  private numbers: Map<string, number>;
  private counts: number[];
  private sums: Float64Array[];
  /** The sums over every line (a view's Total row, the Summary's total). */
  readonly total: Float64Array;
  private sortedGroups: readonly GroupSums[] | null = null;
  private lineOrder: Int32Array | null = null;

  constructor(
    assets: number,
    readonly width: number,
    from?: LineGroups,
  ) {
    if (from) {
      this.groupOf = from.groupOf.slice();
      this.names = [...from.names];
      this.numbers = new Map(from.numbers);
      this.counts = [...from.counts];
      this.sums = from.sums.map((s) => s.slice());
      this.total = from.total.slice();
    } else {
      this.groupOf = new Int32Array(assets).fill(-1);
      this.names = [];
      this.numbers = new Map();
      this.counts = [];
      this.sums = [];
      this.total = new Float64Array(width);
    }
  }

  /** A copy to build the next version in; this one stays as it is. */
  copy(): LineGroups {
    return new LineGroups(this.groupOf.length, this.width, this);
  }

  /** Asset `index` becomes a line of group `name`, with these figures. */
  add(index: number, name: string, values: Float64Array): void {
    let g = this.numbers.get(name);
    if (g === undefined) {
      g = this.names.length;
      this.names.push(name);
      this.numbers.set(name, g);
      this.counts.push(0);
      this.sums.push(new Float64Array(this.width));
    }
    this.groupOf[index] = g;
    this.counts[g] = (this.counts[g] as number) + 1;
    const sums = this.sums[g] as Float64Array;
    for (let k = 0; k < this.width; k++) {
      sums[k] = (sums[k] as number) + (values[k] as number);
      this.total[k] = (this.total[k] as number) + (values[k] as number);
    }
    this.sortedGroups = null;
    this.lineOrder = null;
  }

  /** Asset `index` is no longer a line; `values` are the figures it was added with. */
  remove(index: number, values: Float64Array): void {
    const g = this.groupOf[index] as number;
    if (g < 0) return;
    this.groupOf[index] = -1;
    this.counts[g] = (this.counts[g] as number) - 1;
    const sums = this.sums[g] as Float64Array;
    for (let k = 0; k < this.width; k++) {
      sums[k] = (sums[k] as number) - (values[k] as number);
      this.total[k] = (this.total[k] as number) - (values[k] as number);
    }
    // A group left without lines sums to zero exactly; it is no group any more (listed by `groups` no longer).
    if (this.counts[g] === 0) sums.fill(0);
    this.sortedGroups = null;
    this.lineOrder = null;
  }

  isLine(index: number): boolean {
    return (this.groupOf[index] as number) >= 0;
  }

  /** The groups with lines, by name. */
  groups(): readonly GroupSums[] {
    if (this.sortedGroups) return this.sortedGroups;
    const groups: GroupSums[] = [];
    this.names.forEach((name, g) => {
      const count = this.counts[g] as number;
      if (count > 0) groups.push({ name, count, sums: this.sums[g] as Float64Array });
    });
    groups.sort((x, y) => byText(x.name, y.name));
    this.sortedGroups = groups;
    return groups;
  }

  lineCount(): number {
    let n = 0;
    for (const group of this.groups()) n += group.count;
    return n;
  }

  /**
   * The lines in `window`, numbered across the groups in their order (ids ascending within a group), with the
   * groups they belong to: the rule of `pageOfGroupedLines` (src/paging), on indexes.
   */
  page(window: LineWindow): GroupLinesOnPage[] {
    const groups = this.groups();
    const order = this.orderOfLines(groups);
    const start = Math.max(0, window.offset);
    const end = window.limit === null ? Number.POSITIVE_INFINITY : start + Math.max(0, window.limit);
    const page: GroupLinesOnPage[] = [];
    let first = 0;
    for (const group of groups) {
      const last = first + group.count;
      if (last > start && first < end) {
        page.push({ group, lines: order.subarray(Math.max(start, first), Math.min(last, end)) });
      }
      if (last >= end) break;
      first = last;
    }
    return page;
  }

  /** Every line's asset index, group after group (a counting sort: one pass over the register, made once). */
  private orderOfLines(groups: readonly GroupSums[]): Int32Array {
    if (this.lineOrder) return this.lineOrder;
    const next = new Int32Array(this.names.length);
    let at = 0;
    for (const group of groups) {
      next[this.numbers.get(group.name) as number] = at;
      at += group.count;
    }
    const order = new Int32Array(at);
    const groupOf = this.groupOf;
    for (let i = 0; i < groupOf.length; i++) {
      const g = groupOf[i] as number;
      if (g < 0) continue;
      order[next[g] as number] = i;
      next[g] = (next[g] as number) + 1;
    }
    this.lineOrder = order;
    return order;
  }
}
