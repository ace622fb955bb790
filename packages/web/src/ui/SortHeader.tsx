import type { ReactNode } from 'react';

/**
 * A column header that sorts its table: each click toggles ascending and descending (docs/product/asset-register.md
 * "sortable columns"); `aria-sort` tells a screen reader which column orders the rows. Shared by the register and
 * the Calculations table.
 */
export function SortHeader(props: {
  active: boolean;
  order: 'ASC' | 'DESC';
  onSort: () => void;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  const direction = props.order === 'ASC' ? 'ascending' : 'descending';
  return (
    <th scope="col" className={props.className} aria-sort={props.active ? direction : undefined}>
      <button type="button" className="sort-button" data-testid={props.testId} onClick={props.onSort}>
        {props.children}
        <span aria-hidden="true" className="sort-mark">
          {props.active ? (props.order === 'ASC' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
