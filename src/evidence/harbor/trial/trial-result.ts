/**
 * Harbor trial `result.json` (`TrialResult`, `docs/formats.md`, Harbor releases),
 * reduced to what the comparison needs. Unknown fields are ignored; a wrong
 * type for a field we use makes the file unreadable, with its JSON path.
 * Every counter may be null (not reported); none is read as 0.
 */
import { cutText } from '../../json/fields.js'
import { z } from 'zod'
import { childPath } from '../../json/json-path.js'
import type { VerifierSettings } from '../grading/graders.js'
import type { TrialPhases } from './exceptions.js'

const nint = z.number().nullish()
const nstr = z.string().nullish()
const phase = z.looseObject({ started_at: nstr, finished_at: nstr }).nullish()
const agentResult = z
  .looseObject({
    n_input_tokens: nint,
    n_cache_tokens: nint,
    n_output_tokens: nint,
    cost_usd: nint,
    metadata: z.record(z.string(), z.unknown()).nullish()
  })
  .nullish()

const TrialResultSchema = z.looseObject({
  id: nstr,
  task_name: z.string(),
  trial_name: nstr,
  source: nstr,
  task_checksum: nstr,
  task_id: z.looseObject({ ref: nstr }).nullish(),
  config: z
    .looseObject({
      agent: z
        .looseObject({
          name: nstr,
          import_path: nstr,
          model_name: nstr,
          kwargs: z.record(z.string(), z.unknown()).nullish()
        })
        .nullish(),
      job_id: nstr,
      verifier: z
        .looseObject({
          disable: z.boolean().nullish(),
          env: z.record(z.string(), z.unknown()).nullish(),
          import_path: nstr,
          kwargs: z.record(z.string(), z.unknown()).nullish()
        })
        .nullish(),
      source_trial: z.unknown().optional(),
      user_agent: z.unknown().optional()
    })
    .nullish(),
  agent_info: z
    .looseObject({
      name: nstr,
      version: nstr,
      model_info: z.looseObject({ name: nstr, provider: nstr }).nullish()
    })
    .nullish(),
  agent_result: agentResult,
  verifier_result: z.looseObject({ rewards: z.record(z.string(), z.unknown()).nullish() }).nullish(),
  verifier_environment_mode: nstr,
  exception_info: z.looseObject({ exception_type: nstr, exception_message: nstr, occurred_at: nstr }).nullish(),
  step_results: z
    .array(
      z
        .looseObject({
          step_name: nstr,
          name: nstr,
          verifier_result: z.looseObject({ rewards: z.record(z.string(), z.unknown()).nullish() }).nullish(),
          agent_result: agentResult,
          exception_info: z.looseObject({ exception_type: nstr, exception_message: nstr, occurred_at: nstr }).nullish()
        })
        .nullish()
    )
    .nullish(),
  started_at: nstr,
  finished_at: nstr,
  environment_setup: phase,
  agent_setup: phase,
  agent_execution: phase,
  verifier: phase
})

/** The four Harbor phases, in execution order. */
export const HARBOR_PHASES = ['environment_setup', 'agent_setup', 'agent_execution', 'verifier'] as const

/** One Harbor phase's timestamps as written (null = phase did not run / not recorded). */
export interface PhaseTimes {
  started_at: string | null
  finished_at: string | null
}

/** Harbor `agent_result` counters: tokens (`n_input_tokens` includes cache), USD. */
export interface AgentResultCounters {
  n_input_tokens: number | null
  n_cache_tokens: number | null
  n_output_tokens: number | null
  cost_usd: number | null
  /** Free-form per-agent metadata (`fabric`, `api_equivalent_cost_usd`…); null when absent. */
  metadata: Record<string, unknown> | null
}

/** A Harbor `exception_info`, reduced. */
export interface HarborException {
  type: string | null
  message: string | null
  occurred_at: string | null
}

/** A Harbor trial result, reduced. */
export interface TrialResultEvidence {
  id: string | null
  /** Full task name (`org/name` in Harbor 0.21, bare in 0.1.x); never the truncated trial name. */
  task_name: string
  trial_name: string | null
  /** Dataset name; null = ad-hoc task. */
  source: string | null
  task_checksum: string | null
  /** `task_id.ref` (Harbor 0.21+: the task's content digest, `sha256:…`); the revision when `task_checksum` is absent. */
  task_ref: string | null
  job_id: string | null
  /** `config.verifier.disable`: the job ran without verification (`harbor run --disable-verification`), so no verdict is expected. */
  verifier_disabled: boolean
  /** `config.verifier` settings that can change a verdict (src/evidence/harbor/grading/graders.ts). */
  verifier_settings: VerifierSettings
  /** `verifier_environment_mode` (Harbor 0.21+): `shared` or `separate`; null when not written. */
  verifier_mode: string | null
  /**
   * `config.source_trial` as written, null when absent: a `harbor jobs regrade` trial names the trial it judges again
   * (Harbor ≥ 0.22; its shape is not fixed, so ../job/regrade.ts reads it leniently).
   */
  source_trial: unknown
  /**
   * `config.user_agent` (Harbor PR #2405): the simulated user's agent name (its `name`, or `import_path`, or `(unnamed)`)
   * when set, null otherwise. Then `agent_result` holds the user agent's counters (../usage/simulated-user.ts).
   */
  user_agent: string | null
  /** `config.agent`: the configuration as launched. */
  agent: { name: string | null; import_path: string | null; model_name: string | null; kwargs: Record<string, unknown> | null }
  /** `agent_info`: what the agent reported about itself. */
  agent_info: { name: string | null; version: string | null; model_name: string | null }
  agent_result: AgentResultCounters | null
  /**
   * `verifier_result.rewards`; null when the verifier did not run or wrote none. Null reward values are dropped, so are
   * values that are not numbers (listed in `unreadable_rewards`).
   */
  rewards: Record<string, number> | null
  /**
   * Reward values (top level and steps) that are not numbers (e.g. the string `"1.0"`): JSON path and the value found,
   * as JSON, cut at 64 characters.
   */
  unreadable_rewards: Array<{ json_path: string; key: string; found: string; step: boolean }>
  exception: HarborException | null
  /** Exceptions recorded in `step_results[i].exception_info` (multi-step trials), with the step's name or index. */
  step_exceptions: Array<{ index: number; step: string | null } & HarborException>
  /**
   * `step_results[i]` of a multi-step trial (Harbor ≥ 0.22, `trial/multi_step.py`), in the order run; empty for a single-step trial:
   * name (or null); rewards (null = the step's verifier wrote none);
   * `verified`: the step has a `verifier_result` (Harbor's `mean` counts
   * only such steps); `raised`: it has an `exception_info`;
   * `agent_result`: the step's usage counters (multi-step trials keep usage
   * per step, never at the trial level), null when not written.
   */
  steps: Array<{
    index: number
    step: string | null
    rewards: Record<string, number> | null
    verified: boolean
    raised: boolean
    agent_result: AgentResultCounters | null
  }>
  started_at: string | null
  finished_at: string | null
  phases: Record<(typeof HARBOR_PHASES)[number], PhaseTimes | null>
}

/**
 * What the trial's phases show (exceptions.ts): whether its agent's run and its verifier started; both null when the
 * trial records no phase at all.
 */
export function trialPhases(t: Pick<TrialResultEvidence, 'phases'>): TrialPhases {
  const p = t.phases
  if (HARBOR_PHASES.every((name) => p[name] === null)) return { agent_started: null, verifier_started: null }
  return { agent_started: (p.agent_execution?.started_at ?? null) !== null, verifier_started: (p.verifier?.started_at ?? null) !== null }
}

/** The simulated user's agent named by `config.user_agent`, or null when it is absent or null. */
function userAgentOf(v: unknown): string | null {
  if (v === undefined || v === null) return null
  if (typeof v === 'string') return cutText(v, 64)
  const o = typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null
  const name = o?.name ?? o?.import_path
  return typeof name === 'string' ? cutText(name, 64) : '(unnamed)'
}

/** Outcome of {@link parseTrialResult}. */
export type TrialParse = { ok: true; value: TrialResultEvidence } | { ok: false; json_path: string | null; reason: string }

/** Is this parsed JSON shaped like a Harbor trial result (has `task_name` and `trial_name`)? */
export function looksLikeTrialResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'task_name' in value && 'trial_name' in value
}

/**
 * Rewards without their null values (a null key is not a reward); null when
 * absent. A value that is not a number is left out and pushed onto
 * `unreadable` with its JSON path (`base` + the key) and what was found.
 */
function rewardsOf(
  rewardsIn: Record<string, unknown> | null | undefined,
  base: string,
  unreadable: TrialResultEvidence['unreadable_rewards'],
  step: boolean
): Record<string, number> | null {
  if (!rewardsIn) return null
  const rewards: Record<string, number> = {}
  for (const [k, v] of Object.entries(rewardsIn)) {
    if (v === null) continue
    if (typeof v === 'number' && Number.isFinite(v)) rewards[k] = v
    else {
      const found = JSON.stringify(v) ?? String(v)
      unreadable.push({ json_path: childPath(base, k), key: k, found: cutText(found, 64), step })
    }
  }
  return rewards
}

/** An `agent_result` as parsed, reduced (null when absent). */
function countersOf(ar: z.infer<typeof agentResult>): AgentResultCounters | null {
  return ar
    ? {
        n_input_tokens: ar.n_input_tokens ?? null,
        n_cache_tokens: ar.n_cache_tokens ?? null,
        n_output_tokens: ar.n_output_tokens ?? null,
        cost_usd: ar.cost_usd ?? null,
        metadata: ar.metadata ?? null
      }
    : null
}

/** Validate and reduce a parsed trial `result.json`. */
export function parseTrialResult(value: unknown): TrialParse {
  const parsed = TrialResultSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const path = issue ? '$' + issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('') : null
    return { ok: false, json_path: path, reason: issue?.message ?? 'invalid trial result' }
  }
  const t = parsed.data
  const agent = t.config?.agent
  const ar = t.agent_result
  const unreadable: TrialResultEvidence['unreadable_rewards'] = []
  const rewards = rewardsOf(t.verifier_result?.rewards, '$.verifier_result.rewards', unreadable, false)
  const steps = (t.step_results ?? []).map((step, index) => ({
    index,
    step: step?.step_name ?? step?.name ?? null,
    rewards: rewardsOf(step?.verifier_result?.rewards, `$.step_results[${index}].verifier_result.rewards`, unreadable, true),
    verified: step?.verifier_result !== null && step?.verifier_result !== undefined,
    raised: step?.exception_info !== null && step?.exception_info !== undefined,
    agent_result: countersOf(step?.agent_result)
  }))
  const phases = {} as TrialResultEvidence['phases']
  for (const p of HARBOR_PHASES) {
    const v = t[p]
    phases[p] = v ? { started_at: v.started_at ?? null, finished_at: v.finished_at ?? null } : null
  }
  return {
    ok: true,
    value: {
      id: t.id ?? null,
      task_name: t.task_name,
      trial_name: t.trial_name ?? null,
      source: t.source ?? null,
      task_checksum: t.task_checksum ?? null,
      task_ref: t.task_id?.ref ?? null,
      job_id: t.config?.job_id ?? null,
      verifier_disabled: t.config?.verifier?.disable === true,
      verifier_settings: {
        env: t.config?.verifier?.env ?? null,
        import_path: t.config?.verifier?.import_path ?? null,
        kwargs: t.config?.verifier?.kwargs ?? null
      },
      verifier_mode: t.verifier_environment_mode ?? null,
      source_trial: t.config?.source_trial ?? null,
      user_agent: userAgentOf(t.config?.user_agent),
      agent: {
        name: agent?.name ?? null,
        import_path: agent?.import_path ?? null,
        model_name: agent?.model_name ?? null,
        kwargs: agent?.kwargs ?? null
      },
      agent_info: {
        name: t.agent_info?.name ?? null,
        version: t.agent_info?.version ?? null,
        model_name: t.agent_info?.model_info?.name ?? null
      },
      agent_result: countersOf(ar),
      rewards,
      exception: t.exception_info
        ? {
            type: t.exception_info.exception_type ?? null,
            message: t.exception_info.exception_message ?? null,
            occurred_at: t.exception_info.occurred_at ?? null
          }
        : null,
      step_exceptions: (t.step_results ?? []).flatMap((step, index) => {
        const e = step?.exception_info
        if (!e) return []
        return [
          {
            index,
            step: step?.step_name ?? step?.name ?? null,
            type: e.exception_type ?? null,
            message: e.exception_message ?? null,
            occurred_at: e.occurred_at ?? null
          }
        ]
      }),
      steps,
      unreadable_rewards: unreadable,
      started_at: t.started_at ?? null,
      finished_at: t.finished_at ?? null,
      phases
    }
  }
}
