/**
 * Normalized evidence: what the readers in `src/evidence/` return and what
 * the pure comparison in `src/comparison/` consumes, as zod schemas (the
 * shard summary validates with their strict flavour) with the TypeScript
 * types inferred. Plain data, no classes. Every number is a finite number or
 * `null` ("not reported"); a missing value is never replaced by 0. Units:
 * tokens are counts, `cost_usd` US dollars, `*_ms` milliseconds, `*_bytes`
 * and `rss_bytes` bytes, `*_seconds` seconds (a float).
 */
import { z } from 'zod'
import { diagnosticSchema } from './diagnostic.js'
import { nullableInteger, nullableNumber, nullableString, openObject, type ObjectOf } from './object.js'
import { HarnessStopClassSchema, RequestStatusSchema, SnapshotShapeSchema } from './statuses.js'
import { legacyCounterSchema, usageSchema } from './usage.js'

/**
 * NeMo Fabric `RuntimeResourceSnapshot`: one observation of the adapter host
 * tree. Never summed.
 *
 * As released (NeMo Fabric 0.6 and later, `shape: 'released'`):
 * `runtime_id`, `started_at` (RFC 3339, the adapter host's start),
 * `observed_at`, `resident_memory_bytes` (bytes, summed RSS of the live
 * adapter-host tree), `process_count`, `cpu_time_seconds` (a float, seconds,
 * cumulative since the host started); the scope is always the adapter host
 * tree (no `scope` field). The field names of earlier drafts (`shape:
 * 'draft'`: `scope`, `rss_bytes` bytes, `cpu_user_ms`, `cpu_system_ms`
 * integer milliseconds) are still read; no released producer writes them. A
 * field that is absent, null or could not be read is null (its reader names
 * an unreadable one in a diagnostic).
 */
export const resourceSnapshotSchema = (object: ObjectOf = openObject) =>
  object({
    shape: SnapshotShapeSchema,
    runtime_id: nullableString(),
    started_at: nullableString(),
    observed_at: nullableString(),
    scope: nullableString(),
    process_count: nullableNumber(),
    /** Bytes: summed RSS of the live adapter-host tree (released shape). */
    resident_memory_bytes: nullableNumber(),
    /** Seconds (float), cumulative since the host started (released shape). */
    cpu_time_seconds: nullableNumber(),
    rss_bytes: nullableNumber(),
    cpu_user_ms: nullableNumber(),
    cpu_system_ms: nullableNumber()
  })
export const ResourceSnapshotSchema = resourceSnapshotSchema()
/** A NeMo Fabric resource snapshot (see {@link resourceSnapshotSchema}). */
export type ResourceSnapshot = z.infer<typeof ResourceSnapshotSchema>

/**
 * What a NeMo Fabric 0.7 `RunResult.system_stats` (`InvocationSystemStats`)
 * observed of one invocation, reduced to the figures the report lists:
 * `elapsed_seconds` (a float, as Fabric measured it), `memory_peak_bytes`
 * and `memory_limit_bytes` (bytes, cgroup `memory_peak_bytes` and
 * `visible_memory_limit_bytes` of the `after` snapshot; the limit is null
 * also when unlimited) and the cgroup `oom_kills` counter before and after.
 * Observations of the adapter host's cgroup, which is a scope, not a claim
 * of exclusive ownership. null = not collected, unavailable, unsupported or
 * unreadable (an unreadable field is named in a diagnostic).
 */
export const systemStatsSchema = (object: ObjectOf = openObject) =>
  object({
    elapsed_seconds: nullableNumber(),
    memory_peak_bytes: nullableNumber(),
    memory_limit_bytes: nullableNumber(),
    oom_kills_before: nullableNumber(),
    oom_kills_after: nullableNumber()
  })
export const SystemStatsSchema = systemStatsSchema()
/** NeMo Fabric 0.7 system stats of one invocation (see {@link systemStatsSchema}). */
export type SystemStats = z.infer<typeof SystemStatsSchema>

/** NeMo Fabric `ErrorInfo` (the record's end line never carries `message`). */
export const errorInfoSchema = (object: ObjectOf = openObject) =>
  object({ code: nullableString(), stage: nullableString(), retryable: z.boolean().nullable(), message: nullableString() })
export const ErrorInfoSchema = errorInfoSchema()
/** NeMo Fabric `ErrorInfo` (see {@link errorInfoSchema}). */
export type ErrorInfo = z.infer<typeof ErrorInfoSchema>

/**
 * Stop classification of a request record's `end` line: `cause`
 * (`fabric_failed` | `sandbox_failed` | `agent_exhausted_budget` |
 * `unclassified` | `agent_failed`, or an unknown string, kept), `reason`
 * (`"timeout"` or null), the applied `timeout_ms` and the `used_ms` when
 * stopped (milliseconds), `force_stopped`, the host `exit_code` (an
 * integer) and `exit_signal`.
 */
export const stopInfoSchema = (object: ObjectOf = openObject) =>
  object({
    cause: nullableString(),
    reason: nullableString(),
    /** Applied timeout, ms. */
    timeout_ms: nullableNumber(),
    /** Time used when stopped, ms. */
    used_ms: nullableNumber(),
    force_stopped: z.boolean().nullable(),
    exit_code: nullableInteger(),
    exit_signal: nullableString()
  })
export const StopInfoSchema = stopInfoSchema()
/** Stop classification of a record end line (see {@link stopInfoSchema}). */
export type StopInfo = z.infer<typeof StopInfoSchema>

/**
 * A time span in Unix milliseconds (an invocation's, from a full result's
 * `invocation_start` / `invocation_end` events or a record's `at`); either
 * end may be unknown. Not a confidence interval (`Interval`,
 * src/comparison/statistics/intervals.ts).
 */
export const timeSpanSchema = (object: ObjectOf = openObject) => object({ start_ms: nullableNumber(), end_ms: nullableNumber() })
export const TimeSpanSchema = timeSpanSchema()
/** A time span in Unix milliseconds (see {@link timeSpanSchema}). */
export type TimeSpan = z.infer<typeof TimeSpanSchema>

/**
 * A NeMo Fabric full result (`RunResult` JSON, src/evidence/fabric/full-result.ts),
 * reduced to what the comparison needs. Rust/CLI and Python-SDK shapes both
 * map here. `telemetry_shape`: `list` (NeMo Fabric 0.7 Rust/CLI output and
 * the Python SDK alike), `object` (Rust/CLI output before 0.7), `absent`
 * (null or no key); says nothing about which SDK wrote the result.
 * `harness` is `harness` (or the older `harness_type`); `usage` null when
 * absent or null (not reported); `system_stats` (NeMo Fabric 0.7) null when
 * absent, null or `SystemStatsConfig` disabled it; `invocation` from the
 * `invocation_start` / `invocation_end` events; `legacy_counters`:
 * adapter-specific counters found inside `output` (never accounting).
 */
export const fullResultSchema = (object: ObjectOf = openObject) =>
  object({
    telemetry_shape: z.enum(['list', 'object', 'absent']),
    request_id: nullableString(),
    runtime_id: nullableString(),
    invocation_id: nullableString(),
    agent_name: nullableString(),
    harness: nullableString(),
    adapter_kind: nullableString(),
    adapter_id: nullableString(),
    status: RequestStatusSchema.nullable(),
    error: errorInfoSchema(object).nullable(),
    usage: usageSchema(object).nullable(),
    resource_snapshot: resourceSnapshotSchema(object).nullable(),
    system_stats: systemStatsSchema(object).nullable(),
    invocation: timeSpanSchema(object).nullable(),
    legacy_counters: z.array(legacyCounterSchema(object)),
    diagnostics: z.array(diagnosticSchema(object))
  })
export const FullResultSchema = fullResultSchema()
/** A NeMo Fabric full result, reduced (see {@link fullResultSchema}). */
export type FullResultEvidence = z.infer<typeof FullResultSchema>

/**
 * The `start` line of a request record: `at_ms` is `at` as Unix
 * milliseconds (null when unparseable or without offset), `timeout_ms`
 * milliseconds, `oom_kill_count` the container's counter.
 */
export const recordStartSchema = (object: ObjectOf = openObject) =>
  object({
    at_ms: nullableNumber(),
    timeout_ms: nullableNumber(),
    agent_name: nullableString(),
    harness: nullableString(),
    adapter_kind: nullableString(),
    adapter_id: nullableString(),
    exclusive_container: z.boolean().nullable(),
    oom_kill_count: nullableNumber()
  })
export const RecordStartSchema = recordStartSchema()
/** The `start` line of a request record (see {@link recordStartSchema}). */
export type RecordStart = z.infer<typeof RecordStartSchema>

/** The `end` line of a request record; `status` null when the invocation raised. */
export const recordEndSchema = (object: ObjectOf = openObject) =>
  object({
    at_ms: nullableNumber(),
    status: RequestStatusSchema.nullable(),
    error: errorInfoSchema(object).nullable(),
    stop: stopInfoSchema(object).nullable(),
    oom_kill_count: nullableNumber(),
    usage: usageSchema(object).nullable(),
    resource_snapshot: resourceSnapshotSchema(object).nullable()
  })
export const RecordEndSchema = recordEndSchema()
/** The `end` line of a request record (see {@link recordEndSchema}). */
export type RecordEnd = z.infer<typeof RecordEndSchema>

/**
 * A NeMo Fabric request record (`run-record.jsonl`,
 * src/evidence/fabric/request-record.ts), reduced. A record with `start` and no
 * `end` proves the request started and never finished. `unknown_lines`:
 * well-formed lines that were neither `start` nor `end` (kept as unknown);
 * `line_count`: lines read, including a torn last line;
 * `usage_lower_bound`: the end line's usage is a lower bound of the
 * request's (start and end lines of a retried request that do not pair up);
 * `tries`: the larger of its start and end line counts (1 for an ordinary
 * record, 0 for an empty one).
 */
export const requestRecordSchema = (object: ObjectOf = openObject) =>
  object({
    request_id: nullableString(),
    runtime_id: nullableString(),
    invocation_id: nullableString(),
    start: recordStartSchema(object).nullable(),
    end: recordEndSchema(object).nullable(),
    unknown_lines: z.number().int(),
    line_count: z.number().int(),
    usage_lower_bound: z.boolean(),
    tries: z.number().int().nonnegative(),
    diagnostics: z.array(diagnosticSchema(object))
  })
export const RequestRecordSchema = requestRecordSchema()
/** A NeMo Fabric request record, reduced (see {@link requestRecordSchema}). */
export type RequestRecordEvidence = z.infer<typeof RequestRecordSchema>

/**
 * A harness's own account of how an attempt ended, classified
 * (src/evidence/harbor/trial/exceptions.ts; the classes are
 * `HARNESS_STOP_CLASSES`), with the exception's type as written
 * (`AgentTimeoutError`…; null for `none`).
 */
export const harnessStopSchema = (object: ObjectOf = openObject) =>
  object({ class: HarnessStopClassSchema, exception_type: nullableString() })
export const HarnessStopSchema = harnessStopSchema()
/** A harness's classified account of how an attempt ended (see {@link harnessStopSchema}). */
export type HarnessStop = z.infer<typeof HarnessStopSchema>

/**
 * Per-attempt harness counters used as a request's accounting when the
 * agent did not run through NeMo Fabric (Harbor `agent_result`), labelled
 * with their `source` in every rendering. `stop`: how the harness says the
 * attempt ended, absent when it cannot say. `input_excludes_cache_writes`:
 * the input leaves out cache writes and no file says how many (Harbor's
 * `claude-code` agent without a trajectory that reports them;
 * src/evidence/harbor/usage/cache-writes.ts): not comparable with other agents' input.
 * `usage_lower_bound`: the usage sums counters that leave some of the
 * attempt out (a multi-step Harbor trial with a step without counters,
 * src/evidence/harbor/usage/requests.ts): added, never complete.
 */
export const harnessCountersSchema = (object: ObjectOf = openObject) =>
  object({
    source: z.string(),
    usage: usageSchema(object),
    status: RequestStatusSchema.nullable(),
    stop: harnessStopSchema(object).optional(),
    input_excludes_cache_writes: z.boolean().optional(),
    usage_lower_bound: z.boolean().optional(),
    diagnostics: z.array(diagnosticSchema(object))
  })
export const HarnessCountersSchema = harnessCountersSchema()
/** Harness counters standing in for a non-Fabric agent's accounting (see {@link harnessCountersSchema}). */
export type HarnessCountersEvidence = z.infer<typeof HarnessCountersSchema>
