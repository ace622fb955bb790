import type { CategoryReportAnswer, Report } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { NO_ASSETS_MESSAGE } from '../figures/asset-groups';
import { FIGURES_TYPES } from '../figures/identifiers';
import { LeftOutNote } from '../figures/LeftOutNote';
import { FiguresOwnerPicker } from '../figures-owner';
import { useInjection } from '../ui/container-context';
import { DeniedLegend } from '../ui/DeniedDeduction';
import { LinePagesFooter } from '../ui/LinePagesFooter';
import { LoaderOverlay } from '../ui/LoaderOverlay';
import type { DeductionsStore } from './DeductionsStore';
import { DeductionTables } from './DeductionTables';
import { type ExplainDeduction, ExplainDeductionContext } from './explain-context';
import { isViewEmpty } from './figures';
import { MethodComparison } from './MethodComparison';
import type { MethodComparisonStore } from './MethodComparisonStore';
import { InstantWriteOffTable, OtherDeductionsTable } from './ShortTables';
import { SummaryTaxFlow } from './SummaryTaxFlow';
import { DEDUCTION_VIEWS, isDeductionCategory } from './views';
import '../ui/figures.css';

/** The Deductions tab for the report route `/Deductions` (docs/product/calculations-deductions-summary-report.md#deductions-tab). */
export function DeductionsTab(props: { report: Report; onExplain?: ExplainDeduction }) {
  const store = useInjection<DeductionsStore>(FIGURES_TYPES.DeductionsStore);
  const comparison = useInjection<MethodComparisonStore>(FIGURES_TYPES.MethodComparisonStore);
  const { report } = props;
  useEffect(() => {
    void store.open(report);
  }, [store, report]);
  const reportId = report.depreciationReportId;
  return (
    <>
      <FiguresOwnerPicker
        reportId={reportId}
        onChange={() => {
          store.pages.restart();
          void store.load();
          // The comparison under the Summary Tax Flow is the chosen owner's too.
          if (store.view.layout === 'taxFlow') void comparison.load(reportId);
        }}
      />
      {/* Issue 26 item 9: an asset line's current-year figures open their explanation. */}
      <ExplainDeductionContext.Provider value={props.onExplain ?? null}>
        <Deductions store={store} />
      </ExplainDeductionContext.Provider>
    </>
  );
}

/** The tab's content over its store; exported for tests that build the store themselves. */
export const Deductions = observer(function Deductions(props: { store: DeductionsStore }) {
  const { store } = props;
  return (
    <section className="figures" data-testid="deductions" aria-labelledby="deductions-title">
      <div className="figures-header">
        <h2 id="deductions-title" className="figures-title">
          Deductions
        </h2>
        <div className="figures-tools">
          <label className="figures-view">
            View
            <select
              data-testid="deductions-view"
              value={store.category}
              onChange={(event) => {
                const category = event.target.value;
                if (isDeductionCategory(category)) void store.choose(category);
              }}
            >
              {DEDUCTION_VIEWS.map((view, index) => (
                <option key={view.category} value={view.category}>
                  {index + 1}. {view.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <h3 className="figures-view-title" data-testid="deductions-view-title">
        {store.view.label}
      </h3>
      {store.failure && (
        <p className="figures-failure" role="alert" data-testid="deductions-failure">
          {store.failure}
        </p>
      )}
      <DeductionsBody store={store} />
      {/* Issue 26 item 5: how many assets these figures (and the method comparison) leave out, and why. */}
      {store.reportId !== null && <LeftOutNote reportId={store.reportId} reloadKey={store.answer} />}
    </section>
  );
});

const DeductionsBody = observer(function DeductionsBody(props: { store: DeductionsStore }) {
  const { store } = props;
  const answer = store.answer;
  if (store.loading && !answer) return <LoaderOverlay label={`Loading ${store.view.label}`} />;
  // docs/product/rules.md "Empty lists"; a failed call shows the empty state under its reason.
  if (!answer || isViewEmpty(answer)) {
    return (
      <p className="figures-empty" data-testid="deductions-empty">
        {NO_ASSETS_MESSAGE}
      </p>
    );
  }
  return (
    <>
      <ViewTables store={store} answer={answer} />
      {/* Issue 23 item 5: every view says why its denied assets are $0, counted over the whole view. */}
      <DeniedLegend count={answer.deniedCount} />
    </>
  );
});

const ViewTables = observer(function ViewTables(props: {
  store: DeductionsStore;
  answer: CategoryReportAnswer;
}) {
  const { store, answer } = props;
  switch (store.view.layout) {
    case 'taxFlow':
      return (
        <SummaryTaxFlow
          answer={answer}
          comparison={store.reportId === null ? null : <MethodComparison reportId={store.reportId} />}
        />
      );
    case 'deductionTable':
      return (
        <div className="figures-frame">
          <DeductionTables answer={answer} pager={<LinesPager store={store} />} />
          {store.loading && <LoaderOverlay label={`Loading ${store.view.label}`} cover />}
        </div>
      );
    case 'instantWriteOff':
      return (
        <PagedLines store={store}>
          <InstantWriteOffTable answer={answer} />
        </PagedLines>
      );
    case 'otherDeductions':
      return (
        <PagedLines store={store}>
          <OtherDeductionsTable answer={answer} />
        </PagedLines>
      );
  }
});

/** A view's tables over a page of its asset lines, the pager under them; the page stays shown while the next loads. */
const PagedLines = observer(function PagedLines(props: { store: DeductionsStore; children: ReactNode }) {
  const { store } = props;
  return (
    <>
      <div className="figures-frame">
        {props.children}
        {store.loading && <LoaderOverlay label={`Loading ${store.view.label}`} cover />}
      </div>
      <LinesPager store={store} />
    </>
  );
});

function LinesPager(props: { store: DeductionsStore }) {
  const { store } = props;
  return (
    <LinePagesFooter pages={store.pages} onChange={() => void store.turnPage()} testId="deductions-pager" />
  );
}
