/**
 * Evidence as folders of artifacts, whoever laid them out: the action's
 * downloads (src/action/evidence.ts) or a local folder whose sub-folders are
 * the artifacts (the action's `evidence-path`, the CLI's `--evidence`, or
 * what `gh run download RUN --dir DIR` writes). Each artifact folder carries
 * the configurations whose artifact name pattern matched it.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { ConfigurationError, errorMessage } from '../errors.js'
import { matchesArtifactPattern } from '../github/artifact-names.js'
import type { ConfigurationSource } from '../inputs/configuration-lines.js'
import type { GatheredEvidence } from './artifacts.js'

/** Ids of `configurations` whose pattern matches `name`; null when none are declared. */
export function matchedConfigurations(configurations: ConfigurationSource[], name: string): string[] | null {
  if (configurations.length === 0) return null
  return configurations.filter((c) => matchesArtifactPattern(c.pattern, name)).map((c) => c.id)
}

/**
 * Every sub-folder of a local evidence folder is one artifact named after it,
 * matched against `configurations` by that name. Throws ConfigurationError
 * naming `label` (the action's input, or the CLI's `--evidence`) when the folder is unreadable.
 */
export async function localEvidence(
  folder: string,
  configurations: ConfigurationSource[] = [],
  label = 'input `evidence-path`'
): Promise<GatheredEvidence> {
  let entries
  try {
    entries = await readdir(folder, { withFileTypes: true })
  } catch (error) {
    throw new ConfigurationError(`${label}: cannot read ${folder}: ${errorMessage(error)}`)
  }
  const artifacts = entries
    .filter((e) => e.isDirectory())
    .map((e) => ({
      name: e.name,
      listed: e.name,
      run: null,
      dir: path.join(folder, e.name),
      configurations: matchedConfigurations(configurations, e.name),
      createdAt: null
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
  return { root: folder, rootReadable: true, artifacts, outcomes: [] }
}
