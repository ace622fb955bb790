/**
 * Container identifiers of the figures tabs: Calculations, Deductions and Summary, whose owner picker and port they
 * share (bound in calculations/bindings.ts). Here, below the three features, so none imports another for them.
 */
export const FIGURES_TYPES = {
  /**
   * `CalculationsPort` (domain/ports), the HTTP adapter over `TYPES.ApiClient` scoped to the chosen owner
   * (figures-owner/owner-scoped-port.ts); the three tabs share it.
   */
  CalculationsPort: Symbol.for('CalculationsPort'),
  /** `CalculationsStore`: the Calculations tab's query and page. */
  CalculationsStore: Symbol.for('CalculationsStore'),
  /** `DeductionsStore`: the chosen Deductions view and its answer. */
  DeductionsStore: Symbol.for('DeductionsStore'),
  /** `SummaryStore`: the Summary tab's answer. */
  SummaryStore: Symbol.for('SummaryStore'),
  /** `ExplanationStore`: the figure explanation panel of the Calculations tab (issue 12). */
  ExplanationStore: Symbol.for('ExplanationStore'),
  /** `MethodComparisonStore`: prime cost versus diminishing value under the Summary Tax Flow (issue 12). */
  MethodComparisonStore: Symbol.for('MethodComparisonStore'),
  /** `FiguresOwnerStore`: whose figures the tabs, the schedule export and the PDF show (issue 23 item 7). */
  FiguresOwnerStore: Symbol.for('FiguresOwnerStore'),
} as const;
