/**
 * The capex forecast (issue 27 item 3, docs/capex-rules.md): every replacement of every item within the horizon,
 * escalated to its year, and its totals: the year × element matrix, each year's total, capital and repairs apart,
 * the time bands and the grand totals. Pure and exact: integer cents, one rounding per escalated cost.
 */
import type { Cents } from '../tax/money/exact';
import { BUILDING_ELEMENT_IDS, type BuildingElementId } from './building-elements';
import type { CapexItem, CapexSettings, ExpenditureKind } from './capex-item';
import { type EscalationFactors, escalatedCents, escalationFactors, readRatePercent } from './escalation';
import { baseCostCents, remainingLife, replacementYears } from './replacement';
import { type TimeBandTotal, timeBandTotals } from './time-bands';
import { validateCapexItem, validateCapexSettings } from './validation';

export interface CapexReplacement {
  itemId: string;
  /** Offset from the base year: 0 is the base year (immediate). */
  year: number;
  /** The financial year it falls in: base year + year. */
  financialYear: number;
  element: BuildingElementId;
  expenditure: ExpenditureKind;
  /** C_0, in base-year prices. */
  baseCents: Cents;
  /** C_y, escalated to its year and rounded once to the cent. */
  cents: Cents;
}

export interface CapexForecast {
  baseYear: number;
  horizon: number;
  /** Years 0..horizon, as financial years (the matrix's columns). */
  financialYears: number[];
  /** By year, then in the items' order. */
  replacements: CapexReplacement[];
  /** The year × element matrix: per element (every element, in list order), cents per year 0..horizon. */
  matrix: Record<BuildingElementId, Cents[]>;
  totalByYear: Cents[];
  capitalByYear: Cents[];
  repairsByYear: Cents[];
  bands: TimeBandTotal[];
  capitalCents: Cents;
  repairsCents: Cents;
  totalCents: Cents;
  /** Items the forecast could not read (validation.ts has their errors), by id: never left out silently. */
  leftOut: string[];
}

const zeros = (length: number): Cents[] => new Array<Cents>(length).fill(0);

/** The escalation factors of each element: its own rate, else the one rate; one table per distinct rate. */
function elementFactors(settings: CapexSettings): Map<BuildingElementId, EscalationFactors> {
  const byRate = new Map<number, EscalationFactors>();
  const factorsOf = (percent: CapexSettings['escalationPercent']): EscalationFactors => {
    const parts = readRatePercent(percent).partsPerMillion ?? 0;
    let factors = byRate.get(parts);
    if (factors === undefined) {
      factors = escalationFactors(parts, settings.horizon);
      byRate.set(parts, factors);
    }
    return factors;
  };
  const byElement = new Map<BuildingElementId, EscalationFactors>();
  for (const element of BUILDING_ELEMENT_IDS) {
    byElement.set(
      element,
      factorsOf(settings.elementEscalationPercent[element] ?? settings.escalationPercent),
    );
  }
  return byElement;
}

/**
 * The forecast of `items` under `settings`. Settings that validateCapexSettings refuses throw (the service judges
 * them first); an item that validateCapexItem refuses is left out and named in `leftOut`.
 */
export function forecastCapex(settings: CapexSettings, items: readonly CapexItem[]): CapexForecast {
  const settingsErrors = validateCapexSettings(settings);
  if (settingsErrors.length > 0) {
    throw new RangeError(`capex settings refused: ${settingsErrors.map((e) => e.message).join(' ')}`);
  }
  const { baseYear, horizon } = settings;
  const years = horizon + 1;
  const factors = elementFactors(settings);
  const matrix = Object.fromEntries(BUILDING_ELEMENT_IDS.map((e) => [e, zeros(years)])) as Record<
    BuildingElementId,
    Cents[]
  >;
  const capitalByYear = zeros(years);
  const repairsByYear = zeros(years);
  const byYear: CapexReplacement[][] = Array.from({ length: years }, () => []);
  const leftOut: string[] = [];

  for (const item of items) {
    if (validateCapexItem(item, baseYear).length > 0) {
      leftOut.push(item.id);
      continue;
    }
    const baseCents = baseCostCents(item);
    const elementFactorsOf = factors.get(item.element) as EscalationFactors;
    const spending = item.expenditure === 'capital' ? capitalByYear : repairsByYear;
    const row = matrix[item.element];
    for (const year of replacementYears(remainingLife(item, baseYear), item.lifeYears as number, horizon)) {
      const cents = escalatedCents(baseCents, elementFactorsOf, year);
      (byYear[year] as CapexReplacement[]).push({
        itemId: item.id,
        year,
        financialYear: baseYear + year,
        element: item.element,
        expenditure: item.expenditure,
        baseCents,
        cents,
      });
      row[year] = (row[year] as Cents) + cents;
      spending[year] = (spending[year] as Cents) + cents;
    }
  }

  const totalByYear = capitalByYear.map((capital, year) => capital + (repairsByYear[year] as Cents));
  const capitalCents = capitalByYear.reduce((a, b) => a + b, 0);
  const repairsCents = repairsByYear.reduce((a, b) => a + b, 0);
  const totalCents = capitalCents + repairsCents;
  // Every figure is a sum of non-negative cents: if the grand total is a safe integer, every partial sum was, and
  // each addition was exact. Beyond it a figure could be off by a cent, so refuse rather than print it.
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('the forecast is too large to total exactly');
  return {
    baseYear,
    horizon,
    financialYears: Array.from({ length: years }, (_, year) => baseYear + year),
    replacements: byYear.flat(),
    matrix,
    totalByYear,
    capitalByYear,
    repairsByYear,
    bands: timeBandTotals(horizon, capitalByYear, repairsByYear),
    capitalCents,
    repairsCents,
    totalCents,
    leftOut,
  };
}
