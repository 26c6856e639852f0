/**
 * Timing (`docs/numbers.md`, timing and resources), three scopes never mixed:
 * caller task duration, invocation intervals, and (elsewhere) resources.
 * Overlapping invocations are never added: the union of their intervals is
 * the wall time covered. Across attempts: distributions, never sums.
 */
import type { ConfigurationReport, Distribution, TimingDistribution } from '../report/report-schema.js'
import type { AttemptTally, TimedColumn } from '../tally/attempts.js'
import { sortedValues, type Column } from '../tally/column.js'

/**
 * Distribution of values across attempts: count = non-null values, `of` =
 * the denominator given; median (mean of the two middle values for an even
 * count), p90 by nearest rank, max; all null when count is 0.
 */
export function distribution(values: ReadonlyArray<number | null>, of: number): Distribution {
  return sortedDistribution(Float64Array.from(values.filter((v): v is number => v !== null)).sort(), of)
}

/** `distribution` of the values of a column (tally/column.ts). */
export function columnDistribution(c: Column, of: number): Distribution {
  return sortedDistribution(sortedValues(c), of)
}

function sortedDistribution(xs: Float64Array, of: number): Distribution {
  const n = xs.length
  if (n === 0) return { count: 0, of, median: null, p90: null, max: null }
  const median = n % 2 === 1 ? xs[(n - 1) / 2]! : (xs[n / 2 - 1]! + xs[n / 2]!) / 2
  const p90 = xs[Math.ceil(0.9 * n) - 1]!
  return { count: n, of, median, p90, max: xs[n - 1]! }
}

/**
 * Distribution of a per-attempt invocation figure that is a lower bound for
 * attempts not fully timed (`complete` false): the distribution of the values
 * found, with `fully_timed` (attempts whose value is exact) and `lower_bound`
 * (some value counted is a lower bound — then median, p90 and max are lower
 * bounds too: order statistics of lower bounds bound those of the true values).
 */
function invocationDistribution(c: TimedColumn, of: number): TimingDistribution {
  const d = columnDistribution(c.values, of)
  return { ...d, fully_timed: c.exact, lower_bound: c.exact < d.count }
}

/** Timing block of a configuration: distributions across its listed attempts (what its tally kept of them). */
export function timingBlock(t: AttemptTally): ConfigurationReport['timing'] {
  return {
    task_duration_ms: columnDistribution(t.durations, t.listed),
    invocation_covered_ms: invocationDistribution(t.covered, t.listed),
    peak_concurrency: invocationDistribution(t.peak, t.listed),
    invocations_timed: t.invocations_timed,
    invocations_expected: t.invocations_expected
  }
}
