/**
 * Which deltas are beyond noise, and which way (report `comparisons[].noise`): the mark a
 * reader looks for first ("is it better or worse, and how sure"). A usage metric compared per
 * attempt (input, output and total tokens, cost) gets the paired, task-clustered 95 % interval of
 * its mean per attempt, candidate − baseline (`perAttemptDifference`, the interval budgets are
 * checked with); the pass fraction takes the paired comparison's two-sided 5 % test
 * (`paired.distinguishable`). A withheld delta, or one without an interval, gets null: no mark.
 */
import { PER_ATTEMPT_METRICS } from './attempt-usage.js'
import { perAttemptDifference } from './budgets.js'
import type { ConfigurationAnalysis } from './configuration.js'
import type { Comparison, Delta, IntervalReport as Interval, Noise, PairedComparison } from './report-schema.js'

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
    return { side: sideOf(interval), per_attempt: interval }
  }
  return {
    input_tokens: usage('input_tokens'),
    output_tokens: usage('output_tokens'),
    total_tokens: usage('total_tokens'),
    cost_usd: usage('cost_usd'),
    pass_fraction: { side: passFractionSide(metrics.pass_fraction, paired) }
  }
}
