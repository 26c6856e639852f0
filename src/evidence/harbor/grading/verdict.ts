/**
 * A Harbor trial's verdict: `verifier_result.rewards` → EvaluationInput.
 *
 * - Evaluator identity: `{name: "harbor-verifier:<source>", version: null}`
 *   where `<source>` is the trial's dataset (`source`), or `adhoc` when
 *   null, then the grader (graders.ts): ` graded by <judges> #<digest>`
 *   when the verifier has settings or a RewardKit details file names its
 *   judges, ` grader unknown` when the files cannot tell. Harbor records no
 *   verifier version; the task revision (`task_checksum`) already pins the
 *   tests, so version stays null.
 * - A judge that could not grade a criterion of the reward that decides
 *   (RewardKit writes 0.0 with `error` set) leaves no verdict
 *   (`harbor_grader_no_answer`), as does an empty reward map.
 * - Score: the primary reward — key `reward`, else the only key. Several
 *   keys without `reward`: score null and a `harbor_reward_key_ambiguous`
 *   diagnostic. A key the user named (`rewardKey`: `--reward-key`, input
 *   `reward-key`; RewardKit verifiers write several, e.g. `reward` and
 *   `reward_strict`) decides alone: a trial without it has no score and a
 *   `harbor_reward_key_missing` diagnostic (never another key's reward), and
 *   the evaluator's name says which key judged (`harbor-verifier:<source>
 *   [reward_strict]`; not for `reward`, the default's own key), so verdicts
 *   read under two keys are "evaluators differ". Every key is kept in
 *   `scores`.
 * - Passed: `score >= passThreshold` (default 1.0, i.e. full reward), with
 *   a tolerance of 4 × 2^-52 (`reachesThreshold`,
 *   notice `harbor_reward_near_threshold`); null when there is no score.
 * - `verifier_result` null (or no rewards): not evaluated (passed and score
 *   null) — a missing verdict, unless the trial's `config.verifier.disable`
 *   is true: then there is no evaluation at all (none expected).
 * - `exception_info` is kept beside the verdict in `note` and does not
 *   erase a reward (an agent that timed out can still be scored), except
 *   for the classes of `../trial/exceptions.ts` that leave no verdict: `cancelled`
 *   (never a pass) and `not_evaluated` (the verifier failed): passed and
 *   score null, the rewards kept in `scores`.
 * - Multi-step trials (Harbor ≥ 0.22, `trial/multi_step.py`): the trial's
 *   reward is the one Harbor recorded in `verifier_result` (its
 *   `multi_step_reward_strategy` applied); each step's rewards are listed
 *   in `steps`. Harbor's `mean` averages only the steps that have a
 *   verifier result, and a step that raises without one stops the steps
 *   after it, so 1 verified step of 3 can score 1.0; `final` takes the
 *   last step run. So a trial with a step without a verifier result, or
 *   one that stopped that way (its last step raised and was not verified:
 *   the task may declare more steps, never run), has no verdict: passed
 *   and score null, Harbor's rewards kept in `scores`, the steps verified
 *   of the steps run in `note` and a `harbor_steps_unverified` diagnostic.
 *   (The trial files do not say how many steps the task declares; a
 *   stop by a step's `min_reward` cannot be told from a finished run.)
 */
import { cutText } from '../../json/fields.js'
import { keyedRecord } from '../../keyed-record.js'
import type { EvaluationInput, EvaluatorIdentity } from '../../attempt-input.js'
import type { Diagnostic } from '../../types.js'
import { trialPhases, type TrialResultEvidence } from '../trial/trial-result.js'
import { exceptionKind, harborStop, KIND_WORDS } from '../trial/exceptions.js'
import type { Grading, JudgeFailure } from './graders.js'
import type { RewardFileName } from './reward-files.js'

/** Verdict options: see the module comment for defaults. */
export interface VerdictOptions {
  /** Passed = primary reward ≥ this. Default 1.0. */
  passThreshold?: number
  /** The reward key that decides, named by the user (strict: no other key is read); absent: `reward`, else the only key. */
  rewardKey?: string
  /** The reward file that decides when `reward.txt` and `reward.json` disagree (reward-files.ts); absent: no verdict then. */
  rewardFile?: RewardFileName
}

/** Default pass threshold: a trial passes with a full reward. */
export const DEFAULT_PASS_THRESHOLD = 1.0

/**
 * How many machine epsilons (2^-52, times the threshold's magnitude when above 1) a reward may fall short and still
 * reach it: floating-point rounding, not a lower reward.
 */
export const THRESHOLD_ULPS = 4

/**
 * `score ≥ threshold`, with a tolerance of {@link THRESHOLD_ULPS} ×
 * `Number.EPSILON × max(1, |threshold|)` (about 8.9e-16 at 1; 8 spacings of
 * the doubles just below 1): a sum such as `0.6 + 0.3 + 0.1` that lands
 * on `0.9999999999999999` reaches 1.
 */
export function reachesThreshold(score: number, threshold: number): boolean {
  return score >= threshold - THRESHOLD_ULPS * Number.EPSILON * Math.max(1, Math.abs(threshold))
}

/**
 * Evaluator identity of a Harbor verifier for dataset `source` (null = ad-hoc), judging by reward key `rewardKey`
 * when the user named one other than `reward` (`harbor-verifier:<source> [<key>]`, the key cut to 64 characters),
 * graded by `grader` (graders.ts: `''` the task's own tests, null unknown).
 */
export function harborEvaluator(source: string | null, rewardKey?: string, grader: string | null = ''): EvaluatorIdentity {
  const key = rewardKey === undefined || rewardKey === 'reward' ? '' : ` [${cutText(rewardKey, 64)}]`
  const by = grader === null ? ` ${GRADER_UNKNOWN}` : grader === '' ? '' : ` graded by ${grader}`
  return { name: `harbor-verifier:${source ?? 'adhoc'}${key}${by}`, version: null }
}

/**
 * What an evaluator's name says when the files cannot tell who graded (graders.ts); `load.ts` adds the
 * configuration's id, so that no two configurations' unknown graders read as the same one.
 */
export const GRADER_UNKNOWN = 'grader unknown'

/** One-line text of a Harbor exception, `Type: message` (message cut to 300 characters). */
export function exceptionNote(e: TrialResultEvidence['exception']): string | null {
  if (e === null) return null
  const msg = (e.message ?? '').replace(/\s+/g, ' ').trim()
  const cut = msg.length > 300 ? `${msg.slice(0, 299)}…` : msg
  return `${e.type ?? 'exception'}${cut ? `: ${cut}` : ''}`
}

/** A step's name as evidence text in messages: quoted, cut to 64 characters (`"step 3"` when it has none). */
export function stepName(s: { step: string | null; index: number }): string {
  const n = s.step ?? `step ${s.index + 1}`
  return JSON.stringify(cutText(n, 64))
}

/** At most 10 names, then how many more. */
export function someNames(names: readonly string[]): string {
  return names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', ')
}

/**
 * Why a multi-step trial's reward is no verdict, e.g. `1 of 3 steps run
 * verified (no verifier result: "b", "c"); the run stopped after step "c"
 * raised, so steps after it never ran`; null when every step run was
 * verified and the run did not stop on a step's exception (or the trial
 * is single-step).
 */
function unverifiedSteps(t: TrialResultEvidence): string | null {
  if (t.steps.length === 0) return null
  const name = stepName
  const unverified = t.steps.filter((s) => !s.verified)
  const last = t.steps[t.steps.length - 1]!
  const stopped = last.raised && !last.verified
  if (unverified.length === 0 && !stopped) return null
  const run = t.steps.length
  const head = `${run - unverified.length} of ${run} ${run === 1 ? 'step' : 'steps'} run verified${unverified.length === 0 ? '' : ` (no verifier result: ${someNames(unverified.map(name))})`}`
  return stopped ? `${head}; the run stopped after step ${name(last)} raised, so any step the task declares after it never ran` : head
}

/** A grading that names no grader and no failure: the task's own tests (graders.ts). */
export const TESTS_GRADING: VerdictGrading = { grader: '', failures: [], detail_keys: [] }

/** What the verdict takes of a {@link Grading}. */
export type VerdictGrading = Pick<Grading, 'grader' | 'failures' | 'detail_keys'>

/**
 * The judge failures that leave the trial without a verdict: those under the reward key that decides (`key`), or
 * every failure when the details file has no entry for that key (which judge decided is then unknown).
 */
function decidingFailures(grading: Pick<Grading, 'failures' | 'detail_keys'>, key: string): JudgeFailure[] {
  return grading.detail_keys.includes(key) ? grading.failures.filter((f) => f.key === key) : [...grading.failures]
}

/**
 * The evaluation of a trial, and diagnostics about its rewards (file = `file`). `contested`: why its reward files
 * leave no verdict (reward-files.ts), null when they do not. `grading`: what its files say about
 * the grader (graders.ts): the grader enters the evaluator's name, and a criterion the judge could not grade under
 * the reward key that decides leaves no verdict (`harbor_grader_no_answer`; failures under other keys drop those keys
 * from `scores`).
 */
export function trialVerdict(
  t: TrialResultEvidence,
  file: string,
  options: VerdictOptions,
  grading: VerdictGrading = TESTS_GRADING,
  contested: string | null = null
): { evaluation: EvaluationInput | null; diagnostics: Diagnostic[] } {
  // Verification turned off and nothing verified: no evaluation at all, so no verdict is expected (src/comparison/figures/evaluation.ts).
  if (t.verifier_disabled && t.rewards === null && t.steps.every((s) => !s.verified)) return { evaluation: null, diagnostics: [] }
  const diagnostics: Diagnostic[] = []
  const threshold = options.passThreshold ?? DEFAULT_PASS_THRESHOLD
  const named = options.rewardKey
  const key = named ?? 'reward'
  const rewards = t.rewards
  let score: number | null = null
  let decided: string | null = null
  if (rewards !== null) {
    const keys = Object.keys(rewards)
    const shown = someNames(keys.map((k) => JSON.stringify(cutText(k, 64))))
    if (Object.hasOwn(rewards, key)) [score, decided] = [rewards[key] ?? null, key]
    else if (named !== undefined && !t.unreadable_rewards.some((u) => !u.step && u.key === named))
      diagnostics.push({
        code: 'harbor_reward_key_missing',
        message: `rewards have ${keys.length === 0 ? 'no number' : `${keys.length === 1 ? 'the key' : `${keys.length} keys`} ${shown}`} and no number under ${JSON.stringify(key)}, the reward key given: no verdict (no other key's reward is read)`,
        file,
        json_path: '$.verifier_result.rewards'
      })
    else if (keys.length === 1) [score, decided] = [rewards[keys[0] as string] ?? null, keys[0] as string]
    else if (keys.length > 1)
      diagnostics.push({
        code: 'harbor_reward_key_ambiguous',
        message: `rewards have ${keys.length} keys ${shown} and none is "reward": no primary score (name the one that decides with --reward-key, the action's reward-key)`,
        file,
        json_path: '$.verifier_result.rewards'
      })
  }
  // A reward that is not a number makes the verdict unknown (never read from another key), named with its path.
  for (const u of t.unreadable_rewards)
    diagnostics.push({
      code: 'harbor_reward_unreadable',
      message: `${u.json_path} is ${u.found}, not a number${u.step ? "; the step's reward is left out" : "; the trial's verdict is unknown (its usage still counts)"}`,
      file,
      json_path: u.json_path
    })
  // A named key decides alone: only its own unreadable value leaves the verdict unknown.
  if (t.unreadable_rewards.some((u) => !u.step && (named === undefined || u.key === named))) score = null
  // Harbor's multi-step `mean` counts a key a verified step lacks as 0: a named key every verified step must carry.
  const lacking = named === undefined ? [] : t.steps.filter((s) => s.verified && (s.rewards === null || !Object.hasOwn(s.rewards, named)))
  if (lacking.length > 0) {
    diagnostics.push({
      code: 'harbor_reward_key_missing',
      message: `${lacking.length} of ${t.steps.filter((s) => s.verified).length} verified steps (${someNames(lacking.map(stepName))}) have no number under ${JSON.stringify(key)}, the reward key given, which Harbor's step mean counts as 0: no verdict`,
      file,
      json_path: `$.step_results[${lacking[0]!.index}].verifier_result.rewards`
    })
    score = null
  }
  // A judge that could not grade still writes a score (0.0 with `error` set): no verdict when it decided.
  const unanswered = decided === null ? [] : decidingFailures(grading, decided)
  const quote = (k: string): string => JSON.stringify(cutText(k, 64))
  if (unanswered.length > 0) {
    const first = unanswered[0]!
    const described = grading.detail_keys.includes(decided as string)
    const n = `${unanswered.length} ${unanswered.length === 1 ? 'criterion' : 'criteria'}`
    const which = described
      ? `${n} of the reward ${quote(decided as string)} that decides`
      : `${n} of ${someNames([...new Set(unanswered.map((f) => quote(f.key)))])}, and reward-details.json does not describe the reward ${quote(decided as string)} that decides, so which judge gave it cannot be told`
    diagnostics.push({
      code: 'harbor_grader_no_answer',
      message: `the judge did not grade ${which} (first: ${JSON.stringify(first.criterion)}: ${JSON.stringify(first.error)}); RewardKit wrote a score of ${String(score)} anyway: no verdict (the verifier's failure, not the agent's)`,
      file: first.file,
      json_path: first.json_path
    })
    score = null
  }
  // Failures under other keys: those keys' scores are not the judge's answer, so they are left out of `scores`.
  const dropped = new Set(grading.failures.filter((f) => f.key !== decided).map((f) => f.key))
  if (dropped.size > 0 && unanswered.length === 0)
    diagnostics.push({
      code: 'harbor_grader_no_answer',
      message: `the judge did not grade every criterion of ${someNames([...dropped].map(quote))}: ${dropped.size === 1 ? 'that score is' : 'those scores are'} left out (the verdict's own key was graded)`,
      file: grading.failures.find((f) => dropped.has(f.key))!.file,
      json_path: grading.failures.find((f) => dropped.has(f.key))!.json_path
    })
  // Nothing scored: RewardKit writes reward.json = {} (no number, so no verdict); named, not left silent.
  if (rewards !== null && Object.keys(rewards).length === 0 && t.unreadable_rewards.every((u) => u.step))
    diagnostics.push({
      code: 'harbor_grader_no_answer',
      message: 'the verifier wrote an empty reward map ({}; RewardKit writes it when nothing could be scored): no verdict',
      file,
      json_path: '$.verifier_result.rewards'
    })
  const stop = harborStop(t.exception, trialPhases(t))
  // Not the agent's stop: no verdict on the agent whatever the reward (Harbor runs the verifier after an agent-run error).
  const noVerdict = stop.class === 'cancelled' || stop.class === 'not_evaluated' || stop.class === 'infrastructure'
  const kind = exceptionKind(stop.exception_type, trialPhases(t))
  if (noVerdict && score !== null)
    diagnostics.push({
      code: 'harbor_reward_not_counted',
      message: `the trial records ${stop.exception_type ?? 'an exception'} (${kind === null ? "not the agent's" : KIND_WORDS[kind]}) and a reward of ${score}; it is not counted as a verdict`,
      file,
      json_path: '$.verifier_result.rewards'
    })
  const why =
    stop.class === 'cancelled'
      ? 'cancelled, no verdict: '
      : stop.class === 'not_evaluated'
        ? "not evaluated (verifier failure, not the agent's): "
        : stop.class === 'infrastructure'
          ? `no verdict (${kind === null ? "not the agent's" : KIND_WORDS[kind]}): `
          : ''
  const exception = exceptionNote(t.exception)
  const steps = unverifiedSteps(t)
  if (steps !== null)
    diagnostics.push({
      code: 'harbor_steps_unverified',
      message: `${steps}; Harbor's reward${score === null ? '' : ` ${score}`} covers the verified steps only, so the trial has no verdict`,
      file,
      json_path: '$.step_results'
    })
  const notes = [
    exception === null ? null : `${why}${exception}`,
    steps === null ? null : `no verdict: ${steps}`,
    unanswered.length === 0 ? null : `no verdict: the judge did not answer (${unanswered[0]!.error})`,
    contested === null ? null : `no verdict: ${contested}`
  ].filter((n) => n !== null)
  const withheld = noVerdict || steps !== null || contested !== null
  const reaches = score !== null && reachesThreshold(score, threshold)
  if (score !== null && reaches && score < threshold && !noVerdict && steps === null && contested === null)
    diagnostics.push({
      code: 'harbor_reward_near_threshold',
      message: `reward ${String(score)} is below the pass threshold ${String(threshold)} by ${String(threshold - score)}, within ${THRESHOLD_ULPS} × 2^-52 of the threshold (floating-point rounding, e.g. of a mean): counted as reaching it`,
      file,
      json_path: '$.verifier_result.rewards'
    })
  const evaluation: EvaluationInput = {
    evaluator: harborEvaluator(t.source, named, grading.grader),
    passed: withheld || score === null ? null : reaches,
    score: withheld ? null : score,
    note: notes.length === 0 ? null : notes.join('; ')
  }
  const scores = Object.assign(keyedRecord<number>(), rewards)
  for (const k of dropped) delete scores[k]
  if (Object.keys(scores).length > 0) evaluation.scores = scores
  if (t.steps.length > 0)
    evaluation.steps = t.steps.map((s) => ({
      step: s.step ?? `step ${s.index + 1}`,
      rewards: s.rewards === null ? null : Object.assign(keyedRecord<number>(), s.rewards)
    }))
  return { evaluation, diagnostics }
}
