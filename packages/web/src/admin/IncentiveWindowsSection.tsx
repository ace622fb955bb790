import type { IncentiveTableLoadAnswer, WireIncentiveWindow } from '@taxdep/domain';
import { formatFirmInstant, formatLongDate, formatMoney, formatMoneyCents } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { IncentiveWindowsStore } from './IncentiveWindowsStore';
import { LoadPreviewActions, TableFileInput } from './TableFileLoad';

const money = (cents: number) => (cents % 100 === 0 ? formatMoney(cents) : formatMoneyCents(cents));
const OPEN_END = '9999-12-31';

function span(from: string | null, to: string | null): string {
  if (from === null && to === null) return 'Any date';
  if (to === null || to === OPEN_END) return `From ${formatLongDate(from)}`;
  if (from === null) return `To ${formatLongDate(to)}`;
  return `${formatLongDate(from)} to ${formatLongDate(to)}`;
}

function secondHand(w: WireIncentiveWindow): string {
  if (w.secondHandTurnoverBelow === null) return 'As a new asset';
  if (w.secondHandTurnoverBelow === 0) return 'New assets only';
  return `Turnover under ${money(w.secondHandTurnoverBelow * 100)}`;
}

/**
 * The Incentive windows section (docs/product/administration.md "Incentive windows"): the table in force, Download
 * as CSV, Load a file → preview (added, changed and removed windows, every problem by row and column; nothing is
 * saved) → Confirm. Native buttons and a labelled file input, so all of it works from the keyboard; the preview's
 * heading takes the focus when it appears, so a screen reader reads what the file would do.
 */
export const IncentiveWindowsSection = observer(function IncentiveWindowsSection(props: {
  store: IncentiveWindowsStore;
}) {
  const { store } = props;
  const table = store.table;
  return (
    <section
      className="admin-section"
      aria-labelledby="admin-incentive-windows"
      data-testid="incentive-windows"
    >
      <h2 id="admin-incentive-windows">Incentive windows</h2>
      <p className="muted">
        The instant asset write-off, temporary full expensing and accelerated depreciation apply only inside
        these windows of the law. A budget measure is a new row: download the table, add or edit rows, load
        the file. Each load is a new version; the versions before are kept.
      </p>
      {store.failure && (
        <p role="alert" className="admin-failure" data-testid="incentive-windows-failure">
          {store.failure}
        </p>
      )}
      {store.notice && (
        <p role="status" className="admin-notice" data-testid="incentive-windows-notice">
          {store.notice}
        </p>
      )}
      {table && (
        <>
          <p data-testid="incentive-windows-version">
            Version {table.version}
            {table.fileName ? ` (${table.fileName})` : ' (the release’s defaults)'}
            {table.loadedAt ? `, loaded ${formatFirmInstant(table.loadedAt)}` : ''}
            {table.loadedBy ? ` by ${table.loadedBy}` : table.version > 0 ? ' by the installation' : ''}.
          </p>
          <WindowTable windows={table.windows} caption="Windows in force" testId="incentive-windows-table" />
        </>
      )}
      <div className="admin-actions">
        <button
          type="button"
          className="button button-secondary"
          data-testid="incentive-windows-download"
          disabled={!table}
          onClick={() => store.download()}
        >
          Download as CSV
        </button>
        <TableFileInput
          label="Load a file (.csv)"
          testId="incentive-windows-file"
          busy={store.busy}
          onChoose={(name, size, readText) => void store.chooseFile(name, size, readText)}
        />
      </div>
      {store.preview && <Preview store={store} answer={store.preview} />}
      {store.loads.length > 0 && (
        <details className="admin-history">
          <summary>History of loads ({store.loads.length})</summary>
          <ul data-testid="incentive-windows-loads">
            {store.loads.map((load) => (
              <li key={load.version}>
                Version {load.version}: {load.fileName}, {formatFirmInstant(load.loadedAt)}
                {load.loadedBy ? ` by ${load.loadedBy}` : ''}; {load.windowCount} window(s), {load.added}{' '}
                added, {load.changed} changed, {load.removed} removed.
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
});

const Preview = observer(function Preview(props: {
  store: IncentiveWindowsStore;
  answer: IncentiveTableLoadAnswer;
}) {
  const { store, answer } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // Mounted afresh for each file (the store clears the preview while the next is read): focus on each preview.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="incentive-windows-preview">
      <h3 ref={heading} tabIndex={-1}>
        Preview of {answer.fileName} (nothing is saved yet)
      </h3>
      <p data-testid="incentive-windows-summary">
        {answer.added.length} added, {answer.changed.length} changed, {answer.removed.length} removed,{' '}
        {answer.unchanged} unchanged, {answer.problems.length} problem(s).
      </p>
      {answer.added.length > 0 && (
        <WindowTable
          windows={answer.added.map((a) => a.window)}
          caption="Added windows"
          testId="incentive-windows-added"
        />
      )}
      {answer.changed.length > 0 && (
        <ul data-testid="incentive-windows-changed" aria-label="Changed windows">
          {answer.changed.map((c) => (
            <li key={c.after.id}>
              Line {c.line}: {c.after.id} ({c.after.label}) changes {c.fields.join(', ')}.
            </li>
          ))}
        </ul>
      )}
      {answer.removed.length > 0 && (
        <WindowTable windows={answer.removed} caption="Removed windows" testId="incentive-windows-removed" />
      )}
      {answer.problems.length > 0 && (
        <ul className="admin-problems" data-testid="incentive-windows-problems" aria-label="Problems">
          {answer.problems.map((p) => (
            <li key={`${p.line}-${p.column}-${p.message}`}>
              Line {p.line}
              {p.column ? `, column ${p.column}` : ''}: {p.message}
            </li>
          ))}
        </ul>
      )}
      <LoadPreviewActions
        testIdPrefix="incentive-windows"
        loadable={answer.loadable}
        busy={store.busy}
        onConfirm={() => void store.confirm()}
        onCancel={() => store.cancel()}
        notLoadable={
          answer.problems.length > 0
            ? 'Fix the problems in the file and load it again; the table in force is unchanged.'
            : 'The file is the table in force: it changes nothing.'
        }
      />
    </div>
  );
});

function WindowTable(props: { windows: readonly WireIncentiveWindow[]; caption: string; testId: string }) {
  return (
    <table className="admin-table" data-testid={props.testId}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Window</th>
          <th scope="col">Section</th>
          <th scope="col">First used</th>
          <th scope="col">Acquired</th>
          <th scope="col">Cost under</th>
          <th scope="col">Turnover under</th>
          <th scope="col">Second-hand</th>
        </tr>
      </thead>
      <tbody>
        {props.windows.map((w) => (
          <tr key={w.id} data-testid={`incentive-window-${w.id}`}>
            <td>
              {w.label}{' '}
              <span className="muted">
                ({w.category}, {w.id})
              </span>
            </td>
            <td>{w.section}</td>
            <td>{span(w.firstUsedFrom, w.firstUsedTo)}</td>
            <td>{span(w.acquiredFrom, w.acquiredTo)}</td>
            <td>{w.costBelow === null ? 'No cap' : money(w.costBelow)}</td>
            <td>{money(w.turnoverBelow * 100)}</td>
            <td>{secondHand(w)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
