import type { Database, ReportTable } from '@taxdep/db/schema';
import { METHOD_FOLLOWING_CATEGORIES } from '@taxdep/domain/report';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { escapeLike } from '../db/like';
import type { FieldValues } from './fields';
import { toColumns } from './fields';

type Db = Kysely<Database> | Transaction<Database>;

/** A report row with what its General Info shows from the rows around it. */
export interface ReportRecord extends Selectable<ReportTable> {
  status: string;
  status_read_only: boolean;
  report_status: string | null;
  fund_code: string;
  portfolio_name: string;
  property_code: string | null;
  property_name: string | null;
  lot_number: string | null;
  property_street_address: string | null;
  property_suburb: string | null;
  property_state: string | null;
  property_post_code: string | null;
  master_id: string;
  surveyor_first_name: string | null;
  surveyor_last_name: string | null;
  checker_first_name: string | null;
  checker_last_name: string | null;
}

export async function findReport(db: Db, reportId: number): Promise<ReportRecord | undefined> {
  return (
    db
      .selectFrom('reports as r')
      .innerJoin('report_statuses as s', 's.id', 'r.status_id')
      .leftJoin('report_statuses as rs', 'rs.id', 'r.report_status_id')
      .innerJoin('funds as f', 'f.id', 'r.fund_id')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .innerJoin('portfolios as po', 'po.id', 'p.portfolio_id')
      .leftJoin('users as su', 'su.id', 'r.surveyor_id')
      .leftJoin('users as ch', 'ch.id', 'r.checker_id')
      .selectAll('r')
      .select([
        's.status as status',
        's.read_only as status_read_only',
        'rs.status as report_status',
        'f.code as fund_code',
        'po.name as portfolio_name',
        'p.property_code',
        'p.property_name',
        'p.lot_number',
        'p.street_address as property_street_address',
        'p.suburb as property_suburb',
        'p.state as property_state',
        'p.post_code as property_post_code',
        'p.master_id',
        'su.first_name as surveyor_first_name',
        'su.last_name as surveyor_last_name',
        'ch.first_name as checker_first_name',
        'ch.last_name as checker_last_name',
      ])
      .where('r.id', '=', reportId)
      // Issue 27: General Info is a depreciation report's; a capex forecast's id is no such report.
      .where('r.kind', '=', 'depreciation')
      .executeTakeFirst()
  );
}

export interface LockedReport extends Selectable<ReportTable> {
  status: string;
  status_read_only: boolean;
}

/** The report row under a row lock (`FOR UPDATE`): concurrent saves of one report take turns. */
export async function lockReport(
  trx: Transaction<Database>,
  reportId: number,
): Promise<LockedReport | undefined> {
  return trx
    .selectFrom('reports as r')
    .innerJoin('report_statuses as s', 's.id', 'r.status_id')
    .selectAll('r')
    .select(['s.status as status', 's.read_only as status_read_only'])
    .where('r.id', '=', reportId)
    .where('r.kind', '=', 'depreciation')
    .forUpdate('r')
    .executeTakeFirst();
}

export async function findRevision(
  db: Db,
  reportId: number,
  version: number,
): Promise<FieldValues | undefined> {
  const row = await db
    .selectFrom('report_revisions')
    .select('fields')
    .where('report_id', '=', reportId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row?.fields as FieldValues | undefined;
}

/** Keeps the fields of a version that is being superseded: the base of later merges from that version. */
export async function insertRevision(
  trx: Transaction<Database>,
  reportId: number,
  version: number,
  fields: FieldValues,
  /** The signed-in user: every write records one (migration 009). */
  changedBy: number,
): Promise<void> {
  await trx
    .insertInto('report_revisions')
    .values({ report_id: reportId, version, fields: JSON.stringify(fields), changed_by: changedBy })
    .onConflict((oc) => oc.columns(['report_id', 'version']).doNothing())
    .execute();
}

export async function updateReportFields(
  trx: Transaction<Database>,
  reportId: number,
  changes: FieldValues,
  version: number,
): Promise<void> {
  await trx
    .updateTable('reports')
    .set({ ...toColumns(changes), version, updated_at: sql<Date>`now()` })
    .where('id', '=', reportId)
    .execute();
}

/**
 * docs/product/states-and-permissions.md / 8 "Update Depreciation Method?": assets of categories 40 and AD follow the report's method.
 * Read-only assets keep theirs (docs/tax-rules.md: a write to a read-only asset changes nothing).
 */
export async function cascadeMethodToAssets(
  trx: Transaction<Database>,
  reportId: number,
  methodId: number,
): Promise<number> {
  const result = await trx
    .updateTable('assets')
    .set({ method_id: methodId, updated_at: sql<Date>`now()` })
    .where('report_id', '=', reportId)
    .where('read_only', '=', false)
    .where('method_id', 'is distinct from', methodId)
    .where('category_id', 'in', (qb) =>
      qb
        .selectFrom('depreciation_categories')
        .select('id')
        .where('code', 'in', [...METHOD_FOLLOWING_CATEGORIES]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listStatuses(db: Db) {
  return db.selectFrom('report_statuses').select(['id', 'status']).orderBy('id').execute();
}

export async function listMethods(db: Db) {
  return db.selectFrom('depreciation_methods').select(['id', 'description', 'code']).orderBy('id').execute();
}

export async function methodExists(db: Db, methodId: number): Promise<boolean> {
  const row = await db
    .selectFrom('depreciation_methods')
    .select('id')
    .where('id', '=', methodId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether user `userId` may be named a report's checker: active, with the role checker (issue 26 item 17;
 * mayCheck of packages/domain/src/firm/user-rules.ts, written here as SQL so the search's limit counts checkers).
 */
export async function isActiveChecker(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('role', '=', 'checker')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Case-insensitive substring search on first name, last name and e-mail (docs/product/rules.md checker search),
 * among the active checkers (isActiveChecker's rule).
 */
export async function searchUsers(db: Db, term: string, limit: number) {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('role', '=', 'checker')
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['first_name']), 'like', pattern),
        eb(eb.fn('lower', ['last_name']), 'like', pattern),
        eb(eb.fn('lower', ['email']), 'like', pattern),
        eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', pattern),
      ]),
    )
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .limit(limit)
    .execute();
}
