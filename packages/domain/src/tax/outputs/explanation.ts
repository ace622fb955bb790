/**
 * `explainAssetYear` (issue 12, "every figure explains itself"): the derivation of an asset's figures for one FY as
 * the Calculations tab shows them (docs/tax-rules.md "Outputs"), as plain data: the value going in, the days held,
 * the rate and where it came from, each formula with its numbers, the rounding, the year's events, and the section of
 * the Act or rule each step follows. The steps evaluate (explanation-model.ts) to exactly the schedule's figures.
 */
import type { PreparedAsset } from '../events/prepare';
import type { AssetRows } from '../model/rows';
import {
  type AssetYearExplanation,
  type Calculation,
  type ExplainedFigures,
  FIGURE_NAMES,
  type FigureName,
} from './explanation-model';
import type { ExplanationBody } from './explanation-parts';
import { explainPooledYear } from './explanation-pool';
import { explainSingleYear } from './explanation-single';
import {
  type AssetRateContext,
  explainRate,
  explainRounding,
  money,
  StepList,
  step,
  term,
} from './explanation-text';
import { explainWholeYear } from './explanation-whole';
import { assetYear, claimToDate, compareAssetIds, type Schedule } from './schedule';

export type { AssetRateContext } from './explanation-text';

/** The asset's position in the schedule (sorted by id, decision 11), or -1. */
export function indexOfAsset(schedule: Schedule, assetId: string): number {
  let lo = 0;
  let hi = schedule.assets.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = compareAssetIds((schedule.assets[mid] as PreparedAsset).input.id, assetId);
    if (c === 0) return mid;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

const noDerivation = (): Record<FigureName, string | null> => ({
  openingWrittenDownValue: null,
  additions: null,
  depreciation: null,
  balancingAdjustment: null,
  closingWrittenDownValue: null,
  depreciationClaimToDate: null,
});

/**
 * Explains the figures of `assetId` in `financialYear` (any FY; the Calculations tab shows the current one).
 * `rateContext` adds what the engine's input lacks to say where the rate came from: the tax code and its
 * effective-life row, the construction type, the rate mode. Throws a RangeError for an id not in the schedule.
 */
export function explainAssetYear(
  schedule: Schedule,
  assetId: string,
  financialYear: number,
  rateContext?: AssetRateContext,
): AssetYearExplanation {
  const index = indexOfAsset(schedule, assetId);
  if (index < 0) throw new RangeError(`no asset ${assetId} in the schedule`);
  const a = schedule.assets[index] as PreparedAsset;
  const rows = schedule.rows[index] as AssetRows;
  const fy = financialYear;
  const y = assetYear(schedule, index, fy);
  const list = new StepList();
  const cls = a.deductionClass;
  const body: ExplanationBody = y.pooled
    ? explainPooledYear(schedule, index, fy, list)
    : cls === 'instant' || cls === 'repairs' || cls === 'expensed'
      ? explainWholeYear(schedule, index, fy, list)
      : explainSingleYear(schedule, index, fy, list, explainRate(a, rateContext));
  const d = body.derivation;
  // Decision 3: the claim to date adds every FY's decline and abandonment, less its balancing adjustment.
  const previous = fy - 1 >= rows.firstFinancialYear ? claimToDate(schedule, index, fy - 1) : 0;
  const parts: { sign: 1 | -1; of: Calculation }[] = [{ sign: 1, of: previous }];
  if (d?.depreciation) parts.push({ sign: 1, of: step(d.depreciation) });
  if (d?.abandonment) parts.push({ sign: 1, of: step(d.abandonment) });
  if (d?.balancing) parts.push({ sign: -1, of: step(d.balancing) });
  list.add('claimToDate', 'Claim to date', { op: 'sum', parts }, 'decision 3', (x) => {
    const terms = [
      `deductions to the end of FY${fy - 1} ${money(previous)}`,
      d?.depreciation ? `+ depreciation ${money(list.amount(d.depreciation))}` : '',
      d?.abandonment ? `+ abandonment ${money(list.amount(d.abandonment))}` : '',
      d?.balancing ? `− balancing adjustment ${term(list.amount(d.balancing))}` : '',
    ];
    return `${terms.filter((t) => t !== '').join(' ')} = ${money(x)}`;
  });
  const shown = fy >= a.displayFirstFinancialYear;
  const derivation = noDerivation();
  if (shown) {
    if (d) {
      derivation[d.valueFigure] = d.value;
      derivation.depreciation = d.depreciation;
      derivation.balancingAdjustment = d.balancing;
      derivation.closingWrittenDownValue = d.closing;
    }
    derivation.depreciationClaimToDate = 'claimToDate';
  }
  const figures: ExplainedFigures = {
    openingWrittenDownValue: y.openingValue,
    additions: y.additions,
    depreciation: y.decline,
    balancingAdjustment: y.balancingAdjustment,
    closingWrittenDownValue: y.closingValue,
    depreciationClaimToDate: claimToDate(schedule, index, fy),
  };
  // Rule 1: FYs before the entry FY belong to an earlier register; the tab shows nothing for them.
  if (!shown) for (const name of FIGURE_NAMES) figures[name] = 0;
  return {
    assetId: a.input.id,
    financialYear: fy,
    shown,
    treatment: d ? body.treatment : 'nothing',
    note: shown
      ? body.note
      : `before the entry FY FY${a.displayFirstFinancialYear}: not shown (rule 1)${body.note ? `; ${body.note}` : ''}`,
    days: body.days,
    rate: body.rate,
    rounding: explainRounding(schedule.settings, y.pooled),
    events: body.events,
    steps: list.steps,
    figures,
    derivation,
  };
}
