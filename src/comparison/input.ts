/**
 * The input of the pure comparison: the manifest's declarations joined with
 * what the evidence readers returned. Built by `src/manifest/` (manifest
 * files), the action's attempt-index merge, or the Harbor job reader.
 * Plain data; no file system access happens after this point.
 */
import type { BudgetSpec } from './budgets.js'
import type { ArtifactOutcome, AttemptInput, ConfigurationInput, Diagnostic, FileRef, GatePolicy, UnexpectedAttempt } from '../model/index.js'

export {
  GATE_POLICIES,
  type ArtifactOutcome,
  type AttemptInput,
  type ConfigurationInput,
  type EvaluationInput,
  type EvaluatorIdentity,
  type GatePolicy,
  type PricingBasis,
  type RequestInput,
  type UnexpectedAttempt
} from '../model/index.js'

/** Everything the comparison needs. */
export interface ComparisonInput {
  configurations: ConfigurationInput[]
  attempts: AttemptInput[]
  policy: GatePolicy
  /**
   * `regression` policy: how far (percentage points, ≥ 0) the interval's
   * upper bound of candidate − baseline may lie below 0 before the gate
   * fails; `non-inferiority`: the margin N, the gate passes only when the
   * lower bound is above −N; default 0.
   */
  regression_tolerance_pp?: number
  /** Budgets checked for every candidate (budgets.ts); absent: none. */
  budgets?: BudgetSpec[]
  /** Findings not tied to one attempt (e.g. an index file for an unknown configuration). */
  diagnostics: Diagnostic[]
  /** Outcomes of the artifact downloads (action only); absent for local evidence. */
  artifacts?: ArtifactOutcome[]
  /**
   * Attempts found in evidence but not in the expected inventory (action
   * inputs). They are reported, not compared.
   */
  unexpected_attempts?: UnexpectedAttempt[]
}

/**
 * An attempt that was expected and of which no evidence was found: no
 * requests, request list unknown, no verdict. `diagnostics` say why it is
 * missing (e.g. the inventory file that expected it).
 */
export function missingAttemptInput(
  key: { configuration: string; task: string; revision: string; attempt: string },
  declaredIn: FileRef | null = null,
  diagnostics: Diagnostic[] = []
): AttemptInput {
  return {
    ...key,
    missing: true,
    requests_complete: null,
    requests: [],
    evaluation: null,
    task_duration_ms: null,
    legacy_counters: [],
    declared_in: declaredIn,
    diagnostics
  }
}
