/**
 * Paired comparison of two configurations over the same tasks (report
 * `comparisons[].paired`): the difference of pass fractions candidate −
 * baseline with a 95 % interval that treats tasks as clusters
 * (../statistics/intervals.ts: cluster-robust standard error of the paired difference,
 * t with n_tasks − 1 degrees of freedom), and the tasks that changed
 * (changed-tasks.ts). The difference is only computed where the
 * pass-fraction delta is allowed (deltas.ts: matched inventory — same
 * tasks, revisions and attempt counts —, the same single evaluator, every
 * listed attempt evaluated); otherwise it is null with that reason.
 *
 * Beside the interval: the smallest difference this sample detects
 * (../statistics/exact-tests.ts `detectableDifference`), and the test that decides
 * `distinguishable` and the `regression` gate — McNemar's exact test when
 * every paired task has one evaluated attempt per side (paired binary
 * data, where the t interval is too optimistic: 4 broken, 0 fixed of 30
 * tasks has exact one-sided p 0.0625), else the interval's own t test
 * (../statistics/fraction-difference.ts). Each named score's paired difference: score-key-figures.ts.
 */
import { changedTasks } from './changed-tasks.js'
import type { ConfigurationAnalysis } from './configuration.js'
import { fractionDifference } from '../statistics/fraction-difference.js'
import { INTERVAL_METHOD, type Cluster } from '../statistics/intervals.js'
import type { Delta, PairedComparison } from '../report/report-schema.js'
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
