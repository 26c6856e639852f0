/**
 * Normalized evidence: what the readers in `src/evidence/` return and what the
 * pure comparison in `src/comparison/` consumes. Plain data, no classes.
 *
 * Every number here is either a finite number or `null` ("not reported").
 * A missing value is never replaced by 0.
 */

/** Execution status of one NeMo Fabric request (`RunResult.status`). */
export type RequestStatus = 'succeeded' | 'failed' | 'cancelled'

/**
 * Accounting of one request (`docs/formats.md`, usage). Tokens are integer token
 * counts; `cost_usd` is US dollars. `input_tokens` includes cached input.
 * Every field is nullable: `null` means "not reported".
 */
export interface Usage {
  input_tokens: number | null
  cached_input_tokens: number | null
  output_tokens: number | null
  reasoning_tokens: number | null
  total_tokens: number | null
  cost_usd: number | null
  /** Id of the price table `cost_usd` was computed with, when the producer said. */
  pricing_basis: string | null
}

/** The usage metrics the report accounts for, in report order. */
export const USAGE_METRICS = [
  'input_tokens',
  'cached_input_tokens',
  'output_tokens',
  'reasoning_tokens',
  'total_tokens',
  'cost_usd'
] as const

/** One of {@link USAGE_METRICS}. */
export type UsageMetric = (typeof USAGE_METRICS)[number]

/**
 * NeMo Fabric `RuntimeResourceSnapshot` (`docs/formats.md`, resources): one observation of
 * the adapter host tree. Never summed.
 *
 * As released (NeMo Fabric 0.6 and later, `shape: 'released'`):
 * `runtime_id`, `started_at`, `observed_at`, `resident_memory_bytes` (bytes,
 * summed RSS of the live adapter-host tree), `process_count`,
 * `cpu_time_seconds` (a float, seconds, cumulative since the host started);
 * the scope is always the adapter host tree (no `scope` field). The field
 * names of earlier drafts (`shape: 'draft'`: `scope`, `rss_bytes`,
 * `cpu_user_ms`, `cpu_system_ms`, integer milliseconds) are still read; no
 * released producer writes them. A field that is absent, null or could not be
 * read is null (its reader names an unreadable one in a diagnostic).
 */
export interface ResourceSnapshot {
  /** `released` (0.6+ field names) or `draft` (a draft field name is present). */
  shape: 'released' | 'draft'
  /** Runtime the snapshot names (released shape). */
  runtime_id: string | null
  /** RFC 3339 timestamp of the adapter host's start, as written (released shape). */
  started_at: string | null
  /** RFC 3339 timestamp as written by the producer. */
  observed_at: string | null
  /** Draft shape only; the released scope is the adapter host tree. */
  scope: string | null
  process_count: number | null
  /** Bytes (released shape). */
  resident_memory_bytes: number | null
  /** Seconds, a float, cumulative since the host started (released shape). */
  cpu_time_seconds: number | null
  /** Bytes (draft shape). */
  rss_bytes: number | null
  /** Milliseconds (draft shape). */
  cpu_user_ms: number | null
  /** Milliseconds (draft shape). */
  cpu_system_ms: number | null
}

/**
 * What a NeMo Fabric 0.7 `RunResult.system_stats` (`InvocationSystemStats`,
 * `docs/formats.md`, resources) observed of one invocation, reduced to the figures the
 * report lists. Observations of the adapter host's cgroup, which is a scope,
 * not a claim of exclusive ownership. null = not collected, unavailable,
 * unsupported or unreadable (an unreadable field is named in a diagnostic).
 */
export interface SystemStats {
  /** Seconds (a float) the invocation took, as Fabric measured it. */
  elapsed_seconds: number | null
  /** Bytes: cgroup `memory_peak_bytes` of the `after` snapshot. */
  memory_peak_bytes: number | null
  /** Bytes: cgroup `visible_memory_limit_bytes` of the `after` snapshot (null also when unlimited). */
  memory_limit_bytes: number | null
  /** cgroup `oom_kills` counter before and after the invocation. */
  oom_kills_before: number | null
  oom_kills_after: number | null
}

/** NeMo Fabric `ErrorInfo` (the record's end line never carries `message`). */
export interface ErrorInfo {
  code: string | null
  stage: string | null
  retryable: boolean | null
  message: string | null
}

/** Stop classification of a request record's `end` line (`docs/formats.md`, request record). */
export interface StopInfo {
  /** `fabric_failed` | `sandbox_failed` | `agent_exhausted_budget` | `unclassified` | `agent_failed` (or an unknown string, kept). */
  cause: string | null
  /** `"timeout"` or null. */
  reason: string | null
  timeout_ms: number | null
  used_ms: number | null
  force_stopped: boolean | null
  exit_code: number | null
  exit_signal: string | null
}

/**
 * A finding about a file that does not make it unreadable: a flagged
 * number, a timestamp without offset, a torn last line, an unknown line…
 * `code` is a stable snake_case identifier (README code table).
 */
export interface Diagnostic {
  code: string
  message: string
  /** Path of the file, relative to the evidence root, when known. */
  file?: string
  /** 1-based line number (JSONL files). */
  line?: number
  /** JSON path inside the file or line, e.g. `$.usage.input_tokens`. */
  json_path?: string
  /** Which state of its code, when a code names several (e.g. `record_state_excluded` `timeout_cause`; src/comparison/record-rules.ts). */
  kind?: string
}

/**
 * Token/cost counters that are not tied to one listed request (adapter
 * `output.usage`, Harbor `agent_result`, ATIF `final_metrics`): shown and
 * cross-checked, never added into the accounting.
 */
export interface LegacyCounter {
  /** Where the figures come from, e.g. `output.usage (claude adapter)`, `atif.final_metrics`. */
  source: string
  file?: string
  input_tokens: number | null
  cached_input_tokens: number | null
  output_tokens: number | null
  total_tokens: number | null
  cost_usd: number | null
}

/** Invocation interval in Unix milliseconds; either end may be unknown. */
export interface Interval {
  start_ms: number | null
  end_ms: number | null
}

/**
 * A NeMo Fabric full result (`RunResult` JSON, `docs/formats.md`), reduced to
 * what the comparison needs. Rust/CLI and Python-SDK shapes both map here.
 */
export interface FullResultEvidence {
  /**
   * Shape of `telemetry`: `list` (NeMo Fabric 0.7 Rust/CLI output and the
   * Python SDK alike), `object` (Rust/CLI output before 0.7), `absent` (null
   * or no key). Says nothing about which SDK wrote the result.
   */
  telemetry_shape: 'list' | 'object' | 'absent'
  request_id: string | null
  runtime_id: string | null
  invocation_id: string | null
  agent_name: string | null
  /** `harness` (or the older `harness_type`). */
  harness: string | null
  adapter_kind: string | null
  adapter_id: string | null
  status: RequestStatus | null
  error: ErrorInfo | null
  /** `usage` of the result; null when absent or null (not reported). */
  usage: Usage | null
  resource_snapshot: ResourceSnapshot | null
  /** `system_stats` (NeMo Fabric 0.7); null when absent, null or `SystemStatsConfig` disabled it. */
  system_stats: SystemStats | null
  /** From the `invocation_start` / `invocation_end` events. */
  invocation: Interval | null
  /** Adapter-specific counters found inside `output` (legacy, never accounting). */
  legacy_counters: LegacyCounter[]
  diagnostics: Diagnostic[]
}

/** The `start` line of a request record (`docs/formats.md`). */
export interface RecordStart {
  /** `at` as Unix milliseconds; null when unparseable or without offset. */
  at_ms: number | null
  timeout_ms: number | null
  agent_name: string | null
  harness: string | null
  adapter_kind: string | null
  adapter_id: string | null
  exclusive_container: boolean | null
  oom_kill_count: number | null
}

/** The `end` line of a request record (`docs/formats.md`). */
export interface RecordEnd {
  at_ms: number | null
  /** null when the invocation raised. */
  status: RequestStatus | null
  error: ErrorInfo | null
  stop: StopInfo | null
  oom_kill_count: number | null
  usage: Usage | null
  resource_snapshot: ResourceSnapshot | null
}

/**
 * A NeMo Fabric request record (`run-record.jsonl`), reduced. A record with
 * `start` and no `end` proves the request started and never finished.
 */
export interface RequestRecordEvidence {
  request_id: string | null
  runtime_id: string | null
  invocation_id: string | null
  start: RecordStart | null
  end: RecordEnd | null
  /** Number of well-formed lines that were neither `start` nor `end` (kept as unknown). */
  unknown_lines: number
  /** Lines read, including a torn last line. */
  line_count: number
  /**
   * The end line's usage is a lower bound of the request's: start and end
   * lines of a retried request that do not pair up (request-record.ts).
   */
  usage_lower_bound: boolean
  /** Tries the record shows: the larger of its start and end line counts (1 for an ordinary record, 0 for an empty one). */
  tries: number
  diagnostics: Diagnostic[]
}

/**
 * Per-attempt harness counters used as a request's accounting when the
 * agent did not run through NeMo Fabric (Harbor `agent_result`). Labelled
 * with their source in every rendering.
 */
export interface HarnessCountersEvidence {
  source: string
  usage: Usage
  status: RequestStatus | null
  /** How the harness says the attempt ended (Harbor: `exception_info` classified); absent when the harness cannot say. */
  stop?: HarnessStop
  /**
   * The input leaves out cache writes and no file says how many (Harbor's
   * `claude-code` agent without a trajectory that reports them;
   * harbor/cache-writes.ts): not comparable with other agents' input.
   */
  input_excludes_cache_writes?: boolean
  diagnostics: Diagnostic[]
}

/**
 * A harness's own account of how an attempt ended, classified
 * (`src/evidence/harbor/exceptions.ts`): `none` (no exception),
 * `timeout`, `infrastructure`, `cancelled`, `not_evaluated` (the verifier
 * failed: no verdict, not the agent's failure) or `unclassified` (an
 * exception of another type: whether it was a failure, and whose, is
 * unknown).
 */
export interface HarnessStop {
  class: 'none' | 'timeout' | 'infrastructure' | 'cancelled' | 'not_evaluated' | 'unclassified'
  /** The exception's type as written (`AgentTimeoutError`…); null for `none`. */
  exception_type: string | null
}

/** Where a file came from: its path (relative to the evidence root) and the workflow artifact, if any. */
export interface FileRef {
  path: string
  /** Name of the workflow artifact the file was extracted from; null for local folders. */
  artifact: string | null
  /**
   * Identity of the file on disk (`dev:ino`, else its real path) when the
   * loader knows it: two outcomes with one identity are one file, whatever
   * spelling or link named them (`shared-files.ts` counts it once). Not
   * reported; set as a non-enumerable property (never serialized).
   */
  identity?: string
}

/**
 * The outcome of reading one declared evidence file. `missing` = the file
 * does not exist; `unreadable` = it exists but is not valid for its format
 * (wrong type, malformed JSON, corrupt middle line…), with where and why.
 */
export type FileOutcome<T> =
  | (FileRef & { state: 'read'; value: T })
  | (FileRef & { state: 'missing' })
  | (FileRef & {
      state: 'unreadable'
      /** 1-based line (JSONL) or null. */
      line: number | null
      /** JSON path of the offending value, or null. */
      json_path: string | null
      reason: string
    })
