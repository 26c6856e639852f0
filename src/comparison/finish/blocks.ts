/**
 * The finish's first part: the report's configuration blocks and comparison
 * blocks of a tally (`docs/numbers.md`, `docs/statistics.md`), before any
 * warning or gate. Pure.
 */
import { withBaseline } from '../input/baseline.js'
import { analyzeConfiguration, type ConfigurationAnalysis } from '../figures/configuration.js'
import { compareConfigurations } from '../figures/deltas.js'
import type { ConfigurationInput } from '../input/input.js'
import { infrastructureComparison } from '../figures/infrastructure.js'
import { noiseOf } from '../figures/noise.js'
import { pairedComparison } from '../figures/paired.js'
import type { Report } from '../report/report-schema.js'
import type { DuplicateRequest } from '../claims/request-claims.js'
import type { Tally } from '../tally/tally.js'

/** The analysed configurations, in report order (the baseline first), and each candidate's comparison with the baseline. */
export interface FinishedBlocks {
  /** The declared configurations, the baseline first (`withBaseline`). */
  declared: readonly ConfigurationInput[]
  analyses: ConfigurationAnalysis[]
  comparisons: Report['comparisons']
}

/** The configurations a cross-fold repeat concerns lose completeness: their usage may count a request twice. */
function withoutCompleteness(a: ConfigurationAnalysis, across: readonly DuplicateRequest[]): ConfigurationAnalysis {
  if (!across.some((d) => d.first.configuration === a.config.id || d.repeat.configuration === a.config.id)) return a
  const usage = Object.fromEntries(Object.entries(a.report.usage).map(([m, u]) => [m, { ...u, complete: false }])) as typeof a.report.usage
  return { ...a, accounting: { ...a.accounting, usage }, report: { ...a.report, complete: false, usage } }
}

/**
 * The blocks of tally `t` with `baseline` (a configuration id; null: the
 * first declared) compared against. Throws ConfigurationError when
 * `baseline` names no declared configuration.
 */
export function finishBlocks(t: Tally, baseline: string | null): FinishedBlocks {
  const declared = withBaseline(t.header.configurations, baseline)
  const analyses = declared.map((c) => {
    const ct = t.configurations.get(c.id)!
    return withoutCompleteness(analyzeConfiguration(c, ct), t.across)
  })
  const [first, ...candidates] = analyses
  const comparisons = first
    ? candidates.map((c) => {
        const comparison = compareConfigurations(first, c)
        const paired = pairedComparison(first, c, comparison.metrics.pass_fraction)
        const infrastructure = infrastructureComparison(first, c, comparison.inventory.matched)
        return { ...comparison, paired, infrastructure, noise: noiseOf(comparison.metrics, first, c, paired) }
      })
    : []
  return { declared, analyses, comparisons }
}
