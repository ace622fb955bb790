import { createContext } from 'react';

/** The figures of a FY an asset line of a Deductions table explains (issue 26 item 9). */
export type DeductionFigure = 'openingWrittenDownValue' | 'depreciation';

/**
 * Asks for an asset's explanation (the report view opens the Calculations tab's panel); null where the tab is drawn
 * without it (a test of the tables alone), and the figures are text.
 */
export type ExplainDeduction = (
  assetId: number,
  figure: DeductionFigure,
  about: string,
  financialYear: number,
) => void;

export const ExplainDeductionContext = createContext<ExplainDeduction | null>(null);
