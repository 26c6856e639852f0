/**
 * Evaluator verdicts of one configuration (`docs/numbers.md`, evaluators).
 * Verdicts are separate from execution status. One evaluator identity →
 * pass fraction = passed / evaluated; mixed identities → no combined pass
 * fraction, a breakdown per evaluator instead.
 */
import type { EvaluatorIdentity } from '../input/input.js'
import { evaluatorKey } from '../input/keys.js'
import type { ConfigurationReport } from '../report/report-schema.js'
import type { AttemptTally } from '../tally/attempts.js'
import { sumValue } from '../tally/exact-sum.js'

/** Evaluation block of a configuration report. */
export type EvaluationBlock = ConfigurationReport['evaluation']

/**
 * Evaluator identities that gave a verdict (passed and/or score) in the
 * attempts of `t`, sorted by key. An attempt with an evaluation but no
 * verdict does not contribute an identity.
 */
export function verdictIdentities(t: AttemptTally): EvaluatorIdentity[] {
  return [...t.evaluators.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([, v]) => v.id)
}

/**
 * Evaluate a configuration's listed attempts (what its tally kept of them).
 * `evaluated` counts attempts whose `passed` is a boolean; `mean_score` is
 * over attempts with a score. pass_fraction is null (with a reason) when
 * nothing was evaluated or evaluators are mixed. Attempts to be judged are
 * those with an evaluator declared (the attempt's or the configuration's; a
 * Harbor or TB1 attempt always declares its verifier) or with a verdict,
 * missing ones included — a missing attempt has no verdict either.
 */
export function evaluateConfiguration(t: AttemptTally): EvaluationBlock {
  const evaluators = [...t.evaluators.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([, acc]) => {
      const scoreSum = sumValue(acc.score)
      return {
        name: acc.id.name,
        version: acc.id.version,
        passed: acc.passed,
        evaluated: acc.evaluated,
        pass_fraction: acc.evaluated === 0 ? null : acc.passed / acc.evaluated,
        // A sum of scores beyond the largest float leaves the mean unknown, never ±Infinity.
        mean_score: acc.scored === 0 || !Number.isFinite(scoreSum) ? null : scoreSum / acc.scored,
        scored: acc.scored
      }
    })
  const passed = evaluators.reduce((s, e) => s + e.passed, 0)
  const evaluated = evaluators.reduce((s, e) => s + e.evaluated, 0)
  const listed = t.listed
  let pass_fraction: number | null = null
  let pass_fraction_reason: string | null = null
  if (evaluators.length > 1) {
    pass_fraction_reason = `mixed evaluators (${evaluators.map((e) => evaluatorKey(e)).join(', ')}): no combined pass fraction, see the breakdown per evaluator`
  } else if (evaluated === 0) {
    pass_fraction_reason = listed === 0 ? 'no attempts listed' : `none of ${listed} listed attempts has a pass/fail verdict`
  } else {
    pass_fraction = passed / evaluated
  }
  return {
    evaluators,
    listed,
    passed,
    evaluated,
    not_evaluated: listed - evaluated,
    verdicts_expected: t.to_be_judged,
    verdicts_missing: t.without_verdict.listings,
    pass_fraction,
    pass_fraction_reason
  }
}
