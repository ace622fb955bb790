import type { ReactNode } from 'react';

/**
 * The pieces of an administrator's table load the effective-life and the incentive-window sections share
 * (docs/product/administration.md): choose a .csv file, which is previewed at once and stored by nothing, then
 * Confirm or Cancel the preview, with why it cannot be loaded when it cannot. Each section keeps its own diff.
 */
export function TableFileInput(props: {
  label: string;
  testId: string;
  busy: boolean;
  onChoose(fileName: string, size: number, readText: () => Promise<string>): void;
}) {
  return (
    <label className="admin-file">
      {props.label}{' '}
      <input
        type="file"
        accept=".csv,text/csv"
        data-testid={props.testId}
        disabled={props.busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) props.onChoose(file.name, file.size, () => file.text());
          // The same file chosen again is previewed again (the table may have changed meanwhile).
          e.target.value = '';
        }}
      />
    </label>
  );
}

/** Confirm (only a loadable preview, not while a call runs) and Cancel; `notLoadable` says why it cannot load. */
export function LoadPreviewActions(props: {
  testIdPrefix: string;
  loadable: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  notLoadable: ReactNode;
}) {
  return (
    <div className="admin-actions">
      <button
        type="button"
        className="button button-primary"
        data-testid={`${props.testIdPrefix}-confirm`}
        disabled={!props.loadable || props.busy}
        onClick={props.onConfirm}
      >
        Confirm
      </button>
      <button type="button" className="button button-secondary" onClick={props.onCancel}>
        Cancel
      </button>
      {!props.loadable && (
        <span className="muted" data-testid={`${props.testIdPrefix}-not-loadable`}>
          {props.notLoadable}
        </span>
      )}
    </div>
  );
}
