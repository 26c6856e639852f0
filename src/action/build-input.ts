/**
 * Builds the comparison input from the action's settings and gathered
 * evidence: an explicit manifest, attempt index files checked against the
 * expected inventory, or Harbor job folders.
 */
import { access } from 'node:fs/promises'
import path from 'node:path'
import type { ComparisonInput } from '../comparison/input.js'
import { ConfigurationError } from '../errors.js'
import type { Settings } from '../inputs/settings.js'
import { readTasks } from '../inputs/tasks.js'
import { loadManifestInput } from '../manifest/load.js'
import type { ArtifactOutcome } from '../comparison/input.js'
import { loadHarborFromEvidence } from './harbor-evidence.js'
import type { GatheredEvidence } from './evidence.js'
import { expectedInventoryOf } from '../inputs/limits.js'
import { loadTrustedAttemptIndexes, readableFolders, type RefusedFile } from './trust.js'

const exists = (file: string): Promise<boolean> => access(file).then(() => true, () => false)

/**
 * Finds the manifest: inside the evidence root (a local `evidence-path`
 * only), then inside each trusted artifact folder, then in the workspace. Throws ConfigurationError naming every
 * place looked at when none has it.
 */
async function findManifest(manifest: string, evidence: GatheredEvidence, workspace: string): Promise<{ file: string; artifact: string | null }> {
  const candidates: Array<{ file: string; artifact: string | null }> = [
    ...readableFolders(evidence).map((f) => ({ file: path.resolve(f.dir, manifest), artifact: f.artifact })),
    { file: path.resolve(workspace, manifest), artifact: null }
  ]
  for (const candidate of candidates) if (await exists(candidate.file)) return candidate
  throw new ConfigurationError(
    `input \`manifest\`: ${JSON.stringify(manifest)} was not found in the evidence (${evidence.artifacts.length} artifact folders) nor in the workspace`
  )
}

/**
 * The comparison input for one action run, with the artifact outcomes
 * attached. Throws ConfigurationError for a missing or invalid manifest or
 * tasks file.
 */
export async function buildActionInput(settings: Settings, evidence: GatheredEvidence, workspace: string): Promise<ComparisonInput> {
  let input: ComparisonInput
  let refused: RefusedFile[] = []
  if (settings.manifest !== null) {
    const found = await findManifest(settings.manifest, evidence, workspace)
    input = await loadManifestInput(found.file, { policy: settings.failOn, artifact: found.artifact })
  } else if (settings.harborJobs.length > 0 || settings.tb1Runs.length > 0) {
    input = await loadHarborFromEvidence(settings, evidence)
  } else {
    const tasks = settings.tasks === null ? null : await readTasks(settings.tasks, workspace)
    const expected = tasks === null || settings.attemptsPerTask === null ? null : expectedInventoryOf(tasks, settings.attemptsPerTask, settings.configurations.length)
    ;({ input, refused } = await loadTrustedAttemptIndexes(settings, evidence, expected))
  }
  return { ...input, artifacts: withRefusals(evidence.outcomes, refused) }
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
