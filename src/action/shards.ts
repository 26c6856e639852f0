/**
 * The action's `summarize` and `merge` modes. `summarize` turns the
 * comparison input of one matrix job into a shard summary file (the user's
 * next step uploads it as an artifact); `merge` downloads only the
 * artifacts matching `shard-artifacts`, reads every `*.json` and
 * `*.json.gz` at the top of each as a shard summary (src/shard/), merges
 * their accumulators and checks the expected inventory, giving the report
 * the raw-evidence path would give.
 */
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { AttemptStream } from '../sources/source.js'
import type { AttemptReport, Report } from '../comparison/report/report-schema.js'
import { finishTally } from '../comparison/finish/finish.js'
import { addTail, emptyTally, type AttemptOutput, type Tally } from '../comparison/tally/tally.js'
import { collectResources } from '../comparison/figures/resource-list.js'
import { memorySpool } from '../render/output/spool.js'
import { ConfigurationError, errorMessage } from '../errors.js'
import type { Logger } from '../github/logger.js'
import { expectedInventoryOf } from '../inputs/limits.js'
import type { Settings } from '../inputs/settings.js'
import { readTasks } from '../inputs/tasks.js'
import { withExpectedInventory } from '../shard/inventory.js'
import { summarizeToFile } from '../shard/summarize.js'
import { mergeEntries, ShardMerge } from '../shard/merge.js'
import { openSummary } from '../shard/read.js'
import type { ShardProvenance } from '../shard/schema.js'
import { withRefusals } from '../sources/artifacts.js'
import type { GatheredEvidence } from '../sources/artifacts.js'
import { localEvidence } from '../sources/evidence-folders.js'
import { downloadEvidence } from './evidence.js'
import type { RefusedFile } from '../sources/artifacts.js'
import { createRootedOpener } from '../evidence/files/paths.js'

/** The action's evidence sources and workflow job, as a shard's provenance. */
export function actionProvenance(settings: Settings, env: NodeJS.ProcessEnv): ShardProvenance {
  const sources: ShardProvenance['sources'] =
    settings.manifest !== null
      ? [{ kind: 'manifest', path: settings.manifest }]
      : settings.harborJobs.length > 0 || settings.tb1Runs.length > 0
        ? [
            ...settings.harborJobs.map((p) => ({ kind: 'harbor_job' as const, path: p })),
            ...settings.tb1Runs.map((p) => ({ kind: 'tb1_run' as const, path: p }))
          ]
        : settings.configurations.map((c) => ({ kind: 'attempt_indexes' as const, path: `${c.id}: ${c.pattern}` }))
  const { GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run, GITHUB_RUN_ATTEMPT: attempt, GITHUB_JOB: job } = env
  const workflowJob = repo && run ? `${repo} run ${run} attempt ${attempt ?? '1'} job ${job ?? '?'}` : null
  return { sources, workflow_job: workflowJob }
}

/**
 * Folds the shard's attempts as they are read and writes its summary to
 * `summary-path` (default `shard-summary.json.gz` in the runner's temp
 * folder; gzip JSON lines, src/shard/schema.ts). Returns the file and its
 * `shard_id`. Throws ConfigurationError naming the input when it cannot be
 * written.
 */
export async function writeActionShard(
  stream: AttemptStream,
  settings: Settings,
  paths: { workspace: string; temp: string },
  version: string
): Promise<{ path: string; id: string; attempts: number }> {
  const file =
    settings.summaryPath === null ? path.join(paths.temp, 'shard-summary.json.gz') : path.resolve(paths.workspace, settings.summaryPath)
  try {
    mkdirSync(path.dirname(file), { recursive: true })
  } catch (error) {
    throw new ConfigurationError(`input \`summary-path\`: cannot write ${file}: ${errorMessage(error)}`)
  }
  const { id, attempts } = await summarizeToFile(
    stream,
    actionProvenance(settings, process.env),
    version,
    file,
    'input `summary-path`:',
    memorySpool()
  )
  return { path: file, id, attempts }
}

/**
 * Every `*.json` file at the top of each trusted artifact folder, read as a
 * shard summary (named `artifact/file`) and opened inside the artifact
 * folder. A file that is not a readable summary (a symbolic link leading
 * out of the artifact among them, named), or an artifact without one, is
 * refused on its artifact (the evidence is then incomplete and the gate
 * fails), never the end of the run.
 */
async function readShardFiles(evidence: GatheredEvidence): Promise<{ shards: ShardMerge; refused: RefusedFile[] }> {
  // Each accumulator is merged as its summary is read (only the merged one and the one being read are held).
  const shards = new ShardMerge()
  const refused: RefusedFile[] = []
  for (const artifact of evidence.artifacts) {
    const refuse = (file: string, reason: string): void => {
      refused.push({ artifact: artifact.listed, run: artifact.run, file, reason })
    }
    let names: string[]
    let open
    try {
      names = readdirSync(artifact.dir, { withFileTypes: true })
        .filter((e) => (e.isFile() || e.isSymbolicLink()) && (e.name.endsWith('.json') || e.name.endsWith('.json.gz')))
        .map((e) => e.name)
        .sort()
      open = await createRootedOpener(artifact.dir, 'the artifact folder')
    } catch (error) {
      refuse('.', `cannot list the artifact's files: ${errorMessage(error)}`)
      continue
    }
    if (names.length === 0) refuse('.', 'holds no shard summary (*.json or *.json.gz at its top)')
    for (const name of names) {
      const file = path.join(artifact.dir, name)
      const label = `${artifact.name}/${name}`
      try {
        // Its entries are read once first, so that a summary whose tally and entries disagree
        // (src/shard/usage-check.ts) is refused on its artifact, never in the middle of the merge.
        const check = await openSummary(await open(file), label)
        try {
          for await (const e of check.entries()) void e
        } finally {
          check.close()
        }
        shards.add(await openSummary(await open(file), label))
      } catch (error) {
        if (!(error instanceof ConfigurationError)) throw error
        refuse(name, `not a usable shard summary: ${error.message}`)
      }
    }
  }
  return { shards, refused }
}

/**
 * Mode `merge`: the report of the shard summaries found in the
 * `shard-artifacts` (or under `evidence-path`), with the expected inventory
 * applied when `tasks` and `attempts-per-task` are given, and every attempt
 * entry (the comment and job summary show them). A summary that cannot be
 * read is refused on its artifact (evidence incomplete), never skipped
 * silently. `onTally` receives the merged accumulator the report is finished from (for `upload-summary`). Throws
 * ConfigurationError for summaries that cannot be merged
 * (other configurations, versions, a shard given twice).
 */
export async function mergeModeReport(
  settings: Settings,
  paths: { workspace: string; temp: string },
  log: Logger,
  version: string,
  onTally?: (tally: Tally) => void
): Promise<Report> {
  const evidence =
    settings.evidencePath !== null
      ? await localEvidence(path.resolve(paths.workspace, settings.evidencePath))
      : await downloadEvidence(
          { ...settings, configurations: [], artifacts: settings.shardArtifacts },
          path.join(paths.temp, 'shards'),
          log
        )
  const { shards, refused } = await readShardFiles(evidence)
  try {
    log.info(`shard summaries: ${shards.shards.length} (${shards.shards.map((s) => s.file).join(', ') || 'none'})`)
    let tally = shards.shards.length > 0 ? shards.result() : emptyTally({ configurations: [] })
    let added: AttemptOutput[] = []
    if (settings.tasks !== null && settings.attemptsPerTask !== null) {
      const tasks = await readTasks(settings.tasks, paths.workspace)
      ;({ tally, entries: added } = withExpectedInventory(
        tally,
        expectedInventoryOf(tasks, settings.attemptsPerTask, tally.header.configurations.length)
      ))
    }
    // Downloaded shards bring the download's findings (artifacts_not_served); a local folder's are not the merge's.
    const findings = settings.evidencePath !== null ? [] : (evidence.diagnostics ?? [])
    addTail(tally, { diagnostics: findings, artifacts: withRefusals(evidence.outcomes, refused) })
    onTally?.(tally)
    const report = finishTally(tally, settings.gate, version)
    const attempts: AttemptReport[] = []
    const resources = collectResources()
    for await (const { entry, resources: rows } of mergeEntries([...shards.shards.map((s) => s.entries()), fromArray(added)])) {
      attempts.push(entry)
      resources.add(rows)
    }
    return { ...resources.fill(report), attempts }
  } finally {
    for (const s of shards.shards) s.close()
  }
}

async function* fromArray<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items
}
