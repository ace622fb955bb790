import type { ReactNode } from 'react';
import { Modal } from './Modal';

/**
 * A confirmation (docs/product/rules.md#messages-and-errors: 'Update Depreciation Method?', 'Delete Assets', …): focus starts on the confirm button,
 * Enter confirms unless focus is on another button, Escape or the close button cancels.
 */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  return (
    <Modal
      title={props.title}
      onClose={props.onCancel}
      onEnter={props.onConfirm}
      focus="primary"
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
