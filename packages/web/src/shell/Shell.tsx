import { USAGE_POLICY } from '@taxdep/domain';
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { reportTabLabel } from '../routes/report-tabs';
import { ContainerProvider, useInjection } from '../ui/container-context';
import { AddressProblemPage } from './AddressProblemPage';
import { SHELL_TYPES } from './identifiers';
import { LoadBoundary } from './LoadBoundary';
import { lazyWithTimeout } from './load-timeout';
import { PastedTokenScreen } from './PastedTokenScreen';
import { PolicyScreen } from './PolicyScreen';
import { ShellHeader } from './ShellHeader';
import { REDIRECTING_MESSAGE, type ShellStore } from './ShellStore';
import { SubApplicationPage } from './SubApplicationPage';
import { addressProblemOf } from './sub-applications';
import './shell.css';

const MainPortal = lazyWithTimeout(() => import('../portal').then((m) => m.MainPortal), 'The main portal');

const ReportApp = lazyWithTimeout(() => import('../report').then((m) => m.ReportApp), 'The report view');

const CapexApp = lazyWithTimeout(() => import('../capex').then((m) => m.CapexApp), 'The capex view');

const RcaApp = lazyWithTimeout(() => import('../rca').then((m) => m.RcaApp), 'The RCA view');

/** The entry shell (docs/product/shell-and-sign-in.md): one router at the root, then the chosen sub-application. */
export function Shell(props: { container: Container }) {
  return (
    <ContainerProvider container={props.container}>
      <BrowserRouter>
        <ShellContent />
      </BrowserRouter>
    </ContainerProvider>
  );
}

const ShellContent = observer(function ShellContent() {
  const store = useInjection<ShellStore>(SHELL_TYPES.ShellStore);
  // Issue 26 item 15: the address the page was opened at is judged once, before anything else.
  const location = useLocation();
  const [problem] = useState(() => addressProblemOf(location.pathname, location.search));
  useEffect(() => {
    if (!problem) void store.start();
  }, [store, problem]);
  if (problem) return <AddressProblemPage problem={problem} />;
  switch (store.state) {
    case 'redirecting':
      return <StatusMessage text={REDIRECTING_MESSAGE} />;
    case 'pasted-token':
      return <PastedTokenScreen store={store} />;
    case 'policy':
      return (
        <>
          <PageTitle title={`${USAGE_POLICY.title} — taxdep`} />
          <PolicyScreen store={store} />
        </>
      );
    case 'ready':
      return (
        <>
          <ReportPageTitle store={store} />
          <KeepParameter store={store} />
          <ShellHeader store={store} />
          <SubApplication store={store} />
        </>
      );
    default:
      return <StatusMessage text="Signing in…" />;
  }
});

function SubApplication(props: { store: ShellStore }) {
  const { selection } = props.store;
  if (selection.app.kind === 'portal')
    return (
      <LoadBoundary>
        <Suspense fallback={<StatusMessage text="Loading the portal…" />}>
          {/* The portal learns who is signed in from here, so it never imports the shell (no folder cycle). */}
          <MainPortal
            signedInUserId={() => props.store.user?.userId ?? null}
            signedInRole={() => props.store.user?.role ?? null}
          />
        </Suspense>
      </LoadBoundary>
    );
  // Issue 27: a capex forecast opens by its id, as a report does.
  if (selection.app.kind === 'capex' && selection.id)
    return (
      <LoadBoundary>
        <Suspense fallback={<StatusMessage text="Loading the capex forecast…" />}>
          <CapexApp capexReportId={Number(selection.id)} />
        </Suspense>
      </LoadBoundary>
    );
  // Issue 28: a reinstatement cost assessment opens by its id, as a forecast does.
  if (selection.app.kind === 'rca' && selection.id)
    return (
      <LoadBoundary>
        <Suspense fallback={<StatusMessage text="Loading the assessment…" />}>
          <RcaApp rcaReportId={Number(selection.id)} />
        </Suspense>
      </LoadBoundary>
    );
  if (selection.app.kind !== 'farr' || !selection.id) return <SubApplicationPage selection={selection} />;
  return (
    <LoadBoundary>
      <Suspense fallback={<StatusMessage text="Loading the report view…" />}>
        <ReportApp reportId={Number(selection.id)} onHeading={props.store.setHeading} />
      </Suspense>
    </LoadBoundary>
  );
}

/** docs/product/shell-and-sign-in.md: if the parameter is lost from the address after load, it is put back. */
function KeepParameter(props: { store: ShellStore }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = props.store.missingParameterSearch(location.search);
    if (search !== null)
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
  }, [location, navigate, props.store]);
  return null;
}

/** Issue 16: in the report view the title names the open tab too (its route, routes/report-tabs.ts). */
const ReportPageTitle = observer(function ReportPageTitle(props: { store: ShellStore }) {
  const { pathname } = useLocation();
  const tab = props.store.selection.app.kind === 'farr' ? reportTabLabel(pathname) : null;
  return <PageTitle title={props.store.titleOf(tab)} />;
});

/** Issue 15: the page title names what is open (the report's property first), then the product. */
function PageTitle(props: { title: string }) {
  useEffect(() => {
    document.title = props.title;
  }, [props.title]);
  return null;
}

function StatusMessage(props: { text: string }) {
  return (
    <main className="shell-status" aria-live="polite" data-testid="shell-status">
      <p>{props.text}</p>
    </main>
  );
}
