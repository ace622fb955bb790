import type { Report } from '@taxdep/domain';
import type { ReactNode } from 'react';
import { FIGURES_TYPES } from '../figures/identifiers';
import { useInjection } from '../ui/container-context';
import type { CalculationFigureColumn } from './columns';
import { ExplanationDialog } from './ExplanationDialog';
import type { ExplanationStore } from './ExplanationStore';

/**
 * Asks for a figure's explanation: the asset, the figure, the words naming the asset in the panel's head, and the
 * FY (the report's current FY when absent).
 */
export type ExplainAssetFigure = (
  assetId: number,
  figure: CalculationFigureColumn,
  about: string,
  financialYear?: number,
) => void;

/**
 * Issue 26 item 9: another tab's figures explain themselves as the Calculations tab's do. `children` draws the tab
 * with `explain`, which opens the same explanation panel (ExplanationDialog: a modal, keyboard reachable) for the
 * asset and figure of the financial year asked (the current one unless a later year's cell asks).
 */
export function ExplainedFigures(props: {
  report: Report;
  children: (explain: ExplainAssetFigure) => ReactNode;
}) {
  const store = useInjection<ExplanationStore>(FIGURES_TYPES.ExplanationStore);
  const reportId = props.report.depreciationReportId;
  return (
    <>
      {props.children(
        (assetId, figure, about, financialYear) =>
          void store.explain(reportId, assetId, figure, about, financialYear),
      )}
      <ExplanationDialog store={store} />
    </>
  );
}
