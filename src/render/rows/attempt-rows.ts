/**
 * Per-attempt and per-request figures as plain (unescaped) strings, shared
 * by the `--details` text and the Markdown detail tables.
 */
import type { AttemptReport, Report, RequestReport } from '../../comparison/report/report-schema.js'
import { formatBytes, formatCount, formatDuration, formatLowerBound, formatUsd, orUnknown } from '../format.js'
import { attemptStateLabel, attemptVerdictLabel, evidenceSourceLabel } from '../messages.js'

type Diagnostic = AttemptReport['diagnostics'][number]
type RequestFile = RequestReport['files'][number]
type ResourceObservation = Report['configurations'][number]['resources'][number]
type LegacyCounter = AttemptReport['legacy_counters'][number]

/** `in 1,200 · cached 0 · out 300 · reasoning unknown · total 1,500 · cost $0.0012 (basis)`; `unknown` when none. */
export function usageText(usage: RequestReport['usage']): string {
  if (usage === null) return 'unknown'
  const basis = usage.pricing_basis ? ` (${usage.pricing_basis})` : ''
  return [
    `in ${orUnknown(usage.input_tokens)}`,
    `cached ${orUnknown(usage.cached_input_tokens)}`,
    `out ${orUnknown(usage.output_tokens)}`,
    `reasoning ${orUnknown(usage.reasoning_tokens)}`,
    `total ${orUnknown(usage.total_tokens)}`,
    `cost ${orUnknown(usage.cost_usd, formatUsd)}${basis}`
  ].join(' · ')
}

/** `succeeded`, or `failed · stop agent_failed (timeout) · error E1`; `status unknown` when none. */
export function requestStatusText(r: RequestReport): string {
  const parts = [r.status ?? 'status unknown']
  if (r.stop_cause !== null || r.stop_reason !== null) {
    parts.push(`stop ${r.stop_cause ?? 'unknown'}${r.stop_reason ? ` (${r.stop_reason})` : ''}`)
  }
  if (r.error_code !== null) parts.push(`error ${r.error_code}`)
  return parts.join(' · ')
}

/** `request req-1` or `request (no id)`. */
export function requestName(r: RequestReport): string {
  return `request ${r.request_id ?? '(no id)'}`
}

/**
 * A request's first line, in two parts shown two spaces apart: its name, then evidence source
 * and status (usage goes on the next line). Apart, so each is made visible on its own and the
 * gap between them is not shown as doubled spaces.
 */
export function requestLine(r: RequestReport): [name: string, source: string] {
  return [requestName(r), `${evidenceSourceLabel(r)} · ${requestStatusText(r)}`]
}

/** `result results/a.json (artifact x): read` / `record r.jsonl:3: unreadable — reason`. */
export function fileText(f: RequestFile): string {
  const where = `${f.path}${f.line !== null ? `:${f.line}` : ''}${f.json_path ? ` ${f.json_path}` : ''}`
  const artifact = f.artifact ? ` (artifact ${f.artifact})` : ''
  const reason = f.reason ? ` — ${f.reason}` : ''
  return `${f.role} ${where}${artifact}: ${f.state}${reason}`
}

/** `[code] message (file:line json_path)`. */
export function diagnosticText(d: Diagnostic): string {
  const place = d.file ? `${d.file}${d.line !== undefined ? `:${d.line}` : ''}${d.json_path ? ` ${d.json_path}` : ''}` : ''
  return `[${d.code}] ${d.message}${place ? ` (${place})` : ''}`
}

/** A harness or trajectory counter, shown beside the accounting, never added into it. */
export function legacyCounterText(c: LegacyCounter): string {
  const file = c.file ? ` (${c.file})` : ''
  return `legacy counter ${c.source}${file}: in ${orUnknown(c.input_tokens)} · cached ${orUnknown(c.cached_input_tokens)} · out ${orUnknown(c.output_tokens)} · total ${orUnknown(c.total_tokens)} · cost ${orUnknown(c.cost_usd, formatUsd)}`
}

/**
 * `invocations 2 (2 timed, covered 40.0 s, peak 2)`; over part of the invocations (or an
 * unverified request list) covered time and peak are lower bounds: `(1 timed, covered ≥ 5.0 s, peak ≥ 1)`,
 * `none seen` for a bound of 0.
 */
export function invocationsText(a: AttemptReport): string {
  const i = a.invocations
  const bounded = (n: number, value: (n: number) => string): string => (i.complete ? value(n) : formatLowerBound(n, value))
  const covered = i.covered_ms === null ? 'covered unknown' : `covered ${bounded(i.covered_ms, formatDuration)}`
  const peak = i.peak_concurrency === null ? 'peak unknown' : `peak ${bounded(i.peak_concurrency, formatCount)}`
  return `invocations ${formatCount(i.count)} (${formatCount(i.timed)} timed, ${covered}, ${peak})`
}

/** The attempt's state and verdict: `request list verified · passed by judge 1`. */
export function attemptSummaryText(a: AttemptReport): string {
  return `${attemptStateLabel(a)} · ${attemptVerdictLabel(a)}`
}

/** The attempt's timing: `task 48.2 s · invocations 1 (1 timed, covered 40.0 s, peak 1)`. */
export function attemptTimingText(a: AttemptReport): string {
  const duration = a.task_duration_ms === null ? 'task duration unknown' : `task ${formatDuration(a.task_duration_ms)}`
  return `${duration} · ${invocationsText(a)}`
}

/** Harness phase durations: `phases environment_setup 1.2 s · agent_execution unknown`; null when none were reported. */
export function phasesText(a: AttemptReport): string | null {
  if (a.phases.length === 0) return null
  return `phases ${a.phases.map((p) => `${p.name} ${p.duration_ms === null ? 'unknown' : formatDuration(p.duration_ms)}`).join(' · ')}`
}

/** Gap codes of an attempt's requests, counted: `result_missing ×2`; `none`. */
export function attemptGapsText(a: AttemptReport): string {
  const counts = new Map<string, number>()
  for (const r of a.requests) for (const g of r.gaps) counts.set(g, (counts.get(g) ?? 0) + 1)
  if (a.missing) counts.set('attempt_missing', (counts.get('attempt_missing') ?? 0) + 1)
  if (counts.size === 0) return 'none'
  return [...counts.entries()].map(([g, n]) => (n === 1 ? g : `${g} ×${n}`)).join(', ')
}

/** A value of a resource observation, or `unavailable` (never 0 for missing). */
function observed(n: number | null, format: (n: number) => string): string {
  return n === null ? 'unavailable' : format(n)
}

/** Where an observation came from: `baseline/t1@r1#1 request req-1 (full result)`. */
export function resourceSourceText(o: ResourceObservation): string {
  const source = o.source === 'full_result' ? 'full result' : o.source === 'record_end' ? 'record end line' : o.source
  return `${o.attempt}${o.request_id ? ` request ${o.request_id}` : ''} (${source})`
}

/** Seconds as written, at most 2 decimals: `3.25 s`. */
function seconds(n: number): string {
  return `${formatCount(n)} s`
}

/** The `system_stats` figures of an observation: `elapsed 9.8 s · cgroup memory peak 512.0 MiB of 2.0 GiB · cgroup oom_kills 0 → 1`. */
function systemStatsText(st: NonNullable<ResourceObservation['system_stats']>): string[] {
  const limit = st.memory_limit_bytes === null ? '' : ` of ${formatBytes(st.memory_limit_bytes)}`
  const oom =
    st.oom_kills_before === null && st.oom_kills_after === null
      ? 'unavailable'
      : `${st.oom_kills_before === null ? 'unknown' : formatCount(st.oom_kills_before)} → ${st.oom_kills_after === null ? 'unknown' : formatCount(st.oom_kills_after)}`
  return [
    `elapsed ${observed(st.elapsed_seconds, seconds)}`,
    `cgroup memory peak ${observed(st.memory_peak_bytes, formatBytes)}${limit}`,
    `cgroup oom_kills ${oom}`
  ]
}

/**
 * An observation's figures. Released snapshot (NeMo Fabric 0.6+):
 * `at <time> · host started <time> · adapter host tree · processes 3 · resident memory 171.7 MiB · cpu 3.25 s`;
 * draft field names: `at <time> · scope host_tree · processes 3 · rss 1.5 MiB · cpu user 1.2 s · system 300 ms`;
 * then the `system_stats` figures when the full result has them.
 */
export function resourceValuesText(o: ResourceObservation): string {
  const parts: string[] = []
  if (o.shape === 'draft') {
    parts.push(
      `at ${o.observed_at ?? 'unknown time'}`,
      `scope ${o.scope ?? 'unknown'}`,
      `processes ${observed(o.process_count, formatCount)}`,
      `rss ${observed(o.rss_bytes, formatBytes)}`,
      `cpu user ${observed(o.cpu_user_ms, formatDuration)}`,
      `system ${observed(o.cpu_system_ms, formatDuration)}`
    )
  } else if (o.shape === 'released') {
    parts.push(
      `at ${o.observed_at ?? 'unknown time'}`,
      `host started ${o.started_at ?? 'unknown'}`,
      'adapter host tree',
      `processes ${observed(o.process_count, formatCount)}`,
      `resident memory ${observed(o.resident_memory_bytes, formatBytes)}`,
      `cpu ${observed(o.cpu_time_seconds, seconds)}`
    )
  } else {
    parts.push('no resource_snapshot')
  }
  if (o.system_stats) parts.push(...systemStatsText(o.system_stats))
  return parts.join(' · ')
}
