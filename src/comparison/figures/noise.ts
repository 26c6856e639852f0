/**
 * Which deltas are beyond noise, and which way (report `comparisons[].noise`): the mark a
 * reader looks for first ("is it better or worse, and how sure"). A usage metric compared per
 * attempt (input, output and total tokens, cost) gets the paired, task-clustered 95 % interval of
 * its mean per attempt, candidate − baseline (`perAttemptDifference`, the interval budgets are
 * checked with); the pass fraction takes the paired comparison's two-sided 5 % test
 * (`paired.distinguishable`). Where every paired task shows the same usage difference per attempt
 * (at least `MIN_TASKS` of them), the interval has no spread to be built from; the exact two-sided
 * sign-flip test over the per-task differences decides instead (../statistics/exact-tests.ts `signFlipExact`:
 * p = 2/2^n with n tasks all moving the same way, so beyond noise from 6 tasks on). A withheld delta,
 * or one over too few tasks, gets null: no mark.
 */
import { PER_ATTEMPT_METRICS } from './attempt-usage.js'
import { perAttemptDifference, perAttemptTaskDifferences } from './budgets.js'
import type { ConfigurationAnalysis } from './configuration.js'
import { signFlipExact } from '../statistics/exact-tests.js'
import { MIN_TASKS } from '../statistics/intervals.js'
import type { Comparison, Delta, IntervalReport as Interval, Noise, PairedComparison } from '../report/report-schema.js'

/** Two-sided level of every mark. */
const MARK_LEVEL = 0.05

/** `higher` / `lower` when the interval lies wholly above / below 0, `within_noise` when it includes 0, null without one. */
function sideOf(i: Interval | null): Noise['side'] {
  if (i === null || i.low === null || i.high === null) return null
  return i.low > 0 ? 'higher' : i.high < 0 ? 'lower' : 'within_noise'
}

/** The pass fraction's side from the paired comparison: its test decides, its estimate gives the way. */
function passFractionSide(d: Delta, paired: PairedComparison | undefined): Noise['side'] {
  if (d.delta === null || d.reason !== null || paired === undefined || paired.difference === null || paired.distinguishable === null)
    return null
  if (!paired.distinguishable) return 'within_noise'
  return paired.difference.estimate > 0 ? 'higher' : paired.difference.estimate < 0 ? 'lower' : 'within_noise'
}

/**
 * The side of a usage difference without an interval, decided by the exact sign-flip test when the
 * interval's tasks (at least `MIN_TASKS`) showed no spread; `side` null (no test) with fewer tasks.
 */
function sameEverywhere(interval: Interval, differences: number[] | null): Pick<Noise, 'side' | 'test'> {
  if (differences === null || differences.length < MIN_TASKS) return { side: null }
  const r = signFlipExact(differences)
  if (r === null) return { side: null }
  const test = { method: 'sign_flip_exact' as const, ...r }
  if (r.p_two_sided >= MARK_LEVEL) return { side: 'within_noise', test }
  const sum = differences.reduce((s, x) => s + x, 0)
  // The test's direction (the per-task differences) and the estimate's agree whenever every task moved alike.
  const side = interval.estimate > 0 && sum > 0 ? 'higher' : interval.estimate < 0 && sum < 0 ? 'lower' : 'within_noise'
  return { side, test }
}

/**
 * Which deltas of the comparison of `c` against `b` (its `metrics` and `paired`) are beyond
 * noise: the report's `noise`, with the interval behind each per-attempt usage metric. Pure;
 * never throws.
 */
export function noiseOf(
  metrics: Comparison['metrics'],
  b: ConfigurationAnalysis,
  c: ConfigurationAnalysis,
  paired: PairedComparison | undefined
): NonNullable<Comparison['noise']> {
  const usage = (m: (typeof PER_ATTEMPT_METRICS)[number]): Noise => {
    const d = metrics[m]
    const interval = d.delta === null || d.reason !== null ? null : perAttemptDifference(b, c, m)
    const side = sideOf(interval)
    if (side !== null || interval === null) return { side, per_attempt: interval }
    return { ...sameEverywhere(interval, perAttemptTaskDifferences(b, c, m)), per_attempt: interval }
  }
  return {
    input_tokens: usage('input_tokens'),
    output_tokens: usage('output_tokens'),
    total_tokens: usage('total_tokens'),
    cost_usd: usage('cost_usd'),
    pass_fraction: { side: passFractionSide(metrics.pass_fraction, paired) }
  }
}
