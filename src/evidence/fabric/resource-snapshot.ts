/**
 * Reads a NeMo Fabric `RuntimeResourceSnapshot` (`docs/formats.md`, resources; NeMo Fabric
 * 0.6 and later): `{runtime_id, started_at, observed_at,
 * resident_memory_bytes, process_count, cpu_time_seconds}` — one
 * observation of the adapter host and its descendants. Bytes, a process
 * count, and CPU seconds as a float (cumulative since the host started; it
 * can drop when a descendant exits before it is waited for). The draft
 * field names (`scope`, `rss_bytes`, `cpu_user_ms`, `cpu_system_ms`) are
 * still read. Observation, not enforcement; never summed or averaged.
 *
 * Lenient per field: the snapshot is an observation, so a field that
 * cannot be read (a wrong type, a negative or fractional count) is null
 * with a `resource_field_unreadable` diagnostic naming its JSON path, and
 * the rest of the file — usage included — is still read. Keys outside both
 * shapes are named in one `resource_snapshot_unknown_field` notice.
 */
import type { Diagnostic, ResourceSnapshot } from '../types.js'
import { asObject, jsonTypeName, type JsonObject } from '../json/fields.js'
import { childPath } from '../json/json-path.js'
import { parseTimestamp } from '../timestamps.js'

const RELEASED_KEYS = ['runtime_id', 'started_at', 'observed_at', 'resident_memory_bytes', 'process_count', 'cpu_time_seconds'] as const
const DRAFT_KEYS = ['scope', 'rss_bytes', 'cpu_user_ms', 'cpu_system_ms'] as const
const KNOWN = new Set<string>([...RELEASED_KEYS, ...DRAFT_KEYS])

/** What a value of an unreadable field looked like, for messages. */
function shown(v: unknown): string {
  return typeof v === 'number' ? String(v) : typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : `a ${jsonTypeName(v)}`
}

/**
 * Reads `obj[key]` at `path` without throwing: `kind` `count` (a
 * non-negative safe integer: bytes, processes), `number` (a non-negative
 * finite number: seconds) or `string`. Absent or null is null; a value of
 * another kind is null with a diagnostic (`code`, default
 * `resource_field_unreadable`) naming its JSON path and what was found.
 */
export function lenientField(
  obj: JsonObject,
  key: string,
  path: string,
  kind: 'count' | 'number' | 'string',
  diagnostics: Diagnostic[],
  code = 'resource_field_unreadable'
): number | string | null {
  const v = obj[key]
  if (v === undefined || v === null) return null
  const ok =
    kind === 'string'
      ? typeof v === 'string'
      : typeof v === 'number' && Number.isFinite(v) && v >= 0 && (kind === 'number' || Number.isSafeInteger(v))
  if (ok) return v as number | string
  const what = kind === 'string' ? 'a string' : kind === 'count' ? 'a non-negative integer' : 'a non-negative number'
  diagnostics.push({
    code,
    message: `${childPath(path, key)} is ${shown(v)}, not ${what}: that figure is unknown (not read as 0)`,
    json_path: childPath(path, key)
  })
  return null
}

function timestampField(obj: JsonObject, key: string, path: string, diagnostics: Diagnostic[]): string | null {
  const v = lenientField(obj, key, path, 'string', diagnostics) as string | null
  if (v !== null) {
    const t = parseTimestamp(v, childPath(path, key))
    if (t.diagnostic !== null) diagnostics.push(t.diagnostic)
  }
  return v
}

/**
 * Reads the snapshot at `path`; null when null or absent (not observed).
 * Timestamps are kept as the producer wrote them; one that is not valid RFC
 * 3339 with an offset gets a `timestamp_without_offset` / `invalid_timestamp`
 * diagnostic (the string is still kept). Unknown `scope` values are kept.
 *
 * Throws `EvidenceTypeError` only when the snapshot itself is not an object.
 */
export function readResourceSnapshot(value: unknown, path: string, diagnostics: Diagnostic[]): ResourceSnapshot | null {
  const obj = asObject(value, path)
  if (obj === null) return null
  const count = (key: string): number | null => lenientField(obj, key, path, 'count', diagnostics) as number | null
  const unknown = Object.keys(obj).filter((k) => !KNOWN.has(k))
  if (unknown.length > 0) {
    diagnostics.push({
      code: 'resource_snapshot_unknown_field',
      message: `resource snapshot fields not read: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''} (NeMo Fabric 0.6–0.7 writes ${RELEASED_KEYS.join(', ')})`,
      json_path: path
    })
  }
  return {
    shape: DRAFT_KEYS.some((k) => obj[k] !== undefined) ? 'draft' : 'released',
    runtime_id: lenientField(obj, 'runtime_id', path, 'string', diagnostics) as string | null,
    started_at: timestampField(obj, 'started_at', path, diagnostics),
    observed_at: timestampField(obj, 'observed_at', path, diagnostics),
    scope: lenientField(obj, 'scope', path, 'string', diagnostics) as string | null,
    process_count: count('process_count'),
    resident_memory_bytes: count('resident_memory_bytes'),
    cpu_time_seconds: lenientField(obj, 'cpu_time_seconds', path, 'number', diagnostics) as number | null,
    rss_bytes: count('rss_bytes'),
    cpu_user_ms: count('cpu_user_ms'),
    cpu_system_ms: count('cpu_system_ms')
  }
}
