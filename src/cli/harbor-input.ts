/**
 * `--harbor-job` (Harbor job folders, and NeMo Fabric's Harbor sample
 * folders: evidence/harbor/samples.ts) and `--tb1-run` (Terminal-Bench 1.x)
 * folders → the comparison input, with the optional `--configuration-map`
 * file, `--configuration-by` keys (Harbor jobs only) and `--pass-threshold`.
 */
import type { ComparisonInput } from '../comparison/input.js'
import { ConfigurationError, errorMessage } from '../errors.js'
import { parseConfigurationMap, unknownConfigurationByProblems, unknownMapKeyProblems } from '../evidence/harbor/configuration.js'
import { loadHarborJobs } from '../evidence/harbor/load.js'
import { joinHarborParts } from '../evidence/harbor/join.js'
import { loadHarborSamples, splitHarborFolders } from '../evidence/harbor/samples.js'
import { loadTb1Runs } from '../evidence/tb1.js'
import { readEvidenceText } from '../evidence/open-file.js'
import { emptyFolderProblems } from '../evidence/harbor/empty-input.js'
import type { CliArgs } from './args.js'

/**
 * Reads the Harbor job and TB1 run folders named on the command line.
 * Throws ConfigurationError for an unreadable configuration map, a map key
 * that selects no trial, job, run or agent of these folders (each named
 * with its JSON path and the nearest key that would select one; not for
 * `summarize`, whose shard holds part of the folders), a folder that
 * cannot be listed, folders that hold no attempt at all (naming what was
 * expected in each), or one configuration id coming from two kinds of folder.
 */
export async function loadHarborInput(args: CliArgs): Promise<ComparisonInput> {
  let configurationMap: Record<string, string> | undefined
  if (args.configurationMap !== null) {
    try {
      const text = readEvidenceText(args.configurationMap)
      if (typeof text !== 'string') throw new Error(`${args.configurationMap}: ${text.state === 'missing' ? 'no such file' : text.reason}`)
      configurationMap = parseConfigurationMap(text, args.configurationMap)
    } catch (error) {
      throw new ConfigurationError(`--configuration-map: ${errorMessage(error)}`)
    }
  }
  const parts = []
  let jobCount = 0
  let jobSelectors: string[] = []
  try {
    const harbor = await splitHarborFolders(args.harborJobs)
    jobCount = harbor.jobs.length
    if (harbor.jobs.length > 0) {
      const jobs = await loadHarborJobs(harbor.jobs, { configurationMap, configurationBy: args.configurationBy ?? undefined, passThreshold: args.passThreshold ?? undefined })
      jobSelectors = jobs.map_selectors
      parts.push(jobs)
    }
    if (harbor.samples.length > 0) parts.push(await loadHarborSamples(harbor.samples, { configurationMap, passThreshold: args.passThreshold ?? undefined }))
    if (args.tb1Runs.length > 0) parts.push(await loadTb1Runs(args.tb1Runs, { configurationMap }))
  } catch (error) {
    throw new ConfigurationError(`--harbor-job / --tb1-run: ${errorMessage(error)}`)
  }
  if (args.configurationBy !== null) {
    if (jobCount === 0)
      throw new ConfigurationError(
        '--configuration-by applies to Harbor job folders; NeMo Fabric Harbor sample folders carry no agent kwargs: name their configurations with --configuration-map (e.g. {"job:SAMPLE_FOLDER": "baseline"})'
      )
    // A shard (summarize) holds part of the jobs: a key only another shard's trials carry selects nothing here.
    const byProblems = args.command === 'summarize' ? [] : unknownConfigurationByProblems(args.configurationBy, jobSelectors)
    if (byProblems.length > 0) throw new ConfigurationError('--configuration-by: keys for which no trial of the Harbor jobs given has a value', byProblems)
  }
  // Folders that hold no attempt at all are a usage error naming what was expected there, never a report of nothing.
  if (parts.every((p) => p.attempts.length === 0)) {
    throw new ConfigurationError('no attempt in the folders given', emptyFolderProblems(args.harborJobs, args.tb1Runs, parts.flatMap((p) => p.diagnostics), 'cli'))
  }
  // A shard (summarize) holds part of the folders: a key for another shard's jobs selects nothing here.
  if (configurationMap !== undefined && args.command !== 'summarize') unknownMapKeys(configurationMap, args.configurationMap ?? '', parts.flatMap((p) => p.map_selectors))
  try {
    return { ...joinHarborParts(parts, 'map them to different ids with --configuration-map'), policy: args.failOn }
  } catch (error) {
    throw new ConfigurationError(errorMessage(error))
  }
}

/** Throws ConfigurationError naming the configuration map `file` and every key of it that selects nothing ({@link unknownMapKeyProblems}). */
function unknownMapKeys(map: Record<string, string>, file: string, selectors: readonly string[]): void {
  const problems = unknownMapKeyProblems(map, selectors)
  if (problems.length > 0) throw new ConfigurationError(`--configuration-map ${file}: keys that select nothing in the folders given`, problems)
}
