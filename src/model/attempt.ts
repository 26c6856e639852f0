/**
 * The comparison's input vocabulary: configurations as declared, attempts
 * with the evidence read for them, artifact outcomes and attempts found
 * outside the inventory. `ComparisonInput` itself (with the gate options
 * and budgets) is in src/comparison/input/input.ts.
 */
import { z } from 'zod'
import { evaluationSchema, evaluatorIdentitySchema, phaseSchema, pricingBasisSchema } from './declarations.js'
import { diagnosticSchema } from './diagnostic.js'
import { fullResultSchema, harnessCountersSchema, requestRecordSchema } from './evidence.js'
import { fileOutcomeSchema, fileRefSchema, type FileRef } from './files.js'
import { nullableInteger, nullableNumber, nullableString, openObject, type ObjectOf } from './object.js'
import { ArtifactStatusSchema } from './statuses.js'
import { legacyCounterSchema } from './usage.js'

/**
 * One configuration under comparison, as declared. `attempts_complete` of
 * the manifest: true = the attempt inventory is verified; false or null
 * (absent) = unverified. `evaluator`: default evaluator for this
 * configuration's attempts. `retry_policy`: how its harness retried
 * failed tries (Harbor jobs: the job `config.json` `retry`, as text,
 * `mixed: …` over jobs that differ; null when no job config says; absent
 * for sources without one), which changes what a pass rate means.
 * `input_definition`: what its input tokens count when its source says
 * (Harbor: its agents' `n_input_tokens`, src/evidence/harbor/usage/agent-input.ts;
 * `mixed: a + b` over agents that differ); null or absent = this product's
 * own (every prompt token). Input deltas need the same on both sides.
 */
export const configurationInputSchema = (object: ObjectOf = openObject) =>
  object({
    id: z.string(),
    attempts_complete: z.boolean().nullable(),
    pricing: pricingBasisSchema(object).nullable(),
    evaluator: evaluatorIdentitySchema(object).nullable(),
    retry_policy: z.string().nullable().optional(),
    input_definition: z.string().nullable().optional()
  })
export const ConfigurationInputSchema = configurationInputSchema()

/** This product's definition of input tokens (a NeMo Fabric full result's `input_tokens`), the default `input_definition`. */
export const EVERY_PROMPT_TOKEN = 'every prompt token (uncached input, cache reads and cache writes)'

/**
 * Does a configuration's `retry_policy` retry on the trial's reward (Harbor's `retry_if_reward_below`: retries chosen
 * by the outcome)? False when it has none.
 */
export function retriesOnReward(policy: string | null | undefined): boolean {
  return policy !== null && policy !== undefined && policy.includes('retry_if_reward_below')
}
/** One configuration as declared (see {@link configurationInputSchema}). */
export type ConfigurationInput = z.infer<typeof ConfigurationInputSchema>

/**
 * One expected request of an attempt, with whatever evidence was read for
 * it: the declared full result and request record (null when none was
 * declared), and harness counters standing in for a non-Fabric agent
 * (Harbor `agent_result`; lowest precedence).
 */
export const requestInputSchema = (object: ObjectOf = openObject) =>
  object({
    request_id: nullableString(),
    result: fileOutcomeSchema(fullResultSchema(object), object).nullable(),
    record: fileOutcomeSchema(requestRecordSchema(object), object).nullable(),
    harness_counters: fileOutcomeSchema(harnessCountersSchema(object), object).nullable().optional()
  })
export const RequestInputSchema = requestInputSchema()
/** One expected request with its evidence (see {@link requestInputSchema}); its file outcomes may carry an on-disk `identity` (FileRef). */
export type RequestInput = { [K in keyof z.infer<typeof RequestInputSchema>]: WithFileIdentity<z.infer<typeof RequestInputSchema>[K]> }

/** A file outcome or file ref with its optional, never serialised on-disk `identity` (see FileRef); other values unchanged. */
type WithFileIdentity<T> = T extends { path: string; artifact: string | null } ? T & { identity?: string } : T

/**
 * One attempt `(configuration, task, revision, attempt)`. `missing`: the
 * attempt was expected (inventory) but no evidence of it was found at all
 * (no attempt index file, no trial result); its request list is then
 * unknown. `requests_complete` of the manifest: true = request list
 * verified; false/null = unverified. `task_duration_ms`: caller-measured
 * duration of the whole attempt, milliseconds. `phases`: durations of the
 * harness's phases. `legacy_counters`: attempt-level counters (Harbor
 * `agent_result`, ATIF `final_metrics`), diagnostics only. `declared_in`:
 * the file the attempt was declared in (manifest, attempt index, Harbor
 * trial result). `diagnostics`: findings about this attempt's declaration
 * or harness files.
 */
export const attemptInputSchema = (object: ObjectOf = openObject) =>
  object({
    configuration: z.string(),
    task: z.string(),
    revision: z.string(),
    attempt: z.string(),
    missing: z.boolean(),
    requests_complete: z.boolean().nullable(),
    requests: z.array(requestInputSchema(object)),
    evaluation: evaluationSchema(object).nullable(),
    task_duration_ms: nullableNumber(),
    phases: z.array(phaseSchema(object)).optional(),
    legacy_counters: z.array(legacyCounterSchema(object)),
    declared_in: fileRefSchema(object).nullable(),
    diagnostics: z.array(diagnosticSchema(object))
  })
export const AttemptInputSchema = attemptInputSchema()
/** One attempt with the evidence read for it (see {@link attemptInputSchema}). */
export type AttemptInput = Omit<z.infer<typeof AttemptInputSchema>, 'declared_in' | 'requests'> & {
  declared_in: FileRef | null
  requests: RequestInput[]
}

/**
 * What happened to one workflow artifact the action was asked to download
 * (or to one name pattern that matched none). Anything but `downloaded`
 * means evidence is not complete: the artifact is named in the report and
 * the gate fails. `name`: the artifact's name, for `not_found` the pattern
 * that matched nothing; `size_bytes`: zip size in bytes as listed by
 * GitHub; `digest`: listed `sha256:<hex>`, null when GitHub gave none;
 * `run`: which workflow run it came from, in words (`this run`, `run 42 of
 * o/r`); `status`: `ARTIFACT_STATUSES`; `created_at`: ISO 8601 creation time
 * from the listing, when it said (orders re-uploads of one attempt);
 * `refused`: files of this artifact refused at the trust boundary (e.g. an
 * index file naming another configuration), never read; any makes evidence
 * incomplete.
 */
export const artifactOutcomeSchema = (object: ObjectOf = openObject) =>
  object({
    name: z.string(),
    id: nullableInteger(),
    size_bytes: nullableInteger(),
    digest: nullableString(),
    run: z.string(),
    status: ArtifactStatusSchema,
    error: nullableString(),
    /** When the listing said: ISO 8601 creation time of the upload (orders re-uploads of one attempt). */
    created_at: nullableString().optional(),
    /** Files of this artifact refused at the trust boundary (e.g. an index file naming another configuration); never read. */
    refused: z.array(object({ file: z.string(), reason: z.string() })).optional()
  })
export const ArtifactOutcomeSchema = artifactOutcomeSchema()
/** What happened to one workflow artifact (see {@link artifactOutcomeSchema}). */
export type ArtifactOutcome = z.infer<typeof ArtifactOutcomeSchema>

/** An attempt found in evidence but not in the expected inventory: reported, not compared. */
export const unexpectedAttemptSchema = (object: ObjectOf = openObject) =>
  object({
    configuration: z.string(),
    task: z.string(),
    revision: z.string(),
    attempt: z.string(),
    declared_in: fileRefSchema(object).nullable()
  })
export const UnexpectedAttemptSchema = unexpectedAttemptSchema()
/** An attempt found outside the expected inventory (see {@link unexpectedAttemptSchema}). */
export type UnexpectedAttempt = Omit<z.infer<typeof UnexpectedAttemptSchema>, 'declared_in'> & { declared_in: FileRef | null }
