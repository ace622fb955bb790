/**
 * The Summary answer the service must give for a schedule (the tests' oracle): the whole tab's answer
 * (`summaryAnswer`) and the assets its totals leave out (issue 23 item 9), found here from the inputs, not from the
 * service's line groups: a calculated asset without a line starts later when its start or entry FY is after the
 * current FY (docs/tax-rules.md rule 1), or it is valued (written-down value) at a later date, else it has ended
 * earlier; the register's rows without figures are counted
 * as they are.
 */
import type { SummaryAnswer } from '@taxdep/domain';
import type { LineWindow } from '@taxdep/domain/paging';
import {
  civilDateOfDayNumber,
  dayNumber,
  financialYearOf,
  type Schedule,
  summaryTab,
} from '@taxdep/domain/tax';
import { summaryAnswer, summaryLeftOutAnswer } from './wire-figures';

export function expectedSummary(
  schedule: Schedule,
  withoutFigures: number,
  window: LineWindow,
): SummaryAnswer {
  const tab = summaryTab(schedule);
  const lines = new Set(
    tab.categoryWiseAssetForSummaryTab.flatMap((g) => g.listOfAssetForSummaryTab.map((a) => a.assetId)),
  );
  const startsLater = { count: 0, originalCost: 0 };
  const endedEarlier = { count: 0, originalCost: 0 };
  for (const { input } of schedule.assets) {
    if (lines.has(input.id)) continue;
    // The engine starts an asset with a written-down value the day after its date (docs/tax-rules.md "Asset fields").
    const valued = input.writtenDownValue
      ? financialYearOf(civilDateOfDayNumber(dayNumber(input.writtenDownValue.date) + 1))
      : 0;
    const first = Math.max(financialYearOf(input.startDate), valued, input.entryFinancialYear);
    const kind = first > schedule.currentFinancialYear ? startsLater : endedEarlier;
    kind.count += 1;
    kind.originalCost += input.originalCost;
  }
  return {
    ...summaryAnswer(tab, window),
    ...summaryLeftOutAnswer({ startsLater, endedEarlier }, withoutFigures),
  };
}
