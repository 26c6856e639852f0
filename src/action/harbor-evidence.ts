/**
 * The `harbor-jobs` and `tb1-runs` inputs: Harbor job folders (and NeMo
 * Fabric's Harbor sample folders among them, evidence/harbor/samples.ts) and
 * Terminal-Bench 1.x run folders (paths or globs) inside the evidence —
 * matched in each trusted artifact folder (and the root of a local
 * `evidence-path`, never the download folder: see `trust.ts`) — read into
 * the comparison input with the `configuration-map`, `configuration-by` and
 * `pass-threshold` inputs, every file labelled with its artifact.
 */
import path from 'node:path'
import { glob } from 'tinyglobby'
import type { ComparisonInput } from '../comparison/input.js'
import { ConfigurationError, errorMessage } from '../errors.js'
import { joinHarborParts } from '../evidence/harbor/join.js'
import { unknownConfigurationByProblems, unknownMapKeyProblems } from '../evidence/harbor/configuration.js'
import { loadHarborJobs } from '../evidence/harbor/load.js'
import { loadTb1Runs } from '../evidence/tb1.js'
import { loadHarborSamples, splitHarborFolders } from '../evidence/harbor/samples.js'
import { emptyFolderProblems } from '../evidence/harbor/empty-input.js'
import type { Settings } from '../inputs/settings.js'
import type { GatheredEvidence } from './evidence.js'
import { readableFolders } from './trust.js'

/** Folders matching `patterns` under `base`, absolute and sorted. */
async function matchingFolders(patterns: string[], base: string): Promise<string[]> {
  const found = await glob(patterns, { cwd: base, onlyDirectories: true, absolute: true, followSymbolicLinks: false, expandDirectories: false })
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
 * Reads the Harbor jobs named by `settings.harborJobs` and the TB1 runs
 * named by `settings.tb1Runs`. Throws ConfigurationError when no folder
 * matches an input's patterns (naming them and where they were looked for),
 * when a folder cannot be read, or when one configuration id comes from
 * both kinds.
 */
export async function loadHarborFromEvidence(settings: Settings, evidence: GatheredEvidence): Promise<ComparisonInput> {
  const jobs = await foldersOf('harbor-jobs', settings.harborJobs, evidence)
  const runs = await foldersOf('tb1-runs', settings.tb1Runs, evidence)
  const artifactOf = (abs: string): string | null => {
    const owner = evidence.artifacts.find((a) => abs === a.dir || abs.startsWith(`${a.dir}${path.sep}`))
    return owner?.name ?? null
  }
  const configurationMap = settings.configurationMap ?? undefined
  const parts = []
  let jobCount = 0
  let jobSelectors: string[] = []
  try {
    const split = await splitHarborFolders([...jobs])
    jobCount = split.jobs.length
    if (split.jobs.length > 0) {
      const part = await loadHarborJobs(split.jobs, { artifactOf, configurationMap, configurationBy: settings.configurationBy ?? undefined, passThreshold: settings.passThreshold ?? undefined })
      jobSelectors = part.map_selectors
      parts.push(part)
    }
    if (split.samples.length > 0) parts.push(await loadHarborSamples(split.samples, { artifactOf, configurationMap, passThreshold: settings.passThreshold ?? undefined }))
    if (runs.length > 0) parts.push(await loadTb1Runs(runs, { artifactOf, configurationMap }))
  } catch (error) {
    throw new ConfigurationError(`input \`${runs.length > 0 && jobs.length === 0 ? 'tb1-runs' : 'harbor-jobs'}\`: ${errorMessage(error)}`)
  }
  // Matched folders that hold no attempt at all: a usage error naming what was expected there, never a report of nothing.
  if (parts.every((p) => p.attempts.length === 0)) {
    const problems = emptyFolderProblems(jobs, runs, parts.flatMap((p) => p.diagnostics), 'action')
    throw new ConfigurationError(`input \`${jobs.length > 0 ? 'harbor-jobs' : 'tb1-runs'}\`: no attempt in the folders matched`, problems)
  }
  if (settings.configurationBy !== null && jobs.length > 0) {
    if (jobCount === 0)
      throw new ConfigurationError(
        'input `configuration-by` applies to Harbor job folders; NeMo Fabric Harbor sample folders carry no agent kwargs: name their configurations with input `configuration-map` (e.g. {"job:SAMPLE_FOLDER": "baseline"})'
      )
    const byProblems = settings.mode === 'summarize' ? [] : unknownConfigurationByProblems(settings.configurationBy, jobSelectors)
    if (byProblems.length > 0) throw new ConfigurationError('input `configuration-by`: keys for which no trial of the Harbor jobs matched has a value', byProblems)
  }
  // A shard (summarize) holds part of the folders: a key for another shard's jobs selects nothing here.
  if (configurationMap !== undefined && settings.mode !== 'summarize') {
    const problems = unknownMapKeyProblems(configurationMap, parts.flatMap((p) => p.map_selectors))
    if (problems.length > 0) throw new ConfigurationError('input `configuration-map`: keys that select nothing in the folders given', problems)
  }
  try {
    return { ...joinHarborParts(parts, 'map them to different ids with input `configuration-map`'), policy: settings.failOn }
  } catch (error) {
    throw new ConfigurationError(`input \`${runs.length > 0 && jobs.length === 0 ? 'tb1-runs' : 'harbor-jobs'}\`: ${errorMessage(error)}`)
  }
}
