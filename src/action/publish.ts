/**
 * Publishing one report: the JSON report file, the job summary and the
 * pull-request comment. A failure to comment (a fork's read-only token, a
 * failing API) is logged as a warning and never changes the verdict.
 */
import * as core from '@actions/core'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Report } from '../comparison/report-schema.js'
import { errorMessage } from '../errors.js'
import { commentMarker, upsertComment } from '../github/comment.js'
import type { Logger } from '../github/logger.js'
import { createOctokit, octokitTuningFromEnv } from '../github/octokit.js'
import { renderComment } from '../render/comment.js'
import { renderSummary } from '../render/summary.js'

/** Writes the report as JSON (report_version 2) under `folder`; returns its path. */
export async function writeReportFile(report: Report, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true })
  const file = path.join(folder, 'fabric-compare-report.json')
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
  return file
}

/** Writes the job summary when the runner provides `GITHUB_STEP_SUMMARY`; returns whether it was written. Throws when the file cannot be written. */
export async function writeJobSummary(report: Report, log: Logger): Promise<boolean> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    log.info('GITHUB_STEP_SUMMARY is not set: no job summary written')
    return false
  }
  await core.summary.addRaw(renderSummary(report, {})).write()
  return true
}

/** Where and how to comment. */
export interface CommentTarget {
  token: string
  owner: string
  repo: string
  pullRequest: number
  key: string
  runUrl: string | null
  /** `comment-author`, or null to learn it. */
  author: string | null
}

/**
 * Creates or updates the one comment of `target.key` on the pull request.
 * Returns its URL, or null when commenting failed (the reason is logged as
 * a warning, with the `workflow_run` recipe for a 403).
 */
export async function publishComment(report: Report, target: CommentTarget, log: Logger): Promise<string | null> {
  const body = renderComment(report, { marker: commentMarker(target.key), runUrl: target.runUrl, summaryUrl: target.runUrl })
  try {
    const octokit = createOctokit(target.token, { log, ...octokitTuningFromEnv() })
    const result = await upsertComment(octokit, {
      owner: target.owner,
      repo: target.repo,
      issueNumber: target.pullRequest,
      key: target.key,
      body,
      authorLogin: target.author,
      log
    })
    log.info(`pull-request comment ${result.action}: ${result.url}`)
    return result.url
  } catch (error) {
    log.warning(`could not comment on pull request #${target.pullRequest}: ${errorMessage(error)}`)
    return null
  }
}
