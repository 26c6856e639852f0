/**
 * The report's block of one configuration (`configurations[]`): its attempts and requests, usage
 * coverage per metric (`usage`), verdicts per evaluator (`evaluation`), and the blocks of
 * outcomes and timing (outcomes.ts), gaps and resources (evidence.ts), statistics and
 * infrastructure (statistics.ts). Tokens are token counts, `cost_usd` US dollars.
 */
import { z } from 'zod'
import { EvaluatorIdentitySchema, PricingBasisSchema } from '../../model/index.js'
import { GapSchema, ResourceCoverageSchema, ResourceObservationSchema } from './evidence.js'
import { nullableNumber, perMetric } from './fields.js'
import { OutcomesBlockSchema, TimingBlockSchema } from './outcomes.js'
import { ConfigurationStatisticsSchema, InfrastructureBlockSchema } from './statistics.js'

/** Coverage of one usage metric within one configuration. */
export const MetricCoverageSchema = z.object({
  /** Sum over requests whose authoritative evidence reports the metric; null when none does. */
  observed: nullableNumber,
  /** How many expected requests reported the metric (a reported 0 counts). */
  reported_by: z.number().int(),
  /** How many requests were expected. */
  expected: z.number().int(),
  /** True only when inventory and request lists are verified and every expected request reported it. */
  complete: z.boolean()
})

/** Coverage of a token metric: its sum is a count a float holds exactly (≤ 2^53 − 1), else unknown (`sum_overflow`). */
const TokenCoverageSchema = MetricCoverageSchema.extend({
  observed: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable()
})

/**
 * Coverage of every usage metric (`USAGE_METRICS`, in that order) within one configuration; token sums are safe
 * integers, the cost a non-negative number.
 */
export const UsageBlockSchema = z.object({
  ...perMetric(TokenCoverageSchema),
  cost_usd: MetricCoverageSchema.extend({ observed: z.number().nonnegative().nullable() })
})

/** One evaluator's verdicts within a configuration. */
export const EvaluatorBreakdownSchema = z.object({
  ...EvaluatorIdentitySchema.shape,
  /** Attempts with passed === true. */
  passed: z.number().int(),
  /** Attempts with a verdict (passed true/false) from this evaluator. */
  evaluated: z.number().int(),
  /** passed / evaluated; null when evaluated is 0. */
  pass_fraction: nullableNumber,
  /** Mean of numeric scores; null when none. */
  mean_score: nullableNumber,
  /** How many attempts carried a score. */
  scored: z.number().int()
})

export const EvaluationBlockSchema = z.object({
  evaluators: z.array(EvaluatorBreakdownSchema),
  /** Listed attempts (the denominator evaluated is out of). */
  listed: z.number().int(),
  passed: z.number().int(),
  evaluated: z.number().int(),
  /** Listed attempts with no verdict. */
  not_evaluated: z.number().int(),
  /**
   * Listed attempts that are to be judged: an evaluator is declared for
   * them (the attempt's or the configuration's), their source has a
   * verifier (every Harbor trial and TB1 run), or they carry a verdict.
   * The denominator of `verdicts_missing`.
   */
  verdicts_expected: z.number().int(),
  /**
   * Of `verdicts_expected`, those with no verdict (neither pass/fail nor a score; missing attempts included): missing
   * evidence, the configuration is not complete.
   */
  verdicts_missing: z.number().int(),
  /** passed / evaluated under a single evaluator; null when evaluators are mixed or nothing was evaluated. */
  pass_fraction: nullableNumber,
  /** Why pass_fraction is null, when it is. */
  pass_fraction_reason: z.string().nullable()
})

export const ConfigurationReportSchema = z.object({
  id: z.string(),
  /** Evidence for this configuration is complete (see the gate). */
  complete: z.boolean(),
  pricing: PricingBasisSchema.nullable(),
  /**
   * The pricing basis the cost figure is in: the declared one (`pricing`),
   * else the basis the evidence's costs named (e.g. Harbor's
   * `harbor-estimate:codex`); null when none is declared or named.
   */
  cost_basis: z.string().nullable(),
  /**
   * Costs the evidence reports in a pricing basis other than `cost_basis` (the declared one, else the one most costed
   * requests name), one entry per basis (`basis` null: the requests name none), sorted: their own sum in US dollars
   * with its coverage — known, yet left out of `usage.cost_usd` and never compared with another basis
   * (`pricing_basis_mixed`). Absent when every cost is in `cost_basis`.
   */
  cost_other_bases: z
    .array(MetricCoverageSchema.extend({ basis: z.string().nullable(), observed: z.number().nonnegative().nullable() }))
    .optional(),
  attempts: z.object({
    listed: z.number().int(),
    with_evidence: z.number().int(),
    missing: z.number().int(),
    inventory_verified: z.boolean()
  }),
  requests: z.object({
    expected: z.number().int(),
    from_result: z.number().int(),
    from_record: z.number().int(),
    /** Requests whose accounting came from harness counters (non-Fabric agent). */
    from_harness_counters: z.number().int(),
    missing: z.number().int(),
    /**
     * Attempts whose request list is verified / unverified; a declared-missing attempt is in neither
     * (it is counted in `attempts.missing`).
     */
    lists_verified: z.number().int(),
    lists_unverified: z.number().int()
  }),
  usage: UsageBlockSchema,
  evaluation: EvaluationBlockSchema,
  /** Whether its attempts to be judged ran to a verdict (absent in reports written before it existed). */
  infrastructure: InfrastructureBlockSchema.optional(),
  outcomes: OutcomesBlockSchema,
  timing: TimingBlockSchema,
  resources: z.array(ResourceObservationSchema),
  resource_coverage: ResourceCoverageSchema,
  gaps: z.array(GapSchema),
  /** Intervals, pass@k, per-attempt usage (absent in reports written before it existed). */
  statistics: ConfigurationStatisticsSchema.optional()
})

export type ConfigurationReport = z.infer<typeof ConfigurationReportSchema>
export type MetricCoverage = z.infer<typeof MetricCoverageSchema>
