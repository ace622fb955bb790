/** The Summary's left-out assets in words (issue 23 item 9), for the Summary tab and the report PDF alike. */
import type { SummaryLeftOut } from '../../api/calculation-calls';
import { dollarsToCents, formatMoney } from '../../format/money';

const assets = (count: number) => (count === 1 ? '1 asset' : `${count.toLocaleString('en-AU')} assets`);

/**
 * What the Summary's totals leave out, in words (issue 23 item 9; docs/product/calculations-deductions-summary-report.md
 * #summary-tab), the same on the Summary tab and in the PDF's summary: how many of the register's assets the totals cover, then each kind left out with its count and
 * original cost, so the Total's original cost and the register reconcile. Null when they cover every asset.
 */
export function summaryLeftOutText(leftOut: SummaryLeftOut | undefined, lineCount: number): string | null {
  if (!leftOut) return null;
  const { withoutFigures, startingLater, endedEarlier } = leftOut;
  const register = lineCount + withoutFigures + startingLater + endedEarlier;
  const parts: string[] = [];
  if (startingLater > 0) {
    parts.push(
      `${assets(startingLater)} starting after this financial year (${formatMoney(dollarsToCents(leftOut.startingLaterOriginalCost))} original cost)`,
    );
  }
  if (endedEarlier > 0) {
    parts.push(
      `${assets(endedEarlier)} disposed of, abandoned, written off, expensed or fully deducted before it (${formatMoney(dollarsToCents(leftOut.endedEarlierOriginalCost))} original cost)`,
    );
  }
  if (withoutFigures > 0) {
    parts.push(
      `${assets(withoutFigures)} without figures (values missing or refused by the law: see Error mode)`,
    );
  }
  return `The totals cover ${lineCount.toLocaleString('en-AU')} of the register's ${assets(register)}. Left out: ${parts.join('; ')}.`;
}
