/**
 * Helpers of the Calculations, Deductions and Summary tests (issue 12): register rows written straight into the
 * database, and the oracle the calls are checked against: the engine run directly (`calculateSchedule`) on the
 * register as the listing answers it (a path of its own: the listing's row answers and the domain's mapper), with
 * the report's settings read from its row.
 */

import type { AssetTable, Database } from '@taxdep/db/schema';
import type { Asset, RegisterPage } from '@taxdep/domain';
import { validAssetToTaxInput } from '@taxdep/domain/assets';
import { dollarsToCents } from '@taxdep/domain/format';
import {
  calculateSchedule,
  DEFAULT_INCENTIVE_WINDOWS,
  type ReportSettings,
  type Schedule,
  type TaxAssetInput,
  type TaxCodeInfo,
  validateTaxInput,
} from '@taxdep/domain/tax';
import type { Insertable, Kysely } from 'kysely';
import { TAXPAYER_COLUMNS, taxpayerOfColumns } from '../kernel/taxpayer';
import type { TestApp } from './app';

/** The id of a category or method by its code. */
export async function referenceId(
  db: Kysely<Database>,
  table: 'depreciation_categories' | 'depreciation_methods',
  code: string,
): Promise<number> {
  const row = await db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

export async function taxCodeId(db: Kysely<Database>, code: string): Promise<number> {
  const row = await db
    .selectFrom('tax_codes')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PlainAsset {
  code: string;
  category: string;
  method: string;
  description: string;
  cost: bigint;
  rate: string;
  start: string;
  /** The FY end the asset enters the register in (financial_year_end_date). */
  entry: string;
  historicalBuildingCost?: bigint;
  disposalDate?: string;
  terminationValue?: bigint;
}

/** Inserts a complete register row (money in cents, the rate in percent as text) and answers its id. */
export async function insertAsset(db: Kysely<Database>, reportId: number, a: PlainAsset): Promise<number> {
  const row: Insertable<AssetTable> = {
    report_id: reportId,
    tax_code_id: await taxCodeId(db, a.code),
    category_id: await referenceId(db, 'depreciation_categories', a.category),
    method_id: await referenceId(db, 'depreciation_methods', a.method),
    description: a.description,
    invoice_date: a.start,
    financial_year_end_date: a.entry,
    original_cost: a.cost,
    depreciation_rate: a.rate,
    // Complete as the register asks (validateAsset): under PC a historical cost, for new plant its cost.
    historical_building_cost: a.historicalBuildingCost ?? (a.method === 'PC' ? a.cost : null),
    // Complete as the service saves it: under PC the annual claim is the historical cost × the rate (to the cent).
    annual_depreciation_claim:
      a.method === 'PC'
        ? BigInt(Math.round((Number(a.historicalBuildingCost ?? a.cost) * Number(a.rate)) / 100))
        : null,
    disposal_date: a.disposalDate ?? null,
    termination_value: a.terminationValue ?? null,
  };
  const inserted = await db.insertInto('assets').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Every asset of the register, as the listing answers them. */
export async function listedAssets(t: TestApp, reportId: number): Promise<Asset[]> {
  const assets: Asset[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = (
      await t.call('POST', `/depreciationReports/${reportId}/modelAssets/all`, { pageNo, pageSize: 200 })
    ).json() as RegisterPage;
    assets.push(...page.modelAssets);
    if (pageNo >= page.totalPages) return assets;
  }
}

export async function storedSettings(db: Kysely<Database>, reportId: number): Promise<ReportSettings> {
  const r = await db
    .selectFrom('reports as r')
    .leftJoin('depreciation_methods as m', 'm.id', 'r.depreciation_method_id')
    .select([
      'r.eofy_report_date',
      'r.leap_year_policy',
      'r.rounding_unit',
      'r.low_value_pool_flag',
      'm.code',
      ...TAXPAYER_COLUMNS.map((c) => `r.${c}` as const),
    ])
    .where('r.id', '=', reportId)
    .executeTakeFirstOrThrow();
  return {
    eofyReportDate: r.eofy_report_date as string,
    leapYearPolicy: r.leap_year_policy,
    roundingUnit: r.rounding_unit,
    lowValuePoolFlag: r.low_value_pool_flag ?? false,
    depreciationMethod: r.code === 'DV' || r.code === 'PC' ? r.code : null,
    // Issue 23: the service judges the law's limits with the report's taxpayer; so does the oracle.
    taxpayer: taxpayerOfColumns(r),
    incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
  };
}

/** The engine's schedule of the register as stored, and the ids it could not calculate. */
export async function engineSchedule(
  t: TestApp,
  reportId: number,
): Promise<{ schedule: Schedule; uncalculated: number[] }> {
  const settings = await storedSettings(t.database.db, reportId);
  const codes = await t.database.db.selectFrom('tax_codes').selectAll().execute();
  const infos = new Map<number, TaxCodeInfo>(
    codes.map((c) => [
      c.id,
      {
        assetGroup: c.asset_group,
        industry: c.industry,
        subIndustry: c.sub_industry,
        effectiveLifeYears: c.effective_life_years === null ? null : Number(c.effective_life_years),
      },
    ]),
  );
  const inputs: TaxAssetInput[] = [];
  const uncalculated: number[] = [];
  for (const asset of await listedAssets(t, reportId)) {
    // Issue 26 item 5: only a row the register passes is computed, as the service does.
    const { input } = validAssetToTaxInput(asset, infos.get(asset.assetCode?.id ?? 0) ?? null);
    if (input && validateTaxInput([input], settings).length === 0) inputs.push(input);
    else uncalculated.push(asset.id);
  }
  return { schedule: calculateSchedule(inputs, settings), uncalculated };
}

/** Cents of a wire amount (dollars with at most two decimals), to add figures up exactly. */
export const cents = (dollars: number): number => dollarsToCents(dollars);

/**
 * The hand-checked register of the calculation tests: a Division 40 lift car (A0004: 200% ÷ 10 = 20% under DV),
 * an office building under Division 43 from FY2021, a pooled carpet and roof repairs, each entering in FY2025
 * but the building. Answers their ids.
 */
export async function insertHandmadeRegister(db: Kysely<Database>, reportId: number) {
  const common = { method: 'DV', entry: '2025-06-30' };
  const lift = await insertAsset(db, reportId, {
    ...common,
    code: 'A0004',
    category: '40',
    description: 'Lift car',
    cost: 1_000_000n,
    rate: '20',
    start: '2024-07-01',
  });
  const building = await insertAsset(db, reportId, {
    code: 'C0001',
    category: '43',
    method: 'PC',
    description: 'Office building',
    cost: 40_000_000n,
    historicalBuildingCost: 40_000_000n,
    rate: '2.5',
    start: '2020-07-01',
    entry: '2021-06-30',
  });
  const carpet = await insertAsset(db, reportId, {
    ...common,
    code: 'A0004',
    category: 'L',
    description: 'Carpet',
    cost: 80_000n,
    rate: '37.5',
    start: '2024-09-01',
  });
  const repairs = await insertAsset(db, reportId, {
    ...common,
    code: 'R0001',
    category: 'R',
    description: 'Roof repairs',
    cost: 50_000n,
    rate: '100',
    start: '2024-10-01',
  });
  return { lift, building, carpet, repairs };
}
