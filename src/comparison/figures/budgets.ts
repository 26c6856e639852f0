/**
 * Budgets on cost, tokens and task duration (report `budgets`): each
 * candidate against the baseline, paired by task, checked only where the
 * figures are comparable.
 *
 * Per-attempt metrics (`cost`, `input_tokens`, `output_tokens`,
 * `total_tokens`) and `cost_per_passed_attempt` are ratio estimates over
 * the tasks both sides ran (each task a cluster of its attempts: Σ totals /
 * Σ attempts, or Σ cost / Σ passed attempts, where a task without a pass
 * counts with its cost and 0 passed attempts: the linearised residual
 * (y_i − r̂·m_i)/M holds for m_i = 0); the difference candidate −
 * baseline has the paired clustered 95 % interval of ../statistics/intervals.ts
 * (`clusteredDifference`, the same small-sample rule). A relative limit is
 * checked on (candidate − baseline) / baseline, whose interval is the delta
 * method over the same clusters: the clustered difference of the candidate
 * and the baseline scaled by the estimated ratio R̂, divided by the
 * baseline's figure. `task_duration` is the difference of the medians over
 * every listed attempt (timing.ts `distribution`); a median has no
 * interval here, so its verdict is on the point estimate alone.
 *
 * A budget fails when its estimate exceeds the limit (`exceedsLimit`); it cannot be checked
 * — and fails with the reason — where the matching delta is withheld
 * (deltas.ts: inventory differs, usage incomplete on either side, a token
 * component that means something else, pricing bases differing or
 * unverified), where verdicts cannot be compared (cost per passed attempt),
 * where a duration is unknown, or where there is no candidate. Never a pass
 * on a lower bound.
 */
import { costPerPass, type PerAttemptMetric } from './attempt-usage.js'
import type { ConfigurationAnalysis } from './configuration.js'
import { clusteredDifference, clusteredMean, ratio, type Cluster, type Interval } from '../statistics/intervals.js'
import { inventoryDifferenceText } from './inventory.js'
import type { BudgetResult, Comparison } from '../report/report-schema.js'
import { taskTotal, type TaskResult } from './task-results.js'
import type { BudgetLimitKind, BudgetMetric, BudgetSpec } from '../input/budget-spec.js'

export { BUDGET_FORMS, BUDGET_METRICS, type BudgetLimitKind, type BudgetMetric, type BudgetSpec } from '../input/budget-spec.js'

/** Unit of each metric's figures. */
export const BUDGET_UNITS: Record<BudgetMetric, string> = {
  cost: 'USD per attempt',
  input_tokens: 'tokens per attempt',
  output_tokens: 'tokens per attempt',
  total_tokens: 'tokens per attempt',
  cost_per_passed_attempt: 'USD per passed attempt',
  task_duration: 'ms (median task duration)'
}

const USAGE_OF: Record<'cost' | 'input_tokens' | 'output_tokens' | 'total_tokens', PerAttemptMetric> = {
  cost: 'cost_usd',
  input_tokens: 'input_tokens',
  output_tokens: 'output_tokens',
  total_tokens: 'total_tokens'
}

/** Intervals of budget differences: no floor on the standard error, bounds not clipped. */
const UNBOUNDED = { floor: 0, range: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY] as [number, number] }

const MEDIAN_REASON =
  'a difference of medians has no interval here (the intervals are for means per attempt); the verdict is on the point estimate'

/** The paired figures of one budget metric, or why they cannot be compared. */
type Figures =
  | { reason: string }
  | {
      reason: null
      tasks: number
      attempts: { baseline: number; candidate: number }
      baseline: number
      candidate: number
      difference: Interval
      relative: Interval | null
      /** The candidate's own figure with its interval (checked against a ceiling). */
      own: Interval | null
    }

type Pair = { baseline: Cluster; candidate: Cluster }

/** Tasks both sides ran, sorted by task key, as [baseline, candidate]. */
function pairedTasks(b: ConfigurationAnalysis, c: ConfigurationAnalysis): Array<[TaskResult, TaskResult]> {
  const ct = c.tasks
  const out: Array<[TaskResult, TaskResult]> = []
  for (const [key, x] of b.tasks) {
    const y = ct.get(key)
    if (y !== undefined) out.push([x, y])
  }
  return out
}

/**
 * (candidate − baseline) / baseline of two ratio estimates with its delta-
 * method interval; null when the baseline's figure is not positive.
 */
function relativeInterval(pairs: readonly Pair[], rb: number, rc: number, what: string): Interval | null {
  if (!(rb > 0)) return null
  const r = rc / rb
  const scaled = pairs.map((p) => ({ baseline: { sum: p.baseline.sum * r, count: p.baseline.count }, candidate: p.candidate }))
  const d = clusteredDifference(scaled, UNBOUNDED, what)
  if (d === null) return null
  const half = d.low === null || d.high === null ? null : (d.high - d.low) / 2
  return {
    estimate: r - 1,
    low: half === null ? null : Math.max(-1, r - 1 - half / rb),
    high: half === null ? null : r - 1 + half / rb,
    standard_error: d.standard_error === null ? null : d.standard_error / rb,
    floored: false,
    reason: d.reason
  }
}

/** Figures from per-task clusters of both sides (every sum finite). */
function clusteredFigures(pairs: Pair[], what: string): Figures {
  const rb = ratio(pairs.map((p) => p.baseline))
  const rc = ratio(pairs.map((p) => p.candidate))
  const difference = clusteredDifference(pairs, UNBOUNDED, `difference in ${what}`)
  if (rb === null || rc === null || difference === null)
    return { reason: `no paired task with ${what === 'cost per passed attempt' ? 'a passed attempt' : 'attempts'} on both sides` }
  return {
    reason: null,
    tasks: pairs.length,
    attempts: { baseline: pairs.reduce((s, p) => s + p.baseline.count, 0), candidate: pairs.reduce((s, p) => s + p.candidate.count, 0) },
    baseline: rb,
    candidate: rc,
    difference,
    relative: relativeInterval(pairs, rb, rc, `relative difference in ${what}`),
    // Every paired task, also one without a pass (its cost counts in cost per passed attempt): the same figure as `candidate`.
    own: clusteredMean(
      pairs.map((p) => p.candidate),
      UNBOUNDED,
      `candidate ${what}`,
      true
    )
  }
}

/** Sum of the attempts' totals of `metric`, or null when one is unknown or the sum overflowed. */
function taskSum(t: TaskResult, metric: PerAttemptMetric): number | null {
  const total = taskTotal(t, metric)
  return total.count < t.listed || !Number.isFinite(total.sum) ? null : total.sum
}

/** Per-attempt usage figures (and cost per passed attempt with `perPass`). */
function usageFigures(b: ConfigurationAnalysis, c: ConfigurationAnalysis, metric: PerAttemptMetric, perPass: boolean): Figures {
  const pairs: Pair[] = []
  for (const [x, y] of pairedTasks(b, c)) {
    const bs = taskSum(x, metric)
    const cs = taskSum(y, metric)
    if (bs === null || cs === null) {
      const side = bs === null ? b : c
      return { reason: `${side.config.id} has an attempt of task ${x.key} without a complete ${metric} total` }
    }
    pairs.push({
      baseline: { sum: bs, count: perPass ? x.passed : x.listed },
      candidate: { sum: cs, count: perPass ? y.passed : y.listed }
    })
  }
  return clusteredFigures(pairs, perPass ? 'cost per passed attempt' : `mean ${metric} per attempt`)
}

/**
 * The paired, task-clustered 95 % interval of the mean `metric` per attempt, candidate − baseline,
 * over the tasks both ran (the interval a budget on `metric` is checked with); null when an attempt
 * of a paired task has no complete total or no task is paired.
 */
export function perAttemptDifference(b: ConfigurationAnalysis, c: ConfigurationAnalysis, metric: PerAttemptMetric): Interval | null {
  const f = usageFigures(b, c, metric, false)
  return f.reason === null ? f.difference : null
}

/**
 * Per paired task (sorted by task key), candidate − baseline of its mean `metric` per attempt (tokens or USD per
 * attempt): the differences the exact sign-flip test flips when every task shows the same one (noise.ts). Null where
 * {@link perAttemptDifference} is: an attempt of a paired task without a complete total, or no paired task with
 * attempts on both sides; tasks without an attempt on a side are left out.
 */
export function perAttemptTaskDifferences(b: ConfigurationAnalysis, c: ConfigurationAnalysis, metric: PerAttemptMetric): number[] | null {
  const out: number[] = []
  for (const [x, y] of pairedTasks(b, c)) {
    const bs = taskSum(x, metric)
    const cs = taskSum(y, metric)
    if (bs === null || cs === null) return null
    if (x.listed > 0 && y.listed > 0) out.push(cs / y.listed - bs / x.listed)
  }
  return out.length === 0 ? null : out
}

/** Why task durations cannot be compared, or null. */
function durationReasons(b: ConfigurationAnalysis, c: ConfigurationAnalysis, cmp: Comparison): string[] {
  const out: string[] = []
  const inv = inventoryDifferenceText(cmp.inventory, b.config.id, c.config.id)
  if (inv !== null) out.push(inv)
  for (const side of [b, c]) {
    if (!side.report.attempts.inventory_verified) out.push(`${side.config.id} attempt inventory unverified`)
    const d = side.report.timing.task_duration_ms
    if (d.count < d.of) out.push(`${side.config.id} task duration known for ${d.count} of ${d.of} listed attempts`)
  }
  return out
}

function durationFigures(b: ConfigurationAnalysis, c: ConfigurationAnalysis, cmp: Comparison): Figures {
  const why = durationReasons(b, c, cmp)
  if (why.length > 0) return { reason: why.join('; ') }
  const mb = b.report.timing.task_duration_ms.median
  const mc = c.report.timing.task_duration_ms.median
  if (mb === null || mc === null) return { reason: 'no task duration on one side' }
  const noInterval = (estimate: number): Interval => ({
    estimate,
    low: null,
    high: null,
    standard_error: null,
    floored: false,
    reason: MEDIAN_REASON
  })
  return {
    reason: null,
    tasks: pairedTasks(b, c).length,
    attempts: { baseline: b.report.attempts.listed, candidate: c.report.attempts.listed },
    baseline: mb,
    candidate: mc,
    difference: noInterval(mc - mb),
    relative: mb > 0 ? noInterval(mc / mb - 1) : null,
    own: noInterval(mc)
  }
}

/** The figures of `metric` for candidate `c` (comparison `cmp`), or why they are not comparable. */
function budgetFigures(metric: BudgetMetric, b: ConfigurationAnalysis, c: ConfigurationAnalysis, cmp: Comparison): Figures {
  if (metric === 'task_duration') return durationFigures(b, c, cmp)
  if (metric === 'cost_per_passed_attempt') {
    const why: string[] = []
    for (const r of [cmp.metrics.cost_usd.reason, cmp.metrics.pass_fraction.reason]) if (r !== null) why.push(r)
    for (const side of [b, c]) {
      const r = costPerPass(side).reason
      if (r !== null) why.push(`${side.config.id} cost per passed attempt: ${r}`)
    }
    return why.length > 0 ? { reason: [...new Set(why)].join('; ') } : usageFigures(b, c, 'cost_usd', true)
  }
  const usage = USAGE_OF[metric]
  const delta = cmp.metrics[usage]
  if (delta.delta === null) return { reason: delta.reason ?? 'a value is unknown' }
  return usageFigures(b, c, usage, false)
}

/** A budget that cannot be checked, with the reason. */
function cannotCheck(spec: BudgetSpec, baseline: string, candidate: string | null, reason: string): BudgetResult {
  return {
    budget: spec.text,
    metric: spec.metric,
    limit: { ...spec.limit },
    unit: BUDGET_UNITS[spec.metric],
    baseline,
    candidate,
    tasks: 0,
    attempts: { baseline: 0, candidate: 0 },
    baseline_value: null,
    candidate_value: null,
    difference: null,
    relative: null,
    candidate_interval: null,
    verdict: 'cannot_check',
    excess_beyond_noise: null,
    reason
  }
}

/**
 * Whether `estimate` exceeds `limit`. A difference within one part in 10⁹
 * of the figures is floating-point rounding, not an excess: 0.22 / 0.20 − 1
 * is 0.10000000000000009 and does not exceed `+10%`.
 */
export function exceedsLimit(estimate: number, limit: number): boolean {
  return estimate - limit > 1e-9 * Math.max(Math.abs(limit), Math.abs(estimate), Number.MIN_VALUE)
}

/** Checks one budget for one candidate. */
function checkOne(spec: BudgetSpec, b: ConfigurationAnalysis, c: ConfigurationAnalysis, cmp: Comparison): BudgetResult {
  const f = budgetFigures(spec.metric, b, c, cmp)
  if (f.reason !== null) return cannotCheck(spec, b.config.id, c.config.id, f.reason)
  const figure = spec.limit.kind === 'relative' ? f.relative : spec.limit.kind === 'ceiling' ? f.own : f.difference
  if (figure === null) {
    return cannotCheck(
      spec,
      b.config.id,
      c.config.id,
      `${b.config.id} ${spec.metric} is 0: a relative limit needs a baseline above 0 (give an absolute limit)`
    )
  }
  return {
    ...cannotCheck(spec, b.config.id, c.config.id, ''),
    tasks: f.tasks,
    attempts: f.attempts,
    baseline_value: f.baseline,
    candidate_value: f.candidate,
    difference: f.difference,
    relative: f.relative,
    candidate_interval: f.own,
    verdict: exceedsLimit(figure.estimate, spec.limit.value) ? 'failed' : 'passed',
    excess_beyond_noise: figure.low === null ? null : exceedsLimit(figure.low, spec.limit.value),
    reason: null
  }
}

/**
 * Every budget for every candidate, in the order the budgets were given
 * and then the comparisons' order (`comparisons[i]` is `candidates[i]`
 * against `baseline`). With no candidate, each budget cannot be checked.
 * Pure; never throws.
 */
export function checkBudgets(
  budgets: readonly BudgetSpec[],
  baseline: ConfigurationAnalysis | undefined,
  candidates: readonly ConfigurationAnalysis[],
  comparisons: readonly Comparison[]
): BudgetResult[] {
  const out: BudgetResult[] = []
  for (const spec of budgets) {
    if (baseline === undefined || candidates.length === 0) {
      out.push(cannotCheck(spec, baseline?.config.id ?? '', null, 'no candidate configuration to compare with the baseline'))
      continue
    }
    candidates.forEach((c, i) => out.push(checkOne(spec, baseline, c, comparisons[i]!)))
  }
  return out
}

/**
 * Budgets on a metric no configuration's evidence reports at all (no
 * request reports the usage metric; no attempt has a task duration; for
 * cost per passed attempt also no verdict anywhere): each is the user's
 * mistake, not a failed check. Returns one line per such budget.
 */
export function unreportedBudgets(budgets: readonly BudgetSpec[], analyses: readonly ConfigurationAnalysis[]): string[] {
  const out: string[] = []
  for (const spec of budgets) {
    const reports = analyses.map((a) => a.report)
    let never: string | null = null
    if (spec.metric === 'task_duration') {
      if (reports.every((r) => r.timing.task_duration_ms.count === 0)) never = 'no attempt of any configuration reports a task duration'
    } else {
      const usage = spec.metric === 'cost_per_passed_attempt' ? 'cost_usd' : USAGE_OF[spec.metric]
      // A cost reported in a basis left out of the sum is still reported: that budget cannot be checked, it is no mistake.
      const reported = (a: ConfigurationAnalysis): boolean =>
        a.report.usage[usage].reported_by > 0 || (usage === 'cost_usd' && a.accounting.any_cost)
      if (!analyses.some(reported)) never = `no request of any configuration reports ${usage}`
      else if (spec.metric === 'cost_per_passed_attempt' && reports.every((r) => r.evaluation.evaluated === 0)) {
        never = 'no attempt of any configuration has a pass/fail verdict'
      }
    }
    if (never !== null) out.push(`${spec.text}: ${never}`)
  }
  return out
}

/** A figure in a budget's unit, signed when `signed`: `+$0.0123`, `-1,200`, `+850 ms`, `+30.0 %`. */
export function formatBudgetFigure(metric: BudgetMetric, kind: BudgetLimitKind, value: number, signed = kind !== 'ceiling'): string {
  const sign = !signed ? (value < 0 ? '-' : '') : value > 0 ? '+' : value < 0 ? '-' : '±'
  const abs = Math.abs(value)
  if (kind === 'relative') return `${sign}${(abs * 100).toFixed(1)} %`
  if (metric === 'cost' || metric === 'cost_per_passed_attempt') {
    const digits = abs === 0 || abs >= 0.01 ? 4 : 6
    return `${sign}$${abs.toFixed(digits).replace(/(\.\d\d\d*?)0+$/, '$1')}`
  }
  if (metric === 'task_duration') return `${sign}${Math.round(abs).toLocaleString('en-US')} ms`
  return `${sign}${abs.toLocaleString('en-US', { maximumFractionDigits: 1 })}`
}

/** The estimate and interval a budget's verdict was made on, in its limit's kind; null when it cannot be checked. */
export function budgetFigure(r: BudgetResult): Interval | null {
  return r.limit.kind === 'relative' ? r.relative : r.limit.kind === 'ceiling' ? r.candidate_interval : r.difference
}

/** `+30.0 % (95 % CI +21.3 % to +38.7 %)`, or the estimate with `no interval: …`. */
export function budgetEstimateText(r: BudgetResult): string {
  const f = budgetFigure(r)
  if (f === null) return 'unknown'
  const fmt = (v: number): string => formatBudgetFigure(r.metric, r.limit.kind, v)
  const est = fmt(f.estimate)
  return f.low === null || f.high === null
    ? `${est} (no interval: ${f.reason ?? 'unknown'})`
    : `${est} (95 % CI ${fmt(f.low)} to ${fmt(f.high)})`
}

/** What the verdict says about noise: `beyond noise`, `not beyond noise`, or `` for a pass or no interval. */
function noiseText(r: BudgetResult): string {
  if (r.verdict !== 'failed' || r.excess_beyond_noise === null) return ''
  return r.excess_beyond_noise
    ? '; the excess is beyond noise (the whole interval lies above the limit)'
    : '; the excess is not beyond noise (the interval reaches below the limit)'
}

/** The gate reason of a budget that did not pass, or null for a pass. */
export function budgetGateReason(r: BudgetResult): string | null {
  if (r.verdict === 'passed') return null
  const who = r.candidate === null ? r.baseline : `${r.candidate} vs ${r.baseline}`
  if (r.verdict === 'cannot_check') return `budget ${r.budget} cannot be checked for ${who} — ${r.reason ?? 'unknown'}`
  const limit = formatBudgetFigure(r.metric, r.limit.kind, r.limit.value)
  return `budget ${r.budget} failed for ${who}: ${budgetEstimateText(r)} over the limit ${limit}${noiseText(r)}`
}
