import { observer } from 'mobx-react-lite';
import { ConfirmDialog } from '../../ui/Dialog';
import { Pager } from '../../ui/Pager';
import type { CapexStore } from '../CapexStore';
import { ImportDialog } from '../import/ImportDialog';
import { ProposalsDialog } from '../proposals/ProposalsDialog';
import { ItemsGrid } from './ItemsGrid';

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-AU')} ${word}${count === 1 ? '' : 's'}`;

/**
 * The Items tab (issue 27 item 2; docs/product/capex-forecast.md "Items"): the toolbar (Add item, Delete
 * selected, Start from the register, Import CSV/Excel), the count "N items, M left out", the grid and its pages.
 */
export const ItemsTab = observer(function ItemsTab(props: { store: CapexStore }) {
  const { store } = props;
  const items = store.items;
  const { counts } = items;
  const readOnly = items.readOnly;
  return (
    <section className="capex-items" aria-label="Items" data-testid="capex-items">
      <div className="capex-toolbar">
        <div className="capex-toolbar-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={readOnly}
            onClick={() => items.addRow()}
          >
            Add item
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={readOnly || items.selectedRows.length === 0 || items.deleting}
            onClick={() => items.askDelete()}
            data-testid="capex-delete-selected"
          >
            Delete selected
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={!store.proposals.available}
            title={
              store.depreciationReportId === null ? 'The property has no depreciation report.' : undefined
            }
            onClick={() => void store.proposals.start()}
            data-testid="capex-start-from-register"
          >
            Start from the register
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={readOnly}
            onClick={() => store.itemImport.begin()}
            data-testid="capex-import"
          >
            Import CSV/Excel
          </button>
        </div>
        <p className="capex-count" aria-live="polite" data-testid="capex-item-count">
          {plural(counts.items, 'item')}, {counts.leftOut.toLocaleString('en-AU')} left out
          {items.saving ? ' · Saving…' : ''}
        </p>
      </div>
      {!readOnly && (
        <p className="muted capex-hint">
          Arrow keys move between cells; Enter or typing edits, Enter saves. Paste rows copied from Excel in
          the grid’s column order to add them.
        </p>
      )}
      {items.saveError && (
        <div className="alert alert-error" role="alert" data-testid="capex-items-error">
          <span className="alert-message">{items.saveError}</span>
          <div className="alert-actions">
            <button type="button" className="button button-small" onClick={() => void items.retrySave()}>
              Try again
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label="Dismiss"
              onClick={() => items.dismissError()}
            >
              ×
            </button>
          </div>
        </div>
      )}
      {items.pasteNotice && (
        <div className="alert alert-success" role="status" data-testid="capex-paste-notice">
          <span className="alert-message">
            {plural(items.pasteNotice.added, 'row')} pasted.
            {items.pasteNotice.problems.length > 0 && (
              <> Cells that could not be read were left blank: {items.pasteNotice.problems.join(' ')}</>
            )}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label="Dismiss"
            onClick={() => items.dismissPasteNotice()}
          >
            ×
          </button>
        </div>
      )}
      {counts.items === 0 ? (
        <p className="figures-empty" data-testid="capex-no-items">
          No items yet. Add one, start from the property’s register, or import a file.
        </p>
      ) : (
        <ItemsGrid store={items} />
      )}
      <Pager
        page={items.page}
        pages={items.pages}
        totalRecords={counts.items}
        onPage={(page) => items.setPage(page)}
      />
      {items.confirmingDelete && (
        <ConfirmDialog
          title="Delete items"
          confirmLabel="Delete"
          cancelLabel="Cancel"
          destructive
          testId="capex-delete-dialog"
          onConfirm={() => void items.deleteSelected()}
          onCancel={() => items.cancelDelete()}
        >
          <p>Delete {plural(items.selectedRows.length, 'selected item')} from this forecast?</p>
        </ConfirmDialog>
      )}
      {store.proposals.open && <ProposalsDialog store={store.proposals} />}
      {store.itemImport.open && <ImportDialog store={store.itemImport} />}
    </section>
  );
});
