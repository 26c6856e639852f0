/**
 * Verdicts and totals per task: a configuration's listed attempts grouped by
 * task and revision (the unit the paired comparison, the intervals, pass@k
 * and the budgets are computed over), from what the accumulator kept of
 * them (the rows of tally/tasks/columns.ts `TaskColumns`). Tasks are sorted by key.
 */
import { sumHeld } from '../../evidence/json/fields.js'
import { mergeSums, sumValue, type ExactSum } from '../tally/exact-sum.js'
import { byCodeUnits } from '../input/keys.js'
import { basesOf, taskId, taskKey, TOKEN_TOTALS } from '../tally/attempts.js'
import {
  costsAt,
  countAt,
  DISTINCT,
  EVALUATED,
  idsAt,
  LISTED,
  PASSED,
  revisionAt,
  tokenCount,
  tokenSum,
  type TaskColumns
} from '../tally/tasks/columns.js'
import type { PerAttemptMetric } from '../tally/row.js'
import type { KeySums } from '../tally/score-keys.js'

export { taskKey } from '../tally/attempts.js'

/** The known totals of one metric over a task's attempts: their sum (±Infinity when it overflowed) and count. */
export interface TaskTotal {
  sum: number
  /** Attempts whose total of the metric is known (at most `listed`). */
  count: number
}

/** One task (task@revision) of one configuration. */
export interface TaskResult {
  task: string
  revision: string
  /** `task@revision` (for display). */
  key: string
  /** Listed attempts of this task. */
  listed: number
  /** Attempts with a pass/fail verdict. */
  evaluated: number
  /** Attempts with passed === true. */
  passed: number
  /** Distinct attempts (an attempt listed twice is one). */
  distinct: number
  /**
   * Its row in its configuration's task columns, where its attempt id sample
   * ({@link taskIds}) and token sums ({@link taskTotal}) are read: neither is
   * copied per task.
   */
  columns: TaskColumns
  row: number
  /** The sum of the known cost totals in the pricing bases summed (±Infinity when it overflowed), and how many. */
  cost_sum: number
  cost_count: number
  /** Per score key, the exact sum and count of its attempts' named scores (the task columns' own list); null when none. */
  scores: KeySums | null
}

/**
 * The known totals of `metric` over the attempts of `t` (a cost in a
 * pricing basis not summed is not known); a token sum past 2^53 − 1 is no
 * longer a count: unknown (Infinity), as the accounting's sums.
 */
export function taskTotal(t: TaskResult, metric: PerAttemptMetric): TaskTotal {
  if (metric === 'cost_usd') return { sum: t.cost_sum, count: t.cost_count }
  const i = TOKEN_TOTALS.indexOf(metric)
  const sum = tokenSum(t.columns, t.row, i)
  return { sum: sumHeld(sum, 'tokens') ? sum : Number.POSITIVE_INFINITY, count: tokenCount(t.columns, t.row, i) }
}

/** The smallest attempt ids of `t` (a sample, code-unit order; a new list). */
export function taskIds(t: TaskResult): string[] {
  return idsAt(t.columns, t.row)
}

/**
 * A configuration's tasks as a read-only map from `taskId` (task and revision joined by NUL) to `TaskResult`, in
 * task key order (`task@revision`, then `taskId`). A `Map` satisfies it; {@link taskResults} gives one that holds
 * no object per task (issue 60, item 2): each result is made when it is asked for, from the task columns.
 */
export interface TaskTable {
  readonly size: number
  get: (id: string) => TaskResult | undefined
  has: (id: string) => boolean
  keys: () => IterableIterator<string>
  values: () => IterableIterator<TaskResult>
  entries: () => IterableIterator<[string, TaskResult]>
  [Symbol.iterator]: () => IterableIterator<[string, TaskResult]>
}

/**
 * `a1 + sep + a2` against `b1 + sep + b2` in code-unit order (< 0, 0, > 0), without building either: `sep` is
 * one code unit.
 */
function compareJoined(a1: string, a2: string, b1: string, b2: string, sep: number): number {
  if (a1 === b1) return a2 < b2 ? -1 : a2 > b2 ? 1 : 0
  const n = Math.min(a1.length, b1.length)
  for (let i = 0; i < n; i++) {
    const d = a1.charCodeAt(i) - b1.charCodeAt(i)
    if (d !== 0) return d
  }
  // One first part is a prefix of the other: the rest decides, the separator in its place.
  const at = (x1: string, x2: string, i: number): number =>
    i < x1.length ? x1.charCodeAt(i) : i === x1.length ? sep : x2.charCodeAt(i - x1.length - 1)
  const [la, lb] = [a1.length + 1 + a2.length, b1.length + 1 + b2.length]
  for (let i = n; i < Math.min(la, lb); i++) {
    const d = at(a1, a2, i) - at(b1, b2, i)
    if (d !== 0) return d
  }
  return la - lb
}

const AT = '@'.charCodeAt(0)

/**
 * The tasks of `tasks` (a configuration's tally) as a {@link TaskTable}, with
 * the cost totals of the attempts whose pricing bases are all in `summed`
 * (accounting.ts `costBasesSummed`, decided over all the attempts). It holds
 * 20 bytes a task (the key order and the summed costs, in typed arrays);
 * a `TaskResult` is made each time one is asked for.
 */
export function taskResults(tasks: TaskColumns, summed: ReadonlySet<string>): TaskTable {
  const n = tasks.length
  const costSum = new Float64Array(n)
  const costCount = new Float64Array(n)
  const allSummed = new Map<string, boolean>()
  const isSummed = (bases: string): boolean => {
    let x = allSummed.get(bases)
    if (x === undefined) allSummed.set(bases, (x = basesOf(bases).every((b) => summed.has(b))))
    return x
  }
  for (let i = 0; i < n; i++) {
    const cost: ExactSum = []
    let costed = 0
    for (const [bases, sum, k] of costsAt(tasks, i)) {
      if (!isSummed(bases)) continue
      mergeSums(cost, sum)
      costed += k
    }
    costSum[i] = sumValue(cost)
    costCount[i] = costed
  }
  // Rows are in `taskId` order; the table's order is by task key first.
  const order = new Uint32Array(n)
  for (let i = 0; i < n; i++) order[i] = i
  order.sort(
    (x, y) =>
      compareJoined(tasks.task[x], revisionAt(tasks, x), tasks.task[y], revisionAt(tasks, y), AT) ||
      compareJoined(tasks.task[x], revisionAt(tasks, x), tasks.task[y], revisionAt(tasks, y), 0)
  )
  const result = (i: number): TaskResult => {
    const t = { task: tasks.task[i], revision: revisionAt(tasks, i) }
    return {
      task: t.task,
      revision: t.revision,
      key: taskKey(t),
      listed: countAt(tasks, i, LISTED),
      evaluated: countAt(tasks, i, EVALUATED),
      passed: countAt(tasks, i, PASSED),
      distinct: countAt(tasks, i, DISTINCT),
      columns: tasks,
      row: i,
      cost_sum: costSum[i],
      cost_count: costCount[i],
      scores: tasks.scores.get(i) ?? null
    }
  }
  /** The row of task `task` at `revision` (binary search over the rows, in `taskId` order), or −1. */
  const find = (task: string, revision: string): number => {
    let [lo, hi] = [0, n - 1]
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1
      const c = byCodeUnits(tasks.task[mid], task) || byCodeUnits(revisionAt(tasks, mid), revision)
      if (c === 0) return mid
      if (c < 0) lo = mid + 1
      else hi = mid - 1
    }
    return -1
  }
  /** The row of `id`, or −1: a task or revision can hold a NUL too, so each NUL of `id` is tried as the joint. */
  const rowOf = (id: string): number => {
    for (let nul = id.indexOf('\u0000'); nul >= 0; nul = id.indexOf('\u0000', nul + 1)) {
      const row = find(id.slice(0, nul), id.slice(nul + 1))
      if (row >= 0) return row
    }
    return -1
  }
  function* entries(): IterableIterator<[string, TaskResult]> {
    for (const i of order) yield [taskId({ task: tasks.task[i], revision: revisionAt(tasks, i) }), result(i)]
  }
  return {
    size: n,
    get: (id) => {
      const i = rowOf(id)
      return i < 0 ? undefined : result(i)
    },
    has: (id) => rowOf(id) >= 0,
    keys: function* () {
      for (const i of order) yield taskId({ task: tasks.task[i], revision: revisionAt(tasks, i) })
    },
    values: function* () {
      for (const i of order) yield result(i)
    },
    entries,
    [Symbol.iterator]: entries
  }
}
