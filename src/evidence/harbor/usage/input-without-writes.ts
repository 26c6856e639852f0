/**
 * Agents whose input leaves cache writes out (`docs/formats.md`, "Usage per Harbor agent"): Harbor's `opencode`,
 * `mimo`, `openclaw` and `rovodev-cli` agents set `prompt_tokens = input + cache_read` and their `n_input_tokens` from
 * them, while the writes appear only in each ATIF step's `metrics.extra.cache_write_tokens`; `pi` drops the writes and
 * writes no trajectory, nor does `mcode` (input + cache tokens) (`trae-agent` drops them too, but its input is the
 * provider's raw input, a definition of its own: agent-input.ts) (Harbor v0.22.0 `agents/installed/<agent>.py`). This
 * product's input includes every prompt token (codex's input already includes OpenAI's cache writes, claude-code's
 * since Harbor 0.3.0), so for a trial of one of {@link INPUT_WITHOUT_WRITES} accounted from its harness counters:
 * - its trajectory's steps report the writes: they are counted into the input (notice `harbor_cache_writes_counted`,
 *   with both figures), and into the trajectory's own legacy counters the same way, so they cross-check like with like;
 * - no step reports them: the input is flagged `input_excludes_cache_writes` (its delta is withheld with a warning,
 *   src/comparison/warnings/configuration-warnings.ts).
 */
import type { RequestInput } from '../../attempt-input.js'
import type { AtifEvidence } from '../../atif/trajectory.js'
import type { Diagnostic } from '../../types.js'

/** Harbor's agent name of the opencode agent. */
export const OPENCODE_AGENT = 'opencode'

/** Harbor's agents whose `n_input_tokens` leave cache writes out (module comment). */
export const INPUT_WITHOUT_WRITES: ReadonlySet<string> = new Set([OPENCODE_AGENT, 'mimo', 'openclaw', 'rovodev-cli', 'pi', 'mcode'])

/**
 * Applies the rule above to the harness-counter requests of one trial, in place (`agent`: its `config.agent.name`,
 * else `agent_info.name`; `atif`: its trajectory, null when none). Returns the diagnostics (file: the counters' file).
 */
export function applyInputWithoutWrites(agent: string | null, requests: RequestInput[], atif: AtifEvidence | null): Diagnostic[] {
  const name = agent !== null && INPUT_WITHOUT_WRITES.has(agent) ? agent : (atif?.agent_name ?? null)
  if (name === null || !INPUT_WITHOUT_WRITES.has(name)) return []
  const writes = atif?.step_write_tokens ?? null
  if (writes !== null && writes.tokens === 0) return []
  const out: Diagnostic[] = []
  let legacyDone = false
  for (const r of requests) {
    const hc = r.harness_counters
    if (hc?.state !== 'read' || hc.value.usage.input_tokens === null) continue
    if (writes === null) {
      hc.value.input_excludes_cache_writes = true
      continue
    }
    const before = hc.value.usage.input_tokens
    hc.value.usage.input_tokens = before + writes.tokens
    if (!legacyDone) {
      for (const c of atif!.legacy_counters) {
        if (c.input_tokens === null) continue
        c.input_tokens += writes.tokens
        c.source = `${c.source} + cache writes`
      }
      legacyDone = true
    }
    out.push({
      code: 'harbor_cache_writes_counted',
      message: `${name}'s n_input_tokens leave cache writes out (its prompt_tokens are input + cache reads): ${writes.tokens.toLocaleString('en-US')} cache-write tokens (its steps' metrics.extra.cache_write_tokens, ${writes.file}) counted into input (${before.toLocaleString('en-US')} → ${hc.value.usage.input_tokens.toLocaleString('en-US')})`,
      file: hc.path
    })
  }
  return out
}
