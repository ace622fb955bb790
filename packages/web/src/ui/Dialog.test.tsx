import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './Dialog';
import { Modal } from './Modal';

afterEach(cleanup);

function renderDialog(destructive = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <>
      <button type="button">Outside</button>
      <ConfirmDialog
        title="Sure?"
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={onConfirm}
        onCancel={onCancel}
        destructive={destructive}
      >
        <p>Body text</p>
      </ConfirmDialog>
    </>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Sure?' }) };
}

describe('ConfirmDialog', () => {
  it('a destructive one starts on Cancel and Enter does not confirm (issue 16: Enter, Enter must not delete)', () => {
    const { onConfirm } = renderDialog(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));
    fireEvent.keyDown(screen.getByText('Body text'), { key: 'Enter' });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is a labelled modal dialog with focus on the confirm button', () => {
    const { dialog } = renderDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
  });

  it('Escape cancels; Enter outside a button confirms', () => {
    const { dialog, onConfirm, onCancel } = renderDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByText('Body text'), { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Tab from the last button wraps to the first; Shift+Tab from the first wraps to the last', () => {
    const { dialog } = renderDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const yes = screen.getByRole('button', { name: 'Yes' });
    yes.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(yes);
  });
});

describe('Modal', () => {
  it('moves focus inside past disabled fields (a read-only report’s dialog)', () => {
    render(
      <>
        <button type="button">Outside</button>
        <Modal
          title="Manage"
          onClose={() => undefined}
          actions={[{ label: 'Cancel', onClick: () => undefined }]}
        >
          <input aria-label="Locked" disabled />
        </Modal>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
