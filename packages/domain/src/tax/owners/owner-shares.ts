/**
 * Owners' shares (issue 23 item 7; docs/tax-rules.md "Owners' shares"): a report may have several owners whose
 * percentage interests add up to 100%. Shares are integers in hundredths of a percent (10,000 = 100%), so the
 * total is checked exactly and every split of an amount is exact in cents.
 */
import type { Cents, Ratio } from '../money/exact';

/** 100.00% in hundredths of a percent. */
export const WHOLE_SHARE = 10_000;
export const MAX_OWNERS = 20;

export interface OwnerShare {
  name: string;
  /** Hundredths of a percent: 5,000 is 50.00%. */
  share: number;
}

export interface OwnerShareIssue {
  /** The owner's position in the list, or null for the list as a whole. */
  index: number | null;
  field: 'name' | 'share' | 'owners';
  message: string;
}

/** Shows a share in hundredths of a percent as a percentage, e.g. 3333 → "33.33%". */
export function formatShare(share: number): string {
  const whole = Math.trunc(share / 100);
  const rest = Math.abs(share % 100);
  return `${whole}.${String(rest).padStart(2, '0')}%`;
}

/** Every issue of an owners list; empty when it may be saved. An empty list means the report has no owners. */
export function validateOwnerShares(owners: readonly OwnerShare[]): OwnerShareIssue[] {
  const issues: OwnerShareIssue[] = [];
  if (owners.length === 0) return issues;
  if (owners.length > MAX_OWNERS) {
    issues.push({ index: null, field: 'owners', message: `A report has at most ${MAX_OWNERS} owners.` });
  }
  const seen = new Set<string>();
  owners.forEach((o, index) => {
    const name = typeof o.name === 'string' ? o.name.trim() : '';
    if (name === '') issues.push({ index, field: 'name', message: 'Enter the owner’s name.' });
    else if (seen.has(name.toLowerCase())) {
      issues.push({ index, field: 'name', message: `Another owner is already called “${name}”.` });
    }
    seen.add(name.toLowerCase());
    if (!Number.isSafeInteger(o.share) || o.share <= 0 || o.share > WHOLE_SHARE) {
      issues.push({
        index,
        field: 'share',
        message: 'A share is more than 0% and at most 100%, to two decimal places.',
      });
    }
  });
  const total = owners.reduce((sum, o) => sum + (Number.isSafeInteger(o.share) ? o.share : 0), 0);
  if (total !== WHOLE_SHARE) {
    issues.push({
      index: null,
      field: 'owners',
      message: `The owners’ shares add up to ${formatShare(total)}; they must add up to exactly 100.00%.`,
    });
  }
  return issues;
}

/** The largest owner's share as a ratio (1 without owners): what the $300 and $1,000 tests read (s40-35). */
export function largestOwnerShare(owners: readonly OwnerShare[]): Ratio {
  if (owners.length === 0) return { num: 1, den: 1 };
  const largest = owners.reduce((m, o) => Math.max(m, o.share), 0);
  return { num: largest, den: WHOLE_SHARE };
}

/**
 * Splits a whole number of cents among shares (hundredths of a percent, adding up to 100%) by largest remainder:
 * each gets the floor of its exact part, and the cents left go one each to the largest remainders, ties to the
 * earlier owner. The parts add up exactly to `amount`. Exact for any safe integer amount (no product above 2^53).
 */
export function splitByShares(amount: Cents, shares: readonly number[]): Cents[] {
  const sign = amount < 0 ? -1 : 1;
  const abs = Math.abs(amount);
  const high = Math.floor(abs / WHOLE_SHARE);
  const low = abs - high * WHOLE_SHARE;
  const parts = shares.map((s) => high * s + Math.floor((low * s) / WHOLE_SHARE));
  const remainders = shares.map((s) => (low * s) % WHOLE_SHARE);
  let left = abs - parts.reduce((sum, p) => sum + p, 0);
  const order = shares.map((_, i) => i).sort((x, y) => (remainders[y] ?? 0) - (remainders[x] ?? 0) || x - y);
  for (const i of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((p) => sign * p);
}

/**
 * The cost the $300 test (s40-80(2)) and the $1,000 low-cost test (s40-425(2)) are applied to when a report has
 * owners: the cost of the largest owner's interest, rounded up to the cent, so that the test holds for every owner
 * only when it holds for the largest interest (docs/tax-engine.md decision on owners' thresholds). `cost` is the
 * whole asset's cost; without owners (share absent) it is the cost itself.
 */
export function largestInterestCost(cost: Cents, share: Ratio | null | undefined): Cents {
  if (!share || share.num >= share.den) return cost;
  const q = Math.floor(cost / share.den);
  const r = cost - q * share.den;
  return q * share.num + Math.floor((r * share.num + share.den - 1) / share.den);
}
