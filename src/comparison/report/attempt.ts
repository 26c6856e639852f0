/**
 * The report's block of one attempt (`attempts[]`): its identity, verdict, durations (ms) and
 * invocations, and each request's authoritative evidence, status, stop, usage, files and gaps.
 */
import { z } from 'zod'
import {
  DiagnosticSchema,
  EvaluationSchema,
  EvidenceKindSchema,
  FileRefSchema,
  FileRoleSchema,
  FileStateSchema,
  LegacyCounterSchema,
  PhaseSchema,
  RequestStatusSchema,
  StopInfoSchema,
  TimeSpanSchema,
  UsageSchema
} from '../../model/index.js'
import { GAP_CODES } from './evidence.js'
import { nullableNumber } from './fields.js'

export const RequestFileSchema = z.object({
  role: FileRoleSchema,
  ...FileRefSchema.shape,
  state: FileStateSchema,
  line: z.number().int().nullable(),
  json_path: z.string().nullable(),
  reason: z.string().nullable()
})

export const RequestReportSchema = z.object({
  request_id: z.string().nullable(),
  /** Which evidence is authoritative: `full_result` > `record_end` > `harness_counters`; null = a gap. */
  evidence: EvidenceKindSchema.nullable(),
  /** Label of the harness-counter source when evidence is `harness_counters`. */
  evidence_label: z.string().nullable(),
  status: RequestStatusSchema.nullable(),
  stop_cause: z.string().nullable(),
  stop_reason: z.string().nullable(),
  error_code: z.string().nullable(),
  /** Runtime id (full result, else record): snapshots of one runtime are cumulative. */
  runtime_id: z.string().nullable(),
  /** The record end line's stop, field by field; null without a record end line or on success. */
  stop: StopInfoSchema.nullable(),
  /** The authoritative evidence's error (code, stage, retryable), with where it was read; null when none. */
  error: z
    .object({
      source: EvidenceKindSchema.exclude(['harness_counters']),
      code: z.string().nullable(),
      stage: z.string().nullable(),
      retryable: z.boolean().nullable()
    })
    .nullable(),
  /** `oom_kill_count` of the record's start and end lines and whether the container was exclusive; null without a read record. */
  oom: z.object({ start: nullableNumber, end: nullableNumber, exclusive_container: z.boolean().nullable() }).nullable(),
  usage: UsageSchema.nullable(),
  /**
   * Relations of the usage definitions this request's usage breaks
   * (`cached_exceeds_input`, `reasoning_exceeds_output`,
   * `total_tokens_mismatch`), with the figures; empty when none.
   */
  usage_disagreements: z.array(z.object({ relation: z.string(), metrics: z.array(z.string()), detail: z.string() })),
  invocation: TimeSpanSchema.nullable(),
  files: z.array(RequestFileSchema),
  gaps: z.array(z.enum(GAP_CODES)),
  diagnostics: z.array(DiagnosticSchema)
})

export const AttemptReportSchema = z.object({
  key: z.string(),
  configuration: z.string(),
  task: z.string(),
  revision: z.string(),
  attempt: z.string(),
  missing: z.boolean(),
  requests_complete: z.boolean(),
  declared_in: FileRefSchema.nullable(),
  evaluation: EvaluationSchema.nullable(),
  task_duration_ms: nullableNumber,
  /** Harness phase durations (detail; e.g. Harbor's four phases), ms; null = did not run or unknown. */
  phases: z.array(PhaseSchema),
  invocations: z.object({
    count: z.number().int(),
    timed: z.number().int(),
    /** Every expected invocation timed and the request list verified: `covered_ms` and `peak_concurrency` are exact; else lower bounds. */
    complete: z.boolean(),
    covered_ms: nullableNumber,
    peak_concurrency: z.number().int().nullable()
  }),
  requests: z.array(RequestReportSchema),
  legacy_counters: z.array(LegacyCounterSchema),
  diagnostics: z.array(DiagnosticSchema)
})

export type AttemptReport = z.infer<typeof AttemptReportSchema>
export type RequestReport = z.infer<typeof RequestReportSchema>
