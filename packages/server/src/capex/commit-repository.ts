/**
 * The SQL of a forecast replacement's commit (issue 27 item 4; commit.ts): the depreciation reports it may go to,
 * and the tax code that gives the new asset its category. The asset writes themselves are the register's own
 * (assets/index.ts saveAssetIn), not SQL of this feature. Every value is a bound parameter.
 */
import type { Database } from '@taxdep/db/schema';
import { type Kysely, sql, type Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

/** The report a commit names, whatever its kind (the service says why it refuses one), with its method. */
export async function findCommitReport(db: Db, reportId: number) {
  return db
    .selectFrom('reports as r')
    .innerJoin('report_statuses as s', 's.id', 'r.status_id')
    .leftJoin('depreciation_methods as m', 'm.id', 'r.depreciation_method_id')
    .select([
      'r.id',
      'r.kind',
      'r.property_id',
      's.status',
      'r.depreciation_method_id',
      'm.code as method_code',
    ])
    .where('r.id', '=', reportId)
    .executeTakeFirst();
}

/** The property's depreciation reports In Progress, newest first (the latest EOFY date, then the newest id). */
export async function findCommitTargets(db: Db, propertyId: number) {
  return db
    .selectFrom('reports as r')
    .innerJoin('report_statuses as s', 's.id', 'r.status_id')
    .select([
      'r.id',
      'r.report_name',
      'r.eofy_report_date',
      's.status',
      's.read_only',
      'r.surveyor_id',
      'r.checker_id',
    ])
    .where('r.property_id', '=', propertyId)
    .where('r.kind', '=', 'depreciation')
    .where('s.status', '=', IN_PROGRESS)
    .orderBy(sql`r.eofy_report_date desc nulls last`)
    .orderBy('r.id', 'desc')
    .execute();
}

/** The one status a commit may write to (001_reference_data.sql). */
export const IN_PROGRESS = 'In Progress';

/** The firm's tax code by its code (upper-cased, as the register compares it), with its category. */
export async function findTaxCodeCategory(db: Db, code: string) {
  return db
    .selectFrom('tax_codes as t')
    .leftJoin('depreciation_categories as c', 'c.id', 't.category_id')
    .select(['t.id', 't.code', 't.effective_life_years', 'c.id as category_id', 'c.code as category_code'])
    .where(sql`upper(t.code)`, '=', code.trim().toUpperCase())
    .orderBy('t.id')
    .limit(1)
    .executeTakeFirst();
}

/** A category by its code (40 or R when the tax code names none). */
export async function findCategoryId(db: Db, code: string): Promise<number | null> {
  const row = await db
    .selectFrom('depreciation_categories')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.id ?? null;
}
