import {
  type CheckedImportRow,
  IMPORT_CURRENCY_HEADINGS,
  IMPORT_HEADINGS,
  type ImportHeading,
  type StagedRates,
  stagedRateColumns,
  stagedRateOf,
  stagedRateText,
} from '@taxdep/domain/import';
import { Fragment } from 'react';
import { cellNotes, stagedCellText } from './staged-cells';

/** A staged cell: its value and, beside it, each reason in words (docs/product/rules.md "Import"). */
function StagedCell(props: { row: CheckedImportRow; heading: ImportHeading }) {
  const { row, heading } = props;
  const { problems, warnings } = cellNotes(row, heading);
  const classes = ['staged-cell'];
  if (problems.length > 0) classes.push('staged-cell-invalid');
  else if (warnings.length > 0) classes.push('staged-cell-warning');
  if (IMPORT_CURRENCY_HEADINGS.includes(heading)) classes.push('staged-cell-amount');
  return (
    <td className={classes.join(' ')}>
      <span className="staged-value">{stagedCellText(heading, row.values[heading])}</span>
      {problems.map((problem) => (
        <span key={problem.message} className="staged-note staged-problem">
          {problem.message}
        </span>
      ))}
      {warnings.map((warning) => (
        <span key={warning.message} className="staged-note staged-warning">
          {warning.message}
        </span>
      ))}
    </td>
  );
}

/**
 * Issue 26 item 2: the rate the upload will store for the row and its mode, by the service's rule
 * (`writtenRateColumns`), once the service has answered; empty before, or when the row will have none.
 */
function RateCell(props: { row: CheckedImportRow; rates: StagedRates | null | undefined }) {
  const { row, rates } = props;
  const text = rates ? stagedRateText(stagedRateColumns(row.values, stagedRateOf(row.values, rates))) : null;
  return (
    <td className="staged-cell staged-rate" data-testid="staged-rate">
      {text}
    </td>
  );
}

/**
 * The rows of one page of the staging screen, under the import headings (docs/product/entities.md "Import file
 * headings"), each with its file line so the user can find it in the file. An invalid row is marked, and its reasons
 * stand next to the cells they concern; a row with a value lost is marked to be checked; a valid row carries no mark,
 * so the few rows that need the user stand out of a long file (a 'Valid' on every row was noise).
 */
export function StagedRowsTable(props: { rows: readonly CheckedImportRow[]; rates?: StagedRates | null }) {
  const { rates } = props;
  return (
    <table className="staged-table" data-testid="staged-table">
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Status</th>
          {IMPORT_HEADINGS.map((heading) => (
            <Fragment key={heading}>
              <th scope="col">{heading}</th>
              {heading === 'Dep Rate' && <th scope="col">Rate it will get</th>}
            </Fragment>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => {
          const invalid = row.problems.length > 0;
          return (
            <tr
              key={row.line}
              className={invalid ? 'staged-row staged-row-invalid' : 'staged-row'}
              data-testid={`staged-row-${row.line}`}
              aria-invalid={invalid || undefined}
            >
              <th scope="row" className="staged-line">
                {row.line}
              </th>
              <td className="staged-status">
                {invalid ? (
                  <>
                    <span className="staged-badge staged-badge-invalid">Missing values</span>
                    {/* The reasons again here: the cells they concern may be scrolled out of view. */}
                    <span className="staged-note staged-problem">
                      {row.problems.map((problem) => problem.message).join(' ')}
                    </span>
                  </>
                ) : row.warnings.length > 0 ? (
                  <span className="staged-badge staged-badge-warning">Check values</span>
                ) : null}
              </td>
              {IMPORT_HEADINGS.map((heading) => (
                <Fragment key={heading}>
                  <StagedCell row={row} heading={heading} />
                  {heading === 'Dep Rate' && <RateCell row={row} rates={rates} />}
                </Fragment>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
