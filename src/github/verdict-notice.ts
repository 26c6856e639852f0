/**
 * The short new comment posted when the gate's verdict in our edited comment turned from passed
 * to failed (issue 40 item 2): GitHub notifies nobody when a comment is edited, so a sticky
 * comment that turns red is silent. One notice per worsening: its hidden marker names the
 * comment state it worsened from (the previous markers' commit, run and run attempt): a notice of
 * ours with that marker already on the pull request is not posted again (a re-run of the same
 * comparison), and of two runs racing over the same previous comment, each lists the notices again
 * after posting and the newer deletes its own (the oldest stays, as for the comment itself).
 * REST only: `issues.listComments` (all pages), `createComment`, `deleteComment`.
 */
import { listOurComments } from './comment.js'
import { sanitiseCommentKey } from './comment-marker.js'
import { httpStatusOf, toCommentError } from './errors.js'
import type { Logger } from './logger.js'
import type { GitHubClient } from './octokit.js'

/**
 * The notice's hidden marker: `<!-- fabric-compare:notice key=<key> after=<sha>/<run>/<attempt> -->`, where
 * `after` names the comment state that passed (its markers' commit, run and run attempt — `unknown` where
 * they give none — each reduced to `[A-Za-z0-9._-]`). A re-run keeps the run id and counts the attempt up, so
 * a gate that passes and fails again in a later attempt is a new worsening. The marker never starts like the
 * sticky comment's, so the notice is never taken for the comment.
 */
export function verdictNoticeMarker(key: string, after: { sha: string; run: string; attempt: string | null }): string {
  const clean = (s: string): string => s.replace(/[^A-Za-z0-9._-]/g, '_')
  const state = `${clean(after.sha)}/${clean(after.run)}/${clean(after.attempt ?? 'unknown')}`
  return `<!-- fabric-compare:notice key=${sanitiseCommentKey(key)} after=${state} -->`
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
 * Posts the notice unless a comment of ours starting with its marker is already on the pull request; after
 * posting, a racing run's older notice wins and ours is deleted. Returns `{created: true, url}` or
 * `{created: false, url}` (the notice already there, or a racing run's kept). Throws
 * `CommentPermissionError` / `CommentApiError` (src/github/errors.ts) when listing or creating fails —
 * the caller keeps its verdict.
 */
export async function postVerdictNotice(octokit: GitHubClient, p: VerdictNoticeParams): Promise<{ created: boolean; url: string }> {
  const [existing] = await listOurComments(p, octokit, p.marker, p.author)
  if (existing !== undefined) {
    p.log.info(`verdict notice already on #${p.issueNumber}: ${existing.html_url}`)
    return { created: false, url: existing.html_url }
  }
  let created: { id: number; html_url: string }
  try {
    created = (
      await octokit.rest.issues.createComment({ owner: p.owner, repo: p.repo, issue_number: p.issueNumber, body: `${p.marker}\n${p.body}` })
    ).data
  } catch (error: unknown) {
    throw toCommentError('create', error)
  }
  // Two runs that replaced the same passing comment both got here: the oldest notice stays, the newer ones go.
  const after = await listOurComments(p, octokit, p.marker, p.author)
  const oldest = after[0]
  if (oldest === undefined || oldest.id === created.id) return { created: true, url: created.html_url }
  p.log.info(`another run posted the same verdict notice on #${p.issueNumber} first (${oldest.id}); deleting ours (${created.id})`)
  try {
    await octokit.rest.issues.deleteComment({ owner: p.owner, repo: p.repo, comment_id: created.id })
  } catch (error: unknown) {
    if (httpStatusOf(error) !== 404) throw toCommentError('delete', error)
  }
  return { created: false, url: oldest.html_url }
}
