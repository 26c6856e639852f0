/**
 * The artifacts a run may read (`TrustedArtifact`, gathered as
 * `GatheredEvidence`), and artifact outcomes with the files refused at the action's trust boundary
 * (src/sources/attempt-index/trust.ts) listed on their artifacts: any refusal makes the
 * evidence incomplete, so the gate fails.
 */
import type { ArtifactOutcome } from '../evidence/attempt-input.js'
import type { Diagnostic } from '../model/index.js'
import type { EvidenceArtifact } from './attempt-index/attempt-indexes.js'

/** One file refused at the boundary, by artifact name. */
export interface RefusedFile {
  /** The artifact as listed, and its run label (null: a local folder). */
  artifact: string
  run: string | null
  file: string
  reason: string
}

/** The artifact outcomes with the files refused in each; a local folder with refusals gets an outcome of its own (status `downloaded`). */
export function withRefusals(outcomes: ArtifactOutcome[], refused: RefusedFile[]): ArtifactOutcome[] {
  if (refused.length === 0) return outcomes
  const out = outcomes.map((o) => ({ ...o }))
  for (const r of refused) {
    let outcome = out.find((o) => o.name === r.artifact && o.run === r.run && o.status === 'downloaded')
    if (outcome === undefined) {
      outcome = { name: r.artifact, id: null, size_bytes: null, digest: null, run: 'evidence-path', status: 'downloaded', error: null }
      out.push(outcome)
    }
    outcome.refused = [...(outcome.refused ?? []), { file: r.file, reason: r.reason }]
  }
  return out
}

/**
 * An artifact folder that may be read (see `trust.ts`): downloaded whole with a matching digest from the run it was
 * requested from, or a local folder.
 */
export interface TrustedArtifact extends EvidenceArtifact {
  /**
   * `name` is the label every evidence file carries: the artifact's name, or `name (run N of o/r)`
   * when artifacts of one name come from several runs (the baseline-from-the-default-branch recipe).
   * `listed` is the name as listed, `run` the run label of its outcome (null for local folders).
   */
  listed: string
  run: string | null
  /**
   * Ids of the configurations whose pattern matched it in the run it came from; null when no configurations are
   * declared (manifest and Harbor modes).
   */
  configurations: string[] | null
  /** Upload time from the listing (ISO 8601); null when unknown (local folders, listings without it). */
  createdAt: string | null
}

/** The evidence of one action run. */
export interface GatheredEvidence {
  /** Root folder: `evidence-path`, or the download folder. */
  root: string
  /**
   * Whether the root itself may be searched: true for a local `evidence-path` (the user's own folder), false for the
   * download folder (it also holds refused artifacts).
   */
  rootReadable: boolean
  /** Trusted artifacts only. */
  artifacts: TrustedArtifact[]
  /** Outcome of every artifact and pattern; empty for a local folder. */
  outcomes: ArtifactOutcome[]
  /**
   * Findings of the download not tied to one file (an expired artifact of the default branch's run:
   * `baseline_artifact_expired`); absent: none.
   */
  diagnostics?: Diagnostic[]
}
