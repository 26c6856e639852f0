/**
 * A configuration's per-task tallies as columns (issue 60, item 1): one row per task@revision, in task order, held
 * in typed arrays — counts, token sums, the first set of pricing bases and its exact cost sum — with the strings
 * (revisions, sets of pricing bases) held once per configuration and referenced by index, the attempt id samples
 * in one flat list, and the rare parts (further sets of pricing bases, named scores, cost sums of more than two
 * partials) in maps by row. About 190 bytes a task instead of about 410 for an object per task with its lists
 * (bench/merge-probe.ts on 10 of the million's summaries: 192 against 412).
 *
 * Rows are appended in order (a fold meets its tasks in attempt-key order) and only the last row is added to
 * (tasks/fold.ts); a merge builds new columns in one linear pass. `rowAt` gives a row as a `TaskTally` object for
 * the code that reads one task at a time (the summary writer, the checks of a summary read back).
 */
import { addToSum, type ExactSum } from '../exact-sum.js'
import type { KeySums } from '../score-keys.js'
import { byCodeUnits } from '../../input/keys.js'
import { internBasesKey, type TaskFigures, type TaskTally } from './task-tally.js'

/** The counts of a row, in this order, `COUNTS` numbers a row. */
export const LISTED = 0
export const EVALUATED = 1
export const PASSED = 2
export const JUDGED = 3
export const RAN = 4
export const UNCLASSIFIED = 5
export const DISTINCT = 6
const COUNTS = 7
/** Token sums a row: `[sum, count]` per metric of `TOKEN_TOTALS`. */
const TOKENS = 6
/** Partials of a cost sum held in the row; a sum of more goes to `wideCosts`. */
const INLINE_PARTIALS = 2
/** `costParts` of a row whose cost sum is in `wideCosts`. */
const WIDE = 255

/**
 * The per-task tallies of one configuration: `length` rows sorted by task, then revision (code-unit order: `taskId`
 * order), no task twice. Counts and sums are float64 (exact below 2^53, as the object fields they replace).
 */
export interface TaskColumns {
  /** Rows held. */
  length: number
  /** Rows there is room for in the typed arrays. */
  capacity: number
  /** The task of each row. */
  task: string[]
  /** The revision of each row, an index into `revisions`. */
  revision: Uint32Array
  /** Distinct revisions of these rows, each once, and their indexes. */
  revisions: string[]
  revisionIndex: Map<string, number>
  /** `COUNTS` per row: listed, evaluated, passed, judged, ran, unclassified, distinct (the constants above). */
  counts: Float64Array
  /** `[sum, count]` per token metric of `TOKEN_TOTALS`, per row. */
  tokens: Float64Array
  /** The first set of pricing bases of the row's costs (an index into `bases`), −1 when no cost is known. */
  costBases: Int32Array
  /** Distinct `basesKey`s of these rows, each once, and their indexes. */
  bases: string[]
  basesIndex: Map<string, number>
  /** Attempts whose cost in the first set is summed, per row. */
  costCount: Float64Array
  /** The exact sum (exact-sum.ts partials) of those costs: `INLINE_PARTIALS` a row, `costParts` of them used. */
  cost: Float64Array
  costParts: Uint8Array
  /** Cost sums of more partials than the row holds (`costParts` WIDE), by row. */
  wideCosts: Map<number, ExactSum>
  /** Further sets of pricing bases, `[basesKey, exact sum, count]` in the order met, by row (most rows have none). */
  moreCosts: Map<number, Array<[string, ExactSum, number]>>
  /** The attempt id samples of all rows in one list: row i's from `idStart[i]` to the next row's start. */
  ids: string[]
  idStart: Uint32Array
  /** Per score key, the exact sum and count of the row's named scores, by row (score-keys.ts); absent: none. */
  scores: Map<number, KeySums>
  /** The id of the last attempt added to the last row in this fold (null after a merge or a read). */
  last: string | null
}

/** Columns with room for `capacity` rows and none held. */
export function emptyColumns(capacity = 16): TaskColumns {
  return {
    length: 0,
    capacity,
    task: [],
    revision: new Uint32Array(capacity),
    revisions: [],
    revisionIndex: new Map(),
    counts: new Float64Array(capacity * COUNTS),
    tokens: new Float64Array(capacity * TOKENS),
    costBases: new Int32Array(capacity),
    bases: [],
    basesIndex: new Map(),
    costCount: new Float64Array(capacity),
    cost: new Float64Array(capacity * INLINE_PARTIALS),
    costParts: new Uint8Array(capacity),
    wideCosts: new Map(),
    moreCosts: new Map(),
    ids: [],
    idStart: new Uint32Array(capacity),
    scores: new Map(),
    last: null
  }
}

function grown<T extends Float64Array | Uint32Array | Int32Array | Uint8Array>(a: T, size: number): T {
  const out = new (a.constructor as new (n: number) => T)(size)
  out.set(a)
  return out
}

/** Makes room for `rows` rows (half as many again each time: amortised constant per row). */
function reserve(c: TaskColumns, rows: number): void {
  if (rows <= c.capacity) return
  const n = Math.max(rows, Math.ceil(c.capacity * 1.5), 16)
  c.revision = grown(c.revision, n)
  c.counts = grown(c.counts, n * COUNTS)
  c.tokens = grown(c.tokens, n * TOKENS)
  c.costBases = grown(c.costBases, n)
  c.costCount = grown(c.costCount, n)
  c.cost = grown(c.cost, n * INLINE_PARTIALS)
  c.costParts = grown(c.costParts, n)
  c.idStart = grown(c.idStart, n)
  c.capacity = n
}

/** Lets go of the room `c` kept to grow (its lists and typed arrays cut to `length` rows). */
export function trimColumns(c: TaskColumns): void {
  const n = c.length
  if (c.capacity > n) {
    c.revision = c.revision.slice(0, n)
    c.counts = c.counts.slice(0, n * COUNTS)
    c.tokens = c.tokens.slice(0, n * TOKENS)
    c.costBases = c.costBases.slice(0, n)
    c.costCount = c.costCount.slice(0, n)
    c.cost = c.cost.slice(0, n * INLINE_PARTIALS)
    c.costParts = c.costParts.slice(0, n)
    c.idStart = c.idStart.slice(0, n)
    c.capacity = n
  }
  c.task = c.task.slice()
  c.ids = c.ids.slice()
}

function indexOf(list: string[], index: Map<string, number>, s: string): number {
  const at = index.get(s)
  if (at !== undefined) return at
  list.push(s)
  index.set(s, list.length - 1)
  return list.length - 1
}

/** Appends an empty row of `task` at `revision` (the caller keeps the order) and returns its index. */
export function appendRow(c: TaskColumns, task: string, revision: string): number {
  const i = c.length
  reserve(c, i + 1)
  c.task.push(task)
  c.revision[i] = indexOf(c.revisions, c.revisionIndex, revision)
  c.counts.fill(0, i * COUNTS, (i + 1) * COUNTS)
  c.tokens.fill(0, i * TOKENS, (i + 1) * TOKENS)
  c.costBases[i] = -1
  c.costCount[i] = 0
  c.costParts[i] = 0
  c.idStart[i] = c.ids.length
  c.length = i + 1
  c.last = null
  return i
}

/** The revision of row `i`. */
export function revisionAt(c: TaskColumns, i: number): string {
  return c.revisions[c.revision[i]]
}

/** `a`'s row `i` before `b`'s row `j` (< 0), the same task (0) or after (> 0): task, then revision, in code-unit order. */
export function compareRows(a: TaskColumns, i: number, b: TaskColumns, j: number): number {
  return byCodeUnits(a.task[i], b.task[j]) || byCodeUnits(revisionAt(a, i), revisionAt(b, j))
}

/** Count `field` (LISTED … DISTINCT) of row `i`. */
export function countAt(c: TaskColumns, i: number, field: number): number {
  return c.counts[i * COUNTS + field]
}

/** Adds `n` to count `field` of row `i`. */
export function addCount(c: TaskColumns, i: number, field: number, n = 1): void {
  c.counts[i * COUNTS + field] += n
}

/** The token sums of row `i`, `[sum, count]` per metric of `TOKEN_TOTALS` (a view: read it before the columns grow). */
export function tokensAt(c: TaskColumns, i: number): Float64Array {
  return c.tokens.subarray(i * TOKENS, (i + 1) * TOKENS)
}

/** The sum of the known totals of token metric `m` (its index in `TOKEN_TOTALS`) of row `i`. */
export function tokenSum(c: TaskColumns, i: number, m: number): number {
  return c.tokens[i * TOKENS + 2 * m]
}

/** How many attempts of row `i` have a known total of token metric `m` (its index in `TOKEN_TOTALS`). */
export function tokenCount(c: TaskColumns, i: number, m: number): number {
  return c.tokens[i * TOKENS + 2 * m + 1]
}

/** Adds the known total `v` of token metric `m` (its index in `TOKEN_TOTALS`) to row `i`. */
export function addTokens(c: TaskColumns, i: number, m: number, v: number): void {
  c.tokens[i * TOKENS + 2 * m] += v
  c.tokens[i * TOKENS + 2 * m + 1] += 1
}

/** The attempt id sample of row `i` (a copy). */
export function idsAt(c: TaskColumns, i: number): string[] {
  return c.ids.slice(c.idStart[i], i + 1 < c.length ? c.idStart[i + 1] : c.ids.length)
}

/** How many ids the sample of row `i` holds. */
export function idCount(c: TaskColumns, i: number): number {
  return (i + 1 < c.length ? c.idStart[i + 1] : c.ids.length) - c.idStart[i]
}

/** The exact cost sum of the first set of pricing bases of row `i` (a new list). */
export function firstCostAt(c: TaskColumns, i: number): ExactSum {
  const parts = c.costParts[i]
  if (parts === WIDE) return c.wideCosts.get(i)!.slice()
  const out: ExactSum = []
  for (let p = 0; p < parts; p++) out.push(c.cost[i * INLINE_PARTIALS + p])
  return out
}

/** Sets the exact cost sum of the first set of pricing bases of row `i` to `sum` (held inline when it fits). */
export function setFirstCost(c: TaskColumns, i: number, sum: readonly number[]): void {
  if (sum.length <= INLINE_PARTIALS) {
    if (c.costParts[i] === WIDE) c.wideCosts.delete(i)
    for (let p = 0; p < sum.length; p++) c.cost[i * INLINE_PARTIALS + p] = sum[p]
    c.costParts[i] = sum.length
  } else {
    c.wideCosts.set(i, sum.slice())
    c.costParts[i] = WIDE
  }
}

/** Starts the cost sum of the first set of pricing bases of row `i` (none yet) with the cost `x`, counted once. */
export function startFirstCost(c: TaskColumns, i: number, x: number): void {
  c.cost[i * INLINE_PARTIALS] = x
  c.costParts[i] = 1
  c.costCount[i] = 1
}

/** A sum's partials while one is added to a row's (no list allocated per attempt). */
const scratch: ExactSum = []

/** Adds the cost `x` to the sum of the first set of pricing bases of row `i` (already started), counted once. */
export function addFirstCost(c: TaskColumns, i: number, x: number): void {
  c.costCount[i] += 1
  if (c.costParts[i] === WIDE) {
    addToSum(c.wideCosts.get(i)!, x)
    return
  }
  scratch.length = 0
  for (let p = 0; p < c.costParts[i]; p++) scratch.push(c.cost[i * INLINE_PARTIALS + p])
  addToSum(scratch, x)
  setFirstCost(c, i, scratch)
}

/** The `basesKey` of the first set of pricing bases of row `i`; null when no cost is known. */
export function firstBasesAt(c: TaskColumns, i: number): string | null {
  const b = c.costBases[i]
  return b < 0 ? null : c.bases[b]
}

/** Sets the first set of pricing bases of row `i` to `key` (a `basesKey`), held once in `c`. */
export function setFirstBases(c: TaskColumns, i: number, key: string): void {
  c.costBases[i] = indexOf(c.bases, c.basesIndex, internBasesKey(key))
}

/** Row `i`'s cost totals per set of pricing bases, `[basesKey, exact sum, count]`, in the order first met (new lists). */
export function costsAt(c: TaskColumns, i: number): Array<[string, ExactSum, number]> {
  const first = firstBasesAt(c, i)
  if (first === null) return []
  const out: Array<[string, ExactSum, number]> = [[first, firstCostAt(c, i), c.costCount[i]]]
  for (const [k, sum, n] of c.moreCosts.get(i) ?? []) out.push([k, sum.slice(), n])
  return out
}

/**
 * Appends a row of the figures `f` (a task read from a summary, or a merge's). Its order is the caller's: a
 * summary's reader sorts its tasks first and checks none is listed twice.
 */
export function appendFigures(
  c: TaskColumns,
  f: Omit<TaskFigures, 'tokens' | 'ids'> & { tokens: ArrayLike<number>; ids: readonly string[] }
): number {
  const i = appendRow(c, f.task, f.revision)
  const at = i * COUNTS
  c.counts[at + LISTED] = f.listed
  c.counts[at + EVALUATED] = f.evaluated
  c.counts[at + PASSED] = f.passed
  c.counts[at + JUDGED] = f.judged
  c.counts[at + RAN] = f.ran
  c.counts[at + UNCLASSIFIED] = f.unclassified
  c.counts[at + DISTINCT] = f.distinct
  for (const id of f.ids) c.ids.push(id)
  c.tokens.set(f.tokens, i * TOKENS)
  const [first, ...more] = f.costs
  if (first !== undefined) {
    setFirstBases(c, i, first[0])
    setFirstCost(c, i, first[1])
    c.costCount[i] = first[2]
  }
  if (more.length > 0)
    c.moreCosts.set(
      i,
      more.map(([k, sum, n]) => [internBasesKey(k), sum.slice(), n])
    )
  if (f.scores !== null) c.scores.set(i, f.scores)
  return i
}

/** The figures of row `i` (its lists new; its costs as {@link costsAt} lists them): what `appendFigures` takes. */
export function figuresAt(c: TaskColumns, i: number): TaskFigures {
  return {
    task: c.task[i],
    revision: revisionAt(c, i),
    listed: countAt(c, i, LISTED),
    evaluated: countAt(c, i, EVALUATED),
    passed: countAt(c, i, PASSED),
    judged: countAt(c, i, JUDGED),
    ran: countAt(c, i, RAN),
    unclassified: countAt(c, i, UNCLASSIFIED),
    distinct: countAt(c, i, DISTINCT),
    ids: idsAt(c, i),
    tokens: Array.from(tokensAt(c, i)),
    costs: costsAt(c, i),
    scores: c.scores.get(i) ?? null
  }
}

/** Row `i` as an object (its lists new; `last` null): for the code that reads one task at a time. */
export function rowAt(c: TaskColumns, i: number): TaskTally {
  const { costs, ...f } = figuresAt(c, i)
  const [first, ...more] = costs
  return {
    ...f,
    last: null,
    cost_bases: first === undefined ? null : first[0],
    cost: first === undefined ? null : first[1],
    cost_count: first === undefined ? 0 : first[2],
    more_costs: more.length === 0 ? null : more
  }
}

/** Every row of `c` as an object, in order (`rowAt`). */
export function* rows(c: TaskColumns): Generator<TaskTally> {
  for (let i = 0; i < c.length; i++) yield rowAt(c, i)
}
