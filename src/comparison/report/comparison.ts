/**
 * The report's block of one comparison, candidate against baseline (`comparisons[]`): the
 * inventory matched, one delta per usage metric and the pass fraction's, whether each is beyond
 * noise, and the paired per-task comparison (difference with its interval, the test behind it,
 * the tasks that changed). Differences are candidate − baseline, in the metric's unit.
 */
import { z } from 'zod'
import { IntervalSchema, nullableNumber, perMetric } from './fields.js'

/** A delta candidate minus baseline, or the reason there is none. */
export const DeltaSchema = z.object({
  baseline: nullableNumber,
  candidate: nullableNumber,
  /** candidate − baseline; null when not comparable. */
  delta: nullableNumber,
  /** Why delta is null; null when delta is given. */
  reason: z.string().nullable()
})

/**
 * Whether a delta is beyond noise, and which way (src/comparison/figures/noise.ts): for a usage metric
 * the paired, task-clustered 95 % interval of the mean per attempt (candidate − baseline, the
 * interval budgets are checked with) lies above 0 (`higher`), below 0 (`lower`) or includes 0
 * (`within_noise`) — or, where every task shows the same difference (no spread, no interval), the
 * exact sign-flip test `test` decides at two-sided 5 %; for the pass fraction the paired
 * comparison's two-sided 5 % test decides. `side` null: no decision (the delta is withheld, or too
 * few paired tasks).
 */
export const NoiseSchema = z.object({
  side: z.enum(['higher', 'lower', 'within_noise']).nullable(),
  /**
   * Usage metrics: that interval of the mean per attempt (tokens or USD per attempt); null when there is none. Absent
   * for the pass fraction (see `paired`).
   */
  per_attempt: IntervalSchema.nullable().optional(),
  /**
   * Usage metrics whose tasks all show the same difference per attempt (no spread, so `per_attempt` has no interval)
   * over at least 5 paired tasks: the exact two-sided sign-flip test over the per-task differences that decides
   * `side` (beyond noise when `p_two_sided` < 0.05). `tasks`: tasks with a non-zero difference; `smallest_p`:
   * 2/2^tasks, the smallest p they can give. Null (or absent) otherwise.
   */
  test: z
    .object({
      method: z.literal('sign_flip_exact'),
      tasks: z.number().int(),
      p_two_sided: z.number(),
      smallest_p: z.number()
    })
    .nullable()
    .optional()
})

export const TaskRefSchema = z.object({ task: z.string(), revision: z.string() })

/** Verdict counts of one task on one side. */
export const TaskVerdictsSchema = z.object({
  listed: z.number().int(),
  evaluated: z.number().int(),
  passed: z.number().int()
})

/** A task whose pass fraction moved between baseline and candidate. */
export const TaskChangeSchema = z.object({
  task: z.string(),
  revision: z.string(),
  baseline: TaskVerdictsSchema,
  candidate: TaskVerdictsSchema,
  /** candidate − baseline pass fraction of this task (over its evaluated attempts). */
  change: z.number(),
  /** `flaky`: mixed results on a side (some attempts passed, some failed); `flip`: every attempt agreed on each side. */
  kind: z.enum(['flip', 'flaky']).optional(),
  /** Fisher's exact two-sided p of this task's verdicts (baseline vs candidate), not adjusted for the number of tasks. */
  p_value: z.number().optional(),
  /** p_value ≥ 0.05: this task alone shows no change beyond noise. */
  within_noise: z.boolean().optional()
})

/**
 * The test behind a paired difference of fractions (src/comparison/statistics/fraction-difference.ts): `mcnemar_exact` when every
 * paired task has one attempt per side (broken / fixed = discordant tasks), else `cluster_t` (the interval's t
 * statistic). `p_lower`: one-sided p of "the candidate is lower"; `mid_p_lower`: McNemar's mid-p (reported only).
 */
export const PairedTestSchema = z.object({
  method: z.enum(['mcnemar_exact', 'cluster_t']),
  broken: nullableNumber,
  fixed: nullableNumber,
  p_lower: z.number(),
  mid_p_lower: nullableNumber,
  p_two_sided: z.number()
})

/** Paired comparison over the same tasks: the pass-fraction difference with its interval, and the tasks that changed. */
export const PairedComparisonSchema = z.object({
  /** How the interval was computed, in one sentence. */
  method: z.string(),
  /** Tasks paired (0 when the difference is not allowed). */
  tasks: z.number().int(),
  /** Evaluated attempts per task and side, smallest and largest; null when none. */
  attempts_per_task: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** candidate − baseline pass fraction with its 95 % interval; null with `reason` when not allowed. */
  difference: IntervalSchema.nullable(),
  /**
   * The difference is beyond noise at two-sided 5 % (`test`: the interval excludes 0, or McNemar's exact two-sided p <
   * 0.05); null when there is no interval.
   */
  distinguishable: z.boolean().nullable(),
  reason: z.string().nullable(),
  /**
   * Smallest true difference (fraction, ≥ 0) this sample detects with 80 % power by a
   * one-sided 2.5 % test: (t(0.975, n−1) + t(0.80, n−1)) · standard error; null without an interval.
   */
  detectable_difference: nullableNumber.optional(),
  /**
   * The test behind `distinguishable` and the `regression` gate: `mcnemar_exact` when every paired task has one
   * evaluated attempt per side (broken / fixed = discordant tasks), else `cluster_t` (the interval's t statistic).
   * `p_lower`: one-sided p of "the candidate is lower"; `mid_p_lower`: McNemar's mid-p (reported only).
   */
  test: PairedTestSchema.nullable().optional(),
  /**
   * Per score key of either side (code-unit order), candidate − baseline of its mean per attempt with the paired,
   * task-clustered 95 % interval; null with `reason` when the pass-fraction difference is not allowed, or a side's
   * attempts with a verdict do not all carry the key. Absent when neither side has a named score.
   */
  score_keys: z
    .array(
      z.object({
        key: z.string(),
        /** Tasks paired. */
        tasks: z.number().int(),
        baseline: nullableNumber,
        candidate: nullableNumber,
        difference: IntervalSchema.nullable(),
        /**
         * Beyond noise at two-sided 5 %: for a key whose every value is 0 or 1, by `test` (McNemar's exact test with
         * one attempt per task and side, as the pass fraction's); for any other, the interval excludes 0. Null
         * without an interval.
         */
        distinguishable: z.boolean().nullable(),
        /** The test behind `distinguishable` for a 0-or-1 key; absent for any other. */
        test: PairedTestSchema.nullable().optional(),
        reason: z.string().nullable()
      })
    )
    .optional(),
  /** Tasks whose pass fraction moved, strongest evidence (smallest p_value) first, then most negative change. */
  changed_tasks: z.array(TaskChangeSchema),
  /** Tasks with verdicts on both sides and the same pass fraction. */
  unchanged_tasks: z.number().int(),
  /** Tasks without a verdict on a side (side null = not listed there): not changes. */
  tasks_without_verdicts: z.array(
    z.object({ task: z.string(), revision: z.string(), baseline: TaskVerdictsSchema.nullable(), candidate: TaskVerdictsSchema.nullable() })
  ),
  /** Why verdicts are not compared task by task (e.g. evaluators differ); then the task lists are empty. */
  tasks_reason: z.string().nullable()
})

export const ComparisonSchema = z.object({
  baseline: z.string(),
  candidate: z.string(),
  inventory: z.object({
    /** Same (task, revision) list with the same attempt counts. */
    matched: z.boolean(),
    only_in_baseline: z.array(TaskRefSchema),
    only_in_candidate: z.array(TaskRefSchema),
    revision_differs: z.array(z.object({ task: z.string(), baseline: z.array(z.string()), candidate: z.array(z.string()) })),
    attempt_count_differs: z.array(
      z.object({ task: z.string(), revision: z.string(), baseline: z.number().int(), candidate: z.number().int() })
    )
  }),
  /** One delta per usage metric (`USAGE_METRICS`, in that order), then the pass fraction's. */
  metrics: z.object({ ...perMetric(DeltaSchema), pass_fraction: DeltaSchema }),
  /** Paired per-task comparison (absent in reports written before it existed). */
  paired: PairedComparisonSchema.optional(),
  /**
   * The paired difference candidate − baseline of the share that ran to a verdict (`configurations[].infrastructure`),
   * decided as the pass fraction's; null with `reason` unless both sides list the same tasks and attempt counts and
   * every listed attempt is to be judged. Absent in reports written before it existed.
   */
  infrastructure: z
    .object({
      baseline: nullableNumber,
      candidate: nullableNumber,
      tasks: z.number().int(),
      difference: IntervalSchema.nullable(),
      distinguishable: z.boolean().nullable(),
      test: PairedComparisonSchema.shape.test,
      /**
       * When the candidate has attempts with a failure of unknown class: the same difference with them counted as ran
       * and the baseline's not (the candidate's most favourable reading); null otherwise or when `difference` is.
       */
      upper: z
        .object({ difference: IntervalSchema.nullable(), distinguishable: z.boolean().nullable(), test: PairedComparisonSchema.shape.test })
        .nullable(),
      reason: z.string().nullable()
    })
    .optional(),
  /**
   * Which deltas are beyond noise, by metric: input, output and total tokens, cost and the pass fraction (absent in
   * reports written before it existed).
   */
  noise: z
    .object({
      input_tokens: NoiseSchema,
      output_tokens: NoiseSchema,
      total_tokens: NoiseSchema,
      cost_usd: NoiseSchema,
      pass_fraction: NoiseSchema
    })
    .optional()
})

export type Comparison = z.infer<typeof ComparisonSchema>
export type Delta = z.infer<typeof DeltaSchema>
export type PairedComparison = z.infer<typeof PairedComparisonSchema>
export type Noise = z.infer<typeof NoiseSchema>
export type TaskChange = z.infer<typeof TaskChangeSchema>
export type TaskVerdicts = z.infer<typeof TaskVerdictsSchema>
