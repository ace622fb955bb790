/**
 * Issue 12, "every figure explains itself": the engine's explanation of one asset's figures for a FY
 * (`explainAssetYear`, packages/domain/src/tax/outputs/explanation.ts), on the same figures as the Calculations tab
 * (figures-cache.ts), so an explanation always derives the very row the tab shows. The register under each method
 * ("prime cost versus diminishing value") is method-comparison.ts's, exported here too for the routes.
 */
import type { AssetYearExplanationAnswer } from '@taxdep/domain';
import { type AssetRateContext, assetYearExplanationAnswer, explainAssetYear } from '@taxdep/domain/tax';
import { badRequest, notFound } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import type { RegisterColumns } from './engine-input';
import { currentFigures } from './figures-cache';
import { issueText } from './issue-text';
import { type FiguresView, figuresFor } from './owner-figures';

export { methodComparison } from './method-comparison';

/** The position of `assetId` in the figures (columns follow the schedule's id order, figures-cache.ts), or -1. */
function positionOf(columns: readonly RegisterColumns[], assetId: number): number {
  let lo = 0;
  let hi = columns.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const id = (columns[mid] as RegisterColumns).id;
    if (id === assetId) return mid;
    if (id < assetId) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Why an asset of the report has no figures: the mapper's or the engine's issues (docs/tax-rules.md rule 17). */
function noFigures(figures: FiguresView, reportId: number, assetId: number): Error {
  const issues = figures.uncalculated.get(assetId);
  if (!issues) return notFound(`Asset ${assetId} is not in report ${reportId}.`);
  const reasons = issues.map(issueText).join('; ');
  return notFound(
    `Asset ${assetId} has no figures: the tax engine cannot calculate it${reasons ? ` (${reasons})` : ''}. ` +
      'Complete it in the Asset Register.',
  );
}

/**
 * What the register knows of the rate beyond the engine's input (explanation-text.ts `AssetRateContext`): the
 * tax code's row and whether the rate is the user's own (Customize mode, docs/tax-rules.md "Asset fields"). A
 * Division 43 asset's rate period follows its own construction start date and use (issue 23, migration 024), else
 * its acquisition date and the tax code's construction type.
 */
export function rateContextOf(columns: RegisterColumns): AssetRateContext {
  return {
    assetCode: columns.assetCode,
    effectiveLifeYears: columns.effectiveLife,
    dateOfApplication: columns.dateOfApplication,
    constructionType: columns.constructionType,
    constructionStartDate: columns.constructionStartDate,
    customised: columns.customised,
  };
}

/**
 * The explanation of an asset's figures in `financialYear` (default the report's current FY). FYs after the last
 * one the figures run to are refused: the schedule holds nothing there, and an empty year would explain nothing.
 */
export async function assetYearExplanation(
  db: Db,
  reportId: number,
  assetId: number,
  financialYear: number | undefined,
  ownerId?: number,
): Promise<AssetYearExplanationAnswer> {
  const whole = await currentFigures(db, reportId);
  // An owner's derivation is of the run over that owner's interests (owner-figures.ts); the whole's is the whole
  // asset's own run, which a report with several owners sums from its owners' (explanation-calls.ts says so).
  const figures: FiguresView = ownerId === undefined ? whole : figuresFor(whole, reportId, ownerId);
  const { schedule } = figures;
  const fy = financialYear ?? schedule.currentFinancialYear;
  if (fy > schedule.lastFinancialYear) {
    throw badRequest(
      `Invalid request: querystring/financialYear must be at most ${schedule.lastFinancialYear}, the last FY the figures run to.`,
    );
  }
  const at = positionOf(figures.columns, assetId);
  if (at < 0) throw noFigures(figures, reportId, assetId);
  const context = rateContextOf(figures.columns[at] as RegisterColumns);
  // Not kept with the figures: one asset's derivation is quick, and a register has too many to keep them all.
  return assetYearExplanationAnswer(explainAssetYear(schedule, String(assetId), fy, context));
}
