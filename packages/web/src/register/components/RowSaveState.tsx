import { observer } from 'mobx-react-lite';
import type { AssetRow } from '../store/AssetRow';
import { RowErrorMark } from './row-parts';

/** Words for a refusal without a reason (a lost connection, an empty answer). */
const NO_REASON = 'the service gave no reason';

/**
 * The Asset ID cell's content: the id, a new row's reason for not being stored yet, the row's error mark, and the
 * row's save state (issue 16: "a row's save state (saving, saved, refused with reason) shows on the row"). It sits
 * in the sticky id column, so the state stays in view however far the register is scrolled sideways.
 */
export const RowSaveState = observer(function RowSaveState(props: { row: AssetRow }) {
  const { row } = props;
  const messages = row.shownErrors.map((e) => e.message);
  const state = row.saveState;
  return (
    <>
      <span data-testid="asset-id">{row.isNew ? 'New' : row.id}</span>
      <RowErrorMark messages={messages} />
      {state !== null && (
        <span className={`row-state row-${state}`} data-testid="row-save-state">
          {state === 'saving'
            ? 'Saving…'
            : state === 'saved'
              ? 'Saved'
              : `Refused: ${row.refusal ?? NO_REASON}`}
        </span>
      )}
      {row.draftReason && (
        <span className="draft-reason" role="status" data-testid="row-draft">
          {row.draftReason}
        </span>
      )}
    </>
  );
});
