/**
 * After the comparison (modes `compare` and `merge`): the default branch's history read (input `history`), then
 * published — report file, job summary, annotations, this run's summary artifact (input `upload-summary`), the
 * pull-request comment, the outputs — each channel failing on its own (channel.ts), then the gate decides the job.
 */
import * as core from '@actions/core'
import path from 'node:path'
import type { Report } from '../comparison/report/report-schema.js'
import { attemptOutputs } from '../comparison/figures/resource-list.js'
import { artifactServiceCause, artifactServiceRefusal } from '../github/artifact-service.js'
import { actionsLogger as log } from '../github/logger.js'
import { escapeInline } from '../render/text-safety/markdown-escape.js'
import { historyPlacementLine, renderHistoryMarkdown } from '../render/history/history-markdown.js'
import { VERSION } from '../version.js'
import { reportAnnotations } from './annotations.js'
import { channel } from './channel.js'
import { commentOnPullRequest } from './comment.js'
import { placeReport, readHistory, runRecord, summaryArtifactName, uploadRunSummary, uploadWanted, type HistoryLookup } from './history.js'
import type { ActionRun, Compared } from './modes.js'
import { actionOutputs } from './outputs.js'
import { writeJobSummary, writeReportFile } from './publish.js'
import { actionProvenance } from './shards.js'

/** Publishes `compared` and decides the job: `core.setFailed` with the gate's reasons when it failed. */
export async function publishRun(run: ActionRun, compared: Compared): Promise<void> {
  const { settings, ctx, temp } = run
  const { report, tally } = compared
  // Where @actions/artifact refuses every call (GitHub Enterprise Server), history and upload are not tried: said once each.
  const refusal = artifactServiceRefusal(ctx.serverUrl)
  // Read before publishing: the job summary draws it, the comment places this run among it.
  const history =
    settings.history > 0
      ? refusal !== null
        ? notTried(`history: the default branch's run summaries are artifacts, and ${artifactServiceCause(refusal)}`)
        : await core.group('History', async () =>
            channel('history', () => readHistory(settings, ctx, log, { destination: path.join(temp, 'history'), version: VERSION }), null)
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
    const upload = tally !== null && uploadWanted(settings, ctx.eventName, ctx.payload)
    if (upload && refusal !== null) log.warning(`summary artifact: not uploaded: ${artifactServiceCause(refusal)}`)
    if (upload && refusal === null && tally !== null) {
      await channel(
        'summary artifact',
        async () => {
          const provenance = { ...actionProvenance(settings, ctx.env), run: runRecord(ctx.env, new Date()) }
          const artifact = summaryArtifactName(settings.commentKey)
          const uploaded = await uploadRunSummary(tally, attemptOutputs(report), provenance, VERSION, path.join(temp, 'upload'), artifact)
          log.info(`summary ${uploaded.id} uploaded as artifact ${artifact} (id ${uploaded.artifactId ?? 'unknown'})`)
        },
        undefined
      )
    }
    const placement =
      history !== null && 'trend' in history ? historyPlacementLine(history.branch, history.runs, placeReport(report, history.trend)) : null
    const commentUrl = await channel('comment', () => commentOnPullRequest(settings, ctx, report, compared.baseline, placement), null)
    return actionOutputs(report, reportPath, commentUrl)
  })
  for (const [name, value] of Object.entries(outputs)) {
    await channel(`output ${name}`, () => core.setOutput(name, value), undefined)
  }
  decideJob(report)
}

/** A history that was not tried, logged as a warning: `{failure}`. */
function notTried(failure: string): HistoryLookup {
  log.warning(failure)
  return { failure }
}

/** The job's outcome: passed, or `setFailed` with every reason of the gate. */
function decideJob(report: Report): void {
  if (report.gate.passed) core.info(`gate passed (fail-on: ${report.gate.policy})`)
  else
    core.setFailed(`fabric-compare gate failed (fail-on: ${report.gate.policy}):\n${report.gate.reasons.map((r) => `- ${r}`).join('\n')}`)
}

/** The job summary's history section of `history` (null when not asked for); a failed lookup is one line saying so. */
function historySection(history: HistoryLookup | null, asked: number): string | null {
  if (history === null) return null
  if ('failure' in history) return `## History of the default branch\n\n${escapeInline(history.failure)}\n`
  return renderHistoryMarkdown(history.trend, {
    title: `History of ${history.branch}: the last ${history.runs} completed run${history.runs === 1 ? '' : 's'} of ${history.workflow} (history: ${asked})`
  })
}
