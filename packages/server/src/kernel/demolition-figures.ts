/**
 * The adjusted figures of an asset's demolitions (docs/product/asset-register.md Demolition view; docs/tax-rules.md "Demolition", precise rules 7
 * and 8), computed by the engine and stored on each demolition so every listing shows them without recomputing:
 * adjusted historical cost = historical cost × (1 − total demolished rate up to that demolition) and adjusted annual
 * depreciation = that × rate, rounded to the cent. Null under method DV (docs/product/rules.md) or without the data they need.
 */

import type { Database } from '@taxdep/db/schema';
import { adjustedDemolitionFieldsDisabled } from '@taxdep/domain/assets';
import { demolitionAdjustedFigures, ratioOfPercent } from '@taxdep/domain/tax';
import type { Transaction } from 'kysely';
import {
  findDemolitionFigures,
  findFigureBasis,
  storeDemolitionFigures,
} from './demolition-figure-repository';
import type { DemolitionRecord } from './record-repository';

/** What the figures depend on of the asset. */
export interface FigureBasis {
  historical_building_cost: bigint | null;
  depreciation_rate: string | null;
  source_tax_rate: string | null;
  method_code: string | null;
}

type DemolitionFigures = Pick<
  DemolitionRecord,
  'id' | 'demo_date' | 'rate' | 'adjusted_historical_cost' | 'adjusted_annual_depreciation'
>;

/**
 * The demolitions (in the order given) with the figures the engine gives them over `asset`, and those whose stored
 * figures that changes. Pure, so a row save computes them from the values it is about to write (issue 11).
 */
export function withAdjustedFigures<D extends DemolitionFigures>(
  asset: FigureBasis,
  demolitions: readonly D[],
): { all: D[]; changed: D[] } {
  // Rate mode (docs/product/entities.md): the customized rate when set, else the tax-office rate.
  const rate = asset.source_tax_rate ?? asset.depreciation_rate;
  const methodRef = asset.method_code === null ? null : { id: 0, code: asset.method_code };
  const computable =
    asset.historical_building_cost !== null &&
    rate !== null &&
    !adjustedDemolitionFieldsDisabled({ depreciationMethod: methodRef });
  // In (date, id) order: the engine sorts by date with a stable sort, so positions match.
  const dated = demolitions
    .filter((d) => d.demo_date !== null && d.rate !== null)
    .sort((x, y) => (x.demo_date! < y.demo_date! ? -1 : x.demo_date! > y.demo_date! ? 1 : x.id - y.id));
  const figures =
    computable && rate !== null
      ? demolitionAdjustedFigures(
          Number(asset.historical_building_cost),
          ratioOfPercent(rate),
          dated.map((d) => ({ date: d.demo_date!, rate: ratioOfPercent(d.rate!) })),
        )
      : [];
  const byId = new Map(dated.map((d, index) => [d.id, figures[index]]));
  const all: D[] = [];
  const changed: D[] = [];
  for (const demolition of demolitions) {
    const figure = byId.get(demolition.id);
    const historical = figure ? BigInt(figure.adjustedHistoricalCost) : null;
    const annual = figure ? BigInt(figure.adjustedAnnualDepreciation) : null;
    if (
      historical === demolition.adjusted_historical_cost &&
      annual === demolition.adjusted_annual_depreciation
    ) {
      all.push(demolition);
      continue;
    }
    const adjusted = {
      ...demolition,
      adjusted_historical_cost: historical,
      adjusted_annual_depreciation: annual,
    };
    all.push(adjusted);
    changed.push(adjusted);
  }
  return { all, changed };
}

/** Recomputes and stores the figures of the asset's demolitions from the asset as stored. */
export async function recomputeDemolitionFigures(trx: Transaction<Database>, assetId: number): Promise<void> {
  const asset = await findFigureBasis(trx, assetId);
  if (!asset) return;
  const demolitions = await findDemolitionFigures(trx, assetId);
  await storeDemolitionFigures(trx, withAdjustedFigures(asset, demolitions).changed);
}
