/**
 * Harbor job folders, NeMo Fabric's Harbor sample folders among them
 * (src/evidence/harbor/samples/samples.ts), and Terminal-Bench 1.x run folders
 * (src/evidence/tb1/tb1.ts) as one evidence source — the CLI's `--harbor-job` /
 * `--tb1-run` and the action's `harbor-jobs` / `tb1-runs`, in one sequence:
 * split the folders into jobs and samples → read each kind → check
 * `configuration-by` → refuse folders holding no attempt → refuse map keys
 * that select nothing → join the kinds. Each configuration keeps the kind
 * of folder it came from (`configuration_sources`), so advice fits it.
 */
import type { RewardFile } from '../inputs/reward-key.js'
import type { PricingLine } from '../inputs/configuration-lines.js'
import { ConfigurationError, someNames } from '../errors.js'
import type { ArtifactOutcome, AttemptInput, AttemptsRead, SourceKind } from '../evidence/attempt-input.js'
import { unknownConfigurationByProblems, unknownMapKeyProblems } from '../evidence/harbor/configuration.js'
import { emptyFolderProblems } from '../evidence/harbor/empty-input.js'
import { joinHarborParts } from '../evidence/harbor/join.js'
import { openHarborJobs } from '../evidence/harbor/load.js'
import { loadHarborSamples, splitHarborFolders } from '../evidence/harbor/samples/samples.js'
import { loadTb1Runs } from '../evidence/tb1/tb1.js'
import type { EvidenceSource, SourceInput } from './source.js'
import { pendingStream } from './pending-stream.js'
import { readPending, type PendingReads } from '../evidence/pending-reads.js'

/** What names a Harbor/TB1 source: the folders, the configuration map and keys, and how messages name the options. */
export interface HarborDescription {
  kind: 'harbor'
  /** Folders given as Harbor jobs (NeMo Fabric Harbor sample folders among them), absolute or relative to the working folder. */
  jobs: string[]
  /** Terminal-Bench 1.x run folders. */
  runs: string[]
  /**
   * The configuration map (keys → configuration ids) and how messages name it (`--configuration-map FILE`, input
   * `configuration-map`); null: none.
   */
  configurationMap: { map: Record<string, string>; label: string } | null
  /** `configuration-by` keys (Harbor jobs only); null: none. */
  configurationBy: string[] | null
  /** Passed = primary reward ≥ this; null: the reader's default (1.0). */
  passThreshold: number | null
  /**
   * The reward key that decides (`--reward-key`, input `reward-key`; src/evidence/harbor/grading/verdict.ts); null or absent:
   * `reward`, else the only key.
   */
  rewardKey?: string | null
  /**
   * The reward file that decides when a trial's `reward.txt` and `reward.json` disagree (`--reward-file`, input
   * `reward-file`; src/evidence/harbor/grading/reward-files.ts); null or absent: no verdict then.
   */
  rewardFile?: RewardFile | null
  /** Pricing declarations (`--pricing`, input `pricing`: `id: basis [verified]`) for the configurations the folders give; absent: none. */
  pricing?: readonly PricingLine[]
  /** The workflow artifact an absolute path came from (action); absent: local folders. */
  artifactOf?: (absPath: string) => string | null
  /** A shard (`summarize`) holds part of the folders: a map or `configuration-by` key for another shard's folders is not refused. */
  shard: boolean
  /** Whose words the messages use: the CLI's options or the action's inputs. */
  names: 'cli' | 'action'
  /** Outcomes of the artifact downloads (action). */
  artifacts?: ArtifactOutcome[]
}

/** How the messages of each caller name its options. */
function wording(d: HarborDescription): {
  folders: string
  by: string
  byNeedsJobs: string
  keyNeedsJobs: string
  fileNeedsJobs: string
  byKeys: string
  empty: string
  mapKeys: string
  mapHint: string
} {
  if (d.names === 'cli') {
    return {
      folders: '--harbor-job / --tb1-run',
      by: '--configuration-by',
      byNeedsJobs:
        '--configuration-by applies to Harbor job folders; NeMo Fabric Harbor sample folders carry no agent kwargs: name their configurations with --configuration-map (e.g. {"job:SAMPLE_FOLDER": "baseline"})',
      keyNeedsJobs:
        '--reward-key applies to Harbor job folders; NeMo Fabric Harbor sample folders carry one reward (harbor_reward) and TB1 runs none: leave it out, or give the job folders whose verifiers write the key',
      fileNeedsJobs:
        '--reward-file applies to Harbor job folders, whose verifier folders it reads; NeMo Fabric Harbor sample folders and TB1 runs have none: leave it out',
      byKeys: '--configuration-by: keys for which no trial of the Harbor jobs given has a value',
      empty: 'no attempt in the folders given',
      mapKeys: `${d.configurationMap?.label ?? '--configuration-map'}: keys that select nothing in the folders given`,
      mapHint: 'map them to different ids with --configuration-map'
    }
  }
  const input = d.runs.length > 0 && d.jobs.length === 0 ? 'tb1-runs' : 'harbor-jobs'
  return {
    folders: `input \`${input}\``,
    by: 'input `configuration-by`',
    byNeedsJobs:
      'input `configuration-by` applies to Harbor job folders; NeMo Fabric Harbor sample folders carry no agent kwargs: name their configurations with input `configuration-map` (e.g. {"job:SAMPLE_FOLDER": "baseline"})',
    keyNeedsJobs:
      'input `reward-key` applies to Harbor job folders; NeMo Fabric Harbor sample folders carry one reward (harbor_reward) and TB1 runs none: leave it out, or give the job folders whose verifiers write the key',
    fileNeedsJobs:
      'input `reward-file` applies to Harbor job folders, whose verifier folders it reads; NeMo Fabric Harbor sample folders and TB1 runs have none: leave it out',
    byKeys: 'input `configuration-by`: keys for which no trial of the Harbor jobs matched has a value',
    empty: `input \`${d.jobs.length > 0 ? 'harbor-jobs' : 'tb1-runs'}\`: no attempt in the folders matched`,
    mapKeys: `${d.configurationMap?.label ?? 'input `configuration-map`'}: keys that select nothing in the folders given`,
    mapHint: 'map them to different ids with input `configuration-map`'
  }
}

/**
 * Runs `read`, giving a ConfigurationError of the readers the option's name; anything else thrown is a defect and
 * passes unchanged (exit 3).
 */
async function named<T>(prefix: string | null, read: () => Promise<T> | T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (!(error instanceof ConfigurationError) || prefix === null) throw error
    throw new ConfigurationError(`${prefix}: ${error.message}`)
  }
}

/**
 * Reads the folders of `d` into one input, every file read (see
 * `openHarborFolders` for what it throws).
 */
export async function readHarborFolders(d: HarborDescription): Promise<SourceInput> {
  const { input, reads } = await openHarborFolders(d)
  const attempts: AttemptInput[] = []
  // One attempt at a time, as the folders were read.
  for (const a of input.attempts) attempts.push(await readPending(a, reads))
  return { ...input, attempts }
}

/**
 * Opens the folders of `d` as one input: what placing the attempts in
 * configurations and matching inventories needs is read, each Harbor
 * trial's agent evidence is left in `reads` (src/evidence/harbor/load.ts
 * `openHarborJobs`; NeMo Fabric Harbor samples and TB1 runs are read
 * whole). Throws ConfigurationError (naming
 * the option) when a folder cannot be listed, when `configuration-by` is
 * given for sample folders only or names keys no trial has a value for,
 * when the folders hold no attempt at all (naming what was expected in
 * each), when a map key selects nothing (not for a shard), or when one
 * configuration id comes from two kinds of folder. A defect inside a
 * reader is rethrown as it is (an internal error, never the user's).
 */
async function openHarborFolders(d: HarborDescription): Promise<{ input: SourceInput; reads: PendingReads }> {
  const words = wording(d)
  const configurationMap = d.configurationMap?.map
  const passThreshold = d.passThreshold ?? undefined
  const parts: Array<AttemptsRead & { source: SourceKind; map_selectors: string[] }> = []
  const split = await named(words.folders, () => splitHarborFolders([...d.jobs]))
  let jobSelectors: string[] = []
  let reads: PendingReads = new Map()
  if (split.jobs.length > 0) {
    const read = await named(words.folders, () =>
      openHarborJobs(split.jobs, {
        artifactOf: d.artifactOf,
        configurationMap,
        configurationBy: d.configurationBy ?? undefined,
        passThreshold,
        ...(d.rewardKey === null || d.rewardKey === undefined ? {} : { rewardKey: d.rewardKey }),
        ...(d.rewardFile === null || d.rewardFile === undefined ? {} : { rewardFile: d.rewardFile })
      })
    )
    jobSelectors = read.map_selectors
    reads = read.reads
    parts.push(read)
  }
  if (split.samples.length > 0)
    parts.push(
      await named(words.folders, () => loadHarborSamples(split.samples, { artifactOf: d.artifactOf, configurationMap, passThreshold }))
    )
  if (d.runs.length > 0) parts.push(await named(words.folders, () => loadTb1Runs(d.runs, { artifactOf: d.artifactOf, configurationMap })))
  if (d.configurationBy !== null && split.jobs.length === 0) throw new ConfigurationError(words.byNeedsJobs)
  if (d.rewardKey !== null && d.rewardKey !== undefined && split.jobs.length === 0) throw new ConfigurationError(words.keyNeedsJobs)
  if (d.rewardFile !== null && d.rewardFile !== undefined && split.jobs.length === 0) throw new ConfigurationError(words.fileNeedsJobs)
  // Folders that hold no attempt at all are a usage error naming what was expected there, never a report of nothing.
  if (parts.every((p) => p.attempts.length === 0)) {
    throw new ConfigurationError(
      words.empty,
      emptyFolderProblems(
        d.jobs,
        d.runs,
        parts.flatMap((p) => p.diagnostics),
        d.names
      )
    )
  }
  // A shard (summarize) holds part of the folders: a key only another shard's folders carry selects nothing here.
  if (d.configurationBy !== null && !d.shard) {
    const problems = unknownConfigurationByProblems(d.configurationBy, jobSelectors)
    if (problems.length > 0) throw new ConfigurationError(words.byKeys, problems)
  }
  if (configurationMap !== undefined && !d.shard) {
    const problems = unknownMapKeyProblems(
      configurationMap,
      parts.flatMap((p) => p.map_selectors)
    )
    if (problems.length > 0) throw new ConfigurationError(words.mapKeys, problems)
  }
  const joined = withPricing(
    await named(d.names === 'cli' ? null : words.folders, () => joinHarborParts(parts, words.mapHint)),
    d.pricing ?? [],
    d.names,
    d.shard
  )
  const kinds = new Map<string, SourceKind>()
  for (const p of parts) for (const c of p.configurations) kinds.set(c.id, p.source)
  const used = [...new Set(kinds.values())]
  const input: SourceInput = {
    source: used.length === 1 ? used[0] : parts[0].source,
    configuration_sources: kinds,
    ...joined,
    ...(d.artifacts === undefined ? {} : { artifacts: d.artifacts })
  }
  return { input, reads }
}

/**
 * `joined` with each configuration's declared pricing basis from `lines`
 * (by configuration id). A line naming no configuration of these folders
 * is a `pricing_configuration_unknown` diagnostic naming it and the
 * configurations there are (not for a shard, which holds part of the
 * folders): never ignored silently.
 */
function withPricing<T extends Pick<SourceInput, 'configurations' | 'diagnostics'>>(
  joined: T,
  lines: readonly PricingLine[],
  names: 'cli' | 'action',
  shard: boolean
): T {
  if (lines.length === 0) return joined
  const ids = new Set(joined.configurations.map((c) => c.id))
  const what = names === 'cli' ? '--pricing' : 'input `pricing`'
  const unknown = shard ? [] : lines.filter((l) => !ids.has(l.id))
  return {
    ...joined,
    configurations: joined.configurations.map((c) => {
      const line = lines.find((l) => l.id === c.id)
      return line === undefined ? c : { ...c, pricing: { basis: line.basis, verified: line.verified } }
    }),
    diagnostics: [
      ...joined.diagnostics,
      ...unknown.map((l) => ({
        code: 'pricing_configuration_unknown',
        message: `${what}: ${JSON.stringify(l.id)} is not a configuration of these folders (configurations: ${someNames([...ids].map((x) => JSON.stringify(x)))}); its pricing basis ${l.basis} applies to nothing`
      }))
    ]
  }
}

/**
 * The folders of `d` as a source. Opening reads what places the attempts
 * (Harbor jobs are matched against their inventory before any attempt is
 * final); each Harbor trial's agent evidence is read as the comparison
 * reaches its attempt (pending-stream.ts).
 */
export function harborSource(d: HarborDescription): EvidenceSource {
  const kind: SourceKind = d.jobs.length > 0 ? 'harbor_job' : 'tb1_run'
  return {
    kind,
    open: async () => {
      const { input, reads } = await openHarborFolders(d)
      return pendingStream(input, reads)
    }
  }
}
