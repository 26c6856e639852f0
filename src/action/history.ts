/**
 * The default branch's history in the action (issue 23 items 1, 3, 5).
 *
 * `upload-summary`: after the comparison, this run's summary (the fold's
 * accumulator and its attempt entries, src/shard/summarize.ts) is written as
 * {@link SUMMARY_FILE} with the run in its provenance (`provenance.run`:
 * run id, run attempt, commit, branch, time, workflow) and uploaded with
 * @actions/artifact as the artifact {@link SUMMARY_ARTIFACT} of this run.
 *
 * `history: N`: the workflow's runs on the default branch are listed
 * (`listDefaultBranchRuns`, src/github/default-branch-run.ts: one REST page,
 * at most 100), the newest N completed ones other than this run kept, each
 * one's {@link SUMMARY_ARTIFACT} downloaded (src/github/artifacts.ts: its
 * digest check, retries; `download-concurrency` runs at a time), read
 * through src/shard/read.ts and finished (`finishTally`, gate `never`) into
 * a trend (src/history/trend.ts), oldest first. An expired artifact, a run
 * without one and a summary that cannot be read are named in the trend,
 * never skipped. Needs `actions: read`; never throws.
 */
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import pLimit from 'p-limit'
import { DefaultArtifactClient } from '@actions/artifact'
import type { Report } from '../comparison/report/report-schema.js'
import type { AttemptOutput, Tally } from '../comparison/tally/tally.js'
import { memorySpool } from '../render/output/spool.js'
import { errorMessage } from '../errors.js'
import { downloadArtifacts, type ArtifactClientLike } from '../github/artifacts.js'
import { listDefaultBranchRuns, readDefaultBranch, readReferenceRun, type DefaultBranchRun } from '../github/default-branch-run.js'
import { isNetworkError, NETWORK_REMEDY, requestFailureText } from '../github/errors.js'
import type { Logger } from '../github/logger.js'
import { createOctokit, octokitTuningFromEnv, type GitHubClient } from '../github/octokit.js'
import { defaultBranchOfEvent } from '../github/pull-request.js'
import {
  buildTrend,
  historyReport,
  placeAmong,
  placedValueOf,
  type HistoryInput,
  type HistoryTrend,
  type Placement,
  type Unplaced
} from '../history/trend.js'
import type { Settings } from '../inputs/settings.js'
import { createRootedOpener } from '../evidence/files/paths.js'
import { openSummary } from '../shard/read.js'
import type { ShardProvenance, ShardRun } from '../shard/schema.js'
import { entryLines, summaryHead, writeSummaryFile } from '../shard/summarize.js'
import type { RunEnvironment } from './default-branch-baseline.js'

/** The name of the artifact `upload-summary` uploads and `history` downloads, for the default `comment-key`. */
export const SUMMARY_ARTIFACT = 'fabric-compare-summary'

/**
 * The summary artifact's name for `comment-key` `key`: {@link SUMMARY_ARTIFACT}
 * for `default`, else `fabric-compare-summary-KEY` — two comparisons of one
 * run (two steps or jobs with their own keys) each leave their own record,
 * and `history` reads only its own comparison's.
 */
export function summaryArtifactName(key: string): string {
  return key === 'default' ? SUMMARY_ARTIFACT : `${SUMMARY_ARTIFACT}-${key}`
}

/** The summary file inside {@link SUMMARY_ARTIFACT} (gzip JSON lines, src/shard/schema.ts). */
export const SUMMARY_FILE = 'fabric-compare-summary.json.gz'

/**
 * This run as a history record, from the runner's variables: `GITHUB_RUN_ID`,
 * `GITHUB_RUN_ATTEMPT`, `GITHUB_SHA`, `GITHUB_REF_NAME` (of a `refs/heads/` ref),
 * `GITHUB_WORKFLOW_REF` (else `GITHUB_WORKFLOW`), and `now` as ISO 8601 UTC.
 */
export function runRecord(env: NodeJS.ProcessEnv, now: Date): ShardRun {
  const int = (value: string | undefined): number | null => (value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null)
  const runId = int(env.GITHUB_RUN_ID)
  return {
    label: runId === null ? null : `run ${runId}`,
    run_id: runId,
    run_attempt: int(env.GITHUB_RUN_ATTEMPT),
    commit: env.GITHUB_SHA ? env.GITHUB_SHA.toLowerCase() : null,
    branch: env.GITHUB_REF?.startsWith('refs/heads/') ? (env.GITHUB_REF_NAME ?? env.GITHUB_REF.slice('refs/heads/'.length)) : null,
    time: now.toISOString(),
    workflow: env.GITHUB_WORKFLOW_REF || env.GITHUB_WORKFLOW || null
  }
}

/**
 * Whether to upload: `upload-summary` when given, else on for a `push` to the default branch
 * (`repository.default_branch` of the event).
 */
export function uploadWanted(settings: Settings, eventName: string, payload: unknown): boolean {
  if (settings.uploadSummary !== null) return settings.uploadSummary
  const ref = (payload as { ref?: unknown } | null)?.ref
  const branch = defaultBranchOfEvent(payload)
  return eventName === 'push' && branch !== null && ref === `refs/heads/${branch}`
}

/** The part of @actions/artifact's client used to upload (a seam for tests). */
export interface ArtifactUploader {
  uploadArtifact(name: string, files: string[], rootDirectory: string): Promise<{ id?: number; size?: number; digest?: string }>
}

/**
 * Writes the summary of `tally` and `entries` (attempt-key order, each with its resource rows) under
 * `provenance` to `folder`/{@link SUMMARY_FILE} and uploads it as the
 * artifact `artifact` ({@link summaryArtifactName}). Returns the file, its `shard_id` and the
 * artifact id (null when the service gave none). Throws ConfigurationError
 * when the file cannot be written, and the library's error when the upload fails.
 */
export async function uploadRunSummary(
  tally: Tally,
  entries: readonly AttemptOutput[],
  provenance: ShardProvenance,
  version: string,
  folder: string,
  artifact: string,
  uploader: ArtifactUploader = new DefaultArtifactClient()
): Promise<{ file: string; id: string; artifactId: number | null }> {
  mkdirSync(folder, { recursive: true })
  const file = path.join(folder, SUMMARY_FILE)
  const held = memorySpool()
  try {
    const lines = entryLines(held)
    for (const { entry, resources } of entries) lines.add(entry, resources)
    const head = summaryHead(tally, lines, provenance, version)
    writeSummaryFile(file, head, lines, 'input `upload-summary`:')
    const uploaded = await uploader.uploadArtifact(artifact, [file], folder)
    return { file, id: head.head.shard_id, artifactId: uploaded.id ?? null }
  } finally {
    held.dispose()
  }
}

/** The history the action read, or why it could not be read. */
export type HistoryLookup =
  | {
      trend: HistoryTrend
      /** The default branch, e.g. `main`. */
      branch: string
      /** Completed runs taken (the history's denominator, ≤ `history`). */
      runs: number
      /** The workflow's path, or `id N`. */
      workflow: string
    }
  | { failure: string }

/** A listed run as a history record: GitHub's own listing (not the summary's say) gives its id, commit and time. */
function listedRun(run: DefaultBranchRun, branch: string): ShardRun {
  return { label: `run ${run.id}`, run_id: run.id, run_attempt: null, commit: run.headSha, branch, time: run.createdAt, workflow: null }
}

/** One run's summary: downloaded, opened inside its artifact folder, finished. Never throws for the run's own problems. */
async function readRunSummary(
  run: DefaultBranchRun,
  branch: string,
  owner: string,
  repo: string,
  settings: Settings,
  destination: string,
  version: string,
  log: Logger,
  client?: ArtifactClientLike
): Promise<HistoryInput> {
  const record = listedRun(run, branch)
  const name = `run ${run.id}`
  const artifact = summaryArtifactName(settings.commentKey)
  const missing = (kind: 'expired' | 'no_summary' | 'unreadable', problem: string): HistoryInput => ({
    name,
    run: record,
    missing: kind,
    problem
  })
  let downloaded
  try {
    ;[downloaded] = await downloadArtifacts({
      patterns: [artifact],
      destination: path.join(destination, String(run.id)),
      findBy: { token: settings.token, workflowRunId: run.id, repositoryOwner: owner, repositoryName: repo },
      concurrency: 1,
      maxBytes: settings.artifactMaxBytes,
      log,
      ...(client ? { client } : {})
    })
  } catch (error) {
    return missing('unreadable', `its artifacts could not be listed: ${errorMessage(error)}`)
  }
  if (downloaded === undefined || downloaded.status === 'not_found')
    return missing('no_summary', `no artifact ${artifact} (upload-summary was off, or the run ended before it)`)
  if (downloaded.expired === true)
    return missing(
      'expired',
      `artifact ${artifact}${downloaded.createdAt ? ` of ${downloaded.createdAt}` : ''} has expired (the repository's artifact retention ended)`
    )
  if (downloaded.status !== 'downloaded' || downloaded.path === null)
    return missing(
      'unreadable',
      `artifact ${artifact}: ${downloaded.status.replace('_', ' ')}${downloaded.error ? `: ${downloaded.error}` : ''}`
    )
  if (downloaded.skipped !== undefined)
    return missing(
      'unreadable',
      `artifact ${artifact}: not extracted whole (${downloaded.skipped[0]?.file}: ${downloaded.skipped[0]?.reason})`
    )
  try {
    const names = readdirSync(downloaded.path)
    if (!names.includes(SUMMARY_FILE)) return missing('unreadable', `artifact ${artifact} holds no ${SUMMARY_FILE}`)
    const open = await createRootedOpener(downloaded.path, 'the artifact folder')
    const summary = await openSummary(await open(path.join(downloaded.path, SUMMARY_FILE)), `${artifact}/${SUMMARY_FILE} of run ${run.id}`)
    try {
      return { name, run: record, report: historyReport(summary.tally, version) }
    } finally {
      summary.close()
    }
  } catch (error) {
    // A bug reading one run's summary is that run's problem here, never the end of the history.
    return missing('unreadable', errorMessage(error))
  }
}

/**
 * Reads the history of `settings.history` runs (see the module comment).
 * `destination` receives one folder per run. Never throws: a failed lookup
 * is `{failure}` (logged as a warning).
 */
export async function readHistory(
  settings: Settings,
  environment: RunEnvironment,
  log: Logger,
  options: { destination: string; version: string; octokit?: GitHubClient; artifacts?: ArtifactClientLike }
): Promise<HistoryLookup> {
  const failed = (why: string, remedy = 'give the job `permissions: actions: read`'): HistoryLookup => {
    const failure = `history: could not read the default branch's runs (${why}); ${remedy}`
    log.warning(failure)
    return { failure }
  }
  if (environment.repository === null || environment.runId === null) return failed('GITHUB_REPOSITORY and GITHUB_RUN_ID are unknown')
  if (settings.token === '') return failed('no github-token')
  const [owner, repo] = environment.repository.split('/')
  try {
    const octokit = options.octokit ?? createOctokit(settings.token, { log, ...octokitTuningFromEnv() })
    const reference = await readReferenceRun(octokit, owner, repo, environment.runId)
    const branch = defaultBranchOfEvent(environment.payload) ?? (await readDefaultBranch(octokit, owner, repo))
    const listed = await listDefaultBranchRuns(octokit, {
      owner,
      repo,
      workflowId: reference.workflowId,
      defaultBranch: branch,
      excludeRunIds: [reference.id]
    })
    // Newest N completed runs, drawn oldest first.
    const runs = listed
      .filter((r) => r.status === 'completed')
      .slice(0, settings.history)
      .reverse()
    log.info(
      `history: ${runs.length} completed run(s) of ${branch} (of ${listed.length} listed): ${runs.map((r) => r.id).join(', ') || 'none'}`
    )
    const limit = pLimit(settings.downloadConcurrency)
    const inputs = await Promise.all(
      runs.map((run) =>
        limit(() => readRunSummary(run, branch, owner, repo, settings, options.destination, options.version, log, options.artifacts))
      )
    )
    for (const input of inputs) if ('missing' in input) log.warning(`history: ${input.name}: ${input.problem}`)
    return { trend: buildTrend(inputs), branch, runs: runs.length, workflow: reference.workflowPath ?? `id ${reference.workflowId}` }
  } catch (error) {
    return failed(requestFailureText(error), isNetworkError(error) ? NETWORK_REMEDY : undefined)
  }
}

/**
 * Where this report's candidates (every configuration after the first) lie
 * among the history's comparable complete runs, by pass fraction
 * (src/history/trend.ts `placeAmong`); a candidate that cannot be placed
 * comes with its reason.
 */
export function placeReport(report: Report, trend: HistoryTrend): Array<Placement | Unplaced> {
  return report.configurations.slice(1).map((c) => {
    const v = placedValueOf(c)
    return 'reason' in v ? v : placeAmong(trend, v)
  })
}
