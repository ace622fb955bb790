/**
 * Validation (docs/tax-rules.md rule 17) and preparation of one asset: start day and value, the FY it is shown from,
 * its deduction class, and its events (demolitions, disposal, abandonment) as day numbers.
 */
import { dayNumber, isCivilDate } from '../calendar/civil-date';
import { fyOfDay } from '../calendar/financial-year';
import {
  ImmediateDeductionPeers,
  type ImmediateDeductionVerdict,
  immediateDeduction,
} from '../division40/immediate-deduction';
import { type DeductionDenial, secondHandResidentialVerdict } from '../law/second-hand-residential';
import {
  CATEGORY_CODES,
  EXPENSED_ASSET_GROUP,
  type MethodCode,
  type NormalizedSettings,
  type TaxAssetInput,
  type TaxInputIssue,
} from '../model/input';
import { type Cents, ONE, type Ratio, ratioAdd, ratioCompare, ZERO } from '../money/exact';

/**
 * How the asset is deducted: singly under Division 40 or 43, in the low value pool from its start, as an instant
 * write-off (IA), or whole as another deduction (repairs `R`, expensed items of asset group `EX`).
 */
export type DeductionClass = 'division40' | 'division43' | 'pool' | 'instant' | 'repairs' | 'expensed';

export interface PreparedDemolition {
  day: number;
  rate: Ratio;
}

export interface PreparedAsset {
  /** Position in the id-sorted list (the engine's only order). */
  index: number;
  input: TaxAssetInput;
  deductionClass: DeductionClass;
  method: MethodCode;
  startDay: number;
  startFinancialYear: number;
  /** The FY from which the register shows the asset (its entry FY, or its start FY when later; rule 1). */
  displayFirstFinancialYear: number;
  /**
   * The FY whose additions hold the asset's value (rule 1, issue 26 item 10): the FY its start date falls in, when
   * the engine starts there. Null for an asset held before the engine's first FY (it started in an earlier FY, or
   * its written-down value is carried from an earlier 30 June): its value is that FY's opening value, not an
   * addition, whichever FY the register shows first.
   */
  additionFinancialYear: number | null;
  startValue: Cents;
  fromWrittenDownValue: boolean;
  /** A written-down value dated 30 June: a pooled `L` asset joins as opening balance (rule 4). */
  writtenDownValueAtYearEnd: boolean;
  /** Share of the historical cost already demolished when the engine starts (rule 7). */
  initialDemolished: Ratio;
  demolitions: readonly PreparedDemolition[];
  disposalDay: number | null;
  terminationValue: Cents;
  abandonmentDay: number | null;
  /** The first day on which an event ends the asset, or +Infinity. */
  endDay: number;
  /**
   * s40-80(2) (division40/immediate-deduction.ts): an item of $300 or less of a non-business owner, deducted whole in
   * its start FY as its decline in value when `applies` (docs/tax-engine.md decision 20); null when the rule does not
   * reach the asset (no non-business owner, not category 40 or L, over $300, or started from a written-down value).
   */
  immediateDeduction: ImmediateDeductionVerdict | null;
  /**
   * Why every deduction figure of the asset is nil while its adjustable value still declines (s40-27,
   * division40/second-hand-denial.ts; docs/tax-engine.md decision 19), or null.
   */
  deniedBy: DeductionDenial | null;
}

const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function validRatio(r: unknown): r is Ratio {
  const x = r as Ratio | null;
  return !!x && Number.isSafeInteger(x.num) && Number.isSafeInteger(x.den) && x.den > 0 && x.num >= 0;
}

/**
 * Rule 1 at a register's date (docs/tax-rules.md; assets/disposal.ts): a report schedules what happened up to its
 * EOFY report date, so a disposal in a later FY is refused, as the register flags it. The worked examples have no
 * taxpayer and project a disposal of any year, so the engine asks this only of a register's assets.
 */
export function disposalAfterReportIssues(a: TaxAssetInput, currentFinancialYear: number): TaxInputIssue[] {
  if (!a.disposal || !isCivilDate(a.disposal.date)) return [];
  const year = fyOfDay(dayNumber(a.disposal.date));
  if (year <= currentFinancialYear) return [];
  const message = `FY${year} is after the report's current FY${currentFinancialYear}`;
  return [{ assetId: a.id ?? null, field: 'disposal.date', message }];
}

/**
 * The asset's issues (rule 17); with the report's current FY (null or absent when the settings are invalid), also
 * rule 1's: an asset cannot enter the register after the current FY, the FY ending on the EOFY report date.
 */
export function validateAsset(a: TaxAssetInput, currentFinancialYear?: number | null): TaxInputIssue[] {
  const issues: TaxInputIssue[] = [];
  const issue = (field: string, message: string) => issues.push({ assetId: a.id ?? null, field, message });
  if (typeof a.id !== 'string' || a.id === '') issue('id', 'must be a non-empty string');
  if (!CATEGORY_CODES.includes(a.categoryCode))
    issue('categoryCode', `must be one of ${CATEGORY_CODES.join(', ')}`);
  if (a.methodCode !== 'DV' && a.methodCode !== 'PC') issue('methodCode', 'must be DV or PC');
  if (!isCivilDate(a.startDate)) issue('startDate', 'must be a date YYYY-MM-DD');
  if (!Number.isInteger(a.entryFinancialYear)) issue('entryFinancialYear', 'must be a year');
  else if (currentFinancialYear != null && a.entryFinancialYear > currentFinancialYear) {
    issue(
      'entryFinancialYear',
      `FY${a.entryFinancialYear} is after the report's current FY${currentFinancialYear}`,
    );
  }
  if (!isCents(a.originalCost) || a.originalCost < 0)
    issue('originalCost', 'must be whole cents, not negative');
  if (!validRatio(a.rate)) issue('rate', 'must be an exact non-negative rate');
  if (a.annualClaim != null && (!isCents(a.annualClaim) || a.annualClaim < 0))
    issue('annualClaim', 'must be whole cents');
  if (
    a.historicalBuildingCost != null &&
    (!isCents(a.historicalBuildingCost) || a.historicalBuildingCost < 0)
  ) {
    issue('historicalBuildingCost', 'must be whole cents');
  }
  const wdv = a.writtenDownValue;
  if (wdv) {
    if (!isCents(wdv.value) || wdv.value < 0)
      issue('writtenDownValue.value', 'must be whole cents, not negative');
    if (!isCivilDate(wdv.date)) issue('writtenDownValue.date', 'must be a date YYYY-MM-DD');
  }
  if (issues.length > 0) return issues;
  const startDay = engineStartDay(a);
  let total: Ratio = ZERO;
  (a.demolitions ?? []).forEach((d, i) => {
    if (!isCivilDate(d.date)) issue(`demolitions[${i}].date`, 'must be a date YYYY-MM-DD');
    if (!validRatio(d.rate)) issue(`demolitions[${i}].rate`, 'must be an exact non-negative rate');
    else total = ratioAdd(total, d.rate);
  });
  if (ratioCompare(total, ONE) > 0) issue('demolitions', 'demolition rates add up to more than 100%');
  if (a.disposal) {
    if (!isCivilDate(a.disposal.date)) issue('disposal.date', 'must be a date YYYY-MM-DD');
    else if (dayNumber(a.disposal.date) < startDay) issue('disposal.date', 'is before the asset starts');
    if (!isCents(a.disposal.terminationValue) || a.disposal.terminationValue < 0) {
      issue('disposal.terminationValue', 'must be whole cents, not negative');
    }
  }
  if (a.abandonmentDate != null) {
    if (!isCivilDate(a.abandonmentDate)) issue('abandonmentDate', 'must be a date YYYY-MM-DD');
    else if (dayNumber(a.abandonmentDate) < startDay) issue('abandonmentDate', 'is before the asset starts');
  }
  return issues;
}

/** The start date, or the day after a written-down value's date when that is later (docs/tax-rules.md). */
function engineStartDay(a: TaxAssetInput): number {
  const start = dayNumber(a.startDate);
  return a.writtenDownValue ? Math.max(start, dayNumber(a.writtenDownValue.date) + 1) : start;
}

/**
 * `single`: the asset is depreciated on its own even if it is of category L under a pool: an item deducted whole
 * under s40-80(2) (s40-425(4) excludes it from the pool) or one whose deduction s40-27 denies (its taxable use
 * share of the pool would be nil, s40-435(2), so it would add nothing: docs/tax-engine.md decision 19).
 */
function deductionClassOf(a: TaxAssetInput, s: NormalizedSettings, single: boolean): DeductionClass {
  if (a.assetGroup === EXPENSED_ASSET_GROUP) return 'expensed';
  switch (a.categoryCode) {
    case 'R':
      return 'repairs';
    case 'IA':
      return 'instant';
    case '43':
      return 'division43';
    case 'L':
      return s.lowValuePoolFlag && !single ? 'pool' : 'division40';
    default:
      return 'division40';
  }
}

const NO_DEMOLITIONS: never[] = [];

/**
 * `peers`: the set and identical-items totals of the whole register for the $300 test (s40-80(2)); without them
 * each item is costed alone.
 */
export function prepareAsset(
  a: TaxAssetInput,
  index: number,
  s: NormalizedSettings,
  peers: ImmediateDeductionPeers = ImmediateDeductionPeers.NONE,
): PreparedAsset {
  const startDay = engineStartDay(a);
  const startFinancialYear = fyOfDay(startDay);
  // Issue 23: the law's answers, once per asset (never per FY): none without a taxpayer (plain arithmetic).
  const deniedBy: DeductionDenial | null =
    s.taxpayer && secondHandResidentialVerdict(a, s.taxpayer).kind === 'denied' ? 's40-27' : null;
  const immediate = s.taxpayer ? immediateDeduction(a, s, peers) : null;
  const deductionClass = deductionClassOf(a, s, immediate?.applies === true || deniedBy !== null);
  // Rule 9: category 43 always straight line; rule 18: L with the flag clear follows the report's method.
  const method: MethodCode =
    a.categoryCode === '43'
      ? 'PC'
      : a.categoryCode === 'L' && s.depreciationMethod
        ? s.depreciationMethod
        : a.methodCode;
  let initialDemolished: Ratio = ZERO;
  // Most assets have no demolition: they share one empty list (never written) instead of four of their own.
  const given = a.demolitions ?? NO_DEMOLITIONS;
  const demolitions: PreparedDemolition[] = given.length === 0 ? NO_DEMOLITIONS : [];
  const sorted =
    given.length === 0
      ? NO_DEMOLITIONS
      : given
          .map((d) => ({ day: dayNumber(d.date), rate: d.rate }))
          .sort((x, y) => x.day - y.day || ratioCompare(x.rate, y.rate));
  for (const d of sorted) {
    // Rule 7: demolitions before the engine starts only adjust the basis.
    if (d.day < startDay) initialDemolished = ratioAdd(initialDemolished, d.rate);
    else if (d.rate.num > 0) demolitions.push(d);
  }
  let endDay = Number.POSITIVE_INFINITY;
  let cumulative = initialDemolished;
  for (const d of demolitions) {
    cumulative = ratioAdd(cumulative, d.rate);
    if (ratioCompare(cumulative, ONE) >= 0) {
      endDay = d.day;
      break;
    }
  }
  const disposalDay = a.disposal ? dayNumber(a.disposal.date) : null;
  const abandonmentDay = a.abandonmentDate ? dayNumber(a.abandonmentDate) : null;
  if (disposalDay !== null) endDay = Math.min(endDay, disposalDay);
  if (abandonmentDay !== null) endDay = Math.min(endDay, abandonmentDay);
  if (ratioCompare(initialDemolished, ONE) >= 0) endDay = Math.min(endDay, startDay);
  const wdv = a.writtenDownValue;
  return {
    index,
    input: a,
    deductionClass,
    method,
    startDay,
    startFinancialYear,
    displayFirstFinancialYear: Math.max(startFinancialYear, a.entryFinancialYear),
    additionFinancialYear: fyOfDay(dayNumber(a.startDate)) === startFinancialYear ? startFinancialYear : null,
    startValue: wdv ? wdv.value : a.originalCost,
    fromWrittenDownValue: !!wdv,
    writtenDownValueAtYearEnd: !!wdv && wdv.date.slice(5) === '06-30',
    initialDemolished,
    demolitions,
    disposalDay,
    terminationValue: a.disposal?.terminationValue ?? 0,
    abandonmentDay,
    endDay,
    immediateDeduction: immediate,
    deniedBy,
  };
}
