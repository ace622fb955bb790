import type { AssetGroupDeductions, CategoryReportAnswer, DeductionAsset } from '@taxdep/domain';
import { formatDisplayDate } from '@taxdep/domain/format';
import { type ReactNode, useContext } from 'react';
import { assetCountText, assetGroupLabel } from '../figures/asset-groups';
import { DeniedMark } from '../ui/DeniedDeduction';
import { wholeDollars } from '../ui/money';
import { ExplainDeductionContext } from './explain-context';
import { OpeningAndDeductionCells, RowLabel, YearHeaders, YearSubHeaders } from './year-parts';

const YEAR_COLUMNS = ['Opening Value', 'Deduction'];
/** Tax codes outside the Commissioner's table (Division 43, the firm's own codes) name no industry. _Ours_. */
const UNNAMED_INDUSTRY = 'No industry (codes outside the effective life table)';
const UNNAMED_SUB_INDUSTRY = 'No sub-industry';

/**
 * Views 2 to 5 (docs/product/calculations-deductions-summary-report.md#deductions-tab): Table B by asset group with
 * each group's assets, then Table A by industry, sub-industry and asset group, each ending with the Total row.
 * The low value pool view shows its rate text above them; `pager` (the page of Table B's asset lines) goes right
 * under Table B, whose lines it pages.
 */
export function DeductionTables(props: { answer: CategoryReportAnswer; pager?: ReactNode }) {
  const { answer } = props;
  return (
    <>
      {answer.rateText && (
        <p className="figures-note" data-testid="pool-rate">
          Low value pool rate: {answer.rateText}
        </p>
      )}
      <h3 className="figures-table-title" id="table-b-title">
        Table B: by asset group
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16) */}
      <div className="figures-scroll" tabIndex={0}>
        <TableB answer={answer} />
      </div>
      {props.pager}
      <h3 className="figures-table-title" id="table-a-title">
        Table A: by industry
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16) */}
      <div className="figures-scroll" tabIndex={0}>
        <TableA answer={answer} />
      </div>
    </>
  );
}

function TableB(props: { answer: CategoryReportAnswer }) {
  const { answer } = props;
  const years = answer.financialYears;
  return (
    <table className="figures-table" aria-labelledby="table-b-title" data-testid="deduction-table-b">
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            Asset
          </th>
          <th scope="col" rowSpan={2}>
            Start Date
          </th>
          <th scope="col" rowSpan={2} className="num">
            Original Cost
          </th>
          <YearHeaders years={answer.financialYears} columns={YEAR_COLUMNS} />
        </tr>
        <tr>
          <YearSubHeaders years={answer.financialYears} columns={YEAR_COLUMNS} />
        </tr>
      </thead>
      {answer.categoryAsset.map((group) => (
        <GroupRows key={group.assetGroup} group={group} years={years} />
      ))}
      <tfoot>
        <tr className="row-total" data-testid="deduction-total">
          <RowLabel blankColumns={2}>Total</RowLabel>
          <OpeningAndDeductionCells cells={answer.balance} years={years} />
        </tr>
      </tfoot>
    </table>
  );
}

function GroupRows(props: { group: AssetGroupDeductions; years: readonly number[] }) {
  const { group, years } = props;
  return (
    <tbody data-testid={`deduction-group-${group.assetGroup}`}>
      <tr className="row-group">
        <RowLabel blankColumns={2}>
          {assetGroupLabel(group.assetGroup)}
          <span className="group-count"> · {assetCountText(group.assetCount)}</span>
        </RowLabel>
        <OpeningAndDeductionCells cells={group.years} years={years} />
      </tr>
      {group.assetsInfo.map((asset) => (
        <AssetRow key={asset.assetId} asset={asset} years={years} />
      ))}
    </tbody>
  );
}

function AssetRow(props: { asset: DeductionAsset; years: readonly number[] }) {
  const { asset } = props;
  const explain = useContext(ExplainDeductionContext);
  return (
    <tr data-testid={`deduction-asset-${asset.assetId}`}>
      <th scope="row" className="asset-name">
        <span className="asset-id">{asset.assetId}</span> {asset.assetName}
        {asset.deniedBy && <DeniedMark deniedBy={asset.deniedBy} />}
      </th>
      <td className="date">{formatDisplayDate(asset.workStartDate)}</td>
      <td className="num">{wholeDollars(asset.originalCost)}</td>
      <OpeningAndDeductionCells
        cells={asset.depreciationCalculations}
        years={props.years}
        explain={
          explain ? (figure, year) => explain(asset.assetId, figure, asset.assetName ?? '', year) : undefined
        }
      />
    </tr>
  );
}

function TableA(props: { answer: CategoryReportAnswer }) {
  const { answer } = props;
  const years = answer.financialYears;
  return (
    <table className="figures-table" aria-labelledby="table-a-title" data-testid="deduction-table-a">
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            Industry › Sub-industry › Asset group
          </th>
          <YearHeaders years={answer.financialYears} columns={YEAR_COLUMNS} />
        </tr>
        <tr>
          <YearSubHeaders years={answer.financialYears} columns={YEAR_COLUMNS} />
        </tr>
      </thead>
      {answer.categoryAssetAsPerIndustryForTableA.map((industry) => (
        <tbody key={industry.industryName}>
          <tr className="row-group">
            <th scope="row">{industry.industryName || UNNAMED_INDUSTRY}</th>
            <OpeningAndDeductionCells cells={industry.years} years={years} />
          </tr>
          {industry.categoryAsset.flatMap((sub) => [
            <tr key={sub.subIndustryName} className="row-level-1">
              <th scope="row">{sub.subIndustryName || UNNAMED_SUB_INDUSTRY}</th>
              <OpeningAndDeductionCells cells={sub.years} years={years} />
            </tr>,
            ...sub.categoryAsset.map((group) => (
              <tr key={`${sub.subIndustryName}-${group.assetGroup}`} className="row-level-2">
                <th scope="row">{assetGroupLabel(group.assetGroup)}</th>
                <OpeningAndDeductionCells cells={group.years} years={years} />
              </tr>
            )),
          ])}
        </tbody>
      ))}
      <tfoot>
        <tr className="row-total">
          <th scope="row">Total</th>
          <OpeningAndDeductionCells cells={answer.balance} years={years} />
        </tr>
      </tfoot>
    </table>
  );
}
