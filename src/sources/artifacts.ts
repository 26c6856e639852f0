/**
 * Artifact outcomes with the files refused at the action's trust boundary
 * (src/action/trust.ts) listed on their artifacts: any refusal makes the
 * evidence incomplete, so the gate fails.
 */
import type { ArtifactOutcome } from '../evidence/attempt-input.js'

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
