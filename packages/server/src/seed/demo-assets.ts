import type { AssetTable, DemolitionTable } from '@taxdep/db/schema';
import {
  constructionTypeOf,
  division40Rate,
  division43Rate,
  impliedEffectiveLife,
  lifeYearsText,
  percentOf as percentOfRate,
  type Ratio,
} from '@taxdep/domain/tax';
import type { Insertable } from 'kysely';
import { endOfFinancialYear } from '../demolitions';
import {
  codesForProperty,
  commercialWorks,
  LOCATIONS,
  type PropertyType,
  type SeedTaxCode,
} from './demo-schedules';
import type { Prng } from './prng';

export interface RegisterPlan {
  reportId: number;
  count: number;
  fundCode: string;
  propertyCode: string;
  /** The report's method code: category 40/AD assets mostly follow it (docs/product/states-and-permissions.md). */
  reportMethod: 'PC' | 'DV';
  methodIds: Record<'PC' | 'DV', number>;
  categoryIds: Record<string, number>;
  /** Division 40 codes with an effective life, capital-works codes, repairs/expensed codes. */
  plantCodes: SeedTaxCode[];
  capitalWorksCodes: SeedTaxCode[];
  otherCodes: SeedTaxCode[];
  /** Abandonment label id per location (fit-outs that will be stripped out). */
  labelByLocation: Record<string, number>;
  /** Share of rows left incomplete so the View Errors mode has something to show (docs/product/states-and-permissions.md, docs/product/rules.md). */
  errorRate: number;
  /** What the property is, so its schedule lists what such a building holds (issue 16 item 10); office by default. */
  propertyType?: PropertyType;
  /**
   * Issue 25 item 4: how many of the register's customised rates (its first ones) are left without their reason,
   * so the register shows the flag; none by default (a submitted or Completed report has every reason).
   */
  unexplainedRates?: number;
}

export type { PropertyType, SeedTaxCode } from './demo-schedules';

export interface SeedAsset {
  asset: Insertable<AssetTable>;
  demolitions: Omit<Insertable<DemolitionTable>, 'asset_id'>[];
}

const SUPPLIERS = [
  'Harbour Lifts Pty Ltd',
  'Coastal Fire Services',
  'Apex Air Conditioning',
  'Brightline Electrical',
  'Metro Flooring Co',
  'Secure Access Systems',
  'Summit Joinery',
  'Pacific Plumbing & Gas',
  'Greenleaf Landscaping',
  'Northside Signage',
];
const PROJECTS = ['PRJ-2301', 'PRJ-2415', 'PRJ-2502', null];

export function generateRegister(prng: Prng, plan: RegisterPlan): SeedAsset[] {
  const type = plan.propertyType ?? 'office';
  const fitted: RegisterPlan = {
    ...plan,
    plantCodes: codesForProperty(plan.plantCodes, type),
    capitalWorksCodes: commercialWorks(plan.capitalWorksCodes),
  };
  const rows = Array.from({ length: plan.count }, () => generateAsset(prng, fitted, LOCATIONS[type]));
  // After every draw, and drawing none, so every demo asset is what it was.
  let unexplained = plan.unexplainedRates ?? 0;
  for (const { asset } of rows) {
    if (asset.source_tax_rate == null) continue;
    if (unexplained > 0) unexplained -= 1;
    else asset.rate_reason = rateReasonFor(asset, plan.reportMethod);
  }
  return rows;
}

/** Why the surveyor set the rate (s40-105: the owner may self-assess an asset's effective life), by the rate. */
const WHY: Record<string, string> = {
  '12.5000': 'heavy wear in a busy commercial tenancy',
  '15.0000': 'the manufacturer’s stated service life',
  '25.0000': 'replaced on the tenancy fit-out cycle',
};

/** A plausible reason: the life the rate implies under the method (customised rates are category 40's, on the report's). */
function rateReasonFor(asset: Insertable<AssetTable>, method: 'PC' | 'DV'): string {
  const rate = asset.source_tax_rate as string;
  const life = impliedEffectiveLife(rate, method, (asset.invoice_date as string | null) ?? '2025-07-01');
  const years = life === null ? '' : ` of ${lifeYearsText(life)} years`;
  return `Self-assessed effective life${years} (s40-105): ${WHY[rate] ?? 'its condition'}, as found at the inspection`;
}

function generateAsset(prng: Prng, plan: RegisterPlan, locations: readonly string[]): SeedAsset {
  const roll = prng.next();
  const category =
    roll < 0.55
      ? '40'
      : roll < 0.63
        ? 'AD'
        : roll < 0.75
          ? '43'
          : roll < 0.85
            ? 'L'
            : roll < 0.91
              ? 'IA'
              : 'R';
  const code =
    category === '43'
      ? prng.pick(plan.capitalWorksCodes)
      : category === 'R'
        ? prng.pick(plan.otherCodes)
        : prng.pick(plan.plantCodes);
  // Issue 23 item 8: a method, once chosen, is the report's for every Division 40 asset of the demo (docs/tax-rules.md
  // "Methods"); capital works are always straight line (rule 9).
  const method: 'PC' | 'DV' = category === '43' ? 'PC' : plan.reportMethod;
  // The draw that once gave 15% of them the other method stays (as does skipping the customised-rate draw for those),
  // so every later draw, and so every demo asset the browser tests and docs name, is what it was.
  const onceOtherMethod = category === '40' && prng.chance(0.15);
  const location = prng.pick(locations);
  const [from, to] = START_WINDOWS[category] ?? START_WINDOWS.default!;
  const start = randomDate(prng, from, to);
  const drawn = prng.chance(0.8) ? addDays(start, prng.int(0, 45)) : null;
  // First use stays inside the window too (only AD's window ends before the default range does).
  const commencement = drawn !== null && category === 'AD' ? earlierOf(drawn, to) : drawn;
  const cost = costFor(prng, category);
  const rate = rateFor(category, code, method, start);
  const usesPrimeCost = method === 'PC';
  const historicalCost = usesPrimeCost
    ? category === '43' && prng.chance(0.1)
      ? (cost * 9n) / 10n
      : cost
    : null;
  const asset: Insertable<AssetTable> = {
    report_id: plan.reportId,
    tax_code_id: code.id,
    category_id: plan.categoryIds[category] ?? null,
    method_id: plan.methodIds[method],
    fund_code: plan.fundCode,
    property_code: plan.propertyCode,
    project_code: prng.pick(PROJECTS),
    description: `${shortName(code.asset)}, ${location.toLowerCase()}`,
    sub_category: code.assetGroup.length > 60 ? null : code.assetGroup,
    location,
    supplier: prng.pick(SUPPLIERS),
    invoice_number: `INV-${prng.int(10000, 99999)}`,
    invoice_date: start,
    depreciation_commencement_date: commencement,
    financial_year_end_date: financialYearEnd(commencement ?? start),
    original_cost: cost,
    written_down_value: null,
    written_down_value_date: null,
    depreciation_rate: rate,
    source_tax_rate: null,
    annual_depreciation_claim: historicalCost === null ? null : percentOf(historicalCost, rate),
    historical_building_cost: historicalCost,
    read_only: prng.chance(0.01),
    abandonment_label_id: null,
    disposal_date: null,
    termination_value: null,
  };
  if ((category === '40' || category === '43') && plan.labelByLocation[location] && prng.chance(0.8)) {
    asset.abandonment_label_id = plan.labelByLocation[location];
  }
  if (category === '40' && prng.chance(0.15)) carriedForward(prng, asset);
  if (category === '40' && prng.chance(0.03)) {
    asset.disposal_date = randomDate(prng, '2024-07-01', '2025-06-30');
    asset.termination_value = cost / BigInt(prng.int(3, 10));
  }
  if (category === '40' && !onceOtherMethod && prng.chance(0.08)) {
    // Customize mode (docs/product/states-and-permissions.md): the user's rate is kept in sourceTaxRate and used;
    // the tax office's rate stays in depreciationRate (rate-mode.ts), which the schedule names beside it.
    asset.source_tax_rate = prng.pick(['12.5000', '15.0000', '25.0000']);
  }
  const demolitions = category === '43' && prng.chance(0.35) ? demolitionsFor(prng, asset) : [];
  if (prng.chance(plan.errorRate)) breakRow(prng, asset, demolitions);
  return { asset, demolitions };
}

/** An asset from an earlier schedule: the engine starts from its written-down value (docs/tax-rules.md). */
function carriedForward(prng: Prng, asset: Insertable<AssetTable>) {
  const start = randomDate(prng, '2012-07-01', '2019-06-30');
  asset.invoice_date = start;
  asset.depreciation_commencement_date = start;
  asset.written_down_value_date = '2024-06-30';
  asset.financial_year_end_date = '2025-06-30';
  asset.written_down_value = ((asset.original_cost as bigint) * BigInt(prng.int(10, 70))) / 100n;
}

function demolitionsFor(prng: Prng, asset: Insertable<AssetTable>) {
  const base = asset.historical_building_cost as bigint;
  const rate = asset.depreciation_rate as string;
  const first = prng.pick([10, 15, 20, 25, 40]);
  // A demolition date is the 30 June ending its financial year (demolitions/demolition-date.ts, issue 16 item 2).
  const firstDate = endOfFinancialYear(randomDate(prng, '2022-07-01', '2024-06-30'));
  const rows = [demolition(firstDate, first, first, base, rate)];
  if (prng.chance(0.3)) {
    const second = prng.pick([10, 20, 30]);
    const secondDate = endOfFinancialYear(randomDate(prng, '2024-07-01', '2025-06-30'));
    rows.push(demolition(secondDate, second, first + second, base, rate));
  }
  return rows;
}

function demolition(date: string, rate: number, totalRate: number, base: bigint, depreciationRate: string) {
  // Domain.md "Demolition": adjusted historical cost = historical cost × (1 − total demolished rate).
  const adjusted = (base * BigInt(100 - totalRate)) / 100n;
  return {
    demo_date: date,
    rate: `${rate}.0000`,
    adjusted_historical_cost: adjusted,
    adjusted_annual_depreciation: percentOf(adjusted, depreciationRate),
  };
}

/** Makes a row fail one rule of docs/product/rules.md "Asset row", as imported registers often do. */
function breakRow(prng: Prng, asset: Insertable<AssetTable>, demolitions: SeedAsset['demolitions']) {
  const defects = ['description', 'rate', 'fyEnd', 'wdvDate', 'dates', 'taxCode', 'primeCost', 'demolition'];
  const defect = prng.pick(defects);
  if (defect === 'description') asset.description = null;
  else if (defect === 'rate') asset.depreciation_rate = asset.source_tax_rate = null;
  else if (defect === 'fyEnd') asset.financial_year_end_date = null;
  else if (defect === 'wdvDate') {
    asset.written_down_value = asset.written_down_value ?? (asset.original_cost as bigint) / 2n;
    asset.written_down_value_date = null;
  } else if (defect === 'dates') asset.invoice_date = asset.depreciation_commencement_date = null;
  else if (defect === 'taxCode') asset.tax_code_id = null;
  else if (defect === 'primeCost' && asset.historical_building_cost !== null)
    asset.annual_depreciation_claim = null;
  else if (defect === 'demolition' && demolitions[0]) demolitions[0].rate = null;
  else asset.original_cost = null;
}

function costFor(prng: Prng, category: string): bigint {
  if (category === 'L') return prng.cents(150, 990);
  if (category === 'IA') return prng.cents(300, 19_999);
  if (category === '43') return prng.cents(60_000, 4_500_000);
  if (category === 'R') return prng.cents(450, 38_000);
  if (category === 'AD') return prng.cents(5_000, 120_000);
  return prng.cents(1_200, 260_000);
}

/**
 * Issue 23 item 8: when each category's assets start, so that the demo claims only what the law allows (the
 * windows of DEFAULT_INCENTIVE_WINDOWS): accelerated depreciation only for assets held and first used from 13 March
 * 2020 to 30 June 2021 (IT(TP)A Subdivision 40-BA). Instant write-offs (under $20,000) fit a window on every day
 * of the default range for the demo funds' turnover of $2m to $10m.
 */
const START_WINDOWS: Record<string, readonly [string, string]> = {
  AD: ['2020-03-13', '2021-06-30'],
  default: ['2019-07-01', '2025-06-20'],
};

const earlierOf = (a: string, b: string) => (a < b ? a : b);

/**
 * The tax-office rate by the domain's own rule (`division40Rate`, `division43Rate`, a percent rounded to two
 * decimals: docs/tax-rules.md "Methods", decision 12), as the register's rate lookup stores it.
 */
function rateFor(category: string, code: SeedTaxCode, method: 'PC' | 'DV', acquired: string): string {
  if (category === '43') {
    const type = constructionTypeOf(code.constructionType) ?? 'nonResidential';
    return percentText(division43Rate(type, acquired));
  }
  if (category === 'R' || category === 'IA' || !code.life) return '100.0000';
  return percentText(division40Rate(code.life, method, acquired));
}

function percentText(rate: Ratio): string {
  return percentOfRate(rate).toFixed(4);
}

/** cents × percent (decimal text), rounded half up to the cent. */
export function percentOf(cents: bigint, percent: string): bigint {
  const [whole = '0', fraction = ''] = percent.split('.');
  const scaledRate = BigInt(whole) * 10_000n + BigInt(`${fraction}0000`.slice(0, 4));
  return (cents * scaledRate * 2n + 1_000_000n) / 2_000_000n;
}

function shortName(asset: string): string {
  const name = asset.split(' (')[0] ?? asset;
  return name.length > 90 ? `${name.slice(0, 87)}...` : name;
}

const DAY_MS = 86_400_000;

function randomDate(prng: Prng, from: string, to: string): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS);
  return new Date(start + prng.int(0, days) * DAY_MS).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Domain.md "Calendar": the 30 June ending the financial year that holds the date. */
function financialYearEnd(date: string): string {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 7 ? `${year + 1}-06-30` : `${year}-06-30`;
}
