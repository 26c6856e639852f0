/**
 * Reader for a NeMo Fabric full result (`RunResult` JSON, `docs/formats.md`;
 * NeMo Fabric `schemas/run-result.schema.json`).
 *
 * - `telemetry`: a list (NeMo Fabric 0.7 Rust/CLI output and the Python SDK
 *   `to_mapping()` alike), an object (Rust/CLI before 0.7) or null/absent;
 *   kept as `telemetry_shape`, never read as naming the SDK.
 * - `harness`, or the older `harness_type`; `profile`/`profiles` ignored.
 * - `status` is required (`succeeded|failed|cancelled`); missing or another
 *   value → unreadable at `$.status`. Other required fields (ids, identity)
 *   read as null when absent: the CLI's pre-result stub
 *   `{"status":"failed","error":{"code":"runtime_error",...}}` is read, with
 *   diagnostic `result_without_ids`.
 * - `usage` and `resource_snapshot` (`docs/formats.md`, usage and resources): null/absent = not reported;
 *   `system_stats` (0.7): read leniently (system-stats.ts).
 * - Invocation interval from the first `invocation_start` and the last
 *   `invocation_end` event (`timestamp_millis`, Unix ms).
 * - `output` counters → legacy counters (legacy-counters.ts), never accounting.
 * - A wrong type in a field read here → unreadable with its JSON path;
 *   unknown fields are ignored.
 */
import type { Diagnostic, FileOutcome, FileRef, FullResultEvidence, TimeSpan } from '../types.js'
import { EvidenceTypeError, asObject, isJsonObject, readCount, readEnum, readString } from '../json/fields.js'
import { REQUEST_STATUSES, readErrorInfo } from './fabric-status.js'
import { parseJsonText } from '../json/json-text.js'
import { readLegacyCounters } from './legacy-counters.js'
import { readResourceSnapshot } from './resource-snapshot.js'
import { readSystemStats } from './system-stats.js'
import { readUsage } from './usage.js'
import { attachFile } from '../files/file-outcome.js'
import { intern, internError, internSnapshot, internUsage } from '../intern.js'
import { readEvidenceText, type FileToRead } from '../files/open-file.js'

const REQUIRED_IDENTITY = ['agent_name', 'harness', 'adapter_kind'] as const
const IDS = ['runtime_id', 'invocation_id', 'request_id'] as const

/**
 * Reads the full result at `file` (absolute path on disk, or the file
 * already opened by the path check: `FileToRead`, ../files/open-file.ts). `ref` (display
 * path relative to the evidence root, artifact) is copied into the outcome
 * and into every diagnostic's `file`.
 *
 * Outcomes: `missing` when the file does not exist; `unreadable` for
 * malformed JSON (with `line` and line:column in `reason`), a wrong type or
 * value (with `json_path`), an I/O error or a file that is not a regular
 * file (FIFO, device: refused before reading) or a file over
 * `MAX_JSON_FILE_BYTES` (limits.ts); otherwise `read`. Never throws. The
 * file is read whole with a blocking call (../files/open-file.ts says why).
 */
export async function readFullResult(file: FileToRead, ref: FileRef): Promise<FileOutcome<FullResultEvidence>> {
  const text = readEvidenceText(file)
  if (typeof text !== 'string') {
    if (text.state === 'missing') return { ...ref, state: 'missing' }
    return { ...ref, state: 'unreadable', line: null, json_path: null, reason: text.reason }
  }
  const parsed = parseJsonText(text)
  if (!parsed.ok) return { ...ref, state: 'unreadable', line: parsed.line, json_path: null, reason: parsed.reason }
  const diagnostics: Diagnostic[] = parsed.diagnostics
  try {
    const value = mapFullResult(parsed.value, diagnostics)
    attachFile(diagnostics, ref.path)
    return { ...ref, state: 'read', value }
  } catch (e) {
    if (!(e instanceof EvidenceTypeError)) throw e
    return { ...ref, state: 'unreadable', line: null, json_path: e.json_path, reason: e.message }
  }
}

/**
 * Maps a parsed `RunResult` value to {@link FullResultEvidence} (pure; no
 * `file` on diagnostics). Names, kinds, status, error code, pricing basis
 * and snapshot scope are interned (intern.ts). Throws `EvidenceTypeError` on a wrong type/value.
 */
export function mapFullResult(root: unknown, diagnostics: Diagnostic[]): FullResultEvidence {
  if (!isJsonObject(root)) throw new EvidenceTypeError('$', 'expected a RunResult object')
  if (root.status === undefined || root.status === null) {
    throw new EvidenceTypeError('$.status', `status is missing (required: ${REQUEST_STATUSES.join('|')})`)
  }
  const status = readEnum(root, 'status', '$', REQUEST_STATUSES)
  const telemetry = root.telemetry
  if (telemetry !== undefined && telemetry !== null && typeof telemetry !== 'object') {
    throw new EvidenceTypeError('$.telemetry', 'expected an object, a list or null')
  }
  const harness = readString(root, 'harness', '$') ?? readString(root, 'harness_type', '$')
  const result: FullResultEvidence = {
    telemetry_shape: Array.isArray(telemetry) ? 'list' : telemetry === undefined || telemetry === null ? 'absent' : 'object',
    request_id: readString(root, 'request_id', '$'),
    runtime_id: readString(root, 'runtime_id', '$'),
    invocation_id: readString(root, 'invocation_id', '$'),
    agent_name: intern(readString(root, 'agent_name', '$')),
    harness: intern(harness),
    adapter_kind: intern(readString(root, 'adapter_kind', '$')),
    adapter_id: intern(readString(root, 'adapter_id', '$')),
    status: intern(status),
    error: internError(readErrorInfo(root.error, '$.error')),
    usage: internUsage(readUsage(root.usage, '$.usage', diagnostics)),
    resource_snapshot: internSnapshot(readResourceSnapshot(root.resource_snapshot, '$.resource_snapshot', diagnostics)),
    system_stats: readSystemStats(root.system_stats, '$.system_stats', diagnostics),
    invocation: readInvocation(root.events, diagnostics),
    legacy_counters: [],
    diagnostics
  }
  result.legacy_counters = readLegacyCounters(root.output, harness, diagnostics)
  flagMissingFields(result, diagnostics)
  return result
}

function flagMissingFields(r: FullResultEvidence, diagnostics: Diagnostic[]): void {
  if (IDS.every((k) => r[k] === null)) {
    diagnostics.push({
      code: 'result_without_ids',
      message: 'no runtime_id, invocation_id or request_id (e.g. the CLI stub written when a run fails before a result exists)'
    })
    return
  }
  for (const key of [...REQUIRED_IDENTITY, ...IDS]) {
    if (r[key] === null) {
      diagnostics.push({ code: 'missing_required_field', message: `required field ${key} is missing`, json_path: `$.${key}` })
    }
  }
}

/** Reads `events`: the invocation interval and `record_write_failed` diagnostics. */
function readInvocation(value: unknown, diagnostics: Diagnostic[]): TimeSpan | null {
  if (value === undefined || value === null) return null
  if (!Array.isArray(value)) throw new EvidenceTypeError('$.events', 'expected a list of events')
  let interval: TimeSpan | null = null
  for (let i = 0; i < value.length; i++) {
    const path = `$.events[${i}]`
    const event = asObject(value[i], path)
    if (event === null) throw new EvidenceTypeError(path, 'expected an event object, found null')
    const kind = readString(event, 'kind', path)
    if (kind === 'invocation_start' || kind === 'invocation_end') {
      const ms = readCount(event, 'timestamp_millis', path)
      interval ??= { start_ms: null, end_ms: null }
      if (kind === 'invocation_end') interval.end_ms = ms ?? interval.end_ms
      else if (interval.start_ms === null) interval.start_ms = ms
    } else if (kind === 'record_write_failed') {
      const message = readString(event, 'message', path)
      diagnostics.push({
        code: 'record_write_failed',
        message: `NeMo Fabric could not write the request record${message === null ? '' : `: ${message}`}`,
        json_path: path
      })
    }
  }
  if (interval?.start_ms != null && interval.end_ms != null && interval.end_ms < interval.start_ms) {
    diagnostics.push({
      code: 'invocation_end_before_start',
      message: `invocation_end (${interval.end_ms}) is before invocation_start (${interval.start_ms})`,
      json_path: '$.events'
    })
  }
  return interval
}
