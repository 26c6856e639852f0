/**
 * Cache writes of Harbor's built-in `claude-code` agent (`docs/formats.md`, Harbor and ATIF):
 * its `agent_result.n_input_tokens` (and its ATIF `prompt_tokens`) are
 * uncached input plus cache reads, and leave out cache writes, which appear
 * only as `cache_creation_input_tokens` in the ATIF `metrics.extra` and
 * `final_metrics.extra` (`total_cache_creation_input_tokens`). Every other
 * agent's Harbor input counts all input, so as it stands claude-code's input
 * is not comparable with theirs.
 *
 * For a trial of `claude-code` accounted from its harness counters:
 * - the trajectory reports the cache writes → they are counted into the
 *   input (notice `claude_code_cache_writes_counted`, with both figures),
 *   and into the trajectory's own legacy counters the same way (their source
 *   then says `+ cache writes`), so they cross-check like with like;
 * - it does not (no trajectory, or no `extra` figure) → the input stays as
 *   reported and is flagged `input_excludes_cache_writes` on the evidence:
 *   its delta is withheld and the configuration gets a warning
 *   (src/comparison/configuration-warnings.ts).
 * Trials of other agents, and NeMo Fabric trials (accounted from full
 * results), are left as they are.
 */
import type { RequestInput } from '../attempt-input.js'
import type { AtifEvidence } from '../atif/trajectory.js'
import type { Diagnostic } from '../types.js'

/** Harbor's agent name of the built-in Claude Code agent. */
export const CLAUDE_CODE_AGENT = 'claude-code'

/**
 * Applies the rule above to the harness-counter requests of one trial, in
 * place. `agent` is the trial's `config.agent.name` (else `agent_info.name`);
 * `atif` its trajectory (null when there is none). Returns the diagnostics
 * (file = the counters' file).
 */
export function applyCacheWrites(agent: string | null, requests: RequestInput[], atif: AtifEvidence | null): Diagnostic[] {
  if (agent !== CLAUDE_CODE_AGENT && atif?.agent_name !== CLAUDE_CODE_AGENT) return []
  const out: Diagnostic[] = []
  for (const r of requests) {
    const hc = r.harness_counters
    if (hc?.state !== 'read') continue
    const usage = hc.value.usage
    if (usage.input_tokens === null) continue
    const writes = atif?.cache_writes ?? null
    if (writes === null) {
      hc.value.input_excludes_cache_writes = true
      continue
    }
    if (out.length === 0) countIntoLegacy(atif!)
    const before = usage.input_tokens
    usage.input_tokens = before + writes.tokens
    out.push({
      code: 'claude_code_cache_writes_counted',
      message: `claude-code leaves cache writes out of n_input_tokens: ${writes.tokens.toLocaleString('en-US')} cache-write tokens (${writes.source}, ${writes.file}) counted into input (${before.toLocaleString('en-US')} → ${usage.input_tokens.toLocaleString('en-US')})`,
      file: hc.path
    })
  }
  return out
}

/** Adds each ATIF counter's own cache writes into its input, once, naming it in the source. */
function countIntoLegacy(atif: AtifEvidence): void {
  for (const c of atif.legacy_counters) {
    const writes = atif.cache_writes_by_counter.get(c.source)
    if (writes === undefined || c.input_tokens === null) continue
    c.input_tokens += writes
    c.source = `${c.source} + cache writes`
  }
}
