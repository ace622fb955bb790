import type {
  DeductionDenialCode,
  Report,
  SummaryAnswer,
  SummaryFigures,
  SummaryGroup,
} from '@taxdep/domain';
import { formatLongDate } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { assetCountText, assetGroupLabel, NO_ASSETS_MESSAGE } from '../figures/asset-groups';
import { BALANCING_ADJUSTMENT_LABEL, balancingAsDeduction } from '../figures/balancing-sign';
import { FIGURES_TYPES } from '../figures/identifiers';
import { LeftOutNote } from '../figures/LeftOutNote';
import { FiguresOwnerPicker } from '../figures-owner';
import { useInjection } from '../ui/container-context';
import { DeniedCount, DeniedLegend, DeniedReason, deniedNote } from '../ui/DeniedDeduction';
import { LinePagesFooter } from '../ui/LinePagesFooter';
import { LoaderOverlay } from '../ui/LoaderOverlay';
import { wholeDollars } from '../ui/money';
import type { SummaryStore } from './SummaryStore';
import '../ui/figures.css';

/** The columns of docs/product/calculations-deductions-summary-report.md#summary-tab, in order. */
const SUMMARY_COLUMNS: readonly { field: keyof SummaryFigures; label: string }[] = [
  { field: 'originalCost', label: 'Original Cost' },
  { field: 'openingWrittenDownValue', label: 'Opening Written Down Value' },
  { field: 'additions', label: 'Additions' },
  { field: 'balancingAdjustment', label: BALANCING_ADJUSTMENT_LABEL },
  { field: 'depreciation', label: 'Deduction for Decline in Value' },
  { field: 'claimsForDeductionsAndDisposals', label: 'Claims for Deduction and Disposal' },
  { field: 'closingWrittenDownValue', label: 'Closing Written Down Value' },
];

/** The Summary's figures that explain themselves: the asset's own figures of the current FY (issue 26 item 9). */
const EXPLAINED = new Set<keyof SummaryFigures>([
  'openingWrittenDownValue',
  'additions',
  'balancingAdjustment',
  'depreciation',
  'closingWrittenDownValue',
]);

/** Asks for the explanation of an asset line's figure (the report view opens the Calculations tab's panel). */
export type ExplainSummaryFigure = (
  assetId: number,
  figure:
    | 'openingWrittenDownValue'
    | 'additions'
    | 'balancingAdjustment'
    | 'depreciation'
    | 'closingWrittenDownValue',
  about: string,
) => void;

/** The Summary tab for the report route `/Summary`; with `onExplain` an asset line's figures are buttons. */
export function SummaryTab(props: { report: Report; onExplain?: ExplainSummaryFigure }) {
  const store = useInjection<SummaryStore>(FIGURES_TYPES.SummaryStore);
  const { report } = props;
  useEffect(() => {
    void store.open(report);
  }, [store, report]);
  return (
    <>
      <FiguresOwnerPicker
        reportId={report.depreciationReportId}
        onChange={() => {
          store.pages.restart();
          void store.load();
        }}
      />
      <Summary store={store} onExplain={props.onExplain} />
    </>
  );
}

/** The tab's content over its store: one table by asset group, headed by the EOFY report date. */
export const Summary = observer(function Summary(props: {
  store: SummaryStore;
  onExplain?: ExplainSummaryFigure | undefined;
}) {
  const { store } = props;
  const answer = store.answer;
  return (
    <section className="figures" data-testid="summary" aria-labelledby="summary-title">
      <div className="figures-header">
        <div>
          <h2 id="summary-title" className="figures-title">
            Summary
          </h2>
          {answer && (
            <p className="figures-subtitle" data-testid="summary-date">
              For the financial year ending {formatLongDate(answer.eofyReportDate)}
            </p>
          )}
        </div>
      </div>
      {store.failure && (
        <p className="figures-failure" role="alert" data-testid="summary-failure">
          {store.failure}
        </p>
      )}
      {store.loading && !answer ? (
        <LoaderOverlay label="Loading the summary" />
      ) : !answer || answer.totalRecords === 0 ? (
        <p className="figures-empty" data-testid="summary-empty">
          {NO_ASSETS_MESSAGE}
        </p>
      ) : (
        <>
          <div className="figures-frame">
            <SummaryTable answer={answer} onExplain={props.onExplain} />
            {store.loading && <LoaderOverlay label="Loading the summary" cover />}
          </div>
          {/* Issue 23 item 5: why the denied assets are $0, counted over the whole register. */}
          <DeniedLegend count={answer.deniedCount} />
          <LinePagesFooter pages={store.pages} onChange={() => void store.load()} testId="summary-pager" />
        </>
      )}
      {/* Issues 23 item 9 and 26 item 5: the register's assets the totals leave out, and why, even with no line. */}
      {answer && store.reportId !== null && <LeftOutNote reportId={store.reportId} summary={answer} />}
    </section>
  );
});

/** The table of a page of asset lines under their groups; the groups' totals and the Total row are the register's. */
function SummaryTable(props: { answer: SummaryAnswer; onExplain?: ExplainSummaryFigure | undefined }) {
  const { answer } = props;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16)
    <div className="figures-scroll" tabIndex={0}>
      <table className="figures-table" data-testid="summary-table">
        <thead>
          <tr>
            <th scope="col">Asset Group / Asset</th>
            {SUMMARY_COLUMNS.map((column) => (
              <th key={column.field} scope="col" className="num">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {answer.categoryWiseAssetForSummaryTab.map((group) => (
          <GroupRows key={group.assetGroup} group={group} onExplain={props.onExplain} />
        ))}
        <tfoot>
          <tr className="row-total" data-testid="summary-total">
            <th scope="row">
              Total
              <DeniedCount count={answer.deniedCount} />
            </th>
            <FigureCells figures={answer.total} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function GroupRows(props: { group: SummaryGroup; onExplain?: ExplainSummaryFigure | undefined }) {
  const { group } = props;
  const label = assetGroupLabel(group.assetGroup);
  return (
    <tbody data-testid={`summary-group-${group.assetGroup}`}>
      <tr className="row-group">
        <th scope="rowgroup" colSpan={SUMMARY_COLUMNS.length + 1}>
          <span className="row-label-sticky">
            {label}
            <span className="group-count"> · {assetCountText(group.assetCount)}</span>
          </span>
        </th>
      </tr>
      {group.listOfAssetForSummaryTab.map((asset) => (
        <tr key={asset.assetId} data-testid={`summary-asset-${asset.assetId}`}>
          <th scope="row" className="asset-name">
            <span className="asset-id">{asset.assetId}</span> {asset.assetName}
          </th>
          <FigureCells
            figures={asset}
            deniedBy={asset.deniedBy}
            explain={
              props.onExplain && ((figure) => props.onExplain?.(asset.assetId, figure, asset.assetName ?? ''))
            }
            about={`asset ${asset.assetId}`}
          />
        </tr>
      ))}
      <tr className="row-subtotal" data-testid={`summary-group-total-${group.assetGroup}`}>
        <th scope="row">
          Total {label}
          <DeniedCount count={group.deniedCount} />
        </th>
        <FigureCells figures={group.total} />
      </tr>
    </tbody>
  );
}

/** The deductions the law makes nil on a denied asset's line (s40-27), as on the Calculations tab. */
const DENIED_FIGURES = new Set<keyof SummaryFigures>(['depreciation', 'balancingAdjustment']);

function FigureCells(props: {
  figures: SummaryFigures;
  deniedBy?: DeductionDenialCode | undefined;
  /** An asset line's figures open their explanation (issue 26 item 9); groups and totals have none. */
  explain?: ((figure: Parameters<ExplainSummaryFigure>[1]) => void) | undefined;
  about?: string;
}) {
  const { deniedBy, explain } = props;
  return SUMMARY_COLUMNS.map((column) => {
    const denied = deniedBy && DENIED_FIGURES.has(column.field) ? deniedBy : null;
    const text = wholeDollars(
      column.field === 'balancingAdjustment'
        ? balancingAsDeduction(props.figures[column.field])
        : props.figures[column.field],
    );
    const field = column.field;
    const explained = explain && EXPLAINED.has(field) ? (field as Parameters<ExplainSummaryFigure>[1]) : null;
    return (
      <td
        key={column.field}
        className="num"
        data-testid={denied ? `denied-${column.field}` : undefined}
        title={denied ? deniedNote(denied) : undefined}
      >
        {explained && explain ? (
          <button
            type="button"
            className="figure-button"
            aria-label={`${column.label} of ${props.about}: ${text}. Explain`}
            onClick={() => explain(explained)}
          >
            {text}
          </button>
        ) : (
          text
        )}
        {denied && column.field === 'depreciation' ? <DeniedReason deniedBy={denied} /> : null}
      </td>
    );
  });
}
