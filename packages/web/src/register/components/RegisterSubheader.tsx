import { observer } from 'mobx-react-lite';
import { ASSET_VIEW, DEMOLITION_VIEW } from '../columns';
import { assetCountText, isListNarrowed } from '../store/asset-count';
import type { RegisterStore } from '../store/RegisterStore';

/**
 * Subheader (docs/product/asset-register.md): the count, Copy Previous Asset Register (In Progress and QA Review, not read-only), Add
 * Asset (asset view, not read-only) and Add Demolition Date (demolition view, with ticked rows); then the bulk bar
 * when rows are ticked.
 */
export const RegisterSubheader = observer(function RegisterSubheader(props: { store: RegisterStore }) {
  const { store } = props;
  const ticked = store.selection.count;
  return (
    <>
      <div className="register-subheader">
        <p className="asset-count" data-testid="asset-count" aria-busy={!store.listed}>
          {assetCountText(
            store.listed ? store.totalRecords : null,
            store.registerAssetCount,
            isListNarrowed(store),
          )}
        </p>
        <div className="register-tools">
          {store.canCopy && (
            <button
              type="button"
              className="button button-secondary"
              data-testid="copy-previous-register"
              onClick={() => void store.copy.open()}
            >
              Copy Previous Asset Register
            </button>
          )}
          {store.view === ASSET_VIEW && !store.readOnly && (
            <button
              type="button"
              className="button button-primary"
              data-testid="add-asset"
              onClick={() => store.addAsset()}
            >
              Add Asset
            </button>
          )}
          {store.view === DEMOLITION_VIEW && ticked > 0 && !store.readOnly && (
            <button
              type="button"
              className="button button-primary"
              data-testid="add-demolition-date"
              disabled={store.demolitions.busy}
              onClick={() => void store.demolitions.addToSelected()}
            >
              Add Demolition Date
            </button>
          )}
        </div>
      </div>
      {ticked > 0 && (
        <section className="bulk-bar" aria-label="Selected assets" data-testid="bulk-bar">
          <span data-testid="selected-count">{ticked} selected</span>
          <button
            type="button"
            className="button button-small"
            data-testid="unselect-all"
            onClick={() => store.selection.clear()}
          >
            Unselect All
          </button>
          <button
            type="button"
            className="button button-small button-danger"
            data-testid="delete-selected-assets"
            onClick={() => void store.deleteAssets('selected')}
          >
            Delete Assets
          </button>
        </section>
      )}
    </>
  );
});
