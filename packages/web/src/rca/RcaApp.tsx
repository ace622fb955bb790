import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../ui/container-context';
import { LoaderOverlay } from '../ui/LoaderOverlay';
import { RCA_TYPES } from './identifiers';
import { rcaLoadFailureText } from './load-failure';
import type { RcaStore } from './RcaStore';
import { RcaView } from './RcaView';
import '../ui/styles.css';
import './rca.css';

/** The reinstatement cost assessment sub-application (issue 28), chosen by the shell for `?rcaId=N`. */
export const RcaApp = observer(function RcaApp(props: { rcaReportId: number }) {
  const store = useInjection<RcaStore>(RCA_TYPES.RcaStore);
  useEffect(() => {
    void store.load(props.rcaReportId);
  }, [store, props.rcaReportId]);
  if (store.state === 'failed') {
    return (
      <main className="card load-error" data-testid="rca-load-error">
        <h1>Assessment not available</h1>
        <p role="alert">{rcaLoadFailureText(props.rcaReportId, store.failure)}</p>
        <p>
          <a href="/" data-testid="back-to-my-work">
            Go to My work
          </a>
        </p>
      </main>
    );
  }
  if (store.state !== 'loaded' || !store.report) return <LoaderOverlay label="Loading the assessment" />;
  return <RcaView store={store} />;
});
