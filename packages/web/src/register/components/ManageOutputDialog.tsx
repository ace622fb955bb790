import { observer } from 'mobx-react-lite';
import { Modal } from '../../ui/Modal';
import { OPTIONAL_COLUMNS } from '../columns';
import type { OutputColumns } from '../store/OutputColumns';

/** Manage Output (spec 2.3): a tick box per optional column, an All option, Save and Cancel. */
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
          disabled: output.saving,
          onClick: () => void output.save(),
          testId: 'manage-output-save',
        },
      ]}
    >
      <div className="check-list">
        <label className="check">
          <input
            type="checkbox"
            checked={output.allTicked}
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
