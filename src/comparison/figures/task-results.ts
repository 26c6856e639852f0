/**
 * Verdicts and totals per task: a configuration's listed attempts grouped by
 * task and revision (the unit the paired comparison, the intervals, pass@k
 * and the budgets are computed over), from what the accumulator kept of
 * them (the rows of tally/tasks/columns.ts `TaskColumns`). Tasks are sorted by key.
 */
import { sumHeld } from '../../evidence/json/fields.js'
import { mergeSums, sumValue, type ExactSum } from '../tally/exact-sum.js'
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
  tokensAt,
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
  /** The smallest attempt ids (a sample, code-unit order). */
  ids: readonly string[]
  /**
   * The tally's token sums, `[sum, count]` per metric of `TOKEN_TOTALS` (a
   * view of the task columns' own, not a copy): read them with {@link taskTotal}.
   */
  tokens: ArrayLike<number>
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
  const sum = t.tokens[2 * i]
  return { sum: sumHeld(sum, 'tokens') ? sum : Number.POSITIVE_INFINITY, count: t.tokens[2 * i + 1] }
}

/**
 * The tasks of `tasks` (a configuration's tally), keyed by `taskId` (task and revision joined by NUL) and sorted by
 * task key (`task@revision`, then `taskId`), with
 * the cost totals of the attempts whose pricing bases are all in `summed`
 * (accounting.ts `costBasesSummed`, decided over all the attempts).
 */
export function taskResults(tasks: TaskColumns, summed: ReadonlySet<string>): Map<string, TaskResult> {
  const out: Array<[string, TaskResult]> = []
  for (let i = 0; i < tasks.length; i++) {
    const t = { task: tasks.task[i], revision: revisionAt(tasks, i) }
    const id = taskId(t)
    const key = taskKey(t)
    const cost: ExactSum = []
    let costed = 0
    for (const [bases, sum, n] of costsAt(tasks, i)) {
      if (!basesOf(bases).every((b) => summed.has(b))) continue
      mergeSums(cost, sum)
      costed += n
    }
    out.push([
      id,
      {
        task: t.task,
        revision: t.revision,
        key,
        listed: countAt(tasks, i, LISTED),
        evaluated: countAt(tasks, i, EVALUATED),
        passed: countAt(tasks, i, PASSED),
        distinct: countAt(tasks, i, DISTINCT),
        ids: idsAt(tasks, i),
        tokens: tokensAt(tasks, i),
        cost_sum: sumValue(cost),
        cost_count: costed,
        scores: tasks.scores.get(i) ?? null
      }
    ])
  }
  const cmp = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0)
  return new Map(out.sort(([x, a], [y, b]) => cmp(a.key, b.key) || cmp(x, y)))
}
