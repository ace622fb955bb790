import { LABEL_MAX_LENGTH, NO_LABELS_MESSAGE } from '@taxdep/domain/assets';
import { observer } from 'mobx-react-lite';
import { DateInput } from '../../ui/DateInput';
import { Modal } from '../../ui/Modal';
import { TrashIcon } from '../../ui/TrashIcon';
import type { RegisterStore } from '../store/RegisterStore';

/**
 * Manage Abandonment Label (docs/product/asset-register.md, docs/product/rules.md): Create Label, a trash icon per label, Cancel and Save; each label may
 * carry an abandonment date (docs/tax-rules.md "Abandonment").
 */
export const ManageLabelsDialog = observer(function ManageLabelsDialog(props: { store: RegisterStore }) {
  const { store } = props;
  const manager = store.labels.manager;
  const drafts = manager.drafts ?? [];
  const readOnly = store.readOnly;
  return (
    <Modal
      title="Manage Abandonment Label"
      onClose={() => manager.cancel()}
      testId="manage-label-dialog"
      wide
      actions={[
        { label: 'Cancel', onClick: () => manager.cancel(), testId: 'manage-label-cancel' },
        {
          label: 'Save',
          primary: true,
          disabled: readOnly || manager.saving,
          onClick: () => void manager.save(),
          testId: 'manage-label-save',
        },
      ]}
    >
      {drafts.length === 0 && (
        <p className="muted" data-testid="no-labels">
          {NO_LABELS_MESSAGE}
        </p>
      )}
      <ol className="label-list">
        {drafts.map((draft, index) => (
          <li key={draft.key} className="label-item" data-testid={`label-item-${index + 1}`}>
            <input
              type="text"
              aria-label={`Label ${index + 1}`}
              data-testid="label-text"
              maxLength={LABEL_MAX_LENGTH}
              disabled={readOnly}
              value={draft.label}
              aria-invalid={draft.error ? true : undefined}
              aria-describedby={draft.error ? `${draft.key}-error` : undefined}
              onChange={(event) => manager.setText(draft.key, event.target.value)}
            />
            <DateInput
              label={`Abandonment date of label ${index + 1}`}
              testId="label-date"
              disabled={readOnly}
              value={draft.abandonmentDate || null}
              onCommit={(date) => manager.setDate(draft.key, date ?? '')}
            />
            <button
              type="button"
              className="icon-button remove-button"
              aria-label={`Delete label ${index + 1}`}
              data-testid="label-delete"
              disabled={readOnly}
              onClick={() => void manager.remove(draft.key)}
            >
              <TrashIcon />
            </button>
            {draft.error && (
              <p id={`${draft.key}-error`} className="field-error" role="alert">
                {draft.error}
              </p>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && (
        <button
          type="button"
          className="button button-secondary"
          data-testid="create-label"
          onClick={() => manager.create()}
        >
          Create Label
        </button>
      )}
    </Modal>
  );
});
