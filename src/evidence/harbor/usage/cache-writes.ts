/**
 * Cache writes of Harbor's built-in `claude-code` agent (`docs/formats.md`,
 * Harbor and ATIF). What its `agent_result.n_input_tokens` means depends on
 * the Harbor release that wrote it:
 * - Harbor ≥ 0.3.0 (Harbor PR #1230): the whole prompt, uncached input +
 *   cache reads + cache writes (`n_input_tokens =
 *   final_metrics.total_prompt_tokens`). The writes are also repeated in the
 *   trajectory's `extra` objects; they must not be added again.
 * - Harbor ≤ 0.2.x: uncached input + cache reads; the writes appear only
 *   as `cache_creation_input_tokens` in the ATIF `metrics.extra` and
 *   `final_metrics.extra` (`total_cache_creation_input_tokens`).
 *
 * Which one a trial is, is decided from its evidence, never from the agent
 * name alone: first the job's `lock.json` Harbor version (../job/job-lock.ts,
 * written since 0.6.2), else the trajectory's own numbers
 * (`writes_in_prompt`, src/evidence/atif/trajectory.ts: do its
 * `prompt_tokens` cover `cached_tokens + cache_creation_input_tokens`?),
 * else it is unknown (also when the two contradict). For a trial of `claude-code` accounted from its harness
 * counters:
 * - writes included (Harbor ≥ 0.3.0): the input stays as reported;
 * - writes left out, and the trajectory reports them: they are counted into
 *   the input (notice `claude_code_cache_writes_counted`, with both
 *   figures), and into the trajectory's own legacy counters the same way
 *   (their source then says `+ cache writes`), so they cross-check like
 *   with like;
 * - writes left out, and no figure says how many: the input is flagged
 *   `input_excludes_cache_writes` (its delta is withheld with a warning,
 *   src/comparison/warnings/configuration-warnings.ts);
 * - unknown (no trajectory figure and no lock.json version), while the
 *   trajectory does not show the writes to be 0: the input stays as
 *   reported, with the notice `claude_code_input_definition_unknown` naming
 *   what was missing.
 * Trials of other agents, and NeMo Fabric trials (accounted from full
 * results), are left as they are.
 */
import type { RequestInput } from '../../attempt-input.js'
import type { AtifEvidence } from '../../atif/trajectory.js'
import type { Diagnostic } from '../../types.js'
import { harborAtLeast, type HarborVersion } from '../job/job-lock.js'

/** Harbor's agent name of the built-in Claude Code agent. */
export const CLAUDE_CODE_AGENT = 'claude-code'

/** The first Harbor release whose claude-code input includes cache writes (Harbor PR #1230). */
export const CACHE_WRITES_IN_INPUT_SINCE = '0.3.0'

/** Whether a trial's claude-code input includes its cache writes, and what says so. */
type Definition = { included: boolean | null; shown_by: string }

/**
 * The definition of `n_input_tokens` for one trial: the job's Harbor
 * version when `lock.json` names one (the release's own conversion decides
 * it), else the trajectory's figures. A step that falls short of its cache
 * reads + writes while the version says they are included is a
 * contradiction: unknown, both named. (A step that covers them does not
 * prove Harbor ≥ 0.3.0 — Harbor ≤ 0.2.x's uncached input can exceed the
 * writes — but it is the only figure there is without a lock.json.)
 */
function definition(atif: AtifEvidence | null, harbor: HarborVersion): Definition {
  const traj = atif?.writes_in_prompt ?? null
  if (harbor.version !== null) {
    const shown = JSON.stringify(harbor.version)
    const since = harborAtLeast(harbor.version, CACHE_WRITES_IN_INPUT_SINCE)
    if (since === true && traj?.included === false)
      return {
        included: null,
        shown_by: `${harbor.note} names Harbor ${shown}, which includes them, but ${traj.shown_by} shows them left out`
      }
    if (since !== null) return { included: since, shown_by: `Harbor ${shown} (${harbor.note})` }
    if (traj !== null) return traj
    return { included: null, shown_by: `${harbor.note}, not a version number` }
  }
  return traj ?? { included: null, shown_by: `no trajectory figure shows it; ${harbor.note}` }
}

/**
 * Applies the rule above to the harness-counter requests of one trial, in
 * place. `agent` is the trial's `config.agent.name` (else `agent_info.name`);
 * `atif` its trajectory (null when there is none); `harbor` the job's
 * Harbor version. Returns the diagnostics (file = the counters' file).
 */
export function applyCacheWrites(
  agent: string | null,
  requests: RequestInput[],
  atif: AtifEvidence | null,
  harbor: HarborVersion
): Diagnostic[] {
  if (agent !== CLAUDE_CODE_AGENT && atif?.agent_name !== CLAUDE_CODE_AGENT) return []
  const counted = requests.filter((r) => r.harness_counters?.state === 'read' && r.harness_counters.value.usage.input_tokens !== null)
  if (counted.length === 0) return []
  const writes = atif?.cache_writes ?? null
  // The trajectory shows no cache write at all: either definition gives the same input.
  if (writes !== null && writes.tokens === 0) return []
  const def = definition(atif, harbor)
  if (def.included === true) return []
  const out: Diagnostic[] = []
  for (const r of counted) {
    const hc = r.harness_counters!
    if (hc.state !== 'read') continue
    const usage = hc.value.usage
    const before = usage.input_tokens!
    if (def.included === null) {
      out.push({
        code: 'claude_code_input_definition_unknown',
        message: `whether claude-code's n_input_tokens ${before.toLocaleString('en-US')} include cache writes is unknown: Harbor ≥ ${CACHE_WRITES_IN_INPUT_SINCE} includes them, ≤ 0.2.x leaves them out, and nothing here tells the release (${def.shown_by}); shown as reported`,
        file: hc.path
      })
      continue
    }
    if (writes === null) {
      hc.value.input_excludes_cache_writes = true
      continue
    }
    if (out.length === 0) countIntoLegacy(atif!)
    usage.input_tokens = before + writes.tokens
    out.push({
      code: 'claude_code_cache_writes_counted',
      message: `claude-code's n_input_tokens leave cache writes out here (as Harbor ≤ 0.2.x wrote it; shown by ${def.shown_by}): ${writes.tokens.toLocaleString('en-US')} cache-write tokens (${writes.source}, ${writes.file}) counted into input (${before.toLocaleString('en-US')} → ${usage.input_tokens.toLocaleString('en-US')})`,
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
