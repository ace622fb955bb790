/**
 * Largest-remainder allocation (docs/tax-rules.md rule 5): split an integer amount over weights so that the shares
 * add up exactly to it. Ties go to the lower tie key (the asset's id order), never to input order. The pool's
 * decline is shared in whole units of the report's rounding (`allocatePoolShares`); termination values, which keep
 * their cents (rule 14), are shared in cents.
 */

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Scratch space of `allocateLargestRemainder`, grown as needed and reused: the pool allocates over every pooled
 * asset each FY, and two arrays of 20,000 per FY per run made a good part of an edit's work (issue 12). Nothing
 * outlives a call: each call writes what it reads.
 */
let scratch = new Float64Array(1024);
let scratchCopy = new Float64Array(1024);

function scratchOf(n: number): void {
  if (scratch.length >= n) return;
  scratch = new Float64Array(n * 2);
  scratchCopy = new Float64Array(n * 2);
}

/**
 * The k-th smallest of the first `n` of `values` (0-based), by quickselect on a copy: the same value a full sort
 * would put at index k, in linear time.
 */
function kthSmallest(values: Float64Array, n: number, k: number): number {
  const v = scratchCopy;
  v.set(values.subarray(0, n));
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = v[(lo + hi) >> 1] ?? 0;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((v[i] ?? 0) < pivot) i++;
      while ((v[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const t = v[i] ?? 0;
        v[i] = v[j] ?? 0;
        v[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return v[k] ?? 0;
  }
  return v[k] ?? 0;
}

/** Below 2^52 a product, its quotient times the divisor and their difference are exact as numbers. */
const EXACT = 2 ** 52;

/** Shares of `total` (≥ 0) proportional to `weights` (≥ 0, their sum > 0 unless total is 0). */
export function allocateLargestRemainder(
  total: number,
  weights: ArrayLike<number>,
  tieKeys: ArrayLike<number>,
): Float64Array {
  const n = weights.length;
  const shares = new Float64Array(n);
  if (total === 0 || n === 0) return shares;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weights[i] ?? 0;
  if (sum <= 0) throw new RangeError('cannot allocate over zero weights');
  scratchOf(n);
  const remainders = scratch;
  let given = 0;
  let bigSum: bigint | null = null;
  for (let i = 0; i < n; i++) {
    const product = total * (weights[i] ?? 0);
    let q: number;
    let r: number;
    if (product < EXACT && sum < EXACT) {
      // A division and a correction instead of the floating remainder (`%`, several times slower): the quotient
      // rounded by the division is at most one off the exact floor, and q × sum is exact below 2^52.
      q = Math.floor(product / sum);
      r = product - q * sum;
      if (r < 0) {
        q -= 1;
        r += sum;
      } else if (r >= sum) {
        q += 1;
        r -= sum;
      }
    } else if (product <= SAFE) {
      r = product % sum;
      q = (product - r) / sum;
    } else {
      // Beyond 2^53 the product is not exact as a number: BigInt for this share only.
      bigSum ??= BigInt(sum);
      const p = BigInt(total) * BigInt(weights[i] ?? 0);
      q = Number(p / bigSum);
      r = Number(p % bigSum);
    }
    shares[i] = q;
    remainders[i] = r;
    given += q;
  }
  let left = total - given;
  if (left <= 0) return shares;
  // The `left` largest remainders get one more cent: find the threshold (the (n − left)-th smallest remainder),
  // then break ties at the threshold by tie key.
  const threshold = kthSmallest(remainders, n, n - left);
  const tied: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = remainders[i] ?? 0;
    if (r > threshold) {
      shares[i] = (shares[i] ?? 0) + 1;
      left--;
    } else if (r === threshold && r > 0) tied.push(i);
  }
  tied.sort((x, y) => (tieKeys[x] ?? 0) - (tieKeys[y] ?? 0));
  for (let k = 0; k < tied.length && left > 0; k++, left--) {
    const i = tied[k] ?? 0;
    shares[i] = (shares[i] ?? 0) + 1;
  }
  return shares;
}

/**
 * Rule 5: the pool's decline (a multiple of `unit`) shared over its members by largest remainder in whole units of
 * the report's rounding (100 cents under dollar rounding), so the shares add up exactly to the pool's figure and
 * each is a figure the report prints. A share never exceeds the member's balance (`capacities`, in cents), as a
 * decline never exceeds the value left (rule 8): a unit a member cannot take whole goes to the members that can,
 * again by largest remainder. Only at a pool's tail, when no member can take a whole unit more, does the rest go
 * in cents to the members' remaining balances, largest first, so that no pooled asset's value goes below zero.
 */
export function allocatePoolShares(
  total: number,
  weights: ArrayLike<number>,
  capacities: ArrayLike<number>,
  tieKeys: ArrayLike<number>,
  unit: number,
): Float64Array {
  const n = weights.length;
  if (total % unit !== 0) throw new RangeError(`pool figure ${total} is not a multiple of ${unit}`);
  const units = allocateLargestRemainder(total / unit, weights, tieKeys);
  // The usual FY: every share fits its balance (this runs over every pooled asset each FY).
  let fits = true;
  for (let i = 0; i < n && fits; i++) fits = (units[i] ?? 0) * unit <= (capacities[i] ?? 0);
  if (fits) {
    if (unit !== 1) for (let i = 0; i < n; i++) units[i] = (units[i] ?? 0) * unit;
    return units;
  }
  const wholeUnits = Float64Array.from({ length: n }, (_, i) => Math.floor((capacities[i] ?? 0) / unit));
  let excess = capExcess(units, wholeUnits);
  while (excess > 0) {
    const spare = new Float64Array(n);
    let any = false;
    for (let i = 0; i < n; i++) {
      if ((units[i] ?? 0) < (wholeUnits[i] ?? 0) && (weights[i] ?? 0) > 0) {
        spare[i] = weights[i] ?? 0;
        any = true;
      }
    }
    if (!any) break;
    const extra = allocateLargestRemainder(excess, spare, tieKeys);
    for (let i = 0; i < n; i++) units[i] = (units[i] ?? 0) + (extra[i] ?? 0);
    // Each round either places the whole excess or fills at least one more member: at most n rounds.
    excess = capExcess(units, wholeUnits);
  }
  const shares = units;
  for (let i = 0; i < n; i++) shares[i] = (shares[i] ?? 0) * unit;
  if (excess > 0) shareTailInCents(shares, capacities, tieKeys, excess * unit);
  return shares;
}

/** Caps each member at its whole units; returns the units taken off. */
function capExcess(units: Float64Array, wholeUnits: Float64Array): number {
  let excess = 0;
  for (let i = 0; i < units.length; i++) {
    const over = (units[i] ?? 0) - (wholeUnits[i] ?? 0);
    if (over > 0) {
      excess += over;
      units[i] = wholeUnits[i] ?? 0;
    }
  }
  return excess;
}

/** The pool's tail: `cents` from the members' balances left below one unit, largest first, ties by key. */
function shareTailInCents(
  shares: Float64Array,
  capacities: ArrayLike<number>,
  tieKeys: ArrayLike<number>,
  cents: number,
): void {
  const left = (i: number) => (capacities[i] ?? 0) - (shares[i] ?? 0);
  const order = Array.from({ length: shares.length }, (_, i) => i)
    .filter((i) => left(i) > 0)
    .sort((x, y) => left(y) - left(x) || (tieKeys[x] ?? 0) - (tieKeys[y] ?? 0));
  let rest = cents;
  for (const i of order) {
    if (rest <= 0) break;
    const take = Math.min(left(i), rest);
    shares[i] = (shares[i] ?? 0) + take;
    rest -= take;
  }
}
