/**
 * Simulated-user trials (`docs/formats.md`, Harbor jobs): with `config.user_agent` set (Harbor PR #2405), another
 * agent plays the user, and the trial's `agent_result` holds **that user agent's** counters. The agent under test's
 * usage is what Harbor's ACP bridge found in the agent's ACP session export: `agent_result.metadata.acp_target_usage`,
 * "the last token-usage mapping found in an ACP session export" (`extract_target_usage`: a mapping with any of
 * `inputTokens`, `outputTokens`, `totalTokens`, `input_tokens`, `output_tokens`, `total_tokens`, `cachedTokens`,
 * `cached_tokens`).
 *
 * {@link simulatedUserUsage} gives the agent-under-test's counters from that mapping (camelCase or snake_case; a count
 * that is not a non-negative integer is not reported), never the user agent's; none without the mapping.
 */
import type { AgentResultCounters, TrialResultEvidence } from '../trial/trial-result.js'
import { asObject } from '../json-file.js'
import type { Diagnostic } from '../../types.js'

/** A count as ACP usage writes it: a non-negative safe integer, else null. */
function count(o: Record<string, unknown>, ...keys: string[]): number | null {
  for (const k of keys) {
    const v = Object.hasOwn(o, k) ? o[k] : undefined
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return v
  }
  return null
}

/**
 * The counters of the agent under test of a simulated-user trial `t` (its `user_agent` set), and the diagnostic that
 * says where they came from (file `file`); null counters when the trial has no `acp_target_usage` mapping. The user
 * agent's own counters are named in the diagnostic, never counted.
 */
export function simulatedUserUsage(
  t: Pick<TrialResultEvidence, 'agent_result' | 'user_agent'>,
  file: string
): { counters: AgentResultCounters; total_tokens: number | null; diagnostic: Diagnostic } {
  const ar = t.agent_result
  const mapping = asObject(ar?.metadata?.acp_target_usage)
  const user =
    ar === null ? 'no counters' : `n_input_tokens ${ar.n_input_tokens ?? 'null'}, n_output_tokens ${ar.n_output_tokens ?? 'null'}`
  const who = `a simulated user (config.user_agent ${JSON.stringify(t.user_agent)}) played the user, and agent_result holds its counters (${user}): shown here, never counted as the agent's`
  const counters: AgentResultCounters = {
    n_input_tokens: mapping === null ? null : count(mapping, 'inputTokens', 'input_tokens'),
    n_cache_tokens: mapping === null ? null : count(mapping, 'cachedReadTokens', 'cachedTokens', 'cached_tokens'),
    n_output_tokens: mapping === null ? null : count(mapping, 'outputTokens', 'output_tokens'),
    cost_usd: null,
    metadata: null
  }
  const total = mapping === null ? null : count(mapping, 'totalTokens', 'total_tokens')
  return {
    counters,
    total_tokens: total,
    diagnostic: {
      code: 'harbor_simulated_user',
      message:
        mapping === null
          ? `${who}; the agent under test's usage is not reported (no agent_result.metadata.acp_target_usage)`
          : `${who}; the agent under test's usage is agent_result.metadata.acp_target_usage (the last usage mapping of its ACP session export)`,
      file,
      json_path: mapping === null ? '$.config.user_agent' : '$.agent_result.metadata.acp_target_usage'
    }
  }
}
