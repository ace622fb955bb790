/**
 * s40-27 (docs/tax-rules.md "Second-hand plant in residential premises", docs/tax-engine.md decision 19): the
 * deduction of a second-hand asset in residential premises rented outside a business is reduced to nil, but its
 * decline in value still runs and its adjustable value falls as usual (the decline is a capital loss on disposal,
 * CGT event K7). So the asset's rows keep its opening, additions and closing values and hold no deduction: no
 * decline, no additional allowance, no abandonment write-off and no balancing adjustment.
 *
 * s40-291: a balancing adjustment is reduced by (the s40-27 reductions ÷ the total decline). The reduction covers
 * every year the asset is held here (it is second-hand for its whole life in the owner's hands), so the ratio is 1
 * and the deductible (or assessable) balancing adjustment is nil.
 */
import {
  type AssetRows,
  COL_ABANDONMENT,
  COL_ADDITIONAL_ALLOWANCE,
  COL_ADDITIONS,
  COL_BALANCING,
  COL_CLOSING,
  COL_DECLINE,
  COL_DISPOSED,
  COL_OPENING,
  COLUMNS,
} from '../model/rows';

/**
 * Takes every deduction out of a denied asset's rows. The value an event removed (a disposal, an abandonment, a
 * demolition write-off) stays visible as the value disposed of, so that for every FY
 * opening + additions − closing − disposed = the decline that was not deducted (`deniedDecline`).
 */
export function denyDeductions(rows: AssetRows): void {
  const d = rows.data;
  for (let at = 0; at < d.length; at += COLUMNS) {
    const decline = d[at + COL_DECLINE] as number;
    const removed =
      (d[at + COL_OPENING] as number) +
      (d[at + COL_ADDITIONS] as number) -
      decline -
      (d[at + COL_CLOSING] as number);
    d[at + COL_DISPOSED] = removed;
    d[at + COL_DECLINE] = 0;
    d[at + COL_ADDITIONAL_ALLOWANCE] = 0;
    d[at + COL_BALANCING] = 0;
    d[at + COL_ABANDONMENT] = 0;
  }
}

/** The decline in value of a denied asset in a FY, which it does not deduct (from its rows, as above). */
export function deniedDecline(rows: AssetRows, fy: number): number {
  return (
    rows.get(fy, COL_OPENING) +
    rows.get(fy, COL_ADDITIONS) -
    rows.get(fy, COL_CLOSING) -
    rows.get(fy, COL_DISPOSED)
  );
}
