import type { DeductionCategory } from '@taxdep/domain';

/** What the tab says when its call fails, before the service's reason (ui/failure-message.ts). _Ours_. */
export const DEDUCTIONS_FAILED = 'The deductions could not be loaded';

/** How a view is drawn: the 40-year flow, the six-year deduction table, or the two short tables. */
export type DeductionLayout = 'taxFlow' | 'deductionTable' | 'instantWriteOff' | 'otherDeductions';

export interface DeductionViewOption {
  category: DeductionCategory;
  label: string;
  layout: DeductionLayout;
}

/** The seven views of the drop-down, in order (docs/product/calculations-deductions-summary-report.md#deductions-tab). */
export const DEDUCTION_VIEWS: readonly DeductionViewOption[] = [
  { category: 'DiminishingValue', label: 'Summary Tax Flow 40 Years', layout: 'taxFlow' },
  { category: '40', label: 'Division 40 Depreciating Asset', layout: 'deductionTable' },
  { category: 'L', label: 'Division 40 Low Value Pool', layout: 'deductionTable' },
  { category: 'CapitalWorks', label: 'Division 43 Capital Works', layout: 'deductionTable' },
  { category: 'Abandonment', label: 'Division 43 Fit-Out Abandonment', layout: 'deductionTable' },
  { category: 'IA', label: 'Instant Asset Write-Off', layout: 'instantWriteOff' },
  { category: 'R', label: 'Other Deductions', layout: 'otherDeductions' },
];

export const FIRST_VIEW = DEDUCTION_VIEWS[0] as DeductionViewOption;

export function viewOf(category: DeductionCategory): DeductionViewOption {
  return DEDUCTION_VIEWS.find((view) => view.category === category) ?? FIRST_VIEW;
}

export function isDeductionCategory(value: string): value is DeductionCategory {
  return DEDUCTION_VIEWS.some((view) => view.category === value);
}
