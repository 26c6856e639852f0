/**
 * The action, as a paragraph: settings → evidence → one evidence source
 * (src/sources/choose.ts) → compare, attempt by attempt as the source yields
 * them → publish (report file, job summary, comment, outputs) → gate.
 * With `history` the default branch's last runs' summaries are read before
 * publishing (src/action/history.ts); with `upload-summary` this run's
 * summary is uploaded as the artifact `fabric-compare-summary` (`-KEY` for another `comment-key`).
 * Mode `summarize` reads the source whole and writes it as a shard summary
 * (outputs `summary-path`, `shard-id`); mode `merge` reads shard summary
 * artifacts as its source (`src/action/shards.ts`).
 * Configuration errors and internal failures end in `setFailed` (with the
 * outputs `complete` and `gate-passed` set to false). Each publishing channel
 * (report file, job summary, annotations, comment, outputs) fails on its own
 * as a warning; the verdict is always decided and the outputs always set.
 */
import * as core from '@actions/core'
import { context } from '@actions/github'
import os from 'node:os'
import path from 'node:path'
import { reportAnnotations } from './action/annotations.js'
import { actionSourceDescription } from './action/build-input.js'
import { downloadEvidence } from './action/evidence.js'
import { localEvidence } from './sources/evidence-folders.js'
import { actionOutputs } from './action/outputs.js'
import { glossaryUrlFromEnv, publishComment, writeJobSummary, writeReportFile } from './action/publish.js'
import { mergeModeReport, writeActionShard } from './action/shards.js'
import { claimStepFolder } from './action/step-folder.js'
import { resolveDefaultBranchRuns, type DefaultBranchBaseline, type RunEnvironment } from './action/default-branch-baseline.js'
import {
  placeReport,
  readHistory,
  runRecord,
  summaryArtifactName,
  uploadRunSummary,
  uploadWanted,
  type HistoryLookup
} from './action/history.js'
import { actionProvenance } from './action/shards.js'
import type { Tally } from './comparison/tally/tally.js'
import { historyPlacementLine, renderHistoryMarkdown } from './render/history-markdown.js'
import type { AttemptReport, Report } from './comparison/report-schema.js'
import type { ArtifactOutcome, Diagnostic } from './model/index.js'
import { errorMessage } from './errors.js'
import { escapeInline } from './render/markdown-escape.js'
import { actionsLogger as log } from './github/logger.js'
import { commitOfEvent, resolvePullRequest, workflowRunOf } from './github/pull-request.js'
import { readSettings, type Settings } from './inputs/settings.js'
import type { SubjectBaseline, SubjectRun } from './render/comment-subject.js'
import { chooseSource, type SourceDescription } from './sources/choose.js'
import { compareStream } from './sources/compare-stream.js'
import type { AttemptStream } from './sources/source.js'
import { VERSION } from './version.js'

function runUrl(): string | null {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = process.env
  return server && repository && runId ? `${server}/${repository}/actions/runs/${runId}` : null
}

/** This run (`GITHUB_RUN_ID`), and the run of `run-id` when the evidence came from another run. */
function subjectRuns(settings: Settings): { run: SubjectRun | null; evidenceRun: SubjectRun | null } {
  const id = Number(process.env.GITHUB_RUN_ID)
  const run = Number.isSafeInteger(id) && id > 0 ? { id, url: runUrl() } : null
  const server = process.env.GITHUB_SERVER_URL
  const other = settings.run
  const evidenceRun =
    other === null || other.runId === run?.id
      ? null
      : { id: other.runId, url: server ? `${server}/${other.owner}/${other.repo}/actions/runs/${other.runId}` : null }
  return { run, evidenceRun }
}

function settingsForLog(settings: Settings): string {
  return JSON.stringify({ ...settings, token: settings.token === '' ? '(none)' : '(set)' })
}

/** Runs the action. Never throws: failures go through `core.setFailed`. */
export async function run(): Promise<void> {
  try {
    const settings = readSettings((name) => core.getInput(name), process.env.GITHUB_REPOSITORY ?? null)
    if (settings.token !== '') core.setSecret(settings.token)
    core.debug(`settings: ${settingsForLog(settings)}`)
    const temp = claimStepFolder(
      path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'fabric-compare'),
      settings.commentKey,
      process.env.GITHUB_ACTION,
      log
    )
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd()

    // The one evidence source of this run (src/sources/choose.ts), opened once: its attempts are compared as they are read.
    let baseline: DefaultBranchBaseline | null = null
    const openSource = async (): Promise<AttemptStream> => {
      const found = await evidenceDescription(settings, workspace, temp)
      baseline = found.baseline
      return withFindings(await chooseSource(found.description).open(), found.outcomes, found.diagnostics)
    }
    if (settings.mode === 'summarize') {
      // A shard: its summary (the accumulator of its attempts) is the product; the gate, comment and report belong to the merge job.
      const shard = await core.group('Comparison', async () => writeActionShard(await openSource(), settings, { workspace, temp }, VERSION))
      log.info(
        `shard summary ${shard.id} (${shard.attempts} attempts) written to ${shard.path}; upload it as an artifact for the merge job`
      )
      await channel('output summary-path', () => core.setOutput('summary-path', shard.path), undefined)
      await channel('output shard-id', () => core.setOutput('shard-id', shard.id), undefined)
      return
    }
    let tally: Tally | null = null
    const report = await core.group('Comparison', async () => {
      // Shard summaries are accumulators, merged as such (src/shard/); every other source is a stream of attempts.
      if (settings.mode === 'merge') return mergeModeReport(settings, { workspace, temp }, log, VERSION, (t) => (tally = t))
      const stream = await openSource()
      let attempts = 0
      let requests = 0
      // Only the attempt entries are kept (the job summary and the comment render their rows), never an attempt's parsed evidence.
      const entries: AttemptReport[] = []
      const compared = await compareStream(stream, settings.gate, {
        version: VERSION,
        onRead: (a) => {
          attempts += 1
          requests += a.requests.length
        },
        onAttempt: (entry) => entries.push(entry)
      })
      logInputCounts(stream.configurations.length, attempts, requests)
      tally = compared.tally
      return { ...compared.report, attempts: entries }
    })

    // The default branch's history (input `history`), read before publishing: the job summary draws it, the comment
    // places this run among it.
    const history =
      settings.history > 0
        ? await core.group('History', async () =>
            channel(
              'history',
              () => readHistory(settings, runEnvironment(), log, { destination: path.join(temp, 'history'), version: VERSION }),
              null
            )
          )
        : null

    const outputs = await core.group('Publish', async () => {
      const reportPath = await channel('report file', () => writeReportFile(report, temp), '')
      await channel('job summary', () => writeJobSummary(report, log, historySection(history, settings.history)), false)
      await channel(
        'annotations',
        () => {
          for (const a of reportAnnotations(report)) ({ error: core.error, warning: core.warning, notice: core.notice })[a.level](a.message)
        },
        undefined
      )
      const finished = tally as Tally | null
      if (finished !== null && uploadWanted(settings, context.eventName, context.payload)) {
        await channel(
          'summary artifact',
          async () => {
            const provenance = { ...actionProvenance(settings, process.env), run: runRecord(process.env, new Date()) }
            const artifact = summaryArtifactName(settings.commentKey)
            const uploaded = await uploadRunSummary(finished, report.attempts, provenance, VERSION, path.join(temp, 'upload'), artifact)
            log.info(`summary ${uploaded.id} uploaded as artifact ${artifact} (id ${uploaded.artifactId ?? 'unknown'})`)
          },
          undefined
        )
      }
      const placement =
        history !== null && 'trend' in history
          ? historyPlacementLine(history.branch, history.runs, placeReport(report, history.trend))
          : null
      const commentUrl = await channel('comment', () => comment(settings, report, baseline, placement), null)
      return actionOutputs(report, reportPath, commentUrl)
    })
    for (const [name, value] of Object.entries(outputs)) {
      await channel(`output ${name}`, () => core.setOutput(name, value), undefined)
    }

    if (report.gate.passed) core.info(`gate passed (fail-on: ${report.gate.policy})`)
    else
      core.setFailed(`fabric-compare gate failed (fail-on: ${report.gate.policy}):\n${report.gate.reasons.map((r) => `- ${r}`).join('\n')}`)
  } catch (error) {
    // budgets-passed is false only when budgets were given: without one it stays empty, as on success.
    const failed = core.getInput('budgets').trim() === '' ? ['complete', 'gate-passed'] : ['complete', 'gate-passed', 'budgets-passed']
    for (const name of failed) await channel(`output ${name}`, () => core.setOutput(name, 'false'), undefined)
    core.setFailed(errorMessage(error))
  }
}

/**
 * The source description of the evidence (modes `compare` and `summarize`): gathered, then described
 * (src/action/build-input.ts), with the default branch's run of `run=default-branch` lines and the
 * artifact outcomes and findings of looking for it (added to the stream's tail by `withFindings`).
 */
async function evidenceDescription(
  settings: Settings,
  workspace: string,
  temp: string
): Promise<{
  description: SourceDescription
  baseline: DefaultBranchBaseline | null
  outcomes: ArtifactOutcome[]
  diagnostics: Diagnostic[]
}> {
  const runId = Number(process.env.GITHUB_RUN_ID)
  const resolved =
    settings.evidencePath !== null
      ? { settings, outcomes: [], diagnostics: [], baseline: null }
      : await resolveDefaultBranchRuns(
          settings,
          {
            payload: context.payload,
            runId: Number.isSafeInteger(runId) && runId > 0 ? runId : null,
            repository: process.env.GITHUB_REPOSITORY ?? null
          },
          log
        )
  const evidence =
    settings.evidencePath !== null
      ? await localEvidence(path.resolve(workspace, settings.evidencePath), settings.configurations)
      : await downloadEvidence(resolved.settings, path.join(temp, 'artifacts'), log)
  log.info(
    `evidence: ${evidence.artifacts.length} artifact folder(s) under ${evidence.root}: ${evidence.artifacts.map((a) => a.name).join(', ') || 'none'}`
  )
  const description = await actionSourceDescription(resolved.settings, evidence, workspace)
  return {
    description,
    baseline: resolved.baseline,
    outcomes: resolved.outcomes,
    diagnostics: [...resolved.diagnostics, ...(evidence.diagnostics ?? [])]
  }
}

/** `stream` with `outcomes` before its artifact outcomes and `diagnostics` after its findings, in its tail. */
function withFindings(stream: AttemptStream, outcomes: readonly ArtifactOutcome[], diagnostics: readonly Diagnostic[]): AttemptStream {
  if (outcomes.length === 0 && diagnostics.length === 0) return stream
  return {
    ...stream,
    tail: () => {
      const t = stream.tail()
      return { ...t, artifacts: [...outcomes, ...(t.artifacts ?? [])], diagnostics: [...t.diagnostics, ...diagnostics] }
    }
  }
}

/** Logs how much the comparison read: configurations, attempts, expected requests. */
function logInputCounts(configurations: number, attempts: number, requests: number): void {
  log.info(`comparison input: ${configurations} configuration(s), ${attempts} attempt(s), ${requests} expected request(s)`)
}

/** The comment's naming of the default branch's run, with links on `GITHUB_SERVER_URL`. */
function subjectBaseline(baseline: DefaultBranchBaseline | null): SubjectBaseline | null {
  if (baseline === null) return null
  const server = process.env.GITHUB_SERVER_URL
  const repository = `${server}/${baseline.owner}/${baseline.repo}`
  return {
    configurations: baseline.configurations,
    branch: baseline.branch,
    run: { id: baseline.run.id, url: server ? `${repository}/actions/runs/${baseline.run.id}` : baseline.run.url },
    sha: baseline.run.headSha,
    commitUrl: server ? `${repository}/commit/${baseline.run.headSha}` : null,
    behindBy: baseline.run.behindBy
  }
}

/** Where the action runs, for the default branch's lookups. */
function runEnvironment(): RunEnvironment {
  const runId = Number(process.env.GITHUB_RUN_ID)
  return {
    payload: context.payload,
    runId: Number.isSafeInteger(runId) && runId > 0 ? runId : null,
    repository: process.env.GITHUB_REPOSITORY ?? null
  }
}

/** The job summary's history section of `history` (null when not asked for); a failed lookup is one line saying so. */
function historySection(history: HistoryLookup | null, asked: number): string | null {
  if (history === null) return null
  if ('failure' in history) return `## History of the default branch\n\n${escapeInline(history.failure)}\n`
  return renderHistoryMarkdown(history.trend, {
    title: `History of ${history.branch}: the last ${history.runs} completed run${history.runs === 1 ? '' : 's'} of ${history.workflow} (history: ${asked})`
  })
}

/** Runs one publishing channel; a failure is a warning naming the channel and yields `fallback`. */
async function channel<T>(name: string, publish: () => T | Promise<T>, fallback: T): Promise<T> {
  try {
    return await publish()
  } catch (error) {
    log.warning(`${name} not written: ${errorMessage(error)}`)
    return fallback
  }
}

/** The pull-request comment when one is asked for and possible; its URL or null. */
async function comment(
  settings: Settings,
  report: Report,
  baseline: DefaultBranchBaseline | null,
  history: string | null
): Promise<string | null> {
  const pullRequest = resolvePullRequest(context.payload, settings.pullRequestNumber ?? undefined)
  if (!settings.comment) log.info('comment: false — no pull-request comment')
  else if (pullRequest === null) log.info('not a pull request (and no pull-request-number): no comment')
  else if (settings.token === '')
    log.warning('no github-token: no pull-request comment (set `github-token`, default `${{ github.token }}`)')
  else {
    const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '/').split('/')
    const workflowRun = context.eventName === 'workflow_run' ? workflowRunOf(context.payload) : null
    const target = {
      token: settings.token,
      owner,
      repo,
      pullRequest: pullRequest.number,
      pullRequestSource: pullRequest.source,
      key: settings.commentKey,
      runUrl: runUrl(),
      author: settings.commentAuthor,
      eventName: context.eventName,
      commit: commitOfEvent(context.eventName, context.payload, process.env.GITHUB_SHA),
      workflowRun,
      ...subjectRuns(settings),
      baseline: subjectBaseline(baseline),
      serverUrl: process.env.GITHUB_SERVER_URL ?? null,
      glossaryUrl: glossaryUrlFromEnv(process.env),
      history
    }
    return publishComment(report, target, log)
  }
  return null
}
