/**
 * Per asset per FY figures, stored as one flat Float64Array per asset (columns below) so that 100,000 assets ×
 * 40+ years stay small and fast; `assetYear` turns one row into a plain object.
 * Signs: `balancingAdjustment` is termination value − adjustable value (docs/tax-rules.md "Disposal": positive assessable,
 * negative deductible); a demolition write-off (s43-40) is a deductible adjustment, so it is negative here.
 */
import type { Cents } from '../money/exact';

export const COL_OPENING = 0;
export const COL_ADDITIONS = 1;
/** Decline in value including any additional allowance (IA, the AD extra 50%). */
export const COL_DECLINE = 2;
export const COL_ADDITIONAL_ALLOWANCE = 3;
export const COL_BALANCING = 4;
export const COL_ABANDONMENT = 5;
/** Adjustable value (or pool balance) removed by a disposal. */
export const COL_DISPOSED = 6;
export const COL_CLOSING = 7;
export const COL_DAYS = 8;
/** 1 when the asset is in the low value pool in that FY. */
export const COL_POOLED = 9;
export const COLUMNS = 10;

export interface AssetYear {
  financialYear: number;
  openingValue: Cents;
  additions: Cents;
  decline: Cents;
  additionalAllowance: Cents;
  balancingAdjustment: Cents;
  abandonment: Cents;
  disposedValue: Cents;
  closingValue: Cents;
  daysHeld: number;
  pooled: boolean;
}

export function rowCount(firstFinancialYear: number, lastFinancialYear: number): number {
  return Math.max(0, lastFinancialYear - firstFinancialYear + 1);
}

export class AssetRows {
  readonly data: Float64Array;
  /** `buffer`: a zeroed view of exactly `rowCount × COLUMNS` cells (the schedule allocates one for all assets). */
  constructor(
    readonly firstFinancialYear: number,
    readonly lastFinancialYear: number,
    buffer?: Float64Array,
  ) {
    this.data = buffer ?? new Float64Array(rowCount(firstFinancialYear, lastFinancialYear) * COLUMNS);
  }

  /** Offset of a FY's row, or -1 outside the stored range. */
  offset(fy: number): number {
    if (fy < this.firstFinancialYear || fy > this.lastFinancialYear) return -1;
    return (fy - this.firstFinancialYear) * COLUMNS;
  }

  get(fy: number, column: number): number {
    const at = this.offset(fy);
    return at < 0 ? 0 : (this.data[at + column] ?? 0);
  }

  year(fy: number): AssetYear {
    const at = this.offset(fy);
    if (at < 0) return emptyYear(fy);
    const d = this.data;
    return {
      financialYear: fy,
      openingValue: d[at + COL_OPENING] ?? 0,
      additions: d[at + COL_ADDITIONS] ?? 0,
      decline: d[at + COL_DECLINE] ?? 0,
      additionalAllowance: d[at + COL_ADDITIONAL_ALLOWANCE] ?? 0,
      balancingAdjustment: d[at + COL_BALANCING] ?? 0,
      abandonment: d[at + COL_ABANDONMENT] ?? 0,
      disposedValue: d[at + COL_DISPOSED] ?? 0,
      closingValue: d[at + COL_CLOSING] ?? 0,
      daysHeld: d[at + COL_DAYS] ?? 0,
      pooled: d[at + COL_POOLED] === 1,
    };
  }
}

/** A FY outside the stored range: nothing held, nothing deducted. */
function emptyYear(fy: number): AssetYear {
  return {
    financialYear: fy,
    openingValue: 0,
    additions: 0,
    decline: 0,
    additionalAllowance: 0,
    balancingAdjustment: 0,
    abandonment: 0,
    disposedValue: 0,
    closingValue: 0,
    daysHeld: 0,
    pooled: false,
  };
}

/**
 * Copies of `rows` laid out in one new buffer, for a pool run that writes into its members' rows without touching
 * the originals (composed-schedule.ts `runPool`, the method comparison's pool).
 */
export function copyRowsIntoOneBuffer(rows: readonly AssetRows[]): AssetRows[] {
  const buffer = new Float64Array(rows.reduce((n, r) => n + r.data.length, 0));
  let offset = 0;
  return rows.map((r) => {
    const copy = new AssetRows(
      r.firstFinancialYear,
      r.lastFinancialYear,
      buffer.subarray(offset, offset + r.data.length),
    );
    copy.data.set(r.data);
    offset += r.data.length;
    return copy;
  });
}
