import { groupThousands } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Pager } from '../../ui/Pager';
import { PageSizeSelect } from '../../ui/PageSizeSelect';
import type { ImportStaging } from '../store/ImportStaging';
import { StagedRowsTable } from './StagedRowsTable';

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled)';

/** Tab stays inside the screen, which covers the register (aria-modal). */
function keepFocusInside(event: KeyboardEvent, root: HTMLElement | null) {
  const focusable = Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && (document.activeElement === first || !root?.contains(document.activeElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The Import Asset Register staging screen (spec 2.3 "Import staging screen"; docs/product/asset-register.md "Import and
 * export" step 3): Back to Asset Register, Confirm to Import, Cancel, 'Total Records: N', the invalid-rows notice
 * (docs/product/rules.md "Import"), the staged rows with their reasons, paged 25/50/100/200 (default 50). Focus starts
 * on the title; Escape goes back as Cancel does; focus returns to Import Assets on close.
 */
export const StagingScreen = observer(function StagingScreen(props: {
  staging: ImportStaging;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { staging, returnFocus } = props;
  const staged = staging.staged;
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
    return () => returnFocus.current?.focus();
  }, [returnFocus]);

  if (!staged) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      staging.cancel();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, rootRef.current);
    }
  };
  const total = groupThousands(String(staged.rowCount));
  return createPortal(
    <div
      ref={rootRef}
      className="staging-screen"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-busy={staging.uploading || undefined}
      onKeyDown={onKeyDown}
      data-testid="import-staging"
    >
      <header className="staging-header">
        <button
          type="button"
          className="staging-back"
          onClick={() => staging.cancel()}
          disabled={staging.uploading}
          data-testid="staging-back"
        >
          <span aria-hidden="true">‹ </span>Back to Asset Register
        </button>
        <div className="staging-heading">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="staging-title">
            Import Asset Register
          </h2>
          <span className="staging-file" data-testid="staging-file">
            {staged.fileName}
          </span>
        </div>
        <div className="staging-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => staging.cancel()}
            disabled={staging.uploading}
            data-testid="staging-cancel"
          >
            Cancel
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void staging.confirm()}
            disabled={staging.uploading || staging.ratesPending}
            data-testid="staging-confirm"
          >
            {staging.uploading ? 'Importing…' : 'Confirm to Import'}
          </button>
        </div>
      </header>
      <div className="staging-summary">
        <strong className="staging-total" data-testid="staging-total">
          Total Records: {total}
        </strong>
        {staging.invalidMessage && (
          <p className="staging-invalid" data-testid="staging-invalid-message">
            {staging.invalidMessage}
          </p>
        )}
        {staged.invalidCount > 0 && (
          <label className="staging-only-invalid">
            <input
              type="checkbox"
              checked={staging.onlyInvalid}
              onChange={(event) => staging.setOnlyInvalid(event.target.checked)}
              data-testid="staging-only-invalid"
            />
            Show only the rows with missing values
          </label>
        )}
        {staged.warningRowCount > 0 && (
          <p className="staging-warnings" data-testid="staging-warning-count">
            {groupThousands(String(staged.warningRowCount))} rows have values that could not be read and are
            left empty; each is named in its row.
          </p>
        )}
        {staging.ratesPending && (
          <p className="staging-note" role="status" data-testid="staging-rates-pending">
            Working out the rate each row will get…
          </p>
        )}
        {staging.ratesFailure && <p className="staging-note">{staging.ratesFailure}</p>}
        {staged.notes.map((note) => (
          <p key={note} className="staging-note">
            {note}
          </p>
        ))}
      </div>
      {staging.uploading && (
        // docs/api.md "Import upload": one call, all rows or none; 100,000 rows take a minute or more.
        <p className="staging-uploading" role="status" data-testid="staging-uploading">
          Importing {total} rows: the register takes them all at once, which for a large file takes a minute
          or more.
        </p>
      )}
      {staging.uploadFailure && (
        <div className="alert alert-error staging-failure" role="alert" data-testid="staging-failure">
          <span className="alert-message">{staging.uploadFailure}</span>
        </div>
      )}
      {/* The rows scroll here, sideways too: the region takes the focus so the keyboard scrolls it (WCAG 2.1.1,
          axe-core scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="staging-table-wrap" aria-label="Staged rows" tabIndex={0}>
        <StagedRowsTable rows={staging.pageRows} rates={staged.rates} />
      </section>
      <footer className="staging-footer">
        <Pager
          page={staging.page}
          pages={staging.pages}
          totalRecords={staging.shownRows.length}
          onPage={(page) => staging.setPage(page)}
          testId="staging-pager"
        />
        <PageSizeSelect value={staging.pageSize} onChange={(size) => staging.setPageSize(size)} />
      </footer>
    </div>,
    document.body,
  );
});
