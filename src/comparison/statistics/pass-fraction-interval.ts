/**
 * The pass fraction's 95 % interval, safe at the edges: the task-clustered
 * interval (intervals.ts) widened, where it is narrower, to the exact
 * Clopper–Pearson interval (exact-tests.ts) on the design-effect-adjusted
 * number of attempts. Near 0 % and 100 % the clustered interval is too
 * narrow (all 10 of 10 tasks × 1 attempt passing gives [77.4 %, 100 %]
 * with its floor, the exact interval [69.2 %, 100 %]); elsewhere it is
 * sound and usually the wider of the two.
 *
 * Design effect deff = SE_cluster² / (p̂(1−p̂)/M) (M evaluated attempts),
 * taken as 1 when it is below 1 or undefined (p̂ = 0 or 1, no spread), so
 * the effective number of attempts M/deff is never above M and the result
 * is never narrower than the exact interval over the attempts themselves
 * (Kish, "Survey Sampling", 1965, §8.2; Korn & Graubard 1998).
 */
import { clopperPearson } from './exact-tests.js'
import { CONFIDENCE, clusteredMean, type Cluster, type Interval } from './intervals.js'

const OPEN = { floor: 0, range: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY] as [number, number] }

/**
 * Pass fraction Σpassed/Σevaluated over tasks (clusters of passed `sum`
 * of `count` evaluated attempts) with its edge-safe interval; null when
 * there is no evaluated attempt. Fewer than 5 tasks: no interval (reason).
 */
export function passFractionInterval(clusters: readonly Cluster[]): Interval | null {
  const used = clusters.filter((c) => c.count > 0)
  const attempts = used.reduce((s, c) => s + c.count, 0)
  const clustered = clusteredMean(used, { floor: 1 / attempts, range: [0, 1] }, 'pass fraction')
  if (clustered === null || clustered.low === null || clustered.high === null) return clustered
  const p = clustered.estimate
  const raw = clusteredMean(used, OPEN, 'pass fraction')?.standard_error ?? null
  const binomialVariance = (p * (1 - p)) / attempts
  const deff = raw === null || binomialVariance === 0 ? 1 : Math.max(1, (raw * raw) / binomialVariance)
  const effective = attempts / deff
  const exact = clopperPearson(p * effective, effective, CONFIDENCE)
  const low = Math.min(clustered.low, exact.low)
  const high = Math.max(clustered.high, exact.high)
  return {
    ...clustered,
    low,
    high,
    exact: {
      low: exact.low,
      high: exact.high,
      design_effect: deff,
      effective_attempts: effective,
      widened: low < clustered.low || high > clustered.high
    }
  }
}
