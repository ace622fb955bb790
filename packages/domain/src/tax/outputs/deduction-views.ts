/**
 * Deduction views (docs/product/calculations-deductions-summary-report.md#deductions-tab, docs/product/entities.md
 * "Category report response"; docs/tax-rules.md "Outputs"): the prior FY, the current FY and four more (six
 * opening values), per asset, per asset group (Table B) and per industry → sub-industry → asset group (Table A),
 * with a Total row equal to the sum of its parts. Amounts in cents; `balancingAdjustments` keeps the row sign
 * (termination value − adjustable value). Each view is kept typed (deduction-view-state.ts); these are its whole
 * form, every asset line made, for documents, BI tools and tests.
 */

import { DeductionViewState } from './deduction-view-state';
import type { DeductionView, DeductionViewKind } from './deduction-view-types';
import type { Schedule } from './schedule';

export type { LineGroupTotals } from './deduction-view-state';
export type {
  AssetGroupRow,
  AssetInfo,
  DeductionCell,
  DeductionView,
  DeductionViewKind,
  IndustryRow,
  SubIndustryRow,
} from './deduction-view-types';

export const DEDUCTION_VIEW_KINDS: readonly DeductionViewKind[] = [
  'division40',
  'lowValuePool',
  'division43',
  'abandonment',
  'instantWriteOff',
  'otherDeductions',
];

/**
 * The requested views (default: all six), whole. An asset appears in a view when one of its selected cells is
 * non-zero (docs/tax-engine.md 13).
 */
export function deductionViews(
  schedule: Schedule,
  views: readonly DeductionViewKind[] = DEDUCTION_VIEW_KINDS,
): Record<DeductionViewKind, DeductionView> {
  const out = {} as Record<DeductionViewKind, DeductionView>;
  for (const view of views) out[view] = DeductionViewState.build(schedule, view).whole();
  return out;
}

export function deductionView(schedule: Schedule, view: DeductionViewKind): DeductionView {
  return DeductionViewState.build(schedule, view).whole();
}
