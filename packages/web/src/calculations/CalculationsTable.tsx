import type { CalculationRow, CalculationTotals } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { balancingAsDeduction } from '../figures/balancing-sign';
import { DeniedReason, deniedNote, deniedReason } from '../ui/DeniedDeduction';
import { wholeDollars } from '../ui/money';
import { SortHeader } from '../ui/SortHeader';
import type { CalculationsStore } from './CalculationsStore';
import { CALCULATION_COLUMNS, type CalculationColumn, type ExplainFigure } from './columns';

/**
 * The Calculations table (docs/product/calculations-deductions-summary-report.md#calculations-tab): one row per asset,
 * amounts in whole dollars right-aligned, sortable headers where the service sorts. With `onExplain`, each computed
 * figure is a button (reached by Tab, pressed with Enter or Space) that asks for its explanation.
 */
export const CalculationsTable = observer(function CalculationsTable(props: {
  store: CalculationsStore;
  onExplain?: ExplainFigure;
}) {
  const { store } = props;
  return (
    <table className="figures-table" data-testid="calculations-table">
      <thead>
        <tr>
          {CALCULATION_COLUMNS.map((column) => {
            const className = column.kind === 'text' ? undefined : 'num';
            const sort = column.sort;
            return sort ? (
              <SortHeader
                key={column.field}
                className={className}
                active={store.sortBy === sort}
                order={store.order}
                onSort={() => void store.toggleSort(sort)}
                testId={`sort-${sort}`}
              >
                {column.label}
              </SortHeader>
            ) : (
              <th key={column.field} scope="col" className={className}>
                {column.label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {store.rows.map((row) => (
          <tr key={row.id} data-testid={`calculation-row-${row.id}`}>
            {CALCULATION_COLUMNS.map((column) => (
              <Cell key={column.field} row={row} column={column} onExplain={props.onExplain} />
            ))}
          </tr>
        ))}
      </tbody>
      {store.totals && <TotalRow totals={store.totals} search={store.appliedSearch} />}
    </table>
  );
});

/**
 * Issue 26 item 9: the Total row of the money columns, over every row the search finds (all pages), as the service
 * adds them up; the column of each figure as the rows show it.
 */
function TotalRow(props: { totals: CalculationTotals; search: string }) {
  const { totals } = props;
  return (
    <tfoot>
      <tr className="row-total" data-testid="calculations-total-row">
        {CALCULATION_COLUMNS.map((column, k) => {
          if (k === 0) {
            return (
              <th key={column.field} scope="row">
                {props.search ? 'Total (all matching rows)' : 'Total (all rows)'}
              </th>
            );
          }
          const field = column.field as keyof CalculationTotals;
          const value = column.kind === 'money' ? totals[field] : undefined;
          const shown = value === undefined ? '' : wholeDollars(shownValue(field, value));
          return (
            <td
              key={column.field}
              className={column.kind === 'text' ? undefined : 'num'}
              data-testid={`total-${column.field}`}
            >
              {shown}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}

/** A figure as the table shows it: a balancing adjustment with a deduction positive (BALANCING_ADJUSTMENT_LABEL). */
function shownValue(field: string, value: number): number {
  return field === 'balancingAdjustment' ? balancingAsDeduction(value) : value;
}

function Cell(props: { row: CalculationRow; column: CalculationColumn; onExplain?: ExplainFigure }) {
  const { row, column, onExplain } = props;
  const text = cellText(row, column);
  if (column.field === 'id') {
    return (
      <th scope="row" data-testid={column.field}>
        {text}
      </th>
    );
  }
  if (column.kind === 'text') {
    return (
      <td className={column.wide ? 'cell-wide' : undefined} data-testid={column.field}>
        {text}
      </td>
    );
  }
  const figure = column.figure;
  // Issue 23: the law denies the deduction (s40-27): "$0 — s40-27 (…)", the capital gains note on hover.
  const denied = row.deniedBy && DENIED_FIGURES.has(column.field) ? row.deniedBy : null;
  const reason = denied ? deniedReason(denied) : null;
  return (
    <td className="num" data-testid={column.field} title={denied ? deniedNote(denied) : undefined}>
      {figure && onExplain ? (
        <button
          type="button"
          className="figure-button"
          aria-label={`${column.label} of asset ${row.id}: ${text}${reason ? ` (${reason})` : ''}. Explain`}
          onClick={() => onExplain(row.id, figure)}
        >
          {text}
        </button>
      ) : (
        text
      )}
      {denied && column.field === 'depreciation' ? <DeniedReason deniedBy={denied} /> : null}
    </td>
  );
}

/** The figures that are deductions: nil, with the reason, when the law denies them. */
const DENIED_FIGURES = new Set<keyof CalculationRow>([
  'depreciation',
  'balancingAdjustment',
  'depreciationClaimToDate',
]);

function cellText(row: CalculationRow, column: CalculationColumn): string {
  const value = row[column.field];
  if (value === null || value === undefined) return '';
  // Issue 26 item 9: a pool member declines at the pool's rate (s40-440), which the service gives.
  if (column.field === 'depreciationRate' && row.pooled) return `${value} (pool)`;
  return column.kind === 'money' ? wholeDollars(shownValue(column.field, value as number)) : String(value);
}
