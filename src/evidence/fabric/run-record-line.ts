/**
 * Zod schema of one request-record line (`docs/formats.md`, request record; NeMo Fabric
 * `run-record-line` schema `v1alpha1`, as we read it). Documentation and
 * the source of `schema/run-record-line.schema.json` (generated, checked by
 * `__tests__/evidence-schemas.test.ts`). Loose: unknown fields are kept.
 * The reader (request-record.ts) does not validate through zod — it maps
 * fields by hand for speed and precise JSON paths. It accepts every line
 * this schema accepts, and is more lenient in two ways: absent ids / `at`
 * read as null, and other lines are counted as unknown instead of rejected.
 */
import { z } from 'zod'
import { RUN_RECORD_LINE_SCHEMA } from './record-lines.js'
import { RequestStatusSchema } from '../../model/index.js'

const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)
const nullableCount = count.nullable().optional()
const nullableString = z.string().nullable().optional()

const UsageSchema = z.looseObject({
  input_tokens: nullableCount.describe('Input tokens, including cached input'),
  cached_input_tokens: nullableCount,
  output_tokens: nullableCount,
  reasoning_tokens: nullableCount,
  total_tokens: nullableCount,
  cost_usd: z.number().nonnegative().nullable().optional().describe('US dollars'),
  pricing_basis: nullableString.describe('Id of the price table cost_usd was computed with')
})

const ResourceSnapshotSchema = z.looseObject({
  observed_at: nullableString.describe('RFC 3339 timestamp'),
  scope: nullableString.describe('"adapter_host_tree"'),
  process_count: nullableCount,
  rss_bytes: nullableCount,
  cpu_user_ms: nullableCount,
  cpu_system_ms: nullableCount
})

const common = {
  schema: z.literal(RUN_RECORD_LINE_SCHEMA),
  at: z.string().describe('RFC 3339 timestamp with offset (UTC, milliseconds)'),
  runtime_id: z.string(),
  invocation_id: z.string(),
  request_id: z.string()
}

/** The `start` line: written right before the request is sent to the adapter host. */
export const RunRecordStartLineSchema = z.looseObject({
  ...common,
  line: z.literal('start'),
  timeout_ms: nullableCount.describe('Invoke timeout that applies, milliseconds (not a deadline)'),
  agent_name: nullableString,
  harness: nullableString,
  adapter_kind: nullableString,
  adapter_id: nullableString,
  models: z
    .record(z.string(), z.looseObject({ provider: nullableString, model: nullableString }))
    .nullable()
    .optional()
    .describe('{role: {provider, model}}'),
  context_keys: z.array(z.string()).nullable().optional().describe('Request context keys, names only'),
  override_keys: z.array(z.string()).nullable().optional().describe('Override names, no values'),
  exclusive_container: z.boolean().nullable().optional().describe('Nothing else ran in the container'),
  oom_kill_count: nullableCount.describe('cgroup v2 oom_kill count when Fabric owns the cgroup')
})

/** The `end` line: written after the invocation returns or raises. */
export const RunRecordEndLineSchema = z.looseObject({
  ...common,
  line: z.literal('end'),
  status: RequestStatusSchema.nullable().optional().describe('null when the invocation raised'),
  error: z
    .looseObject({ code: nullableString, stage: nullableString, retryable: z.boolean().nullable().optional() })
    .nullable()
    .optional()
    .describe('Never the message'),
  stop: z
    .looseObject({
      cause: nullableString.describe('fabric_failed | sandbox_failed | agent_exhausted_budget | unclassified | agent_failed'),
      reason: nullableString.describe('"timeout" or null'),
      timeout_ms: nullableCount,
      used_ms: nullableCount,
      force_stopped: z.boolean().nullable().optional(),
      exit_code: z.number().int().nullable().optional(),
      exit_signal: z.union([z.string(), z.number().int()]).nullable().optional()
    })
    .nullable()
    .optional()
    .describe('null on success'),
  oom_kill_count: nullableCount,
  usage: UsageSchema.nullable().optional(),
  resource_snapshot: ResourceSnapshotSchema.nullable().optional()
})

/** One known request-record line: `start` or `end` (discriminated by `line`). */
export const RunRecordLineSchema = z
  .discriminatedUnion('line', [RunRecordStartLineSchema, RunRecordEndLineSchema])
  .describe(`One line of a NeMo Fabric request record (run-record.jsonl), ${RUN_RECORD_LINE_SCHEMA}`)

/** A known request-record line, as zod infers it. */
export type RunRecordLine = z.infer<typeof RunRecordLineSchema>
