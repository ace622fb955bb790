import type { CalculationRow, CalculationSortColumn } from '@taxdep/domain';
import { BALANCING_ADJUSTMENT_LABEL } from '../figures/balancing-sign';

/** docs/product/calculations-deductions-summary-report.md#calculations-tab: the empty table says so. */
export const NO_CALCULATED_ASSETS_MESSAGE = 'No calculated assets';

/** What the tab says when its call fails, before the service's reason (ui/failure-message.ts). _Ours_. */
export const CALCULATIONS_FAILED = 'The calculations could not be loaded';

/** docs/product/rules.md#constants-and-limits: the default sort is `id` ascending. */
export const DEFAULT_CALCULATION_SORT = { sortBy: 'id', order: 'ASC' } as const satisfies {
  sortBy: CalculationSortColumn;
  order: 'ASC' | 'DESC';
};

/** The computed figures of a row: each cell is a button that asks for its explanation (ExplainFigure). */
export type CalculationFigureColumn =
  | 'openingWrittenDownValue'
  | 'additions'
  | 'depreciation'
  | 'balancingAdjustment'
  | 'closingWrittenDownValue'
  | 'depreciationClaimToDate';

/**
 * The hook of the explanation panel: called with the asset and the figure a user chose (click, Enter or Space on
 * the cell). The report view passes it once the panel exists; without it the figures are plain text.
 */
export type ExplainFigure = (assetId: number, column: CalculationFigureColumn) => void;

/** How a column's values show: text, whole dollars, or a plain number (the header names the unit). */
type Kind = 'text' | 'money' | 'number';

export interface CalculationColumn {
  field: keyof CalculationRow;
  label: string;
  kind: Kind;
  /** Set when the service sorts by this column (the contract's CalculationSortColumn). */
  sort?: CalculationSortColumn;
  /** Set on the computed figures, which explain themselves. */
  figure?: CalculationFigureColumn;
  /** A long text: the column keeps a readable width instead of wrapping to a word a line. */
  wide?: true;
}

/** The columns of docs/product/calculations-deductions-summary-report.md#calculations-tab, in order. */
export const CALCULATION_COLUMNS: readonly CalculationColumn[] = [
  { field: 'id', label: 'Asset ID', kind: 'text', sort: 'id' },
  { field: 'assetCode', label: 'Tax Code', kind: 'text', sort: 'assetCode' },
  { field: 'depreciationCategory', label: 'Category', kind: 'text' },
  { field: 'description', label: 'Description', kind: 'text', sort: 'description', wide: true },
  { field: 'originalCost', label: 'Original Cost', kind: 'money', sort: 'originalCost' },
  { field: 'depreciationMethod', label: 'Method', kind: 'text' },
  { field: 'depreciationRate', label: 'Rate (%)', kind: 'number' },
  { field: 'effectiveLife', label: 'Effective Life (years)', kind: 'number' },
  {
    field: 'openingWrittenDownValue',
    label: 'Opening Written Down Value',
    kind: 'money',
    sort: 'openingWrittenDownValue',
    figure: 'openingWrittenDownValue',
  },
  { field: 'additions', label: 'Additions', kind: 'money', figure: 'additions' },
  {
    field: 'depreciation',
    label: 'Depreciation',
    kind: 'money',
    sort: 'depreciation',
    figure: 'depreciation',
  },
  {
    field: 'balancingAdjustment',
    label: BALANCING_ADJUSTMENT_LABEL,
    kind: 'money',
    figure: 'balancingAdjustment',
  },
  {
    field: 'closingWrittenDownValue',
    label: 'Closing Written Down Value',
    kind: 'money',
    sort: 'closingWrittenDownValue',
    figure: 'closingWrittenDownValue',
  },
  {
    field: 'depreciationClaimToDate',
    label: 'Depreciation Claim to Date',
    kind: 'money',
    figure: 'depreciationClaimToDate',
  },
];
