/**
 * The action's trust boundary, in one place:
 *
 *   Evidence for a configuration comes only from the artifacts matched for
 *   that configuration, of the run it was taken from. An artifact that failed
 *   its digest, was not downloaded whole, or was listed for another run is
 *   never read by any mode.
 *
 * {@link GatheredEvidence} only ever lists artifacts that were downloaded
 * whole with a matching digest (see `evidence.ts`; `wrong_run` artifacts are
 * refused before download in `src/github/artifacts.ts`). This module decides
 * which folders each mode may read, and which attempt index files count:
 * - an index file counts for the configurations whose pattern matched its
 *   artifact and that it names; one naming another configuration is refused
 *   (`attempt_index_foreign_configuration`, the artifact lists it, the gate
 *   fails) — unless the configuration line says `relabel`, which takes it
 *   under that configuration's id;
 * - two index files for one attempt: the newer upload (artifact `created_at`)
 *   wins and the other is named (`attempt_index_superseded`); when the order
 *   cannot be told, the attempt is ambiguous: no figures from either
 *   (`attempt_index_ambiguous`, the attempt is missing). Never name order.
 */
import pLimit from 'p-limit'
import { missingAttemptInput, type AttemptInput } from '../../comparison/input/input.js'
import type { RefusedFile } from '../artifacts.js'
import type { SourceInput } from '../source.js'
import type { Diagnostic } from '../../evidence/types.js'
import type { Settings } from '../../inputs/settings.js'
import { joinAttemptIndexes, readIndexesOfArtifact, type ExpectedInventory } from './attempt-indexes.js'
import { describeArtifactWithoutIndex } from './artifact-without-index.js'
import type { PendingReads } from '../../evidence/pending-reads.js'
import { READ_CONCURRENCY } from '../manifest/to-input.js'
import type { GatheredEvidence, TrustedArtifact } from '../artifacts.js'

/** The action's configuration, pricing and evaluator lines the attempt index mode reads (a part of `Settings`). */
export type IndexLines = Pick<Settings, 'configurations' | 'pricing' | 'evaluators'>

export type { RefusedFile } from '../artifacts.js'

/**
 * Folders a mode may search (manifest lookup, `harbor-jobs` globs): each trusted artifact folder, plus the root only
 * for a local `evidence-path`.
 */
export function readableFolders(evidence: GatheredEvidence): Array<{ dir: string; artifact: string | null }> {
  return [
    ...(evidence.rootReadable ? [{ dir: evidence.root, artifact: null }] : []),
    ...evidence.artifacts.map((a) => ({ dir: a.dir, artifact: a.name }))
  ]
}

const keyOf = (a: AttemptInput): string => JSON.stringify([a.configuration, a.task, a.revision, a.attempt])
const label = (a: AttemptInput): string => `${a.configuration}/${a.task}@${a.revision}#${a.attempt}`
const where = (a: AttemptInput): string => `${a.declared_in?.artifact ?? ''}/${a.declared_in?.path ?? ''}`

interface Candidate {
  attempt: AttemptInput
  /** Upload time of its artifact in ms since the epoch; null when unknown. */
  uploadedAt: number | null
}

/** The index files of one artifact, each kept for the configurations it may count for. */
async function candidatesOf(
  artifact: TrustedArtifact,
  settings: IndexLines,
  diagnostics: Diagnostic[],
  refused: RefusedFile[],
  limit: ReturnType<typeof pLimit>,
  reads: PendingReads
): Promise<Candidate[]> {
  const owners = settings.configurations.filter((c) => artifact.configurations?.includes(c.id) ?? true)
  if (owners.length === 0) return []
  const read: AttemptInput[] = []
  const before = diagnostics.length
  const indexFiles = await readIndexesOfArtifact(artifact, read, diagnostics, limit, reads)
  if (indexFiles === 0) {
    // A folder that could not be listed or a link out of the artifact stopped the search: said, not called empty.
    const stopped = diagnostics.slice(before).map((d) => d.code)
    const { file, reason } = describeArtifactWithoutIndex(artifact.dir, artifact.listed, stopped)
    const named = `${artifact.name}${file === '.' ? '' : `/${file}`}`
    diagnostics.push({
      code: 'artifact_without_index',
      message: `artifact ${artifact.name}, matched for ${owners.map((c) => c.id).join(', ')}: ${reason}`,
      file: named
    })
    refused.push({ artifact: artifact.listed, run: artifact.run, file, reason })
    return []
  }
  const uploadedAt = artifact.createdAt === null ? null : Date.parse(artifact.createdAt)
  const out: Candidate[] = []
  for (const attempt of read) {
    const evidence = reads.get(attempt)
    reads.delete(attempt)
    const takers = owners.filter((c) => c.relabel || c.id === attempt.configuration)
    if (takers.length === 0) {
      const reason = `declares configuration ${JSON.stringify(attempt.configuration)}, but the artifact was matched for ${owners.map((c) => c.id).join(', ')} (add \`relabel\` to the configuration line to take it under that id)`
      diagnostics.push({
        code: 'attempt_index_foreign_configuration',
        message: `${where(attempt)}: ${reason}; refused, not read`,
        file: where(attempt)
      })
      refused.push({ artifact: artifact.listed, run: artifact.run, file: attempt.declared_in?.path ?? '', reason })
      continue
    }
    for (const c of takers) {
      const taken = { ...attempt, configuration: c.id }
      // Each taker reads the same files when the comparison reaches it.
      if (evidence !== undefined) reads.set(taken, evidence)
      out.push({ attempt: taken, uploadedAt })
    }
  }
  return out
}

/**
 * One attempt from its candidates: the newest upload, or an ambiguous (missing) attempt. An invalid index file (a
 * missing attempt carrying its problems) counts only when no readable one declares the attempt; the others' problems
 * stay named in `diagnostics`.
 */
function resolve(all: Candidate[], diagnostics: Diagnostic[]): AttemptInput {
  const readable = all.filter((c) => !c.attempt.missing)
  const candidates = readable.length > 0 ? readable : all.slice(0, 1)
  for (const c of all) if (!candidates.includes(c)) diagnostics.push(...c.attempt.diagnostics)
  const [first] = candidates
  if (candidates.length === 1) return first.attempt
  const times = candidates.map((c) => c.uploadedAt)
  const newest = Math.max(...times.map((t) => t ?? Number.NaN))
  const winners = candidates.filter((c) => c.uploadedAt === newest)
  if (Number.isNaN(newest) || winners.length !== 1) {
    const files = candidates.map((c) => where(c.attempt)).join(', ')
    const message = `${label(first.attempt)} is declared by ${candidates.length} index files (${files}) whose upload order cannot be told; no figures are taken from either`
    const diagnostic: Diagnostic = { code: 'attempt_index_ambiguous', message, file: where(first.attempt) }
    diagnostics.push(diagnostic)
    return missingAttemptInput(
      {
        configuration: first.attempt.configuration,
        task: first.attempt.task,
        revision: first.attempt.revision,
        attempt: first.attempt.attempt
      },
      null,
      [diagnostic]
    )
  }
  const [winner] = winners
  for (const c of candidates) {
    if (c === winner) continue
    diagnostics.push({
      code: 'attempt_index_superseded',
      message: `${where(c.attempt)} (uploaded ${new Date(c.uploadedAt as number).toISOString()}) is superseded by the newer upload ${where(winner.attempt)} (${new Date(newest).toISOString()}) for ${label(c.attempt)}; not read`,
      file: where(c.attempt)
    })
  }
  return winner.attempt
}

/**
 * The input of the attempt index mode, read across the trust boundary
 * (no gate settings: the caller joins them): its attempts as their index
 * files declare them, their evidence not read yet (`reads` reads it,
 * src/evidence/pending-reads.ts `readPending`, so that a comparison holds
 * one attempt's parsed evidence at a time, not all of them); and the index
 * files refused there (to be listed on their artifacts). Every index file
 * is read first: which of two uploads of one attempt counts is decided
 * before any attempt is compared. Never throws for evidence problems.
 */
export async function loadTrustedAttemptIndexes(
  settings: IndexLines,
  evidence: GatheredEvidence,
  expected: ExpectedInventory | null
): Promise<{ input: SourceInput; refused: RefusedFile[]; reads: PendingReads }> {
  const diagnostics: Diagnostic[] = []
  const refused: RefusedFile[] = []
  const limit = pLimit(READ_CONCURRENCY)
  const reads: PendingReads = new Map()
  const byKey = new Map<string, Candidate[]>()
  for (const artifact of evidence.artifacts) {
    for (const candidate of await candidatesOf(artifact, settings, diagnostics, refused, limit, reads)) {
      const list = byKey.get(keyOf(candidate.attempt)) ?? []
      list.push(candidate)
      byKey.set(keyOf(candidate.attempt), list)
    }
  }
  const found = [...byKey.values()].map((candidates) => resolve(candidates, diagnostics))
  const input = joinAttemptIndexes(found, diagnostics, {
    configurations: settings.configurations,
    pricing: settings.pricing,
    evaluators: settings.evaluators,
    expected
  })
  // The reads of the attempts compared (superseded and refused uploads are never read).
  const kept: PendingReads = new Map()
  for (const a of input.attempts) {
    const read = reads.get(a)
    if (read !== undefined) kept.set(a, read)
  }
  return { input, refused, reads: kept }
}
