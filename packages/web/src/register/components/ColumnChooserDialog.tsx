import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Modal } from '../../ui/Modal';
import type { GridColumn, GridColumnKey } from '../columns';
import { CHOOSABLE_COLUMNS } from '../store/ColumnLayout';
import type { RegisterStore } from '../store/RegisterStore';

const LABELS = new Map<GridColumnKey, string>(CHOOSABLE_COLUMNS.map((c) => [c.key, c.label]));

/**
 * Columns (issue 26 item 1): the user shows or hides each column of the asset grid and moves it up or down in the
 * order, all by keyboard (a tick box and two buttons a line); each change shows at once and is kept in this
 * browser for this user. The row's tick, its id and its description stay first. A column Manage Output hides for
 * the report says so: both must allow it.
 */
export const ColumnChooserDialog = observer(function ColumnChooserDialog(props: { store: RegisterStore }) {
  const { layout, output } = props.store;
  // A moved line's button keeps the focus, so Up, Up, Up moves a column three places.
  const [moved, setMoved] = useState<{ key: GridColumnKey; step: -1 | 1 } | null>(null);
  useEffect(() => {
    if (moved === null) return;
    const selector = `[data-testid="column-${moved.step < 0 ? 'up' : 'down'}-${moved.key}"]`;
    const button = document.querySelector<HTMLButtonElement>(selector);
    (button && !button.disabled
      ? button
      : document.querySelector<HTMLElement>(`#column-show-${moved.key}`)
    )?.focus();
  }, [moved]);
  const move = (key: GridColumnKey, step: -1 | 1) => {
    layout.move(key, step);
    setMoved({ key, step });
  };
  const hiddenByOutput = (key: GridColumnKey) => {
    const column = CHOOSABLE_COLUMNS.find((c) => c.key === key) as GridColumn;
    return 'flag' in column && !output.isShown(column.flag);
  };
  const last = layout.order.length - 1;
  return (
    <Modal
      title="Columns"
      subheader="Choose the columns the register shows and their order. Asset ID and Asset Description always show first."
      onClose={() => layout.closeChooser()}
      testId="column-chooser"
      actions={[
        {
          label: 'Reset to default',
          disabled: layout.isDefault,
          onClick: () => layout.reset(),
          testId: 'column-chooser-reset',
        },
        { label: 'Done', primary: true, onClick: () => layout.closeChooser(), testId: 'column-chooser-done' },
      ]}
    >
      <ol className="column-chooser-list" aria-label="Columns in order">
        {layout.order.map((key, index) => {
          const label = LABELS.get(key) ?? key;
          const byOutput = hiddenByOutput(key);
          return (
            <li key={key} className="column-chooser-line" data-testid={`column-line-${key}`}>
              <input
                id={`column-show-${key}`}
                type="checkbox"
                checked={!layout.isHidden(key)}
                onChange={(event) => layout.setHidden(key, !event.target.checked)}
                aria-describedby={byOutput ? `column-note-${key}` : undefined}
                data-testid={`column-show-${key}`}
              />
              <label htmlFor={`column-show-${key}`}>{label}</label>
              {byOutput && (
                <span id={`column-note-${key}`} className="column-chooser-note">
                  hidden for this report by Manage Output
                </span>
              )}
              <span className="column-chooser-moves">
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => move(key, -1)}
                  data-testid={`column-up-${key}`}
                >
                  Up
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`Move ${label} down`}
                  disabled={index === last}
                  onClick={() => move(key, 1)}
                  data-testid={`column-down-${key}`}
                >
                  Down
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </Modal>
  );
});
