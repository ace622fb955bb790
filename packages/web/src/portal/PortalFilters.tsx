import type { ReportKind } from '@taxdep/domain';
import { eofyDate, formatLongDate } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import type { PortalStore } from './PortalStore';

/** The EOFY dates a firm works on: from 30 June 2015 to the one after this financial year. */
function eofyChoices(today: Date): string[] {
  const lastYear = today.getFullYear() + (today.getMonth() >= 6 ? 2 : 1);
  const years: string[] = [];
  for (let year = lastYear; year >= 2015; year -= 1) years.push(eofyDate(year));
  return years;
}

/** The Kind filter's choices (`reportKind=`): every kind the portal keeps (issues 27 and 28). */
const KIND_CHOICES: { kind: ReportKind; label: string }[] = [
  { kind: 'depreciation', label: 'Depreciation reports' },
  { kind: 'capex', label: 'Capex forecasts' },
  { kind: 'rca', label: 'Reinstatement cost assessments' },
];

/** Search, status, kind, EOFY date and fund of the portal's lists; each applies at once (the search after a pause). */
export const PortalFilters = observer(function PortalFilters(props: { store: PortalStore }) {
  const { store } = props;
  const list = store.list;
  return (
    <div className="portal-filters" data-testid="portal-filters">
      <label className="portal-filter portal-search">
        Search
        <input
          type="search"
          placeholder="Report, property, address"
          data-testid="portal-search"
          value={store.searchText}
          onChange={(event) => store.setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void store.applySearch();
          }}
        />
      </label>
      <label className="portal-filter">
        Status
        <select
          data-testid="portal-status"
          // Waiting for me is QA Review by definition (issue 26 item 12): shown, not chosen.
          disabled={list.kind === 'waiting'}
          value={
            list.kind === 'waiting'
              ? String(store.qaReviewStatusId ?? '')
              : store.statusId === null
                ? ''
                : String(store.statusId)
          }
          onChange={(event) => void store.setStatus(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">Any status</option>
          {store.statuses.map((status) => (
            <option key={status.id} value={String(status.id)}>
              {status.status}
            </option>
          ))}
        </select>
      </label>
      <label className="portal-filter">
        Kind
        <select
          data-testid="portal-kind"
          value={store.reportKind ?? ''}
          onChange={(event) => {
            const kind = KIND_CHOICES.find((choice) => choice.kind === event.target.value)?.kind ?? null;
            void store.setReportKind(kind);
          }}
        >
          <option value="">Every kind</option>
          {KIND_CHOICES.map((choice) => (
            <option key={choice.kind} value={choice.kind}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label className="portal-filter">
        EOFY date
        <select
          data-testid="portal-eofy"
          value={store.eofyReportDate}
          onChange={(event) => void store.setEofyReportDate(event.target.value)}
        >
          <option value="">Any date</option>
          {eofyChoices(new Date()).map((date) => (
            <option key={date} value={date}>
              {formatLongDate(date)}
            </option>
          ))}
        </select>
      </label>
      <label className="portal-filter">
        Fund
        <select
          data-testid="portal-fund"
          value={
            list.kind === 'fund'
              ? String(list.fundId)
              : store.fundFilter === null
                ? ''
                : String(store.fundFilter)
          }
          onChange={(event) => {
            const fundId = event.target.value ? Number(event.target.value) : null;
            if (list.kind === 'fund') {
              if (fundId !== null) void store.showList({ kind: 'fund', fundId });
            } else void store.setFundFilter(fundId);
          }}
        >
          {list.kind !== 'fund' && <option value="">Every fund</option>}
          {store.funds.map((fund) => (
            <option key={fund.fundId} value={String(fund.fundId)}>
              {fund.fundCode} · {fund.fundName}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
});
