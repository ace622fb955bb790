/**
 * Issue 25 item 4: a rate set in the register in place of the tax office's (Customize mode, rate-mode.ts) carries
 * its reason (`rateReason`), which the schedule prints beside the life the rate implies (docs/report-document.md
 * "Layout"). A customised rate without one marks its row like any other invalid value (validation.ts), and so
 * keeps the report from going to QA Review (docs/product/rules.md "Asset row").
 */
import type { Asset } from '../api/asset';
import { rateModeOf } from './rate-mode';

export const RATE_REASON_MESSAGE = 'A customised rate needs its reason.';

/** Whether the row's rate is customised and has no reason (a blank reason is none). */
export function needsRateReason(asset: Pick<Asset, 'sourceTaxRate' | 'rateReason'>): boolean {
  return rateModeOf(asset) === 'Customize' && (asset.rateReason ?? '').trim() === '';
}

/** Why the reason's cell is shut: a row on the tax office's rate has nothing to explain (a held reason stays open). */
export function rateReasonNotApplicable(asset: Pick<Asset, 'sourceTaxRate' | 'rateReason'>): string | null {
  if (rateModeOf(asset) === 'Customize' || (asset.rateReason ?? '') !== '') return null;
  return 'Only for a customised rate (rate mode Customize).';
}
