/**
 * Field mapping of the two known request-record lines (`docs/formats.md`, request record; NeMo
 * Fabric `run-record-line` schema `v1alpha1`, as we read it): the `start`
 * line and the `end` line. Pure; the streaming and the record-level rules
 * live in request-record.ts. Wrong types throw `EvidenceTypeError` with the
 * JSON path inside the line; unknown fields are ignored.
 */
import type { Diagnostic, RecordEnd, RecordStart, StopInfo } from '../types.js'
import { EvidenceTypeError, asObject, readBoolean, readCount, readEnum, readInteger, readString, type JsonObject } from '../json/fields.js'
import { REQUEST_STATUSES, readErrorInfo } from './fabric-status.js'
import { readResourceSnapshot } from './resource-snapshot.js'
import { timestampMs } from '../timestamps.js'
import { readUsage } from './usage.js'

/** The `schema` value of every request-record line this reader knows. */
export const RUN_RECORD_LINE_SCHEMA = 'nemo-fabric.run-record-line/v1alpha1'

/** The line kinds this reader knows; any other `line` value is an unknown line. */
export type RecordLineKind = 'start' | 'end'

/**
 * The kind of a parsed line, or null when it is an unknown line (another
 * `schema`, or a `line` other than `start`/`end`). A line that is not a JSON
 * object throws `EvidenceTypeError` at `$`.
 */
export function recordLineKind(value: unknown): RecordLineKind | null {
  const obj = asObject(value, '$')
  if (obj === null) throw new EvidenceTypeError('$', 'expected a JSON object per line, found null')
  if (obj.schema !== RUN_RECORD_LINE_SCHEMA) return null
  return obj.line === 'start' || obj.line === 'end' ? obj.line : null
}

/** The correlation ids every line carries (strings or null when absent). */
export interface RecordLineIds {
  runtime_id: string | null
  invocation_id: string | null
  request_id: string | null
}

/** Reads the ids of a known line. */
export function readRecordLineIds(obj: JsonObject): RecordLineIds {
  return {
    runtime_id: readString(obj, 'runtime_id', '$'),
    invocation_id: readString(obj, 'invocation_id', '$'),
    request_id: readString(obj, 'request_id', '$')
  }
}

/**
 * Maps a `start` line. `at` (RFC 3339) → `at_ms` (Unix ms; null with a
 * timestamp diagnostic when invalid or without offset). `models`,
 * `context_keys` and `override_keys` are not needed by the comparison and
 * are not read.
 */
export function readRecordStart(obj: JsonObject, diagnostics: Diagnostic[]): RecordStart {
  return {
    at_ms: timestampMs(readString(obj, 'at', '$'), '$.at', diagnostics),
    timeout_ms: readCount(obj, 'timeout_ms', '$'),
    agent_name: readString(obj, 'agent_name', '$'),
    harness: readString(obj, 'harness', '$'),
    adapter_kind: readString(obj, 'adapter_kind', '$'),
    adapter_id: readString(obj, 'adapter_id', '$'),
    exclusive_container: readBoolean(obj, 'exclusive_container', '$'),
    oom_kill_count: readCount(obj, 'oom_kill_count', '$')
  }
}

/**
 * Maps an `end` line. `status` is one of `succeeded|failed|cancelled` or
 * null (the invocation raised); another string is a wrong value.
 */
export function readRecordEnd(obj: JsonObject, diagnostics: Diagnostic[]): RecordEnd {
  return {
    at_ms: timestampMs(readString(obj, 'at', '$'), '$.at', diagnostics),
    status: readEnum(obj, 'status', '$', REQUEST_STATUSES),
    error: readErrorInfo(obj.error, '$.error'),
    stop: readStop(obj.stop),
    oom_kill_count: readCount(obj, 'oom_kill_count', '$'),
    usage: readUsage(obj.usage, '$.usage', diagnostics),
    resource_snapshot: readResourceSnapshot(obj.resource_snapshot, '$.resource_snapshot', diagnostics)
  }
}

/**
 * Maps `stop` (null on success). `cause` and `reason` are kept as written
 * (unknown strings included). `exit_signal` is a signal name; a producer
 * writing the signal NUMBER is accepted and kept as its decimal string.
 */
function readStop(value: unknown): StopInfo | null {
  const path = '$.stop'
  const stop = asObject(value, path)
  if (stop === null) return null
  const signal = stop.exit_signal
  return {
    cause: readString(stop, 'cause', path),
    reason: readString(stop, 'reason', path),
    timeout_ms: readCount(stop, 'timeout_ms', path),
    used_ms: readCount(stop, 'used_ms', path),
    force_stopped: readBoolean(stop, 'force_stopped', path),
    exit_code: readInteger(stop, 'exit_code', path),
    exit_signal: typeof signal === 'number' && Number.isInteger(signal) ? String(signal) : readString(stop, 'exit_signal', path)
  }
}
