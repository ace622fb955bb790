/**
 * One register in memory, as the listing needs it (docs/product/asset-register.md, docs/product/entities.md "List query", 4 "Error mode", 9): per asset the
 * search text, tax code, stored verdict, demolition mark and the four sortable dates, plus each row's answer JSON
 * once it has been read. Pure: it holds no connection and reads no clock; projection-sync.ts keeps it exact.
 *
 * Rows are kept in id order, so "id ascending breaks ties" is "row order breaks ties". A listing matches rows
 * (from the tax-code postings when filtered, with a small cache of recent match sets), then pages them in date
 * order: a few matches are sorted, many are read off a per-column permutation of the whole register.
 */
import {
  DATE_SORTS,
  type DateSort,
  dayKey,
  type PageRequest,
  type ProjectedRow,
  type ProjectionQuery,
  ROW_SPAN,
  sortKey,
} from './projection-rows';

const HAS_ERRORS = 1;
const UNJUDGED = 2;
const DEMOLISHED = 4;
const MATCH_CACHE_SIZE = 64;
/** Recent search terms' hit maps: a byte per row (100 kB for 100,000 rows). */
const TERM_CACHE_SIZE = 16;
/** Below this share of the register, sorting the matches beats walking a whole-register permutation. */
const SORT_MATCHES_BELOW = 1 / 16;

export class RegisterProjection {
  private ids: number[] = [];
  private search: string[] = [];
  private codes: number[] = [];
  private flags: number[] = [];
  private days: [number[], number[], number[], number[]] = [[], [], [], []];
  private answers: (string | undefined)[] = [];
  private rowOfId = new Map<number, number>();
  private postings: Map<number, Int32Array> | null = null;
  private permutations = new Map<string, Int32Array>();
  private matchCache = new Map<string, Int32Array>();
  private termCache = new Map<string, Uint8Array>();
  private unjudged = 0;
  private changes = 0;

  constructor(rows: readonly ProjectedRow[] = []) {
    this.apply(rows, []);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Rows still waiting for a verdict (error mode judges them first). */
  get unjudgedCount(): number {
    return this.unjudged;
  }

  /** Tax-code ids the register uses (to notice a code the caller has not resolved yet). */
  taxCodeIds(): number[] {
    return [...this.postingsByCode().keys()];
  }

  /** Grows with every change applied: an answer read before a change may be older than it. */
  get version(): number {
    return this.changes;
  }

  /** Ids whose answer JSON has not been read yet, in id order. */
  idsWithoutAnswer(): number[] {
    return this.ids.filter((_, row) => this.answers[row] === undefined);
  }

  answerOf(id: number): string | undefined {
    const row = this.rowOfId.get(id);
    return row === undefined ? undefined : this.answers[row];
  }

  /**
   * Remembers a row's answer JSON read while the projection was at `version` (read after that version's snapshot,
   * so never older); ignored once a change has been applied since, or for an id no longer held.
   */
  rememberAnswer(id: number, json: string, version: number): void {
    if (version !== this.changes) return;
    const row = this.rowOfId.get(id);
    if (row !== undefined) this.answers[row] = json;
  }

  /** Applies changed (inserted or updated) rows and deleted ids; every derived index is rebuilt lazily. */
  apply(changed: readonly ProjectedRow[], deletedIds: readonly number[]): void {
    if (changed.length === 0 && deletedIds.length === 0) return;
    this.changes += 1;
    const gone = new Set(deletedIds.filter((id) => this.rowOfId.has(id)));
    const added: ProjectedRow[] = [];
    for (const row of changed) {
      const at = this.rowOfId.get(row.id);
      if (at === undefined) added.push(row);
      else this.write(at, row);
    }
    if (gone.size > 0 || added.length > 0) this.rebuild(gone, added);
    this.unjudged = this.flags.reduce((n, f) => n + (f & UNJUDGED ? 1 : 0), 0);
    this.postings = null;
    this.permutations.clear();
    this.matchCache.clear();
    this.termCache.clear();
  }

  /** The page of a listing and the number of rows matched (docs/product/entities.md: totalRecords). */
  page(query: ProjectionQuery, request: PageRequest): { total: number; ids: number[] } {
    const matched = this.matches(query);
    const total = matched.length;
    const end = Math.min(request.offset + request.limit, total);
    const rows: number[] = [];
    if (request.offset >= total) return { total, ids: [] };
    if (request.sortBy === 'id') {
      for (let i = request.offset; i < end; i += 1) {
        rows.push(matched[request.order === 'ASC' ? i : total - 1 - i]!);
      }
    } else if (total < this.size * SORT_MATCHES_BELOW) {
      const column = this.days[DATE_SORTS.indexOf(request.sortBy)]!;
      const keys = new Float64Array(total);
      for (let i = 0; i < total; i += 1) {
        const row = matched[i]!;
        keys[i] = sortKey(column[row]!, request.order) * ROW_SPAN + row;
      }
      keys.sort();
      for (let i = request.offset; i < end; i += 1) rows.push(keys[i]! % ROW_SPAN);
    } else {
      const member = new Uint8Array(this.size);
      for (let i = 0; i < total; i += 1) member[matched[i]!] = 1;
      const permutation = this.permutation(request.sortBy, request.order);
      let seen = 0;
      for (let i = 0; i < permutation.length && seen < end; i += 1) {
        const row = permutation[i]!;
        if (member[row] === 0) continue;
        if (seen >= request.offset) rows.push(row);
        seen += 1;
      }
    }
    return { total, ids: rows.map((row) => this.ids[row]!) };
  }

  /** Matching rows in id order: filter, error mode, demolition view, then the search (docs/product/entities.md "List query"). */
  private matches(query: ProjectionQuery): Int32Array {
    const key = JSON.stringify(query);
    const cached = this.matchCache.get(key);
    if (cached) {
      this.matchCache.delete(key);
      this.matchCache.set(key, cached);
      return cached;
    }
    const searched = query.term === '' ? null : this.searchHits(query.term, query.searchCodeIds);
    const need = (query.alerts ? HAS_ERRORS : 0) | (query.demolition ? DEMOLISHED : 0);
    const out: number[] = [];
    const test = (row: number) => {
      if ((this.flags[row]! & need) === need && (searched === null || searched[row] === 1)) out.push(row);
    };
    if (query.filterCodeIds === null) {
      for (let row = 0; row < this.size; row += 1) test(row);
    } else {
      // Typed-array copies and indexed loops: spreading postings through iterators cost milliseconds a call.
      const postings = this.postingsByCode();
      const lists = [...new Set(query.filterCodeIds)].flatMap((code) => postings.get(code) ?? []);
      const candidates = new Int32Array(lists.reduce((n, list) => n + list.length, 0));
      let at = 0;
      for (const list of lists) {
        candidates.set(list, at);
        at += list.length;
      }
      candidates.sort();
      for (let i = 0; i < candidates.length; i += 1) test(candidates[i]!);
    }
    const result = Int32Array.from(out);
    this.matchCache.set(key, result);
    if (this.matchCache.size > MATCH_CACHE_SIZE) this.matchCache.delete(this.matchCache.keys().next().value!);
    return result;
  }

  /**
   * Which rows a search term matches (1 = match): the search text, the tax code, or for a term of digits the id.
   * Kept per term, so paging, sorting and filtering the same search never scans the texts again.
   */
  private searchHits(term: string, searchCodeIds: readonly number[]): Uint8Array {
    const key = JSON.stringify([term, searchCodeIds]);
    const known = this.termCache.get(key);
    if (known) return known;
    const lower = term.toLowerCase();
    // An id's text is digits: only a term of digits (or a minus sign) can match it.
    const byId = /^[-0-9]+$/.test(lower);
    const byCode = new Set(searchCodeIds);
    const hits = new Uint8Array(this.size);
    for (let row = 0; row < this.size; row += 1) {
      if (
        this.search[row]!.includes(lower) ||
        byCode.has(this.codes[row]!) ||
        (byId && String(this.ids[row]).includes(lower))
      ) {
        hits[row] = 1;
      }
    }
    this.termCache.set(key, hits);
    if (this.termCache.size > TERM_CACHE_SIZE) this.termCache.delete(this.termCache.keys().next().value!);
    return hits;
  }

  private postingsByCode(): Map<number, Int32Array> {
    if (this.postings) return this.postings;
    const lists = new Map<number, number[]>();
    this.codes.forEach((code, row) => {
      if (code < 0) return;
      const list = lists.get(code);
      if (list) list.push(row);
      else lists.set(code, [row]);
    });
    this.postings = new Map([...lists].map(([code, rows]) => [code, Int32Array.from(rows)]));
    return this.postings;
  }

  /** Every row in (date, id) order for one column and direction, built once per register version. */
  private permutation(sortBy: DateSort, order: 'ASC' | 'DESC'): Int32Array {
    const name = `${sortBy} ${order}`;
    const known = this.permutations.get(name);
    if (known) return known;
    const column = this.days[DATE_SORTS.indexOf(sortBy)]!;
    const keys = new Float64Array(this.size);
    for (let row = 0; row < this.size; row += 1) keys[row] = sortKey(column[row]!, order) * ROW_SPAN + row;
    keys.sort();
    const rows = new Int32Array(this.size);
    for (let i = 0; i < rows.length; i += 1) rows[i] = keys[i]! % ROW_SPAN;
    this.permutations.set(name, rows);
    return rows;
  }

  private write(row: number, from: ProjectedRow): void {
    this.ids[row] = from.id;
    this.search[row] = from.searchText;
    this.codes[row] = from.taxCodeId ?? -1;
    this.flags[row] =
      (from.hasErrors === true ? HAS_ERRORS : 0) |
      (from.hasErrors === null ? UNJUDGED : 0) |
      (from.hasDemolitions ? DEMOLISHED : 0);
    for (let d = 0; d < 4; d += 1) this.days[d]![row] = dayKey(from.dates[d]!);
    this.answers[row] = undefined;
  }

  /** Drops deleted rows, appends new ones and restores id order (ids arrive out of order under concurrency). */
  private rebuild(gone: ReadonlySet<number>, added: readonly ProjectedRow[]): void {
    const kept: number[] = [];
    for (let row = 0; row < this.size; row += 1) if (!gone.has(this.ids[row]!)) kept.push(row);
    const last = kept.length > 0 ? this.ids[kept[kept.length - 1]!]! : -Infinity;
    const sortedAdded = [...added].sort((a, b) => a.id - b.id);
    const old = {
      ids: this.ids,
      search: this.search,
      codes: this.codes,
      flags: this.flags,
      days: this.days,
      answers: this.answers,
    };
    this.ids = [];
    this.search = [];
    this.codes = [];
    this.flags = [];
    this.days = [[], [], [], []];
    this.answers = [];
    const copy = (row: number) => {
      const at = this.ids.length;
      this.ids.push(old.ids[row]!);
      this.search.push(old.search[row]!);
      this.codes.push(old.codes[row]!);
      this.flags.push(old.flags[row]!);
      for (let d = 0; d < 4; d += 1) this.days[d]!.push(old.days[d]![row]!);
      this.answers[at] = old.answers[row];
    };
    if ((sortedAdded[0]?.id ?? Infinity) > last) {
      for (const row of kept) copy(row);
      for (const row of sortedAdded) this.write(this.ids.length, row);
    } else {
      // Merge: both lists are in id order.
      let k = 0;
      for (const row of sortedAdded) {
        while (k < kept.length && old.ids[kept[k]!]! < row.id) copy(kept[k++]!);
        this.write(this.ids.length, row);
      }
      while (k < kept.length) copy(kept[k++]!);
    }
    this.rowOfId = new Map(this.ids.map((id, row) => [id, row]));
  }
}
