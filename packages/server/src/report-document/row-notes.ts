/**
 * What a schedule's asset line says besides its figures (issue 25 item 4; docs/report-document.md "Layout"): under
 * the description, what ended the asset or moved it (a disposal with its termination value and balancing
 * adjustment, an abandonment with the value written off, an allocation to or from the low value pool), and the
 * legends under the table: how a row adds up, and the mark of a customised rate.
 */
import { formatDisplayDate, formatMoney } from '@taxdep/domain/format';
import type { AssetInfo, DeductionCell } from '@taxdep/domain/tax';
import type { AssetColumns, CustomisedRate } from './figures';

/**
 * The mark beside a rate the user set (Customize mode) and beside the life it implies, explained at the end of the
 * table: the legend's heading (`CUSTOMISED_LEGEND`), then one row per marked asset (`customisedRateNote`).
 */
export const CUSTOMISED_MARK = '†';
export const CUSTOMISED_LEGEND =
  '† Rates set in the register in place of the tax office’s (Customize mode). The Life column shows the life each ' +
  'rate implies (s40-72: diminishing value = 200% ÷ life, 150% before 10 May 2006, s40-70; s40-75: prime cost = ' +
  '100% ÷ life) instead of the tax office’s, and each is listed here with the reason the register records for it:';
/**
 * Said of a customised rate whose reason is missing; not printed now, as such an asset is invalid and so has no
 * figures (issue 26 item 5).
 */
export const NO_REASON = 'no reason recorded';
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
        : // Issue 26 item 9: the screens' sign, a deduction positive and assessable income negative.
          `, balancing adjustment ${formatMoney(-adjustment)} (${adjustment > 0 ? 'income, assessable' : 'deduction'})`;
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

/** A life in the Life column: the one a customised rate implies, marked, else the tax office's. */
export function lifeCell(columns: AssetColumns, officeLife: string): string {
  const implied = columns.customisedRate?.life;
  return columns.customised && implied !== undefined && implied !== null
    ? `${implied}${CUSTOMISED_MARK}`
    : officeLife;
}

const years = (life: string) => `${life} ${life === '1' ? 'year' : 'years'}`;

/**
 * One asset's row of the legend: "† Asset 171: DV 12.5% (life 16 years) in place of the tax office’s 20% (10
 * years): Self-assessed effective life …".
 */
export function customisedRateNote(assetId: string, method: string, rate: string, c: CustomisedRate): string {
  const used = [method, rate].filter(Boolean).join(' ');
  const life = c.life === null ? '' : ` (life ${years(c.life)})`;
  const office = c.officeRate === '' ? 'rate' : c.officeRate;
  const officeLife = c.officeLife === null ? '' : ` (${years(c.officeLife)})`;
  return `${CUSTOMISED_MARK} Asset ${assetId}: ${used}${life} in place of the tax office’s ${office}${officeLife}: ${c.reason ?? NO_REASON}`;
}
