/**
 * The report's per-configuration figures with intervals: `configurations[].statistics`
 * (task-clustered pass fraction, pass@k, mean usage per attempt, cost per passed attempt, the
 * named scores by key) and `configurations[].infrastructure` (the share of attempts to be judged
 * that ran to a verdict). Tokens are token counts, costs US dollars.
 */
import { z } from 'zod'
import { IntervalSchema, nullableNumber } from './fields.js'

/** Mean per attempt of one metric over the attempts whose usage of it is complete. */
export const AttemptMeanSchema = z.object({
  /** Mean with interval; null when no attempt has complete usage of the metric. */
  interval: IntervalSchema.nullable(),
  /** Attempts whose usage of the metric is complete (the denominator). */
  attempts: z.number().int(),
  /** Listed attempts. */
  of: z.number().int(),
  /** Tasks those attempts belong to. */
  tasks: z.number().int()
})

/**
 * Whether a configuration's attempts to be judged ran to a verdict without a failure that is not
 * the agent's (issue 42: infrastructure apart from the agent; src/comparison/tally/infrastructure.ts).
 */
export const InfrastructureBlockSchema = z.object({
  /** Listed attempts (those to be judged are `attempts`; the others have no evaluator and no verdict). */
  listed: z.number().int(),
  /** Attempts to be judged (an evaluator declared or a verdict given): the denominator. */
  attempts: z.number().int(),
  /** Ran to a verdict, or to the agent's own failure, and no request shows a failure that is not the agent's. */
  ran: z.number().int(),
  /** A request shows a failure of unknown class (the agent's or not): not in `ran`, so the share is a lower bound by them. */
  unclassified: z.number().int(),
  /**
   * Did not run cleanly: missing, a stop not the agent's (infrastructure, verifier, cancelled; even beside a verdict), or
   * no verdict and no failure.
   */
  did_not_run: z.number().int(),
  /** Of `did_not_run`, the missing attempts (no evidence; named in the verdict paragraph already). */
  missing: z.number().int(),
  /** Some of those that did not run and of those unclassified (attempt keys, at most 20 each). */
  examples: z.object({ did_not_run: z.array(z.string()), unclassified: z.array(z.string()) }),
  /** ran / attempts with its task-clustered 95 % interval (as the pass fraction's); null with `reason` when none is to be judged. */
  share: IntervalSchema.nullable(),
  /** (ran + unclassified) / attempts: the share were every unclassified failure the agent's; null when none is unclassified. */
  share_upper: nullableNumber,
  reason: z.string().nullable()
})

/**
 * One score key's mean over a configuration's attempts with a verdict (issue 42: e.g. each of
 * Harbor's reward keys; src/comparison/figures/score-key-figures.ts).
 */
export const ScoreKeyMeanSchema = z.object({
  /** The key as the evidence names it (`evaluation.scores`; Harbor `verifier_result.rewards`). */
  key: z.string(),
  /** Attempts with a verdict whose evaluation carries a number under this key (of `score_keys.attempts`). */
  scored: z.number().int(),
  /** Tasks with at least one such attempt. */
  tasks: z.number().int(),
  /** Every value is 0 or 1: the mean is a pass fraction, with the pass fraction's interval, and differences are decided as its. */
  binary: z.boolean(),
  /**
   * Mean per attempt with its task-clustered 95 % interval (a key whose values are not all 0 or 1 has no known range: not
   * clipped); null with `reason` when evaluators are mixed or the sum of its values is beyond the largest number.
   */
  mean: IntervalSchema.nullable(),
  /** Why `mean` is null. */
  reason: z.string().nullable()
})

/** Named scores by key (absent when no attempt with a verdict carried one). */
export const ScoreKeysSchema = z.object({
  /** Attempts with a verdict (the denominator of each key's `scored`). */
  attempts: z.number().int(),
  /** The keys met, in code-unit order: at most 16, the smallest (see `more_keys`). */
  keys: z.array(ScoreKeyMeanSchema),
  /** More keys were met than the 16 kept (the evidence names them; none of the others is tallied). */
  more_keys: z.boolean()
})

/** Per-configuration statistics (task-clustered intervals, pass@k, per-attempt usage). */
export const ConfigurationStatisticsSchema = z.object({
  /** How every interval here was computed, in one sentence. */
  method: z.string(),
  /** Listed tasks (task@revision). */
  tasks: z.number().int(),
  pass_fraction: z.object({
    /** passed / evaluated with its interval; null when there is no pass fraction (see reason). */
    interval: IntervalSchema.nullable(),
    /** Tasks with at least one evaluated attempt. */
    tasks: z.number().int(),
    /** Evaluated attempts. */
    attempts: z.number().int(),
    reason: z.string().nullable()
  }),
  /** pass@k (Chen et al. 2021) and pass^k (Yao et al. 2024), mean over tasks, k = 1 … min evaluated attempts per task. */
  pass_at_k: z.object({
    tasks: z.number().int(),
    rows: z.array(z.object({ k: z.number().int(), pass_at_k: z.number(), pass_hat_k: z.number() })),
    reason: z.string().nullable()
  }),
  /** Mean per attempt: tokens, cost in USD. */
  per_attempt: z.object({
    input_tokens: AttemptMeanSchema,
    output_tokens: AttemptMeanSchema,
    total_tokens: AttemptMeanSchema,
    cost_usd: AttemptMeanSchema
  }),
  /** Cost of all listed attempts (USD) / passed attempts; null with reason when pricing, coverage or verdicts do not allow it. */
  cost_per_passed_attempt: z.object({
    value: nullableNumber,
    cost_usd: nullableNumber,
    passed: z.number().int().nullable(),
    reason: z.string().nullable()
  }),
  /** Each named score's mean (absent when no attempt with a verdict carried one). */
  score_keys: ScoreKeysSchema.optional()
})

/** Whether a configuration's attempts ran to a verdict (`configurations[].infrastructure`). */
export type InfrastructureBlock = z.infer<typeof InfrastructureBlockSchema>
/** Named scores by key of one configuration (`statistics.score_keys`). */
export type ScoreKeys = z.infer<typeof ScoreKeysSchema>
export type ConfigurationStatistics = z.infer<typeof ConfigurationStatisticsSchema>
