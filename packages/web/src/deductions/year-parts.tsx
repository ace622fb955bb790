import type { DeductionYear } from '@taxdep/domain';
import { formatMoney } from '@taxdep/domain/format';
import type { ReactNode } from 'react';
import { wholeDollars } from '../ui/money';
import type { DeductionFigure } from './explain-context';
import { yearDeduction, yearEndingLabel } from './figures';

/** docs/product/calculations-deductions-summary-report.md#deductions-tab: the prior year, the current one and four more. */
const YEAR_ROLES = ['Prior year', 'Current year'];

/** The headers of the year columns: each year's end over its sub-columns (`Opening Value`, `Deduction`). */
export function YearHeaders(props: { years: readonly number[]; columns: readonly string[] }) {
  return props.years.map((year, index) => (
    <th
      key={year}
      scope="colgroup"
      colSpan={props.columns.length}
      className={index === 1 ? 'num year-head year-current' : 'num year-head'}
    >
      {yearEndingLabel(year)}
      {YEAR_ROLES[index] && <span className="year-role">{YEAR_ROLES[index]}</span>}
    </th>
  ));
}

export function YearSubHeaders(props: { years: readonly number[]; columns: readonly string[] }) {
  return props.years.flatMap((year) =>
    props.columns.map((column) => (
      <th key={`${year}-${column}`} scope="col" className="num">
        {column}
      </th>
    )),
  );
}

/** A row's years: the opening value and the deduction of each (views 2 to 5); `cells` follow `years`. */
export function OpeningAndDeductionCells(props: {
  cells: readonly DeductionYear[];
  years: readonly number[];
  /** Issue 26 item 9: an asset line's figures open their explanation, each for its own FY. */
  explain?: ((figure: DeductionFigure, financialYear: number) => void) | undefined;
}) {
  return props.years.flatMap((year, index) => {
    const cell = props.cells[index];
    const opening = wholeDollars(cell?.owdv ?? 0);
    const deduction = formatMoney(yearDeduction(cell));
    const { explain } = props;
    return [
      <td key={`${year}-opening`} className="num">
        {explain ? (
          <FigureButton
            label={`Opening value ${yearEndingLabel(year)}: ${opening}`}
            onClick={() => explain('openingWrittenDownValue', year)}
          >
            {opening}
          </FigureButton>
        ) : (
          opening
        )}
      </td>,
      <td key={`${year}-deduction`} className="num">
        {explain ? (
          <FigureButton
            label={`Deduction ${yearEndingLabel(year)}: ${deduction}`}
            onClick={() => explain('depreciation', year)}
          >
            {deduction}
          </FigureButton>
        ) : (
          deduction
        )}
      </td>,
    ];
  });
}

function FigureButton(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="figure-button"
      aria-label={`${props.label}. Explain`}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/** A row's years: the deduction of each only (the Instant Asset Write-Off view). */
export function DeductionCells(props: { cells: readonly DeductionYear[]; years: readonly number[] }) {
  return props.years.map((year, index) => (
    <td key={year} className="num">
      {formatMoney(yearDeduction(props.cells[index]))}
    </td>
  ));
}

/**
 * The label of a group or Total row over the asset columns (name, start date, cost): in the first column, which
 * stays in view while the years scroll sideways, then empty cells, so its figures stay under their year headings.
 */
export function RowLabel(props: { children: ReactNode; blankColumns: number }) {
  return (
    <>
      <th scope="row">{props.children}</th>
      {Array.from({ length: props.blankColumns }, (_, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed empty cells, never reordered
        <td key={k} />
      ))}
    </>
  );
}
