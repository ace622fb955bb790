import { observer } from 'mobx-react-lite';
import { LoaderOverlay } from '../ui/LoaderOverlay';
import { Modal } from '../ui/Modal';
import type { ExplanationStore } from './ExplanationStore';
import { figureLabel } from './explanation-text';
import { FigureExplanation } from './FigureExplanation';
import './explanation.css';

/**
 * The explanation panel (issue 12): a modal dialog over the Calculations tab (ui/Modal.tsx: focus moves to its
 * Close button, Tab stays inside, Escape closes, and focus returns to the figure's cell on close).
 */
export const ExplanationDialog = observer(function ExplanationDialog(props: { store: ExplanationStore }) {
  const { store } = props;
  const asked = store.asked;
  if (!asked) return null;
  const answer = store.answer;
  const year = answer ? ` in FY${answer.financialYear}` : '';
  return (
    <Modal
      title={`${figureLabel(asked.figure)} of asset ${asked.assetId}${year}`}
      subheader={asked.about || undefined}
      onClose={() => store.close()}
      focus="primary"
      wide
      scrollableBody
      testId="explanation-dialog"
      actions={[{ label: 'Close', onClick: () => store.close(), primary: true, testId: 'explanation-close' }]}
    >
      {store.failure && (
        <p className="figures-failure" role="alert" data-testid="explanation-failure">
          {store.failure}
        </p>
      )}
      {store.loading && !answer && <LoaderOverlay label="Loading the explanation" />}
      {answer && answer.assetId === asked.assetId && (
        <FigureExplanation answer={answer} figure={asked.figure} />
      )}
    </Modal>
  );
});
