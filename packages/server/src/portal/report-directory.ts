/**
 * The report lists from memory, on both engines (issue 15 "Performance": p95 under 50 ms at 20 concurrent clients
 * for 10,000 reports; docs/product/main-portal.md "Speed"). At 20 requests in flight a request may cost about 2 ms
 * of the service's CPU; a count and a page query cost more than that in the driver alone, and PGlite answers one
 * statement at a time. The firm's lines fit in a few MB: each sort's order is made once per version of the lines,
 * so a page is a walk of the scope's pre-sorted lines, and the request costs about one tiny query or none.
 *
 * Freshness (migration 019): `portal_list_version` moves in the transaction of every write that can change a line,
 * whoever writes (this instance, another instance, psql). An instance reads the number before it reads the lines,
 * so its copy is never older than the number it keeps. A request reads the number after it arrived and uses the
 * copy only when the copy's number is at least that: anything committed before the request (a save the same user
 * made through another instance included) is in the answer. Concurrent requests share one read of the number, as
 * long as that read started after they arrived. On PGlite every write passes through this process
 * (@taxdep/db local-writes.ts): while its write count is unchanged not even the number is read.
 */

import { localWriteCount } from '@taxdep/db';
import { CompiledQuery } from 'kysely';
import type { Db, ReportListFilter, ReportListRow, ReportListScope } from './repository';
import { readAllReportLines } from './repository';

type SortBy = ReportListFilter['sortBy'];

export interface Line {
  row: ReportListRow;
  /** Lower-cased text the search looks in (the same fields as the query's). */
  haystack: string;
}

/** Lines in one sort's ascending order (ties by report id), the lines without a sort value last. */
interface Order {
  lines: Line[];
  /** Where the lines without a value begin: they stay last whichever the direction, as the query's NULLS LAST. */
  nullsFrom: number;
}

type Orders = Record<SortBy, Order>;

/** Every report's line as of a version, with each sort's order for the whole firm, per fund and per person. */
export interface Directory {
  version: bigint;
  fundIds: Set<number>;
  all: Orders;
  byFund: Map<number, Orders>;
  /** Per user: the reports they survey or check. */
  byUser: Map<number, Orders>;
}

interface State {
  directory: Directory | null;
  /** PGlite: the local write count when `directory` was last known current. */
  currentAtWrites: number | undefined;
  loading: Promise<Directory> | null;
  checking: Promise<bigint> | null;
  /** The check that starts when `checking` ends, for requests that arrived after `checking` began. */
  nextCheck: Promise<bigint> | null;
}

const states = new WeakMap<object, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    state = { directory: null, currentAtWrites: undefined, loading: null, checking: null, nextCheck: null };
    states.set(db, state);
  }
  return state;
}

/** The lines, current as of the moment of the call (see the header for the rule). */
export async function currentDirectory(db: Db): Promise<Directory> {
  const state = stateOf(db);
  const writes = localWriteCount(db);
  if (writes !== undefined && state.directory && state.currentAtWrites === writes) return state.directory;
  const version = await versionSinceNow(db, state);
  for (;;) {
    const known = state.directory;
    if (known && known.version >= version) {
      if (writes !== undefined) state.currentAtWrites = writes;
      return known;
    }
    // One read of the lines at a time; a read that started before `version` was committed may miss it, so the
    // loop looks again once it ends.
    if (!state.loading) {
      state.loading = load(db).finally(() => {
        state.loading = null;
      });
    }
    const loaded = await state.loading;
    if (!state.directory || loaded.version > state.directory.version) state.directory = loaded;
  }
}

const VERSION = CompiledQuery.raw('select version::text as version from portal_list_version where id = 1');

async function readVersion(db: Db): Promise<bigint> {
  const { rows } = await db.executeQuery<{ version: string }>(VERSION);
  return BigInt(rows[0]?.version ?? '0');
}

/** The version as read by a statement that started after this call: the running read, if any, is too early. */
function versionSinceNow(db: Db, state: State): Promise<bigint> {
  if (!state.checking) {
    const check: Promise<bigint> = readVersion(db).finally(() => {
      if (state.checking === check) state.checking = null;
    });
    state.checking = check;
    return check;
  }
  if (!state.nextCheck) {
    const next = state.checking
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        state.nextCheck = null;
        return versionSinceNow(db, state);
      });
    state.nextCheck = next;
  }
  return state.nextCheck;
}

async function load(db: Db): Promise<Directory> {
  // The number first: the lines read after it are at least that new.
  const version = await readVersion(db);
  const rows = await readAllReportLines(db);
  const funds = await db.selectFrom('funds').select('id').execute();
  return buildDirectory(
    version,
    rows,
    funds.map((f) => f.id),
  );
}

/** The directory of `rows`: each sort's order made once, then split by fund and by person in that order. */
export function buildDirectory(version: bigint, rows: ReportListRow[], fundIds: number[]): Directory {
  const lines = rows.map(lineOf);
  const all = {} as Orders;
  const byFund = new Map<number, Orders>();
  const byUser = new Map<number, Orders>();
  for (const sortBy of Object.keys(SORT_KEYS) as SortBy[]) {
    const order = sortedBy(lines, sortBy);
    all[sortBy] = order;
    order.lines.forEach((line, index) => {
      const hasValue = index < order.nullsFrom;
      push(byFund, line.row.fund_id, sortBy, line, hasValue);
      if (line.row.surveyor_id !== null) push(byUser, line.row.surveyor_id, sortBy, line, hasValue);
      if (line.row.checker_id !== null && line.row.checker_id !== line.row.surveyor_id) {
        push(byUser, line.row.checker_id, sortBy, line, hasValue);
      }
    });
  }
  return { version, fundIds: new Set(fundIds), all, byFund, byUser };
}

function push(into: Map<number, Orders>, id: number, sortBy: SortBy, line: Line, hasValue: boolean): void {
  let orders = into.get(id);
  if (!orders) {
    orders = {} as Orders;
    into.set(id, orders);
  }
  let order = orders[sortBy];
  if (!order) {
    order = { lines: [], nullsFrom: 0 };
    orders[sortBy] = order;
  }
  order.lines.push(line);
  if (hasValue) order.nullsFrom += 1;
}

function sortedBy(lines: Line[], sortBy: SortBy): Order {
  const key = SORT_KEYS[sortBy];
  const keyed = lines.map((line) => ({ line, value: key(line) }));
  keyed.sort((a, b) => {
    const x = a.value;
    const y = b.value;
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    }
    return a.line.row.id - b.line.row.id;
  });
  const nulls = keyed.findIndex((entry) => entry.value === null);
  return { lines: keyed.map((entry) => entry.line), nullsFrom: nulls === -1 ? keyed.length : nulls };
}

/** A report's line: its row with the text the search looks in. */
export function lineOf(row: ReportListRow): Line {
  const haystack = [
    row.report_name,
    row.property_name,
    row.property_code,
    row.street_address,
    row.suburb,
    row.state,
    row.post_code,
  ]
    .filter((part) => part !== null)
    .join(' ')
    .toLowerCase();
  return { row, haystack };
}

const NO_LINES: Order = { lines: [], nullsFrom: 0 };

/** The same list as repository.listReports, from the directory. */
export function listFromDirectory(directory: Directory, scope: ReportListScope, filter: ReportListFilter) {
  const orders =
    'userId' in scope
      ? directory.byUser.get(scope.userId)
      : scope.fundId !== undefined
        ? directory.byFund.get(scope.fundId)
        : directory.all;
  const order = orders?.[filter.sortBy] ?? NO_LINES;
  const search = filter.search.toLowerCase();
  const role = 'userId' in scope ? scope.role : undefined;
  const userId = 'userId' in scope ? scope.userId : null;
  const narrowed =
    ('userId' in scope && scope.fundId !== undefined) ||
    role !== undefined ||
    filter.statusId !== null ||
    filter.reportKind !== null ||
    filter.eofyReportDate !== null ||
    search !== '';
  const keeps = ({ row, haystack }: Line) =>
    (scope.fundId === undefined || row.fund_id === scope.fundId) &&
    (role === undefined || (role === 'checker' ? row.checker_id : row.surveyor_id) === userId) &&
    (filter.statusId === null || row.status_id === filter.statusId) &&
    (filter.reportKind === null || row.kind === filter.reportKind) &&
    (filter.eofyReportDate === null || row.eofy_report_date === filter.eofyReportDate) &&
    (search === '' || haystack.includes(search));
  const end = filter.offset + filter.limit;
  const rows: ReportListRow[] = [];
  let total = 0;
  const { lines, nullsFrom } = order;
  for (let k = 0; k < lines.length; k += 1) {
    // Descending: the valued lines from the last (ties by id descending), then those without a value, likewise.
    const index = !filter.descending
      ? k
      : k < nullsFrom
        ? nullsFrom - 1 - k
        : lines.length - 1 - (k - nullsFrom);
    const line = lines[index] as Line;
    if (narrowed && !keeps(line)) continue;
    if (total >= filter.offset && total < end) rows.push(line.row);
    total += 1;
    // Unfiltered, the count is the order's length: no need to walk past the page.
    if (!narrowed && total >= end) return { total: lines.length, rows };
  }
  return { total, rows };
}

/** Sort keys as the query's ORDER BY has them (repository.ts SORT_COLUMNS): text lower-cased, compared by code point. */
const SORT_KEYS: Record<SortBy, (line: Line) => string | number | null> = {
  eofyReportDate: (l) => l.row.eofy_report_date,
  propertyName: (l) => l.row.property_name?.toLowerCase() ?? null,
  status: (l) => l.row.status_id,
  updatedAt: (l) => new Date(l.row.updated_at).toISOString(),
  reportName: (l) => l.row.report_name?.toLowerCase() ?? null,
};
