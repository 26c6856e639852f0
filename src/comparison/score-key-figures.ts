/**
 * Named scores by key (issue 42, item 2): each key's mean per attempt with
 * its task-clustered 95 % interval per configuration (report
 * `configurations[].statistics.score_keys`), and each key's paired
 * difference candidate − baseline (`comparisons[].paired.score_keys`), so a
 * move in one criterion shows even when the key that decides did not move
 * (Harbor's RewardKit verifiers write several rewards, e.g. `reward` and
 * `reward_strict`).
 *
 * Over the attempts with a verdict — the attempts the pass fraction and the
 * mean score are over — from what the tally kept (tally/score-keys.ts). A
 * difference is given only when the pass-fraction difference is allowed
 * (the same single evaluator, the same tasks and attempt counts, every
 * attempt evaluated: deltas.ts) and every attempt with a verdict on both
 * sides carries the key; otherwise it is null and says why. Intervals:
 * intervals.ts (`clusteredMean`, `clusteredDifference`), with no floor and
 * no range (a score has any scale).
 */
import type { ConfigurationAnalysis } from './configuration.js'
import { clusteredDifference, clusteredMean, type Cluster, type IntervalOptions } from './intervals.js'
import type { Delta, PairedComparison, ScoreKeys } from './report-schema.js'
import { sumValue } from './tally/exact-sum.js'
import { keySum, MAX_SCORE_KEYS } from './tally/score-keys.js'

const OPTIONS: IntervalOptions = { floor: 0, range: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY] }

const OVERFLOW = 'the sum of its values is beyond the largest number: unknown'

/** Attempts with a verdict of a configuration (the denominator of each key's count). */
function withVerdict(a: ConfigurationAnalysis): number {
  return a.report.evaluation.verdicts_expected - a.report.evaluation.verdicts_missing
}

/** The per-task sums of `key` of `a`'s tasks that carry it, keyed by task id. */
function keyClusters(a: ConfigurationAnalysis, key: string): Map<string, Cluster> {
  const out = new Map<string, Cluster>()
  for (const [id, t] of a.tasks) {
    const s = keySum(t.scores, key)
    if (s !== null) out.set(id, { sum: sumValue(s.sum), count: s.count })
  }
  return out
}

/** The named scores block of configuration `a`; undefined when none of its attempts with a verdict carried one. */
export function scoreKeyStatistics(a: ConfigurationAnalysis): ScoreKeys | undefined {
  const t = a.tally
  if (t.score_keys.length === 0 && !t.score_keys_cut) return undefined
  return {
    attempts: withVerdict(a),
    keys: t.score_keys.map(([key, sum, scored]) => {
      const clusters = [...keyClusters(a, key).values()]
      const finite = Number.isFinite(sumValue(sum))
      return {
        key,
        scored,
        tasks: clusters.length,
        mean: finite ? clusteredMean(clusters, OPTIONS, `mean of ${key}`) : null,
        reason: finite ? null : OVERFLOW
      }
    }),
    more_keys: t.score_keys_cut
  }
}

type KeyDifference = NonNullable<PairedComparison['score_keys']>[number]

/** Why `key` has no difference on side `a`, or null: the side carries it on every attempt with a verdict. */
function sideProblem(a: ConfigurationAnalysis, key: string): string | null {
  const held = keySum(a.tally.score_keys, key)
  const id = a.config.id
  if (held === null) {
    return a.tally.score_keys_cut
      ? `${id} has more than ${MAX_SCORE_KEYS} score keys and ${key} is not among the ${MAX_SCORE_KEYS} kept`
      : `none of ${id}'s attempts with a verdict carries ${key}`
  }
  const of = withVerdict(a)
  if (held.count < of) return `${key} is missing on ${of - held.count} of ${of} attempts with a verdict of ${id}`
  if (!Number.isFinite(sumValue(held.sum))) return `${id}: ${OVERFLOW}`
  return null
}

/** A side's mean of `key` (null when it does not carry it or the sum overflowed). */
function meanOf(a: ConfigurationAnalysis, key: string): number | null {
  const held = keySum(a.tally.score_keys, key)
  if (held === null) return null
  const v = sumValue(held.sum) / held.count
  return Number.isFinite(v) ? v : null
}

/**
 * Each score key's paired difference candidate `c` − baseline `b` (keys of
 * either side, code-unit order); undefined when neither side has a named
 * score. `passFraction` is the comparison's pass-fraction delta: when it is
 * withheld, so is every key's difference, with its reason.
 */
export function pairedScoreKeys(b: ConfigurationAnalysis, c: ConfigurationAnalysis, passFraction: Delta): KeyDifference[] | undefined {
  const keys = [...new Set([...b.tally.score_keys, ...c.tally.score_keys].map(([k]) => k))].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))
  if (keys.length === 0) return undefined
  return keys.map((key): KeyDifference => {
    const base = { key, baseline: meanOf(b, key), candidate: meanOf(c, key) }
    const none = (reason: string): KeyDifference => ({ ...base, tasks: 0, difference: null, distinguishable: null, reason })
    if (passFraction.delta === null) return none(`as the pass fraction: ${passFraction.reason ?? 'not comparable'}`)
    const problem = sideProblem(b, key) ?? sideProblem(c, key)
    if (problem !== null) return none(problem)
    const cb = keyClusters(b, key)
    const cc = keyClusters(c, key)
    const pairs: Array<{ baseline: Cluster; candidate: Cluster }> = []
    for (const [id, x] of cb) {
      const y = cc.get(id)
      if (y !== undefined) pairs.push({ baseline: x, candidate: y })
    }
    const difference = clusteredDifference(pairs, OPTIONS, `difference of ${key}`)
    if (difference === null) return none(`no task carries ${key} on both sides`)
    const distinguishable = difference.low === null || difference.high === null ? null : difference.low > 0 || difference.high < 0
    return { ...base, tasks: pairs.length, difference, distinguishable, reason: null }
  })
}
