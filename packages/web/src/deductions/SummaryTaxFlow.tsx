import { TaxFlowChart, TaxFlowTable } from '@taxdep/charts';
import type { CategoryReportAnswer, SummaryTaxFlowLine } from '@taxdep/domain';
import { formatDisplayDate, formatMoney } from '@taxdep/domain/format';
import type { ReactNode } from 'react';
import { wholeDollars } from '../ui/money';
import { TAX_FLOW_COLUMNS, taxFlowYears } from './figures';

const CHART_TITLE = 'Summary tax flow, 40 years: deductions per financial year';

/**
 * View 1, Summary Tax Flow 40 Years (docs/product/calculations-deductions-summary-report.md#deductions-tab): the chart
 * of the 40 years (its figures also as a table, for a screen reader), then one row per financial year end, the
 * Additional Allowances row and the Total row. Every column is a deduction: an assessable adjustment is negative.
 * `comparison` goes after the table, so the chart and the table it draws stay together: prime cost versus
 * diminishing value (issue 12, MethodComparison.tsx).
 */
export function SummaryTaxFlow(props: { answer: CategoryReportAnswer; comparison?: ReactNode }) {
  const { answer } = props;
  const years = taxFlowYears(answer.balanceSummaryTaxFlow);
  return (
    <>
      <figure className="tax-flow-figure" data-testid="tax-flow-figure">
        <TaxFlowChart years={years} title={CHART_TITLE} />
        <details className="tax-flow-figures">
          <summary>The chart’s figures as a table</summary>
          <TaxFlowTable years={years} caption={CHART_TITLE} formatMoney={formatMoney} />
        </details>
      </figure>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16) */}
      <div className="figures-scroll" tabIndex={0}>
        <table className="figures-table" data-testid="summary-tax-flow-table">
          <thead>
            <tr>
              <th scope="col">Financial Year End</th>
              {TAX_FLOW_COLUMNS.map((column) => (
                <th key={column.field} scope="col" className="num">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {answer.balanceSummaryTaxFlow.map((line, index) => (
              <FlowRow
                key={line.finYearEndDate ?? index}
                line={line}
                label={formatDisplayDate(line.finYearEndDate)}
                testId={`tax-flow-${line.finYearEndDate}`}
              />
            ))}
          </tbody>
          <tfoot>
            {answer.additionalAllowancesSummaryTaxFlow && (
              <FlowRow
                line={answer.additionalAllowancesSummaryTaxFlow}
                label="Additional Allowances"
                testId="tax-flow-additional-allowances"
                className="row-subtotal"
              />
            )}
            {answer.totalSummaryTaxFlow && (
              <FlowRow
                line={answer.totalSummaryTaxFlow}
                label="Total"
                testId="tax-flow-total"
                className="row-total"
              />
            )}
          </tfoot>
        </table>
      </div>
      {props.comparison}
    </>
  );
}

function FlowRow(props: { line: SummaryTaxFlowLine; label: string; testId: string; className?: string }) {
  return (
    <tr className={props.className} data-testid={props.testId}>
      <th scope="row" className="date">
        {props.label}
      </th>
      {TAX_FLOW_COLUMNS.map((column) => (
        <td key={column.field} className="num">
          {wholeDollars(props.line[column.field])}
        </td>
      ))}
    </tr>
  );
}
