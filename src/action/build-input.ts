/**
 * Chooses the action's evidence source from its settings and gathered
 * evidence: an explicit manifest, attempt index files checked against the
 * expected inventory, or Harbor job folders.
 */
import { access } from 'node:fs/promises'
import path from 'node:path'
import { ConfigurationError } from '../errors.js'
import type { Settings } from '../inputs/settings.js'
import { readTasks } from '../inputs/tasks.js'
import type { SourceDescription } from '../sources/choose.js'
import { harborDescription } from './harbor-evidence.js'
import type { GatheredEvidence } from '../sources/artifacts.js'
import { expectedInventoryOf } from '../inputs/limits.js'
import { readableFolders } from '../sources/attempt-index/trust.js'

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false
  )

/**
 * Finds the manifest: inside the evidence root (a local `evidence-path`
 * only), then inside each trusted artifact folder, then in the workspace. Throws ConfigurationError naming every
 * place looked at when none has it.
 */
async function findManifest(
  manifest: string,
  evidence: GatheredEvidence,
  workspace: string
): Promise<{ file: string; artifact: string | null }> {
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
 * Where the attempts of one action run come from (modes `compare` and
 * `summarize`), as a source description (src/sources/choose.ts): an
 * explicit manifest, Harbor job / TB1 run folders, or attempt index files
 * checked against the expected inventory; the artifact outcomes travel with
 * it. Throws ConfigurationError for a missing manifest or tasks file, or
 * `harbor-jobs` / `tb1-runs` patterns that match no folder.
 */
export async function actionSourceDescription(
  settings: Settings,
  evidence: GatheredEvidence,
  workspace: string
): Promise<SourceDescription> {
  if (settings.manifest !== null) {
    const found = await findManifest(settings.manifest, evidence, workspace)
    return { kind: 'manifest', file: found.file, artifact: found.artifact, artifacts: evidence.outcomes }
  }
  if (settings.harborJobs.length > 0 || settings.tb1Runs.length > 0) return harborDescription(settings, evidence)
  const tasks = settings.tasks === null ? null : await readTasks(settings.tasks, workspace)
  const expected =
    tasks === null || settings.attemptsPerTask === null
      ? null
      : expectedInventoryOf(tasks, settings.attemptsPerTask, settings.configurations.length)
  return { kind: 'attempt_index', lines: settings, evidence, expected }
}

export { withRefusals } from '../sources/artifacts.js'
