/**
 * The Calculations tab's table (docs/product/calculations-deductions-summary-report.md#calculations-tab,
 * docs/product/entities.md "Calculation row") for one version of a register's figures: one row per calculated
 * asset for the current FY, searched, sorted and paged in memory (docs/product/rules.md#paging). Built once per
 * version; a search's matches and a column's sort order are kept, so paging through them costs next to nothing.
 */
import type { CalculationRow, CalculationSortColumn, CalculationTotals } from '@taxdep/domain';
import { calculationsTab, type PreparedAsset, poolRateOf, type Schedule } from '@taxdep/domain/tax';
import type { RegisterColumns } from './engine-input';
import type { FiguresView } from './owner-figures';
import { dollars } from './wire-figures';

export type SortOrder = 'ASC' | 'DESC';

export interface TablePageRequest {
  /** As typed: trimmed and matched case-insensitively as a plain substring. */
  searchValue: string;
  sortBy: CalculationSortColumn;
  order: SortOrder;
  offset: number;
  limit: number;
}

/** Recent searches' matches, per table (a byte per row). */
const SEARCH_CACHE_SIZE = 16;
const UNIT_SEPARATOR = '\u001f';

/** One asset's rows of a schedule (the engine's AssetRows). */
type AssetRows = Schedule['rows'][number];

const TEXT_COLUMNS = new Set<CalculationSortColumn>(['assetCode', 'description']);

/** The money columns the Total row adds up (issue 26 item 9). */
const TOTAL_COLUMNS = [
  'originalCost',
  'openingWrittenDownValue',
  'additions',
  'depreciation',
  'balancingAdjustment',
  'closingWrittenDownValue',
  'depreciationClaimToDate',
] as const satisfies readonly (keyof CalculationTotals)[];

export class CalculationTable {
  /** Each row once made; a row whose figures changed is made when a page or a sort first needs it. */
  private readonly rows: (CalculationRow | undefined)[];
  /** Lower-cased asset id, tax code, category, description and method of each row (the search's fields). */
  private readonly searchTexts: readonly string[];
  private readonly ids: readonly number[];
  /** What each row is made from: the schedule (its prepared assets and rows) and the register's columns. */
  private readonly schedule: Schedule;
  private readonly columns: readonly RegisterColumns[];
  /** An owner's view (issue 23 item 7): the cost shown is the owner's interest, not the register's. */
  private readonly ofOwner: boolean;
  private readonly orders = new Map<string, Int32Array>();
  private readonly searches = new Map<string, Uint8Array>();
  private readonly sums = new Map<string, CalculationTotals>();

  /**
   * The table of `figures`. With `previous`, a table of an earlier version of the same register, the rows of
   * assets whose schedule rows and columns are the very same objects are taken over as they are (a schedule's
   * rows never change once composed, composed-schedule.ts), so a single edit builds one row, not 100,000. After a
   * pool member's edit thousands of members' figures may move (rule 5: the pool's decline is shared anew each
   * FY), though not what the search reads: their search texts are taken over too, and their rows are made only
   * when a page or a sort asks for them (issue 12: the page after an edit within 300 ms).
   */
  constructor(figures: FiguresView, previous: CalculationTable | null = null) {
    const { schedule, columns } = figures;
    const n = schedule.assets.length;
    const rows = new Array<CalculationRow | undefined>(n);
    const texts: string[] = new Array(n);
    const ids = new Array<number>(n);
    for (let i = 0, j = 0; i < n; i += 1) {
      const c = columns[i] as RegisterColumns;
      const a = schedule.assets[i] as PreparedAsset;
      ids[i] = c.id;
      while (previous && j < previous.ids.length && (previous.ids[j] as number) < c.id) j += 1;
      const same = previous !== null && previous.ids[j] === c.id && previous.columns[j] === c;
      const before = same ? (previous.schedule.assets[j] as PreparedAsset) : null;
      // The search reads the columns, the category and the method applied (which a settings change may move).
      if (previous && before && before.input === a.input && before.method === a.method) {
        texts[i] = previous.searchTexts[j] as string;
        if (previous.schedule.rows[j] === schedule.rows[i]) rows[i] = previous.rows[j];
      } else texts[i] = searchText(c, a);
    }
    this.rows = rows;
    this.searchTexts = texts;
    this.ids = ids;
    this.schedule = schedule;
    this.columns = columns;
    this.ofOwner = figures.owner !== undefined;
  }

  /** The rows of `indexes`, made now for those not made yet. */
  private rowsAt(indexes: ArrayLike<number>): CalculationRow[] {
    const missing: number[] = [];
    for (let k = 0; k < indexes.length; k += 1) {
      const i = indexes[k] as number;
      if (this.rows[i] === undefined) missing.push(i);
    }
    if (missing.length > 0) this.make(missing);
    return Array.from(
      { length: indexes.length },
      (_, k) => this.rows[indexes[k] as number] as CalculationRow,
    );
  }

  /** The engine's own Calculations figures (calculationsTab) for the rows to make, on a schedule of them alone. */
  private make(indexes: readonly number[]): void {
    const { schedule, columns } = this;
    const part: Schedule = {
      ...schedule,
      assets: indexes.map((i) => schedule.assets[i] as PreparedAsset),
      rows: indexes.map((i) => schedule.rows[i] as AssetRows),
    };
    calculationsTab(part).modelAssetCalcParams.forEach((f, k) => {
      const i = indexes[k] as number;
      const c = columns[i] as RegisterColumns;
      const a = schedule.assets[i] as PreparedAsset;
      this.rows[i] = {
        id: c.id,
        assetCode: c.assetCode,
        depreciationCategory: a.input.categoryCode,
        description: c.description,
        originalCost: this.ofOwner
          ? dollars(a.input.originalCost)
          : c.originalCost === null
            ? null
            : dollars(c.originalCost),
        // The method the engine applied (category 43 is always PC; L follows the report's method, rule 18).
        depreciationMethod: a.method,
        // Issue 26 item 9: a pool member declines at the pool's rate, not its own (s40-440).
        depreciationRate: f.pooled ? poolRateOf(f) : c.depreciationRate,
        effectiveLife: c.effectiveLife,
        openingWrittenDownValue: dollars(f.openingWrittenDownValue),
        additions: dollars(f.additions),
        depreciation: dollars(f.depreciation),
        balancingAdjustment: dollars(f.balancingAdjustment),
        closingWrittenDownValue: dollars(f.closingWrittenDownValue),
        depreciationClaimToDate: dollars(f.depreciationClaimToDate),
        // Issue 23: why the deductions are $0 (s40-27), for "$0 — s40-27 (…)" on the tab.
        ...(f.deniedBy ? { deniedBy: f.deniedBy } : {}),
        ...(f.pooled ? { pooled: true } : {}),
      };
    });
  }

  /**
   * Issue 26 item 9: the money columns added up over every row the search matches (every page), in cents, kept per
   * search. The rows not made yet are made (once per version of the figures).
   */
  totals(searchValue: string): CalculationTotals {
    const term = searchValue.trim().toLowerCase();
    const known = this.sums.get(term);
    if (known) return known;
    const hits = term === '' ? null : this.matches(term);
    const indexes: number[] = [];
    for (let i = 0; i < this.rows.length; i += 1) if (hits === null || hits[i] === 1) indexes.push(i);
    const sums = TOTAL_COLUMNS.map(() => 0);
    for (const row of this.rowsAt(indexes)) {
      TOTAL_COLUMNS.forEach((column, k) => {
        sums[k] = (sums[k] as number) + Math.round((row[column] ?? 0) * 100);
      });
    }
    const totals = Object.fromEntries(
      TOTAL_COLUMNS.map((column, k) => [column, dollars(sums[k] as number)]),
    ) as unknown as CalculationTotals;
    this.sums.set(term, totals);
    if (this.sums.size > SEARCH_CACHE_SIZE) this.sums.delete(this.sums.keys().next().value!);
    return totals;
  }

  /** The page's rows and the number of rows the search matches (docs/product/entities.md: totalRecords). */
  page(request: TablePageRequest): { total: number; rows: CalculationRow[] } {
    const term = request.searchValue.trim().toLowerCase();
    const hits = term === '' ? null : this.matches(term);
    const order = this.order(request.sortBy, request.order);
    const total = hits === null ? this.rows.length : hits.reduce((n, hit) => n + hit, 0);
    const end = Math.min(request.offset + request.limit, total);
    const rows: number[] = [];
    let seen = 0;
    for (let i = 0; i < order.length && seen < end; i += 1) {
      const row = order[i] as number;
      if (hits !== null && hits[row] === 0) continue;
      if (seen >= request.offset) rows.push(row);
      seen += 1;
    }
    return { total, rows: this.rowsAt(rows) };
  }

  /** Which rows contain the term (1 = match); the unit separator keeps a term from spanning two fields. */
  private matches(term: string): Uint8Array {
    const known = this.searches.get(term);
    if (known) return known;
    const hits = new Uint8Array(this.rows.length);
    this.searchTexts.forEach((text, row) => {
      if (text.includes(term)) hits[row] = 1;
    });
    this.searches.set(term, hits);
    if (this.searches.size > SEARCH_CACHE_SIZE) this.searches.delete(this.searches.keys().next().value!);
    return hits;
  }

  /**
   * Every row in the order of one column: values ascending or descending, empty values last in both orders,
   * then id ascending (the register's rule, docs/api.md "Listing"); text compares case-insensitively.
   */
  private order(sortBy: CalculationSortColumn, order: SortOrder): Int32Array {
    const name = `${sortBy} ${order}`;
    const known = this.orders.get(name);
    if (known) return known;
    const n = this.rows.length;
    const rows = new Int32Array(n);
    for (let i = 0; i < n; i += 1) rows[i] = order === 'DESC' && sortBy === 'id' ? n - 1 - i : i;
    if (sortBy !== 'id') {
      const sign = order === 'ASC' ? 1 : -1;
      // The values are read from the rows: a sort is where rows an edit left unmade are all made.
      const values = this.rowsAt(rows).map((r) => {
        const v = r[sortBy];
        return TEXT_COLUMNS.has(sortBy) && typeof v === 'string' ? v.toLowerCase() : v;
      });
      // Rows are in id order, so the row index breaks ties as id ascending.
      rows.sort((x, y) => {
        const a = values[x] ?? null;
        const b = values[y] ?? null;
        if (a === b) return x - y;
        if (a === null) return 1;
        if (b === null) return -1;
        return (a < b ? -1 : a > b ? 1 : 0) * sign || x - y;
      });
    }
    this.orders.set(name, rows);
    return rows;
  }
}

/** What the search matches: the row's id, tax code, category, description and method, lower-cased. */
function searchText(c: RegisterColumns, a: PreparedAsset): string {
  const US = UNIT_SEPARATOR;
  return `${c.id}${US}${c.assetCode ?? ''}${US}${a.input.categoryCode}${US}${c.description ?? ''}${US}${a.method}`.toLowerCase();
}
