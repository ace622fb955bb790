/**
 * What a capex forecast's spending is worth in tax (issue 27 item 4; docs/capex-rules.md "What the spending is
 * worth in tax"). Every figure comes from the depreciation engine (tax/outputs/schedule.ts): each capital
 * replacement is a new Division 40 asset, each repairs replacement an `R` item deducted whole (s25-10, rule 10),
 * and the asset a replacement retires is scrapped for nil (s40-285). Nothing here computes a decline, days held or
 * a balancing adjustment: it builds the engine's inputs and reads its rows.
 *
 * The forecast knows a financial year, not a date, so a replacement starts, and the asset it retires is scrapped,
 * on the first day of its financial year (1 July).
 */
import type { LeapYearPolicy } from '../tax/calendar/financial-year';
import { financialYearEnd, financialYearStart } from '../tax/calendar/financial-year';
import type { MethodCode, ReportSettings, TaxAssetInput, TaxInputIssue } from '../tax/model/input';
import { type Cents, type RoundingUnit, ZERO } from '../tax/money/exact';
import { assetYear, calculateSchedule, validateTaxInput } from '../tax/outputs/schedule';
import { division40Rate } from '../tax/rates/effective-life';
import type { CapexItem, ExpenditureKind } from './capex-item';
import type { CapexForecast, CapexReplacement } from './forecast';

/** The report's choices the figures depend on; the method is the report's (DV or PC). */
export interface TaxEffectSettings {
  method: MethodCode;
  roundingUnit?: RoundingUnit;
  leapYearPolicy?: LeapYearPolicy;
}

/**
 * `division40`: a capital replacement whose item names an effective life; `repairs`: deducted whole in its year;
 * `noEffectiveLife`: capital, but the item names no life, so no deduction is worked (listed, never dropped).
 */
export type ReplacementTreatment = 'division40' | 'repairs' | 'noEffectiveLife';

export interface ReplacementTaxEffect {
  itemId: string;
  year: number;
  financialYear: number;
  expenditure: ExpenditureKind;
  cents: Cents;
  treatment: ReplacementTreatment;
  /** The new asset's deductions per forecast year (index 0..horizon): its decline in value, or the repairs. */
  deductionsByYear: Cents[];
  /** What it retires on 1 July of its year: the register's asset, the item's earlier replacement, or nothing. */
  retires: 'registerAsset' | 'earlierReplacement' | null;
  /** The retired asset's adjustable value when scrapped (termination value nil). */
  retiredValueCents: Cents;
  /** The deduction from scrapping it: −(0 − adjustable value), s40-285. */
  balancingDeductionCents: Cents;
}

export interface TaxEffectedFigures {
  capitalCents: Cents;
  repairsCents: Cents;
  /** Division 40 decline of the forecast's new assets. */
  newAssetDeductionCents: Cents;
  /** Repairs and maintenance deducted in full (s25-10). */
  repairsDeductionCents: Cents;
  /** Losses on the assets the replacements retire (s40-285). */
  balancingDeductionCents: Cents;
  totalDeductionCents: Cents;
  /** Spending less deductions. */
  netCents: Cents;
}

export interface TaxEffectedYear extends TaxEffectedFigures {
  year: number;
  financialYear: number;
}

export interface CapexTaxEffect {
  method: MethodCode;
  financialYears: number[];
  /** In the forecast's order. */
  replacements: ReplacementTaxEffect[];
  years: TaxEffectedYear[];
  totals: TaxEffectedFigures;
  /** Register assets the engine cannot scrap as given (with its reasons): their balancing adjustment is left at 0. */
  refused: { itemId: string; issues: TaxInputIssue[] }[];
}

/** The caller's register asset per item id (as the register maps it), or null when the item replaces none. */
export type RetiredAssets = ReadonlyMap<string, TaxAssetInput | null>;

const zeros = (length: number): Cents[] => new Array<Cents>(length).fill(0);
const sum = (values: readonly Cents[]): Cents => values.reduce((a, b) => a + b, 0);
const ownId = (itemId: string, k: number) => `capex:${itemId}:${k}`;
const registerId = (itemId: string) => `register:${itemId}`;
/** Not `EX` (the engine's expensed group): the forecast's own assets are grouped apart. */
const CAPEX_ASSET_GROUP = 'Capex';

function treatmentOf(item: CapexItem | undefined, r: CapexReplacement): ReplacementTreatment {
  if (r.expenditure === 'repairs') return 'repairs';
  return item?.effectiveLifeYears != null ? 'division40' : 'noEffectiveLife';
}

/** The engine input of a replacement: from 1 July of its year; scrapped for nil when the next one comes. */
function newAssetInput(
  item: CapexItem,
  r: CapexReplacement,
  k: number,
  next: CapexReplacement | undefined,
  method: MethodCode,
): TaxAssetInput {
  const startDate = financialYearStart(r.financialYear);
  const repairs = r.expenditure === 'repairs';
  const life = item.effectiveLifeYears as number;
  return {
    id: ownId(r.itemId, k),
    // Rule 10: `R` is deducted whole in its start FY, without day apportionment.
    categoryCode: repairs ? 'R' : '40',
    methodCode: method,
    assetGroup: CAPEX_ASSET_GROUP,
    industry: '',
    subIndustry: '',
    startDate,
    acquisitionDate: startDate,
    entryFinancialYear: r.financialYear,
    originalCost: r.cents,
    // The tax-office rate from the effective life (s40-72 DV 200% ÷ life, s40-75 PC 100% ÷ life).
    rate: repairs ? ZERO : division40Rate(life, method, startDate),
    description: item.description,
    effectiveLifeYears: repairs ? null : life,
    disposal: !repairs && next ? { date: financialYearStart(next.financialYear), terminationValue: 0 } : null,
  };
}

/** The register asset scrapped for nil on 1 July of the first replacement's year, or the reasons it cannot be. */
function retiredInput(
  given: TaxAssetInput,
  first: CapexReplacement,
  settings: ReportSettings,
): { input: TaxAssetInput } | { issues: TaxInputIssue[] } {
  if (given.disposal || given.abandonmentDate) {
    const message = 'already leaves the register (a disposal or abandonment of its own)';
    return { issues: [{ assetId: given.id, field: 'disposal', message }] };
  }
  const input: TaxAssetInput = {
    ...given,
    id: registerId(first.itemId),
    disposal: { date: financialYearStart(first.financialYear), terminationValue: 0 },
  };
  const issues = validateTaxInput([input], settings).map((i) => ({ ...i, assetId: given.id }));
  return issues.length > 0 ? { issues } : { input };
}

/**
 * The tax effect of `forecast` (made from `items`) under the report's method. `retired` names, per item, the
 * register asset its first capital replacement retires; items absent from it replace nothing on the register.
 */
export function capexTaxEffect(
  forecast: CapexForecast,
  items: readonly CapexItem[],
  retired: RetiredAssets,
  settings: TaxEffectSettings,
): CapexTaxEffect {
  const length = forecast.horizon + 1;
  const lastYear = forecast.baseYear + forecast.horizon;
  const reportSettings: ReportSettings = {
    // The engine's current FY is the horizon's last, so every replacement enters within it (rule 1).
    eofyReportDate: financialYearEnd(lastYear),
    years: 1,
    roundingUnit: settings.roundingUnit ?? 'cent',
    leapYearPolicy: settings.leapYearPolicy ?? 'statutory',
  };
  const itemById = new Map(items.map((i) => [i.id, i]));
  const byItem = new Map<string, CapexReplacement[]>();
  for (const r of forecast.replacements) {
    const list = byItem.get(r.itemId) ?? [];
    list.push(r);
    byItem.set(r.itemId, list);
  }

  const inputs: TaxAssetInput[] = [];
  const refused: CapexTaxEffect['refused'] = [];
  for (const [itemId, list] of byItem) {
    const item = itemById.get(itemId);
    list.forEach((r, k) => {
      if (item && treatmentOf(item, r) !== 'noEffectiveLife') {
        inputs.push(newAssetInput(item, r, k, list[k + 1], settings.method));
      }
    });
    const firstCapital = list.find((r) => r.expenditure === 'capital');
    const given = retired.get(itemId) ?? null;
    if (given && firstCapital) {
      const outcome = retiredInput(given, firstCapital, reportSettings);
      if ('input' in outcome) inputs.push(outcome.input);
      else refused.push({ itemId, issues: outcome.issues });
    }
  }

  const schedule = calculateSchedule(inputs, reportSettings);
  const indexById = new Map(schedule.assets.map((a) => [a.input.id, a.index]));
  const yearOf = (id: string, fy: number) => {
    const index = indexById.get(id);
    return index === undefined ? null : assetYear(schedule, index, fy);
  };

  const replacements: ReplacementTaxEffect[] = [];
  const position = new Map<string, number>();
  for (const r of forecast.replacements) {
    const k = position.get(r.itemId) ?? 0;
    position.set(r.itemId, k + 1);
    replacements.push(effectOf(r, k, treatmentOf(itemById.get(r.itemId), r), yearOf, length));
  }
  return {
    method: settings.method,
    financialYears: forecast.financialYears,
    ...table(forecast, replacements),
    refused,
  };
}

function effectOf(
  r: CapexReplacement,
  k: number,
  treatment: ReplacementTreatment,
  yearOf: (id: string, fy: number) => ReturnType<typeof assetYear> | null,
  length: number,
): ReplacementTaxEffect {
  const deductionsByYear = zeros(length);
  const own = ownId(r.itemId, k);
  if (treatment !== 'noEffectiveLife') {
    for (let y = r.year; y < length; y++) {
      deductionsByYear[y] = yearOf(own, r.financialYear + (y - r.year))?.decline ?? 0;
    }
  }
  // Only a capital replacement retires an asset: repairs keep the asset they repair.
  let retires: ReplacementTaxEffect['retires'] = null;
  let scrapped: ReturnType<typeof assetYear> | null = null;
  if (r.expenditure === 'capital') {
    if (k === 0) {
      scrapped = yearOf(registerId(r.itemId), r.financialYear);
      if (scrapped) retires = 'registerAsset';
    } else {
      retires = 'earlierReplacement';
      scrapped = yearOf(ownId(r.itemId, k - 1), r.financialYear);
    }
  }
  return {
    itemId: r.itemId,
    year: r.year,
    financialYear: r.financialYear,
    expenditure: r.expenditure,
    cents: r.cents,
    treatment,
    deductionsByYear,
    retires,
    retiredValueCents: scrapped?.disposedValue ?? 0,
    // The engine's sign is termination value − adjustable value (model/rows.ts): a loss is negative. `0 −`, not
    // unary minus, so a nil adjustment reads 0 and not −0.
    balancingDeductionCents: scrapped ? 0 - scrapped.balancingAdjustment : 0,
  };
}

function figures(capital: Cents, repairs: Cents, newAsset: Cents, repairsDeduction: Cents, balancing: Cents) {
  const totalDeductionCents = newAsset + repairsDeduction + balancing;
  return {
    capitalCents: capital,
    repairsCents: repairs,
    newAssetDeductionCents: newAsset,
    repairsDeductionCents: repairsDeduction,
    balancingDeductionCents: balancing,
    totalDeductionCents,
    netCents: capital + repairs - totalDeductionCents,
  };
}

/** The year-by-year tax-effected capex table and its totals, sums of the rounded figures above. */
function table(
  forecast: CapexForecast,
  replacements: readonly ReplacementTaxEffect[],
): { replacements: ReplacementTaxEffect[]; years: TaxEffectedYear[]; totals: TaxEffectedFigures } {
  const years = forecast.financialYears.map((financialYear, year) => {
    let newAsset = 0;
    let repairs = 0;
    let balancing = 0;
    for (const r of replacements) {
      const d = r.deductionsByYear[year] as Cents;
      if (r.treatment === 'repairs') repairs += d;
      else newAsset += d;
      if (r.year === year) balancing += r.balancingDeductionCents;
    }
    const capital = forecast.capitalByYear[year] as Cents;
    const spentOnRepairs = forecast.repairsByYear[year] as Cents;
    return { year, financialYear, ...figures(capital, spentOnRepairs, newAsset, repairs, balancing) };
  });
  const totals = figures(
    sum(years.map((y) => y.capitalCents)),
    sum(years.map((y) => y.repairsCents)),
    sum(years.map((y) => y.newAssetDeductionCents)),
    sum(years.map((y) => y.repairsDeductionCents)),
    sum(years.map((y) => y.balancingDeductionCents)),
  );
  return { replacements: [...replacements], years, totals };
}
