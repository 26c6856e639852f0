/**
 * Estimated costs of Harbor's installed agents (`docs/formats.md`, Harbor,
 * estimated costs). A trial's `agent_result.cost_usd` is not always a cost
 * the agent was billed:
 * - `codex`, `gemini-cli` and `cursor-cli` report no cost of their own;
 *   Harbor estimates it from their token counts with LiteLLM prices (an
 *   unknown model gives null, not 0). Their cost is always an estimate,
 *   and nothing in the files says so.
 * - `claude-code` reports the cost line of its stream; when the stream has
 *   none, Harbor falls back to a LiteLLM estimate and the trajectory says
 *   so: `final_metrics.extra.cost_source: "litellm_estimate"` (Harbor PR
 *   #2302). Any agent whose trajectory says so is read the same way.
 *
 * An estimated cost is in a pricing basis of its own,
 * `harbor-estimate:<agent>` ({@link estimateBasis}): the accounting never
 * adds it to a cost in another basis, nor to a cost that names none
 * (src/comparison/tally/accounting.ts, `costBasesSummed`), and two configurations
 * whose costs are in different bases get `pricing_basis_differs` instead
 * of a cost difference. A billed cost keeps no basis of its own: it is in
 * the configuration's declared basis, when there is one.
 */
import type { RequestInput } from '../../attempt-input.js'
import type { AtifEvidence } from '../../atif/trajectory.js'
import { cutText } from '../../json/fields.js'
import type { Diagnostic } from '../../types.js'

/** Harbor agents whose cost is always Harbor's LiteLLM estimate (the agent reports no cost itself). */
export const ESTIMATING_AGENTS: ReadonlySet<string> = new Set(['codex', 'gemini-cli', 'cursor-cli'])

/** The `final_metrics.extra.cost_source` of a cost estimated from LiteLLM prices (Harbor PR #2302). */
export const LITELLM_ESTIMATE = 'litellm_estimate'

/** The prefix of every estimate basis id. */
export const ESTIMATE_BASIS_PREFIX = 'harbor-estimate:'

/** The pricing basis id of costs Harbor estimated for `agent` (its name cut to 100 characters). */
export function estimateBasis(agent: string): string {
  return `${ESTIMATE_BASIS_PREFIX}${cutText(agent, 100)}`
}

/** Why the trial's cost is an estimate (in words, with the file that says so), or null when it is not known to be one. */
function estimatedBecause(agent: string | null, atif: AtifEvidence | null): string | null {
  const source = atif?.cost_source ?? null
  if (source !== null && source.value === LITELLM_ESTIMATE)
    return `${source.file} says final_metrics.extra.cost_source "${LITELLM_ESTIMATE}"`
  if (agent !== null && ESTIMATING_AGENTS.has(agent))
    return `Harbor's ${agent} agent reports no cost of its own; Harbor estimates it from LiteLLM prices`
  return null
}

/**
 * Names the pricing basis of the harness-counter costs of one trial, in
 * place: an estimated cost (see above) gets `harbor-estimate:<agent>` and a
 * notice `harbor_cost_estimated` (file `file`, JSON path `at`) saying what shows it is an
 * estimate; other costs are left as they are. `agent` is the trial's
 * `config.agent.name` (else `agent_info.name`), else the trajectory's
 * `agent.name`. Requests accounted from NeMo Fabric full results are left
 * as they are. Returns the diagnostics.
 */
export function applyCostBasis(
  agentName: string | null,
  requests: RequestInput[],
  atif: AtifEvidence | null,
  file: string,
  at: string
): Diagnostic[] {
  const agent = agentName ?? atif?.agent_name ?? null
  const because = estimatedBecause(agent, atif)
  if (because === null) return []
  const basis = estimateBasis(agent ?? 'unknown-agent')
  let named = 0
  let cost = 0
  for (const r of requests) {
    if (r.harness_counters?.state !== 'read') continue
    const u = r.harness_counters.value.usage
    if (u.cost_usd === null || u.pricing_basis !== null) continue
    u.pricing_basis = basis
    named += 1
    cost += u.cost_usd
  }
  if (named === 0) return []
  return [
    {
      code: 'harbor_cost_estimated',
      message: `the trial's cost ($${Number(cost.toPrecision(12))}) is a price estimate, not a billed cost (${because}): it is counted in pricing basis ${basis}, never added to costs in another basis`,
      file,
      json_path: at
    }
  ]
}
