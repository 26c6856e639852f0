/**
 * An exact running sum of floats (Shewchuk's partials, as Python's
 * `math.fsum`): the partials represent the sum without rounding, so adding
 * values or merging two sums in any order gives the same correctly rounded
 * result. Costs in USD are summed this way; token counts are integers and
 * exact either way below 2⁵³.
 */

/** Non-overlapping partials in increasing magnitude; `[Infinity]` once the sum overflowed. */
export type ExactSum = number[]

/** A new sum of nothing (0). */
export function emptySum(): ExactSum {
  return []
}

/** Adds the finite or infinite value `x` to `s` in place. */
export function addToSum(s: ExactSum, x: number): void {
  if (s.length === 1 && !Number.isFinite(s[0])) return
  if (!Number.isFinite(x)) {
    s.length = 0
    s.push(x)
    return
  }
  let i = 0
  for (let j = 0; j < s.length; j++) {
    let y = s[j]
    if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x]
    const hi = x + y
    if (!Number.isFinite(hi)) {
      s.length = 0
      s.push(hi)
      return
    }
    const lo = y - (hi - x)
    if (lo !== 0) s[i++] = lo
    x = hi
  }
  s.length = i
  s.push(x)
}

/** Adds every partial of `b` into `a` in place (the sum of both). */
export function mergeSums(a: ExactSum, b: readonly number[]): void {
  for (const p of b) addToSum(a, p)
}

/** The correctly rounded value of the sum (0 for an empty sum; ±Infinity when it overflowed). */
export function sumValue(s: readonly number[]): number {
  let n = s.length
  if (n === 0) return 0
  let hi = s[--n]
  let lo = 0
  while (n > 0) {
    const x = hi
    const y = s[--n]
    hi = x + y
    const yr = hi - x
    lo = y - yr
    if (lo !== 0) break
  }
  // Round half to even across the remaining partials (as math.fsum does).
  if (n > 0 && ((lo < 0 && s[n - 1] < 0) || (lo > 0 && s[n - 1] > 0))) {
    const y = lo * 2
    const x = hi + y
    const yr = x - hi
    if (y === yr) hi = x
  }
  return hi
}
