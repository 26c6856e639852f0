/**
 * The finish's warnings: every configuration's, those across
 * configurations, the findings of the sources, and repeated requests —
 * sorted canonically (comparison/warnings.ts). Pure.
 */
import { sourceKindOf } from '../advice.js'
import { configurationWarnings } from '../configuration-warnings.js'
import { crossWarnings } from '../cross-warnings.js'
import { diagnosticWarnings } from '../diagnostic-warnings.js'
import { infrastructureWarnings } from '../infrastructure.js'
import type { GatePolicy } from '../input.js'
import type { Report } from '../report-schema.js'
import { crossShardWarnings, duplicateRequestWarnings } from '../request-claims.js'
import type { ComparisonTail, Tally } from '../tally/tally.js'
import { sortWarnings } from '../warnings.js'
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
