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
export function ReportApp(props: { reportId: number }) {
  const store = useInjection<ReportStore>(REPORT_TYPES.ReportStore);
  useEffect(() => {
    void store.load(props.reportId);
  }, [store, props.reportId]);
  const content = <ReportContent store={store} reportId={props.reportId} />;
  // The shell may or may not provide a router; the report view owns its six routes either way.
  return useInRouterContext() ? content : <BrowserRouter basename={routerBase()}>{content}</BrowserRouter>;
}

const ReportContent = observer(function ReportContent(props: { store: ReportStore; reportId: number }) {
  const { store } = props;
  if (store.state === 'failed') {
    return (
      <div className="card load-error" role="alert" data-testid="report-load-error">
        <h2>Report not available</h2>
        <p>{reportLoadFailureText(props.reportId, store.failure)}</p>
      </div>
    );
  }
  if (store.state !== 'loaded' || !store.report) return <LoaderOverlay label="Loading report" />;
  return <ReportView report={store.report} statusLabel={store.statusLabel} />;
});

function routerBase(): string {
  const base = import.meta.env.BASE_URL ?? '/';
  return base.endsWith('/') && base.length > 1 ? base.slice(0, -1) : base;
}
