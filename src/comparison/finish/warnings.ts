/**
 * The finish's warnings: every configuration's, those across
 * configurations, the findings of the sources, and repeated requests —
 * sorted canonically (comparison/codes/make-warning.ts). Pure.
 */
import { sourceKindOf } from '../warnings/advice.js'
import { configurationWarnings } from '../warnings/configuration-warnings.js'
import { crossWarnings } from '../warnings/cross-warnings.js'
import { diagnosticWarnings } from '../warnings/diagnostic-warnings.js'
import { infrastructureWarnings } from '../figures/infrastructure.js'
import type { GatePolicy } from '../input/input.js'
import type { Report } from '../report/report-schema.js'
import { crossShardWarnings, duplicateRequestWarnings } from '../claims/request-claims.js'
import type { ComparisonTail, Tally } from '../tally/tally.js'
import { sortWarnings } from '../codes/make-warning.js'
import type { FinishedBlocks } from './blocks.js'

/** The report's warnings of tally `t`, its `blocks` and its canonical `tail`, under `policy` (some advice names it). */
export function finishWarnings(t: Tally, blocks: FinishedBlocks, tail: Required<ComparisonTail>, policy: GatePolicy): Report['warnings'] {
  const { declared, analyses, comparisons } = blocks
  const input = { configurations: [...declared], policy, attempts: [], ...tail }
  return sortWarnings([
    ...analyses.flatMap((a) => configurationWarnings(a, sourceKindOf(a.config.id, t.header.source, t.header.configuration_sources))),
    ...crossWarnings(analyses, comparisons, input, t.orphans, [
      ...declared.map((c) => t.configurations.get(c.id)!.hidden),
      t.orphans.hidden
    ]),
    ...diagnosticWarnings([...analyses.map((a) => a.tally.diagnostics), t.orphans.diagnostics], tail.diagnostics),
    ...duplicateRequestWarnings(t.requests.duplicates.items),
    ...crossShardWarnings(t.across),
    ...infrastructureWarnings(analyses, comparisons)
  ])
}
