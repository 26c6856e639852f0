/** The gate policy vocabulary: the values of the CLI's `--fail-on` and the action's `fail-on` input. */
import { z } from 'zod'

/**
 * The valid gate policies, in documentation order: `incomplete` (default)
 * fails on incomplete evidence, `warnings` also on warnings, `regression`
 * also when a candidate's pass fraction is lower than the baseline's beyond
 * noise (or that cannot be checked), `non-inferiority` also unless a drop
 * beyond the margin (`regression_tolerance_pp`) is ruled out, `never` only
 * reports (src/comparison/gate/regression-gate.ts).
 */
export const GATE_POLICIES = ['incomplete', 'warnings', 'regression', 'non-inferiority', 'never'] as const
export const GatePolicySchema = z.enum(GATE_POLICIES)
/** One of {@link GATE_POLICIES}. */
export type GatePolicy = z.infer<typeof GatePolicySchema>

/** The policy used when none is given. */
export const DEFAULT_GATE_POLICY: GatePolicy = 'incomplete'
