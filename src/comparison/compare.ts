/**
 * The pure comparison: `ComparisonInput` in, `Report` out (comparison.md).
 * No file system, no logging, no GitHub: plain data in, plain data out.
 * Deterministic: the same input gives the same report.
 */
import { artifactProblems } from './artifacts.js'
import { attemptReport } from './attempt-report.js'
import { analyzeConfiguration } from './configuration.js'
import { configurationWarnings } from './configuration-warnings.js'
import { crossWarnings } from './cross-warnings.js'
import { compareConfigurations } from './deltas.js'
import { diagnosticWarnings } from './diagnostic-warnings.js'
import { decideGate } from './gate.js'
import type { ComparisonInput, ConfigurationInput } from './input.js'
import { REPORT_VERSION, type Report } from './report-schema.js'
import { pairedComparison } from './paired.js'
import { regressionReasons } from './regression-gate.js'
import { resolveAttempt } from './resolve.js'
import { byAttemptKey } from './keys.js'
import { claimEvidenceFiles } from './shared-files.js'
import { claimRequestIdentities, duplicateRequestWarnings } from './shared-requests.js'
import { configurationStatistics } from './statistics.js'
import { sortWarnings } from './warnings.js'

/** The gate, with the regression tolerance stated under the `regression` policy. */
function gateWithTolerance(input: ComparisonInput, gate: Report['gate']): Report['gate'] {
  return input.policy === 'regression' ? { ...gate, regression_tolerance_pp: input.regression_tolerance_pp ?? 0 } : gate
}

/**
 * Compare configurations over their attempts. The first configuration is
 * the baseline; every other one is compared with it. Attempts are reported
 * and evidence files claimed in attempt-key order (`byAttemptKey`; duplicate
 * attempts in input order), so any split of the attempts into shards
 * merges into the same report (`src/shard/`); attempts of undeclared configurations are reported per
 * attempt with a `configuration_unknown` warning. `complete` = at least one
 * configuration and every configuration complete (unexpected attempts only
 * warn) and every artifact intact. Each configuration carries `statistics`
 * (statistics.ts) and each comparison a `paired` block (paired.ts); under
 * the `regression` policy the gate also checks regression-gate.ts with
 * `input.regression_tolerance_pp`. `version` fills `generated_by.version` (default `0.0.0`). Never throws
 * on odd evidence.
 */
export function compare(input: ComparisonInput, version?: string): Report {
  const configs = new Map<string, ConfigurationInput>(input.configurations.map((c) => [c.id, c]))
  const claimed = claimRequestIdentities(claimEvidenceFiles([...input.attempts].sort(byAttemptKey)))
  const resolved = claimed.attempts.map((a) => resolveAttempt(a, configs.get(a.configuration) ?? null))
  const analyses = input.configurations.map((c) =>
    analyzeConfiguration(c, resolved.filter((a) => a.input.configuration === c.id))
  )
  const orphans = resolved.filter((a) => !configs.has(a.input.configuration))
  const [baseline, ...candidates] = analyses
  const comparisons = baseline
    ? candidates.map((c) => {
        const comparison = compareConfigurations(baseline, c)
        return { ...comparison, paired: pairedComparison(baseline, c, comparison.metrics.pass_fraction) }
      })
    : []
  const warnings = sortWarnings([
    ...analyses.flatMap(configurationWarnings),
    ...crossWarnings(analyses, comparisons, input, orphans),
    ...diagnosticWarnings(resolved, input.diagnostics),
    ...duplicateRequestWarnings(claimed.duplicates)
  ])
  const artifacts = input.artifacts ?? []
  const artifactReasons = artifactProblems(artifacts)
  const tolerance = input.regression_tolerance_pp ?? 0
  const regression = input.policy === 'regression' ? regressionReasons(comparisons, tolerance) : []
  const complete = analyses.length > 0 && analyses.every((a) => a.report.complete) && artifactReasons.length === 0
  return {
    report_version: REPORT_VERSION,
    generated_by: { name: 'fabric-compare', version: version ?? '0.0.0' },
    complete,
    gate: gateWithTolerance(input, decideGate(input.policy, complete, analyses, warnings, artifactReasons, regression)),
    configurations: analyses.map((a) => ({ ...a.report, statistics: configurationStatistics(a) })),
    comparisons,
    warnings,
    artifacts: artifacts.map((a) => ({ ...a })),
    unexpected_attempts: (input.unexpected_attempts ?? []).map((u) => ({
      configuration: u.configuration,
      task: u.task,
      revision: u.revision,
      attempt: u.attempt,
      declared_in: u.declared_in === null ? null : { path: u.declared_in.path, artifact: u.declared_in.artifact }
    })),
    diagnostics: input.diagnostics.map((d) => ({ ...d })),
    attempts: resolved.map(attemptReport)
  }
}

