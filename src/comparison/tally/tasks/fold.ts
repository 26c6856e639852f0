/**
 * Adding an attempt to its task's row and merging the task columns of two folds (../attempts.ts
 * `tallyAttempt`, `mergeAttemptTallies`; the columns: columns.ts): a fold meets its tasks in order, so adding
 * appends a row or updates the last, and a merge is one linear pass over two sorted sets of rows. Sums are exact
 * (../exact-sum.ts), so neither the order of adding nor of merging changes a figure.
 */
import { addToSum, mergeSums } from '../exact-sum.js'
import { SAMPLE_SIZE } from '../key-sample.js'
import type { RetainedAttempt } from '../row.js'
import { mergeKeySums } from '../score-keys.js'
import { byCodeUnits } from '../../input/keys.js'
import {
  addCount,
  addFirstCost,
  addTokens,
  appendFigures,
  appendRow,
  compareRows,
  costsAt,
  countAt,
  DISTINCT,
  emptyColumns,
  figuresAt,
  EVALUATED,
  firstBasesAt,
  idsAt,
  idCount,
  JUDGED,
  LISTED,
  PASSED,
  RAN,
  revisionAt,
  setFirstBases,
  startFirstCost,
  tokensAt,
  trimColumns,
  UNCLASSIFIED,
  type TaskColumns
} from './columns.js'
import { basesKey, taskId, TOKEN_TOTALS } from './task-tally.js'

/** Lets go of the room a finished row's lists kept to grow (a list grown by `push` keeps room for 16 more: 128 bytes). */
function compactRow(c: TaskColumns, i: number): void {
  const wide = c.wideCosts.get(i)
  if (wide !== undefined) c.wideCosts.set(i, wide.slice())
  const scores = c.scores.get(i)
  // The sums too: each grew by push.
  if (scores !== undefined)
    c.scores.set(
      i,
      scores.map(([k, sum, n, binary]) => [k, sum.slice(), n, binary])
    )
}

/**
 * The row of the task of `input`: the last of `c`, or a new one appended. Throws Error when `input`'s task sorts
 * before the last (a fold adds its attempts in attempt-key order: addAttempt refuses any other).
 */
function rowOf(c: TaskColumns, input: { task: string; revision: string }): number {
  const n = c.length
  if (n > 0) {
    const last = { task: c.task[n - 1], revision: revisionAt(c, n - 1) }
    const order = byCodeUnits(input.task, last.task) || byCodeUnits(input.revision, last.revision)
    if (order === 0) return n - 1
    if (order < 0) throw new Error(`tasks must be added in order: ${JSON.stringify(taskId(input))} after ${JSON.stringify(taskId(last))}`)
    // The last task is finished: a fold meets its tasks in order.
    compactRow(c, n - 1)
  }
  return appendRow(c, input.task, input.revision)
}

/**
 * Adds `r` to its task's row in `c` (appended when it is a new task) and returns that row's index. Throws Error
 * when `r`'s task sorts before the last row's (`rowOf`).
 */
export function tallyTask(c: TaskColumns, r: RetainedAttempt): number {
  const i = rowOf(c, r.input)
  addCount(c, i, LISTED)
  const id = r.input.attempt
  // Attempts of a task come in attempt-id order within a fold: a repeat follows its first listing.
  if (c.last !== id) {
    c.last = id
    addCount(c, i, DISTINCT)
    if (idCount(c, i) < SAMPLE_SIZE) c.ids.push(id)
  }
  const passed = r.evaluator === null ? null : r.input.evaluation?.passed
  if (typeof passed === 'boolean') {
    addCount(c, i, EVALUATED)
    if (passed) addCount(c, i, PASSED)
  }
  for (let m = 0; m < TOKEN_TOTALS.length; m++) {
    const v = r.totals[TOKEN_TOTALS[m]]
    if (v !== null) addTokens(c, i, m, v)
  }
  const cost = r.totals.cost_usd
  if (cost !== null) {
    const bk = basesKey(r.cost_bases)
    const first = firstBasesAt(c, i)
    if (first === null) {
      setFirstBases(c, i, bk)
      startFirstCost(c, i, cost)
    } else if (first === bk) addFirstCost(c, i, cost)
    else {
      let more = c.moreCosts.get(i)
      if (more === undefined) c.moreCosts.set(i, (more = []))
      const s = more.find((x) => x[0] === bk)
      if (s === undefined) more.push([bk, [cost], 1])
      else {
        addToSum(s[1], cost)
        s[2] += 1
      }
    }
  }
  return i
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
  return { ids, both }
}

const COUNT_FIELDS = [LISTED, EVALUATED, PASSED, JUDGED, RAN, UNCLASSIFIED] as const

/** Appends to `out` the row of a task both `a` (row `i`) and `b` (row `j`) hold, their figures merged. */
function appendMerged(out: TaskColumns, a: TaskColumns, i: number, b: TaskColumns, j: number): void {
  const { ids, both } = mergeIds(idsAt(a, i), idsAt(b, j))
  const costs = costsAt(a, i)
  for (const [k, sum, n] of costsAt(b, j)) {
    const x = costs.find((c) => c[0] === k)
    if (x === undefined) costs.push([k, sum, n])
    else {
      mergeSums(x[1], sum)
      x[1] = x[1].slice()
      x[2] += n
    }
  }
  const counts = (f: number): number => countAt(a, i, f) + countAt(b, j, f)
  const ta = tokensAt(a, i)
  const tb = tokensAt(b, j)
  const sa = a.scores.get(i) ?? null
  const sb = b.scores.get(j) ?? null
  const [listed, evaluated, passed, judged, ran, unclassified] = COUNT_FIELDS.map(counts)
  appendFigures(out, {
    task: a.task[i],
    revision: revisionAt(a, i),
    listed,
    evaluated,
    passed,
    judged,
    ran,
    unclassified,
    distinct: counts(DISTINCT) - both,
    ids,
    tokens: Array.from(ta, (v, m) => v + tb[m]),
    costs,
    scores: sa === null ? sb : sb === null ? sa : mergeKeySums(sa, sb).sums
  })
}

/** Appends to `out` row `i` of `c` as it is. */
function appendCopy(out: TaskColumns, c: TaskColumns, i: number): void {
  appendFigures(out, figuresAt(c, i))
}

/** Two task columns merged into new ones, in one pass (a task in both: its figures merged); neither is modified. */
export function mergeTaskColumns(a: TaskColumns, b: TaskColumns): TaskColumns {
  const out = emptyColumns(a.length + b.length)
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const c = compareRows(a, i, b, j)
    if (c < 0) appendCopy(out, a, i++)
    else if (c > 0) appendCopy(out, b, j++)
    else appendMerged(out, a, i++, b, j++)
  }
  while (i < a.length) appendCopy(out, a, i++)
  while (j < b.length) appendCopy(out, b, j++)
  trimColumns(out)
  return out
}
