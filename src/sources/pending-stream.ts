/**
 * A source's declarations as an attempt stream whose evidence is read as
 * the comparison reaches each attempt: the sources that must see every
 * declaration first (attempt index files, attempt-index.ts; Harbor jobs,
 * harbor.ts) declare the attempts without their evidence and keep the
 * reads (src/evidence/pending-reads.ts).
 */
import { byAttemptKey } from '../comparison/input/keys.js'
import { readPending, type PendingReads } from '../evidence/pending-reads.js'
import { readAhead } from './manifest/load.js'
import { memoryStream, type AttemptStream, type SourceInput } from './source.js'

/**
 * `input`'s attempts in attempt-key order (duplicates in input order),
 * each with its evidence read from `reads` as the comparison reaches it,
 * with the manifest's read-ahead (src/sources/manifest/load.ts `readAhead`), so no
 * more than that many attempts' parsed evidence is held at once. An
 * attempt without a read (a missing one, or one read already) comes as it
 * is. Never throws for evidence problems.
 */
export function pendingStream(input: SourceInput, reads: PendingReads): AttemptStream {
  const declared = [...input.attempts].sort(byAttemptKey)
  const stream = memoryStream({ ...input, attempts: [] })
  return { ...stream, attempts: readAhead(declared, (a) => readPending(a, reads)), total: declared.length }
}
