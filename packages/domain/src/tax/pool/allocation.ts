/**
 * Largest-remainder allocation (docs/tax-rules.md rule 5): split an integer amount of cents over weights so that the
 * shares add up exactly to it. Ties go to the lower tie key (the asset's id order), never to input order.
 */

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * The k-th smallest of `values` (0-based), by quickselect on a copy: the same value a full sort would put at
 * index k, in linear time (the pool allocates over every pooled asset each FY).
 */
function kthSmallest(values: Float64Array, k: number): number {
  const v = Float64Array.from(values);
  let lo = 0;
  let hi = v.length - 1;
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
  const remainders = new Float64Array(n);
  let given = 0;
  const bigSum = BigInt(sum);
  for (let i = 0; i < n; i++) {
    const product = total * (weights[i] ?? 0);
    let q: number;
    let r: number;
    if (product <= SAFE) {
      r = product % sum;
      q = (product - r) / sum;
    } else {
      // Beyond 2^53 the product is not exact as a number: BigInt for this share only.
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
  const threshold = kthSmallest(remainders, n - left);
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
