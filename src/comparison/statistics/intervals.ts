/**
 * 95 % confidence intervals that treat tasks as clusters: the attempts of
 * one task are not independent (the same task is easy or hard for every
 * attempt), so the standard error comes from the spread between tasks, not
 * between attempts.
 *
 * Method: the ratio estimator Σy_i / Σm_i over tasks i (y_i the task's sum,
 * m_i its attempt count) with the cluster-robust (linearised) variance
 * n/(n−1) · Σ(y_i − r̂·m_i)² / (Σm_i)², and a Student t quantile with
 * n − 1 degrees of freedom — Cochran, "Sampling Techniques" (3rd ed.,
 * 1977), §6.3 (variance of a ratio estimate); Cameron & Miller, "A
 * Practitioner's Guide to Cluster-Robust Inference" (J. Human Resources,
 * 2015), §II.C and §VI (CR1 scaling, t(G−1) with few clusters); Miller,
 * "Adding Error Bars to Evals" (arXiv:2411.00640, 2024), §2.2 (clustered
 * standard errors for evals). With the same number of attempts per task it
 * equals the one-sample (or, for a difference, paired) t interval over the
 * per-task means.
 *
 * Pure functions; the t quantile is jStat's `studentt.inv`.
 */
import jStat from 'jstat'
import type { IntervalReport } from '../report/report-schema.js'

/** Confidence level of every interval in the report. */
export const CONFIDENCE = 0.95

/**
 * Fewest tasks an interval is given for. With fewer clusters the variance
 * is estimated from at most three differences between tasks: the
 * cluster-robust standard error is then strongly biased downward and
 * unstable (Cameron & Miller 2015, §VI), and t(3) already multiplies it by
 * 3.18 — an interval would be mostly an artefact of the few tasks chosen.
 */
export const MIN_TASKS = 5

/** The method, in one sentence, as stated in the report. */
export const INTERVAL_METHOD =
  'cluster-robust standard error over tasks (each task a cluster of its attempts; ratio estimator, CR1 scaling n/(n−1)) with a Student t quantile at n−1 degrees of freedom, 95 %; intervals need at least 5 tasks; for pass fractions the standard error is never taken below 1/M (one of the M attempts turning out differently) and the interval never narrower than the exact Clopper–Pearson interval on the design-effect-adjusted attempts; paired differences with one attempt per task and side tested by the exact McNemar test; bounds clipped to the possible range'

/** One task's contribution: `sum` of the values (passes, tokens, USD) over its `count` attempts. */
export interface Cluster {
  sum: number
  count: number
}

/** An estimate with its 95 % interval, or the reason there is none (report `IntervalSchema`). */
export type Interval = IntervalReport

/** Options of the interval functions. */
export interface IntervalOptions {
  /** Smallest standard error used (e.g. 1/M for pass fractions); 0 = none: a zero spread then gives no interval. */
  floor: number
  /** Possible range the bounds are clipped to, e.g. [0, 1] for a fraction. */
  range: [number, number]
}

/** Quantile of Student's t with `dof` degrees of freedom at `p` (jStat). */
export function tQuantile(p: number, dof: number): number {
  return jStat.studentt.inv(p, dof)
}

function clip(x: number, [lo, hi]: [number, number]): number {
  return Math.min(hi, Math.max(lo, x))
}

/**
 * Interval from per-task residuals e_i whose sum is 0 (the linearised
 * estimator): SE² = n/(n−1) · Σe_i². `what` names the figure in reasons.
 */
export function intervalFromResiduals(estimate: number, residuals: readonly number[], options: IntervalOptions, what: string): Interval {
  const n = residuals.length
  if (n < MIN_TASKS) {
    return {
      estimate,
      low: null,
      high: null,
      standard_error: null,
      floored: false,
      reason: `only ${n} task${n === 1 ? '' : 's'}; an interval needs at least ${MIN_TASKS}`
    }
  }
  const raw = Math.sqrt((n / (n - 1)) * residuals.reduce((s, e) => s + e * e, 0))
  // A spread below floating-point rounding of the estimate is no spread: every task shows the same value.
  const se = raw <= 1e-12 * Math.abs(estimate) ? 0 : raw
  const floored = se < options.floor
  const used = Math.max(se, options.floor)
  if (used === 0) {
    return {
      estimate,
      low: null,
      high: null,
      standard_error: null,
      floored: false,
      reason: `every task shows the same ${what}: no spread between tasks to estimate the noise from`
    }
  }
  const half = tQuantile(1 - (1 - CONFIDENCE) / 2, n - 1) * used
  return {
    estimate,
    low: clip(estimate - half, options.range),
    high: clip(estimate + half, options.range),
    standard_error: used,
    floored,
    reason: null
  }
}

/** Σsum / Σcount over the clusters (null when there are no attempts). */
export function ratio(clusters: readonly Cluster[]): number | null {
  const total = clusters.reduce((s, c) => s + c.count, 0)
  return total === 0 ? null : clusters.reduce((s, c) => s + c.sum, 0) / total
}

/**
 * Mean per attempt Σsum/Σcount with its clustered interval (tasks with no
 * attempt are left out, unless `keepEmpty`: a ratio such as cost per passed
 * attempt, where a task without a pass still adds its cost). Returns null
 * when there is no attempt at all.
 */
export function clusteredMean(clusters: readonly Cluster[], options: IntervalOptions, what: string, keepEmpty = false): Interval | null {
  const used = keepEmpty ? clusters : clusters.filter((c) => c.count > 0)
  const r = ratio(used)
  if (r === null) return null
  const total = used.reduce((s, c) => s + c.count, 0)
  return intervalFromResiduals(
    r,
    used.map((c) => (c.sum - r * c.count) / total),
    options,
    what
  )
}

/**
 * Difference candidate − baseline of two ratio estimates over the same
 * tasks (pairs[i] is task i on each side; every count > 0), with the
 * clustered interval of the paired difference: residual of task i =
 * (y_ci − r̂_c·m_ci)/M_c − (y_bi − r̂_b·m_bi)/M_b.
 */
export function clusteredDifference(
  pairs: ReadonlyArray<{ baseline: Cluster; candidate: Cluster }>,
  options: IntervalOptions,
  what: string
): Interval | null {
  const rb = ratio(pairs.map((p) => p.baseline))
  const rc = ratio(pairs.map((p) => p.candidate))
  if (rb === null || rc === null) return null
  const mb = pairs.reduce((s, p) => s + p.baseline.count, 0)
  const mc = pairs.reduce((s, p) => s + p.candidate.count, 0)
  const residuals = pairs.map((p) => (p.candidate.sum - rc * p.candidate.count) / mc - (p.baseline.sum - rb * p.baseline.count) / mb)
  return intervalFromResiduals(rc - rb, residuals, options, what)
}
