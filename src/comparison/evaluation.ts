/**
 * Evaluator verdicts of one configuration (`docs/numbers.md`, evaluators).
 * Verdicts are separate from execution status. One evaluator identity →
 * pass fraction = passed / evaluated; mixed identities → no combined pass
 * fraction, a breakdown per evaluator instead.
 */
import type { EvaluatorIdentity } from './input.js'
import { evaluatorKey } from './keys.js'
import type { ConfigurationReport } from './report-schema.js'
import type { RetainedAttempt } from './tally/row.js'

/** Evaluation block of a configuration report. */
export type EvaluationBlock = ConfigurationReport['evaluation']

interface Acc {
  id: EvaluatorIdentity
  passed: number
  evaluated: number
  scoreSum: number
  scored: number
}

/** Does the evaluation carry a verdict: pass/fail, or a score? */
function hasVerdict(e: RetainedAttempt['input']['evaluation']): boolean {
  return e !== null && (typeof e.passed === 'boolean' || (e.score !== null && e.score !== undefined))
}

/**
 * The attempts that are to be judged: those with an evaluator declared
 * (the attempt's or the configuration's; a Harbor or TB1 attempt always
 * declares its verifier) or with a verdict (`evaluator` is non-null just
 * then), missing ones included — a missing attempt has no verdict either.
 */
function toBeJudged(attempts: readonly RetainedAttempt[]): RetainedAttempt[] {
  return attempts.filter((a) => a.evaluator !== null)
}

/** Attempts to be judged that have no verdict (`toBeJudged` without pass/fail or a score), in the order given. */
export function withoutVerdict(attempts: readonly RetainedAttempt[]): RetainedAttempt[] {
  return toBeJudged(attempts).filter((a) => !hasVerdict(a.input.evaluation))
}

/**
 * Evaluator identities that gave a verdict (passed and/or score) in these
 * attempts, sorted by key. An attempt with an evaluation but no verdict
 * does not contribute an identity.
 */
export function verdictIdentities(attempts: readonly RetainedAttempt[]): EvaluatorIdentity[] {
  const seen = new Map<string, EvaluatorIdentity>()
  for (const a of attempts) {
    const e = a.input.evaluation
    if (a.evaluator === null || e === null) continue
    if (typeof e.passed !== 'boolean' && (e.score === null || e.score === undefined)) continue
    seen.set(evaluatorKey(a.evaluator), a.evaluator)
  }
  return [...seen.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([, v]) => v)
}

/**
 * Evaluate a configuration's listed attempts. `evaluated` counts attempts
 * whose `passed` is a boolean; `mean_score` is over attempts with a score.
 * pass_fraction is null (with a reason) when nothing was evaluated or
 * evaluators are mixed.
 */
export function evaluateConfiguration(attempts: readonly RetainedAttempt[]): EvaluationBlock {
  const byEvaluator = new Map<string, Acc>()
  for (const a of attempts) {
    const e = a.input.evaluation
    if (a.evaluator === null || e === null) continue
    const isEvaluated = typeof e.passed === 'boolean'
    const isScored = e.score !== null && e.score !== undefined
    if (!isEvaluated && !isScored) continue
    const k = evaluatorKey(a.evaluator)
    const acc = byEvaluator.get(k) ?? { id: a.evaluator, passed: 0, evaluated: 0, scoreSum: 0, scored: 0 }
    byEvaluator.set(k, acc)
    if (isEvaluated) {
      acc.evaluated += 1
      if (e.passed === true) acc.passed += 1
    }
    if (isScored) {
      acc.scoreSum += e.score as number
      acc.scored += 1
    }
  }
  const evaluators = [...byEvaluator.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([, acc]) => ({
      name: acc.id.name,
      version: acc.id.version,
      passed: acc.passed,
      evaluated: acc.evaluated,
      pass_fraction: acc.evaluated === 0 ? null : acc.passed / acc.evaluated,
      // A sum of scores beyond the largest float leaves the mean unknown, never ±Infinity.
      mean_score: acc.scored === 0 || !Number.isFinite(acc.scoreSum) ? null : acc.scoreSum / acc.scored,
      scored: acc.scored
    }))
  const passed = evaluators.reduce((s, e) => s + e.passed, 0)
  const evaluated = evaluators.reduce((s, e) => s + e.evaluated, 0)
  const listed = attempts.length
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
    verdicts_expected: toBeJudged(attempts).length,
    verdicts_missing: withoutVerdict(attempts).length,
    pass_fraction,
    pass_fraction_reason
  }
}
