/**
 * The input of the pure comparison: the manifest's declarations joined with
 * what the evidence readers returned. Built by `src/manifest/` (manifest
 * files), the action's attempt-index merge, or the Harbor job reader.
 * Plain data; no file system access happens after this point.
 */
import type { BudgetSpec } from './budgets.js'
import type {
  Diagnostic,
  FileOutcome,
  FileRef,
  FullResultEvidence,
  HarnessCountersEvidence,
  LegacyCounter,
  RequestRecordEvidence
} from '../evidence/types.js'

/**
 * Gate policy: `incomplete` (default) fails on incomplete evidence,
 * `warnings` also on warnings, `regression` also when a candidate's pass
 * fraction is lower than the baseline's beyond noise (or that cannot be
 * checked), `non-inferiority` also unless a drop beyond the margin
 * (`regression_tolerance_pp`) is ruled out, `never` only reports
 * (regression-gate.ts).
 */
export type GatePolicy = 'incomplete' | 'warnings' | 'regression' | 'non-inferiority' | 'never'

/** The valid gate policies, in documentation order. */
export const GATE_POLICIES: readonly GatePolicy[] = ['incomplete', 'warnings', 'regression', 'non-inferiority', 'never']

/** Evaluator identity (who judges correctness). */
export interface EvaluatorIdentity {
  name: string
  /** null when the declaration gave no version. */
  version: string | null
}

/** Pricing basis: the price table a cost was computed with, and whether the caller verified it. */
export interface PricingBasis {
  basis: string
  verified: boolean
}

/** One configuration under comparison, as declared. */
export interface ConfigurationInput {
  id: string
  /** `attempts_complete` of the manifest: true = the attempt inventory is verified; false or null (absent) = unverified. */
  attempts_complete: boolean | null
  pricing: PricingBasis | null
  /** Default evaluator for this configuration's attempts. */
  evaluator: EvaluatorIdentity | null
}

/** An attempt's evaluation: evaluator identity and verdict (passed and/or score). */
export interface EvaluationInput {
  /** null = inherit the configuration's default evaluator. */
  evaluator: EvaluatorIdentity | null
  passed: boolean | null
  /** Numeric score (for Harbor: the primary reward). */
  score: number | null
  /** Further named scores kept for display (e.g. several Harbor reward keys). */
  scores?: Record<string, number>
  /** Free text such as a harness exception kept beside the verdict. */
  note?: string | null
  /** Per-step rewards of a multi-step attempt (Harbor `step_results[]`), in step order; `rewards` null = the step wrote none. Display only. */
  steps?: Array<{ step: string; rewards: Record<string, number> | null }>
}

/** One expected request of an attempt, with whatever evidence was read for it. */
export interface RequestInput {
  request_id: string | null
  /** The declared full result; null when none was declared. */
  result: FileOutcome<FullResultEvidence> | null
  /** The declared request record; null when none was declared. */
  record: FileOutcome<RequestRecordEvidence> | null
  /** Harness counters standing in for a non-Fabric agent (Harbor `agent_result`); lowest precedence. */
  harness_counters?: FileOutcome<HarnessCountersEvidence> | null
}

/** One attempt `(configuration, task, revision, attempt)`. */
export interface AttemptInput {
  configuration: string
  task: string
  revision: string
  attempt: string
  /**
   * true when the attempt was expected (inventory) but no evidence of it was
   * found at all (no attempt index file, no trial result). Its request list
   * is then unknown.
   */
  missing: boolean
  /** `requests_complete` of the manifest: true = request list verified; false/null = unverified. */
  requests_complete: boolean | null
  requests: RequestInput[]
  evaluation: EvaluationInput | null
  /** Caller-measured duration of the whole attempt, milliseconds. */
  task_duration_ms: number | null
  /**
   * Durations of the harness's phases (Harbor: environment_setup,
   * agent_setup, agent_execution, verifier), milliseconds; detail only,
   * never mixed with invocation timing. null = the phase did not run or its
   * time is unknown.
   */
  phases?: Array<{ name: string; duration_ms: number | null }>
  /** Attempt-level counters (Harbor `agent_result`, ATIF `final_metrics`): diagnostics only. */
  legacy_counters: LegacyCounter[]
  /** File the attempt was declared in (manifest, attempt index, Harbor trial result). */
  declared_in: FileRef | null
  /** Findings about this attempt's declaration or harness files. */
  diagnostics: Diagnostic[]
}

/**
 * What happened to one workflow artifact the action was asked to download
 * (or to one name pattern that matched none). Anything but `downloaded`
 * means evidence is not complete: the artifact is named in the report and
 * the gate fails.
 */
export interface ArtifactOutcome {
  /** Artifact name; for `not_found`, the pattern that matched nothing. */
  name: string
  id: number | null
  /** Zip size in bytes as listed by GitHub. */
  size_bytes: number | null
  /** Listed digest `sha256:<hex>`, null when GitHub gave none. */
  digest: string | null
  /** Which workflow run it came from, in words (`this run`, `run 42 of o/r`). */
  run: string
  /** `wrong_run`: the listing's `workflow_run.id` is not the run it was requested from; refused, never downloaded. */
  status: 'downloaded' | 'digest_mismatch' | 'failed' | 'not_found' | 'wrong_run'
  error: string | null
  /** ISO 8601 creation time from the listing, when it said. */
  created_at?: string | null
  /** Files of this artifact refused at the trust boundary (never read); any makes evidence incomplete. */
  refused?: Array<{ file: string; reason: string }>
}

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
  /**
   * Attempts found in evidence but not in the expected inventory (action
   * inputs). They are reported, not compared.
   */
  /** Outcomes of the artifact downloads (action only); absent for local evidence. */
  artifacts?: ArtifactOutcome[]
  unexpected_attempts?: Array<{
    configuration: string
    task: string
    revision: string
    attempt: string
    declared_in: FileRef | null
  }>
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
