/**
 * The Calculations tab's table (docs/product/calculations-deductions-summary-report.md#calculations-tab,
 * docs/product/entities.md "Calculation row") for one version of a register's figures: one row per calculated
 * asset for the current FY, searched, sorted and paged in memory (docs/product/rules.md#paging). Built once per
 * version; a search's matches and a column's sort order are kept, so paging through them costs next to nothing.
 */
import type { CalculationRow, CalculationSortColumn } from '@taxdep/domain';
import { calculationsTab, type PreparedAsset, type Schedule } from '@taxdep/domain/tax';
import type { RegisterColumns } from './engine-input';
import type { Figures } from './figures-cache';
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

export class CalculationTable {
  readonly rows: readonly CalculationRow[];
  /** Lower-cased asset id, tax code, category, description and method of each row (the search's fields). */
  private readonly searchTexts: readonly string[];
  private readonly ids: readonly number[];
  /** What each row was built from: the asset's schedule rows and register columns (kept while unchanged). */
  private readonly sources: readonly (readonly [AssetRows, RegisterColumns])[];
  private readonly orders = new Map<string, Int32Array>();
  private readonly searches = new Map<string, Uint8Array>();

  /**
   * The table of `figures`. With `previous`, a table of an earlier version of the same register, the rows of
   * assets whose schedule rows and columns are the very same objects are taken over as they are (a schedule's
   * rows never change once composed, composed-schedule.ts), so a single edit builds one row, not 100,000.
   */
  constructor(figures: Figures, previous: CalculationTable | null = null) {
    const { schedule, columns } = figures;
    const n = schedule.assets.length;
    const rows: CalculationRow[] = new Array(n);
    const texts: string[] = new Array(n);
    const built: number[] = [];
    this.ids = columns.map((c) => c.id);
    this.sources = columns.map((c, i) => [schedule.rows[i] as AssetRows, c] as const);
    for (let i = 0, j = 0; i < n; i += 1) {
      const id = this.ids[i] as number;
      const source = this.sources[i] as readonly [AssetRows, RegisterColumns];
      while (previous && j < previous.ids.length && (previous.ids[j] as number) < id) j += 1;
      const before = previous?.ids[j] === id ? previous.sources[j] : undefined;
      if (previous && before && before[0] === source[0] && before[1] === source[1]) {
        rows[i] = previous.rows[j] as CalculationRow;
        texts[i] = previous.searchTexts[j] as string;
      } else built.push(i);
    }
    // The engine's own Calculations figures (calculationsTab) for the rows to build, on a schedule of them alone.
    const part: Schedule = {
      ...schedule,
      assets: built.map((i) => schedule.assets[i] as PreparedAsset),
      rows: built.map((i) => schedule.rows[i] as AssetRows),
    };
    calculationsTab(part).modelAssetCalcParams.forEach((f, k) => {
      const i = built[k] as number;
      const c = columns[i] as RegisterColumns;
      const a = schedule.assets[i] as PreparedAsset;
      const row: CalculationRow = {
        id: c.id,
        assetCode: c.assetCode,
        depreciationCategory: a.input.categoryCode,
        description: c.description,
        originalCost: c.originalCost,
        // The method the engine applied (category 43 is always PC; L follows the report's method, rule 18).
        depreciationMethod: a.method,
        depreciationRate: c.depreciationRate,
        effectiveLife: c.effectiveLife,
        openingWrittenDownValue: dollars(f.openingWrittenDownValue),
        additions: dollars(f.additions),
        depreciation: dollars(f.depreciation),
        balancingAdjustment: dollars(f.balancingAdjustment),
        closingWrittenDownValue: dollars(f.closingWrittenDownValue),
        depreciationClaimToDate: dollars(f.depreciationClaimToDate),
      };
      rows[i] = row;
      const US = UNIT_SEPARATOR;
      texts[i] =
        `${row.id}${US}${row.assetCode ?? ''}${US}${row.depreciationCategory}${US}${row.description ?? ''}${US}${row.depreciationMethod}`.toLowerCase();
    });
    this.rows = rows;
    this.searchTexts = texts;
  }

  /** The page's rows and the number of rows the search matches (docs/product/entities.md: totalRecords). */
  page(request: TablePageRequest): { total: number; rows: CalculationRow[] } {
    const term = request.searchValue.trim().toLowerCase();
    const hits = term === '' ? null : this.matches(term);
    const order = this.order(request.sortBy, request.order);
    const total = hits === null ? this.rows.length : hits.reduce((n, hit) => n + hit, 0);
    const end = Math.min(request.offset + request.limit, total);
    const rows: CalculationRow[] = [];
    let seen = 0;
    for (let i = 0; i < order.length && seen < end; i += 1) {
      const row = order[i] as number;
      if (hits !== null && hits[row] === 0) continue;
      if (seen >= request.offset) rows.push(this.rows[row] as CalculationRow);
      seen += 1;
    }
    return { total, rows };
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
      const values = this.rows.map((r) => {
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
