/**
 * What the accumulator keeps of one configuration's attempts, bounded by its
 * tasks and evaluators rather than its attempts (issue 41): counts, per-task
 * verdict counts and exact sums of the attempts' totals (what the paired
 * statistics, pass@k, McNemar, changed tasks and budgets read), per-evaluator
 * verdicts, samples of the attempts each warning names (key-sample.ts), the
 * diagnostics by code (diagnostic-groups.ts), the values a median needs in
 * typed columns (column.ts, 8 bytes an attempt) and the attempt keys as
 * 128-bit digests (key-digests.ts, 16 bytes an attempt) to find an attempt
 * listed in two merged folds. No attempt is kept as an object.
 *
 * `tallyAttempt` adds one attempt (`RetainedAttempt`, row.ts: built per
 * attempt and dropped), `mergeAttemptTallies` merges two folds. Sums are
 * exact (exact-sum.ts) and columns are sorted before use, so neither the
 * order of adding nor of merging changes a figure.
 */
import { byCodeUnits, evaluatorKey } from '../keys.js'
import type { EvaluatorIdentity } from '../input.js'
import { newColumn, pushValue, concatColumns, type Column } from './column.js'
import { mergeDiagnosticGroups, tallyDiagnostics, type DiagnosticGroups } from './diagnostic-groups.js'
import { addToSum, emptySum, mergeSums, type ExactSum } from './exact-sum.js'
import { KeyDigests } from './key-digests.js'
import { addToSample, mergeKeySamples, newKeySample, SAMPLE_SIZE, type KeySample } from './key-sample.js'
import { PER_ATTEMPT_METRICS, type PerAttemptMetric, type RetainedAttempt } from './row.js'
import { addScore, cutsKey, MAX_SCORE_MAGNITUDE, mergeKeySums, type KeySums } from './score-keys.js'
import { mergeInfrastructureTallies, newInfrastructureTally, ranClass, tallyRan, type InfrastructureTally } from './infrastructure.js'

/** Token metrics of an attempt's totals (cost is kept per pricing-basis set). */
export const TOKEN_TOTALS = ['input_tokens', 'output_tokens', 'total_tokens'] as const

/** One task (task@revision) of one configuration. */
export interface TaskTally {
  task: string
  revision: string
  /** Listings of its attempts. */
  listed: number
  /** Listings with a pass/fail verdict (and an evaluator). */
  evaluated: number
  /** Listings that passed. */
  passed: number
  /**
   * Listings to be judged (an evaluator declared or a verdict given), and of them those that ran to a verdict and
   * those with a failure of unknown class (infrastructure.ts).
   */
  judged: number
  ran: number
  unclassified: number
  /** Distinct attempts. */
  distinct: number
  /** The smallest attempt ids (at most `SAMPLE_SIZE`, code-unit order). */
  ids: string[]
  /** The id of the last attempt added in this fold (null after a merge). */
  last: string | null
  /**
   * Per token metric (`TOKEN_TOTALS` order), the sum of the attempts' known
   * totals and their count: `[sum, count, sum, count, sum, count]`. Totals
   * are safe integers and never negative, so a sum is exact, whatever the
   * order of adding, until it passes 2^53 − 1, and past it in any order
   * (unknown then: evidence/fields.ts `sumHeld`).
   */
  tokens: number[]
  /**
   * Known cost totals by the pricing bases of their requests, per set of
   * bases (`''` among them for costs that name none; usually one set).
   * Which sets are summed is decided when finishing (accounting.ts
   * `costBasesSummed`). The first set met is held inline — its `basesKey`
   * (null: no cost known yet), exact sum and count — and any further ones
   * in `more_costs` (null when there are none): a list of `[basesKey, exact
   * sum, count]` per task cost about 200 bytes a task. Read them with
   * {@link taskCosts}.
   */
  cost_bases: string | null
  cost: ExactSum | null
  cost_count: number
  more_costs: Array<[string, ExactSum, number]> | null
  /**
   * Per score key, the exact sum and count of its attempts' named scores
   * (score-keys.ts; attempts with a verdict only, as `AttemptTally.score_keys`);
   * null when none of its attempts carried one.
   */
  scores: KeySums | null
}

/** Verdicts of one evaluator identity. */
export interface EvaluatorTally {
  id: EvaluatorIdentity
  passed: number
  evaluated: number
  score: ExactSum
  scored: number
}

/** The values behind one timing distribution: those known, and how many of them are exact. */
export interface TimedColumn {
  values: Column
  exact: number
}

/** What is kept of one configuration's attempts (see the file comment). */
export interface AttemptTally {
  listed: number
  /** Effectively missing attempts. */
  missing: KeySample
  /** Missing attempts that have a pass/fail verdict. */
  judged_missing: KeySample
  /** Listings whose request list is not verified (declared-missing ones included). */
  lists_unverified: number
  /** Attempts, not declared missing, whose request list is not verified. */
  unverified: KeySample
  /** Attempts missing or with a request without authoritative usage. */
  usage_missing: KeySample
  /** Attempts to be judged (an evaluator declared or a verdict given). */
  to_be_judged: number
  /** Attempts to be judged without a verdict. */
  without_verdict: KeySample
  /** Attempts with a verdict and no evaluator identity. */
  evaluator_unknown: KeySample
  /** Attempts listed again within this fold: distinct keys, and `listings` the extra listings. */
  duplicates: KeySample
  /** Listings of merged folds whose attempt an earlier fold listed (not named: their keys are digests). */
  repeated_across: number
  digests: KeyDigests
  request_counts: { expected: number; full_result: number; record_end: number; harness_counters: number; none: number }
  evaluators: Map<string, EvaluatorTally>
  /**
   * One per task, sorted by task then revision (code-unit order: `taskId`
   * order), no task twice. A sorted list rather than a map: a fold meets
   * its tasks in that order (attempt-key order), so adding is an append or
   * an update of the last, and a merge is one linear pass; no map entry or
   * key string is kept per task.
   */
  tasks: TaskTally[]
  durations: Column
  covered: TimedColumn
  peak: TimedColumn
  invocations_timed: number
  invocations_expected: number
  diagnostics: DiagnosticGroups
  /**
   * Per score key (`evaluation.scores`, e.g. Harbor's reward keys), the exact
   * sum and count of the named scores of the attempts with a verdict (those
   * `evaluators` counts), the `MAX_SCORE_KEYS` smallest keys (score-keys.ts).
   */
  score_keys: KeySums
  /** More score keys were met than `score_keys` keeps. */
  score_keys_cut: boolean
  /** Its attempts to be judged by what they did: ran to a verdict, or not (infrastructure.ts). */
  infrastructure: InfrastructureTally
}

/** An empty tally. */
export function newAttemptTally(): AttemptTally {
  return {
    listed: 0,
    missing: newKeySample(),
    judged_missing: newKeySample(),
    lists_unverified: 0,
    unverified: newKeySample(),
    usage_missing: newKeySample(),
    to_be_judged: 0,
    without_verdict: newKeySample(),
    evaluator_unknown: newKeySample(),
    duplicates: newKeySample(),
    repeated_across: 0,
    digests: new KeyDigests(),
    request_counts: { expected: 0, full_result: 0, record_end: 0, harness_counters: 0, none: 0 },
    evaluators: new Map(),
    tasks: [],
    durations: newColumn(),
    covered: { values: newColumn(), exact: 0 },
    peak: { values: newColumn(), exact: 0 },
    invocations_timed: 0,
    invocations_expected: 0,
    diagnostics: new Map(),
    score_keys: [],
    score_keys_cut: false,
    infrastructure: newInfrastructureTally()
  }
}

/** Task key `task@revision` (for display: `@` in a task or revision can make two read alike). */
export function taskKey(t: { task: string; revision: string }): string {
  return `${t.task}@${t.revision}`
}

/** A task's identity as a map key: task and revision joined by NUL, which neither holds. */
export function taskId(t: { task: string; revision: string }): string {
  return `${t.task}\u0000${t.revision}`
}

/** `basesKey` strings met, so that every task tally with costs in one set of bases holds one string, not a copy each (bounded). */
const internedBases = new Map<string, string>()
const MAX_INTERNED_BASES = 1024

/** `key` itself, or the equal string met before (one copy for every task tally with costs in one set of bases). */
export function internBasesKey(key: string): string {
  const held = internedBases.get(key)
  if (held !== undefined) return held
  if (internedBases.size < MAX_INTERNED_BASES) internedBases.set(key, key)
  return key
}

/** The key of a set of pricing bases (its sorted ids as JSON: `[]` and `[""]` differ). */
export function basesKey(bases: readonly string[]): string {
  if (bases.length === 0) return '[]'
  return internBasesKey(bases.length === 1 && bases[0] === '' ? '[""]' : JSON.stringify(bases))
}

/** The pricing bases of a `basesKey`. */
export function basesOf(key: string): string[] {
  return JSON.parse(key) as string[]
}

/** A task tally's cost totals per set of pricing bases, `[basesKey, exact sum, count]`, in the order first met. */
export function taskCosts(t: TaskTally): Array<[string, ExactSum, number]> {
  if (t.cost_bases === null) return []
  const first: [string, ExactSum, number] = [t.cost_bases, t.cost!, t.cost_count]
  return t.more_costs === null ? [first] : [first, ...t.more_costs]
}

/** The figures of a task tally (its cost totals as {@link taskCosts} lists them, `last` left out). */
export type TaskFigures = Omit<TaskTally, 'last' | 'cost_bases' | 'cost' | 'cost_count' | 'more_costs'> & {
  costs: Array<[string, ExactSum, number]>
}

/**
 * A task tally of the figures `f` (its `last` null: no attempt added in this
 * fold yet), built field by field so that every task tally, new or read from
 * a summary, has one object shape (a spread of a decoded object left many:
 * about 440 B a tally instead of 120). Its arrays are taken as they are:
 * give arrays of their own, without room to grow (`slice`), as a list
 * grown by `push` keeps room for 16 more.
 */
export function taskTally(f: TaskFigures): TaskTally {
  const [first, ...more] = f.costs
  return {
    task: f.task,
    revision: f.revision,
    listed: f.listed,
    evaluated: f.evaluated,
    passed: f.passed,
    judged: f.judged,
    ran: f.ran,
    unclassified: f.unclassified,
    distinct: f.distinct,
    ids: f.ids,
    last: null,
    tokens: f.tokens,
    cost_bases: first === undefined ? null : internBasesKey(first[0]),
    cost: first === undefined ? null : first[1],
    cost_count: first === undefined ? 0 : first[2],
    more_costs: more.length === 0 ? null : more.map(([k, sum, n]) => [internBasesKey(k), sum, n]),
    scores: f.scores
  }
}

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

/** Whether an attempt's evaluation carries a verdict (pass/fail or a score). */
function hasVerdict(e: RetainedAttempt['input']['evaluation']): boolean {
  return e !== null && (typeof e.passed === 'boolean' || (e.score !== null && e.score !== undefined))
}

/** Adds attempt `r` to `t` in place (attempt-key order within a fold). */
export function tallyAttempt(t: AttemptTally, r: RetainedAttempt): void {
  const { key, order } = r
  const e = r.input.evaluation
  t.listed += 1
  if (t.digests.add(order)) addToSample(t.duplicates, key, order)
  if (r.missing) {
    addToSample(t.missing, key, order)
    if (typeof e?.passed === 'boolean') addToSample(t.judged_missing, key, order)
  }
  if (!r.list_verified) t.lists_unverified += 1
  if (r.input.requests_complete !== true && !r.input.missing) addToSample(t.unverified, key, order)
  if (r.missing || r.usage_missing) addToSample(t.usage_missing, key, order)
  if (r.evaluator !== null) {
    t.to_be_judged += 1
    if (!hasVerdict(e)) addToSample(t.without_verdict, key, order)
  }
  if (r.evaluator_unknown) addToSample(t.evaluator_unknown, key, order)
  const c = r.request_counts
  const rc = t.request_counts
  rc.expected += c.expected
  rc.full_result += c.full_result
  rc.record_end += c.record_end
  rc.harness_counters += c.harness_counters
  rc.none += c.none
  tallyVerdict(t, r)
  const task = tallyTask(t, r)
  if (r.evaluator !== null) {
    const ran = ranClass(r.missing, hasVerdict(e), r.stop)
    tallyRan(t.infrastructure, ran, r.missing, key, order)
    task.judged += 1
    if (ran === 'ran') task.ran += 1
    else if (ran === 'unclassified') task.unclassified += 1
  }
  if (e?.scores !== undefined && r.evaluator !== null && hasVerdict(e)) tallyScores(t, task, e.scores)
  if (r.input.task_duration_ms !== null) pushValue(t.durations, r.input.task_duration_ms)
  const inv = r.invocations
  if (inv.covered_ms !== null) {
    pushValue(t.covered.values, inv.covered_ms)
    if (inv.complete) t.covered.exact += 1
  }
  if (inv.peak_concurrency !== null) {
    pushValue(t.peak.values, inv.peak_concurrency)
    if (inv.complete) t.peak.exact += 1
  }
  t.invocations_timed += inv.timed
  t.invocations_expected += inv.count
  if (r.diagnostics.length > 0)
    tallyDiagnostics(t.diagnostics, { configuration: r.input.configuration, key, order, diagnostics: r.diagnostics })
}

function tallyVerdict(t: AttemptTally, r: RetainedAttempt): void {
  const e = r.input.evaluation
  if (r.evaluator === null || e === null) return
  const isEvaluated = typeof e.passed === 'boolean'
  const isScored = e.score !== null && e.score !== undefined
  if (!isEvaluated && !isScored) return
  const k = evaluatorKey(r.evaluator)
  let acc = t.evaluators.get(k)
  if (acc === undefined) {
    acc = { id: r.evaluator, passed: 0, evaluated: 0, score: emptySum(), scored: 0 }
    t.evaluators.set(k, acc)
  }
  if (isEvaluated) {
    acc.evaluated += 1
    if (e.passed === true) acc.passed += 1
  }
  if (isScored) {
    addToSum(acc.score, e.score as number)
    acc.scored += 1
  }
}

/** `a` before `b` (< 0), the same task (0) or after (> 0): task, then revision, in code-unit order (`taskId` order). */
export function compareTasks(a: { task: string; revision: string }, b: { task: string; revision: string }): number {
  return byCodeUnits(a.task, b.task) || byCodeUnits(a.revision, b.revision)
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
 * Adds the named scores of an attempt with a verdict to its configuration's
 * and its task's key sums (the key strings of the configuration's list are
 * shared with its tasks': one copy each). A value that is not a finite
 * number, or beyond `MAX_SCORE_MAGNITUDE`, is left out (the attempt does not
 * count as carrying the key).
 */
function tallyScores(t: AttemptTally, task: TaskTally, scores: Readonly<Record<string, number>>): void {
  for (const key in scores) {
    const value = scores[key]
    if (typeof value !== 'number' || !(Math.abs(value) <= MAX_SCORE_MAGNITUDE)) continue
    if (cutsKey(t.score_keys, key)) t.score_keys_cut = true
    const held = addScore(t.score_keys, key, value) ?? key
    task.scores ??= []
    addScore(task.scores, held, value)
  }
}

/** Adds `r` to its task's tally (appended when it is a new task) and returns that task tally. */
function tallyTask(t: AttemptTally, r: RetainedAttempt): TaskTally {
  const task = taskOf(t.tasks, r.input)
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
function mergeTaskLists(a: readonly TaskTally[], b: readonly TaskTally[]): TaskTally[] {
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

function mergeMaps<T>(a: ReadonlyMap<string, T>, b: ReadonlyMap<string, T>, merge: (x: T, y: T) => T): Map<string, T> {
  const out = new Map(a)
  for (const [k, y] of b) {
    const x = out.get(k)
    out.set(k, x === undefined ? y : merge(x, y))
  }
  return out
}

/** The tally of two folds of one configuration together. Neither is modified. */
export function mergeAttemptTallies(a: AttemptTally, b: AttemptTally): AttemptTally {
  const { digests, repeats } = KeyDigests.merged(a.digests, b.digests)
  const rc = (k: keyof AttemptTally['request_counts']): number => a.request_counts[k] + b.request_counts[k]
  return {
    listed: a.listed + b.listed,
    missing: mergeKeySamples(a.missing, b.missing),
    judged_missing: mergeKeySamples(a.judged_missing, b.judged_missing),
    lists_unverified: a.lists_unverified + b.lists_unverified,
    unverified: mergeKeySamples(a.unverified, b.unverified),
    usage_missing: mergeKeySamples(a.usage_missing, b.usage_missing),
    to_be_judged: a.to_be_judged + b.to_be_judged,
    without_verdict: mergeKeySamples(a.without_verdict, b.without_verdict),
    evaluator_unknown: mergeKeySamples(a.evaluator_unknown, b.evaluator_unknown),
    duplicates: mergeKeySamples(a.duplicates, b.duplicates),
    repeated_across: a.repeated_across + b.repeated_across + repeats,
    digests,
    request_counts: {
      expected: rc('expected'),
      full_result: rc('full_result'),
      record_end: rc('record_end'),
      harness_counters: rc('harness_counters'),
      none: rc('none')
    },
    evaluators: mergeMaps(a.evaluators, b.evaluators, (x, y) => {
      const score = [...x.score]
      mergeSums(score, y.score)
      return { id: x.id, passed: x.passed + y.passed, evaluated: x.evaluated + y.evaluated, score, scored: x.scored + y.scored }
    }),
    tasks: mergeTaskLists(a.tasks, b.tasks),
    durations: concatColumns(a.durations, b.durations),
    covered: { values: concatColumns(a.covered.values, b.covered.values), exact: a.covered.exact + b.covered.exact },
    peak: { values: concatColumns(a.peak.values, b.peak.values), exact: a.peak.exact + b.peak.exact },
    invocations_timed: a.invocations_timed + b.invocations_timed,
    invocations_expected: a.invocations_expected + b.invocations_expected,
    diagnostics: mergeDiagnosticGroups(a.diagnostics, b.diagnostics),
    ...mergedScoreKeys(a, b),
    infrastructure: mergeInfrastructureTallies(a.infrastructure, b.infrastructure)
  }
}

function mergedScoreKeys(a: AttemptTally, b: AttemptTally): Pick<AttemptTally, 'score_keys' | 'score_keys_cut'> {
  const { sums, cut } = mergeKeySums(a.score_keys, b.score_keys)
  return { score_keys: sums, score_keys_cut: a.score_keys_cut || b.score_keys_cut || cut }
}

/** Metrics of an attempt's totals (re-exported for the figures that read them). */
export { PER_ATTEMPT_METRICS, type PerAttemptMetric }
