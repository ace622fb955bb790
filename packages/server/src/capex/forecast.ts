/**
 * GET /CapexReports/{id}/forecast (issue 27 item 3): the domain's forecastCapex, timeBandTotals and sinkingFund run
 * on the stored rows, mapped to the wire. Nothing is worked here: every figure is the domain's, so the screen, the
 * PDF and a test that runs the domain on the same rows read the same cents. An item the forecast cannot read is
 * listed in `leftOut` with the domain's reasons.
 */
import type { Database } from '@taxdep/db/schema';
import type { CapexForecastAnswer } from '@taxdep/domain';
import {
  BUILDING_ELEMENTS,
  forecastCapex,
  sinkingFund,
  timeBandTotals,
  validateCapexItem,
} from '@taxdep/domain/capex';
import type { Kysely } from 'kysely';
import { notFound } from '../http/http-error';
import * as itemRepo from './item-repository';
import * as repo from './repository';
import { itemOfRow, settingsOfColumns, sinkingFundOfColumns } from './wire';

export async function forecastAnswer(db: Kysely<Database>, reportId: number): Promise<CapexForecastAnswer> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notFound(`Capex forecast ${reportId} does not exist.`);
  const items = (await itemRepo.listItems(db, reportId)).map(itemOfRow);
  const settings = settingsOfColumns(header);
  const forecast = forecastCapex(settings, items);
  const bands = timeBandTotals(forecast.horizon, forecast.capitalByYear, forecast.repairsByYear);
  const fund = sinkingFundOfColumns(header);
  const fundYears = fund ? sinkingFund(fund, forecast.baseYear, forecast.totalByYear) : null;
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    baseYear: forecast.baseYear,
    horizon: forecast.horizon,
    financialYears: forecast.financialYears,
    replacements: forecast.replacements.map((r) => ({
      itemId: r.itemId,
      year: r.year,
      financialYear: r.financialYear,
      element: r.element,
      expenditure: r.expenditure,
      baseCents: r.baseCents,
      cents: r.cents,
    })),
    matrix: BUILDING_ELEMENTS.map(({ id, label }) => {
      const cents = forecast.matrix[id];
      return { element: id, label, cents, totalCents: cents.reduce((a, b) => a + b, 0) };
    }),
    totalByYear: forecast.totalByYear,
    capitalByYear: forecast.capitalByYear,
    repairsByYear: forecast.repairsByYear,
    bands: bands.map((b) => ({
      band: b.band,
      label: b.label,
      capitalCents: b.capitalCents,
      repairsCents: b.repairsCents,
      totalCents: b.totalCents,
    })),
    capitalCents: forecast.capitalCents,
    repairsCents: forecast.repairsCents,
    totalCents: forecast.totalCents,
    leftOut: forecast.leftOut.map((itemId) => {
      const item = byId.get(itemId);
      return {
        itemId,
        description: item?.description ?? '',
        errors: item
          ? validateCapexItem(item, forecast.baseYear).map(({ field, message }) => ({ field, message }))
          : [],
      };
    }),
    sinkingFund: fundYears && { years: fundYears.years, shortYears: fundYears.shortYears },
  };
}
