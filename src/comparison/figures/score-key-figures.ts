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
 * sides carries the key; otherwise it is null and says why.
 *
 * A key whose every value is 0 or 1 (a per-test pass, a strict reward) is a
 * pass fraction and is decided as one: its mean has the pass fraction's
 * interval (../statistics/pass-fraction-interval.ts: floor 1/M, never narrower than the
 * exact Clopper–Pearson interval, within [0, 1]) and its difference the
 * paired comparison's (../statistics/fraction-difference.ts: McNemar's exact test
 * with one attempt per task and side). Any other key has no known scale:
 * the clustered interval (../statistics/intervals.ts), no floor and no range. A mean over
 * mixed evaluators is withheld, as the pass fraction is.
 */
import type { ConfigurationAnalysis } from './configuration.js'
import { clusteredDifference, clusteredMean, type Cluster, type IntervalOptions } from '../statistics/intervals.js'
import { byCodeUnits, evaluatorKey, plural } from '../input/keys.js'
import { fractionDifference } from '../statistics/fraction-difference.js'
import { passFractionInterval } from '../statistics/pass-fraction-interval.js'
import type { Delta, PairedComparison, ScoreKeys } from '../report/report-schema.js'
import { sumValue } from '../tally/exact-sum.js'
import { keySum, MAX_SCORE_KEYS } from '../tally/score-keys.js'

const OPTIONS: IntervalOptions = { floor: 0, range: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY] }

const OVERFLOW = 'the sum of its values is beyond the largest number'

/** A key as messages name it: quoted (keys come from evidence; an empty key or one with spaces stays readable). */
function named(key: string): string {
  return JSON.stringify(key)
}

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
  const mixed =
    a.identities.length > 1
      ? `mixed evaluators (${a.identities.map((e) => evaluatorKey(e)).join(', ')}): no combined mean, as no combined pass fraction`
      : null
  return {
    attempts: withVerdict(a),
    keys: t.score_keys.map(([key, sum, scored, binary]) => {
      const clusters = [...keyClusters(a, key).values()]
      const finite = Number.isFinite(sumValue(sum)) && clusters.every((c) => Number.isFinite(c.sum))
      const reason = mixed ?? (finite ? null : OVERFLOW)
      const mean =
        reason !== null ? null : binary ? passFractionInterval(clusters) : clusteredMean(clusters, OPTIONS, `mean of ${named(key)}`)
      return { key, scored, tasks: clusters.length, binary, mean, reason }
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
      ? `${id} has more than ${MAX_SCORE_KEYS} score keys and ${named(key)} is not among the ${MAX_SCORE_KEYS} kept`
      : `none of ${id}'s attempts with a verdict carries ${named(key)}`
  }
  const of = withVerdict(a)
  if (held.count < of) return `${named(key)} is missing on ${of - held.count} of ${plural(of, 'attempt')} with a verdict of ${id}`
  if (!Number.isFinite(sumValue(held.sum))) return `${id}: ${OVERFLOW}`
  return null
}

/** A side's mean of `key` over its attempts that carry it. */
function meanOf(a: ConfigurationAnalysis, key: string): number {
  const held = keySum(a.tally.score_keys, key)!
  return sumValue(held.sum) / held.count
}

/**
 * Each score key's paired difference candidate `c` − baseline `b` (keys of
 * either side, code-unit order); undefined when neither side has a named
 * score. `passFraction` is the comparison's pass-fraction delta: when it is
 * withheld, so is every key's difference, with its reason.
 */
export function pairedScoreKeys(b: ConfigurationAnalysis, c: ConfigurationAnalysis, passFraction: Delta): KeyDifference[] | undefined {
  const keys = [...new Set([...b.tally.score_keys, ...c.tally.score_keys].map(([k]) => k))].sort(byCodeUnits)
  if (keys.length === 0) return undefined
  return keys.map((key): KeyDifference => {
    // Each side's mean only beside a difference: a mean over part of the attempts is in statistics.score_keys with its coverage.
    const none = (reason: string): KeyDifference => ({
      key,
      baseline: null,
      candidate: null,
      tasks: 0,
      difference: null,
      distinguishable: null,
      reason
    })
    if (passFraction.delta === null) return none(`as the pass fraction: ${passFraction.reason ?? 'not comparable'}`)
    const problems = [sideProblem(b, key), sideProblem(c, key)].filter((p) => p !== null)
    if (problems.length > 0) return none(problems.join('; '))
    const base = { key, baseline: meanOf(b, key), candidate: meanOf(c, key) }
    const cb = keyClusters(b, key)
    const cc = keyClusters(c, key)
    const pairs: Array<{ baseline: Cluster; candidate: Cluster }> = []
    for (const [id, x] of cb) {
      const y = cc.get(id)
      if (y !== undefined) pairs.push({ baseline: x, candidate: y })
    }
    if (pairs.length === 0) return none(`no task carries ${named(key)} on both sides`)
    if (keySum(b.tally.score_keys, key)!.binary && keySum(c.tally.score_keys, key)!.binary) {
      const f = fractionDifference(pairs, `difference of ${named(key)}`)
      return { ...base, tasks: pairs.length, difference: f.difference, distinguishable: f.distinguishable, test: f.test, reason: null }
    }
    const difference = clusteredDifference(pairs, OPTIONS, `difference of ${named(key)}`)!
    const distinguishable = difference.low === null || difference.high === null ? null : difference.low > 0 || difference.high < 0
    return { ...base, tasks: pairs.length, difference, distinguishable, reason: null }
  })
}
