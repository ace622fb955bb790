/**
 * Whether an asset of category `IA` or `AD` may have its incentive (issue 23; ../shared/reference/tax-rules.md
 * section 6): some window of the table must cover its first use (and acquisition, where the window limits it), its
 * whole cost must be under the window's threshold (IAWO-01: the entire cost, whatever the private use), the owner
 * must carry on a business with turnover under the window's limit, and a second-hand asset must be allowed. A
 * refusal names the window and its section, so the surveyor can see what the law asks; an unanswered fact of the
 * taxpayer is "not set", never a guess.
 */
import { formatLongDate } from '../../format/dates';
import { formatMoney } from '../../format/money';
import type { CivilDate } from '../calendar/civil-date';
import type { Cents } from '../money/exact';
import type { IncentiveCategory, IncentiveWindow } from './incentive-rules';
import { type Taxpayer, turnoverBelow } from './taxpayer';

/** What the incentive rules read of an asset. */
export interface IncentiveAssetFacts {
  category: IncentiveCategory;
  /** The whole cost, in cents. */
  cost: Cents;
  /** First used or installed ready for use (the asset's start date). */
  firstUsed: CivilDate;
  /** Started to hold: the invoice date, else the start date. */
  acquired: CivilDate;
  /** Not new when the owner acquired it; null when unknown (treated as new: the register cannot tell). */
  secondHand: boolean | null;
}

export type IncentiveVerdict =
  | { eligible: true; window: IncentiveWindow }
  | { eligible: false; window: IncentiveWindow | null; message: string };

const CATEGORY_NAMES: Readonly<Record<IncentiveCategory, string>> = {
  IA: 'Instant asset write-off (IA)',
  AD: 'Accelerated depreciation (AD)',
};

const dollarsText = formatMoney;
const formatCivilDateLong = formatLongDate;

function covers(window: IncentiveWindow, asset: IncentiveAssetFacts): boolean {
  if (asset.firstUsed < window.firstUsedFrom || asset.firstUsed > window.firstUsedTo) return false;
  if (window.acquiredFrom !== null && asset.acquired < window.acquiredFrom) return false;
  return !(window.acquiredTo !== null && asset.acquired > window.acquiredTo);
}

/** Each window's text, made once: a register judges thousands of assets against the same dozen windows. */
const windowTexts = new WeakMap<IncentiveWindow, string>();

function windowText(window: IncentiveWindow): string {
  let text = windowTexts.get(window);
  if (text === undefined) {
    const to = window.firstUsedTo === '9999-12-31' ? '' : ` to ${formatCivilDateLong(window.firstUsedTo)}`;
    text = `the ${window.label} (${window.section}, first use from ${formatCivilDateLong(window.firstUsedFrom)}${to})`;
    windowTexts.set(window, text);
  }
  return text;
}

/** Why a covering window refuses the asset under this taxpayer, or null when it allows it. */
function refusal(window: IncentiveWindow, asset: IncentiveAssetFacts, taxpayer: Taxpayer): string | null {
  const named = windowText(window);
  if (taxpayer.propertyUse === null) {
    return `${named} needs a business: the taxpayer's property use is not set in General Info.`;
  }
  if (taxpayer.propertyUse !== 'business') {
    return `${named} is only for a business, and this property is held to earn rent.`;
  }
  if (window.costBelow !== null && asset.cost >= window.costBelow) {
    return `${named} needs a cost under ${dollarsText(window.costBelow)}; this asset cost ${dollarsText(asset.cost)}.`;
  }
  if (taxpayer.turnoverBand === null) {
    return `${named} depends on aggregated turnover, which is not set in General Info.`;
  }
  if (!turnoverBelow(taxpayer.turnoverBand, window.turnoverBelow)) {
    return `${named} needs aggregated turnover under ${dollarsText(window.turnoverBelow * 100)}.`;
  }
  if (asset.secondHand === true && window.secondHandTurnoverBelow !== null) {
    if (window.secondHandTurnoverBelow === 0)
      return `${named} is only for new assets; this one is second-hand.`;
    if (!turnoverBelow(taxpayer.turnoverBand, window.secondHandTurnoverBelow)) {
      return `${named} allows a second-hand asset only under ${dollarsText(window.secondHandTurnoverBelow * 100)} of turnover.`;
    }
  }
  return null;
}

/**
 * The verdict for an `IA` or `AD` asset: eligible under the first window that allows it, else refused with the
 * reason of the most generous covering window (the one with the highest cost cap), or with the category's windows
 * named when none covers its dates.
 */
export function incentiveVerdict(
  asset: IncentiveAssetFacts,
  taxpayer: Taxpayer,
  windows: readonly IncentiveWindow[],
): IncentiveVerdict {
  const own = windows.filter((w) => w.category === asset.category);
  const covering = own.filter((w) => covers(w, asset));
  const name = CATEGORY_NAMES[asset.category];
  if (covering.length === 0) {
    const listed = own.map(windowText).join('; ');
    return {
      eligible: false,
      window: null,
      message: `${name} is not available for an asset first used on ${formatCivilDateLong(asset.firstUsed)} and acquired on ${formatCivilDateLong(asset.acquired)}: no window of the law covers it${listed === '' ? '' : ` (${listed})`}.`,
    };
  }
  let best: { window: IncentiveWindow; message: string } | null = null;
  for (const window of covering) {
    const why = refusal(window, asset, taxpayer);
    if (why === null) return { eligible: true, window };
    const cap = window.costBelow ?? Number.POSITIVE_INFINITY;
    if (best === null || cap > (best.window.costBelow ?? Number.POSITIVE_INFINITY)) {
      best = { window, message: `${name}: ${why}` };
    }
  }
  const chosen = best as { window: IncentiveWindow; message: string };
  return { eligible: false, window: chosen.window, message: chosen.message };
}
