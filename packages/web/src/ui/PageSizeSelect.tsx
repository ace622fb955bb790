import { isPageSize, PAGE_SIZE_OPTIONS, type PageSize } from '@taxdep/domain/paging';

/**
 * "Records per page" of every paged table (docs/product/rules.md#constants-and-limits: 25, 50, 100, 200); the
 * owner remembers the choice for the session. Beside the Pager in the register's and the Calculations footers.
 */
export function PageSizeSelect(props: { value: PageSize; onChange: (size: PageSize) => void }) {
  return (
    <label className="page-size">
      Records per page
      <select
        data-testid="page-size"
        value={String(props.value)}
        onChange={(event) => {
          const size = Number(event.target.value);
          if (isPageSize(size)) props.onChange(size);
        }}
      >
        {PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={String(size)}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}
