import type { HistoryEntry } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../ui/container-context';
import { WORKFLOW_TYPES } from './identifiers';
import type { WorkflowStore } from './WorkflowStore';
import { shownInstant } from './when';
import './workflow.css';

/**
 * The History tab (issue 15 "History"): every change of General Info, the register and the status, newest
 * first, with who and when, each field from what to what; the entries after the signed-in user's last move are
 * marked "New since your last step", so a checker sees what changed since they last looked.
 */
export const HistoryTab = observer(function HistoryTab(props: { reportId: number }) {
  const store = useInjection<WorkflowStore>(WORKFLOW_TYPES.WorkflowStore);
  useEffect(() => {
    void store.loadHistory(props.reportId);
  }, [store, props.reportId]);
  const history = store.history;
  if (!history) return <p className="muted">Loading the history…</p>;
  if (history.entries.length === 0) return <p className="muted">No changes recorded yet.</p>;
  const seen = history.lastSeenAt;
  return (
    <section className="history" aria-label="History" data-testid="history">
      {seen && <p className="muted">Entries after your last step ({shownInstant(seen)}) are marked new.</p>}
      <ol className="history-list">
        {history.entries.map((entry) => (
          <HistoryLine
            key={`${entry.kind}-${entry.at}-${entry.assetId}-${entry.summary}`}
            entry={entry}
            isNew={seen !== null && entry.at > seen}
          />
        ))}
      </ol>
      {history.truncated && <p className="muted">Older entries are not shown.</p>}
    </section>
  );
});

function HistoryLine(props: { entry: HistoryEntry; isNew: boolean }) {
  const { entry } = props;
  return (
    <li className={`history-entry history-${entry.kind}`} data-testid="history-entry">
      <div className="history-head">
        <strong>{entry.summary}</strong>
        {props.isNew && <span className="badge history-new">New since your last step</span>}
        <span className="muted">
          {entry.by?.name ?? 'Unknown user'} · {shownInstant(entry.at)}
        </span>
      </div>
      {entry.comment && <p className="history-comment">“{entry.comment}”</p>}
      {entry.kind !== 'workflow' && entry.changes.length > 0 && (
        <table className="history-changes">
          <tbody>
            {entry.changes.map((c) => (
              <tr key={c.field}>
                <th scope="row">{c.field}</th>
                <td>{c.from ?? <span className="muted">(none)</span>}</td>
                <td aria-hidden="true">→</td>
                <td>{c.to ?? <span className="muted">(none)</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
