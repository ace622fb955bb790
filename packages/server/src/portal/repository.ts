/**
 * The main portal's lists (docs/product/main-portal.md): funds, clients, portfolios and report lists. Every list
 * is one query with its counts. The report lists are answered from memory (report-directory.ts, read with
 * readAllReportLines); listReports is their definition in SQL, which the directory is tested against.
 */

import type { Database } from '@taxdep/db/schema';
import { type Kysely, sql } from 'kysely';
import { escapeLike } from '../db/like';

export type Db = Kysely<Database>;

export interface FundRow {
  id: number;
  code: string;
  name: string;
  client_id: number;
  client_name: string;
  portfolio_count: number;
  report_count: number;
}

export async function listFunds(db: Db): Promise<FundRow[]> {
  const rows = await db
    .selectFrom('funds as f')
    .innerJoin('clients as c', 'c.id', 'f.client_id')
    .select([
      'f.id',
      'f.code',
      'f.name',
      'f.client_id',
      'c.name as client_name',
      (eb) =>
        eb
          .selectFrom('portfolios as po')
          .whereRef('po.fund_id', '=', 'f.id')
          .select(eb.fn.countAll<string>().as('n'))
          .as('portfolio_count'),
      (eb) =>
        eb
          .selectFrom('reports as r')
          .whereRef('r.fund_id', '=', 'f.id')
          .select(eb.fn.countAll<string>().as('n'))
          .as('report_count'),
    ])
    .orderBy('f.code')
    .execute();
  return rows.map((row) => ({
    ...row,
    portfolio_count: Number(row.portfolio_count),
    report_count: Number(row.report_count),
  }));
}

export async function listClients(db: Db) {
  const rows = await db
    .selectFrom('clients as c')
    .select([
      'c.id',
      'c.name',
      (eb) =>
        eb
          .selectFrom('funds as f')
          .whereRef('f.client_id', '=', 'c.id')
          .select(eb.fn.countAll<string>().as('n'))
          .as('fund_count'),
    ])
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({ ...row, fund_count: Number(row.fund_count) }));
}

export async function listPortfolios(db: Db, fundId: number) {
  const rows = await db
    .selectFrom('portfolios as po')
    .select([
      'po.id',
      'po.fund_id',
      'po.name',
      (eb) =>
        eb
          .selectFrom('properties as p')
          .whereRef('p.portfolio_id', '=', 'po.id')
          .select(eb.fn.countAll<string>().as('n'))
          .as('property_count'),
      (eb) =>
        eb
          .selectFrom('reports as r')
          .innerJoin('properties as p', 'p.id', 'r.property_id')
          .whereRef('p.portfolio_id', '=', 'po.id')
          .select(eb.fn.countAll<string>().as('n'))
          .as('report_count'),
    ])
    .where('po.fund_id', '=', fundId)
    .orderBy('po.name')
    .orderBy('po.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    property_count: Number(row.property_count),
    report_count: Number(row.report_count),
  }));
}

/**
 * Which reports a list holds: one fund's, or those the user is surveyor or checker of (with `role`, only those
 * they check, or only those they survey: issue 26 item 12).
 */
export type ReportListScope =
  | { fundId: number }
  | { userId: number; fundId?: number; role?: 'surveyor' | 'checker' };

export interface ReportListFilter {
  search: string;
  statusId: number | null;
  /** Issue 27: only reports of this kind (issue 28: an assessment is one); null lists every kind. */
  reportKind: 'depreciation' | 'capex' | 'rca' | null;
  eofyReportDate: string | null;
  sortBy: 'eofyReportDate' | 'propertyName' | 'status' | 'updatedAt' | 'reportName';
  descending: boolean;
  offset: number;
  limit: number;
}

/**
 * The ORDER BY of each sort: text lower-cased and compared by code point (COLLATE "C", whatever the database's
 * locale), the status in workflow order, times to the millisecond: the same order report-directory.ts sorts in.
 */
const SORT_COLUMNS = {
  eofyReportDate: sql`r.eofy_report_date`,
  propertyName: sql`lower(p.property_name) collate "C"`,
  status: sql`r.status_id`,
  updatedAt: sql`date_trunc('milliseconds', r.updated_at)`,
  reportName: sql`lower(r.report_name) collate "C"`,
} as const;

/**
 * The reports of a list, filtered: only the tables the filters need, so the count reads the reports table (and the
 * properties only when searching), and the page joins the rest for its 50 rows alone.
 */
function filtered(db: Db, scope: ReportListScope, filter: ReportListFilter) {
  let query = db.selectFrom('reports as r').innerJoin('properties as p', 'p.id', 'r.property_id');
  if ('userId' in scope) {
    const { userId, role } = scope;
    query =
      role === undefined
        ? query.where((eb) => eb.or([eb('r.surveyor_id', '=', userId), eb('r.checker_id', '=', userId)]))
        : query.where(role === 'checker' ? 'r.checker_id' : 'r.surveyor_id', '=', userId);
  }
  if (scope.fundId !== undefined) query = query.where('r.fund_id', '=', scope.fundId);
  if (filter.statusId !== null) query = query.where('r.status_id', '=', filter.statusId);
  if (filter.reportKind !== null) query = query.where('r.kind', '=', filter.reportKind);
  if (filter.eofyReportDate !== null) query = query.where('r.eofy_report_date', '=', filter.eofyReportDate);
  if (filter.search !== '') {
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
    query = query.where(
      sql<boolean>`lower(concat_ws(' ', r.report_name, p.property_name, p.property_code, p.street_address, p.suburb, p.state, p.post_code)) like ${pattern}`,
    );
  }
  return query;
}

/** A page of a report list and its total, in SQL: the reference report-directory.ts must match (its property test). */
export async function listReports(db: Db, scope: ReportListScope, filter: ReportListFilter) {
  const base = filtered(db, scope, filter);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (total <= filter.offset) return { total, rows: [] };
  const rows = await withNames(base)
    .orderBy(SORT_COLUMNS[filter.sortBy], (ob) =>
      filter.descending ? ob.desc().nullsLast() : ob.asc().nullsLast(),
    )
    .orderBy('r.id', filter.descending ? 'desc' : 'asc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { total, rows };
}

/** The names a line shows, joined to the reports (and their properties) a list chose. */
function withNames(chosen: ReturnType<typeof filtered>) {
  return chosen
    .innerJoin('report_statuses as s', 's.id', 'r.status_id')
    .innerJoin('funds as f', 'f.id', 'r.fund_id')
    .innerJoin('portfolios as po', 'po.id', 'p.portfolio_id')
    .leftJoin('users as su', 'su.id', 'r.surveyor_id')
    .leftJoin('users as ch', 'ch.id', 'r.checker_id')
    .select(LIST_COLUMNS);
}

const LIST_COLUMNS = [
  'r.id',
  'r.kind',
  'r.report_name',
  'r.fund_id',
  'f.code as fund_code',
  'po.id as portfolio_id',
  'po.name as portfolio_name',
  'p.id as property_id',
  'p.property_name',
  'p.property_code',
  'p.street_address',
  'p.suburb',
  'p.state',
  'p.post_code',
  'r.eofy_report_date',
  'r.status_id',
  's.status',
  'r.surveyor_id',
  'r.checker_id',
  sql<string | null>`su.first_name || ' ' || su.last_name`.as('surveyor'),
  sql<string | null>`ch.first_name || ' ' || ch.last_name`.as('checker'),
  'r.updated_at',
] as const;

/** Every report's line, for the lists from memory (report-directory.ts). */
export async function readAllReportLines(db: Db) {
  return withNames(
    db.selectFrom('reports as r').innerJoin('properties as p', 'p.id', 'r.property_id'),
  ).execute();
}

export type ReportListRow = Awaited<ReturnType<typeof listReports>>['rows'][number];
