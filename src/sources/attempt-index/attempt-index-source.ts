/**
 * Attempt index files (`fabric-attempt.json`) in the action's trusted
 * artifact folders as an evidence source: read across the trust boundary
 * (src/sources/attempt-index/trust.ts: which configuration an index file may count for,
 * superseded and ambiguous uploads), joined with the expected inventory
 * (src/sources/inventory.ts), the refused files listed on their artifacts.
 */
import type { GatheredEvidence } from '../artifacts.js'
import { loadTrustedAttemptIndexes, type IndexLines } from './trust.js'
import { withRefusals } from '../artifacts.js'
import type { ExpectedInventory } from '../inventory.js'
import type { EvidenceSource } from '../source.js'
import { pendingStream } from '../pending-stream.js'

/**
 * What names an attempt index source: the configuration, pricing and evaluator lines, the gathered evidence, the
 * expected inventory (null: none).
 */
export interface AttemptIndexDescription {
  kind: 'attempt_index'
  lines: IndexLines
  evidence: GatheredEvidence
  expected: ExpectedInventory | null
}

/**
 * The index files of `d.evidence`, every one read when opened (two uploads
 * of one attempt are decided before any is compared); each attempt's
 * evidence files are read as the comparison reaches it (pending-stream.ts).
 * Never throws for evidence problems.
 */
export function attemptIndexSource(d: AttemptIndexDescription): EvidenceSource {
  return {
    kind: 'attempt_index',
    open: async () => {
      const { input, refused, reads } = await loadTrustedAttemptIndexes(d.lines, d.evidence, d.expected)
      return pendingStream({ ...input, artifacts: withRefusals(d.evidence.outcomes, refused) }, reads)
    }
  }
}
