import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal confirmation dialog: focus moves into it, Tab stays inside, Escape (or the close button)
 * cancels, Enter confirms unless focus is on another button; focus returns where it was on close.
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
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    confirmRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onCancel();
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      props.onConfirm();
    } else if (event.key === 'Tab') {
      trapFocus(event, ref.current);
    }
  };

  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
        data-testid={props.testId}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={props.onCancel}>
            ×
          </button>
        </div>
        <div id={bodyId} className="dialog-body">
          {props.children}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
          <button ref={confirmRef} type="button" className="button button-primary" onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

function trapFocus(event: KeyboardEvent, root: HTMLElement | null) {
  if (!root) return;
  const focusable = Array.from(root.querySelectorAll<HTMLElement>('button, [href], input, select, textarea'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
