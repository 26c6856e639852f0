/**
 * The accounting vocabulary: `Usage` (one request's tokens and cost, as the
 * readers in `src/evidence/fabric/usage.ts` and the Harbor reader return it) and
 * `LegacyCounter` (counters shown, never accounted). Tokens are integer
 * token counts, `cost_usd` US dollars; every figure is nullable and `null`
 * means "not reported", never 0.
 */
import { z } from 'zod'
import { nullableNumber, nullableString, openObject, type ObjectOf } from './object.js'

/** A token count as the readers accept it: a non-negative safe integer, or null (not reported). */
export const TokenCountSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable()

/** US dollars as the readers accept them: non-negative and finite, or null (not reported). */
export const CostUsdSchema = z.number().nonnegative().nullable()

/**
 * Accounting of one request (`src/evidence/fabric/usage.ts`). `input_tokens`
 * includes cached input. `pricing_basis`: id of the price table `cost_usd`
 * was computed with, when the producer said.
 */
export const usageSchema = (object: ObjectOf = openObject) =>
  object({
    input_tokens: TokenCountSchema,
    cached_input_tokens: TokenCountSchema,
    output_tokens: TokenCountSchema,
    reasoning_tokens: TokenCountSchema,
    total_tokens: TokenCountSchema,
    cost_usd: CostUsdSchema,
    pricing_basis: nullableString()
  })

/** {@link usageSchema} built with `z.object`. */
export const UsageSchema = usageSchema()

/** Accounting of one request: tokens (counts) and `cost_usd` (US dollars); every field null = not reported. */
export type Usage = z.infer<typeof UsageSchema>

/** The usage metrics the report accounts for, in report order (every key of {@link Usage} but `pricing_basis`). */
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
 * Token/cost counters that are not tied to one listed request (adapter
 * `output.usage`, Harbor `agent_result`, ATIF `final_metrics`): shown and
 * cross-checked, never added into the accounting. The report's key is
 * `legacy_counters` for history; the counters are not legacy, they are
 * self-reported and never accounted. `source`: where the figures come from,
 * e.g. `output.usage (claude adapter)`, `atif.final_metrics`; `file`: the
 * file they were read from, when known.
 */
export const legacyCounterSchema = (object: ObjectOf = openObject) =>
  object({
    source: z.string(),
    file: z.string().optional(),
    input_tokens: nullableNumber(),
    cached_input_tokens: nullableNumber(),
    output_tokens: nullableNumber(),
    total_tokens: nullableNumber(),
    cost_usd: nullableNumber()
  })

/** The metrics a legacy counter may carry, in report order (its keys but `source` and `file`; no `reasoning_tokens`). */
export const LEGACY_METRICS = [
  'input_tokens',
  'cached_input_tokens',
  'output_tokens',
  'total_tokens',
  'cost_usd'
] as const satisfies readonly UsageMetric[]

/** {@link legacyCounterSchema} built with `z.object`. */
export const LegacyCounterSchema = legacyCounterSchema()

/** Self-reported token/cost counters, shown and never accounted (see {@link legacyCounterSchema}). */
export type LegacyCounter = z.infer<typeof LegacyCounterSchema>
