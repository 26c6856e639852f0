/**
 * The sticky pull-request comment: one comment per comparison key, found again
 * by a hidden marker at the start of its body and by our authorship, updated
 * in place. Concurrent runs converge on the oldest marked comment, also when
 * the comment list lags behind a creation (the list is read again until the
 * comment we created shows in it). A comment deleted between listing and
 * update (PATCH 404) is gone: the list is read again, and the comment created
 * when none remains. Identity rule: see `comment-author.ts`; a marked comment
 * of any other author is never edited or deleted.
 * REST only: `issues.listComments` (all pages), `createComment`, `updateComment`, `deleteComment`.
 */
import type { GitHubClient } from './octokit.js'
import type { Logger } from './logger.js'
import { silentLogger } from './logger.js'
import { CommentApiError, httpStatusOf, toCommentError } from './errors.js'
import { isAuthoredBy, resolveCommentIdentity } from './comment-author.js'
import type { CommentAuthor } from './comment-author.js'
import { commentMarker } from './comment-marker.js'

/** Re-exported for the modules that find or write our comment. */
export { commentMarker, sanitiseCommentKey } from './comment-marker.js'

/** Parameters of {@link upsertComment}. */
export interface UpsertCommentParams {
  owner: string
  repo: string
  /** Pull-request (or issue) number. */
  issueNumber: number
  /** Comparison key; several keys coexist on one pull request. Sanitised by {@link sanitiseCommentKey}. */
  key: string
  /** Markdown body. The marker is prepended (followed by a newline) unless the body already starts with it. */
  body: string
  /** The login our comments carry (`comment-author`). Default: resolved with `GET /user`, else learned from the comment created. */
  authorLogin?: string | null
  log?: Logger
  /**
   * Waits (ms) between readings of the list after a creation, until the created comment shows
   * in it (a lagging list would hide a racing run's comment). Default 250, 500, 1000, 2000, 4000
   * (7.75 s at most); then the run ends with what it saw.
   */
  listLagWaitsMs?: number[]
  /**
   * Asked right before writing, with the body of the comment that would be replaced (null:
   * none): a reason not to write (e.g. the comment describes a newer commit), or null to write.
   */
  mayWrite?: (existingBody: string | null) => string | null
}

/**
 * What {@link upsertComment} did; `id` and `url` (html_url) name the comment that remains
 * (for `skipped`: the comment left alone, or null when there is none).
 */
export type UpsertCommentResult =
  | {
      action: 'created' | 'updated' | 'unchanged'
      url: string
      id: number
      deletedDuplicates: number[]
      /** The login the remaining comment is by (our identity, as the comment shows it). */
      author: string
      /** Its GraphQL node id (`node_id`); null when GitHub's answer gave none. */
      nodeId: string | null
    }
  | { action: 'skipped'; reason: string; url: string | null; id: number | null; deletedDuplicates: number[] }

/** `body` as the comment of `key` is written: the marker (and a newline) first, unless `body` already starts with it. */
export function markedBody(key: string, body: string): string {
  const marker = commentMarker(key)
  return body.startsWith(marker) ? body : `${marker}\n${body}`
}

/** Lists read again after a PATCH answered 404 (the comment was deleted after it was listed) before giving up. */
const GONE_RELISTS = 2

/** One listed comment, the fields used here. */
export interface ListedComment {
  id: number
  /** GraphQL node id; absent when the answer gave none. */
  node_id?: string
  body?: string | null
  html_url: string
  created_at: string
  user: CommentAuthor | null
}

/**
 * Every comment on the issue (all pages, 100 per page) that starts with `marker` and is authored by `login`, oldest first.
 * Throws `CommentPermissionError` / `CommentApiError` (operation `list`) when the list cannot be read.
 */
export async function listOurComments(
  p: { owner: string; repo: string; issueNumber: number },
  octokit: GitHubClient,
  marker: string,
  login: string
): Promise<ListedComment[]> {
  let all: ListedComment[]
  try {
    all = await octokit.paginate(octokit.rest.issues.listComments, {
      owner: p.owner,
      repo: p.repo,
      issue_number: p.issueNumber,
      per_page: 100
    })
  } catch (error: unknown) {
    throw toCommentError('list', error)
  }
  return all
    .filter((c) => (c.body ?? '').startsWith(marker) && isAuthoredBy(c.user, login))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
}

/** Deletes duplicates; a 404 means another run already deleted it and is not an error. */
async function deleteDuplicates(p: UpsertCommentParams, octokit: GitHubClient, ids: number[], log: Logger): Promise<number[]> {
  const deleted: number[] = []
  for (const id of ids) {
    try {
      await octokit.rest.issues.deleteComment({ owner: p.owner, repo: p.repo, comment_id: id })
      deleted.push(id)
      log.info(`Deleted duplicate comment ${id} on #${p.issueNumber}`)
    } catch (error: unknown) {
      if (httpStatusOf(error) === 404) continue
      throw toCommentError('delete', error)
    }
  }
  return deleted
}

/** Updates `target` to `body` unless it already has it; null when the comment is gone (PATCH 404). */
async function updateIfChanged(
  p: UpsertCommentParams,
  octokit: GitHubClient,
  target: ListedComment,
  body: string
): Promise<(ListedComment & { changed: boolean }) | null> {
  if ((target.body ?? '') === body) return { ...target, changed: false }
  try {
    const { data } = await octokit.rest.issues.updateComment({ owner: p.owner, repo: p.repo, comment_id: target.id, body })
    return { ...data, changed: true }
  } catch (error: unknown) {
    if (httpStatusOf(error) === 404) return null
    throw toCommentError('update', error)
  }
}

/**
 * Reads our comments again until `createdId`, or an older comment of ours, shows in the list
 * (bounded waits): comments created before ours show no later than ours, so a racing run's
 * older comment is seen, and the oldest is kept by every run.
 */
async function listUntilVisible(
  p: UpsertCommentParams,
  octokit: GitHubClient,
  marker: string,
  login: string,
  createdId: number,
  log: Logger
): Promise<ListedComment[]> {
  const waits = p.listLagWaitsMs ?? [250, 500, 1000, 2000, 4000]
  let listed = await listOurComments(p, octokit, marker, login)
  for (const wait of waits) {
    if (listed.some((c) => c.id <= createdId)) return listed
    log.debug(`Created comment ${createdId} not yet in the list; reading it again in ${wait} ms`)
    await new Promise((resolve) => setTimeout(resolve, wait))
    listed = await listOurComments(p, octokit, marker, login)
  }
  if (!listed.some((c) => c.id <= createdId))
    log.warning(`Created comment ${createdId} never showed in the comment list; a racing run may have left a second comment`)
  return listed
}

/**
 * Creates or updates our comment for `key` on the pull request.
 * - Existing marked comments of ours: the oldest is updated (or left `unchanged` when the
 *   body is identical), newer duplicates are deleted. When the update answers 404 (deleted
 *   after the list was read), the list is read again (at most 2 times) and the next oldest
 *   updated, or the comment created when none remains.
 * - None: the comment is created, then the list is read again; if an older marked comment of
 *   ours appeared meanwhile (a concurrent run), it receives the body and ours is deleted
 *   (action `updated`, or `unchanged` if it already had the body). Two runs end with one comment.
 * - `mayWrite` refusing: nothing is written (action `skipped`, with its reason).
 * Throws `CommentPermissionError` (403, e.g. a fork's read-only token) or `CommentApiError`
 * (404 on list or create, 422, 5xx after retries, network) — the caller keeps its verdict.
 */
export async function upsertComment(octokit: GitHubClient, params: UpsertCommentParams): Promise<UpsertCommentResult> {
  const log = params.log ?? silentLogger
  const body = markedBody(params.key, params.body)
  const marker = commentMarker(params.key)
  const identity = await resolveCommentIdentity(octokit, log, params.authorLogin)
  let login = identity.login
  const where = `${params.owner}/${params.repo}#${params.issueNumber}`

  for (let relists = 0; ; relists++) {
    const existing = await listOurComments(params, octokit, marker, login)
    const [oldest, ...newer] = existing
    const refusal = params.mayWrite?.(oldest?.body ?? null) ?? null
    if (refusal !== null)
      return { action: 'skipped', reason: refusal, url: oldest?.html_url ?? null, id: oldest?.id ?? null, deletedDuplicates: [] }
    if (oldest === undefined) break
    const kept = await updateIfChanged(params, octokit, oldest, body)
    if (kept === null) {
      if (relists === GONE_RELISTS) {
        throw new CommentApiError(
          'update',
          404,
          `comment ${oldest.id} answered 404 and the list still showed it after ${GONE_RELISTS} more readings`
        )
      }
      log.info(`Comment ${oldest.id} on ${where} was deleted after it was listed (PATCH answered 404); listing the comments again`)
      continue
    }
    const deletedDuplicates = await deleteDuplicates(
      params,
      octokit,
      newer.map((c) => c.id),
      log
    )
    const action = kept.changed ? 'updated' : 'unchanged'
    log.info(`Comment ${action} on ${where}: ${kept.html_url}`)
    return { action, url: kept.html_url, id: kept.id, deletedDuplicates, author: kept.user?.login ?? login, nodeId: kept.node_id ?? null }
  }

  let created: ListedComment
  try {
    created = (await octokit.rest.issues.createComment({ owner: params.owner, repo: params.repo, issue_number: params.issueNumber, body }))
      .data
  } catch (error: unknown) {
    throw toCommentError('create', error)
  }
  // The created comment shows who we are (an App installation token posts as `<app>[bot]`).
  const author = created.user?.login
  if (author && !isAuthoredBy(created.user, login)) {
    if (identity.source === 'given') log.warning(`comment-author is ${login}, but the comment was created by ${author}; using ${author}`)
    else log.info(`Comment author learned from the created comment: ${author}`)
    login = author
  }
  const after = await listUntilVisible(params, octokit, marker, login, created.id, log)
  const oldest = after[0]
  if (oldest === undefined || oldest.id === created.id) {
    const deletedDuplicates = await deleteDuplicates(
      params,
      octokit,
      after.slice(1).map((c) => c.id),
      log
    )
    log.info(`Comment created on ${where}: ${created.html_url}`)
    return { action: 'created', url: created.html_url, id: created.id, deletedDuplicates, author: login, nodeId: created.node_id ?? null }
  }
  // A concurrent run created its comment first: keep the oldest, drop ours and any other newer one.
  log.info(`Another run created the comment on ${where} first (${oldest.id}); keeping it and deleting ours (${created.id})`)
  // Ours goes even when a lagging list does not show it yet.
  const newer = [...new Set([...after.slice(1).map((c) => c.id), created.id])]
  const lateRefusal = params.mayWrite?.(oldest.body ?? null) ?? null
  if (lateRefusal !== null) {
    const deletedDuplicates = await deleteDuplicates(params, octokit, newer, log)
    return { action: 'skipped', reason: lateRefusal, url: oldest.html_url, id: oldest.id, deletedDuplicates }
  }
  const kept = await updateIfChanged(params, octokit, oldest, body)
  if (kept === null) {
    // The older comment was deleted meanwhile: ours stays, the other newer ones go.
    const deletedDuplicates = await deleteDuplicates(
      params,
      octokit,
      after
        .slice(1)
        .map((c) => c.id)
        .filter((id) => id !== created.id),
      log
    )
    log.info(`Comment ${oldest.id} on ${where} was deleted meanwhile (PATCH answered 404); keeping ours: ${created.html_url}`)
    return { action: 'created', url: created.html_url, id: created.id, deletedDuplicates, author: login, nodeId: created.node_id ?? null }
  }
  const deletedDuplicates = await deleteDuplicates(params, octokit, newer, log)
  return {
    action: kept.changed ? 'updated' : 'unchanged',
    url: kept.html_url,
    id: kept.id,
    deletedDuplicates,
    author: kept.user?.login ?? login,
    nodeId: kept.node_id ?? null
  }
}
