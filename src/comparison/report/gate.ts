/**
 * What the report's gate decided on beside its policy: each budget checked (`budgets[]`) and the
 * family the `regression` or `non-inferiority` check decided in (`gate.family`). Figures are in
 * the budget's `unit`; p-values one-sided.
 */
import { z } from 'zod'
import { IntervalSchema, nullableNumber } from './fields.js'

/**
 * One budget checked for one candidate (CLI `--budget`, action input
 * `budgets`; src/comparison/figures/budgets.ts): the figure candidate − baseline,
 * paired by task, against the limit. `failed` when the estimate exceeds the
 * limit; `cannot_check` (which fails too) when the figures are not
 * comparable, with the reason.
 */
export const BudgetResultSchema = z.object({
  /** The budget as given, normalised: `cost=+10%`. */
  budget: z.string(),
  metric: z.enum(['cost', 'input_tokens', 'output_tokens', 'total_tokens', 'cost_per_passed_attempt', 'task_duration']),
  /**
   * `relative`: value is a fraction of the baseline's figure (0.1 = +10 %); `absolute`: in `unit`, how much the
   * candidate may exceed the baseline (written `+0.01`); `ceiling`: in `unit`, the most the candidate's own figure may be
   * (written `0.05`).
   */
  limit: z.object({ kind: z.enum(['relative', 'absolute', 'ceiling']), value: z.number() }),
  /** Unit of the figures: `USD per attempt`, `tokens per attempt`, `USD per passed attempt`, `ms (median task duration)`. */
  unit: z.string(),
  baseline: z.string(),
  /** null when there is no candidate configuration. */
  candidate: z.string().nullable(),
  /** Tasks both sides ran (the pairs). */
  tasks: z.number().int(),
  /** Attempts of those tasks on each side (for cost per passed attempt: passed attempts). */
  attempts: z.object({ baseline: z.number().int(), candidate: z.number().int() }),
  /** Each side's figure over the paired tasks (mean per attempt, cost per passed attempt, or median); null when not computed. */
  baseline_value: nullableNumber,
  candidate_value: nullableNumber,
  /** candidate − baseline in `unit` with its 95 % interval; null when the budget cannot be checked. */
  difference: IntervalSchema.nullable(),
  /** (candidate − baseline) / baseline with its 95 % interval (delta method); null when not computed (baseline 0, or cannot be checked). */
  relative: IntervalSchema.nullable(),
  /**
   * The candidate's own figure over the paired tasks with its 95 % interval (what a `ceiling` is checked on); null when
   * the budget cannot be checked.
   */
  candidate_interval: IntervalSchema.nullable(),
  verdict: z.enum(['passed', 'failed', 'cannot_check']),
  /** The whole 95 % interval lies above the limit; null when there is no interval (or the budget cannot be checked). */
  excess_beyond_noise: z.boolean().nullable(),
  /** Why the budget cannot be checked; null otherwise. */
  reason: z.string().nullable()
})

/**
 * The family the `regression` or `non-inferiority` check decided in (regression-gate.ts): every candidate × the
 * check at the one-sided level `alpha` — `regression` by Holm's step-down (holm.ts; the gate fails on any
 * rejection), `non-inferiority` as an intersection–union test (the gate passes only when every null hypothesis is
 * rejected: each at `alpha`, not adjusted).
 */
export const GateFamilySchema = z.object({
  method: z.enum(['holm', 'intersection-union']),
  check: z.enum(['regression', 'non-inferiority']),
  /** Family-wise one-sided level (`--alpha-family`, input `alpha-family`; default 0.025). */
  alpha: z.number(),
  /** Members with a p-value: the family's size m. */
  tested: z.number().int().nonnegative(),
  /** One per candidate, in the comparisons' order. */
  members: z.array(
    z.object({
      candidate: z.string(),
      baseline: z.string(),
      /**
       * Unadjusted one-sided p of the check's null hypothesis — `regression`: the candidate is not lower by more than
       * the tolerance; `non-inferiority`: it is lower by the margin or more. With one attempt per task, the larger of
       * the t test's p and the exact test's (`regression`: McNemar's, of a drop of 0; `non-inferiority`: the
       * binomial tail of the broken tasks at the margin). Null when the check cannot be made.
       */
      p: z.number().nullable(),
      /** Holm-adjusted p (`holm`), or `p` itself (`intersection-union`); null when `p` is. */
      adjusted_p: z.number().nullable(),
      /**
       * The null hypothesis is rejected at the family-wise level (`regression`: lower beyond noise, the gate fails;
       * `non-inferiority`: a drop beyond the margin is ruled out). Null when `p` is.
       */
      rejected: z.boolean().nullable()
    })
  )
})

export type GateFamily = z.infer<typeof GateFamilySchema>
export type BudgetResult = z.infer<typeof BudgetResultSchema>
