/**
 * Per-attempt cost and tokens of one configuration: the mean per attempt
 * with its task-clustered 95 % interval (../statistics/intervals.ts), only over attempts
 * whose usage of that metric is complete, and the cost per passed attempt
 * where pricing and verdicts allow it.
 */
import type { PerAttemptMetric } from '../tally/row.js'
import type { ConfigurationAnalysis } from './configuration.js'
import { clusteredMean, type Interval } from '../statistics/intervals.js'
import { taskTotal, type TaskResult } from './task-results.js'
import { otherBasesText, OVERFLOW_TEXT, sumOverflowed } from '../tally/accounting.js'

/** Mean per attempt of one metric (tokens or USD) over the attempts whose usage of it is complete. */
export interface AttemptMean {
  /** null when no attempt has complete usage of this metric. */
  interval: Interval | null
  /** Attempts whose usage of the metric is complete (the denominator of the mean). */
  attempts: number
  /** Listed attempts. */
  of: number
  /** Tasks those attempts belong to. */
  tasks: number
}

/** Cost per passed attempt: `cost_usd` (all listed attempts) / `passed`, or why there is none. */
export interface CostPerPass {
  value: number | null
  cost_usd: number | null
  passed: number | null
  reason: string | null
}

export { PER_ATTEMPT_METRICS, type AttemptTotals, type PerAttemptMetric } from '../tally/row.js'

/**
 * Mean per attempt of `metric` over complete attempts, clustered by task (no
 * floor; bounds ≥ 0). The interval is null when no attempt is complete, or
 * when the attempts' totals overflow when added (the mean is then unknown).
 */
export function attemptMean(tasks: readonly TaskResult[], metric: PerAttemptMetric, listed: number): AttemptMean {
  const clusters = tasks.map((t) => taskTotal(t, metric))
  const attempts = clusters.reduce((s, c) => s + c.count, 0)
  // Totals that overflow when added across attempts leave the mean unknown.
  if (!clusters.every((c) => Number.isFinite(c.sum)) || !Number.isFinite(clusters.reduce((s, c) => s + c.sum, 0))) {
    return { interval: null, attempts, of: listed, tasks: clusters.filter((c) => c.count > 0).length }
  }
  const interval = clusteredMean(clusters, { floor: 0, range: [0, Number.POSITIVE_INFINITY] }, `mean ${metric} per attempt`)
  return { interval, attempts, of: listed, tasks: clusters.filter((c) => c.count > 0).length }
}

/**
 * Cost per passed attempt: needs the configuration's cost complete and
 * known (never 0 from an unknown cost), its pricing basis declared and verified, one evaluator with every listed
 * attempt evaluated, and at least one pass.
 */
export function costPerPass(a: ConfigurationAnalysis): CostPerPass {
  const r = a.report
  const cost = r.usage.cost_usd
  const why: string[] = []
  if (a.config.pricing === null) why.push('no pricing basis declared')
  else if (a.config.pricing.verified !== true) why.push(`pricing basis ${a.config.pricing.basis} unverified`)
  if (sumOverflowed(cost)) why.push(`cost unknown (${OVERFLOW_TEXT})`)
  else if (cost.reported_by === 0 && otherBasesText(r.cost_other_bases, r.cost_basis) !== null)
    why.push(`cost ${otherBasesText(r.cost_other_bases, r.cost_basis)!}`)
  else if (cost.expected === 0 && !cost.complete) why.push('cost unknown (no requests listed)')
  else if (cost.reported_by === 0 && !cost.complete) why.push(`cost unknown (0 of ${cost.expected} requests)`)
  else if (!cost.complete) why.push(`cost incomplete (${cost.reported_by} of ${cost.expected} requests)`)
  else if (cost.observed === null) why.push(`cost unknown (${cost.reported_by} of ${cost.expected} requests)`)
  const e = r.evaluation
  if (e.pass_fraction === null) why.push(`no pass fraction (${e.pass_fraction_reason ?? 'unknown'})`)
  else if (e.not_evaluated > 0) why.push(`${e.evaluated} of ${e.listed} listed attempts evaluated`)
  else if (e.passed === 0) why.push(`no attempt passed (0 of ${e.evaluated})`)
  if (why.length > 0)
    return { value: null, cost_usd: cost.observed, passed: e.pass_fraction === null ? null : e.passed, reason: why.join('; ') }
  return { value: cost.observed! / e.passed, cost_usd: cost.observed, passed: e.passed, reason: null }
}
