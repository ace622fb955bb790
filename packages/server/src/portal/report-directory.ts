/**
 * The report lists from memory on PGlite (issue 15 "Performance": p95 under 50 ms at 20 concurrent clients).
 * PGlite answers one statement at a time, so 20 clients each waiting for a count and a page query queue behind one
 * another; the firm's 10,000 report lines fit in a few MB, and filtering, sorting and paging them here takes well
 * under a millisecond. PGlite is embedded and every write passes through this process (db/local-writes.ts): while
 * its write count is unchanged the lines are current; after a write one fingerprint statement says whether the
 * reports changed (asset saves, the common write, do not), and only then are the lines read again. PostgreSQL has
 * other writers and many connections: there the lists are queries (repository.ts).
 */
import { sql } from 'kysely';
import { localWriteCount } from '../db/local-writes';
import type { Db, ReportListFilter, ReportListRow, ReportListScope } from './repository';
import { readAllReportLines } from './repository';

export interface Line {
  row: ReportListRow;
  /** Lower-cased text the search looks in (the same fields as the query's). */
  haystack: string;
  updatedAt: string;
}

/** The lines of every report and the ids of every fund, as of a write count. */
export interface Directory {
  writes: number;
  fingerprint: string;
  lines: Line[];
  fundIds: Set<number>;
}

const directories = new WeakMap<object, Directory>();
const loading = new WeakMap<object, Promise<Directory>>();

/** The directory, current; null where the database has other writers (PostgreSQL). */
export async function currentDirectory(db: Db): Promise<Directory | null> {
  const writes = localWriteCount(db);
  if (writes === undefined) return null;
  const known = directories.get(db);
  if (known && known.writes === writes) return known;
  // Concurrent lists after a write share one check (PGlite would run them one after another anyway).
  let pending = loading.get(db);
  if (!pending) {
    pending = refresh(db, writes, known).finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  return pending;
}

async function refresh(db: Db, writes: number, known: Directory | undefined): Promise<Directory> {
  const print = await fingerprint(db);
  if (known && known.fingerprint === print) {
    const same = { ...known, writes };
    directories.set(db, same);
    return same;
  }
  const rows = await readAllReportLines(db);
  const funds = await db.selectFrom('funds').select('id').execute();
  const made = {
    writes,
    fingerprint: print,
    lines: rows.map(lineOf),
    fundIds: new Set(funds.map((f) => f.id)),
  };
  directories.set(db, made);
  return made;
}

/**
 * What changes when a line could: a report added, removed or saved (every General Info save moves its version and
 * updated_at), a property, portfolio, fund or user added. Names of funds, portfolios, properties and people are not
 * edited by any call yet; when issue 15's administration edits them, their tables join this fingerprint.
 */
async function fingerprint(db: Db): Promise<string> {
  const { rows } = await sql<{ print: string }>`
    select concat_ws('/',
      (select concat_ws(':', count(*), max(updated_at), sum(version)) from reports),
      (select count(*) from properties), (select count(*) from portfolios),
      (select count(*) from funds), (select count(*) from users)) as print`.execute(db);
  return rows[0]?.print ?? '';
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
  return { row, haystack, updatedAt: new Date(row.updated_at).toISOString() };
}

/** The same list as repository.listReports, from the lines. */
export function listFromLines(lines: Line[], scope: ReportListScope, filter: ReportListFilter) {
  const search = filter.search.toLowerCase();
  const chosen = lines.filter(({ row, haystack }) => {
    if ('userId' in scope && row.surveyor_id !== scope.userId && row.checker_id !== scope.userId)
      return false;
    if (scope.fundId !== undefined && row.fund_id !== scope.fundId) return false;
    if (filter.statusId !== null && row.status_id !== filter.statusId) return false;
    if (filter.eofyReportDate !== null && row.eofy_report_date !== filter.eofyReportDate) return false;
    return search === '' || haystack.includes(search);
  });
  const key = SORT_KEYS[filter.sortBy];
  const direction = filter.descending ? -1 : 1;
  chosen.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    // Nulls last whichever the order, as the query's NULLS LAST.
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * direction;
    }
    return (a.row.id - b.row.id) * direction;
  });
  return {
    total: chosen.length,
    rows: chosen.slice(filter.offset, filter.offset + filter.limit).map((chosenLine) => chosenLine.row),
  };
}

/** Sort keys as the query's ORDER BY has them (repository.ts SORT_COLUMNS): text lower-cased, compared by code point. */
const SORT_KEYS: Record<ReportListFilter['sortBy'], (line: Line) => string | number | null> = {
  eofyReportDate: (l) => l.row.eofy_report_date,
  propertyName: (l) => l.row.property_name?.toLowerCase() ?? null,
  status: (l) => l.row.status_id,
  updatedAt: (l) => l.updatedAt,
  reportName: (l) => l.row.report_name?.toLowerCase() ?? null,
};
