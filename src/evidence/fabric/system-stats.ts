/**
 * Reads NeMo Fabric 0.7 `RunResult.system_stats` (`InvocationSystemStats`,
 * `docs/formats.md`, resources) into the few figures the report lists ({@link SystemStats}):
 * `elapsed_seconds` (a float), and from `cgroup.after` (a cgroup v2
 * snapshot of the adapter host's cgroup) `memory_peak_bytes` and
 * `visible_memory_limit_bytes`, and `oom_kills` of `cgroup.before` and
 * `cgroup.after`.
 *
 * The JSON tagging of Fabric's enums (`ResourceObservation`,
 * `CgroupObservation`, `Measurement<T>`) is not pinned by a real file, so
 * each is read in the usual serde spellings: a bare value; an externally
 * tagged `{"Available": …}`; an internally tagged `{"status"|"state"|"kind"|
 * "type": "available", "snapshot"|"value": …}`; the availabilities
 * `NotCollected`, `Unavailable{reason}`, `Unsupported{reason}` and, for
 * limits, `Unlimited` (read as null: not observed, never 0). A field of a
 * known name in none of these shapes is null with a
 * `system_stats_field_unreadable` diagnostic naming its JSON path. Never
 * throws for a field; `system_stats` that is not an object is one such
 * diagnostic.
 */
import type { Diagnostic, SystemStats } from '../types.js'
import { isJsonObject, jsonTypeName, type JsonObject } from '../json/fields.js'
import { childPath } from '../json/json-path.js'
import { lenientField } from './resource-snapshot.js'

const CODE = 'system_stats_field_unreadable'
const TAGS = ['status', 'state', 'kind', 'type'] as const
const AVAILABLE = new Set(['available'])
const NOT_OBSERVED = new Set([
  'notcollected',
  'not_collected',
  'unavailable',
  'unsupported',
  'unlimited',
  'notapplicable',
  'not_applicable'
])

type Unwrapped = { state: 'value'; value: unknown } | { state: 'not_observed' } | { state: 'unreadable' }

function norm(s: string): string {
  return s.toLowerCase()
}

/** Unwraps one tagged enum value (`Measurement` or `…Observation`); `inner` names the payload key of the available case. */
function unwrap(v: unknown, inner: 'snapshot' | 'value'): Unwrapped {
  if (typeof v === 'string') return NOT_OBSERVED.has(norm(v)) ? { state: 'not_observed' } : { state: 'unreadable' }
  if (!isJsonObject(v)) return { state: 'value', value: v }
  for (const tag of TAGS) {
    const t = v[tag]
    if (typeof t !== 'string') continue
    if (AVAILABLE.has(norm(t))) return { state: 'value', value: v[inner] ?? v.value ?? v.snapshot }
    if (NOT_OBSERVED.has(norm(t))) return { state: 'not_observed' }
  }
  const keys = Object.keys(v)
  if (keys.length === 1) {
    const k = keys[0]!
    if (AVAILABLE.has(norm(k))) {
      const payload = v[k]
      return { state: 'value', value: isJsonObject(payload) && inner in payload ? payload[inner] : payload }
    }
    if (NOT_OBSERVED.has(norm(k))) return { state: 'not_observed' }
    if (k === inner) return { state: 'value', value: v[k] }
  }
  return { state: 'value', value: v }
}

/** A `Measurement<u64>` field of `obj` as a count, or null. */
function measurement(obj: JsonObject, key: string, path: string, diagnostics: Diagnostic[]): number | null {
  const v = obj[key]
  if (v === undefined || v === null) return null
  const u = unwrap(v, 'value')
  if (u.state === 'not_observed') return null
  if (u.state === 'unreadable') {
    diagnostics.push({
      code: CODE,
      message: `${childPath(path, key)} is ${JSON.stringify(v)}, not a measurement: that figure is unknown`,
      json_path: childPath(path, key)
    })
    return null
  }
  return lenientField({ [key]: u.value }, key, path, 'count', diagnostics, CODE) as number | null
}

/** A `CgroupObservation` (`before` / `after`) as its snapshot object, or null. */
function observation(obj: JsonObject, key: string, path: string, diagnostics: Diagnostic[]): JsonObject | null {
  const v = obj[key]
  if (v === undefined || v === null) return null
  const u = unwrap(v, 'snapshot')
  if (u.state === 'not_observed') return null
  if (u.state === 'value' && isJsonObject(u.value)) return u.value
  diagnostics.push({
    code: CODE,
    message: `${childPath(path, key)} is ${u.state === 'value' ? `a ${jsonTypeName(u.value)}` : JSON.stringify(v)}, not a cgroup observation: its figures are unknown`,
    json_path: childPath(path, key)
  })
  return null
}

/**
 * Reads `system_stats` at `path` (`$.system_stats`); null when absent or
 * null (not collected, or disabled by `SystemStatsConfig`).
 */
export function readSystemStats(value: unknown, path: string, diagnostics: Diagnostic[]): SystemStats | null {
  if (value === undefined || value === null) return null
  if (!isJsonObject(value)) {
    diagnostics.push({
      code: CODE,
      message: `${path} is a ${jsonTypeName(value)}, not an object: no system stats are read`,
      json_path: path
    })
    return null
  }
  const stats: SystemStats = {
    elapsed_seconds: lenientField(value, 'elapsed_seconds', path, 'number', diagnostics, CODE) as number | null,
    memory_peak_bytes: null,
    memory_limit_bytes: null,
    oom_kills_before: null,
    oom_kills_after: null
  }
  const cgroupValue = value.cgroup
  if (cgroupValue === undefined || cgroupValue === null) return stats
  const cgPath = childPath(path, 'cgroup')
  if (!isJsonObject(cgroupValue)) {
    diagnostics.push({
      code: CODE,
      message: `${cgPath} is a ${jsonTypeName(cgroupValue)}, not an object: its figures are unknown`,
      json_path: cgPath
    })
    return stats
  }
  const before = observation(cgroupValue, 'before', cgPath, diagnostics)
  const after = observation(cgroupValue, 'after', cgPath, diagnostics)
  if (before !== null) stats.oom_kills_before = measurement(before, 'oom_kills', childPath(cgPath, 'before'), diagnostics)
  if (after !== null) {
    const at = childPath(cgPath, 'after')
    stats.oom_kills_after = measurement(after, 'oom_kills', at, diagnostics)
    stats.memory_peak_bytes = measurement(after, 'memory_peak_bytes', at, diagnostics)
    stats.memory_limit_bytes = measurement(after, 'visible_memory_limit_bytes', at, diagnostics)
  }
  return stats
}
