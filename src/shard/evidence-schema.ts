/**
 * zod schemas of the normalized evidence (`src/evidence/types.ts`) and of
 * the comparison input (`src/comparison/input.ts`) as a shard summary
 * carries them. Strict objects: a summary is written by fabric-compare, so
 * an unknown field is a wrong or newer file, never ignored. Units as in the
 * types: tokens are counts, `cost_usd` US dollars, `*_ms` milliseconds,
 * `rss_bytes` bytes; `null` = not reported.
 */
import { z } from 'zod'

const num = z.number().nullable()
const str = z.string().nullable()

/** A finding about a file or attempt (`Diagnostic`). */
export const DiagnosticSchema = z.strictObject({
  code: z.string(),
  message: z.string(),
  file: z.string().optional(),
  line: z.number().int().optional(),
  json_path: z.string().optional()
})

/** A token count as the readers accept it: a non-negative safe integer, or null (not reported). */
const tokens = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable()

const UsageSchema = z.strictObject({
  input_tokens: tokens,
  cached_input_tokens: tokens,
  output_tokens: tokens,
  reasoning_tokens: tokens,
  total_tokens: tokens,
  /** US dollars: non-negative, finite. */
  cost_usd: z.number().nonnegative().nullable(),
  pricing_basis: str
})

const ResourceSnapshotSchema = z.strictObject({
  shape: z.enum(['released', 'draft']),
  runtime_id: str,
  started_at: str,
  observed_at: str,
  scope: str,
  process_count: num,
  /** Bytes. */
  resident_memory_bytes: num,
  /** Seconds (a float). */
  cpu_time_seconds: num,
  rss_bytes: num,
  cpu_user_ms: num,
  cpu_system_ms: num
})

/** `SystemStats` (types.ts): seconds, bytes, counts. */
const SystemStatsSchema = z.strictObject({
  elapsed_seconds: num,
  memory_peak_bytes: num,
  memory_limit_bytes: num,
  oom_kills_before: num,
  oom_kills_after: num
})

const ErrorInfoSchema = z.strictObject({ code: str, stage: str, retryable: z.boolean().nullable(), message: str })

const LegacyCounterSchema = z.strictObject({
  source: z.string(),
  file: z.string().optional(),
  input_tokens: num,
  cached_input_tokens: num,
  output_tokens: num,
  total_tokens: num,
  cost_usd: num
})

const status = z.enum(['succeeded', 'failed', 'cancelled']).nullable()

const FullResultSchema = z.strictObject({
  telemetry_shape: z.enum(['list', 'object', 'absent']),
  request_id: str,
  runtime_id: str,
  invocation_id: str,
  agent_name: str,
  harness: str,
  adapter_kind: str,
  adapter_id: str,
  status,
  error: ErrorInfoSchema.nullable(),
  usage: UsageSchema.nullable(),
  resource_snapshot: ResourceSnapshotSchema.nullable(),
  system_stats: SystemStatsSchema.nullable(),
  invocation: z.strictObject({ start_ms: num, end_ms: num }).nullable(),
  legacy_counters: z.array(LegacyCounterSchema),
  diagnostics: z.array(DiagnosticSchema)
})

const RecordSchema = z.strictObject({
  request_id: str,
  runtime_id: str,
  invocation_id: str,
  start: z
    .strictObject({
      at_ms: num,
      timeout_ms: num,
      agent_name: str,
      harness: str,
      adapter_kind: str,
      adapter_id: str,
      exclusive_container: z.boolean().nullable(),
      oom_kill_count: num
    })
    .nullable(),
  end: z
    .strictObject({
      at_ms: num,
      status,
      error: ErrorInfoSchema.nullable(),
      stop: z
        .strictObject({
          cause: str,
          reason: str,
          timeout_ms: num,
          used_ms: num,
          force_stopped: z.boolean().nullable(),
          exit_code: num,
          exit_signal: str
        })
        .nullable(),
      oom_kill_count: num,
      usage: UsageSchema.nullable(),
      resource_snapshot: ResourceSnapshotSchema.nullable()
    })
    .nullable(),
  unknown_lines: z.number().int(),
  line_count: z.number().int(),
  usage_lower_bound: z.boolean(),
  tries: z.number().int().nonnegative(),
  diagnostics: z.array(DiagnosticSchema)
})

const HarnessCountersSchema = z.strictObject({
  source: z.string(),
  usage: UsageSchema,
  status,
  stop: z
    .strictObject({ class: z.enum(['none', 'timeout', 'infrastructure', 'cancelled', 'not_evaluated', 'unclassified']), exception_type: str })
    .optional(),
  input_excludes_cache_writes: z.boolean().optional(),
  diagnostics: z.array(DiagnosticSchema)
})

/** Where a file came from (`FileRef`); its on-disk identity is never carried (it means nothing on another machine). */
export const FileRefSchema = z.strictObject({ path: z.string(), artifact: str })

/** The outcome of reading one declared evidence file (`FileOutcome<T>`). */
function outcome<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('state', [
    z.strictObject({ path: z.string(), artifact: str, state: z.literal('read'), value }),
    z.strictObject({ path: z.string(), artifact: str, state: z.literal('missing') }),
    z.strictObject({
      path: z.string(),
      artifact: str,
      state: z.literal('unreadable'),
      line: z.number().int().nullable(),
      json_path: str,
      reason: z.string()
    })
  ])
}

const EvaluatorSchema = z.strictObject({ name: z.string(), version: str })

/** One configuration as declared (`ConfigurationInput`). */
export const ConfigurationInputSchema = z.strictObject({
  id: z.string(),
  attempts_complete: z.boolean().nullable(),
  pricing: z.strictObject({ basis: z.string(), verified: z.boolean() }).nullable(),
  evaluator: EvaluatorSchema.nullable()
})

/** One attempt with the evidence read for it (`AttemptInput`). */
export const AttemptInputSchema = z.strictObject({
  configuration: z.string(),
  task: z.string(),
  revision: z.string(),
  attempt: z.string(),
  missing: z.boolean(),
  requests_complete: z.boolean().nullable(),
  requests: z.array(
    z.strictObject({
      request_id: str,
      result: outcome(FullResultSchema).nullable(),
      record: outcome(RecordSchema).nullable(),
      harness_counters: outcome(HarnessCountersSchema).nullable().optional()
    })
  ),
  evaluation: z
    .strictObject({
      evaluator: EvaluatorSchema.nullable(),
      passed: z.boolean().nullable(),
      score: num,
      scores: z.record(z.string(), z.number()).optional(),
      note: str.optional(),
      steps: z.array(z.strictObject({ step: z.string(), rewards: z.record(z.string(), z.number()).nullable() })).optional()
    })
    .nullable(),
  task_duration_ms: num,
  phases: z.array(z.strictObject({ name: z.string(), duration_ms: num })).optional(),
  legacy_counters: z.array(LegacyCounterSchema),
  declared_in: FileRefSchema.nullable(),
  diagnostics: z.array(DiagnosticSchema)
})

/** What happened to one workflow artifact (`ArtifactOutcome`). */
export const ArtifactOutcomeSchema = z.strictObject({
  name: z.string(),
  id: num,
  size_bytes: num,
  digest: str,
  run: z.string(),
  status: z.enum(['downloaded', 'digest_mismatch', 'failed', 'not_found', 'wrong_run']),
  error: str,
  created_at: str.optional(),
  refused: z.array(z.strictObject({ file: z.string(), reason: z.string() })).optional()
})

/** An attempt found in evidence but not in the expected inventory. */
export const UnexpectedAttemptSchema = z.strictObject({
  configuration: z.string(),
  task: z.string(),
  revision: z.string(),
  attempt: z.string(),
  declared_in: FileRefSchema.nullable()
})
