import type { ReactNode } from 'react';
import { Modal } from './Modal';

/**
 * A confirmation (docs/product/rules.md#messages-and-errors: 'Update Depreciation Method?', 'Delete Assets', …): focus starts on the confirm button,
 * Enter confirms unless focus is on another button, Escape or the close button cancels. A `destructive` one (it
 * deletes) starts on Cancel and Enter does not confirm, so Enter, Enter never deletes a register (issue 16,
 * accessibility; WCAG 3.3.4): the user must move to the delete button on purpose.
 */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
  destructive?: boolean | undefined;
}) {
  return (
    <Modal
      title={props.title}
      onClose={props.onCancel}
      onEnter={props.destructive ? undefined : props.onConfirm}
      focus={props.destructive ? 'cancel' : 'primary'}
      testId={props.testId}
      actions={[
        { label: props.cancelLabel, onClick: props.onCancel },
        { label: props.confirmLabel, onClick: props.onConfirm, primary: true },
      ]}
    >
      {props.children}
    </Modal>
  );
}
