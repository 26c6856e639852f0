/**
 * Evidence read later: a source that must see every declaration before the
 * first attempt is compared (attempt index files: which of two uploads
 * counts; Harbor jobs: configurations and inventories) declares each
 * attempt without its evidence and keeps, per attempt, how to read it. The
 * source then reads each attempt's evidence as the comparison reaches it
 * (src/sources/manifest/load.ts `readAhead`), so no more than the read-ahead of
 * parsed evidence is held at once.
 */
import type { AttemptInput } from './attempt-input.js'

/**
 * What reading an attempt's evidence gives: its requests, and the fields of the attempt the read decides (absent: the
 * declaration's stay).
 */
export type EvidenceRead = Pick<AttemptInput, 'requests'> &
  Partial<Pick<AttemptInput, 'requests_complete' | 'legacy_counters' | 'diagnostics'>>

/**
 * Per declared attempt (the very object the source declared, or a
 * relabelled copy of it, src/sources/attempt-index/trust.ts), how to read its evidence.
 * A read never throws for evidence problems.
 */
export type PendingReads = Map<AttemptInput, () => Promise<EvidenceRead>>

/**
 * `attempt` with its evidence read, when `reads` holds its read (which is
 * then forgotten, so the declaration becomes garbage); else `attempt`
 * itself (a missing attempt, or one already read). Never throws for
 * evidence problems.
 */
export async function readPending(attempt: AttemptInput, reads: PendingReads): Promise<AttemptInput> {
  const read = reads.get(attempt)
  if (read === undefined) return attempt
  reads.delete(attempt)
  return { ...attempt, ...(await read()) }
}
