/**
 * What the blocks of the report schema (report-schema.ts) share: a nullable number, the
 * helpers that spell one field per key (`countsOf`) or per usage metric (`perMetric`), and an
 * estimate with its 95 % interval (`IntervalSchema`), as configurations, comparisons and
 * budgets report it. `null` always means "unknown / not reported", never 0.
 */
import { z } from 'zod'
import { USAGE_METRICS, type UsageMetric } from '../../model/index.js'

/** A number, or null: unknown / not reported (never 0). */
export const nullableNumber = z.number().nullable()

/** An object of integer counts, one per key, in the keys' order. */
export function countsOf<const K extends readonly string[]>(keys: K): { [P in K[number]]: z.ZodNumber } {
  return Object.fromEntries(keys.map((k) => [k, z.number().int()])) as { [P in K[number]]: z.ZodNumber }
}

/** One `schema` per usage metric, keyed and ordered as `USAGE_METRICS`. */
export function perMetric<T extends z.ZodType>(schema: T): { [M in UsageMetric]: T } {
  return Object.fromEntries(USAGE_METRICS.map((m) => [m, schema])) as { [M in UsageMetric]: T }
}

/** An estimate with its 95 % interval (task-clustered; see `method`), or the reason there is none. */
export const IntervalSchema = z.object({
  estimate: z.number(),
  /** Lower bound; null with `reason` when no interval is given. */
  low: nullableNumber,
  high: nullableNumber,
  /** Standard error used (after any floor); null when no interval. */
  standard_error: nullableNumber,
  /** True when the standard error was raised to its floor (every task showed the same result). */
  floored: z.boolean(),
  /** Why low/high are null. */
  reason: z.string().nullable(),
  /**
   * Pass fractions only: the exact Clopper–Pearson 95 % interval on the
   * design-effect-adjusted number of attempts that low/high never fall inside
   * (pass-fraction-interval.ts); `widened` when it moved a bound.
   */
  exact: z
    .object({ low: z.number(), high: z.number(), design_effect: z.number(), effective_attempts: z.number(), widened: z.boolean() })
    .optional()
})

export type IntervalReport = z.infer<typeof IntervalSchema>
