/**
 * What a schedule's asset line says besides its figures (issue 25 item 4; docs/report-document.md "Layout"): under
 * the description, what ended the asset or moved it (a disposal with its termination value and balancing
 * adjustment, an abandonment with the value written off, an allocation to or from the low value pool), and the
 * legends under the table: how a row adds up, and the mark of a customised rate.
 */
import { formatDisplayDate, formatMoney } from '@taxdep/domain/format';
import type { AssetInfo, DeductionCell } from '@taxdep/domain/tax';
import type { AssetColumns } from './figures';

/** The mark beside a rate the user set (Customize mode), explained under the table (`CUSTOMISED_LEGEND`). */
export const CUSTOMISED_MARK = '†';
export const CUSTOMISED_LEGEND =
  '† A rate set in the register (Customize mode) in place of the tax office’s rate for the effective life shown; ' +
  'the register records no reason for it.';
/** Under every table of asset lines with years: what a row adds up to. */
export const ROW_LEGEND =
  'Each year: opening value + additions − deduction = the next year’s opening value, less a termination value ' +
  'received or a value allocated to the low value pool (both noted under the description).';

/** The mark of a line whose deductions the law denies (s40-27): no "$" in it, a line's amounts are its figures. */
export const DENIED_MARK = 's40-27:';

/** The financial year's first day after `cell`'s end: 30 June 2027 → 1 July 2027. */
const dayAfter = (cell: DeductionCell) =>
  formatDisplayDate(`${Number(cell.calcFYEndDate.slice(0, 4))}-07-01`);

/**
 * A move between the Division 40 schedule and the low value pool within the printed years (s40-430: an asset whose
 * value falls below $1,000 may be allocated to the pool at the start of a year, at its closing value): the value
 * leaves one schedule's row and opens the other's.
 */
function poolMove(cells: readonly DeductionCell[], category: string): string {
  for (let i = 0; i + 1 < cells.length; i += 1) {
    const year = cells[i] as DeductionCell;
    const next = cells[i + 1] as DeductionCell;
    if (category === 'L' && year.cwdv === 0 && year.owdv === 0 && next.owdv > 0)
      return `Allocated to the pool from Division 40 on ${dayAfter(year)} at ${formatMoney(next.owdv)}`;
    if (category !== 'L' && year.cwdv > 0 && next.owdv === 0 && next.additions === 0)
      return `Allocated to the low value pool on ${dayAfter(year)} at its closing value ${formatMoney(year.cwdv)}`;
  }
  return '';
}

/**
 * What ends or moves an asset, for the line under its description: the disposal with its termination value and
 * balancing adjustment (assessable when positive, s40-285), the abandonment with the value written off, or its
 * allocation to or from the pool.
 */
export function endNote(columns: AssetColumns, cells: readonly DeductionCell[], category: string): string {
  const sum = (field: 'balancingAdjustments' | 'abandonment') =>
    cells.reduce((total, c) => total + c[field], 0);
  if (columns.disposal) {
    const adjustment = sum('balancingAdjustments');
    const said =
      adjustment === 0
        ? ''
        : `, balancing adjustment ${formatMoney(adjustment)} (${adjustment > 0 ? 'assessable' : 'deductible'})`;
    return `Disposed ${formatDisplayDate(columns.disposal.date)}, termination value ${formatMoney(columns.disposal.terminationValue)}${said}`;
  }
  if (columns.abandonmentDate) {
    const written = sum('abandonment');
    return `Abandoned ${formatDisplayDate(columns.abandonmentDate)}${written === 0 ? '' : `, ${formatMoney(written)} written off`}`;
  }
  return poolMove(cells, category);
}

/** The asset's description, marked when the law denies its deductions, with what ends it on a line of its own. */
export function describe(a: AssetInfo, columns: AssetColumns, category: string): string {
  const name = a.deniedBy ? `${DENIED_MARK} ${a.assetName ?? ''}` : (a.assetName ?? '');
  const end = endNote(columns, a.depreciationCalculations, category);
  return end === '' ? name : `${name}\n${end}`;
}
