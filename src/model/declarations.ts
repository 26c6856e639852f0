/**
 * The declaration vocabulary: who judges correctness (`EvaluatorIdentity`),
 * the price table a cost was computed with (`PricingBasis`), an attempt's
 * evaluation, and a harness's phase durations. As the manifest, an attempt
 * index file or a Harbor job declares them, and as the report repeats them.
 */
import { z } from 'zod'
import { nullableNumber, nullableString, openObject, type ObjectOf } from './object.js'

/** Evaluator identity (who judges correctness); `version` null when the declaration gave none. */
export const evaluatorIdentitySchema = (object: ObjectOf = openObject) => object({ name: z.string(), version: nullableString() })
export const EvaluatorIdentitySchema = evaluatorIdentitySchema()
/** Evaluator identity (see {@link evaluatorIdentitySchema}). */
export type EvaluatorIdentity = z.infer<typeof EvaluatorIdentitySchema>

/** Pricing basis: the price table a cost was computed with (`basis`), and whether the caller verified it. */
export const pricingBasisSchema = (object: ObjectOf = openObject) => object({ basis: z.string(), verified: z.boolean() })
export const PricingBasisSchema = pricingBasisSchema()
/** Pricing basis (see {@link pricingBasisSchema}). */
export type PricingBasis = z.infer<typeof PricingBasisSchema>

/**
 * An attempt's evaluation: evaluator identity (null = inherit the
 * configuration's default evaluator) and verdict (`passed` and/or a numeric
 * `score`; for Harbor the primary reward). `scores`: further named scores
 * kept for display (e.g. several Harbor reward keys); `note`: free text
 * such as a harness exception kept beside the verdict; `steps`: per-step
 * rewards of a multi-step attempt (Harbor `step_results[]`) in step order,
 * `rewards` null when the step wrote none (display only; the attempt's
 * score is the harness's own trial reward).
 */
export const evaluationSchema = (object: ObjectOf = openObject) =>
  object({
    evaluator: evaluatorIdentitySchema(object).nullable(),
    passed: z.boolean().nullable(),
    score: nullableNumber(),
    scores: z.record(z.string(), z.number()).optional(),
    note: nullableString().optional(),
    /** Per-step rewards of a multi-step attempt (Harbor `step_results[]`); the attempt's score is the harness's own trial reward. */
    steps: z.array(object({ step: z.string(), rewards: z.record(z.string(), z.number()).nullable() })).optional()
  })
export const EvaluationSchema = evaluationSchema()
/** An attempt's evaluation (see {@link evaluationSchema}). */
export type EvaluationInput = z.infer<typeof EvaluationSchema>

/**
 * Duration of one harness phase (Harbor: environment_setup, agent_setup,
 * agent_execution, verifier), milliseconds; detail only, never mixed with
 * invocation timing. `duration_ms` null = the phase did not run or its time
 * is unknown.
 */
export const phaseSchema = (object: ObjectOf = openObject) => object({ name: z.string(), duration_ms: nullableNumber() })
export const PhaseSchema = phaseSchema()
/** One harness phase's duration (see {@link phaseSchema}). */
export type Phase = z.infer<typeof PhaseSchema>
