/**
 * Issue 26 item 5: what is computed is exactly what is valid. These are the reasons the engine's mapper
 * (tax/mapping/from-api-asset.ts) and its input check (tax/events/prepare.ts `validateAsset`, tax/law
 * `lawIssues`) would leave an asset out, said as register errors on the cells they concern, so that no asset is
 * left out of the figures without the register flagging it. `validateAsset` (validation.ts) adds them to its own
 * rules, and the engine input filter (engine-input.ts) computes only what `validateAsset` passes.
 */
import type { Asset } from '../api';
import { isCivilDate } from '../format';
import { civilDateOfDayNumber, dayNumber } from '../tax/calendar/civil-date';
import { secondHandResidentialRefusal } from '../tax/law/second-hand-residential';
import type { Taxpayer } from '../tax/law/taxpayer';
import { readPercent } from '../tax/mapping/percent';
import { CATEGORY_CODES, type CategoryCode, type TaxAssetInput } from '../tax/model/input';
import { ratio } from '../tax/money/exact';
import type { AssetErrorField, AssetFieldError } from './asset-errors';

/** The amounts of a row and the cell each is flagged on. */
const AMOUNTS = [
  ['originalCost', 'Original cost'],
  ['writtenDownValue', 'Written down value'],
  ['annualDepreciationClaim', 'Annual depreciation claim'],
  ['historicalBuildingCost', 'Historical building cost'],
  ['terminationValue', 'Termination value'],
] as const satisfies readonly (readonly [AssetErrorField & keyof Asset, string])[];

/** The dates of a row the engine reads, and the cell each is flagged on. */
const DATES = [
  ['invoiceDate', 'Invoice date'],
  ['depreciationCommencementDate', 'Depreciation commencement date'],
  ['financialYearEndDate', 'Financial year end'],
  ['writtenDownValueDate', 'Written down value date'],
  ['disposalDate', 'Disposal date'],
  ['constructionCompletionDate', 'Construction completed'],
] as const satisfies readonly (readonly [AssetErrorField & keyof Asset, string])[];

/** An amount the engine takes: whole cents (at most two decimals), never negative. */
function amountProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be an amount';
  if (value < 0) return 'must not be negative';
  return Number.isSafeInteger(Math.round(value * 100)) && Math.round(value * 100) / 100 === value
    ? null
    : 'must be in dollars with at most two decimals';
}

/** What the mapper refuses of the row's own values: amounts, dates, rates and codes it cannot read. */
export function unreadableValueErrors(asset: Asset): AssetFieldError[] {
  const errors: AssetFieldError[] = [];
  for (const [field, label] of AMOUNTS) {
    const problem = amountProblem(asset[field]);
    if (problem) errors.push({ field, message: `${label} ${problem}.` });
  }
  for (const [field, label] of DATES) {
    const value = asset[field];
    if (value && !isCivilDate(value)) errors.push({ field, message: `${label} must be a date.` });
  }
  const rate = asset.sourceTaxRate ?? asset.depreciationRate;
  if (rate !== null && rate !== undefined) {
    const reading = readPercent(rate);
    if (reading.rate === null) {
      errors.push({
        field: 'depreciationRate',
        message: `Depreciation rate ${reading.problems.join(' and ')}.`,
      });
    }
  }
  asset.assetDemolitions.forEach((demolition, demolitionIndex) => {
    // A rate out of (0, 100] has its own message (validation.ts); here only what the engine cannot read.
    const inRange = demolition.rate !== null && demolition.rate > 0 && demolition.rate <= 100;
    const reading = inRange ? readPercent(demolition.rate) : null;
    if (reading && reading.rate === null) {
      const message = `Demolition rate ${reading.problems.join(' and ')}.`;
      errors.push({ field: 'demolitionRate', message, demolitionIndex });
    }
  });
  const category = asset.depreciationCategory?.code;
  if (category !== undefined && !CATEGORY_CODES.includes(category as CategoryCode)) {
    errors.push({
      field: 'depreciationCategory',
      message: `Category must be one of ${CATEGORY_CODES.join(', ')}.`,
    });
  }
  const method = asset.depreciationMethod?.code;
  if (method !== undefined && method !== 'DV' && method !== 'PC') {
    errors.push({ field: 'depreciationMethod', message: 'Depreciation method must be DV or PC.' });
  }
  return errors;
}

/**
 * The first day the engine counts the asset (docs/tax-rules.md "Asset fields", decision 8, s43-30): the later of
 * the start date, the day after a written-down value's date, and, for capital works, the completion of
 * construction. Null when the asset has no readable start. An event before it ends an asset that has not started:
 * rule 17 refuses it (isBeforeEngineStart here, and a disposal's in disposal.ts).
 */
export function engineStartDate(asset: Asset, start: string | null): string | null {
  if (start === null || !isCivilDate(start)) return null;
  let from = dayNumber(start);
  const wdvDate = asset.writtenDownValue !== null ? asset.writtenDownValueDate : null;
  if (wdvDate && isCivilDate(wdvDate)) from = Math.max(from, dayNumber(wdvDate) + 1);
  const completion = asset.constructionCompletionDate;
  if (asset.depreciationCategory?.code === '43' && completion && isCivilDate(completion)) {
    from = Math.max(from, dayNumber(completion));
  }
  return civilDateOfDayNumber(from);
}

/** Whether `date` is before the day the engine starts from (engineStartDate). */
export function isBeforeEngineStart(asset: Asset, start: string, date: string): boolean {
  const from = engineStartDate(asset, start);
  return from !== null && isCivilDate(date) && date < from;
}

/**
 * s40-27 needs facts of General Info to judge a second-hand Division 40 asset of a residential rental
 * (law/second-hand-residential.ts): while one is not set the engine computes nothing for the asset, so the
 * register names the missing fact on its Second-hand cell. `assetGroup`: the tax code's asset group when known
 * (an expensed item, `EX`, is not judged).
 */
export function secondHandFactErrors(
  asset: Asset,
  start: string | null,
  taxpayer: Taxpayer | undefined,
  assetGroup: string | null,
): AssetFieldError[] {
  const category = asset.depreciationCategory?.code;
  if (!taxpayer || !start || !isCivilDate(start) || !category) return [];
  const facts = {
    id: String(asset.id),
    categoryCode: category as CategoryCode,
    methodCode: 'DV',
    assetGroup: assetGroup ?? '',
    industry: '',
    subIndustry: '',
    startDate: start,
    entryFinancialYear: 0,
    originalCost: 0,
    rate: ratio(0, 1),
    secondHand: asset.secondHand ?? null,
  } satisfies TaxAssetInput;
  const refusal = secondHandResidentialRefusal(facts, taxpayer);
  return refusal === null ? [] : [{ field: 'secondHand', message: refusal }];
}
