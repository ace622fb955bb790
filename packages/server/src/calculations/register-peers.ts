/**
 * The $300 immediate deduction couples rows (s40-80(2); docs/tax-rules.md "Immediate deduction of $300 or less"):
 * an item of $300 or less is deducted whole only while its set and its identical items started in the same FY cost
 * $300 or less together. The figures cache makes each row's part on its own (register-rows.ts), so every refresh
 * gives the parts the whole register's totals (`ImmediateDeductionPeers`), and makes again the parts of the rows
 * whose answer an edit of another row turned. Nothing to do unless the owner's use is non-business.
 */
import {
  ImmediateDeductionPeers,
  immediateDeduction,
  nonBusinessUse,
  type ScheduleFrame,
  type TaxAssetInput,
} from '@taxdep/domain/tax';
import type { RowState } from './register-rows';

/** The register's sets and identical items under `frame` (none when the rule cannot apply). */
export function registerPeers(
  frame: ScheduleFrame | null,
  rows: ReadonlyMap<number, RowState>,
): ImmediateDeductionPeers {
  if (!frame || !nonBusinessUse(frame.settings)) return ImmediateDeductionPeers.NONE;
  const inputs: TaxAssetInput[] = [];
  for (const state of rows.values()) if (state.input) inputs.push(state.input);
  return ImmediateDeductionPeers.of(inputs, frame.settings);
}

/**
 * The rows with a part, not among `stale` (whose parts are made anyway), whose $300 answer under `peers` is not the
 * one their part was made with: an edit of a set's or identical items' other row turned it.
 */
export function rowsTurnedByPeers(
  frame: ScheduleFrame | null,
  rows: ReadonlyMap<number, RowState>,
  peers: ImmediateDeductionPeers,
  stale: readonly RowState[],
): RowState[] {
  if (!frame || !nonBusinessUse(frame.settings)) return [];
  const making = new Set(stale);
  const turned: RowState[] = [];
  for (const state of rows.values()) {
    const before = state.part?.prepared.immediateDeduction ?? null;
    // Only an item of $300 or less has an answer, and whether it has one depends on its own row alone.
    if (before === null || making.has(state) || !state.input) continue;
    const now = immediateDeduction(state.input, frame.settings, peers);
    if (now?.applies !== before.applies || now.groupCost !== before.groupCost) turned.push(state);
  }
  return turned;
}
