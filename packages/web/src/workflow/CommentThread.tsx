import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useInjection } from '../ui/container-context';
import type { CommentsStore } from './CommentsStore';
import { WORKFLOW_TYPES } from './identifiers';
import { shownInstant } from './when';

/** The element id of the return comment to act on, which the workflow bar links to. */
export const RETURN_TO_ACT_ON_ID = 'workflow-comment-to-act-on';

/**
 * The report's comment thread under the workflow bar (issue 26 item 12): every return comment and reply, oldest
 * first, with who and when, and a reply box for the report's surveyor and checker while it is not Completed.
 * `version` (the number of steps) reloads it after a move, since a return adds its comment. While the report stands
 * returned (`markReturn`), the newest return comment is marked as the one to act on; the workflow bar links to it.
 */
export const CommentThread = observer(function CommentThread(props: {
  reportId: number;
  version: number;
  markReturn?: boolean;
}) {
  const store = useInjection<CommentsStore>(WORKFLOW_TYPES.CommentsStore);
  const labelId = useId();
  const { reportId, version } = props;
  useEffect(() => {
    void version;
    void store.load(reportId);
  }, [store, reportId, version]);
  const thread = store.thread;
  if (!thread || (thread.comments.length === 0 && !thread.mayPost)) return null;
  const toActOn = props.markReturn ? thread.comments.findLast((c) => c.withReturn)?.id : undefined;
  return (
    <details className="workflow-comments" open={thread.comments.length > 0} data-testid="workflow-comments">
      <summary>Comments ({thread.comments.length})</summary>
      <ol className="workflow-comment-list">
        {thread.comments.map((c) => (
          <li
            key={c.id}
            className={
              c.id === toActOn
                ? 'workflow-comment-entry workflow-comment-to-act-on'
                : 'workflow-comment-entry'
            }
            data-testid="workflow-comment-entry"
            {...(c.id === toActOn
              ? { id: RETURN_TO_ACT_ON_ID, tabIndex: -1, 'aria-current': 'true' as const }
              : {})}
          >
            <span className="muted">
              {c.by.name}
              {c.withReturn ? ', returning the report' : ''} · {shownInstant(c.at)}
            </span>
            <p className="workflow-comment-text">{c.text}</p>
          </li>
        ))}
      </ol>
      {thread.mayPost && (
        <form
          className="workflow-reply"
          onSubmit={(event) => {
            event.preventDefault();
            void store.post();
          }}
        >
          <label className="field-label" id={labelId} htmlFor={`${labelId}-text`}>
            Reply
          </label>
          <textarea
            id={`${labelId}-text`}
            rows={3}
            maxLength={4000}
            value={store.draft}
            onChange={(e) => store.setDraft(e.target.value)}
            data-testid="workflow-reply-text"
          />
          <button
            type="submit"
            className="button button-primary button-small"
            disabled={!store.ready}
            data-testid="workflow-reply-post"
          >
            Post reply
          </button>
        </form>
      )}
      {store.error && (
        <p className="alert alert-error" role="alert">
          {store.error}
        </p>
      )}
    </details>
  );
});
