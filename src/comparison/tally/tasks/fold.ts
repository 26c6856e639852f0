/**
 * Adding an attempt to its task's tally and merging the task lists of two folds (../attempts.ts
 * `tallyAttempt`, `mergeAttemptTallies`): a fold meets its tasks in order, so adding appends a
 * task or updates the last, and a merge is one linear pass over two sorted lists. Sums are exact
 * (../exact-sum.ts), so neither the order of adding nor of merging changes a figure.
 */
import { addToSum, mergeSums, type ExactSum } from '../exact-sum.js'
import { SAMPLE_SIZE } from '../key-sample.js'
import type { RetainedAttempt } from '../row.js'
import { mergeKeySums } from '../score-keys.js'
import { basesKey, compareTasks, taskCosts, taskId, taskTally, TOKEN_TOTALS, type TaskTally } from './task-tally.js'

/** A new task tally of `task` at `revision`: no attempt yet. */
function newTask(task: string, revision: string): TaskTally {
  return taskTally({
    task,
    revision,
    listed: 0,
    evaluated: 0,
    passed: 0,
    judged: 0,
    ran: 0,
    unclassified: 0,
    distinct: 0,
    ids: [],
    tokens: [0, 0, 0, 0, 0, 0],
    costs: [],
    scores: null
  })
}

/** Lets go of the room a finished task's lists kept to grow (a list grown by `push` keeps room for 16 more: 128 bytes). */
function compact(t: TaskTally): void {
  t.ids = t.ids.slice()
  if (t.cost !== null) t.cost = t.cost.slice()
  // The sums too: each grew by push.
  if (t.scores !== null) t.scores = t.scores.map(([k, sum, n, binary]) => [k, sum.slice(), n, binary])
}

/**
 * The tally of the task of `input`: the last of `tasks`, or a new one
 * appended. Throws Error when `input`'s task sorts before the last (a fold
 * adds its attempts in attempt-key order: addAttempt refuses any other).
 */
function taskOf(tasks: TaskTally[], input: { task: string; revision: string }): TaskTally {
  const last = tasks.length === 0 ? 1 : compareTasks(input, tasks[tasks.length - 1])
  if (last === 0) return tasks[tasks.length - 1]
  if (last < 0)
    throw new Error(
      `tasks must be added in order: ${JSON.stringify(taskId(input))} after ${JSON.stringify(taskId(tasks[tasks.length - 1]))}`
    )
  // The last task is finished: a fold meets its tasks in order.
  if (tasks.length > 0) compact(tasks[tasks.length - 1])
  const task = newTask(input.task, input.revision)
  tasks.push(task)
  return task
}

/**
 * Adds `r` to its task's tally in `tasks` (appended when it is a new task) and returns that task tally. Throws Error
 * when `r`'s task sorts before the last of `tasks` (`taskOf`).
 */
export function tallyTask(tasks: TaskTally[], r: RetainedAttempt): TaskTally {
  const task = taskOf(tasks, r.input)
  task.listed += 1
  const id = r.input.attempt
  // Attempts of a task come in attempt-id order within a fold: a repeat follows its first listing.
  if (task.last !== id) {
    task.last = id
    task.distinct += 1
    if (task.ids.length < SAMPLE_SIZE) task.ids.push(id)
  }
  const passed = r.evaluator === null ? null : r.input.evaluation?.passed
  if (typeof passed === 'boolean') {
    task.evaluated += 1
    if (passed) task.passed += 1
  }
  TOKEN_TOTALS.forEach((m, i) => {
    const v = r.totals[m]
    if (v === null) return
    task.tokens[2 * i] += v
    task.tokens[2 * i + 1] += 1
  })
  const cost = r.totals.cost_usd
  if (cost !== null) {
    const bk = basesKey(r.cost_bases)
    if (task.cost_bases === null) {
      task.cost_bases = bk
      task.cost = [cost]
      task.cost_count = 1
    } else if (task.cost_bases === bk) {
      addToSum(task.cost!, cost)
      task.cost_count += 1
    } else {
      task.more_costs ??= []
      const s = task.more_costs.find((c) => c[0] === bk)
      if (s === undefined) task.more_costs.push([bk, [cost], 1])
      else {
        addToSum(s[1], cost)
        s[2] += 1
      }
    }
  }
  return task
}

/** Attempt ids of two folds of one task merged (code-unit order, at most `SAMPLE_SIZE`), and how many both held. */
function mergeIds(a: readonly string[], b: readonly string[]): { ids: string[]; both: number } {
  const ids: string[] = []
  let both = 0
  let i = 0
  let j = 0
  while ((i < a.length || j < b.length) && ids.length < SAMPLE_SIZE) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      both += 1
      j += 1
    }
    if (j >= b.length || (i < a.length && a[i] <= b[j])) ids.push(a[i++])
    else ids.push(b[j++])
  }
  return { ids: ids.slice(), both }
}

function mergeTasks(a: TaskTally, b: TaskTally): TaskTally {
  const { ids, both } = mergeIds(a.ids, b.ids)
  const costs = taskCosts(a).map(([k, sum, n]): [string, ExactSum, number] => [k, [...sum], n])
  for (const [k, sum, n] of taskCosts(b)) {
    const x = costs.find((c) => c[0] === k)
    if (x === undefined) costs.push([k, [...sum], n])
    else {
      mergeSums(x[1], sum)
      x[1] = x[1].slice()
      x[2] += n
    }
  }
  return taskTally({
    task: a.task,
    revision: a.revision,
    listed: a.listed + b.listed,
    evaluated: a.evaluated + b.evaluated,
    passed: a.passed + b.passed,
    judged: a.judged + b.judged,
    ran: a.ran + b.ran,
    unclassified: a.unclassified + b.unclassified,
    distinct: a.distinct + b.distinct - both,
    ids,
    tokens: a.tokens.map((v, i) => v + b.tokens[i]),
    costs,
    scores: a.scores === null ? b.scores : b.scores === null ? a.scores : mergeKeySums(a.scores, b.scores).sums
  })
}

/** Two sorted task lists merged into one (a task in both: `mergeTasks`); neither is modified. */
export function mergeTaskLists(a: readonly TaskTally[], b: readonly TaskTally[]): TaskTally[] {
  const out: TaskTally[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const c = compareTasks(a[i], b[j])
    if (c < 0) out.push(a[i++])
    else if (c > 0) out.push(b[j++])
    else out.push(mergeTasks(a[i++], b[j++]))
  }
  while (i < a.length) out.push(a[i++])
  while (j < b.length) out.push(b[j++])
  return out
}
