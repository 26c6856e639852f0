/**
 * The comparison as a stream (issue 14): attempts are added one at a time,
 * in attempt-key order, and each is claimed, resolved and reported at once;
 * the comparison keeps only what the configuration blocks, warnings and
 * statistics need (`RetainedAttempt`: no parsed evidence, no per-attempt
 * report entry) and builds the report at `finish`. `compare()` is this
 * stream over a sorted array, so both give the same report by construction.
 * Pure: no file system, no logging; the caller decides where attempt
 * entries go (`onAttempt`).
 */
import { artifactProblems } from './artifacts.js'
import { BUDGET_FORMS, budgetGateReason, checkBudgets, unreportedBudgets, type BudgetSpec } from './budgets.js'
import { attemptReport } from './attempt-report.js'
import { analyzeConfiguration } from './configuration.js'
import { configurationWarnings } from './configuration-warnings.js'
import { crossWarnings } from './cross-warnings.js'
import { compareConfigurations } from './deltas.js'
import { diagnosticWarnings } from './diagnostic-warnings.js'
import { decideGate } from './gate.js'
import { newHiddenFolderTally, tallyHiddenFolders, type HiddenFolderTally } from './hidden-folders.js'
import { newOutcomeTally, tallyOutcomes, type OutcomeTally } from './outcomes.js'
import { newResourceTally, tallyResources, type ResourceTally } from './resources.js'
import { newUsageTally, tallyUsage, type UsageTally } from './accounting.js'
import { newGapTally, tallyGaps, type GapTally } from './gaps.js'
import type { AttemptInput, ComparisonInput, ConfigurationInput, GatePolicy, SourceKind } from './input.js'
import { sourceKindOf } from './advice.js'
import { attemptKey, byAttemptKey, type AttemptIdentity } from './keys.js'
import { pairedComparison } from './paired.js'
import { nonInferiorityCheck, regressionCheck } from './regression-gate.js'
import { REPORT_VERSION, type AttemptReport, type Report } from './report-schema.js'
import { resolveAttempt, retainAttempt, type RetainedAttempt } from './resolve.js'
import { createFileClaims } from './shared-files.js'
import { ConfigurationError } from '../errors.js'
import { createRequestClaims, duplicateRequestWarnings } from './shared-requests.js'
import { configurationStatistics } from './statistics.js'
import { sortWarnings } from './warnings.js'

/** What a comparison stream is opened with: the declarations known before any attempt is read. */
export interface ComparisonOptions {
  /** Configurations in order; the first is the baseline. */
  configurations: ConfigurationInput[]
  policy: GatePolicy
  /** `regression` policy: tolerance, `non-inferiority`: margin, in percentage points (≥ 0); default 0. */
  regression_tolerance_pp?: number
  /** Budgets (budgets.ts) checked for every candidate; absent or empty: none, and the report has no `budgets`. */
  budgets?: readonly BudgetSpec[]
  /** Fills `generated_by.version` (default `0.0.0`). */
  version?: string
  /** The kind of source the attempts come from, and per configuration when one source joins several (`ComparisonInput` fields of the same names). */
  source?: SourceKind
  configuration_sources?: ReadonlyMap<string, SourceKind>
  /**
   * Receives each attempt's report entry as soon as the attempt is added,
   * in attempt-key order (the order of `Report.attempts`). Absent: no entry
   * is built at all (text output without details).
   */
  onAttempt?: (entry: AttemptReport) => void
}

/** Findings known only when every attempt was read (`ComparisonInput` fields of the same names). */
export type ComparisonTail = Pick<ComparisonInput, 'diagnostics' | 'artifacts' | 'unexpected_attempts'>

/** An open comparison: `add` every attempt in attempt-key order, then `finish` once. */
export interface ComparisonStream {
  /**
   * Adds one attempt. Throws Error when it sorts before the previous one
   * (`byAttemptKey`): file and request ownership is decided in that order,
   * so an out-of-order attempt would change figures. Never throws on odd evidence.
   */
  add: (attempt: AttemptInput) => void
  /** Attempts added so far. */
  readonly count: number
  /**
   * The report, with `attempts: []` — the entries went to `onAttempt`.
   * Throws Error when called twice, and ConfigurationError when a budget
   * limits a metric no configuration's evidence reports.
   */
  finish: (tail: ComparisonTail) => Report
}

/** The gate, with the tolerance (margin) and the check's notes stated under the `regression` and `non-inferiority` policies. */
function gateWithTolerance(options: ComparisonOptions, gate: Report['gate'], notes: string[]): Report['gate'] {
  if (options.policy !== 'regression' && options.policy !== 'non-inferiority') return gate
  return { ...gate, regression_tolerance_pp: options.regression_tolerance_pp ?? 0, notes }
}

/**
 * Opens a comparison (see `compare()` in compare.ts for the report's
 * rules). Memory: one `RetainedAttempt` per attempt added (its key,
 * verdict, duration, per-request status, usage, interval, snapshot and
 * gaps, and its findings), a few numbers per hidden folder, plus one small
 * ownership entry per evidence file and per request identity.
 */
export function openComparison(options: ComparisonOptions): ComparisonStream {
  const configs = new Map<string, ConfigurationInput>(options.configurations.map((c) => [c.id, c]))
  const byConfiguration = new Map<string, RetainedAttempt[]>(options.configurations.map((c) => [c.id, []]))
  const orphans: RetainedAttempt[] = []
  // Hidden-folder tallies per configuration (declared order), then for attempts of undeclared ones.
  const hidden = new Map<string, HiddenFolderTally>(options.configurations.map((c) => [c.id, newHiddenFolderTally()]))
  const orphanHidden = newHiddenFolderTally()
  // Outcome counts per declared configuration, tallied as attempts come (no request kept for them).
  const outcomes = new Map<string, OutcomeTally>(options.configurations.map((c) => [c.id, newOutcomeTally()]))
  const resources = new Map<string, ResourceTally>(options.configurations.map((c) => [c.id, newResourceTally()]))
  const usage = new Map<string, UsageTally>(options.configurations.map((c) => [c.id, newUsageTally(c)]))
  const gaps = new Map<string, GapTally>(options.configurations.map((c) => [c.id, newGapTally()]))
  const all: RetainedAttempt[] = []
  const claimFiles = createFileClaims()
  const requestClaims = createRequestClaims()
  let previous: AttemptIdentity | null = null
  let finished = false

  const add = (attempt: AttemptInput): void => {
    if (finished) throw new Error('comparison already finished')
    if (previous !== null && byAttemptKey(previous, attempt) > 0) {
      throw new Error(`attempts must be added in attempt-key order: ${JSON.stringify(attemptKey(attempt))} after ${JSON.stringify(attemptKey(previous))}`)
    }
    previous = { configuration: attempt.configuration, task: attempt.task, revision: attempt.revision, attempt: attempt.attempt }
    // One key string per attempt, shared by the owner maps and the kept attempt.
    const key = attemptKey(attempt)
    const claimed = requestClaims.claim(claimFiles(attempt, key), key)
    const resolved = resolveAttempt(claimed, configs.get(attempt.configuration) ?? null, key)
    options.onAttempt?.(attemptReport(resolved))
    tallyHiddenFolders(hidden.get(attempt.configuration) ?? orphanHidden, resolved)
    const tally = outcomes.get(attempt.configuration)
    if (tally !== undefined) tallyOutcomes(tally, resolved)
    const rows = resources.get(attempt.configuration)
    if (rows !== undefined) tallyResources(rows, resolved)
    const sums = usage.get(attempt.configuration)
    if (sums !== undefined) tallyUsage(sums, resolved)
    const gapTally = gaps.get(attempt.configuration)
    if (gapTally !== undefined) tallyGaps(gapTally, resolved)
    // The basis after this attempt was tallied is the configuration's final basis for every cost it could total.
    const kept = retainAttempt(resolved, sums?.basis ?? null)
    all.push(kept)
    ;(byConfiguration.get(attempt.configuration) ?? orphans).push(kept)
  }

  const finish = (tail: ComparisonTail): Report => {
    if (finished) throw new Error('comparison already finished')
    finished = true
    const analyses = options.configurations.map((c) => analyzeConfiguration(c, byConfiguration.get(c.id) ?? [], {
        outcomes: outcomes.get(c.id) ?? newOutcomeTally(),
        resources: resources.get(c.id) ?? newResourceTally(),
        usage: usage.get(c.id) ?? newUsageTally(c),
        gaps: gaps.get(c.id) ?? newGapTally()
      }))
    const [baseline, ...candidates] = analyses
    const comparisons = baseline
      ? candidates.map((c) => {
          const comparison = compareConfigurations(baseline, c)
          return { ...comparison, paired: pairedComparison(baseline, c, comparison.metrics.pass_fraction) }
        })
      : []
    const input = { configurations: options.configurations, policy: options.policy, attempts: [], ...tail }
    const warnings = sortWarnings([
      ...analyses.flatMap((a) => configurationWarnings(a, sourceKindOf(a.config.id, options.source, options.configuration_sources))),
      ...crossWarnings(analyses, comparisons, input, orphans, [...hidden.values(), orphanHidden]),
      ...diagnosticWarnings(all, tail.diagnostics),
      ...duplicateRequestWarnings(requestClaims.duplicates)
    ])
    const artifacts = tail.artifacts ?? []
    const artifactReasons = artifactProblems(artifacts)
    const tolerance = options.regression_tolerance_pp ?? 0
    const check =
      options.policy === 'regression' ? regressionCheck(comparisons, tolerance)
      : options.policy === 'non-inferiority' ? nonInferiorityCheck(comparisons, tolerance)
      : { reasons: [], notes: [] }
    const complete = analyses.length > 0 && analyses.every((a) => a.report.complete) && artifactReasons.length === 0
    const budgetSpecs = options.budgets ?? []
    const unreported = unreportedBudgets(budgetSpecs, analyses)
    if (unreported.length > 0) {
      throw new ConfigurationError(`a budget limits a metric the evidence never reports; remove it, or give evidence that reports it (a budget is ${BUDGET_FORMS})`, unreported)
    }
    const budgets = budgetSpecs.length === 0 ? undefined : checkBudgets(budgetSpecs, baseline, candidates, comparisons)
    const budgetReasons = (budgets ?? []).map(budgetGateReason).filter((r): r is string => r !== null)
    const gate = decideGate(options.policy, complete, analyses, warnings, artifactReasons, check.reasons, budgetReasons)
    return {
      report_version: REPORT_VERSION,
      generated_by: { name: 'fabric-compare', version: options.version ?? '0.0.0' },
      complete,
      gate: gateWithTolerance(options, budgets === undefined ? gate : { ...gate, budgets_passed: budgetReasons.length === 0 }, check.notes),
      configurations: analyses.map((a) => ({ ...a.report, statistics: configurationStatistics(a) })),
      comparisons,
      ...(budgets === undefined ? {} : { budgets }),
      warnings,
      artifacts: artifacts.map((a) => ({ ...a })),
      unexpected_attempts: (tail.unexpected_attempts ?? []).map((u) => ({
        configuration: u.configuration,
        task: u.task,
        revision: u.revision,
        attempt: u.attempt,
        declared_in: u.declared_in === null ? null : { path: u.declared_in.path, artifact: u.declared_in.artifact }
      })),
      diagnostics: tail.diagnostics.map((d) => ({ ...d })),
      attempts: []
    }
  }

  return {
    add,
    get count() {
      return all.length
    },
    finish
  }
}
