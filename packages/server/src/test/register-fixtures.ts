/**
 * Register fixtures for the database tests and the benchmark: a report on a property, and a generated register
 * inserted in bulk (deterministic PRNG, so a failing combination can be replayed). Not used by the service.
 */

import type { AssetTable, Database } from '@taxdep/db/schema';
import type { Insertable, Kysely } from 'kysely';
import { judgeUnjudgedAssets } from '../kernel/verdicts';
import { Prng } from '../seed/prng';

export const STATUS = { inProgress: 1, qaReview: 2, completed: 3 } as const;

let sequence = 0;

/** A report (and its fund, portfolio and property unless masterId names an existing property's master). */
/**
 * A report that depreciates by diminishing value with the low value pool on (the set-up of the PDF and calculation
 * benches and the PDF document test, whose registers exercise the pool); `fields` sets more General Info columns.
 */
export async function createPooledDvReport(
  db: Kysely<Database>,
  fields: { report_name?: string; reference?: string } = {},
): Promise<number> {
  const reportId = await createReport(db);
  const dv = await db
    .selectFrom('depreciation_methods')
    .select('id')
    .where('code', '=', 'DV')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('reports')
    .set({ low_value_pool_flag: true, depreciation_method_id: dv.id, ...fields })
    .where('id', '=', reportId)
    .execute();
  return reportId;
}

export async function createReport(
  db: Kysely<Database>,
  options: { masterId?: string; statusId?: number; eofyReportDate?: string | null } = {},
): Promise<number> {
  sequence += 1;
  const tag = `${process.pid}-${sequence}-${Math.floor(Math.random() * 1e9)}`;
  const client = await db
    .insertInto('clients')
    .values({ name: `Client ${tag}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fund = await db
    .insertInto('funds')
    .values({ code: `F${tag}`, name: `Fund ${tag}`, client_id: client.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const portfolio = await db
    .insertInto('portfolios')
    .values({ fund_id: fund.id, name: `Portfolio ${tag}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const property = await db
    .insertInto('properties')
    .values({
      portfolio_id: portfolio.id,
      master_id: options.masterId ?? `MP-${tag}`,
      property_name: `Property ${tag}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Issue 15: only a report's surveyor and checker may edit it; the tests write as SAM.SURVEYOR (src/test/app.ts).
  const signedIn = await db
    .selectFrom('users')
    .select('id')
    .where('uid', '=', 'SAM.SURVEYOR')
    .executeTakeFirst();
  const report = await db
    .insertInto('reports')
    .values({
      fund_id: fund.id,
      property_id: property.id,
      surveyor_id: signedIn?.id ?? null,
      status_id: options.statusId ?? STATUS.inProgress,
      eofy_report_date: options.eofyReportDate === undefined ? '2025-06-30' : options.eofyReportDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return report.id;
}

export async function setReportStatus(
  db: Kysely<Database>,
  reportId: number,
  statusId: number,
): Promise<void> {
  await db.updateTable('reports').set({ status_id: statusId }).where('id', '=', reportId).execute();
}

const WORDS = [
  'Lift',
  'Carpet',
  'Chiller',
  'Pump',
  'Door',
  'Lighting',
  'Blind',
  'Partition',
  'Sink',
  'Fan',
  'Café',
];
const LOCATIONS = ['Basement', 'Lobby', 'Level 3', 'Level 12', 'Roof', 'Plant room', 'Dock_1', '100% area'];
const SUPPLIERS = ['Apex Air', 'Harbour Lifts', 'Metro Flooring', 'Summit Joinery', 'Brightline'];

function dateOrNull(prng: Prng, nullChance: number): string | null {
  if (prng.chance(nullChance)) return null;
  // Few distinct dates, so sorts have many ties and the id tiebreak matters.
  const year = prng.int(2015, 2024);
  const month = prng.pick(['01', '06', '07', '12']);
  return `${year}-${month}-${prng.pick(['01', '15', '30'])}`;
}

/**
 * Issue 23 (docs/tax-rules.md "Categories"): a generated `L` row costs under $1,000 (s40-425), an `IA` row under
 * $15,000 and an `AD` row starts inside its window (first used from 13 March 2020 to 30 June 2021), so a
 * small business's report (insertGeneratedRegister's taxpayer) computes them; no draw is added, so the rest of a register stays
 * as it was.
 */
function lawfulRow(asset: Insertable<AssetTable>, category: string | undefined) {
  const cost = asset.original_cost as bigint | null;
  if (category === 'L' && cost !== null) asset.original_cost = cost % 100_000n;
  if (category === 'IA' && cost !== null) asset.original_cost = cost % 1_500_000n;
  if (category === 'AD') {
    if (asset.invoice_date) asset.invoice_date = '2020-07-15';
    if (asset.depreciation_commencement_date) asset.depreciation_commencement_date = '2020-08-01';
  }
}

/** Generated register rows: mixed case, nulls in every sortable date, ~15% incomplete rows, some demolitions. */
export function generateAssets(
  prng: Prng,
  reportId: number,
  count: number,
  refs: {
    taxCodeIds: readonly number[];
    categoryIds: readonly number[];
    methodIds: readonly number[];
    /** Category codes by id: given, the rows of `L`, `IA` and `AD` are kept within the law (lawfulRow). */
    categoryCodes?: ReadonlyMap<number, string>;
  },
): { asset: Insertable<AssetTable>; demolitions: { demo_date: string | null; rate: string | null }[] }[] {
  return Array.from({ length: count }, (_, index) => {
    const incomplete = prng.chance(0.15);
    const cost = prng.cents(100, 250_000);
    const hasWdv = prng.chance(0.2);
    const asset: Insertable<AssetTable> = {
      report_id: reportId,
      tax_code_id: incomplete && prng.chance(0.3) ? null : prng.pick(refs.taxCodeIds),
      category_id: prng.pick(refs.categoryIds),
      method_id: prng.pick(refs.methodIds),
      fund_code: prng.pick(['HPOF', 'scrf', null]),
      property_code: prng.pick(['HT01', 'cp02', null]),
      project_code: prng.chance(0.5) ? `PRJ-${prng.int(1, 40)}` : null,
      description:
        incomplete && prng.chance(0.3)
          ? null
          : `${prng.pick(WORDS)} ${prng.pick(WORDS).toLowerCase()} #${index}`,
      sub_category: null,
      location: prng.pick(LOCATIONS),
      supplier: prng.chance(0.8) ? prng.pick(SUPPLIERS) : null,
      invoice_number: prng.chance(0.7) ? `INV-${prng.int(1000, 9999)}` : null,
      invoice_date: dateOrNull(prng, 0.2),
      depreciation_commencement_date: dateOrNull(prng, incomplete ? 0.6 : 0.3),
      financial_year_end_date: dateOrNull(prng, incomplete ? 0.3 : 0.05),
      original_cost: incomplete && prng.chance(0.2) ? null : cost,
      written_down_value: hasWdv ? cost / 2n : null,
      written_down_value_date: hasWdv || (incomplete && prng.chance(0.2)) ? dateOrNull(prng, 0) : null,
      depreciation_rate: incomplete && prng.chance(0.3) ? null : prng.pick(['10', '20', '2.5', '13.3333']),
      source_tax_rate: prng.chance(0.1) ? '15' : null,
      annual_depreciation_claim: prng.chance(0.7) ? cost / 10n : null,
      historical_building_cost: prng.chance(0.7) ? cost : null,
      read_only: prng.chance(0.03),
    };
    lawfulRow(asset, refs.categoryCodes?.get(asset.category_id as number));
    const demolitions = prng.chance(0.08)
      ? Array.from({ length: prng.int(1, 2) }, () =>
          prng.chance(0.2)
            ? { demo_date: prng.chance(0.5) ? '2022-06-30' : null, rate: null }
            : { demo_date: prng.pick(['2020-06-30', '2023-06-30']), rate: prng.pick(['10', '25.5', '60']) },
        )
      : [];
    return { asset, demolitions };
  });
}

export interface GeneratedRegister {
  reportId: number;
  assetIds: number[];
}

/** Bulk insert in chunks (multi-row INSERT), then the verdicts of validateAsset, as the service would store them. */
export async function insertGeneratedRegister(
  db: Kysely<Database>,
  reportId: number,
  count: number,
  seed: number,
  options: { judge?: boolean; smallBusiness?: boolean } = {},
): Promise<GeneratedRegister> {
  const prng = new Prng(seed);
  const taxCodeIds = (await db.selectFrom('tax_codes').select('id').orderBy('id').limit(60).execute()).map(
    (r) => r.id,
  );
  const categories = await db.selectFrom('depreciation_categories').select(['id', 'code']).execute();
  const categoryIds = categories.map((r) => r.id);
  const categoryCodes = new Map(categories.map((r) => [r.id, r.code]));
  const methodIds = (await db.selectFrom('depreciation_methods').select('id').execute()).map((r) => r.id);
  const rows = generateAssets(prng, reportId, count, { taxCodeIds, categoryIds, methodIds, categoryCodes });
  // Issue 23: a generated register is a small business's that uses its premises in the business, so its incentive
  // rows (lawfulRow) are within the law; a test that answers the taxpayer itself (or wants it unanswered) says so.
  if (options.smallBusiness !== false) {
    await db
      .updateTable('reports')
      .set({ property_use: 'business', turnover_band: 'under2m' })
      .where('id', '=', reportId)
      .where('property_use', 'is', null)
      .execute();
  }
  const assetIds: number[] = [];
  const CHUNK = 1000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const ids = await db
      .insertInto('assets')
      .values(chunk.map((r) => r.asset))
      .returning('id')
      .execute();
    const demolitions = chunk.flatMap((row, i) =>
      row.demolitions.map((d) => ({ ...d, asset_id: ids[i]!.id })),
    );
    if (demolitions.length > 0) await db.insertInto('demolitions').values(demolitions).execute();
    assetIds.push(...ids.map((r) => r.id));
  }
  if (options.judge ?? true) await judgeUnjudgedAssets(db, { reportId });
  return { reportId, assetIds };
}
