/**
 * The `harbor-jobs` and `tb1-runs` inputs: Harbor job folders (and NeMo
 * Fabric's Harbor sample folders among them, evidence/harbor/samples/samples.ts) and
 * Terminal-Bench 1.x run folders (paths or globs) inside the evidence —
 * matched in each trusted artifact folder (and the root of a local
 * `evidence-path`, never the download folder: see `trust.ts`) — described
 * with the `configuration-map`, `configuration-by` and `pass-threshold`
 * inputs for the one Harbor source (src/sources/harbor.ts).
 */
import path from 'node:path'
import { glob } from 'tinyglobby'
import { ConfigurationError } from '../errors.js'
import type { HarborDescription } from '../sources/harbor.js'
import type { Settings } from '../inputs/settings.js'
import type { GatheredEvidence } from '../sources/artifacts.js'
import { readableFolders } from '../sources/attempt-index/trust.js'

/** Folders matching `patterns` under `base`, absolute and sorted. */
async function matchingFolders(patterns: string[], base: string): Promise<string[]> {
  const found = await glob(patterns, {
    cwd: base,
    onlyDirectories: true,
    absolute: true,
    followSymbolicLinks: false,
    expandDirectories: false
  })
  return found.map((f) => f.replace(/\/+$/, '')).sort()
}

/** Every folder matching input `name`'s `patterns` in the evidence; throws ConfigurationError when none matches. */
async function foldersOf(name: string, patterns: string[], evidence: GatheredEvidence): Promise<string[]> {
  if (patterns.length === 0) return []
  const dirs = new Set<string>()
  for (const base of readableFolders(evidence)) for (const dir of await matchingFolders(patterns, base.dir)) dirs.add(dir)
  if (dirs.size === 0) {
    throw new ConfigurationError(
      `input \`${name}\`: no folder matches ${patterns.map((p) => JSON.stringify(p)).join(', ')} in the evidence (${evidence.artifacts.length} artifact folders)`
    )
  }
  return [...dirs]
}

/**
 * The Harbor jobs named by `settings.harborJobs` and the TB1 runs named by
 * `settings.tb1Runs`, matched in the evidence, as a source description
 * (read by src/sources/harbor.ts, every file labelled with its artifact).
 * Throws ConfigurationError when no folder matches an input's patterns
 * (naming them and where they were looked for).
 */
export async function harborDescription(settings: Settings, evidence: GatheredEvidence): Promise<HarborDescription> {
  const jobs = await foldersOf('harbor-jobs', settings.harborJobs, evidence)
  const runs = await foldersOf('tb1-runs', settings.tb1Runs, evidence)
  const artifactOf = (abs: string): string | null => {
    const owner = evidence.artifacts.find((a) => abs === a.dir || abs.startsWith(`${a.dir}${path.sep}`))
    return owner?.name ?? null
  }
  return {
    kind: 'harbor',
    jobs,
    runs,
    configurationMap: settings.configurationMap === null ? null : { map: settings.configurationMap, label: 'input `configuration-map`' },
    configurationBy: settings.configurationBy,
    passThreshold: settings.passThreshold,
    rewardKey: settings.rewardKey,
    rewardFile: settings.rewardFile,
    pricing: settings.pricing,
    artifactOf,
    shard: settings.mode === 'summarize',
    names: 'action',
    artifacts: evidence.outcomes
  }
}
