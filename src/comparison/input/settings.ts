/**
 * The gate settings of a run, as one value: built once from the action's inputs
 * (src/inputs/settings.ts) or the command line (src/cli/args/compare.ts), carried beside the evidence (never through a
 * loader), and read only by the finish (gate.ts, blocks.ts).
 */
import type { GatePolicy } from '../../model/index.js'
import type { BudgetSpec } from './budget-spec.js'

/** What decides the gate: the policy, its tolerance or margin, the budgets, and which configuration is the baseline. */
export interface GateSettings {
  policy: GatePolicy
  /**
   * `regression` policy: how far (percentage points, ≥ 0) the interval's upper bound of candidate − baseline may lie
   * below 0 before the gate fails; `non-inferiority`: the margin N, the gate passes only when the lower bound is above
   * −N; absent: 0.
   */
  regression_tolerance_pp?: number
  /**
   * Family-wise one-sided level of the `regression` / `non-inferiority` checks over every candidate (Holm's step-down,
   * regression-gate.ts), 0 < alpha < 0.5; absent: 0.025 (with one candidate, the 95 % interval's tail).
   */
  alpha_family?: number
  /** Budgets (budgets.ts) checked for every candidate; absent or empty: none, and the report has no `budgets`. */
  budgets?: readonly BudgetSpec[]
  /** The configuration id to compare every other against (baseline.ts); absent or null: the first configuration. */
  baseline?: string | null
}
