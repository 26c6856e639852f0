/**
 * The short new comment posted when the gate's verdict in our edited comment turned from passed
 * to failed (issue 40 item 2): GitHub notifies nobody when a comment is edited, so a sticky
 * comment that turns red is silent. One notice per worsening: its hidden marker names the
 * comment state it worsened from (the previous head marker's commit and run), and a notice of
 * ours with that marker already on the pull request is not posted again (a re-run, or two runs
 * racing over the same previous comment).
 * REST only: `issues.listComments` (all pages), `createComment`.
 */
import { listOurComments } from './comment.js'
import { sanitiseCommentKey } from './comment-marker.js'
import { toCommentError } from './errors.js'
import type { Logger } from './logger.js'
import type { GitHubClient } from './octokit.js'

/**
 * The notice's hidden marker: `<!-- fabric-compare:notice key=<key> after=<sha>/<run> -->`, where `after`
 * names the comment state that passed (its head marker's commit and run, each reduced to `[A-Za-z0-9._-]`).
 * It never starts like the sticky comment's marker, so the notice is never taken for the comment.
 */
export function verdictNoticeMarker(key: string, after: { sha: string; run: string }): string {
  const clean = (s: string): string => s.replace(/[^A-Za-z0-9._-]/g, '_')
  return `<!-- fabric-compare:notice key=${sanitiseCommentKey(key)} after=${clean(after.sha)}/${clean(after.run)} -->`
}

/** Parameters of {@link postVerdictNotice}. */
export interface VerdictNoticeParams {
  owner: string
  repo: string
  issueNumber: number
  /** The notice's marker ({@link verdictNoticeMarker}); prepended to `body` on its own line. */
  marker: string
  /** The notice's Markdown (escaped by its maker). */
  body: string
  /** The login our comments are by (the sticky comment's author, `UpsertCommentResult.author`). */
  author: string
  log: Logger
}

/**
 * Posts the notice unless a comment of ours starting with its marker is already on the pull request.
 * Returns `{created: true, url}` or `{created: false, url}` (the notice already there). Throws
 * `CommentPermissionError` / `CommentApiError` (src/github/errors.ts) when listing or creating fails —
 * the caller keeps its verdict.
 */
export async function postVerdictNotice(octokit: GitHubClient, p: VerdictNoticeParams): Promise<{ created: boolean; url: string }> {
  const [existing] = await listOurComments(p, octokit, p.marker, p.author)
  if (existing !== undefined) {
    p.log.info(`verdict notice already on #${p.issueNumber}: ${existing.html_url}`)
    return { created: false, url: existing.html_url }
  }
  try {
    const { data } = await octokit.rest.issues.createComment({
      owner: p.owner,
      repo: p.repo,
      issue_number: p.issueNumber,
      body: `${p.marker}\n${p.body}`
    })
    return { created: true, url: data.html_url }
  } catch (error: unknown) {
    throw toCommentError('create', error)
  }
}
