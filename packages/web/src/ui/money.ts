import { dollarsToCents, formatMoney } from '@taxdep/domain/format';

/**
 * Wire dollars shown as on the later tabs: whole dollars, `$`, thousands separators, rounded half away from zero
 * (docs/product/calculations-deductions-summary-report.md, `formatMoney`). The dollars become exact cents first, so
 * only the display rounds. A missing amount shows nothing.
 */
export function wholeDollars(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? '' : formatMoney(dollarsToCents(dollars));
}

/** Wire dollars to integer cents, for sums and charts (TEAM-NOTES "no floats for money"). */
export function centsOf(dollars: number | null | undefined): number {
  return dollars === null || dollars === undefined ? 0 : dollarsToCents(dollars);
}
