/**
 * An attempt's ATIF trajectory with its continuation files and subagent
 * trajectories, turned into legacy counters and diagnostics (`docs/formats.md`, ATIF trajectories).
 *
 * - Continuations (`continued_trajectory_ref`) are followed; the **last**
 *   segment's `final_metrics` are cumulative for the whole run and are the
 *   `atif.final_metrics` counter. Segments are never summed; step metrics
 *   are summed across segments skipping `is_copied_context` steps.
 * - Subagent trajectories (`subagent_trajectory_ref`) are read only to
 *   explain a difference; never added into the parent.
 * - Counters are legacy: shown and cross-checked, never accounting.
 */
import path from 'node:path'
import { sumHeld } from '../json/fields.js'
import type { Diagnostic, LegacyCounter } from '../types.js'
import { readJsonFile } from '../harbor/json-file.js'
import type { RootedOpener } from '../files/paths.js'
import { reduceAtif, type AtifCounters, type AtifSegment } from './segment.js'
import { atifChecks } from './checks.js'

/** What an attempt's trajectory contributes. */
export interface AtifEvidence {
  /** Display paths of the segments read, in order. */
  segments: string[]
  /** `atif.final_metrics` (last segment) and `atif.steps (sum)`, when present. */
  legacy_counters: LegacyCounter[]
  /** Sum of the subagent trajectories' `final_metrics` (null when none readable). */
  subagent_totals: AtifCounters | null
  /**
   * Why the subagents' tokens may be outside the parent's totals, or null
   * when there are none or the files show them included (the parent's
   * `final_metrics` equal its own steps plus the subagents' totals, for
   * every token metric both report). Set when the parent's totals equal its
   * own steps alone (shown outside) or when nothing shows either way.
   */
  subagents_outside: string | null
  /** `agent.name` of the first segment that names one (e.g. `claude-code`). */
  agent_name: string | null
  /** Steps the model took across segments (`source: "agent"`, copied context left out). */
  model_steps: number
  /**
   * opencode's cache writes, which its `prompt_tokens` leave out: the sum of its steps' `metrics.extra.cache_write_tokens`
   * across segments and the first segment's file; null when no step has it.
   */
  step_write_tokens: { tokens: number; file: string } | null
  /**
   * Cache-write input tokens the trajectory reports only in `extra`: the
   * last segment's `final_metrics.extra.total_cache_creation_input_tokens`
   * (cumulative), else the step sums across segments; null when none says.
   */
  cache_writes: { tokens: number; source: string; file: string } | null
  /** The cache writes behind each of `legacy_counters` by its `source` (`atif.final_metrics`, `atif.steps (sum)`), where reported. */
  cache_writes_by_counter: Map<string, number>
  /**
   * Whether the trajectory's `prompt_tokens` already include its cache
   * writes, and what shows it (src/evidence/harbor/usage/cache-writes.ts): a step
   * whose `prompt_tokens` fall short of `cached_tokens +
   * cache_creation_input_tokens` shows they do not (Harbor ≤ 0.2.x
   * claude-code); every step with cache writes covering them shows they do
   * (Harbor ≥ 0.3.0); else the same test on the last segment's
   * `final_metrics`; null when no figure can tell.
   */
  writes_in_prompt: { included: boolean; shown_by: string } | null
  /**
   * Where the cost came from, as the last segment with `final_metrics` says (`final_metrics.extra.cost_source`, e.g.
   * `litellm_estimate`) and that file; null when none says.
   */
  cost_source: { value: string; file: string } | null
  /** First/last step timestamps across segments, Unix ms. */
  first_step_ms: number | null
  last_step_ms: number | null
  diagnostics: Diagnostic[]
}

/** Longest continuation chain followed (guards against reference cycles). */
const MAX_SEGMENTS = 64

type Loaded = { ok: true; seg: AtifSegment } | { ok: false; diagnostic: Diagnostic | null }

async function loadSegment(abs: string, display: string, missingCode: string | null, open: RootedOpener): Promise<Loaded> {
  const read = await readJsonFile(await open(abs))
  if (read.state === 'missing') {
    if (missingCode === null) return { ok: false, diagnostic: null }
    return { ok: false, diagnostic: { code: missingCode, message: `ATIF file ${display} is referenced but absent`, file: display } }
  }
  if (read.state === 'unreadable') return { ok: false, diagnostic: { code: 'atif_unreadable', message: read.reason, file: display } }
  const r = reduceAtif(read.value, display)
  if (!r.ok) return { ok: false, diagnostic: { code: 'atif_unreadable', message: r.reason, file: display, json_path: r.json_path } }
  r.value.diagnostics.unshift(...read.diagnostics.map((d) => ({ ...d, file: display })))
  return { ok: true, seg: r.value }
}

function counter(source: string, file: string | undefined, c: AtifCounters): LegacyCounter {
  const out: LegacyCounter = {
    source,
    input_tokens: c.prompt_tokens,
    cached_input_tokens: c.cached_tokens,
    output_tokens: c.completion_tokens,
    total_tokens: null,
    cost_usd: c.cost_usd
  }
  if (file !== undefined) out.file = file
  return out
}

function addCounters(a: AtifCounters, b: AtifCounters): AtifCounters {
  // A sum a float cannot hold exactly (counts past 2^53 − 1, costs past the largest float) is unknown (null), never rounded or Infinity.
  const f = (x: number | null, y: number | null, kind: 'tokens' | 'usd' = 'tokens'): number | null =>
    x === null ? y : y === null ? x : sumHeld(x + y, kind) ? x + y : null
  return {
    prompt_tokens: f(a.prompt_tokens, b.prompt_tokens),
    completion_tokens: f(a.completion_tokens, b.completion_tokens),
    cached_tokens: f(a.cached_tokens, b.cached_tokens),
    cost_usd: f(a.cost_usd, b.cost_usd, 'usd')
  }
}

const EMPTY: AtifCounters = { prompt_tokens: null, completion_tokens: null, cached_tokens: null, cost_usd: null }

/** `AtifEvidence.subagents_outside` (see there): the subagents' token totals against the parent's `final` and own `steps`. */
function subagentsOutside(sub: AtifCounters | null, final: AtifCounters | null, steps: AtifCounters | null): string | null {
  const metrics = (['prompt_tokens', 'completion_tokens'] as const).filter((m) => (sub?.[m] ?? 0) > 0)
  if (sub === null || metrics.length === 0) return null
  const tokens = metrics.map((m) => `${sub[m]!.toLocaleString('en-US')} ${m}`).join(', ')
  const comparable = metrics.filter(
    (m) => final?.[m] !== null && final?.[m] !== undefined && steps?.[m] !== null && steps?.[m] !== undefined
  )
  if (comparable.length === metrics.length && comparable.every((m) => final![m] === steps![m]! + sub[m]!)) return null
  if (comparable.length > 0 && comparable.some((m) => final![m] === steps![m]))
    return `the subagent trajectories report ${tokens} that the parent's final_metrics leave out (they equal the parent's own steps)`
  return `the subagent trajectories report ${tokens} and the parent's final_metrics do not show whether they include them`
}

/** The segments' summed `metrics.extra.cache_write_tokens` (`AtifEvidence.step_write_tokens`). */
function writeTokensOf(segs: ReadonlyArray<{ seg: AtifSegment; display: string }>): AtifEvidence['step_write_tokens'] {
  let tokens: number | null = null
  for (const { seg } of segs) if (seg.step_write_tokens !== null) tokens = (tokens ?? 0) + seg.step_write_tokens
  return tokens === null || !sumHeld(tokens) ? null : { tokens, file: segs[0]!.display }
}

/** `AtifEvidence.writes_in_prompt` of the segments read (`last`: the last one with `final_metrics`). */
function writesInPrompt(
  segs: ReadonlyArray<{ seg: AtifSegment; display: string }>,
  last: { seg: AtifSegment; display: string } | null
): AtifEvidence['writes_in_prompt'] {
  let covered = 0
  let short = 0
  let example: string | null = null
  for (const { seg } of segs) {
    const w = seg.writes_in_prompt
    short += w.short
    example ??= w.short_detail
    covered += w.covered
  }
  if (short > 0)
    return {
      included: false,
      shown_by: `the trajectory's ${short === 1 ? 'step' : `${short} steps`} with prompt_tokens below cached_tokens + cache_creation_input_tokens (e.g. ${example ?? ''})`
    }
  if (covered > 0)
    return {
      included: true,
      shown_by: `the trajectory's ${covered === 1 ? 'step' : `${covered} steps`} with cache writes, whose prompt_tokens cover cached_tokens + cache_creation_input_tokens`
    }
  const final = last?.seg.writes_in_prompt.final ?? null
  if (final === null) return null
  const fm = `final_metrics of ${last!.display}`
  return final === 'covered'
    ? {
        included: true,
        shown_by: `the trajectory's total_prompt_tokens, which cover total_cached_tokens + total_cache_creation_input_tokens (${fm})`
      }
    : {
        included: false,
        shown_by: `the trajectory's total_prompt_tokens, below total_cached_tokens + total_cache_creation_input_tokens (${fm})`
      }
}

/**
 * Read the trajectory at absolute `file` (shown as `display`), every file
 * (continuations, subagent trajectories) opened through `open`: a
 * reference or link leading outside its root is `atif_unreadable`, naming
 * it. Returns null when the file does not exist (no trajectory is not a finding).
 */
export async function loadAtifTrajectory(file: string, display: string, open: RootedOpener): Promise<AtifEvidence | null> {
  const first = await loadSegment(file, display, null, open)
  if (!first.ok && first.diagnostic === null) return null
  const diagnostics: Diagnostic[] = []
  const segs: Array<{ seg: AtifSegment; display: string; abs: string }> = []
  let next: Loaded = first
  let abs = file
  let shown = display
  const seen = new Set<string>()
  while (next.ok && segs.length < MAX_SEGMENTS) {
    segs.push({ seg: next.seg, display: shown, abs })
    diagnostics.push(...next.seg.diagnostics)
    seen.add(abs)
    const ref = next.seg.continued_trajectory_ref
    if (ref === null) break
    abs = path.resolve(path.dirname(abs), ref)
    shown = path.posix.join(path.posix.dirname(shown), ref)
    if (seen.has(abs)) {
      diagnostics.push({ code: 'atif_unreadable', message: `continuation ${ref} loops back to an earlier segment`, file: shown })
      break
    }
    next = await loadSegment(abs, shown, 'atif_continuation_missing', open)
  }
  if (!next.ok && next.diagnostic !== null) diagnostics.push(next.diagnostic)
  if (segs.length === 0)
    return {
      segments: [],
      legacy_counters: [],
      subagent_totals: null,
      subagents_outside: null,
      agent_name: null,
      model_steps: 0,
      step_write_tokens: null,
      cache_writes: null,
      cache_writes_by_counter: new Map(),
      writes_in_prompt: null,
      cost_source: null,
      first_step_ms: null,
      last_step_ms: null,
      diagnostics
    }

  let steps = EMPTY
  const subRefs: Array<{ abs: string; display: string }> = []
  for (const { seg, display: d, abs: segAbs } of segs) {
    steps = addCounters(steps, seg.step_sums)
    for (const r of seg.subagent_refs) {
      const sub = { abs: path.resolve(path.dirname(segAbs), r), display: path.posix.join(path.posix.dirname(d), r) }
      if (!subRefs.some((s) => s.display === sub.display)) subRefs.push(sub)
    }
  }
  let subTotals: AtifCounters | null = null
  for (const s of subRefs) {
    const loaded = await loadSegment(s.abs, s.display, 'atif_subagent_missing', open)
    if (!loaded.ok) {
      if (loaded.diagnostic) diagnostics.push(loaded.diagnostic)
      continue
    }
    if (loaded.seg.final_metrics) subTotals = addCounters(subTotals ?? EMPTY, loaded.seg.final_metrics)
  }
  const lastWithFinal = [...segs].reverse().find((s) => s.seg.final_metrics !== null)
  const legacy: LegacyCounter[] = []
  if (lastWithFinal?.seg.final_metrics) legacy.push(counter('atif.final_metrics', lastWithFinal.display, lastWithFinal.seg.final_metrics))
  const anyStepMetrics = Object.values(steps).some((v) => v !== null)
  if (anyStepMetrics) legacy.push(counter('atif.steps (sum)', segs[0]?.display, steps))
  diagnostics.push(
    ...atifChecks({
      segments: segs,
      final: lastWithFinal ?? null,
      steps: anyStepMetrics ? steps : null,
      subagent_refs: subRefs.map((s) => s.display),
      subagent_totals: subTotals
    })
  )
  const firsts = segs.map((s) => s.seg.first_step_ms).filter((v): v is number => v !== null)
  const lasts = segs.map((s) => s.seg.last_step_ms).filter((v): v is number => v !== null)
  const finalWrites = lastWithFinal?.seg.final_cache_writes ?? null
  let stepWrites: number | null = null
  for (const { seg } of segs) if (seg.step_cache_writes !== null) stepWrites = (stepWrites ?? 0) + seg.step_cache_writes
  const cacheWrites =
    finalWrites !== null
      ? { tokens: finalWrites, source: 'final_metrics.extra.total_cache_creation_input_tokens', file: lastWithFinal!.display }
      : stepWrites !== null && sumHeld(stepWrites)
        ? { tokens: stepWrites, source: "the steps' metrics.extra.cache_creation_input_tokens (sum)", file: segs[0]!.display }
        : null
  return {
    segments: segs.map((s) => s.display),
    legacy_counters: legacy,
    subagent_totals: subTotals,
    subagents_outside: subagentsOutside(subTotals, lastWithFinal?.seg.final_metrics ?? null, anyStepMetrics ? steps : null),
    agent_name: segs.map((s) => s.seg.agent_name).find((n) => n !== null) ?? null,
    model_steps: segs.reduce((n, s) => n + s.seg.model_steps, 0),
    step_write_tokens: writeTokensOf(segs),
    cache_writes: cacheWrites,
    cache_writes_by_counter: new Map([
      ...(finalWrites !== null ? [['atif.final_metrics', finalWrites] as const] : []),
      ...(stepWrites !== null && sumHeld(stepWrites) && anyStepMetrics ? [['atif.steps (sum)', stepWrites] as const] : [])
    ]),
    writes_in_prompt: writesInPrompt(segs, lastWithFinal ?? null),
    cost_source: lastWithFinal?.seg.cost_source == null ? null : { value: lastWithFinal.seg.cost_source, file: lastWithFinal.display },
    // Loops, not Math.min(...): a trajectory of more than about 150,000 steps would overflow the stack.
    first_step_ms: firsts.length ? firsts.reduce((m, x) => Math.min(m, x)) : null,
    last_step_ms: lasts.length ? lasts.reduce((m, x) => Math.max(m, x)) : null,
    diagnostics
  }
}
