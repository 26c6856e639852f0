/**
 * The `harbor-jobs` input: Harbor job folders (paths or globs) inside the
 * evidence — matched in each trusted artifact folder (and the root of a local
 * `evidence-path`, never the download folder: see `trust.ts`) — read
 * into the comparison input, every file labelled with its artifact.
 */
import path from 'node:path'
import { glob } from 'tinyglobby'
import type { ComparisonInput } from '../comparison/input.js'
import { ConfigurationError, errorMessage } from '../errors.js'
import { loadHarborJobs } from '../evidence/harbor/load.js'
import type { Settings } from '../inputs/settings.js'
import type { GatheredEvidence } from './evidence.js'
import { readableFolders } from './trust.js'

/** Job folders matching the `harbor-jobs` patterns under `base`, absolute and sorted. */
async function jobFolders(patterns: string[], base: string): Promise<string[]> {
  const found = await glob(patterns, { cwd: base, onlyDirectories: true, absolute: true, followSymbolicLinks: false, expandDirectories: false })
  return found.map((f) => f.replace(/\/+$/, '')).sort()
}

/**
 * Reads the Harbor jobs named by `settings.harborJobs`. Throws
 * ConfigurationError when no folder matches any pattern (naming the
 * patterns and where they were looked for), or when a job folder cannot be read.
 */
export async function loadHarborFromEvidence(settings: Settings, evidence: GatheredEvidence): Promise<ComparisonInput> {
  const bases = readableFolders(evidence)
  const jobs = new Set<string>()
  for (const base of bases) for (const dir of await jobFolders(settings.harborJobs, base.dir)) jobs.add(dir)
  if (jobs.size === 0) {
    throw new ConfigurationError(
      `input \`harbor-jobs\`: no folder matches ${settings.harborJobs.map((p) => JSON.stringify(p)).join(', ')} in the evidence (${evidence.artifacts.length} artifact folders)`
    )
  }
  const artifactOf = (abs: string): string | null => {
    const owner = evidence.artifacts.find((a) => abs === a.dir || abs.startsWith(`${a.dir}${path.sep}`))
    return owner?.name ?? null
  }
  try {
    const loaded = await loadHarborJobs([...jobs], { artifactOf })
    return { ...loaded, policy: settings.failOn }
  } catch (error) {
    throw new ConfigurationError(`input \`harbor-jobs\`: ${errorMessage(error)}`)
  }
}
