/**
 * Largest-remainder allocation (domain.md rule 5): split an integer amount of cents over weights so that the
 * shares add up exactly to it. Ties go to the lower tie key (the asset's id order), never to input order.
 */

const SAFE = Number.MAX_SAFE_INTEGER;

function quotientAndRemainder(total: number, weight: number, sum: number): [number, number] {
  const product = total * weight;
  if (product <= SAFE) {
    const r = product % sum;
    return [(product - r) / sum, r];
  }
  const p = BigInt(total) * BigInt(weight);
  const s = BigInt(sum);
  return [Number(p / s), Number(p % s)];
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
  for (let i = 0; i < n; i++) {
    const [q, r] = quotientAndRemainder(total, weights[i] ?? 0, sum);
    shares[i] = q;
    remainders[i] = r;
    given += q;
  }
  let left = total - given;
  if (left <= 0) return shares;
  // The `left` largest remainders get one more cent: find the threshold with a native numeric sort, then break
  // ties at the threshold by tie key.
  const sorted = Float64Array.from(remainders).sort();
  const threshold = sorted[n - left] ?? 0;
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
