import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

export interface ModalAction {
  label: string;
  onClick: () => void;
  primary?: boolean;
  disabled?: boolean;
  testId?: string;
}

/**
 * The one modal dialog of the app (the popups of docs/product/asset-register.md, the confirmations and one-button messages of docs/product/rules.md#messages-and-errors):
 * focus moves in (to the first field, or to the primary button) and returns on close, Tab stays inside, Escape
 * closes, and with `onEnter` Enter confirms unless focus is on a button.
 */
export function Modal(props: {
  title: string;
  subheader?: string;
  children?: ReactNode;
  actions: readonly ModalAction[];
  onClose: () => void;
  onEnter?: () => void;
  focus?: 'first-field' | 'primary' | 'cancel';
  testId?: string;
  wide?: boolean;
  /** A staging table of many columns (issue 27's proposals and imports): as wide as the window allows. */
  staging?: boolean;
  /**
   * The body may be longer than the dialog (a figure's explanation): it takes the keyboard's focus so that it can
   * be scrolled without a mouse (WCAG 2.1.1; axe scrollable-region-focusable, issue 26 item 9).
   */
  scrollableBody?: boolean;
}) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const focus = props.focus ?? 'first-field';

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const target = ref.current?.querySelector<HTMLElement>(
      focus === 'primary'
        ? '.dialog-actions .button-primary'
        : focus === 'cancel'
          ? '.dialog-actions .button-secondary'
          : // Disabled fields (a read-only report's dialog) cannot take focus: the next candidate must.
            'input:not(:disabled), select:not(:disabled), .dialog-actions button:not(:disabled)',
    );
    target?.focus();
    return () => previous?.focus?.();
  }, [focus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onClose();
    } else if (event.key === 'Enter' && props.onEnter && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      props.onEnter();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, ref.current);
    }
  };

  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className={props.staging ? 'dialog dialog-staging' : props.wide ? 'dialog dialog-wide' : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
        data-testid={props.testId}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={props.onClose}>
            ×
          </button>
        </div>
        {/* A long body (scrollableBody) is reachable by keyboard to scroll it (WCAG 2.1.1). */}
        <div id={bodyId} className="dialog-body" tabIndex={props.scrollableBody ? 0 : undefined}>
          {props.subheader && <p className="dialog-subheader">{props.subheader}</p>}
          {props.children}
        </div>
        <div className="dialog-actions">
          {props.actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={action.primary ? 'button button-primary' : 'button button-secondary'}
              disabled={action.disabled}
              onClick={action.onClick}
              data-testid={action.testId}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

function keepFocusInside(event: KeyboardEvent, root: HTMLElement | null) {
  if (!root) return;
  const focusable = Array.from(
    root.querySelectorAll<HTMLElement>('button:not(:disabled), input:not(:disabled), select, textarea'),
  );
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
