/**
 * Zeros that mean "not reported" (`docs/formats.md`, Harbor jobs). Fifteen of Harbor's
 * installed agents fill their counters with `context.n_input_tokens = final_metrics.total_prompt_tokens or 0` (likewise
 * cache reads and output; Harbor v0.22.0 `agents/installed/<agent>.py` `populate_context`): a 0 there may be a count or
 * an agent that reported nothing. The ATIF trajectory is written without nulls, so a total it does not give is absent.
 *
 * For a trial of one of {@link ZERO_WHEN_UNREPORTED} accounted from its harness counters, a token counter of 0 is
 * unknown (null: not reported, with coverage) when the files show work was done and no total backs the 0:
 * - its trajectory gives no total for that figure (`final_metrics` absent, or without it) while the model took steps
 *   or the trial has a positive cost;
 * - its trajectory's total for that figure is above 0 (the counter's 0 is not its count);
 * - it has no trajectory and a positive cost: input and output (and cache reads, when input is 0 too) are unknown.
 * A 0 the trajectory's own total confirms stays 0. `harbor_zero_not_reported` (a notice) names the figures and what
 * shows the work. Other agents' zeros are read as written.
 */
import type { RequestInput } from '../../attempt-input.js'
import type { AtifEvidence } from '../../atif/trajectory.js'
import type { Diagnostic } from '../../types.js'

/**
 * Harbor's installed agents whose counters may hold 0 for a count they did not report (Harbor v0.22.0
 * `agents/installed/<agent>.py` `populate_context_post_run`): the fifteen that write `… or 0` (`qwen-code` is named
 * `qwen-coder`; goose only for input and output), and those that sum from 0 or default to 0 (hermes, copilot-cli's
 * output, the two SDK agents' `.get(key, 0)`, gemini-cli, antigravity-cli, pi, cline-cli, mini-swe-agent, mcode,
 * terminus-2). `docs/formats.md`, "Usage per Harbor agent", gives each agent's definitions.
 */
export const ZERO_WHEN_UNREPORTED: ReadonlySet<string> = new Set([
  'claude-code',
  'codex',
  'cursor-cli',
  'goose',
  'junie',
  'kimi-cli',
  'mimo',
  'nemo-agent',
  'openclaw',
  'opencode',
  'openhands',
  'qwen-code',
  'qwen-coder',
  'rovodev-cli',
  'swe-agent',
  'trae-agent',
  'hermes',
  'copilot-cli',
  'openhands-sdk',
  'antigravity-sdk',
  'gemini-cli',
  'antigravity-cli',
  'pi',
  'cline-cli',
  'mini-swe-agent',
  'mcode',
  'terminus-2'
])

/** Agents whose `cost_usd` defaults to 0 when none was reported (swe-agent `… or 0.0`, cline-cli, mini-swe-agent). */
export const COST_ZERO_WHEN_UNREPORTED: ReadonlySet<string> = new Set(['swe-agent', 'cline-cli', 'mini-swe-agent'])

const METRICS = ['input_tokens', 'cached_input_tokens', 'output_tokens'] as const

/**
 * Applies the rule above to the harness-counter requests of one trial, in place: `agent` is its `config.agent.name`
 * (else `agent_info.name`), `atif` its trajectory (null: none). Returns the diagnostics (file: the counters' file).
 */
export function applyUnreportedZeros(agent: string | null, requests: RequestInput[], atif: AtifEvidence | null): Diagnostic[] {
  if (agent === null || !ZERO_WHEN_UNREPORTED.has(agent)) return []
  const final = atif?.legacy_counters.find((c) => c.source === 'atif.final_metrics') ?? null
  const steps = atif?.model_steps ?? 0
  const out: Diagnostic[] = []
  for (const r of requests) {
    const hc = r.harness_counters
    if (hc?.state !== 'read') continue
    const usage = hc.value.usage
    const cost = usage.cost_usd !== null && usage.cost_usd > 0 ? usage.cost_usd : null
    const work = [
      cost === null ? null : `a cost of $${cost}`,
      steps > 0 ? `${steps.toLocaleString('en-US')} model ${steps === 1 ? 'step' : 'steps'} in its trajectory` : null
    ].filter((w) => w !== null)
    const unknown: Array<(typeof METRICS)[number]> = []
    const above: string[] = []
    const noTotal: string[] = []
    const noTrajectory: string[] = []
    for (const m of METRICS) {
      if (usage[m] !== 0) continue
      if (atif !== null) {
        const total = final?.[m] ?? null
        if (total !== null && total > 0) {
          unknown.push(m)
          above.push(`${m} ${total.toLocaleString('en-US')}`)
        } else if (total === null && work.length > 0) {
          unknown.push(m)
          noTotal.push(m)
        }
      } else if (cost !== null && (m !== 'cached_input_tokens' || usage.input_tokens === 0)) {
        unknown.push(m)
        noTrajectory.push(m)
      }
    }
    // A cost of 0 from an agent that defaults it to 0, beside tokens or model steps: not reported.
    const costZero =
      COST_ZERO_WHEN_UNREPORTED.has(agent) &&
      usage.cost_usd === 0 &&
      (steps > 0 || (usage.input_tokens ?? 0) > 0 || (usage.output_tokens ?? 0) > 0)
    const because = [
      above.length === 0 ? null : `the trajectory's final_metrics give ${above.join(', ')}`,
      noTotal.length === 0 ? null : `the trajectory gives no total for ${noTotal.join(', ')} while the trial shows ${work.join(' and ')}`,
      noTrajectory.length === 0 ? null : `there is no trajectory, and the trial shows ${work.join(' and ')}`
    ].filter((b) => b !== null)
    if (costZero) {
      because.push(`${agent} writes a cost of 0 when none is reported, and the trial shows tokens or model steps`)
      usage.cost_usd = null
    }
    if (unknown.length === 0 && !costZero) continue
    for (const m of unknown) usage[m] = null
    out.push({
      code: 'harbor_zero_not_reported',
      message: `${agent} writes 0 for a count it did not report (Harbor's populate_context: \`… or 0\`): ${[...unknown, ...(costZero ? ['cost_usd'] : [])].join(', ')} of 0 read as not reported, since ${because.join('; ')}`,
      file: hc.path,
      json_path: '$.agent_result'
    })
  }
  return out
}
