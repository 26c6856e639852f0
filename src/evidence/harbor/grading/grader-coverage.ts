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
 *   evaluation, with up to 3 distinct reasons (each with its count) and the
 *   graders named for the others; without unknown ones, `harbor_graders`
 *   (a notice) gives the same coverage when a grader is named (a judge or
 *   verifier settings; not for the task's own tests alone);
 *   `harbor_grader_usage` (a notice) gives the agent judges' own usage —
 *   evaluation cost, never the agent's — each figure a lower bound with how
 *   many judges reported it when some did not.
 */
import type { AttemptInput } from '../../attempt-input.js'
import type { Diagnostic } from '../../types.js'
import type { Grading, UsageFigure } from './graders.js'
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
  /** Distinct reasons (at most {@link MAX_REASONS}) and how many trials each. */
  reasons: Map<string, number>
  /** Trials whose grader is named (a judge or verifier settings), by grader. */
  named: Map<string, number>
  usage: { trials: number; judges: number; input_tokens: UsageFigure; output_tokens: UsageFigure }
}

const count = (n: number): string => n.toLocaleString('en-US')

/**
 * Mark the trials whose grader is unknown (module comment) in place — their
 * evaluator's name and note — and return the per-configuration diagnostics,
 * configurations in first-seen order. `rewardKey`: the key the user named
 * (for the evaluator's name).
 */
export function graderCoverage(trials: readonly GradedTrial[], rewardKey: string | undefined): Diagnostic[] {
  // Tasks (at a revision) of which some trial has a details file.
  const withDetails = new Set<string>()
  const taskKey = (a: AttemptInput): string => `${a.task}\u0000${a.revision}`
  for (const t of trials) if (t.grading.details) withDetails.add(taskKey(t.attempt))
  const tallies = new Map<string, Tally>()
  for (const { attempt, grading, source } of trials) {
    const e = attempt.evaluation
    if (e === null || e === undefined) continue
    const tally = tallies.get(attempt.configuration) ?? {
      evaluated: 0,
      unknown: 0,
      reasons: new Map<string, number>(),
      named: new Map<string, number>(),
      usage: { trials: 0, judges: 0, input_tokens: { sum: 0, reported: 0 }, output_tokens: { sum: 0, reported: 0 } }
    }
    tallies.set(attempt.configuration, tally)
    tally.evaluated++
    const u = grading.judge_usage
    if (u !== null) {
      tally.usage.trials++
      tally.usage.judges += u.judges
      for (const k of ['input_tokens', 'output_tokens'] as const) {
        tally.usage[k].sum += u[k].sum
        tally.usage[k].reported += u[k].reported
      }
    }
    const detailsElsewhere = !grading.details && withDetails.has(taskKey(attempt))
    const reason =
      grading.unknown ??
      (detailsElsewhere
        ? `${attempt.declared_in?.path ?? attempt.attempt}: no reward-details.json while other trials of its task have one (include_logs / exclude_logs keep only the reward files)`
        : null)
    if (reason === null) {
      if (grading.grader !== null && grading.grader !== '') tally.named.set(grading.grader, (tally.named.get(grading.grader) ?? 0) + 1)
      continue
    }
    tally.unknown++
    // Reasons name files; the same kind of reason in many trials is counted by its text without the file.
    const kind = reason.replace(/^\S*\/\S* /, '')
    if (tally.reasons.has(kind) || tally.reasons.size < MAX_REASONS) tally.reasons.set(kind, (tally.reasons.get(kind) ?? 0) + 1)
    const unknown = harborEvaluator(source, rewardKey, null)
    e.evaluator = { name: `${unknown.name} (${attempt.configuration})`, version: null }
    e.note = [e.note, `grader unknown: ${reason}`].filter((n) => n !== null && n !== undefined).join('; ')
  }
  const out: Diagnostic[] = []
  for (const [id, t] of tallies) {
    const graders = [...t.named.entries()].map(([g, n]) => `${g} (${count(n)})`)
    const known = `the grader is known for ${count(t.evaluated - t.unknown)} of ${count(t.evaluated)} trials with an evaluation`
    if (t.unknown > 0) {
      const listed = [...t.reasons.values()].reduce((a, b) => a + b, 0)
      const reasons = [...t.reasons.entries()].map(([r, n]) => `${count(n)} ${n === 1 ? 'trial' : 'trials'}: ${r}`)
      out.push({
        code: 'harbor_grader_unknown',
        message: `${id}: the grader is unknown for ${count(t.unknown)} of ${count(t.evaluated)} trials with an evaluation (${reasons.join('; ')}${t.unknown > listed ? `; ${count(t.unknown - listed)} more for other reasons` : ''}): their verdicts are not compared with another configuration's; ${known}${graders.length === 0 ? '' : ` (${graders.join(', ')})`}`
      })
    } else if (graders.length > 0) out.push({ code: 'harbor_graders', message: `${id}: ${known}: graded by ${graders.join(', ')}` })
    if (t.usage.trials > 0) {
      const figure = (f: UsageFigure, what: string): string =>
        f.reported === 0
          ? `${what} not reported`
          : `${f.reported < t.usage.judges ? '≥ ' : ''}${count(f.sum)} ${what}${f.reported < t.usage.judges ? ` (reported by ${count(f.reported)} of the ${count(t.usage.judges)} judges)` : ''}`
      out.push({
        code: 'harbor_grader_usage',
        message: `${id}: ${count(t.usage.judges)} agent ${t.usage.judges === 1 ? 'judge' : 'judges'} on ${count(t.usage.trials)} of ${count(t.evaluated)} trials with an evaluation used ${figure(t.usage.input_tokens, 'input tokens')} and ${figure(t.usage.output_tokens, 'output tokens')} (RewardKit reward-details.json usage; input includes cache writes and reads) — evaluation cost, not counted as the agent's`
      })
    }
  }
  return out
}
