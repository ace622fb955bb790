import type { TaxFlowYear } from '@taxdep/charts';
import type { CategoryReportAnswer, DeductionYear, SummaryTaxFlowLine } from '@taxdep/domain';
import { eofyDate, formatDisplayDate } from '@taxdep/domain/format';
import { centsOf } from '../ui/money';

/** A financial year by the year it ends in, as the headers show it: `30 Jun 2025`. */
export function yearEndingLabel(year: number): string {
  return formatDisplayDate(eofyDate(year));
}

/**
 * The deduction of a year of a deduction view, in cents: decline in value plus abandonment, less the balancing
 * adjustment (positive when assessable). The same sum makes the claim to date (docs/tax-engine.md decision 3), so
 * the abandonment view shows its write-off and a disposal its deductible or assessable adjustment.
 */
export function yearDeduction(year: DeductionYear | undefined): number {
  if (!year) return 0;
  return centsOf(year.depreciation) + centsOf(year.abandonment) - centsOf(year.balancingAdjustments);
}

/** The Summary Tax Flow's columns, in order (docs/product/calculations-deductions-summary-report.md#deductions-tab view 1). */
export const TAX_FLOW_COLUMNS: readonly {
  field: keyof Omit<SummaryTaxFlowLine, 'finYearEndDate'>;
  label: string;
}[] = [
  { field: 'div40Depreciation', label: 'Div 40 Depreciation' },
  { field: 'div40LVPDepreciation', label: 'Div 40 Low Value Pool Depreciation' },
  { field: 'div43Depreciation', label: 'Div 43 Depreciation' },
  { field: 'div40BalancingAdjustment', label: 'Div 40 Balancing Adjustment' },
  { field: 'div40LVPBalancingAdjustment', label: 'Low Value Pool Balancing Adjustment' },
  { field: 'div43BalancingAdjustment', label: 'Div 43 Balancing Adjustment' },
  { field: 'abandonment', label: 'Abandonment' },
  { field: 'repairs', label: 'Repairs and Other Deductions' },
  { field: 'expensedItem', label: 'Expensed Items' },
  { field: 'total', label: 'Total' },
];

/** A view with nothing to show says `There are no assets yet.`; the flow has rows even then, all zero. */
export function isViewEmpty(answer: CategoryReportAnswer): boolean {
  // Asset lines counted over the whole register: a page beyond the last is not an empty view.
  if (answer.category !== 'DiminishingValue') return answer.totalRecords === 0;
  const lines = [...answer.balanceSummaryTaxFlow, answer.additionalAllowancesSummaryTaxFlow];
  return !lines.some((line) => line && TAX_FLOW_COLUMNS.some(({ field }) => line[field] !== 0));
}

/**
 * The chart's bars from the flow's FY rows, in cents: the three kinds of decline, the balancing adjustments,
 * abandonment, and repairs with expensed items, each by its name (issue 26 item 9). The
 * Additional Allowances row is not a year and is not drawn.
 */
export function taxFlowYears(lines: readonly SummaryTaxFlowLine[]): TaxFlowYear[] {
  return lines.flatMap((line) => {
    if (!line.finYearEndDate) return [];
    const balancing =
      centsOf(line.div40BalancingAdjustment) +
      centsOf(line.div40LVPBalancingAdjustment) +
      centsOf(line.div43BalancingAdjustment);
    return [
      {
        yearEnding: Number(line.finYearEndDate.slice(0, 4)),
        division40: centsOf(line.div40Depreciation),
        lowValuePool: centsOf(line.div40LVPDepreciation),
        division43: centsOf(line.div43Depreciation),
        balancing,
        abandonment: centsOf(line.abandonment),
        repairs: centsOf(line.repairs) + centsOf(line.expensedItem),
      },
    ];
  });
}
