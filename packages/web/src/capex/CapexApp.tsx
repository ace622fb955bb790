import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../ui/container-context';
import { LoaderOverlay } from '../ui/LoaderOverlay';
import type { CapexStore } from './CapexStore';
import { CapexView } from './CapexView';
import { CAPEX_TYPES } from './identifiers';
import { capexLoadFailureText } from './load-failure';
import '../ui/styles.css';
import './capex.css';

/** The capital-expenditure sub-application (issue 27), chosen by the shell for `?capexId=N`. */
export const CapexApp = observer(function CapexApp(props: { capexReportId: number }) {
  const store = useInjection<CapexStore>(CAPEX_TYPES.CapexStore);
  useEffect(() => {
    void store.load(props.capexReportId);
  }, [store, props.capexReportId]);
  if (store.state === 'failed') {
    return (
      <main className="card load-error" data-testid="capex-load-error">
        <h1>Capex forecast not available</h1>
        <p role="alert">{capexLoadFailureText(props.capexReportId, store.failure)}</p>
        <p>
          <a href="/" data-testid="back-to-my-work">
            Go to My work
          </a>
        </p>
      </main>
    );
  }
  if (store.state !== 'loaded' || !store.report) return <LoaderOverlay label="Loading capex forecast" />;
  return <CapexView store={store} />;
});
