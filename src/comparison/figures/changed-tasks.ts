/**
 * The tasks whose result moved between two configurations: per task
 * (task@revision) the pass fraction over its evaluated attempts on each
 * side; a task whose fraction differs is a change. Each change is
 * `flaky` (some attempts passed and some failed on a side) or a `flip`
 * (every attempt agreed on each side), with its own Fisher exact test
 * (../statistics/exact-tests.ts; two-sided, not adjusted for the number of tasks) and
 * `within_noise` when that p is 0.05 or more; strongest evidence
 * (smallest p) first, then most negative candidate − baseline. A task with no verdict on a side (not
 * listed there, or none of its attempts evaluated) is not a change: it is
 * listed as without verdicts. Verdicts are only compared under the same
 * single evaluator.
 */
import type { ConfigurationAnalysis } from './configuration.js'
import { evaluatorReasons } from './deltas.js'
import { fisherExact } from '../statistics/exact-tests.js'
import type { TaskChange, TaskVerdicts } from '../report/report-schema.js'
import type { TaskResult } from './task-results.js'
import { byCodeUnits } from '../input/keys.js'

/** Changed, unchanged and verdict-less tasks of a comparison. */
export interface ChangedTasks {
  /** Tasks whose pass fraction moved, strongest evidence first. */
  changed: TaskChange[]
  /** Tasks with verdicts on both sides and the same pass fraction. */
  unchanged: number
  /** Tasks without a verdict on at least one side (side null = not listed there). */
  without_verdicts: Array<{ task: string; revision: string; baseline: TaskVerdicts | null; candidate: TaskVerdicts | null }>
  /** Why verdicts are not compared at all (then every list is empty). */
  reason: string | null
}

/** Why the two sides' verdicts cannot be compared task by task; null when they can. */
export function verdictsIncomparable(b: ConfigurationAnalysis, c: ConfigurationAnalysis): string | null {
  return evaluatorReasons(b, c)[0] ?? null
}

function verdicts(t: TaskResult | undefined): TaskVerdicts | null {
  return t === undefined ? null : { listed: t.listed, evaluated: t.evaluated, passed: t.passed }
}

/** Compare two configurations task by task. */
export function changedTasks(b: ConfigurationAnalysis, c: ConfigurationAnalysis): ChangedTasks {
  const reason = verdictsIncomparable(b, c)
  if (reason !== null) return { changed: [], unchanged: 0, without_verdicts: [], reason }
  const bt = b.tasks
  const ct = c.tasks
  const changed: TaskChange[] = []
  const without: ChangedTasks['without_verdicts'] = []
  let unchanged = 0
  // By task key (`task@revision`), then id: the order both sides list their tasks in (task-results.ts), so one
  // pass over the two lists meets every task of either once, in that order.
  const bi = bt.entries()
  const ci = ct.entries()
  let bn = bi.next()
  let cn = ci.next()
  while (bn.done !== true || cn.done !== true) {
    const order =
      bn.done === true ? 1 : cn.done === true ? -1 : byCodeUnits(bn.value[1].key, cn.value[1].key) || byCodeUnits(bn.value[0], cn.value[0])
    const x = order <= 0 ? (bn.value as [string, TaskResult])[1] : undefined
    const y = order >= 0 ? (cn.value as [string, TaskResult])[1] : undefined
    if (order <= 0) bn = bi.next()
    if (order >= 0) cn = ci.next()
    const ref = (x ?? y)!
    const baseline = verdicts(x)
    const candidate = verdicts(y)
    if (x === undefined || y === undefined || x.evaluated === 0 || y.evaluated === 0) {
      without.push({ task: ref.task, revision: ref.revision, baseline, candidate })
      continue
    }
    const change = y.passed / y.evaluated - x.passed / x.evaluated
    if (change === 0) unchanged += 1
    else {
      const mixed = (t: TaskResult): boolean => t.passed > 0 && t.passed < t.evaluated
      const p = fisherExact(x.passed, x.evaluated, y.passed, y.evaluated)
      changed.push({
        task: ref.task,
        revision: ref.revision,
        baseline: baseline!,
        candidate: candidate!,
        change,
        kind: mixed(x) || mixed(y) ? 'flaky' : 'flip',
        p_value: p,
        within_noise: p >= 0.05
      })
    }
  }
  // Changes equal up to rounding (2/3 − 1 and 1/3 − 2/3) tie, then go by key.
  const r = (x: number): number => Math.round(x * 1e12)
  changed.sort(
    (p, q) => r(p.p_value!) - r(q.p_value!) || r(p.change) - r(q.change) || (`${p.task}@${p.revision}` < `${q.task}@${q.revision}` ? -1 : 1)
  )
  return { changed, unchanged, without_verdicts: without, reason: null }
}
