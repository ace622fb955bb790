/**
 * The SQL of the demolitions' adjusted figures (demolition-figures.ts computes them): what they depend on of the
 * asset and its demolitions as stored, and the one statement that stores them.
 */

import type { Database } from '@taxdep/db/schema';
import { sql, type Transaction } from 'kysely';
import type { DemolitionRecord } from './record-repository';

type StoredFigures = Pick<
  DemolitionRecord,
  'id' | 'adjusted_historical_cost' | 'adjusted_annual_depreciation'
>;

/** What the figures depend on of the asset as stored (demolition-figures.ts FigureBasis), or undefined. */
export async function findFigureBasis(trx: Transaction<Database>, assetId: number) {
  return trx
    .selectFrom('assets as a')
    .leftJoin('depreciation_methods as m', 'm.id', 'a.method_id')
    .select([
      'a.historical_building_cost',
      'a.depreciation_rate',
      'a.source_tax_rate',
      'm.code as method_code',
    ])
    .where('a.id', '=', assetId)
    .executeTakeFirst();
}

/** The asset's demolitions in the order they were added, with their stored figures. */
export async function findDemolitionFigures(trx: Transaction<Database>, assetId: number) {
  return trx
    .selectFrom('demolitions')
    .select(['id', 'demo_date', 'rate', 'adjusted_historical_cost', 'adjusted_annual_depreciation'])
    .where('asset_id', '=', assetId)
    .orderBy('id')
    .execute();
}

/** Stores the figures of the given demolitions, in one statement. */
export async function storeDemolitionFigures(
  trx: Transaction<Database>,
  demolitions: readonly StoredFigures[],
): Promise<void> {
  if (demolitions.length === 0) return;
  const text = (value: bigint | null) => (value === null ? null : value.toString());
  await sql`
    update demolitions set adjusted_historical_cost = v.historical, adjusted_annual_depreciation = v.annual
    from unnest(${demolitions.map((d) => d.id)}::integer[],
        ${demolitions.map((d) => text(d.adjusted_historical_cost))}::bigint[],
        ${demolitions.map((d) => text(d.adjusted_annual_depreciation))}::bigint[])
      as v(id, historical, annual)
    where demolitions.id = v.id`.execute(trx);
}
