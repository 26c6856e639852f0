/**
 * Holm's step-down procedure (Holm, "A simple sequentially rejective
 * multiple test procedure", Scandinavian Journal of Statistics 6, 1979):
 * over a family of m tests, sort the p-values p₍₁₎ ≤ … ≤ p₍ₘ₎ and reject
 * H₍ⱼ₎ while p₍ₖ₎ ≤ α/(m − k + 1) for every k ≤ j; the chance of rejecting
 * any true null hypothesis is then at most α, whatever the dependence
 * between the tests. Equivalently, the adjusted p of H₍ⱼ₎ is
 * max over k ≤ j of min(1, (m − k + 1)·p₍ₖ₎), and H₍ⱼ₎ is rejected when it is
 * at most α (Wright, "Adjusted p-values for simultaneous inference",
 * Biometrics 48, 1992). With one test it is that test at level α.
 * Reference values: scripts/reference/holm.py (closed testing with
 * Bonferroni, independently of this code). Pure.
 */

/** The family's outcome, index for index with the p-values given. */
export interface HolmOutcome {
  /** Holm-adjusted p-values in [0, 1]; null where the p-value was null. */
  adjusted: Array<number | null>
  /** Whether each hypothesis is rejected at the family-wise level; null where the p-value was null. */
  rejected: Array<boolean | null>
}

/**
 * Holm's step-down over `ps` (one-sided or two-sided p-values in [0, 1];
 * null: no test, left out of the family, so m counts only the tests made)
 * at family-wise level `alpha` (0 < alpha < 1). Ties keep their order of
 * appearance, which changes no decision. Never throws.
 */
export function holm(ps: ReadonlyArray<number | null>, alpha: number): HolmOutcome {
  const tested: number[] = []
  ps.forEach((p, i) => {
    if (p !== null) tested.push(i)
  })
  tested.sort((a, b) => ps[a]! - ps[b]! || a - b)
  const m = tested.length
  const adjusted: Array<number | null> = ps.map(() => null)
  const rejected: Array<boolean | null> = ps.map(() => null)
  let running = 0
  tested.forEach((i, k) => {
    running = Math.max(running, Math.min(1, (m - k) * ps[i]!))
    adjusted[i] = running
    rejected[i] = running <= alpha
  })
  return { adjusted, rejected }
}
