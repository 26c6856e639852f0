/**
 * Manifest v1 and the attempt index file (`fabric-attempt.json`), both
 * described in `docs/formats.md` (the manifest) and
 * `docs/producing-evidence.md`, as zod schemas. The published
 * JSON Schemas in `schema/` are generated from these (`npm run schemas`).
 *
 * A declaration that is absent means *unverified*, never *complete*.
 * Every object is strict: these are files the user writes, so a misspelt
 * key (`pased`) is an error naming the nearest known key, never a verdict
 * silently dropped.
 */
import { z } from 'zod'
import { unknownKeyMessages } from './validation-issues.js'
import { MAX_REQUESTS_PER_ATTEMPT } from '../../evidence/limits.js'

/**
 * A strict object (the manifest and attempt index files are the user's
 * own: an unknown key is an error, not ignored), whose unknown keys are
 * reported one per line with the nearest known key (`formatIssues`,
 * validation-issues.ts, turns them into `<JSON path of the key>: unknown key; did you mean "passed"?`).
 */
function strictObject<T extends z.core.$ZodLooseShape>(shape: T): z.ZodObject<T, z.core.$strict> {
  const known = Object.keys(shape)
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownKeyMessages(issue.keys, known) : undefined)
  })
}

/** `$schema`: the JSON Schema an editor validates the file against (schema/*.schema.json); not read. */
const SchemaReference = z.string().optional()

/** Evaluator identity: who judges correctness. */
export const EvaluatorDeclSchema = strictObject({
  name: z.string().min(1),
  version: z.string().min(1).optional()
})

/** An attempt's evaluation: the evaluator (defaults to the configuration's) and the verdict. */
export const EvaluationDeclSchema = strictObject({
  evaluator: EvaluatorDeclSchema.optional(),
  /** The verdict; absent or null = not judged pass/fail. */
  passed: z.boolean().nullable().optional(),
  /** A numeric score (finite). */
  score: z.number().nullable().optional()
})

/** One expected request: a path to its full result and/or its request record. */
export const RequestDeclSchema = strictObject({
  request_id: z.string().min(1).optional(),
  /** Path of the NeMo Fabric full result (`RunResult` JSON), relative to the manifest's folder. */
  result: z.string().min(1).optional(),
  /** Path of the request record (`run-record.jsonl`), relative to the manifest's folder. */
  record: z.string().min(1).optional()
}).refine((r) => r.result !== undefined || r.record !== undefined, {
  message: 'a request needs a `result` or a `record` path (or both)'
})

/** Attempt number or label; integers are accepted and read as strings. */
const AttemptIdSchema = z.union([z.string().min(1), z.number().int().nonnegative()]).transform((v) => String(v))

/** Fields shared by a manifest attempt and an attempt index file. */
const attemptShape = {
  configuration: z.string().min(1),
  task: z.string().min(1),
  revision: z.string().min(1),
  attempt: AttemptIdSchema,
  /** Whether `requests` is the whole list of requests the attempt made. Absent = unverified. */
  requests_complete: z.boolean().optional(),
  /** At most `MAX_REQUESTS_PER_ATTEMPT` (src/evidence/limits.ts); a longer list is refused with its length before any request is read. */
  requests: z.array(RequestDeclSchema).max(MAX_REQUESTS_PER_ATTEMPT, {
    error: (issue) =>
      `${Array.isArray(issue.input) ? issue.input.length.toLocaleString('en-US') : 'too many'} requests listed, more than the ${MAX_REQUESTS_PER_ATTEMPT.toLocaleString('en-US')} one attempt may list (docs/formats.md, input limits); the list is refused, none of its requests read`
  }),
  evaluation: EvaluationDeclSchema.optional(),
  /** Caller-measured duration of the whole attempt, milliseconds. */
  task_duration_ms: z.number().nonnegative().optional()
}

export const AttemptDeclSchema = strictObject(attemptShape)

export const PricingDeclSchema = strictObject({
  /** Id of the price table costs were computed with. */
  basis: z.string().min(1),
  /** Whether the caller verified the price table. Absent = unverified. */
  verified: z.boolean().optional()
})

export const ConfigurationDeclSchema = strictObject({
  id: z.string().min(1),
  /** Whether the attempt list is the whole list the caller meant to run. Absent = unverified. */
  attempts_complete: z.boolean().optional(),
  pricing: PricingDeclSchema.optional(),
  /** Default evaluator of this configuration's attempts. */
  evaluator: EvaluatorDeclSchema.optional()
})

/** The manifest, version 1. */
export const ManifestSchema = strictObject({
  $schema: SchemaReference,
  manifest_version: z.literal(1),
  configurations: z.array(ConfigurationDeclSchema).min(1),
  attempts: z.array(AttemptDeclSchema)
})

/** `fabric-attempt.json`: one manifest attempt written next to its evidence. */
export const AttemptIndexSchema = strictObject({
  $schema: SchemaReference,
  attempt_index_version: z.literal(1),
  ...attemptShape
})

export type Manifest = z.infer<typeof ManifestSchema>
export type AttemptDecl = z.infer<typeof AttemptDeclSchema>
export type RequestDecl = z.infer<typeof RequestDeclSchema>
export type ConfigurationDecl = z.infer<typeof ConfigurationDeclSchema>
export type AttemptIndex = z.infer<typeof AttemptIndexSchema>
