/**
 * A sticky comment a maintainer minimized ("outdated", "resolved" …) stays folded away when a later run edits it,
 * and GitHub's REST comment objects do not say so. When the edit carries a verdict a reviewer must see (the caller
 * decides: a failing gate), the comment is shown again: its state is read over GraphQL
 * (`node(id) { ... on IssueComment { isMinimized minimizedReason } }`), and a minimized one is unminimized
 * (`unminimizeComment(input: {subjectId})`, which needs the same write access to the pull request as the edit).
 * Where the token cannot (a GraphQL error such as `FORBIDDEN`), the comment is posted anew and the hidden one
 * deleted, so the next run finds one comment again; the log says which.
 * GraphQL `node`, `unminimizeComment`; REST `createComment`, `deleteComment`.
 */
import { errorMessage } from '../errors.js'
import { httpStatusOf, toCommentError } from './errors.js'
import type { Logger } from './logger.js'
import type { GitHubClient } from './octokit.js'

/** The comment to show: its REST id, GraphQL node id (`node_id`), html_url and where it is. */
export interface ShownComment {
  owner: string
  repo: string
  issueNumber: number
  id: number
  nodeId: string
  url: string
}

/**
 * What {@link revealComment} did: `visible` (not minimized: nothing done), `unknown` (the state could not be read:
 * nothing done, logged), `unminimized`, or `reposted` (the token could not unminimize: a new comment, `id` and `url`
 * naming it; `deletedOld` false when the hidden one could not be deleted).
 */
export type RevealResult =
  | { action: 'visible' | 'unknown' | 'unminimized'; id: number; url: string }
  | { action: 'reposted'; id: number; url: string; deletedOld: boolean }

const STATE_QUERY = `query fabricCompareCommentState($id: ID!) {
  node(id: $id) {
    ... on IssueComment {
      isMinimized
      minimizedReason
    }
  }
}`

const UNMINIMIZE_MUTATION = `mutation fabricCompareUnminimize($id: ID!) {
  unminimizeComment(input: { subjectId: $id }) {
    unminimizedComment {
      isMinimized
    }
  }
}`

/**
 * A GraphQL failure as one line: each error's `type` (e.g. `FORBIDDEN`) and message, as GitHub answers them in
 * `errors` (the client throws them with status 200); else the HTTP status and message.
 */
export function graphqlFailureText(error: unknown): string {
  const errors = (error as { errors?: unknown } | null)?.errors
  if (Array.isArray(errors) && errors.length > 0) {
    return errors
      .slice(0, 3)
      .map((e: { type?: unknown; message?: unknown }) =>
        [typeof e.type === 'string' ? e.type : null, typeof e.message === 'string' ? e.message : null].filter((x) => x !== null).join(': ')
      )
      .join('; ')
  }
  const status = httpStatusOf(error)
  return status === null ? errorMessage(error) : `${status}: ${errorMessage(error)}`
}

/** Whether the comment is minimized, and why (`outdated`, lower case as GitHub reports it; null when it gives none). Throws on failure. */
async function readState(octokit: GitHubClient, nodeId: string): Promise<{ minimized: boolean; reason: string | null }> {
  const data = await octokit.graphql<{ node: { isMinimized?: boolean; minimizedReason?: string | null } | null }>(STATE_QUERY, {
    id: nodeId
  })
  if (data.node === null || typeof data.node.isMinimized !== 'boolean') throw new Error(`node ${nodeId} is not an issue comment`)
  return { minimized: data.node.isMinimized, reason: data.node.minimizedReason ?? null }
}

/**
 * Shows `comment` again if it is minimized, with `body` (the marked body just written) for a repost. Never throws for
 * the reading or the unminimizing; throws `CommentPermissionError` / `CommentApiError` (operation `create`) when the
 * repost itself cannot be created — the caller keeps its verdict, the edited comment stays as it was.
 */
export async function revealComment(octokit: GitHubClient, comment: ShownComment, body: string, log: Logger): Promise<RevealResult> {
  const where = `${comment.owner}/${comment.repo}#${comment.issueNumber}`
  let state: { minimized: boolean; reason: string | null }
  try {
    state = await readState(octokit, comment.nodeId)
  } catch (error) {
    log.info(`could not read whether comment ${comment.id} on ${where} is minimized (GraphQL: ${graphqlFailureText(error)}); left as it is`)
    return { action: 'unknown', id: comment.id, url: comment.url }
  }
  if (!state.minimized) return { action: 'visible', id: comment.id, url: comment.url }
  const hidden = `comment ${comment.id} on ${where} was minimized${state.reason === null ? '' : ` (${state.reason})`}`
  try {
    await octokit.graphql(UNMINIMIZE_MUTATION, { id: comment.nodeId })
    log.info(`${hidden} and the gate now fails: unminimized`)
    return { action: 'unminimized', id: comment.id, url: comment.url }
  } catch (error) {
    log.warning(
      `${hidden} and the gate now fails, but the token cannot unminimize it (GraphQL: ${graphqlFailureText(error)}): posting the comment anew`
    )
  }
  let created: { id: number; html_url: string }
  try {
    created = (
      await octokit.rest.issues.createComment({ owner: comment.owner, repo: comment.repo, issue_number: comment.issueNumber, body })
    ).data
  } catch (error) {
    throw toCommentError('create', error)
  }
  let deletedOld = true
  try {
    await octokit.rest.issues.deleteComment({ owner: comment.owner, repo: comment.repo, comment_id: comment.id })
  } catch (error) {
    if (httpStatusOf(error) !== 404) {
      deletedOld = false
      log.warning(`could not delete the minimized comment ${comment.id} on ${where}: ${errorMessage(error)}`)
    }
  }
  log.info(`comment posted anew on ${where}: ${created.html_url}${deletedOld ? ` (the minimized ${comment.id} deleted)` : ''}`)
  return { action: 'reposted', id: created.id, url: created.html_url, deletedOld }
}
