import { reportTitle } from '@taxdep/domain/format';
import type { ReportHeading } from '@taxdep/domain/ports';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import { useInjection } from '../ui/container-context';
import { LoaderOverlay } from '../ui/LoaderOverlay';
import { REPORT_TYPES } from './identifiers';
import { reportLoadFailureText } from './load-failure';
import type { ReportStore } from './ReportStore';
import { ReportView } from './ReportView';
import '../ui/styles.css';

/** The depreciation report (FARR) sub-application, chosen by the shell for `?depreciationReportId=N`. */
export function ReportApp(props: {
  reportId: number;
  /**
   * Told what names the report whenever it is read or saved (issue 26 item 16), so the shell's bar and the page
   * title follow a new EOFY date; the shell passes it, as the report view never imports the shell.
   */
  onHeading?: (heading: ReportHeading) => void;
}) {
  const store = useInjection<ReportStore>(REPORT_TYPES.ReportStore);
  useEffect(() => {
    void store.load(props.reportId);
  }, [store, props.reportId]);
  const content = (
    <>
      <HeadingFollower store={store} onHeading={props.onHeading} />
      <ReportContent store={store} reportId={props.reportId} />
    </>
  );
  // The shell may or may not provide a router; the report view owns its six routes either way.
  return useInRouterContext() ? content : <BrowserRouter basename={routerBase()}>{content}</BrowserRouter>;
}

const ReportContent = observer(function ReportContent(props: { store: ReportStore; reportId: number }) {
  const { store } = props;
  if (store.state === 'failed') {
    return (
      <main className="card load-error" data-testid="report-load-error">
        <h1>Report not available</h1>
        <p role="alert">{reportLoadFailureText(props.reportId, store.failure)}</p>
        {/* Issue 26 item 15: a way back from a link that leads nowhere. */}
        <p>
          <a href="/" data-testid="back-to-my-work">
            Go to My work
          </a>
        </p>
      </main>
    );
  }
  if (store.state !== 'loaded' || !store.report) return <LoaderOverlay label="Loading report" />;
  const title = store.heading
    ? reportTitle({ reportId: props.reportId, ...store.heading })
    : `Depreciation report ${props.reportId}`;
  return <ReportView report={store.report} title={title} statusLabel={store.statusLabel} />;
});

/** Passes the stored heading on each time it changes (a read, a save). */
const HeadingFollower = observer(function HeadingFollower(props: {
  store: ReportStore;
  onHeading?: (heading: ReportHeading) => void;
}) {
  const { heading } = props.store;
  const { onHeading } = props;
  useEffect(() => {
    if (heading && onHeading) onHeading(heading);
  }, [heading, onHeading]);
  return null;
});

function routerBase(): string {
  const base = import.meta.env.BASE_URL ?? '/';
  return base.endsWith('/') && base.length > 1 ? base.slice(0, -1) : base;
}
