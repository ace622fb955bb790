import type { BuildingRateLoadAnswer, BuildingRateWire } from '@taxdep/domain';
import { formatFirmInstant, formatLongDate, formatMoneyCents } from '@taxdep/domain/format';
import { RATE_LIBRARY_COLUMNS } from '@taxdep/domain/rca';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { BuildingRatesStore } from './BuildingRatesStore';
import { SHOWN_RATES } from './BuildingRatesStore';
import { LoadPreviewActions, TableFileInput } from './TableFileLoad';

const perM2 = (cents: number) => `${formatMoneyCents(cents)}/m²`;

/**
 * The Building rates section (docs/product/administration.md "Building rates"; issue 28 item 3): what the file
 * holds and its template, Load a file → preview (added, already held, conflicts with a held rate, problems by line;
 * nothing stored) → Confirm, the history of loads, and the rates held, filtered as you type. Native controls only;
 * the preview's heading takes the focus when it appears, so a screen reader reads what the file would do.
 */
export const BuildingRatesSection = observer(function BuildingRatesSection(props: {
  store: BuildingRatesStore;
}) {
  const { store } = props;
  return (
    <section className="admin-section" aria-labelledby="admin-building-rates" data-testid="building-rates">
      <h2 id="admin-building-rates">Building rates</h2>
      <p className="muted">
        The firm's rates per m² for reinstatement cost assessments, by building type and location, each priced
        on a date and from a source. A file has one rate a row under the headings{' '}
        <code data-testid="building-rates-columns">{RATE_LIBRARY_COLUMNS.join(',')}</code>: the rate in
        dollars (<code>3450</code> or <code>$3,450.00</code>), the date as YYYY-MM-DD. A load adds rates and
        never rewrites one: a rate held for the same building type, location and date at another figure is a
        conflict. An assessment copies the rates it uses, so a load never changes an assessment already made.
      </p>
      {store.failure && (
        <p role="alert" className="admin-failure" data-testid="building-rates-failure">
          {store.failure}
        </p>
      )}
      {store.notice && (
        <p role="status" className="admin-notice" data-testid="building-rates-notice">
          {store.notice}
        </p>
      )}
      <div className="admin-actions">
        <button
          type="button"
          className="button button-secondary"
          data-testid="building-rates-template"
          onClick={() => store.downloadTemplate()}
        >
          Download the template
        </button>
        <TableFileInput
          label="Load a rates file (.csv)"
          testId="building-rates-file"
          busy={store.busy}
          onChoose={(name, size, readText) => void store.chooseFile(name, size, readText)}
        />
      </div>
      {store.preview && <Preview store={store} answer={store.preview} />}
      {store.loads.length > 0 && (
        <details className="admin-history">
          <summary>History of loads ({store.loads.length})</summary>
          <ul data-testid="building-rates-loads">
            {store.loads.map((load) => (
              <li key={load.loadId}>
                {formatFirmInstant(load.loadedAt)}, {load.loadedBy ?? 'with the release'}: {load.fileName},{' '}
                {load.ratesAdded} {load.ratesAdded === 1 ? 'rate' : 'rates'} added.
              </li>
            ))}
          </ul>
        </details>
      )}
      <HeldRates store={store} />
    </section>
  );
});

const Preview = observer(function Preview(props: {
  store: BuildingRatesStore;
  answer: BuildingRateLoadAnswer;
}) {
  const { store, answer } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // Mounted afresh for each file (the store clears the preview while the next is read): focus on each preview.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="building-rates-preview">
      <h3 ref={heading} tabIndex={-1}>
        Preview of {answer.fileName} (nothing is saved yet)
      </h3>
      <p data-testid="building-rates-summary">
        {answer.added.length} to add, {answer.unchanged} already held, {answer.conflicts.length} conflict(s),{' '}
        {answer.problems.length} problem(s).
      </p>
      {answer.added.length > 0 && (
        <RateTable
          caption="Rates to add"
          testId="building-rates-added"
          withLines
          rates={answer.added.map((rate) => ({ ...rate, key: `line ${rate.line}` }))}
        />
      )}
      {(answer.conflicts.length > 0 || answer.problems.length > 0) && (
        <ul
          className="admin-problems"
          data-testid="building-rates-problems"
          aria-label="Conflicts and problems"
        >
          {answer.conflicts.map((c) => (
            <li key={`c${c.line}`}>
              Line {c.line}: {c.buildingType}, {c.location} priced on {formatLongDate(c.pricedOn)} is held at{' '}
              {perM2(c.storedCentsPerM2)}; the file says {perM2(c.rateCentsPerM2)}. A load never rewrites a
              held rate: date the new figure, or leave the row out.
            </li>
          ))}
          {answer.problems.map((p) => (
            <li key={`p${p.line}-${p.message}`}>
              Line {p.line}: {p.message}
            </li>
          ))}
        </ul>
      )}
      <LoadPreviewActions
        testIdPrefix="building-rates"
        loadable={answer.loadable}
        busy={store.busy}
        onConfirm={() => void store.confirm()}
        onCancel={() => store.cancel()}
        notLoadable={
          answer.problems.length + answer.conflicts.length > 0
            ? 'Fix the problems and conflicts in the file and load it again; the library is unchanged.'
            : 'The library already holds every rate of this file.'
        }
      />
    </div>
  );
});

/** The rates held (GET /buildingRates without a date: every rate, the older ones the assessments used included). */
const HeldRates = observer(function HeldRates(props: { store: BuildingRatesStore }) {
  const { store } = props;
  const matching = store.matchingRates.length;
  const shown = store.shownRates;
  return (
    <div className="admin-life-table">
      <h3 id="admin-rates-held">The rates held</h3>
      <div className="admin-life-search">
        <label htmlFor="building-rates-filter">Filter the rates</label>
        <input
          id="building-rates-filter"
          type="search"
          autoComplete="off"
          maxLength={200}
          placeholder="Building type, location, source or date"
          value={store.filterText}
          onChange={(e) => store.setFilter(e.target.value)}
        />
        <span role="status" aria-live="polite" data-testid="building-rates-count">
          {matching} {matching === 1 ? 'rate' : 'rates'}
          {store.filterText.trim() ? ` matching “${store.filterText.trim()}”` : ' held'}
          {matching > shown.length ? `; the first ${SHOWN_RATES} shown, filter to see the rest` : ''}
        </span>
      </div>
      {shown.length > 0 && (
        <RateTable
          labelledBy="admin-rates-held"
          testId="building-rates-held"
          rates={shown.map((rate) => ({ ...rate, key: String(rate.rateId) }))}
        />
      )}
    </div>
  );
});

function RateTable(props: {
  caption?: string;
  labelledBy?: string;
  testId: string;
  /** The preview's rates say their line of the file. */
  withLines?: boolean;
  rates: (Omit<BuildingRateWire, 'rateId' | 'loadId'> & { key: string; line?: number })[];
}) {
  const withLines = props.withLines ?? false;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table" aria-labelledby={props.labelledBy} data-testid={props.testId}>
        {props.caption && <caption>{props.caption}</caption>}
        <thead>
          <tr>
            {withLines && <th scope="col">Line</th>}
            <th scope="col">Building type</th>
            <th scope="col">Location</th>
            <th scope="col" className="admin-number">
              Rate per m²
            </th>
            <th scope="col">Priced on</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {props.rates.map((rate) => (
            <tr key={rate.key}>
              {withLines && <td>{rate.line}</td>}
              <td>{rate.buildingType}</td>
              <td>{rate.location}</td>
              <td className="admin-number">{formatMoneyCents(rate.rateCentsPerM2)}</td>
              <td>{formatLongDate(rate.pricedOn)}</td>
              <td>{rate.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
