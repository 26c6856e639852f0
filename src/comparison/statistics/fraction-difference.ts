/**
 * The paired difference of two fractions over the same tasks, decided as the
 * pass fraction's (docs/statistics.md, "Which test decides"): the clustered
 * interval (intervals.ts) with its standard error floored at 1/M, McNemar's
 * exact test when every task has one attempt per side, else the interval's
 * t test (exact-tests.ts). Used by the paired comparison (../figures/paired.ts), the
 * share that ran to a verdict (../figures/infrastructure.ts) and 0-or-1 score keys
 * (../figures/score-key-figures.ts).
 */
import { detectableDifference, mcnemarExact, tLowerP } from './exact-tests.js'
import { clusteredDifference, type Cluster } from './intervals.js'
import type { PairedComparison } from '../report/report-schema.js'

/** A paired difference of two fractions over tasks, as the pass fraction's (see {@link fractionDifference}). */
export interface FractionDifference {
  difference: PairedComparison['difference']
  distinguishable: boolean | null
  detectable_difference: number | null
  test: NonNullable<PairedComparison['test']> | null
}

/**
 * The paired difference candidate − baseline of a fraction over tasks
 * (`pairs[i]`: task i's successes `sum` of `count` attempts on each side,
 * every count > 0), as the pass fraction's is decided: the clustered
 * interval with its standard error floored at 1/M (M the fewer attempts of
 * the two sides), McNemar's exact test when every task has one attempt per
 * side, else the interval's t test; `distinguishable` at two-sided 5 %.
 * `what` names the figure in reasons. All null when there is no pair.
 */
export function fractionDifference(pairs: ReadonlyArray<{ baseline: Cluster; candidate: Cluster }>, what: string): FractionDifference {
  const attempts = Math.min(
    pairs.reduce((s, p) => s + p.baseline.count, 0),
    pairs.reduce((s, p) => s + p.candidate.count, 0)
  )
  const difference = clusteredDifference(pairs, { floor: 1 / attempts, range: [-1, 1] }, what)
  const hasInterval = difference !== null && difference.low !== null && difference.high !== null && difference.standard_error !== null
  const test = hasInterval ? pairedTest(pairs, difference.estimate, difference.standard_error!) : null
  const distinguishable =
    test === null ? null : test.method === 'mcnemar_exact' ? test.p_two_sided < 0.05 : difference!.low! > 0 || difference!.high! < 0
  return {
    difference,
    distinguishable,
    detectable_difference: hasInterval ? detectableDifference(difference.standard_error!, pairs.length) : null,
    test
  }
}

/**
 * McNemar's exact test when every pair has one evaluated attempt per side,
 * else the t test of the clustered difference (`estimate`, standard error
 * `se`, t with tasks − 1 degrees of freedom).
 */
function pairedTest(
  pairs: ReadonlyArray<{ baseline: Cluster; candidate: Cluster }>,
  estimate: number,
  se: number
): NonNullable<PairedComparison['test']> {
  if (pairs.every((p) => p.baseline.count === 1 && p.candidate.count === 1)) {
    const broken = pairs.filter((p) => p.baseline.sum === 1 && p.candidate.sum === 0).length
    const fixed = pairs.filter((p) => p.baseline.sum === 0 && p.candidate.sum === 1).length
    return { method: 'mcnemar_exact', ...mcnemarExact(broken, fixed) }
  }
  const lower = tLowerP(estimate, se, pairs.length, 0)
  return {
    method: 'cluster_t',
    broken: null,
    fixed: null,
    p_lower: lower,
    mid_p_lower: null,
    p_two_sided: Math.min(1, 2 * Math.min(lower, 1 - lower))
  }
}
