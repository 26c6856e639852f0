/**
 * NeMo Fabric's Harbor integration output (sample folders written by its
 * Harbor examples: `result-summary.json`, `telemetry-summary.json`,
 * `verifier-summary.json`, `trajectory.json`; sample.ts reads one) in Harbor
 * mode: the folders given as Harbor jobs (`--harbor-job`, the action's
 * `harbor-jobs`) are split into sample folders and Harbor job folders, and
 * the samples become attempts of their own configurations.
 *
 * A folder is a sample when its `result-summary.json` is
 * `fabric.harbor.sample/v1alpha1`; a folder whose sub-folders include
 * samples (NeMo Fabric's `sample-artifacts/`) stands for those samples.
 * Anything else is a Harbor job (or trial) folder, read as before.
 */
import { ownStringRecord } from '../../keyed-record.js'
import { rewardScaleWarnings } from '../grading/rewards.js'
import type { MapSelectors } from '../configuration.js'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { AttemptInput, AttemptsRead, ConfigurationInput } from '../../attempt-input.js'
import { errorMessage } from '../../../errors.js'
import { MAX_DIRECTORY_ENTRIES } from '../../limits.js'
import type { Diagnostic } from '../../types.js'
import { asObject, readJsonFile } from '../json-file.js'
import { readHarborSample } from './sample.js'

/** The `schema_version` of a NeMo Fabric Harbor sample's `result-summary.json`. */
export const HARBOR_SAMPLE_SCHEMA = 'fabric.harbor.sample/v1alpha1'

/** Whether `dir` holds a NeMo Fabric Harbor sample (`result-summary.json` of {@link HARBOR_SAMPLE_SCHEMA}). */
export async function isHarborSample(dir: string): Promise<boolean> {
  const r = await readJsonFile(path.join(dir, 'result-summary.json'))
  return r.state === 'read' && asObject(r.value)?.schema_version === HARBOR_SAMPLE_SCHEMA
}

/** The folders given, split: sample folders (a container folder replaced by its samples, sorted) and the rest (Harbor jobs). */
export async function splitHarborFolders(dirs: readonly string[]): Promise<{ samples: string[]; jobs: string[] }> {
  const samples: string[] = []
  const jobs: string[] = []
  for (const dir of dirs) {
    if (await isHarborSample(dir)) {
      samples.push(dir)
      continue
    }
    let names: string[] = []
    try {
      names = (await readdir(dir, { withFileTypes: true }))
        .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
        .map((e) => e.name)
        .sort()
    } catch {
      // Not listable: the Harbor reader reports it.
    }
    const inside: string[] = []
    for (const n of names.slice(0, MAX_DIRECTORY_ENTRIES)) if (await isHarborSample(path.join(dir, n))) inside.push(path.join(dir, n))
    if (inside.length > 0) samples.push(...inside)
    else jobs.push(dir)
  }
  return { samples, jobs }
}

/** Options of {@link loadHarborSamples}. */
export interface HarborSamplesOptions {
  /**
   * Configuration map: a sample's `<harness>@<model>` id, or its harness, → configuration id (a `Map` or an object:
   * only its own entries count).
   */
  configurationMap?: ReadonlyMap<string, string> | Record<string, string>
  /** Passed = harbor_reward ≥ this (default 1.0). */
  passThreshold?: number
  /** Workflow artifact an absolute path came from (null for local folders). */
  artifactOf?: (absPath: string) => string | null
}

/**
 * Reads sample folders into the attempts and configurations of a
 * comparison. Each sample is one attempt; its configuration's attempt
 * inventory is unverified (a sample declares no inventory). Display paths
 * are `<parent folder>/<sample folder>`. A configuration map key
 * `job:<sample folder>` (the folder's own name), the derived id or the
 * harness name chooses a sample's configuration, in that order. A folder that cannot be read is a
 * `harbor_trial_unreadable` diagnostic; the others are still read.
 */
export async function loadHarborSamples(
  dirs: readonly string[],
  options: HarborSamplesOptions = {}
): Promise<AttemptsRead & MapSelectors & { source: 'harbor_sample' }> {
  const attempts: AttemptInput[] = []
  const selectors = new Set<string>()
  const diagnostics: Diagnostic[] = []
  const own = ownStringRecord(options.configurationMap, 'configurationMap')
  const map = own === undefined ? null : new Map(Object.entries(own))
  for (const dir of dirs) {
    const abs = path.resolve(dir)
    const display = path.posix.join(path.basename(path.dirname(abs)), path.basename(abs))
    try {
      const a = await readHarborSample(abs, { display, passThreshold: options.passThreshold, artifact: options.artifactOf?.(abs) ?? null })
      const harness = a.configuration.split('@')[0]!
      const job = `job:${path.basename(abs)}`
      selectors.add(a.configuration).add(harness).add(job)
      a.configuration = map?.get(job) ?? map?.get(a.configuration) ?? map?.get(harness) ?? a.configuration
      attempts.push(a)
    } catch (e) {
      diagnostics.push({
        code: 'harbor_trial_unreadable',
        message: `NeMo Fabric Harbor sample could not be read: ${errorMessage(e)}`,
        file: `${display}/result-summary.json`
      })
    }
  }
  // The same reward-scale rule as Harbor jobs: rewards on another scale than the default threshold give no verdict.
  diagnostics.push(...rewardScaleWarnings(attempts, options.passThreshold))
  const ids = [...new Set(attempts.map((a) => a.configuration))]
  const configurations: ConfigurationInput[] = ids.map((id) => {
    const evaluators = new Map(
      attempts
        .filter((a) => a.configuration === id && a.evaluation?.evaluator)
        .map((a) => [a.evaluation!.evaluator!.name, a.evaluation!.evaluator!])
    )
    return { id, attempts_complete: null, pricing: null, evaluator: evaluators.size === 1 ? [...evaluators.values()][0]! : null }
  })
  return { source: 'harbor_sample', configurations, attempts, diagnostics, map_selectors: [...selectors] }
}
