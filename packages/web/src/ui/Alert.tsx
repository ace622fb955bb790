import { useEffect, useRef } from 'react';

export interface AlertMessage {
  /** docs/product/rules.md#messages-and-errors: a short alert has type success or error. */
  type: 'success' | 'error';
  title: string;
  message: string;
  /** An optional action, e.g. retrying a failed save. */
  action?: { label: string; run: () => void };
}

/** Success alerts close themselves after a few seconds; error alerts stay until dismissed. */
const SUCCESS_VISIBLE_MS = 5000;

export function AlertToast(props: { alert: AlertMessage | null; onDismiss: () => void }) {
  const { alert, onDismiss } = props;
  // The latest handler, so re-renders of the parent do not restart the timer.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (alert?.type !== 'success') return;
    const timer = setTimeout(() => dismiss.current(), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  if (!alert) return null;
  return (
    <div
      className={`alert alert-${alert.type}`}
      role={alert.type === 'error' ? 'alert' : 'status'}
      data-testid={`alert-${alert.type}`}
    >
      <div className="alert-text">
        <strong className="alert-title">{alert.title}</strong>
        <span className="alert-message">{alert.message}</span>
      </div>
      <div className="alert-actions">
        {alert.action && (
          <button type="button" className="button button-small" onClick={alert.action.run}>
            {alert.action.label}
          </button>
        )}
        <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      </div>
    </div>
  );
}
