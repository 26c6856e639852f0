/**
 * Paired comparison of two configurations over the same tasks (report
 * `comparisons[].paired`): the difference of pass fractions candidate −
 * baseline with a 95 % interval that treats tasks as clusters
 * (intervals.ts: cluster-robust standard error of the paired difference,
 * t with n_tasks − 1 degrees of freedom), and the tasks that changed
 * (changed-tasks.ts). The difference is only computed where the
 * pass-fraction delta is allowed (deltas.ts: matched inventory — same
 * tasks, revisions and attempt counts —, the same single evaluator, every
 * listed attempt evaluated); otherwise it is null with that reason.
 *
 * Beside the interval: the smallest difference this sample detects
 * (exact-tests.ts `detectableDifference`), and the test that decides
 * `distinguishable` and the `regression` gate — McNemar's exact test when
 * every paired task has one evaluated attempt per side (paired binary
 * data, where the t interval is too optimistic: 4 broken, 0 fixed of 30
 * tasks has exact one-sided p 0.0625), else the interval's own t test.
 * Each named score's paired difference: score-key-figures.ts.
 */
import { changedTasks } from './changed-tasks.js'
import { detectableDifference, mcnemarExact, tLowerP } from './exact-tests.js'
import type { ConfigurationAnalysis } from './configuration.js'
import { clusteredDifference, INTERVAL_METHOD, type Cluster } from './intervals.js'
import type { Delta, PairedComparison } from './report-schema.js'
import { pairedScoreKeys } from './score-key-figures.js'

/**
 * The paired block. `passFraction` is the comparison's pass-fraction delta
 * (its `reason` is reused when the difference is not allowed).
 */
export function pairedComparison(b: ConfigurationAnalysis, c: ConfigurationAnalysis, passFraction: Delta): PairedComparison {
  const tasks = changedTasks(b, c)
  const keys = pairedScoreKeys(b, c, passFraction)
  const common = {
    method: INTERVAL_METHOD,
    changed_tasks: tasks.changed,
    unchanged_tasks: tasks.unchanged,
    tasks_without_verdicts: tasks.without_verdicts,
    tasks_reason: tasks.reason,
    ...(keys === undefined ? {} : { score_keys: keys })
  }
  if (passFraction.delta === null) {
    return {
      ...common,
      tasks: 0,
      attempts_per_task: null,
      difference: null,
      distinguishable: null,
      detectable_difference: null,
      test: null,
      reason: passFraction.reason ?? 'pass-fraction delta not allowed'
    }
  }
  const bt = b.tasks
  const ct = c.tasks
  const pairs: Array<{ baseline: Cluster; candidate: Cluster }> = []
  for (const [key, x] of bt) {
    const y = ct.get(key)
    if (y !== undefined) pairs.push({ baseline: { sum: x.passed, count: x.evaluated }, candidate: { sum: y.passed, count: y.evaluated } })
  }
  const counts = pairs.map((p) => p.candidate.count)
  const f = fractionDifference(pairs, 'difference in pass fraction')
  return {
    ...common,
    tasks: pairs.length,
    // A loop, not Math.min(...counts): spreading more than about 150,000 arguments overflows the stack.
    attempts_per_task:
      pairs.length === 0 ? null : { min: counts.reduce((m, x) => Math.min(m, x)), max: counts.reduce((m, x) => Math.max(m, x)) },
    ...f,
    reason: f.difference === null ? 'no paired task with evaluated attempts' : null
  }
}

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
