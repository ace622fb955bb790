import { observer } from 'mobx-react-lite';
import { Pager } from '../../ui/Pager';
import { PageSizeSelect } from '../../ui/PageSizeSelect';
import { ASSET_VIEW } from '../columns';
import type { RegisterStore } from '../store/RegisterStore';

/** Footer (docs/product/asset-register.md): pager, page jump, records per page and a second Add Asset link. */
export const RegisterFooter = observer(function RegisterFooter(props: { store: RegisterStore }) {
  const { store } = props;
  return (
    <div className="register-footer">
      <Pager
        page={store.page}
        pages={store.totalPages}
        totalRecords={store.totalRecords}
        onPage={(page) => void store.goToPage(page)}
      />
      <PageSizeSelect value={store.pageSize} onChange={(size) => void store.setPageSize(size)} />
      {store.view === ASSET_VIEW && !store.readOnly && (
        <button
          type="button"
          className="link-button"
          data-testid="add-asset-footer"
          onClick={() => store.addAsset()}
        >
          + Add Asset
        </button>
      )}
    </div>
  );
});
