/**
 * Publishing one report: the JSON report file, the job summary and the
 * pull-request comment. A failure to comment (a fork's read-only token, a
 * failing API) is logged as a warning and never changes the verdict.
 */
import * as core from '@actions/core'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Report } from '../comparison/report/report-schema.js'
import { errorMessage } from '../errors.js'
import { markedBody, upsertComment, type UpsertCommentResult } from '../github/comment.js'
import { revealComment } from '../github/comment-visibility.js'
import { CommentPermissionError, workflowRunPermissionMessage } from '../github/errors.js'
import type { Logger } from '../github/logger.js'
import { createOctokit, octokitTuningFromEnv, type GitHubClient } from '../github/octokit.js'
import type { CommitOfEvent, PullRequestSource, WorkflowRunOfEvent } from '../github/pull-request.js'
import { describedRun, readPullRequestHead, staleRunRefusal, workflowRunMismatch } from '../github/pull-request-head.js'
import { postVerdictNotice, verdictNoticeMarker } from '../github/verdict-notice.js'
import type { CommentSubject, SubjectBaseline, SubjectRun } from '../render/markdown/comment-subject.js'
import { jobSummaryMarkdown, pullRequestCommentBody } from '../render/markdown/comment-body.js'
import { glossaryPageUrl } from '../render/markdown/glossary.js'
import { verdictNoticeBody } from '../render/markdown/verdict-notice.js'

/** Writes the report as JSON (report_version 2) under `folder`; returns its path. */
export async function writeReportFile(report: Report, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true })
  const file = path.join(folder, 'fabric-compare-report.json')
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
  return file
}

/**
 * Writes the job summary (with the history section `history`, when given) when the runner provides
 * `GITHUB_STEP_SUMMARY`; returns whether it was written. Throws when the file cannot be written.
 */
export async function writeJobSummary(report: Report, log: Logger, history: string | null = null): Promise<boolean> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    log.info('GITHUB_STEP_SUMMARY is not set: no job summary written')
    return false
  }
  await core.summary.addRaw(jobSummaryMarkdown(report, history)).write()
  return true
}

/** Where and how to comment. */
export interface CommentTarget {
  token: string
  owner: string
  repo: string
  pullRequest: number
  /** Where `pullRequest` came from (`explicit`: the `pull-request-number` input). */
  pullRequestSource: PullRequestSource
  key: string
  runUrl: string | null
  /** `comment-author`, or null to learn it. */
  author: string | null
  /** `GITHUB_EVENT_NAME`. */
  eventName: string
  /** The commit this run speaks for (`commitOfEvent`). */
  commit: CommitOfEvent
  /** The event's `workflow_run` (a `workflow_run` event), else null: then the pull request must be that run's. */
  workflowRun: WorkflowRunOfEvent | null
  /** This workflow run (`GITHUB_RUN_ID`), and the run whose artifacts were compared when that is another (`run-id`). */
  run: SubjectRun | null
  /** This run's attempt (`GITHUB_RUN_ATTEMPT`); null or absent when unknown. */
  runAttempt?: number | null
  evidenceRun: SubjectRun | null
  /** The default branch's run of `run=default-branch` configurations, named on the subject line; null or absent: none. */
  baseline?: SubjectBaseline | null
  /** `GITHUB_SERVER_URL`, for the commit link; null when unknown. */
  serverUrl: string | null
  /** The glossary page the comment links its terms to ({@link glossaryUrlFromEnv}); null: no links. */
  glossaryUrl?: string | null
  /** The line placing this pull request among the default branch's history; null or absent: none. */
  history?: string | null
  /**
   * `comment-notify`: when the edited comment's verdict turned from passed to failed, also post a short
   * new comment linking it (src/github/verdict-notice.ts). Absent: true.
   */
  notify?: boolean
}

/**
 * The glossary page of the running action's own repository at the version
 * that runs: `GITHUB_ACTION_REPOSITORY` at `GITHUB_ACTION_REF` (a step
 * `uses: owner/fabric-compare@v0`); for a local action (`uses: ./`, where
 * those are empty) the workflow's repository `GITHUB_REPOSITORY` at
 * `GITHUB_SHA`. Both on `GITHUB_SERVER_URL`; null when any part is unknown.
 */
export function glossaryUrlFromEnv(env: NodeJS.ProcessEnv): string | null {
  const server = env.GITHUB_SERVER_URL
  if (env.GITHUB_ACTION_REPOSITORY) return glossaryPageUrl(server, env.GITHUB_ACTION_REPOSITORY, env.GITHUB_ACTION_REF)
  return glossaryPageUrl(server, env.GITHUB_REPOSITORY, env.GITHUB_SHA)
}

/** What the comment describes, for its subject line. */
function subjectOf(target: CommentTarget): CommentSubject {
  const { commit, serverUrl } = target
  const commitUrl =
    commit.sha !== null && serverUrl ? `${serverUrl}/${target.owner}/${target.repo}/pull/${target.pullRequest}/commits/${commit.sha}` : null
  const subject: CommentSubject = {
    pullRequest: target.pullRequest,
    sha: commit.sha,
    commitUrl,
    evidenceRun: target.evidenceRun,
    run: target.run,
    baseline: target.baseline ?? null
  }
  if (commit.sha === null) subject.unknownReason = `the ${target.eventName} event names no head commit`
  return subject
}

/**
 * Posts the verdict notice (src/github/verdict-notice.ts) when the comment just updated said the gate
 * passed (`replaced`'s head marker) and `report`'s gate failed; logs what it did. A failure to post is a
 * warning: the comment and the verdict stand.
 */
async function noticeIfWorse(
  octokit: GitHubClient,
  report: Report,
  target: CommentTarget,
  replaced: string | null,
  comment: { url: string; author: string },
  log: Logger
): Promise<void> {
  const previous = replaced === null ? null : describedRun(replaced)
  if (report.gate.passed || previous?.verdict !== 'passed') return
  try {
    const notice = await postVerdictNotice(octokit, {
      owner: target.owner,
      repo: target.repo,
      issueNumber: target.pullRequest,
      marker: verdictNoticeMarker(target.key, previous),
      body: verdictNoticeBody(report, { sha: target.commit.sha, previous, commentUrl: comment.url }),
      author: comment.author,
      log
    })
    if (notice.created) log.info(`the gate's verdict turned from passed to failed: notice posted on #${target.pullRequest}: ${notice.url}`)
  } catch (error) {
    log.warning(`could not post the notice that the gate now fails on #${target.pullRequest}: ${errorMessage(error)}`)
  }
}

/**
 * A comment a maintainer minimized stays folded when it is edited (src/github/comment-visibility.ts). Only when
 * it matters — the comment was just `updated` and the gate now fails — is it shown again: unminimized, or posted
 * anew where the token cannot. A passing or report-only verdict asks nothing of the reviewer, so a maintainer's
 * choice to fold the comment is left alone (and no GraphQL request is made). Returns the comment's URL after it,
 * and whether it was posted anew. A failure to post anew is a warning; the edited comment stands.
 */
async function showIfHidden(
  octokit: GitHubClient,
  report: Report,
  target: CommentTarget,
  result: Extract<UpsertCommentResult, { url: string; id: number; nodeId: string | null }>,
  body: string,
  log: Logger
): Promise<{ url: string; reposted: boolean }> {
  if (report.gate.passed || result.action !== 'updated' || result.nodeId === null) return { url: result.url, reposted: false }
  const comment = { owner: target.owner, repo: target.repo, issueNumber: target.pullRequest, id: result.id, nodeId: result.nodeId }
  try {
    const shown = await revealComment(octokit, { ...comment, url: result.url }, body, log)
    return { url: shown.url, reposted: shown.action === 'reposted' }
  } catch (error) {
    log.warning(`could not post the comment anew on #${target.pullRequest}; it stays minimized: ${errorMessage(error)}`)
    return { url: result.url, reposted: false }
  }
}

/**
 * Creates or updates the one comment of `target.key` on the pull request, for
 * the commit this run speaks for. First reads the pull request's head
 * (`head.sha`): under `workflow_run` the pull request must be the triggering
 * run's (else an error annotation naming both, no comment); a run whose commit
 * is no longer the head writes nothing (a warning; its report stays in the job
 * summary); see `src/github/pull-request-head.ts` for the rules. Returns the
 * comment's URL, or null when this run wrote none (the reason and the remedy
 * are logged).
 */
export async function publishComment(report: Report, target: CommentTarget, log: Logger): Promise<string | null> {
  const number = target.pullRequest
  try {
    const octokit = createOctokit(target.token, { log, ...octokitTuningFromEnv() })
    const head = await readPullRequestHead(octokit, target.owner, target.repo, number)
    if (target.workflowRun !== null) {
      const mismatch = workflowRunMismatch(head, target.workflowRun)
      if (mismatch !== null) {
        const what =
          target.pullRequestSource === 'explicit'
            ? `pull-request-number ${number}`
            : `pull request #${number} (from ${target.pullRequestSource})`
        core.error(`${what} refused: ${mismatch}`)
        return null
      }
      log.info(
        `pull request #${number} confirmed: its head ${head.sha} of ${head.repository} is the workflow_run's head_sha and head_repository`
      )
      const evidenceId = target.evidenceRun?.id ?? target.run?.id ?? null
      if (target.workflowRun.id !== null && evidenceId !== target.workflowRun.id) {
        log.warning(
          `the evidence comes from run ${evidenceId ?? '(unknown)'}, not from the triggering workflow_run ${target.workflowRun.id} whose pull request was confirmed: ` +
            'set `run-id: ${{ github.event.workflow_run.id }}` so the comment describes the run it checked'
        )
      }
    }
    const stale = staleRunRefusal(target.commit.sha, head, null)
    if (stale !== null) {
      log.warning(`comment on #${number} not updated: ${stale}`)
      return null
    }
    const body = pullRequestCommentBody(report, {
      key: target.key,
      sha: target.commit.sha,
      runId: target.evidenceRun?.id ?? target.run?.id ?? null,
      runAttempt: target.runAttempt ?? null,
      runUrl: target.runUrl,
      subject: subjectOf(target),
      glossaryUrl: target.glossaryUrl ?? null,
      history: target.history ?? null
    })
    // The body of the comment this run replaces (the last one `mayWrite` was asked about): its verdict.
    let replaced: string | null = null
    const result = await upsertComment(octokit, {
      owner: target.owner,
      repo: target.repo,
      issueNumber: number,
      key: target.key,
      body,
      authorLogin: target.author,
      log,
      mayWrite: (existing) => {
        replaced = existing
        return staleRunRefusal(target.commit.sha, head, existing)
      }
    })
    if (result.action === 'skipped') {
      log.warning(`comment on #${number} not updated: ${result.reason}`)
      return null
    }
    log.info(`pull-request comment ${result.action}: ${result.url}`)
    const shown = await showIfHidden(octokit, report, target, result, markedBody(target.key, body), log)
    // A comment posted anew notifies as a new comment does; the notice would say it twice.
    if (result.action === 'updated' && target.notify !== false && !shown.reposted)
      await noticeIfWorse(octokit, report, target, replaced, { url: shown.url, author: result.author }, log)
    return shown.url
  } catch (error) {
    const message =
      error instanceof CommentPermissionError && target.workflowRun !== null ? workflowRunPermissionMessage(error) : errorMessage(error)
    log.warning(`could not comment on pull request #${number}: ${message}`)
    return null
  }
}
