import type { CategoryReportAnswer, DeductionYear } from '@taxdep/domain';
import { formatDisplayDate } from '@taxdep/domain/format';
import { assetCountText, assetGroupLabel } from '../figures/asset-groups';
import { DeniedMark } from '../ui/DeniedDeduction';
import { wholeDollars } from '../ui/money';
import { DeductionCells, RowLabel, YearHeaders } from './year-parts';

/**
 * View 6, Instant Asset Write-Off (docs/product/calculations-deductions-summary-report.md#deductions-tab): the assets
 * written off whole, with their cost and the deduction of each of the six years; no opening values, since nothing
 * is left to decline.
 */
export function InstantWriteOffTable(props: { answer: CategoryReportAnswer }) {
  const { answer } = props;
  const years = answer.financialYears;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16)
    <div className="figures-scroll" tabIndex={0}>
      <table className="figures-table" data-testid="instant-write-off-table">
        <thead>
          <tr>
            <th scope="col">Asset</th>
            <th scope="col">Start Date</th>
            <th scope="col" className="num">
              Original Cost
            </th>
            <YearHeaders years={answer.financialYears} columns={['Deduction']} />
          </tr>
        </thead>
        {answer.categoryAsset.map((group) => (
          <tbody key={group.assetGroup} data-testid={`deduction-group-${group.assetGroup}`}>
            <tr className="row-group">
              <RowLabel blankColumns={2}>
                {assetGroupLabel(group.assetGroup)}
                <span className="group-count"> · {assetCountText(group.assetCount)}</span>
              </RowLabel>
              <DeductionCells cells={group.years} years={years} />
            </tr>
            {group.assetsInfo.map((asset) => (
              <tr key={asset.assetId} data-testid={`deduction-asset-${asset.assetId}`}>
                <th scope="row" className="asset-name">
                  <span className="asset-id">{asset.assetId}</span> {asset.assetName}
                  {asset.deniedBy && <DeniedMark deniedBy={asset.deniedBy} />}
                </th>
                <td className="date">{formatDisplayDate(asset.workStartDate)}</td>
                <td className="num">{wholeDollars(asset.originalCost)}</td>
                <DeductionCells cells={asset.depreciationCalculations} years={years} />
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr className="row-total" data-testid="deduction-total">
            <RowLabel blankColumns={2}>Total</RowLabel>
            <DeductionCells cells={answer.balance} years={years} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A year of an asset or of the total that has a figure: repairs and expensed items touch one or two years. */
function hasFigures(year: DeductionYear): boolean {
  return year.owdv !== 0 || year.additions !== 0 || year.depreciation !== 0 || year.cwdv !== 0;
}

/**
 * View 7, Other Deductions (docs/product/calculations-deductions-summary-report.md#deductions-tab): repairs and
 * maintenance and expensed items (asset group `EX`), one row per asset and year that has a figure: opening value,
 * additions, the decline-in-value deduction and the next opening value. The Total rows give each such year.
 */
export function OtherDeductionsTable(props: { answer: CategoryReportAnswer }) {
  const { answer } = props;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16)
    <div className="figures-scroll" tabIndex={0}>
      <table className="figures-table" data-testid="other-deductions-table">
        <thead>
          <tr>
            <th scope="col">Asset</th>
            <th scope="col">Financial Year End</th>
            <th scope="col" className="num">
              Opening Value
            </th>
            <th scope="col" className="num">
              Additions
            </th>
            <th scope="col" className="num">
              Decline in Value Deduction
            </th>
            <th scope="col" className="num">
              Next Opening Value
            </th>
          </tr>
        </thead>
        {answer.categoryAsset.map((group) => (
          <tbody key={group.assetGroup} data-testid={`deduction-group-${group.assetGroup}`}>
            <tr className="row-group">
              <th scope="row" colSpan={6}>
                <span className="row-label-sticky">
                  {assetGroupLabel(group.assetGroup)}
                  <span className="group-count"> · {assetCountText(group.assetCount)}</span>
                </span>
              </th>
            </tr>
            {group.assetsInfo.flatMap((asset) =>
              asset.depreciationCalculations.filter(hasFigures).map((year) => (
                <tr
                  key={`${asset.assetId}-${year.calcFYEndDate}`}
                  data-testid={`deduction-asset-${asset.assetId}`}
                >
                  <th scope="row" className="asset-name">
                    <span className="asset-id">{asset.assetId}</span> {asset.assetName}
                    {asset.deniedBy && <DeniedMark deniedBy={asset.deniedBy} />}
                  </th>
                  <YearFigures year={year} />
                </tr>
              )),
            )}
          </tbody>
        ))}
        <tfoot>
          {answer.balance.filter(hasFigures).map((year) => (
            <tr key={year.calcFYEndDate} className="row-total" data-testid="deduction-total">
              <th scope="row">Total</th>
              <YearFigures year={year} />
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}

function YearFigures(props: { year: DeductionYear }) {
  const { year } = props;
  return (
    <>
      <td className="date">{formatDisplayDate(year.calcFYEndDate)}</td>
      <td className="num">{wholeDollars(year.owdv)}</td>
      <td className="num">{wholeDollars(year.additions)}</td>
      <td className="num">{wholeDollars(year.depreciation)}</td>
      <td className="num">{wholeDollars(year.cwdv)}</td>
    </>
  );
}
