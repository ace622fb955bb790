/**
 * Asset row validation (docs/product/rules.md "Asset row", docs/tax-rules.md rule 17). Takes the API `Asset` so that the server
 * and the browser judge a row the same way (architecture "server").
 */
import type { Asset, Demolition } from '../api';
import { dollarsToCents, isCivilDate } from '../format';
import { financialYearOf } from '../tax/calendar/financial-year';
import { categoryRefusals, lowValuePoolRefusal } from '../tax/law/category-limits';
import type { IncentiveWindow } from '../tax/law/incentive-rules';
import { lowCostPoolingBreaches, type PoolingFacts } from '../tax/law/low-cost-pooling';
import type { Taxpayer } from '../tax/law/taxpayer';
import type { CategoryCode } from '../tax/model/input';
import type { Ratio } from '../tax/money/exact';
import type { AssetErrorField, AssetFieldError } from './asset-errors';
import { demolitionRatesExceed100, isDemolitionPaired } from './demolition';
import { DISPOSAL_MESSAGES, disposalErrors } from './disposal';
import {
  engineStartDate,
  isBeforeEngineStart,
  secondHandFactErrors,
  unreadableValueErrors,
} from './engine-refusals';
import { lawFactErrors } from './law-facts';
import { effectiveRate } from './rate-mode';
import { needsRateReason, RATE_REASON_MESSAGE } from './rate-reason';

export type { AssetErrorField, AssetFieldError } from './asset-errors';

export const ASSET_MESSAGES = {
  assetCode: 'Tax code is required.',
  depreciationCategory: 'Category is required.',
  depreciationMethod: 'Depreciation method is required.',
  description: 'Asset description is required.',
  financialYearEndDate: 'Financial year end is required.',
  financialYearEndAfterReport: 'Financial year end is after the EOFY report date.',
  originalCost: 'Original cost is required.',
  depreciationRate: 'Depreciation rate is required.',
  startDate: 'Invoice date or depreciation commencement date is required.',
  writtenDownValueDate: 'Written down value date is required when a written down value is given.',
  writtenDownValue: 'Written down value is required when its date is given.',
  annualDepreciationClaim: 'Annual depreciation claim is required for method PC.',
  historicalBuildingCost: 'Historical building cost is required for method PC.',
  demoDate: 'Demolition date is required when a demolition rate is given.',
  demolitionRate: 'Demolition rate is required when a demolition date is given.',
  demolitionRateRange: 'Demolition rate must be more than 0% and at most 100%.',
  demolitionTotal: 'Demolition rates add up to more than 100%.',
  disposalDate: DISPOSAL_MESSAGES.disposalDate,
  abandonmentDate: 'Abandonment date is before the asset starts.',
} as const;

/**
 * What a row is judged against besides itself: its report. The service stores verdicts and the screen shows errors
 * with the same context, so both judge a row alike.
 */
export interface AssetRegisterContext {
  /** The report's EOFY report date (a 30 June): the end of its current FY; null while General Info has none. */
  eofyReportDate: string | null;
  /** Issue 23: the report's taxpayer; absent, the taxpayer's limits are not judged (a row judged on its own). */
  taxpayer?: Taxpayer;
  /** Issue 23: the incentives' windows in force. */
  incentiveWindows?: readonly IncentiveWindow[];
  /** Issue 23 item 7: the largest owner's share; the $1,000 low-cost test reads that interest's cost (s40-35). */
  largestOwnerShare?: Ratio | null;
  /**
   * Issue 26 item 5: the asset group of a tax code by its id, when the caller holds the table: an expensed item
   * (`EX`) needs no s40-27 facts (engine-refusals.ts). Absent, every Division 40 row is judged.
   */
  assetGroupOf?: (taxCodeId: number) => string | null;
}

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** The asset's start date (docs/tax-rules.md "Asset fields"): commencement date, else invoice date. */
export function assetStartDate(
  asset: Pick<Asset, 'depreciationCommencementDate' | 'invoiceDate'>,
): string | null {
  if (!isBlank(asset.depreciationCommencementDate)) return asset.depreciationCommencementDate;
  return isBlank(asset.invoiceDate) ? null : asset.invoiceDate;
}

function demolitionErrors(demolitions: readonly Demolition[]): AssetFieldError[] {
  const errors: AssetFieldError[] = [];
  demolitions.forEach((demolition, demolitionIndex) => {
    if (!isDemolitionPaired(demolition)) {
      const missing = demolition.rate === null ? 'demolitionRate' : 'demoDate';
      errors.push({ field: missing, message: ASSET_MESSAGES[missing], demolitionIndex });
    }
    if (demolition.rate !== null && !(demolition.rate > 0 && demolition.rate <= 100)) {
      errors.push({ field: 'demolitionRate', message: ASSET_MESSAGES.demolitionRateRange, demolitionIndex });
    }
  });
  if (demolitionRatesExceed100(demolitions)) {
    errors.push({ field: 'assetDemolitions', message: ASSET_MESSAGES.demolitionTotal });
  }
  return errors;
}

/**
 * Rule 17: an abandonment date before the asset starts is an error (a disposal's: disposal.ts); it starts, as the
 * engine counts, on the later of its start date, the day after its written-down value's date and its construction's
 * completion (engine-refusals.ts).
 */
function eventDateErrors(asset: Asset): AssetFieldError[] {
  const start = assetStartDate(asset);
  if (start === null) return [];
  const errors: AssetFieldError[] = [];
  const abandonmentDate = asset.abandonmentLabel?.abandonmentDate;
  if (abandonmentDate && isBeforeEngineStart(asset, start, abandonmentDate)) {
    errors.push({ field: 'abandonmentLabel', message: ASSET_MESSAGES.abandonmentDate });
  }
  return errors;
}

/**
 * docs/tax-rules.md rule 1: a row cannot enter the register after the report's current FY, the FY ending on the
 * EOFY report date; its figures would belong to no column of the report. Compared by FY, so any date of a later
 * FY is caught, not only a later 30 June.
 */
function entersAfterReport(asset: Asset, register: AssetRegisterContext | undefined): boolean {
  const entry = asset.financialYearEndDate;
  const eofy = register?.eofyReportDate;
  if (isBlank(entry) || isBlank(eofy) || !isCivilDate(entry) || !isCivilDate(eofy)) return false;
  return financialYearOf(entry) > financialYearOf(eofy);
}

/**
 * Issue 23 (docs/tax-rules.md "Categories", "Incentives"): the category the law refuses the row (`L` over the
 * low-value limit; `IA` and `AD` outside every window, over the threshold, or for an owner who does not qualify),
 * judged by the same rules as the engine's (`categoryRefusals`). Only a row complete enough to judge is judged.
 */
function categoryLawErrors(asset: Asset, register: AssetRegisterContext | undefined): AssetFieldError[] {
  const category = asset.depreciationCategory?.code;
  const start = assetStartDate(asset);
  if (category === undefined || asset.originalCost === null || start === null || !isCivilDate(start))
    return [];
  let cost: number;
  let writtenDownValue: number | null;
  try {
    cost = dollarsToCents(asset.originalCost);
    writtenDownValue = asset.writtenDownValue === null ? null : dollarsToCents(asset.writtenDownValue);
  } catch {
    return [];
  }
  const method = asset.depreciationMethod?.code;
  const facts = {
    category: category as CategoryCode,
    method: method === 'DV' || method === 'PC' ? method : null,
    cost,
    writtenDownValue,
    firstUsed: start,
    acquired: asset.invoiceDate && isCivilDate(asset.invoiceDate) ? asset.invoiceDate : start,
    secondHand: asset.secondHand ?? null,
  } as const;
  const law = {
    taxpayer: register?.taxpayer,
    incentiveWindows: register?.incentiveWindows,
    largestOwnerShare: register?.largestOwnerShare ?? null,
  };
  // s40-425's limit is on the cost, so the cost cell is marked; an incentive's refusal marks the category.
  const pool = lowValuePoolRefusal(facts, law.largestOwnerShare);
  return categoryRefusals(facts, law).map((message) => ({
    field: message === pool ? 'originalCost' : 'depreciationCategory',
    message,
  }));
}

/**
 * The errors of a register row, in column order; empty when the row is valid (docs/product/rules.md "Asset row"). A row missing
 * both dates gets the same message on invoiceDate and depreciationCommencementDate so both cells are marked. Rules
 * that need the row's report (rule 1's entry FY) apply when `register` is given.
 */
export function validateAsset(asset: Asset, register?: AssetRegisterContext): AssetFieldError[] {
  return assetErrors(asset, register, true);
}

/**
 * Issue 26 item 5: the row's errors without the rules that need its report (the law's limits on the category, which
 * depend on the taxpayer, the incentives and the owners' shares): the service's engine input filter
 * (engine-input.ts) judges a row alone, and the engine judges those by the same functions with the report's
 * settings (`lawIssues`), which the register's verdicts apply too.
 */
export function validateAssetAlone(asset: Asset): AssetFieldError[] {
  return assetErrors(asset, undefined, false);
}

function assetErrors(
  asset: Asset,
  register: AssetRegisterContext | undefined,
  reportRules: boolean,
): AssetFieldError[] {
  const errors: AssetFieldError[] = [];
  const flag = (field: keyof typeof ASSET_MESSAGES & AssetErrorField, missing: boolean) => {
    if (missing) errors.push({ field, message: ASSET_MESSAGES[field] });
  };
  flag('assetCode', asset.assetCode === null || isBlank(asset.assetCode.assetCode));
  flag('depreciationCategory', asset.depreciationCategory === null);
  if (reportRules) errors.push(...categoryLawErrors(asset, register));
  flag('depreciationMethod', asset.depreciationMethod === null);
  flag('description', isBlank(asset.description));
  if (assetStartDate(asset) === null) {
    errors.push({ field: 'invoiceDate', message: ASSET_MESSAGES.startDate });
    errors.push({ field: 'depreciationCommencementDate', message: ASSET_MESSAGES.startDate });
  }
  flag('financialYearEndDate', isBlank(asset.financialYearEndDate));
  if (entersAfterReport(asset, register)) {
    errors.push({ field: 'financialYearEndDate', message: ASSET_MESSAGES.financialYearEndAfterReport });
  }
  flag('originalCost', asset.originalCost === null);
  // docs/product/rules.md pairs the written-down value with its date both ways.
  flag('writtenDownValueDate', asset.writtenDownValue !== null && isBlank(asset.writtenDownValueDate));
  flag('writtenDownValue', asset.writtenDownValue === null && !isBlank(asset.writtenDownValueDate));
  flag('depreciationRate', effectiveRate(asset) === null);
  // Issue 25 item 4: a schedule must not go out with an unexplained rate (rate-reason.ts).
  if (needsRateReason(asset)) errors.push({ field: 'rateReason', message: RATE_REASON_MESSAGE });
  if (asset.depreciationMethod?.code === 'PC') {
    flag('annualDepreciationClaim', asset.annualDepreciationClaim === null);
    flag('historicalBuildingCost', asset.historicalBuildingCost === null);
  }
  errors.push(...demolitionErrors(asset.assetDemolitions));
  // Issue 26 item 4: the disposal's date and termination value, one rule (disposal.ts).
  errors.push(
    ...disposalErrors(asset, engineStartDate(asset, assetStartDate(asset)), register?.eofyReportDate),
  );
  errors.push(...eventDateErrors(asset));
  // Issue 23: the faults the service refuses outright, shown on their cells before a save is tried.
  errors.push(...lawFactErrors(asset));
  // Issue 26 item 5: every reason the engine would leave the asset out is an error the register shows.
  errors.push(...unreadableValueErrors(asset));
  const group = asset.assetCode && register?.assetGroupOf ? register.assetGroupOf(asset.assetCode.id) : null;
  errors.push(...secondHandFactErrors(asset, assetStartDate(asset), register?.taxpayer, group));
  return errors;
}

/** Whether a register row is valid (error mode of docs/product/states-and-permissions.md shows the rows for which this is false). */
export function isAssetValid(asset: Asset, register?: AssetRegisterContext): boolean {
  return validateAsset(asset, register).length === 0;
}

/**
 * docs/product/rules.md: a historical building cost that differs from the original cost and is not 0 gets a warning style. It is
 * legitimate (docs/tax-rules.md "Asset fields": a second-hand building is claimed on its construction cost), so it is a
 * warning, never an error. Compared in cents.
 */
export function hasHistoricalBuildingCostWarning(
  asset: Pick<Asset, 'historicalBuildingCost' | 'originalCost'>,
): boolean {
  const historical = asset.historicalBuildingCost;
  if (historical === null || historical === 0) return false;
  return asset.originalCost === null || dollarsToCents(historical) !== dollarsToCents(asset.originalCost);
}

/**
 * s40-430(1) over the register (docs/product/rules.md "Asset row"): the assets depreciated singly that should have
 * gone to the low value pool, by asset id, each with its message. A warning, not an error (low-cost-pooling.ts).
 * The cost tested is the whole asset's; owners' interests (s40-35) will change it here when they come.
 */
export function lowCostPoolingWarnings(
  assets: readonly Asset[],
  lowValuePoolFlag: boolean,
): Map<number, string> {
  const facts: PoolingFacts[] = [];
  for (const asset of assets) {
    const start = assetStartDate(asset);
    const code = asset.depreciationCategory?.code;
    if (code === undefined || asset.originalCost === null || start === null || !isCivilDate(start)) continue;
    let cost: number;
    try {
      cost = dollarsToCents(asset.originalCost);
    } catch {
      continue;
    }
    facts.push({ id: String(asset.id), category: code, cost, startDate: start });
  }
  const byId = new Map(assets.map((a) => [String(a.id), a.id] as const));
  const warnings = new Map<number, string>();
  for (const breach of lowCostPoolingBreaches(facts, lowValuePoolFlag)) {
    const id = byId.get(breach.id);
    if (id !== undefined) warnings.set(id, breach.message);
  }
  return warnings;
}
