/**
 * The capex forecast's SQL (035_capex_forecasts.sql): a forecast is a report of kind 'capex' with its settings in
 * capex_forecasts (its items are item-repository.ts's), and the register its items may start from. Every value is a
 * bound parameter.
 */
import type { Database } from '@taxdep/db/schema';
import { type Kysely, sql, type Transaction } from 'kysely';
import { insertReportRow } from '../kernel/new-report-place-repository';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

export interface ForecastInsert {
  fundId: number;
  propertyId: number;
  reportName: string;
  surveyorId: number | null;
  checkerId: number | null;
  office: string | null;
  baseYear: number;
  horizon: number;
  escalationPercent: string;
}

/** A new forecast: its report (In Progress, kind capex) and its settings. */
export async function insertForecast(trx: Trx, forecast: ForecastInsert): Promise<number> {
  const id = await insertReportRow(trx, {
    ...forecast,
    kind: 'capex',
    reportType: 'Capital Expenditure Forecast',
  });
  await trx
    .insertInto('capex_forecasts')
    .values({
      report_id: id,
      base_year: forecast.baseYear,
      horizon: forecast.horizon,
      escalation_percent: forecast.escalationPercent,
      element_escalation: '{}',
    })
    .execute();
  return id;
}

/** The forecast's header: its report, status, people, fund, property and settings; undefined when not a forecast. */
export async function findHeader(db: Db, reportId: number) {
  return db
    .selectFrom('reports as r')
    .innerJoin('capex_forecasts as c', 'c.report_id', 'r.id')
    .innerJoin('report_statuses as s', 's.id', 'r.status_id')
    .innerJoin('funds as f', 'f.id', 'r.fund_id')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .leftJoin('users as su', 'su.id', 'r.surveyor_id')
    .leftJoin('users as ch', 'ch.id', 'r.checker_id')
    .select([
      'r.id',
      'r.report_name',
      'r.fund_id',
      'f.name as fund_name',
      'p.portfolio_id',
      'r.property_id',
      'p.property_name',
      'p.street_address',
      'p.suburb',
      'p.state',
      'p.post_code',
      'r.status_id',
      's.status',
      's.read_only as status_read_only',
      'r.surveyor_id',
      'r.checker_id',
      sql<string | null>`su.first_name || ' ' || su.last_name`.as('surveyor'),
      sql<string | null>`ch.first_name || ' ' || ch.last_name`.as('checker'),
      // What its document says of who signs it and when (report-document's SigningRecord), and its reference.
      'su.first_name as surveyor_first_name',
      'su.last_name as surveyor_last_name',
      'ch.first_name as checker_first_name',
      'ch.last_name as checker_last_name',
      'r.updated_at',
      'r.reference',
      'c.base_year',
      'c.horizon',
      'c.escalation_percent',
      'c.element_escalation',
      'c.sinking_opening_cents',
      'c.sinking_contribution_cents',
      'c.sinking_interest_percent',
      'c.version',
    ])
    .where('r.id', '=', reportId)
    .where('r.kind', '=', 'capex')
    .executeTakeFirst();
}

export type HeaderRow = NonNullable<Awaited<ReturnType<typeof findHeader>>>;

/**
 * The forecast for a write, its report row locked until the transaction ends: FOR UPDATE for a header save (saves
 * take turns on the version), FOR SHARE for item writes, so a status change to Completed waits for them and a
 * write sees the status that holds when it commits (as kernel/report-state.ts does for the register).
 */
export async function lockForecast(trx: Trx, reportId: number, lock: 'share' | 'update') {
  const query = trx
    .selectFrom('reports as r')
    .innerJoin('capex_forecasts as c', 'c.report_id', 'r.id')
    .innerJoin('report_statuses as s', 's.id', 'r.status_id')
    .select([
      'r.id',
      's.status',
      's.read_only as statusReadOnly',
      'r.surveyor_id as surveyorId',
      'r.checker_id as checkerId',
      'r.report_name',
      'c.base_year',
      'c.horizon',
      'c.escalation_percent',
      'c.element_escalation',
      'c.sinking_opening_cents',
      'c.sinking_contribution_cents',
      'c.sinking_interest_percent',
      'c.version',
    ])
    .where('r.id', '=', reportId)
    .where('r.kind', '=', 'capex');
  return (lock === 'update' ? query.forUpdate('r') : query.forShare('r')).executeTakeFirst();
}

export interface HeaderUpdate {
  reportName: string;
  baseYear: number;
  horizon: number;
  escalationPercent: string;
  elementEscalation: Record<string, string>;
  sinkingFund: { openingCents: number; contributionCents: number; interestPercent: string } | null;
  version: number;
}

export async function updateHeader(trx: Trx, reportId: number, header: HeaderUpdate): Promise<void> {
  await trx
    .updateTable('reports')
    .set({ report_name: header.reportName, updated_at: sql`now()` })
    .where('id', '=', reportId)
    .execute();
  await trx
    .updateTable('capex_forecasts')
    .set({
      base_year: header.baseYear,
      horizon: header.horizon,
      escalation_percent: header.escalationPercent,
      element_escalation: JSON.stringify(header.elementEscalation),
      sinking_opening_cents: header.sinkingFund === null ? null : BigInt(header.sinkingFund.openingCents),
      sinking_contribution_cents:
        header.sinkingFund === null ? null : BigInt(header.sinkingFund.contributionCents),
      sinking_interest_percent: header.sinkingFund?.interestPercent ?? null,
      version: header.version,
    })
    .where('report_id', '=', reportId)
    .execute();
}

/** The property's latest depreciation report (newest EOFY date, then newest id), if any. */
export async function findLatestDepreciationReport(db: Db, propertyId: number): Promise<number | null> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('kind', '=', 'depreciation')
    .orderBy(sql`eofy_report_date desc nulls last`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The register's assets still held (not disposed of, not abandoned), in id order, with what an item starts from:
 * description, location, cost, start date, tax code, its effective life and its category.
 */
export async function findRegisterAssets(db: Db, reportId: number, limit: number) {
  return db
    .selectFrom('assets as a')
    .leftJoin('tax_codes as t', 't.id', 'a.tax_code_id')
    .leftJoin('depreciation_categories as c', 'c.id', 'a.category_id')
    .select([
      'a.id',
      'a.description',
      'a.location',
      'a.original_cost',
      'a.depreciation_commencement_date',
      't.code as tax_code',
      't.asset as tax_code_asset',
      't.asset_group as tax_code_group',
      't.effective_life_years',
      'c.code as category_code',
    ])
    .where('a.report_id', '=', reportId)
    .where('a.disposal_date', 'is', null)
    .where('a.abandonment_label_id', 'is', null)
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

export type RegisterAssetRow = Awaited<ReturnType<typeof findRegisterAssets>>[number];

/** What a forecast's files are named after (docs/api.md "File names"): its property and reference. */
export async function findNameFacts(db: Db, reportId: number) {
  return db
    .selectFrom('reports as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .select(['p.street_address', 'p.suburb', 'p.property_name', 'p.master_id', 'r.reference'])
    .where('r.id', '=', reportId)
    .where('r.kind', '=', 'capex')
    .executeTakeFirst();
}

/** A depreciation report's name (the tax effect says which report it read). */
export async function findReportName(db: Db, reportId: number): Promise<string | null> {
  const row = await db
    .selectFrom('reports')
    .select('report_name')
    .where('id', '=', reportId)
    .executeTakeFirst();
  return row?.report_name ?? null;
}
