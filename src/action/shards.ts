/**
 * The action's `summarize` and `merge` modes. `summarize` turns the
 * comparison input of one matrix job into a shard summary file (the user's
 * next step uploads it as an artifact); `merge` downloads only the
 * artifacts matching `shard-artifacts`, reads every `*.json` at the top of
 * each as a shard summary, for the shard summary source to merge and check
 * against the expected inventory (src/sources/shard-summary.ts), giving the
 * input the raw-evidence path would give.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ShardSummaryDescription } from '../sources/shard-summary.js'
import type { SourceInput } from '../sources/source.js'
import { ConfigurationError, errorMessage } from '../errors.js'
import type { Logger } from '../github/logger.js'
import { expectedInventoryOf } from '../inputs/limits.js'
import type { Settings } from '../inputs/settings.js'
import { readTasks } from '../inputs/tasks.js'
import type { ShardFile } from '../shard/merge.js'
import { readShardSummary } from '../shard/read.js'
import type { ShardProvenance } from '../shard/schema.js'
import { summarizeShard } from '../shard/summarize.js'
import { withRefusals } from '../sources/artifacts.js'
import { downloadEvidence, localEvidence, type GatheredEvidence } from './evidence.js'
import type { RefusedFile } from '../sources/artifacts.js'
import { createRootedOpener } from '../manifest/paths.js'

/** The action's evidence sources and workflow job, as a shard's provenance. */
export function actionProvenance(settings: Settings, env: NodeJS.ProcessEnv): ShardProvenance {
  const sources: ShardProvenance['sources'] =
    settings.manifest !== null
      ? [{ kind: 'manifest', path: settings.manifest }]
      : settings.harborJobs.length > 0 || settings.tb1Runs.length > 0
        ? [...settings.harborJobs.map((p) => ({ kind: 'harbor_job' as const, path: p })), ...settings.tb1Runs.map((p) => ({ kind: 'tb1_run' as const, path: p }))]
        : settings.configurations.map((c) => ({ kind: 'attempt_indexes' as const, path: `${c.id}: ${c.pattern}` }))
  const { GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run, GITHUB_RUN_ATTEMPT: attempt, GITHUB_JOB: job } = env
  const workflowJob = repo && run ? `${repo} run ${run} attempt ${attempt ?? '1'} job ${job ?? '?'}` : null
  return { sources, workflow_job: workflowJob }
}

/**
 * Writes the shard summary of `input` to `settings.summaryPath` (relative
 * to `workspace`) or `<temp>/shard-summary.json`; returns its path and
 * `shard_id`. Throws ConfigurationError naming the file when it cannot be written.
 */
export function writeActionShard(input: SourceInput, settings: Settings, paths: { workspace: string; temp: string }, version: string): { path: string; id: string } {
  const summary = summarizeShard(input, actionProvenance(settings, process.env), version)
  const file = settings.summaryPath === null ? path.join(paths.temp, 'shard-summary.json') : path.resolve(paths.workspace, settings.summaryPath)
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, `${JSON.stringify(summary)}\n`)
  } catch (error) {
    throw new ConfigurationError(`input \`summary-path\`: cannot write ${file}: ${errorMessage(error)}`)
  }
  return { path: file, id: summary.shard_id }
}

/**
 * Every `*.json` file at the top of each trusted artifact folder, read as a
 * shard summary (named `artifact/file`) and opened inside the artifact
 * folder. A file that is not a readable summary (a symbolic link leading
 * out of the artifact among them, named), or an artifact without one, is
 * refused on its artifact (the evidence is then incomplete and the gate
 * fails), never the end of the run.
 */
async function readShardFiles(evidence: GatheredEvidence): Promise<{ shards: ShardFile[]; refused: RefusedFile[] }> {
  const shards: ShardFile[] = []
  const refused: RefusedFile[] = []
  for (const artifact of evidence.artifacts) {
    const refuse = (file: string, reason: string): void => {
      refused.push({ artifact: artifact.listed, run: artifact.run, file, reason })
    }
    let names: string[]
    let open
    try {
      names = readdirSync(artifact.dir, { withFileTypes: true }).filter((e) => (e.isFile() || e.isSymbolicLink()) && e.name.endsWith('.json')).map((e) => e.name).sort()
      open = await createRootedOpener(artifact.dir, 'the artifact folder')
    } catch (error) {
      refuse('.', `cannot list the artifact's files: ${errorMessage(error)}`)
      continue
    }
    if (names.length === 0) refuse('.', 'holds no shard summary (*.json at its top)')
    for (const name of names) {
      try {
        shards.push({ file: `${artifact.name}/${name}`, summary: readShardSummary(await open(path.join(artifact.dir, name)), `${artifact.name}/${name}`) })
      } catch (error) {
        if (!(error instanceof ConfigurationError)) throw error
        refuse(name, `not a usable shard summary: ${error.message}`)
      }
    }
  }
  return { shards, refused }
}

/**
 * The source of the `merge` mode, as a description (src/sources/shard-summary.ts):
 * the shard artifacts downloaded (or the sub-folders of `evidence-path`),
 * their summaries read, the expected inventory (`tasks` ×
 * `attempts-per-task`) when given, and the artifact outcomes of this
 * download with unusable summary files refused on their artifacts. Opening
 * it throws ConfigurationError for summaries that cannot be merged (one
 * shard twice, mixed versions, differing configuration declarations),
 * naming the files.
 */
export async function mergeModeDescription(settings: Settings, paths: { workspace: string; temp: string }, log: Logger): Promise<ShardSummaryDescription> {
  const evidence =
    settings.evidencePath !== null
      ? await localEvidence(path.resolve(paths.workspace, settings.evidencePath))
      : await downloadEvidence({ ...settings, configurations: [], artifacts: settings.shardArtifacts }, path.join(paths.temp, 'shards'), log)
  const { shards, refused } = await readShardFiles(evidence)
  log.info(`shard summaries: ${shards.length} (${shards.map((s) => s.file).join(', ') || 'none'})`)
  const tasks = settings.tasks === null || settings.attemptsPerTask === null ? null : await readTasks(settings.tasks, paths.workspace)
  // The inventory's size check counts the configurations the summaries declare.
  const declared = new Set(shards.flatMap((s) => s.summary.configurations.map((c) => c.id))).size
  const expected = tasks === null || settings.attemptsPerTask === null ? null : expectedInventoryOf(tasks, settings.attemptsPerTask, declared)
  return { kind: 'shard_summary', shards, expected, artifacts: withRefusals(evidence.outcomes, refused) }
}
