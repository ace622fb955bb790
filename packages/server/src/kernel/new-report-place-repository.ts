/**
 * What a new report of a sub-application is placed by (kernel/new-report-place.ts): its portfolio, its property and
 * the active users named to survey and check it. Every value is a bound parameter.
 */
import type { Database } from '@taxdep/db/schema';
import type { Kysely, Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

export async function findPortfolio(db: Db, portfolioId: number) {
  return db
    .selectFrom('portfolios')
    .select(['id', 'fund_id'])
    .where('id', '=', portfolioId)
    .executeTakeFirst();
}

export async function findProperty(db: Db, propertyId: number) {
  return db
    .selectFrom('properties')
    .select(['id', 'portfolio_id'])
    .where('id', '=', propertyId)
    .executeTakeFirst();
}

/** The active users among `ids`, with their role and office (a new report's office is its surveyor's). */
export async function findActiveUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'office', 'role'])
    .where('id', 'in', ids)
    .where('disabled_at', 'is', null)
    .execute();
}

/**
 * The `reports` row of a new forecast or assessment, In Progress, of its kind, where newReportPlace put it; the
 * caller adds its kind's own row in the same transaction.
 */
export async function insertReportRow(
  trx: Transaction<Database>,
  row: {
    kind: 'capex' | 'rca';
    reportType: string;
    fundId: number;
    propertyId: number;
    reportName: string;
    surveyorId: number | null;
    checkerId: number | null;
    office: string | null;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('reports')
    .values({
      kind: row.kind,
      fund_id: row.fundId,
      property_id: row.propertyId,
      status_id: 1,
      report_status_id: 1,
      report_name: row.reportName,
      surveyor_id: row.surveyorId,
      checker_id: row.checkerId,
      office: row.office,
      report_type: row.reportType,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
