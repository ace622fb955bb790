import type { Report } from '@taxdep/domain';
import { FIGURES_TYPES } from '../figures/identifiers';
import { useInjection } from '../ui/container-context';
import type { CalculationsStore } from './CalculationsStore';
import { CalculationsTab } from './CalculationsTab';
import { ExplanationDialog } from './ExplanationDialog';
import type { ExplanationStore } from './ExplanationStore';

/**
 * The Calculations tab with its figures explaining themselves (issue 12): a click, Enter or Space on a figure
 * opens the explanation panel for that asset and figure (columns.ts ExplainFigure).
 */
export function ExplainedCalculationsTab(props: { report: Report }) {
  const store = useInjection<ExplanationStore>(FIGURES_TYPES.ExplanationStore);
  const calculations = useInjection<CalculationsStore>(FIGURES_TYPES.CalculationsStore);
  const reportId = props.report.depreciationReportId;
  // The row the figure was chosen in names the asset: its tax code and description head the panel.
  const about = (assetId: number) => {
    const row = calculations.rows.find((r) => r.id === assetId);
    return [row?.assetCode && `Tax code ${row.assetCode}`, row?.description].filter(Boolean).join(' · ');
  };
  return (
    <>
      <CalculationsTab
        report={props.report}
        onExplain={(assetId, figure) => void store.explain(reportId, assetId, figure, about(assetId))}
      />
      <ExplanationDialog store={store} />
    </>
  );
}
