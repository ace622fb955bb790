/**
 * Checker search and choice (docs/product/states-and-permissions.md, docs/product/rules.md "General Info"): the search runs only from 3 characters, fewer clears
 * the list, and a checker that is not one of the suggestions is cleared.
 */
import type { CheckerSearchResult, ReportReportingInfo } from '../api';

/** docs/product/rules.md#constants-and-limits: suggestions (tax code and checker) start at 3 characters. */
export const SUGGESTION_MIN_LENGTH = 3;

/** Whether the typed text is long enough to search; when it is not, the suggestion list is cleared. */
export function shouldSearchCheckers(typed: string): boolean {
  return checkerSearchTerm(typed) !== null;
}

/**
 * The term a checker search runs on: the typed text without surrounding spaces, or null when it is too short to
 * search (the browser then clears the list, the service answers an empty one).
 */
export function checkerSearchTerm(typed: string): string | null {
  const term = typed.trim();
  return term.length >= SUGGESTION_MIN_LENGTH ? term : null;
}

/** The checker's id: docs/product/entities.md "Checker search result" carries checkerId or userId. */
export function checkerIdOf(result: CheckerSearchResult): number {
  return result.checkerId ?? result.userId;
}

/** The name shown in the suggestion list and stored as qsChecker. */
export function checkerNameOf(result: CheckerSearchResult): string {
  return `${result.firstname} ${result.lastname}`.trim();
}

export type CheckerChoice = Pick<ReportReportingInfo, 'qsChecker' | 'qsCheckerId'>;

/**
 * The checker kept after the user leaves the field with `typed` in it: the suggestion whose name matches
 * (case and surrounding spaces ignored), or a cleared checker when none does (docs/product/states-and-permissions.md).
 */
export function resolveChecker(typed: string, suggestions: readonly CheckerSearchResult[]): CheckerChoice {
  const wanted = typed.trim().toLowerCase();
  const match =
    wanted === '' ? undefined : suggestions.find((s) => checkerNameOf(s).toLowerCase() === wanted);
  return match
    ? { qsChecker: checkerNameOf(match), qsCheckerId: checkerIdOf(match) }
    : { qsChecker: null, qsCheckerId: null };
}
