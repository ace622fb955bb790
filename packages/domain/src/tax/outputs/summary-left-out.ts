/**
 * The register's calculated assets the Summary has no line for, and so its totals leave out (issue 23 item 9:
 * "the Summary's original-cost total covers every asset of the register or says which it leaves out"). A line is
 * an asset shown in the current FY with some figure (summary-lines.ts, rule 1 of docs/tax-rules.md); the others
 * rightly have none, each for one of two reasons, told apart so the screen can say which:
 * - `startsLater`: the asset starts, enters the register or is valued (its written-down value's date) after the
 *   current FY, so its first line is in a later FY's Summary;
 * - `endedEarlier`: nothing of it is left in the current FY: disposed of, abandoned, written off, expensed or fully
 *   deducted in an earlier FY (or a cost of nil).
 * The assets without figures at all (values missing, refused by the law) are not in the schedule: the service adds
 * their count (docs/api.md "Summary").
 */
import type { Cents } from '../money/exact';
import type { Schedule } from './schedule';

export interface SummaryLeftOutKind {
  count: number;
  /** Their original cost together, so the Total's original cost and the register's reconcile. */
  originalCost: Cents;
}

export interface SummaryLeftOut {
  startsLater: SummaryLeftOutKind;
  endedEarlier: SummaryLeftOutKind;
}

/** The assets of `schedule` that are not lines (`isLine(i)` false), by reason. */
export function summaryLeftOut(schedule: Schedule, isLine: (index: number) => boolean): SummaryLeftOut {
  const fy = schedule.currentFinancialYear;
  const startsLater = { count: 0, originalCost: 0 };
  const endedEarlier = { count: 0, originalCost: 0 };
  schedule.assets.forEach((a, i) => {
    if (isLine(i)) return;
    const rows = schedule.rows[i];
    const later = fy < a.displayFirstFinancialYear || (rows !== undefined && fy < rows.firstFinancialYear);
    const kind = later ? startsLater : endedEarlier;
    kind.count += 1;
    kind.originalCost += a.input.originalCost;
  });
  return { startsLater, endedEarlier };
}
