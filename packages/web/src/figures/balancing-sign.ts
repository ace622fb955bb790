/**
 * Issue 26 item 9: one sign for balancing adjustments on every screen, the summary tax flow's (docs/tax-rules.md
 * rule 15): a balancing deduction is a deduction, positive; an assessable balancing amount is income, negative.
 * The wire keeps the disposal's sign (termination value − adjustable value, decision 1): the screens turn it.
 */
export const BALANCING_ADJUSTMENT_LABEL = 'Balancing Adjustment (deduction +, income −)';

/** A balancing adjustment of the wire (disposal sign) as the screens show it: a deduction positive. */
export function balancingAsDeduction(value: number): number {
  return value === 0 ? 0 : -value;
}
