/**
 * The finish's verdict: whether the evidence is complete, the policy's
 * check (regression, non-inferiority), the budgets, and the gate decided
 * from them (comparison/gate/gate.ts) under one `GateSettings`. Pure.
 *
 * A new gate rule is one more check here: computed from the blocks, its
 * reasons handed to `decideGate`, its setting a field of `GateSettings`
 * (../input/settings.ts) — see CONTRIBUTING, "a new gate rule".
 */
import { artifactProblems } from '../gate/artifacts.js'
import { BUDGET_FORMS, budgetGateReason, checkBudgets, unreportedBudgets } from '../figures/budgets.js'
import { ConfigurationError } from '../../errors.js'
import { decideGate } from '../gate/gate.js'
import type { ArtifactOutcome } from '../input/input.js'
import { ONE_SIDED_LEVEL } from '../statistics/exact-tests.js'
import { nonInferiorityCheck, regressionCheck, type PassFractionCheck } from '../gate/regression-gate.js'
import type { Report } from '../report/report-schema.js'
import type { DuplicateRequest } from '../claims/request-claims.js'
import type { FinishedBlocks } from './blocks.js'
import type { GateSettings } from '../input/settings.js'

/** What the finish decides: completeness, the gate block, and the budget checks (absent without budgets). */
export interface FinishedGate {
  complete: boolean
  gate: Report['gate']
  budgets?: NonNullable<Report['budgets']>
}

/**
 * The gate of `blocks` under `settings`, given the report's `warnings`, the
 * artifact outcomes and the requests repeated across shard summaries
 * (`across`). Throws ConfigurationError when a budget limits a metric no
 * configuration's evidence reports.
 */
export function finishGate(
  settings: GateSettings,
  blocks: FinishedBlocks,
  warnings: Report['warnings'],
  artifacts: readonly ArtifactOutcome[],
  across: readonly DuplicateRequest[]
): FinishedGate {
  const { analyses, comparisons } = blocks
  const [baseline, ...candidates] = analyses
  const artifactReasons = artifactProblems(artifacts)
  const acrossReasons = across.map(
    (d) =>
      `${d.repeat.configuration}: a request is the evidence of ${d.first.owner} and ${d.repeat.owner} in two shard summaries (its usage may be counted twice)`
  )
  const tolerance = settings.regression_tolerance_pp ?? 0
  const alpha = settings.alpha_family ?? ONE_SIDED_LEVEL
  const check: PassFractionCheck =
    settings.policy === 'regression'
      ? regressionCheck(comparisons, tolerance, alpha)
      : settings.policy === 'non-inferiority'
        ? nonInferiorityCheck(comparisons, tolerance, alpha)
        : { reasons: [], notes: [] }
  const complete =
    analyses.length > 0 && analyses.every((a) => a.report.complete) && artifactReasons.length === 0 && acrossReasons.length === 0
  const budgetSpecs = settings.budgets ?? []
  const unreported = unreportedBudgets(budgetSpecs, analyses)
  if (unreported.length > 0) {
    throw new ConfigurationError(
      `a budget limits a metric the evidence never reports; remove it, or give evidence that reports it (a budget is ${BUDGET_FORMS})`,
      unreported
    )
  }
  const budgets = budgetSpecs.length === 0 ? undefined : checkBudgets(budgetSpecs, baseline, candidates, comparisons)
  const budgetReasons = (budgets ?? []).map(budgetGateReason).filter((r): r is string => r !== null)
  const decided = decideGate({
    policy: settings.policy,
    complete,
    analyses,
    warnings,
    artifactReasons: [...artifactReasons, ...acrossReasons],
    regression: check.reasons,
    budgets: budgetReasons
  })
  const withBudgets = budgets === undefined ? decided : { ...decided, budgets_passed: budgetReasons.length === 0 }
  // The tolerance (margin) and the check's notes are stated under the `regression` and `non-inferiority` policies.
  const gate =
    settings.policy === 'regression' || settings.policy === 'non-inferiority'
      ? {
          ...withBudgets,
          regression_tolerance_pp: tolerance,
          notes: check.notes,
          ...(check.family === undefined ? {} : { family: check.family })
        }
      : withBudgets
  return { complete, gate, ...(budgets === undefined ? {} : { budgets }) }
}
