import { observer } from 'mobx-react-lite';
import type { RegisterStore } from '../store/RegisterStore';

/** The select-all box of the select column (docs/product/asset-register.md "There is also select-all"). */
export const SelectAllBox = observer(function SelectAllBox(props: { store: RegisterStore }) {
  const { store } = props;
  return (
    <th className="cell-select" scope="col">
      <input
        type="checkbox"
        aria-label="Select all assets"
        data-testid="select-all"
        checked={store.selection.allSelected}
        disabled={store.selection.selectable.length === 0}
        onChange={(event) => store.selection.selectAll(event.target.checked)}
      />
    </th>
  );
});
