/**
 * Graders over all the trials of an input (`graders.ts` reads each trial's):
 *
 * - A trial without a reward-details.json while another trial of its task
 *   and revision has one: its grader is unknown (`include_logs` /
 *   `exclude_logs` keep only the two reward files, so RewardKit's details
 *   can be absent for some trials; Harbor v0.22.0 `verifier/verifier.py`).
 * - An unknown grader is never "the same" as another: its evaluator's name
 *   says `grader unknown` and the configuration's id, so two
 *   configurations with unknown graders read as different evaluators (no
 *   pass-fraction or score-key difference: `evaluator_differs`), and a
 *   configuration graded partly by a known grader is mixed.
 * - Per configuration, `harbor_grader_unknown` (a warning) counts the trials
 *   with an evaluation whose grader is unknown, of all its trials with an
 *   evaluation, with the first reasons; `harbor_grader_usage` (a notice)
 *   gives the agent judges' own usage — evaluation cost, never the agent's.
 */
import type { AttemptInput } from '../attempt-input.js'
import type { Diagnostic } from '../types.js'
import type { Grading } from './graders.js'
import { harborEvaluator } from './verdict.js'

/** A trial's attempt (configuration resolved) with what its files say about the grader. */
export interface GradedTrial {
  attempt: AttemptInput
  grading: Grading
  /** The trial's dataset (`source`; null = ad-hoc), for the evaluator's name. */
  source: string | null
}

/** Reasons named per configuration at most. */
const MAX_REASONS = 3

/** Per-configuration counts. */
interface Tally {
  evaluated: number
  unknown: number
  reasons: string[]
  usage: { trials: number; input_tokens: number; output_tokens: number }
}

const count = (n: number): string => n.toLocaleString('en-US')

/**
 * Mark the trials whose grader is unknown (module comment) in place — their
 * evaluator's name and note — and return the per-configuration diagnostics,
 * configurations in first-seen order. `rewardKey`: the key the user named
 * (for the evaluator's name).
 */
export function graderCoverage(trials: readonly GradedTrial[], rewardKey: string | undefined): Diagnostic[] {
  const withDetails = new Map<string, number>()
  const taskKey = (a: AttemptInput): string => `${a.task}\u0000${a.revision}`
  for (const t of trials) if (t.grading.details) withDetails.set(taskKey(t.attempt), (withDetails.get(taskKey(t.attempt)) ?? 0) + 1)
  const tallies = new Map<string, Tally>()
  for (const { attempt, grading, source } of trials) {
    const e = attempt.evaluation
    if (e === null || e === undefined) continue
    const tally = tallies.get(attempt.configuration) ?? {
      evaluated: 0,
      unknown: 0,
      reasons: [],
      usage: { trials: 0, input_tokens: 0, output_tokens: 0 }
    }
    tallies.set(attempt.configuration, tally)
    tally.evaluated++
    if (grading.judge_usage !== null) {
      tally.usage.trials++
      tally.usage.input_tokens += grading.judge_usage.input_tokens
      tally.usage.output_tokens += grading.judge_usage.output_tokens
    }
    const others = grading.details ? 0 : (withDetails.get(taskKey(attempt)) ?? 0)
    const reason =
      grading.unknown ??
      (others > 0
        ? `${attempt.declared_in?.path ?? attempt.attempt} has no reward-details.json while ${count(others)} other ${others === 1 ? 'trial' : 'trials'} of task ${JSON.stringify(attempt.task)} ${others === 1 ? 'has' : 'have'} one (include_logs / exclude_logs keep only the reward files)`
        : null)
    if (reason === null) continue
    tally.unknown++
    if (tally.reasons.length < MAX_REASONS) tally.reasons.push(reason)
    const unknown = harborEvaluator(source, rewardKey, null)
    e.evaluator = { name: `${unknown.name} (${attempt.configuration})`, version: null }
    e.note = [e.note, `grader unknown: ${reason}`].filter((n) => n !== null && n !== undefined).join('; ')
  }
  const out: Diagnostic[] = []
  for (const [id, t] of tallies) {
    if (t.unknown > 0)
      out.push({
        code: 'harbor_grader_unknown',
        message: `${id}: the grader is unknown for ${count(t.unknown)} of ${count(t.evaluated)} trials with an evaluation (${t.reasons.join('; ')}${t.unknown > t.reasons.length ? `; and ${count(t.unknown - t.reasons.length)} more` : ''}): their verdicts are not compared with another configuration's, and the grader is known for ${count(t.evaluated - t.unknown)} of ${count(t.evaluated)}`
      })
    if (t.usage.trials > 0)
      out.push({
        code: 'harbor_grader_usage',
        message: `${id}: the agent judges' own usage on ${count(t.usage.trials)} of ${count(t.evaluated)} trials with an evaluation: ${count(t.usage.input_tokens)} input and ${count(t.usage.output_tokens)} output tokens (RewardKit reward-details.json usage; input includes cache writes and reads) — evaluation cost, not counted as the agent's`
      })
  }
  return out
}
