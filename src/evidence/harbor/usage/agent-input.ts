/**
 * What each Harbor agent's `agent_result.n_input_tokens` counts (`docs/formats.md`, "Usage per Harbor agent", from
 * Harbor v0.22.0 `src/harbor/agents/installed/<agent>.py`), in two definitions, so that input is compared only where
 * the two sides mean the same thing:
 * - every prompt token: uncached input, cache reads and cache writes, as claude-code (since 0.3.0), codex, cursor-cli,
 *   goose, kimi-cli, cortex-code and grok-build count them; as the providers' own prompt counts do (every agent name
 *   of Harbor's `models/agent/name.py`, installed or not, is in the table) (LiteLLM's
 *   `prompt_tokens`, OpenAI's, Gemini's `promptTokenCount`, LangChain's `input_tokens`: the agents built on them); and
 *   as the agents that leave the writes out do once the writes their trajectory reports are counted in, or are
 *   withheld when none does (opencode, mimo, openclaw, rovodev-cli, pi, mcode: input-without-writes.ts);
 * - the provider's raw input: the API's own input field, on Anthropic the uncached part only (junie, trae-agent,
 *   cline-cli, copilot-cli, acp, eve, deerflow, vibe).
 * An agent that writes no counters (aider, oracle, nop, kimi-code, fx, devin) has no definition to compare. An agent
 * not in the table (a custom agent by import path) has an unknown definition of its own: its input is compared only
 * with the same agent's.
 */
import { EVERY_PROMPT_TOKEN } from '../../../model/attempt.js'
const RAW = "the provider's raw input (on Anthropic the uncached part only)"

/** Harbor's installed agents by `name()`, each with what its `n_input_tokens` counts (null: it writes no counters). */
export const AGENT_INPUT: ReadonlyMap<string, string | null> = new Map<string, string | null>([
  ...[
    'claude-code',
    'codex',
    'cursor-cli',
    'goose',
    'kimi-cli',
    'cortex-code',
    'grok-build',
    'gemini-cli',
    'qwen-coder',
    'openhands',
    'openhands-sdk',
    'antigravity-cli',
    'antigravity-sdk',
    'terminus',
    'terminus-1',
    'terminus-2',
    'computer-1',
    'dspy-rlm',
    'mini-swe-agent',
    'swe-agent',
    'hermes',
    'langgraph',
    'nemo-agent',
    'opencode',
    'mimo',
    'openclaw',
    'rovodev-cli',
    'pi',
    'mcode'
  ].map((a) => [a, EVERY_PROMPT_TOKEN] as const),
  ...['junie', 'trae-agent', 'cline-cli', 'copilot-cli', 'acp', 'eve', 'deerflow', 'vibe'].map((a) => [a, RAW] as const),
  ...['aider', 'oracle', 'nop', 'kimi-code', 'fx', 'devin'].map((a) => [a, null] as const)
])

/** What agent `name` (`config.agent.name`, else `agent_info.name`) counts as input: the table's, else its own unknown one. */
export function inputDefinitionOf(name: string | null): { definition: string | null; known: boolean } {
  if (name === null) return { definition: 'unknown: an agent without a name', known: false }
  if (AGENT_INPUT.has(name)) return { definition: AGENT_INPUT.get(name)!, known: true }
  return { definition: `unknown: the ${name} agent's own`, known: false }
}

/**
 * One configuration's definition over its trials' (`mixed: a + b` when they differ); null when none has one or when
 * it is this product's own ({@link EVERY_PROMPT_TOKEN}, what null means).
 */
export function configurationInputDefinition(definitions: ReadonlySet<string> | undefined): string | null {
  if (definitions === undefined || definitions.size === 0) return null
  const all = [...definitions].sort()
  if (all.length === 1) return all[0] === EVERY_PROMPT_TOKEN ? null : all[0]!
  return `mixed: ${all.join(' + ')}`
}
