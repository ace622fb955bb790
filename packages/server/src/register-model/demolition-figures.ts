/**
 * The adjusted figures of an asset's demolitions (spec 2.3 Demolition view; domain.md "Demolition", precise rules 7
 * and 8), computed by the engine and stored on each demolition so every listing shows them without recomputing:
 * adjusted historical cost = historical cost × (1 − total demolished rate up to that demolition) and adjusted annual
 * depreciation = that × rate, rounded to the cent. Null under method DV (spec 5) or without the data they need.
 */
import { adjustedDemolitionFieldsDisabled } from '@taxdep/domain/assets';
import { demolitionAdjustedFigures, ratioOfPercent } from '@taxdep/domain/tax';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

export async function recomputeDemolitionFigures(trx: Transaction<Database>, assetId: number): Promise<void> {
  const asset = await trx
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
  if (!asset) return;
  const demolitions = await trx
    .selectFrom('demolitions')
    .select(['id', 'demo_date', 'rate', 'adjusted_historical_cost', 'adjusted_annual_depreciation'])
    .where('asset_id', '=', assetId)
    .orderBy('demo_date')
    .orderBy('id')
    .execute();
  if (demolitions.length === 0) return;
  // Rate mode (spec 3): the customized rate when set, else the tax-office rate.
  const rate = asset.source_tax_rate ?? asset.depreciation_rate;
  const methodRef = asset.method_code === null ? null : { id: 0, code: asset.method_code };
  const computable =
    asset.historical_building_cost !== null &&
    rate !== null &&
    !adjustedDemolitionFieldsDisabled({ depreciationMethod: methodRef });
  const dated = demolitions.filter((d) => d.demo_date !== null && d.rate !== null);
  const figures = computable
    ? demolitionAdjustedFigures(
        Number(asset.historical_building_cost),
        ratioOfPercent(rate),
        dated.map((d) => ({ date: d.demo_date!, rate: ratioOfPercent(d.rate!) })),
      )
    : [];
  // The engine sorts by date with a stable sort; `dated` is already in (date, id) order, so positions match.
  const byId = new Map(dated.map((d, index) => [d.id, figures[index]]));
  for (const demolition of demolitions) {
    const figure = byId.get(demolition.id);
    const historical = figure ? BigInt(figure.adjustedHistoricalCost) : null;
    const annual = figure ? BigInt(figure.adjustedAnnualDepreciation) : null;
    if (
      historical === demolition.adjusted_historical_cost &&
      annual === demolition.adjusted_annual_depreciation
    ) {
      continue;
    }
    await trx
      .updateTable('demolitions')
      .set({ adjusted_historical_cost: historical, adjusted_annual_depreciation: annual })
      .where('id', '=', demolition.id)
      .execute();
  }
}
