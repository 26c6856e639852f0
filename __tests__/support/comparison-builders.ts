/**
 * Small builders of `ComparisonInput` for the comparison tests. Defaults
 * describe complete, verified evidence; each test overrides what it tests.
 */
import type {
  FileOutcome,
  FullResultEvidence,
  HarnessCountersEvidence,
  RecordEnd,
  RecordStart,
  RequestRecordEvidence,
  ResourceSnapshot,
  Usage
} from '../../src/evidence/types.js'
import type { AttemptInput, ComparisonInput, ConfigurationInput, RequestInput } from '../../src/comparison/input/input.js'

/** Usage with every metric null unless given. */
export function usage(p: Partial<Usage> = {}): Usage {
  return {
    input_tokens: null,
    cached_input_tokens: null,
    output_tokens: null,
    reasoning_tokens: null,
    total_tokens: null,
    cost_usd: null,
    pricing_basis: null,
    ...p
  }
}

/** Shorthand usage: input, output and total tokens. */
export function tokens(input: number, output: number): Usage {
  return usage({ input_tokens: input, output_tokens: output, total_tokens: input + output })
}

/** A read file outcome. */
export function read<T>(path: string, value: T): FileOutcome<T> {
  return { path, artifact: null, state: 'read', value }
}

/** A missing file outcome. */
export function missingFile<T>(path: string): FileOutcome<T> {
  return { path, artifact: null, state: 'missing' }
}

/** An unreadable file outcome. */
export function unreadable<T>(path: string, reason: string, line: number | null = null): FileOutcome<T> {
  return { path, artifact: null, state: 'unreadable', line, json_path: null, reason }
}

/** A full result (succeeded, no usage) with overrides. */
export function result(p: Partial<FullResultEvidence> = {}): FullResultEvidence {
  return {
    telemetry_shape: 'object',
    request_id: null,
    runtime_id: null,
    invocation_id: null,
    agent_name: null,
    harness: null,
    adapter_kind: null,
    adapter_id: null,
    status: 'succeeded',
    error: null,
    usage: null,
    resource_snapshot: null,
    system_stats: null,
    invocation: null,
    legacy_counters: [],
    diagnostics: [],
    ...p
  }
}

/** A record start line with overrides. */
export function start(p: Partial<RecordStart> = {}): RecordStart {
  return {
    at_ms: null,
    timeout_ms: null,
    agent_name: null,
    harness: null,
    adapter_kind: null,
    adapter_id: null,
    exclusive_container: null,
    oom_kill_count: null,
    ...p
  }
}

/** A resource snapshot in the draft field names (scope, rss_bytes, cpu_user_ms, cpu_system_ms), released fields null. */
export function draftSnapshot(p: Partial<ResourceSnapshot>): ResourceSnapshot {
  return {
    shape: 'draft',
    runtime_id: null,
    started_at: null,
    observed_at: null,
    scope: null,
    process_count: null,
    resident_memory_bytes: null,
    cpu_time_seconds: null,
    rss_bytes: null,
    cpu_user_ms: null,
    cpu_system_ms: null,
    ...p
  }
}

/** A record end line (succeeded) with overrides. */
export function end(p: Partial<RecordEnd> = {}): RecordEnd {
  return { at_ms: null, status: 'succeeded', error: null, stop: null, oom_kill_count: null, usage: null, resource_snapshot: null, ...p }
}

/** A request record with a start line and the given end line (null = no end). */
export function record(
  e: RecordEnd | null,
  s: RecordStart | null = start(),
  p: Partial<RequestRecordEvidence> = {}
): RequestRecordEvidence {
  return {
    request_id: null,
    runtime_id: null,
    invocation_id: null,
    start: s,
    end: e,
    unknown_lines: 0,
    line_count: 2,
    usage_lower_bound: false,
    tries: 1,
    diagnostics: [],
    ...p
  }
}

/** Harness counters evidence. */
export function counters(source: string, u: Usage): HarnessCountersEvidence {
  return { source, usage: u, status: 'succeeded', diagnostics: [] }
}

/** An expected request with the given files (absent = not declared). */
export function req(id: string, files: Partial<Omit<RequestInput, 'request_id'>> = {}): RequestInput {
  return { request_id: id, result: null, record: null, ...files }
}

/** An expected request whose full result was read, with this usage (null = not reported). */
export function resultReq(id: string, u: Usage | null, p: Partial<FullResultEvidence> = {}): RequestInput {
  return req(id, { result: read(`${id}.json`, result({ request_id: id, usage: u, ...p })) })
}

/** A configuration with a verified inventory, no pricing and no evaluator unless given. */
export function config(id: string, p: Partial<ConfigurationInput> = {}): ConfigurationInput {
  return { id, attempts_complete: true, pricing: null, evaluator: null, ...p }
}

/** An attempt `configuration/task@r1#1` with a verified (empty) request list unless given. */
export function attempt(configuration: string, task: string, p: Partial<AttemptInput> = {}): AttemptInput {
  return {
    configuration,
    task,
    revision: 'r1',
    attempt: '1',
    missing: false,
    requests_complete: true,
    requests: [],
    evaluation: null,
    task_duration_ms: null,
    legacy_counters: [],
    declared_in: null,
    diagnostics: [],
    ...p
  }
}

/** A comparison input under the `incomplete` policy. */
export function input(configurations: ConfigurationInput[], attempts: AttemptInput[], p: Partial<ComparisonInput> = {}): ComparisonInput {
  return { configurations, attempts, policy: 'incomplete', diagnostics: [], ...p }
}

/** A verdict evaluation (evaluator inherited unless given). */
export function verdict(
  passed: boolean | null,
  p: Partial<NonNullable<AttemptInput['evaluation']>> = {}
): NonNullable<AttemptInput['evaluation']> {
  return { evaluator: null, passed, score: null, ...p }
}
