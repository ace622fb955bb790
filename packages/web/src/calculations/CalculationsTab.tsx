import type { Report } from '@taxdep/domain';
import { formatLongDate } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FIGURES_TYPES } from '../figures/identifiers';
import { LeftOutNote } from '../figures/LeftOutNote';
import { FiguresOwnerPicker } from '../figures-owner';
import { useInjection } from '../ui/container-context';
import { LoaderOverlay } from '../ui/LoaderOverlay';
import { Pager } from '../ui/Pager';
import { PageSizeSelect } from '../ui/PageSizeSelect';
import type { CalculationsStore } from './CalculationsStore';
import { CalculationsTable } from './CalculationsTable';
import { type ExplainFigure, NO_CALCULATED_ASSETS_MESSAGE } from './columns';
import '../ui/figures.css';

/**
 * The Calculations tab for the report route `/Calculations` (docs/product/calculations-deductions-summary-report.md#calculations-tab).
 * `onExplain` is where the figure explanation panel plugs in (see ExplainFigure).
 */
export function CalculationsTab(props: { report: Report; onExplain?: ExplainFigure }) {
  const store = useInjection<CalculationsStore>(FIGURES_TYPES.CalculationsStore);
  const { report } = props;
  useEffect(() => {
    void store.open(report);
    return () => store.close();
  }, [store, report]);
  return (
    <>
      <FiguresOwnerPicker reportId={report.depreciationReportId} onChange={() => void store.load()} />
      <Calculations store={store} onExplain={props.onExplain} />
    </>
  );
}

/** The tab's content over its store; exported for tests that build the store themselves. */
export const Calculations = observer(function Calculations(props: {
  store: CalculationsStore;
  onExplain?: ExplainFigure;
}) {
  const { store } = props;
  const year = store.financialYear;
  return (
    <section className="figures" data-testid="calculations" aria-labelledby="calculations-title">
      <div className="figures-header">
        <div>
          <h2 id="calculations-title" className="figures-title">
            Calculations
          </h2>
          {year && (
            <p className="figures-subtitle" data-testid="calculations-year">
              Financial year {formatLongDate(year.start)} to {formatLongDate(year.end)}
            </p>
          )}
        </div>
        <div className="figures-tools">
          <p className="figures-count" data-testid="calculations-total" aria-live="polite">
            Total Records: {store.totalRecords}
          </p>
          <input
            type="search"
            className="figures-search"
            aria-label="Search calculations"
            placeholder="Search"
            data-testid="calculations-search"
            value={store.searchText}
            onChange={(event) => store.setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void store.applySearch();
            }}
          />
        </div>
      </div>
      {store.failure && (
        <p className="figures-failure" role="alert" data-testid="calculations-failure">
          {store.failure}
        </p>
      )}
      <div className="figures-frame">
        <div className="figures-scroll">
          <CalculationsBody store={store} onExplain={props.onExplain} />
        </div>
        {store.loading && store.rows.length > 0 && <LoaderOverlay label="Loading calculations" cover />}
      </div>
      <div className="figures-footer">
        <Pager
          page={store.page}
          pages={store.totalPages}
          totalRecords={store.totalRecords}
          onPage={(page) => void store.goToPage(page)}
        />
        <PageSizeSelect value={store.pageSize} onChange={(size) => void store.setPageSize(size)} />
      </div>
      {/* Issue 26 item 5: how many assets these figures leave out, and why. */}
      {store.reportId !== null && <LeftOutNote reportId={store.reportId} reloadKey={store.answers} />}
    </section>
  );
});

const CalculationsBody = observer(function CalculationsBody(props: {
  store: CalculationsStore;
  onExplain?: ExplainFigure;
}) {
  const { store } = props;
  if (store.rows.length > 0) return <CalculationsTable store={store} onExplain={props.onExplain} />;
  if (store.loading) return <LoaderOverlay label="Loading calculations" />;
  return (
    <p className="figures-empty" data-testid="calculations-empty">
      {NO_CALCULATED_ASSETS_MESSAGE}
    </p>
  );
});
