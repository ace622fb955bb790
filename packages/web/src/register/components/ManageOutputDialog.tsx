import { observer } from 'mobx-react-lite';
import { Modal } from '../../ui/Modal';
import { OPTIONAL_COLUMNS } from '../columns';
import type { OutputColumns } from '../store/OutputColumns';

/** Manage Output (docs/product/asset-register.md): a tick box per optional column, an All option, Save and Cancel. */
export const ManageOutputDialog = observer(function ManageOutputDialog(props: { output: OutputColumns }) {
  const { output } = props;
  const draft = output.draft;
  if (!draft) return null;
  return (
    <Modal
      title="Manage Output"
      onClose={() => output.cancel()}
      testId="manage-output-dialog"
      actions={[
        { label: 'Cancel', onClick: () => output.cancel(), testId: 'manage-output-cancel' },
        {
          label: 'Save',
          primary: true,
          disabled: output.saving || output.readOnly,
          onClick: () => void output.save(),
          testId: 'manage-output-save',
        },
      ]}
    >
      {output.readOnly && (
        <p className="muted" data-testid="manage-output-read-only">
          This report is read-only: its output columns cannot be changed.
        </p>
      )}
      <div className="check-list">
        <label className="check">
          <input
            type="checkbox"
            checked={output.allTicked}
            disabled={output.readOnly}
            onChange={() => output.toggleAll()}
            data-testid="output-all"
          />
          All
        </label>
        {OPTIONAL_COLUMNS.map((column) => (
          <label className="check" key={column.flag}>
            <input
              type="checkbox"
              checked={draft[column.flag]}
              disabled={output.readOnly}
              onChange={() => output.toggle(column.flag)}
              data-testid={`output-${column.flag}`}
            />
            {column.label}
          </label>
        ))}
      </div>
    </Modal>
  );
});
