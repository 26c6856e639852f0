/**
 * What the accumulator keeps of one configuration's attempts, bounded by its
 * tasks and evaluators rather than its attempts (issue 41): counts, per-task
 * verdict counts and exact sums of the attempts' totals (what the paired
 * statistics, pass@k, McNemar, changed tasks and budgets read: the task
 * columns of tasks/columns.ts, added and merged by tasks/fold.ts),
 * per-evaluator verdicts, samples of the attempts each warning names
 * (key-sample.ts), the diagnostics by code (diagnostic-groups.ts), the
 * values a median needs in typed columns (column.ts, 8 bytes an attempt)
 * and the attempt keys as 128-bit digests (key-digests.ts, 16 bytes an
 * attempt) to find an attempt listed in two merged folds. No attempt is
 * kept as an object.
 *
 * `tallyAttempt` adds one attempt (`RetainedAttempt`, row.ts: built per
 * attempt and dropped), `mergeAttemptTallies` merges two folds. Sums are
 * exact (exact-sum.ts) and columns are sorted before use, so neither the
 * order of adding nor of merging changes a figure.
 */
import { evaluatorKey } from '../input/keys.js'
import type { EvaluatorIdentity } from '../input/input.js'
import { newColumn, pushValue, concatColumns, type Column } from './column.js'
import { mergeDiagnosticGroups, tallyDiagnostics, type DiagnosticGroups } from './diagnostic-groups.js'
import { addToSum, emptySum, mergeSums, type ExactSum } from './exact-sum.js'
import { KeyDigests } from './key-digests.js'
import { addToSample, mergeKeySamples, newKeySample, type KeySample } from './key-sample.js'
import { PER_ATTEMPT_METRICS, type PerAttemptMetric, type RetainedAttempt } from './row.js'
import { addScore, cutsKey, MAX_SCORE_MAGNITUDE, mergeKeySums, type KeySums } from './score-keys.js'
import { mergeInfrastructureTallies, newInfrastructureTally, ranClass, tallyRan, type InfrastructureTally } from './infrastructure.js'
import { mergeTaskColumns, tallyTask } from './tasks/fold.js'
import { addCount, emptyColumns, JUDGED, RAN, UNCLASSIFIED, type TaskColumns } from './tasks/columns.js'

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
   * One row per task, sorted by task then revision (code-unit order: `taskId`
   * order), no task twice, in typed columns (tasks/columns.ts). Sorted rows
   * rather than a map: a fold meets its tasks in that order (attempt-key
   * order), so adding is an append or an update of the last row, and a
   * merge is one linear pass; no object, map entry or key string is kept
   * per task.
   */
  tasks: TaskColumns
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
    tasks: emptyColumns(),
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
  const task = tallyTask(t.tasks, r)
  if (r.evaluator !== null) {
    const ran = ranClass(r.missing, hasVerdict(e), r.stop)
    tallyRan(t.infrastructure, ran, r.missing, key, order)
    addCount(t.tasks, task, JUDGED)
    if (ran === 'ran') addCount(t.tasks, task, RAN)
    else if (ran === 'unclassified') addCount(t.tasks, task, UNCLASSIFIED)
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

/**
 * Adds the named scores of an attempt with a verdict to its configuration's
 * and its task's key sums (the key strings of the configuration's list are
 * shared with its tasks': one copy each). A value that is not a finite
 * number, or beyond `MAX_SCORE_MAGNITUDE`, is left out (the attempt does not
 * count as carrying the key).
 */
function tallyScores(t: AttemptTally, task: number, scores: Readonly<Record<string, number>>): void {
  for (const key in scores) {
    const value = scores[key]
    if (typeof value !== 'number' || !(Math.abs(value) <= MAX_SCORE_MAGNITUDE)) continue
    if (cutsKey(t.score_keys, key)) t.score_keys_cut = true
    const held = addScore(t.score_keys, key, value) ?? key
    let sums = t.tasks.scores.get(task)
    if (sums === undefined) t.tasks.scores.set(task, (sums = []))
    addScore(sums, held, value)
  }
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
    tasks: mergeTaskColumns(a.tasks, b.tasks),
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

/** The per-task part of the tally (tasks/task-tally.ts), re-exported for the code that reads it. */
export {
  basesKey,
  basesOf,
  compareTasks,
  internBasesKey,
  taskCosts,
  taskId,
  taskKey,
  TOKEN_TOTALS,
  type TaskFigures,
  type TaskTally
} from './tasks/task-tally.js'
export { rowAt, rows, type TaskColumns } from './tasks/columns.js'

/** Metrics of an attempt's totals (re-exported for the figures that read them). */
export { PER_ATTEMPT_METRICS, type PerAttemptMetric }
