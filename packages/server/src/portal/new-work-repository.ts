/**
 * New work's statements (docs/product/main-portal.md "New work"): a portfolio's properties, the firm's staff, and
 * the insert of a property and a report. Every value is a bound parameter (Kysely), never text in the SQL.
 */

import type { Database, ReportTable } from '@taxdep/db/schema';
import type { ReportTaxpayer } from '@taxdep/domain';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';

type Db = Kysely<Database>;

export async function findPortfolio(db: Db, portfolioId: number) {
  return db
    .selectFrom('portfolios')
    .select(['id', 'fund_id', 'name'])
    .where('id', '=', portfolioId)
    .executeTakeFirst();
}

export async function listProperties(db: Db, portfolioId: number) {
  const rows = await db
    .selectFrom('properties as p')
    // Issue 27: a property's reports here are its depreciation reports (a capex forecast has no EOFY date nor register).
    .leftJoin('reports as r', (join) =>
      join.onRef('r.property_id', '=', 'p.id').on('r.kind', '=', 'depreciation'),
    )
    .select([
      'p.id',
      'p.portfolio_id',
      'p.master_id',
      'p.property_name',
      'p.property_code',
      'p.lot_number',
      'p.street_address',
      'p.suburb',
      'p.state',
      'p.post_code',
      (eb) => eb.fn.count<string>('r.id').as('report_count'),
      (eb) => eb.fn.max('r.eofy_report_date').as('latest_eofy'),
    ])
    .where('p.portfolio_id', '=', portfolioId)
    .groupBy('p.id')
    .orderBy(sql`lower(p.property_name) collate "C"`)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({ ...row, report_count: Number(row.report_count) }));
}

/** The firm's active staff, by name: who may be chosen as surveyor or checker. */
export async function listStaff(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'office', 'role'])
    .where('disabled_at', 'is', null)
    .orderBy(sql`lower(last_name) collate "C"`)
    .orderBy(sql`lower(first_name) collate "C"`)
    .orderBy('id')
    .execute();
}

/** The active users among `ids`, with their office (a new report's office is its surveyor's). */
export async function findActiveUsers(db: Db, ids: number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'office', 'role'])
    .where('id', 'in', ids)
    .where('disabled_at', 'is', null)
    .execute();
}

export async function methodExists(db: Db, methodId: number): Promise<boolean> {
  const row = await db
    .selectFrom('depreciation_methods')
    .select('id')
    .where('id', '=', methodId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findProperty(db: Db, propertyId: number) {
  return db
    .selectFrom('properties')
    .select(['id', 'portfolio_id', 'master_id'])
    .where('id', '=', propertyId)
    .executeTakeFirst();
}

export interface PropertyInsert {
  portfolioId: number;
  masterId: string | null;
  propertyName: string;
  propertyCode: string | null;
  lotNumber: string | null;
  streetAddress: string;
  suburb: string;
  state: string;
  postCode: string;
}

/**
 * A new property. Without a master record id it gets `TD-<its id>`: unique, so no other property's registers are
 * offered to it until a later report of the same property is created from this one.
 */
export async function insertProperty(trx: Transaction<Database>, property: PropertyInsert) {
  const inserted = await trx
    .insertInto('properties')
    .values({
      portfolio_id: property.portfolioId,
      // Replaced below when absent; the column is NOT NULL.
      master_id: property.masterId ?? '',
      property_name: property.propertyName,
      property_code: property.propertyCode,
      lot_number: property.lotNumber,
      street_address: property.streetAddress,
      suburb: property.suburb,
      state: property.state,
      post_code: property.postCode,
    })
    .returning(['id', 'master_id'])
    .executeTakeFirstOrThrow();
  if (property.masterId !== null) return inserted;
  return trx
    .updateTable('properties')
    .set({ master_id: `TD-${inserted.id}` })
    .where('id', '=', inserted.id)
    .returning(['id', 'master_id'])
    .executeTakeFirstOrThrow();
}

export interface ReportInsert {
  fundId: number;
  propertyId: number;
  eofyReportDate: string;
  reportName: string;
  depreciationMethodId: number;
  surveyorId: number;
  checkerId: number;
  office: string | null;
  /** Issue 23: who claims, as far as New report asked (null: not set). */
  taxpayer: ReportTaxpayer;
  /** Issue 25: the report's facts as far as New report asked (null: not entered). */
  facts: ReportFactColumns;
}

/** The report's facts' columns (migration 028 and before): instruction, inspection, purchase and building dates. */
export type ReportFactColumns = Pick<
  Insertable<ReportTable>,
  | 'instructed_person'
  | 'instructed_company'
  | 'instruction_ref'
  | 'instruction_date'
  | 'inspection_date'
  | 'exchange_date'
  | 'settlement_date'
  | 'construction_commencement_date'
  | 'construction_completion_date'
  | 'first_available_for_rent_date'
>;

/** docs/product/states-and-permissions.md: a new report starts In Progress (status 1) with the default output columns. */
export async function insertReport(trx: Transaction<Database>, report: ReportInsert): Promise<number> {
  const { id } = await trx
    .insertInto('reports')
    .values({
      fund_id: report.fundId,
      property_id: report.propertyId,
      status_id: 1,
      report_status_id: 1,
      eofy_report_date: report.eofyReportDate,
      report_name: report.reportName,
      depreciation_method_id: report.depreciationMethodId,
      surveyor_id: report.surveyorId,
      checker_id: report.checkerId,
      office: report.office,
      report_type: 'Tax Depreciation Schedule',
      taxpayer_entity_type: report.taxpayer.entityType,
      property_use: report.taxpayer.propertyUse,
      turnover_band: report.taxpayer.turnoverBand,
      premises_condition: report.taxpayer.premisesCondition,
      ...report.facts,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('report_output_columns').values({ report_id: id }).execute();
  return id;
}

/** Reports of other properties or earlier instructions with the same master record: Copy Previous offers these. */
export async function countReportsOfMaster(db: Db, masterId: string, exceptReportId: number) {
  const row = await db
    .selectFrom('reports as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('p.master_id', '=', masterId)
    .where('r.id', '<>', exceptReportId)
    .where('r.kind', '=', 'depreciation')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
