/**
 * The shard summary (`summary_version: 1`): everything one shard of the
 * evidence contributes to a comparison — the configurations as declared,
 * every attempt with the evidence read for it (after evidence files shared
 * between its requests were claimed once), the findings not tied to one
 * attempt, and where it came from. `fabric-compare merge` concatenates
 * summaries and runs the same comparison a single run over all the evidence
 * would run, so the figures are equal by construction. Defined once with
 * zod; `schema/shard-summary.schema.json` is generated from it
 * (`npm run schemas`).
 */
import { z } from 'zod'
import {
  ArtifactOutcomeSchema,
  AttemptInputSchema,
  ConfigurationInputSchema,
  DiagnosticSchema,
  UnexpectedAttemptSchema
} from './evidence-schema.js'

/** Version of the shard summary format; `merge` refuses summaries of another version. */
export const SUMMARY_VERSION = 1

/** One evidence source the shard was read from. */
export const ShardSourceSchema = z.strictObject({
  /** `manifest` (a manifest v1 file), `harbor_job` or `tb1_run` (a folder), `attempt_indexes` (the action's artifacts of one configuration). */
  kind: z.enum(['manifest', 'harbor_job', 'tb1_run', 'attempt_indexes']),
  /** The path as given on the command line or to the action; for `attempt_indexes`, the configuration line `id: pattern`. */
  path: z.string()
})

/** Provenance of a shard: its sources and, in a workflow, the job that wrote it. */
export const ShardProvenanceSchema = z.strictObject({
  sources: z.array(ShardSourceSchema),
  /** `owner/repo run <id> attempt <n> job <name>` when written by the action; null from the CLI. */
  workflow_job: z.string().nullable()
})

/** The shard summary document. */
export const ShardSummarySchema = z.strictObject({
  summary_version: z.literal(SUMMARY_VERSION),
  generated_by: z.strictObject({ name: z.literal('fabric-compare'), version: z.string() }),
  /** `sha256:<hex>` of the summary's content and provenance (everything but `shard_id` and `generated_by`): one shard, one id. */
  shard_id: z.string().regex(/^sha256:[0-9a-f]{64}$/),
  provenance: ShardProvenanceSchema,
  configurations: z.array(ConfigurationInputSchema),
  attempts: z.array(AttemptInputSchema),
  /** Findings not tied to one attempt. */
  diagnostics: z.array(DiagnosticSchema),
  artifacts: z.array(ArtifactOutcomeSchema),
  unexpected_attempts: z.array(UnexpectedAttemptSchema)
})

/** A shard summary (see {@link ShardSummarySchema}). */
export type ShardSummary = z.infer<typeof ShardSummarySchema>
/** Provenance of a shard summary. */
export type ShardProvenance = z.infer<typeof ShardProvenanceSchema>
