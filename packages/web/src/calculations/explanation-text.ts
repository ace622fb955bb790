import type { AssetYearExplanationAnswer, ExplanationEvent, ExplanationRate } from '@taxdep/domain';
import { dollarsToCents, formatMoneyCents } from '@taxdep/domain/format';
import { CALCULATION_COLUMNS, type CalculationFigureColumn } from './columns';

/** The six figures in the Calculations tab's order, with its column names (columns.ts). */
export const EXPLAINED_FIGURES: readonly { figure: CalculationFigureColumn; label: string }[] =
  CALCULATION_COLUMNS.flatMap((column) =>
    column.figure ? [{ figure: column.figure, label: column.label }] : [],
  );

export function figureLabel(figure: CalculationFigureColumn): string {
  return EXPLAINED_FIGURES.find((f) => f.figure === figure)?.label ?? figure;
}

/**
 * Wire dollars to the cent: an explanation shows the exact figure its steps give (the table rounds to whole
 * dollars for display only, docs/product/calculations-deductions-summary-report.md).
 */
export const exactDollars = (dollars: number): string => formatMoneyCents(dollarsToCents(dollars));

/** How the asset was treated in the FY (explanation-model.ts `treatment`), in a surveyor's words. */
export const TREATMENTS: Record<AssetYearExplanationAnswer['treatment'], string> = {
  single: 'Depreciated on its own (Division 40 or 43)',
  pool: 'In the low value pool (Subdivision 40-E)',
  whole: 'Deducted in full in the year',
  nothing: 'No figures in this financial year',
};

/** Where the rate came from (explanation-calls.ts `ExplanationRate.source`). */
export const RATE_SOURCES: Record<ExplanationRate['source'], string> = {
  effectiveLife: 'Tax-office rate from the effective life of the tax code',
  division43Table: 'Division 43 rate for the construction type and period',
  customised: 'Customised rate (Customize mode)',
  asEntered: 'Rate as entered in the register',
  lowValuePool: 'Low value pool rates',
  wholeDeduction: 'Deducted whole, no rate',
};

export const METHODS: Record<'DV' | 'PC', string> = { DV: 'diminishing value', PC: 'prime cost' };

export const EVENTS: Record<ExplanationEvent['kind'], string> = {
  demolition: 'Demolition',
  disposal: 'Disposal',
  abandonment: 'Abandonment',
  poolEntry: 'Joins the low value pool',
  additionalAllowance: 'Additional allowance',
  instantWriteOff: 'Instant asset write-off',
  immediateDeduction: 'Immediate deduction of $300 or less (s40-80(2))',
  deductionDenied: 'No deduction: second-hand asset in residential premises (s40-27)',
};

/** The step that gives the figure asked about, if the figure is not nil. */
export function stepOf(answer: AssetYearExplanationAnswer, figure: CalculationFigureColumn): string | null {
  return answer.derivation[figure];
}
