import { isPageSize, PAGE_SIZE_OPTIONS } from '@taxdep/domain/paging';
import { observer } from 'mobx-react-lite';
import { Pager } from '../../ui/Pager';
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
      <label className="page-size">
        Records per page
        <select
          data-testid="page-size"
          value={String(store.pageSize)}
          onChange={(event) => {
            const size = Number(event.target.value);
            if (isPageSize(size)) void store.setPageSize(size);
          }}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </select>
      </label>
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
