import { observer } from 'mobx-react-lite';
import { RegisterTransfers } from '../../register-import';
import { ABANDONMENT_VIEW, ASSET_VIEW, REGISTER_VIEWS, type RegisterView } from '../columns';
import type { RegisterStore } from '../store/RegisterStore';

/**
 * Header of the tab (docs/product/asset-register.md, spec 2.3): title, search, view selector, View Errors, Manage Output,
 * Delete All Assets, Export Assets, Import Assets (hidden when read-only; both in ../../register-import) and, in the
 * abandonment view, Manage Label.
 */
export const RegisterHeader = observer(function RegisterHeader(props: { store: RegisterStore }) {
  const { store } = props;
  const abandonment = store.view === ABANDONMENT_VIEW;
  return (
    <div className="register-header">
      <h2 className="register-title">Asset Register</h2>
      <div className="register-tools">
        <input
          type="search"
          className="register-search"
          aria-label="Search assets"
          placeholder="Search"
          data-testid="register-search"
          disabled={store.searchDisabled}
          value={store.searchText}
          onChange={(event) => store.setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void store.applySearch();
          }}
        />
        <select
          className="register-view-select"
          aria-label="View"
          data-testid="register-view"
          value={String(store.view)}
          onChange={(event) => void store.switchView(Number(event.target.value) as RegisterView)}
        >
          {REGISTER_VIEWS.map((view) => (
            <option key={view.id} value={String(view.id)}>
              {view.label}
            </option>
          ))}
        </select>
        {!abandonment && (
          <button
            type="button"
            className={store.errorMode ? 'button button-toggle button-toggle-on' : 'button button-toggle'}
            aria-pressed={store.errorMode}
            data-testid="view-errors-toggle"
            onClick={() => void store.toggleErrorMode()}
          >
            View Errors
          </button>
        )}
        {/* Issue 26 item 1: the user's own choice and order of the asset view's columns. */}
        {store.view === ASSET_VIEW && (
          <button
            type="button"
            className="button button-secondary"
            aria-haspopup="dialog"
            data-testid="choose-columns"
            onClick={() => store.layout.openChooser()}
          >
            Columns
          </button>
        )}
        {/* The abandonment view's columns are fixed (docs/product/asset-register.md), so it has no Manage Output. */}
        {!abandonment && (
          <button
            type="button"
            className="button button-secondary"
            data-testid="manage-output"
            onClick={() => store.output.open()}
          >
            Manage Output
          </button>
        )}
        {abandonment && (
          <button
            type="button"
            className="button button-secondary"
            data-testid="manage-label"
            onClick={() => store.labels.manager.open()}
          >
            Manage Label
          </button>
        )}
        {store.hasAssets && (
          <button
            type="button"
            className="button button-danger"
            data-testid="delete-all-assets"
            disabled={store.readOnly}
            onClick={() => void store.deleteAssets('all')}
          >
            Delete All Assets
          </button>
        )}
        <RegisterTransfers />
      </div>
    </div>
  );
});
