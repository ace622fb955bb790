import type { LeftOutAnswer, SummaryAnswer } from '@taxdep/domain';
import type { CalculationsPort } from '@taxdep/domain/ports';
import { summaryLeftOutText } from '@taxdep/domain/tax';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useInRouterContext, useLocation } from 'react-router-dom';
import { REPORT_TABS } from '../routes/report-tabs';
import { useOptionalInjection } from '../ui/container-context';
import { FIGURES_TYPES } from './identifiers';

const assets = (count: number) => (count === 1 ? '1 asset' : `${count.toLocaleString('en-AU')} assets`);

/** The Asset Register tab's address beside the figures tab shown (the router may sit below a base path). */
function registerAddress(pathname: string, search: string): string {
  const path = pathname.replace(/\/+$/, '');
  const tab = REPORT_TABS.find((t) => t.path !== '/' && path.endsWith(t.path));
  const base = tab ? path.slice(0, -tab.path.length) : path;
  return `${base}/AssetRegister${search}`;
}

/** A link to the Asset Register tab of the report shown (plain text outside a router, as in a test of a table). */
function RegisterLink(props: { children: ReactNode }) {
  return useInRouterContext() ? <RoutedLink>{props.children}</RoutedLink> : <span>{props.children}</span>;
}

function RoutedLink(props: { children: ReactNode }) {
  const location = useLocation();
  return <Link to={registerAddress(location.pathname, location.search)}>{props.children}</Link>;
}

/**
 * Issue 26 item 5, under every table of figures (Calculations, Deductions, the method comparison, Summary): how
 * many assets of the register the figures leave out, and why. One rule decides it: an asset is left out exactly
 * when the register flags it invalid, so the list gives each asset's errors and links to the register, where
 * Error mode shows them on their cells. On the Summary it also says what the totals leave out besides
 * (`summaryLeftOutText`, issue 23 item 9). Nothing is said when nothing is left out.
 */
export function LeftOutNote(props: {
  reportId: number;
  summary?: SummaryAnswer | null;
  /** Changes with each answer of the tab: the list is read again (an edit may have changed it). */
  reloadKey?: unknown;
  testId?: string;
}) {
  // A view drawn without the composition root (a test of the table alone) has no port: nothing is read.
  const port = useOptionalInjection<CalculationsPort>(FIGURES_TYPES.CalculationsPort);
  const [leftOut, setLeftOut] = useState<LeftOutAnswer | null>(null);
  const { reportId, summary, reloadKey } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again with each answer of the tab (reloadKey, the Summary's answer): an edit of the register may have changed what is left out.
  useEffect(() => {
    let current = true;
    void port?.getLeftOutAssets(reportId).then((answer) => {
      if (current) setLeftOut(answer);
    });
    return () => {
      current = false;
    };
  }, [port, reportId, summary, reloadKey]);
  const totals = summary ? summaryLeftOutText(summary.leftOut, summary.totalRecords) : null;
  const count = leftOut?.count ?? 0;
  if (totals === null && count === 0) return null;
  const testId = props.testId ?? 'figures-left-out';
  return (
    <div className="figures-note figures-left-out" data-testid={testId}>
      {totals && <p data-testid="summary-left-out">{totals}</p>}
      {leftOut && count > 0 && (
        <>
          <p data-testid={`${testId}-count`}>
            {assets(count)} of the register {count === 1 ? 'is' : 'are'} left out of these figures: the Asset
            Register flags {count === 1 ? 'it' : 'them'} invalid.{' '}
            <RegisterLink>
              Open the Asset Register (View Errors lists {count === 1 ? 'it' : 'them'})
            </RegisterLink>
          </p>
          <details>
            <summary>Which assets, and why</summary>
            <ul data-testid={`${testId}-list`}>
              {leftOut.assets.map((asset) => (
                <li key={asset.id}>
                  <strong>
                    Asset {asset.id}
                    {asset.description ? ` · ${asset.description}` : ''}
                  </strong>
                  : {asset.reasons.join(' ')}
                </li>
              ))}
            </ul>
            {leftOut.assets.length < count && (
              <p>
                The first {leftOut.assets.length.toLocaleString('en-AU')} are listed; Error mode lists them
                all.
              </p>
            )}
          </details>
        </>
      )}
    </div>
  );
}
