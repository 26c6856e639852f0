/**
 * One ATIF trajectory file (`ATIF-v1.0`…`ATIF-v1.8`, `docs/formats.md`,
 * ATIF trajectories; v1.8 is what current Harbor writes, its field changes are not
 * pinned, so unknown fields stay ignored), reduced to its counters:
 * `final_metrics`, the sum of step `metrics`, step count, continuation and
 * subagent references, the agent's name, and the cache writes that only
 * `extra` objects carry (Claude Code: `final_metrics.extra.total_cache_creation_input_tokens`,
 * step `metrics.extra.cache_creation_input_tokens`). Everything
 * else (messages, token ids, logprobs) is dropped right after parsing, so a
 * 2.5 MB trajectory is parsed once and only numbers are kept.
 *
 * Units: tokens (integers), USD. An absent key is null, never 0. A count
 * that is not a non-negative integer (a negative cost) is null with
 * `invalid_count`; `observation.results` that is not a list is skipped
 * with `atif_field_invalid`: the rest of the file is still read.
 */
import type { Diagnostic } from '../types.js'
import { asObject, stringOrNull } from '../harbor/json-file.js'
import { countOrNote, cutText, jsonTypeName, sumHeld } from '../json/fields.js'
import { parseTimestamp } from '../timestamps.js'

/** ATIF counters: `total_*` of final_metrics, or the sums of step metrics. */
export interface AtifCounters {
  prompt_tokens: number | null
  completion_tokens: number | null
  cached_tokens: number | null
  cost_usd: number | null
}

/** A reduced trajectory file. */
export interface AtifSegment {
  schema_version: string | null
  session_id: string | null
  final_metrics: (AtifCounters & { total_steps: number | null }) | null
  /** Sums over steps that have `metrics` and are not `is_copied_context`; a metric no step reports is null. */
  step_sums: AtifCounters
  step_count: number
  /** Steps the model took (`source: "agent"`), copied-context steps left out. */
  model_steps: number
  /** Steps marked `is_copied_context: true` (context repeated from the previous segment). */
  copied_steps: number
  continued_trajectory_ref: string | null
  /** `trajectory_path`s of `observation.results[].subagent_trajectory_ref[]`, in order, without repeats. */
  subagent_refs: string[]
  /** Number of v1.7 embedded `subagent_trajectories`. */
  embedded_subagents: number
  /** `agent.name` of the trajectory (e.g. `claude-code`), when given. */
  agent_name: string | null
  /** `final_metrics.extra.total_cache_creation_input_tokens` (tokens); null when absent. */
  final_cache_writes: number | null
  /**
   * Sum of step `metrics.extra.cache_write_tokens` (opencode's cache writes, which its `prompt_tokens` leave out;
   * copied-context steps skipped); null when no step has it.
   */
  step_write_tokens: number | null
  /** Sum of step `metrics.extra.cache_creation_input_tokens` (tokens, copied-context steps skipped); null when no step has it. */
  step_cache_writes: number | null
  /**
   * `final_metrics.extra.cost_source` (Harbor's claude-code writes
   * `"litellm_estimate"` when its cost is a LiteLLM price estimate, Harbor
   * PR #2302), cut to 200 characters; null when absent or not a string.
   */
  cost_source: string | null
  /**
   * Whether `prompt_tokens` already include the cache writes, as the
   * numbers show it (`docs/formats.md`, claude-code cache writes): per step
   * with cache writes above 0 and `prompt_tokens` and `cached_tokens`
   * reported, `prompt_tokens ≥ cached_tokens + cache_creation_input_tokens`
   * (`covered`) or below (`short`, the first such step's JSON path and
   * figures in `short_detail`); `final` the same test on `final_metrics`
   * (null when it cannot be made).
   */
  writes_in_prompt: { covered: number; short: number; short_detail: string | null; final: 'covered' | 'short' | null }
  /** First/last step timestamps in Unix ms (offset-bearing only; ns truncated). */
  first_step_ms: number | null
  last_step_ms: number | null
  diagnostics: Diagnostic[]
}

/** The ATIF versions this reader knows (others are read leniently and flagged). */
export const ATIF_VERSIONS = [
  'ATIF-v1.0',
  'ATIF-v1.1',
  'ATIF-v1.2',
  'ATIF-v1.3',
  'ATIF-v1.4',
  'ATIF-v1.5',
  'ATIF-v1.6',
  'ATIF-v1.7',
  'ATIF-v1.8'
]

/** A token count as the readers accept one: a non-negative safe integer. */
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0

function add(sum: number | null, v: number | null): number | null {
  return v === null ? sum : (sum ?? 0) + v
}

/**
 * Reduce a parsed trajectory. Returns `{ok: false}` when the root is not an
 * object or `steps` is present but not a list (wrong type for this file).
 */
export function reduceAtif(
  value: unknown,
  file: string
): { ok: true; value: AtifSegment } | { ok: false; json_path: string; reason: string } {
  const root = asObject(value)
  if (root === null) return { ok: false, json_path: '$', reason: 'an ATIF trajectory is a JSON object' }
  const stepsIn = root.steps ?? []
  if (!Array.isArray(stepsIn)) return { ok: false, json_path: '$.steps', reason: 'steps must be a list' }
  const diagnostics: Diagnostic[] = []
  const version = stringOrNull(root.schema_version)
  if (version === null || !ATIF_VERSIONS.includes(version))
    diagnostics.push({
      code: 'atif_unknown_version',
      message: `schema_version ${JSON.stringify(root.schema_version ?? null)} is not ATIF-v1.0…v1.8; read leniently`,
      file,
      json_path: '$.schema_version'
    })
  const sums: AtifCounters = { prompt_tokens: null, completion_tokens: null, cached_tokens: null, cost_usd: null }
  const refs: string[] = []
  let copied = 0
  let modelSteps = 0
  let stepWrites: number | null = null
  let writeTokens: number | null = null
  const inPrompt: AtifSegment['writes_in_prompt'] = { covered: 0, short: 0, short_detail: null, final: null }
  let first: number | null = null
  let last: number | null = null
  let naive = 0
  const seenRefs = new Set<string>()
  /** Wrong values found in the steps (json_path set, file added below). */
  const found: Diagnostic[] = []
  for (let i = 0; i < stepsIn.length; i++) {
    const step = asObject(stepsIn[i])
    if (step === null) continue
    const ts = typeof step.timestamp === 'string' ? parseTimestamp(step.timestamp) : null
    if (ts !== null && ts.ms !== null) {
      first = first === null ? ts.ms : Math.min(first, ts.ms)
      last = last === null ? ts.ms : Math.max(last, ts.ms)
    } else if (ts !== null) naive++
    const results = asObject(step.observation)?.results
    if (Array.isArray(results)) {
      for (const r of results) {
        const refList = asObject(r)?.subagent_trajectory_ref
        for (const ref of Array.isArray(refList) ? refList : []) {
          const p = stringOrNull(asObject(ref)?.trajectory_path)
          if (p !== null && !seenRefs.has(p)) {
            seenRefs.add(p)
            refs.push(p)
          }
        }
      }
    } else if (results !== undefined && results !== null) {
      found.push({
        code: 'atif_field_invalid',
        message: `observation.results is a ${jsonTypeName(results)}, not a list; its subagent references are not read`,
        json_path: `$.steps[${i}].observation.results`
      })
    }
    if (step.is_copied_context === true) {
      copied++
      continue
    }
    if (step.source === 'agent') modelSteps++
    const m = asObject(step.metrics)
    if (m === null) continue
    const at = `$.steps[${i}].metrics`
    sums.prompt_tokens = add(sums.prompt_tokens, countOrNote(m.prompt_tokens, `${at}.prompt_tokens`, found))
    sums.completion_tokens = add(sums.completion_tokens, countOrNote(m.completion_tokens, `${at}.completion_tokens`, found))
    sums.cached_tokens = add(sums.cached_tokens, countOrNote(m.cached_tokens, `${at}.cached_tokens`, found))
    sums.cost_usd = add(sums.cost_usd, countOrNote(m.cost_usd, `${at}.cost_usd`, found, 'usd'))
    const extra = asObject(m.extra)
    if (extra === null) continue
    const writes = countOrNote(extra.cache_creation_input_tokens, `${at}.extra.cache_creation_input_tokens`, found)
    stepWrites = add(stepWrites, writes)
    writeTokens = add(writeTokens, countOrNote(extra.cache_write_tokens, `${at}.extra.cache_write_tokens`, found))
    const prompt = isCount(m.prompt_tokens) ? m.prompt_tokens : null
    const cached = isCount(m.cached_tokens) ? m.cached_tokens : null
    if (writes === null || writes === 0 || prompt === null || cached === null) continue
    if (prompt >= cached + writes) inPrompt.covered++
    else if (inPrompt.short++ === 0)
      inPrompt.short_detail = `prompt_tokens ${prompt} < cached_tokens ${cached} + cache_creation_input_tokens ${writes} at ${at} of ${file}`
  }
  if (naive > 0)
    diagnostics.push({
      code: 'timestamp_without_offset',
      message: `${naive} step timestamp(s) have no UTC offset or are not RFC 3339; not read in any local time zone`,
      file
    })
  const fm = asObject(root.final_metrics)
  const finalMetrics =
    fm === null
      ? null
      : {
          prompt_tokens: countOrNote(fm.total_prompt_tokens, '$.final_metrics.total_prompt_tokens', found),
          completion_tokens: countOrNote(fm.total_completion_tokens, '$.final_metrics.total_completion_tokens', found),
          cached_tokens: countOrNote(fm.total_cached_tokens, '$.final_metrics.total_cached_tokens', found),
          cost_usd: countOrNote(fm.total_cost_usd, '$.final_metrics.total_cost_usd', found, 'usd'),
          total_steps: countOrNote(fm.total_steps, '$.final_metrics.total_steps', found)
        }
  const finalExtra = asObject(fm?.extra)
  const finalWrites =
    finalExtra === null
      ? null
      : countOrNote(finalExtra.total_cache_creation_input_tokens, '$.final_metrics.extra.total_cache_creation_input_tokens', found)
  if (stepWrites !== null && !sumHeld(stepWrites)) stepWrites = null
  if (writeTokens !== null && !sumHeld(writeTokens)) writeTokens = null
  if (
    finalMetrics !== null &&
    finalWrites !== null &&
    finalWrites > 0 &&
    finalMetrics.prompt_tokens !== null &&
    finalMetrics.cached_tokens !== null
  )
    inPrompt.final = finalMetrics.prompt_tokens >= finalMetrics.cached_tokens + finalWrites ? 'covered' : 'short'
  for (const m of ['prompt_tokens', 'completion_tokens', 'cached_tokens', 'cost_usd'] as const) {
    if (sums[m] === null || sumHeld(sums[m], m === 'cost_usd' ? 'usd' : 'tokens')) continue
    sums[m] = null
    found.push({
      code: 'atif_field_invalid',
      message: `the sum of the steps' metrics.${m} exceeds what a 64-bit float holds exactly (${m === 'cost_usd' ? 'about 1.8e308' : '2^53 − 1'}); not reported`,
      json_path: '$.steps'
    })
  }
  for (const d of found) diagnostics.push({ ...d, file })
  const embedded = Array.isArray(root.subagent_trajectories) ? root.subagent_trajectories.length : 0
  return {
    ok: true,
    value: {
      schema_version: version,
      session_id: stringOrNull(root.session_id),
      final_metrics: finalMetrics,
      step_sums: sums,
      step_count: stepsIn.length,
      model_steps: modelSteps,
      copied_steps: copied,
      continued_trajectory_ref: stringOrNull(root.continued_trajectory_ref),
      subagent_refs: refs,
      embedded_subagents: embedded,
      agent_name: stringOrNull(asObject(root.agent)?.name),
      final_cache_writes: finalWrites,
      step_cache_writes: stepWrites,
      step_write_tokens: writeTokens,
      cost_source: typeof finalExtra?.cost_source === 'string' ? cutText(finalExtra.cost_source, 200) : null,
      writes_in_prompt: inPrompt,
      first_step_ms: first,
      last_step_ms: last,
      diagnostics
    }
  }
}
